import { describe, expect, it } from 'vitest';
import { aroundParamsOf, geoFilterOf, geoFilterOfParams, isRadiusOption, withinGeoFilter } from './geo.ts';
import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM } from './options.ts';

const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const NEWCASTLE = { lat: -32.9283, lng: 151.7817 }; // about 117 km from Sydney
const MELBOURNE = { lat: -37.8136, lng: 144.9631 }; // about 713 km

describe('geo filter of a search state', () => {
  it.each([
    ['centre and distance', { ...SYDNEY, distance: 100 }, { ...SYDNEY, radiusKm: 100 }],
    ['no distance: the default 50 km', SYDNEY, { ...SYDNEY, radiusKm: 50 }],
    ['distance 0: the default', { ...SYDNEY, distance: 0 }, { ...SYDNEY, radiusKm: 50 }],
    ['lat alone: none', { lat: -33.8688 }, null],
    ['latitude beyond 90: none', { lat: 91, lng: 151 }, null],
    ['distance alone: none', { distance: 100 }, null],
  ])('%s', (_, state, expected) => {
    expect(geoFilterOf(state)).toEqual(expected);
  });

  it('the spec radius options and default', () => {
    expect(RADIUS_OPTIONS_KM).toEqual([25, 50, 75, 100, 150, 250, 500, 750, 1000]);
    expect(DEFAULT_RADIUS_KM).toBe(50);
    expect(isRadiusOption(75)).toBe(true);
    expect(isRadiusOption(60)).toBe(false);
  });
});

describe('request parameters', () => {
  it('writes aroundLatLng and a radius in metres, and reads them back', () => {
    const params = aroundParamsOf({ ...SYDNEY, radiusKm: 250 });
    expect(params).toEqual({ aroundLatLng: '-33.8688,151.2093', aroundRadius: 250000 });
    expect(geoFilterOfParams(params.aroundLatLng, params.aroundRadius)).toEqual({ ...SYDNEY, radiusKm: 250 });
    expect(geoFilterOfParams('-33.8688,151.2093', '25000')).toEqual({ ...SYDNEY, radiusKm: 25 });
  });

  it.each([
    [undefined, 50000],
    ['-33.8', 50000],
    ['a,b', 50000],
    ['-33.8,151.2,3', 50000],
    ['-33.8,151.2', undefined],
    ['-33.8,151.2', 0],
    ['-33.8,151.2', 'all'],
  ])('%s / %s: no filter', (latLng, radius) => {
    expect(geoFilterOfParams(latLng, radius)).toBeNull();
  });
});

describe('within the radius (haversine, 6371 km sphere)', () => {
  it('Newcastle is within 150 km of Sydney, not within 100; Melbourne within 750, not 500', () => {
    expect(withinGeoFilter({ ...SYDNEY, radiusKm: 150 }, NEWCASTLE)).toBe(true);
    expect(withinGeoFilter({ ...SYDNEY, radiusKm: 100 }, NEWCASTLE)).toBe(false);
    expect(withinGeoFilter({ ...SYDNEY, radiusKm: 750 }, MELBOURNE)).toBe(true);
    expect(withinGeoFilter({ ...SYDNEY, radiusKm: 500 }, MELBOURNE)).toBe(false);
    expect(withinGeoFilter({ ...SYDNEY, radiusKm: 1000 }, null)).toBe(false);
  });
});
