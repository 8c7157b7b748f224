import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_KM,
  distanceKm,
  listableLocations,
  locationLatLng,
  locationLicences,
  locationNotices,
  locationType,
  locationsOfType,
  locationsWithinRadius,
  nearbyLocations,
  phoneDigits,
  showMapIndex,
  type CoreLocation,
  type LatLng,
} from './locations.ts';

const SYDNEY: LatLng = { lat: -33.8688, lng: 151.2093 };
const MELBOURNE: LatLng = { lat: -37.8136, lng: 144.9631 };
const BRISBANE: LatLng = { lat: -27.4698, lng: 153.0251 };
const PERTH: LatLng = { lat: -31.9523, lng: 115.8613 };
const AUCKLAND: LatLng = { lat: -36.8485, lng: 174.7633 };

/** Latitude offset (degrees, along a meridian) that is exactly `km` away. */
const degreesFor = (km: number) => (km / EARTH_RADIUS_KM) * (180 / Math.PI);

const at = (id: number, p: LatLng, over: Partial<CoreLocation> = {}): CoreLocation => ({
  id,
  address: { lat: p.lat, long: p.lng },
  ...over,
});

describe('distanceKm', () => {
  it.each([
    ['Sydney', 'Melbourne', SYDNEY, MELBOURNE, 713.4],
    ['Sydney', 'Brisbane', SYDNEY, BRISBANE, 732.4],
    ['Sydney', 'Perth', SYDNEY, PERTH, 3290.3],
    ['Sydney', 'Auckland', SYDNEY, AUCKLAND, 2155.7],
  ])('%s - %s', (_a, _b, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0);
  });

  it('is zero for the same point, symmetric and bounded by half the circumference', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, a)).toBeCloseTo(0, 6);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6);
        expect(distanceKm(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_KM + 1e-6);
      }),
    );
  });
});

describe('locationType', () => {
  it.each([
    [null, 'sales'],
    [undefined, 'sales'],
    ['', 'sales'],
    ['  ', 'sales'],
    ['service', 'service'],
    ['parts', 'parts'],
  ])('%j -> %s', (t, expected) => {
    expect(locationType({ location_type: t })).toBe(expected);
  });

  it('filters by type with empty types as sales', () => {
    const list: CoreLocation[] = [
      { id: 1, location_type: '' },
      { id: 2, location_type: 'service' },
      { id: 3, location_type: 'Sales' },
      { id: 4 },
    ];
    expect(locationsOfType(list, 'sales').map((l) => l.id)).toEqual([1, 3, 4]);
    expect(locationsOfType(list, 'service').map((l) => l.id)).toEqual([2]);
  });
});

describe('listableLocations', () => {
  it('strips non-digits from phones', () => {
    expect(phoneDigits('(07) 3123 4567')).toBe('0731234567');
  });

  it.each<[string, CoreLocation[], number[]]>([
    ['drops visible false', [{ id: 1, visible: false }, { id: 2, visible: true }, { id: 3 }], [2, 3]],
    [
      'same phone digits and street -> duplicate',
      [
        { id: 1, phone: '(07) 3123 4567', address: { street: '1 Main St' } },
        { id: 2, phone: '07 3123 4567', address: { street: ' 1  main st ' } },
      ],
      [1],
    ],
    [
      'same phone, different street -> kept',
      [
        { id: 1, phone: '0731234567', address: { street: '1 Main St' } },
        { id: 2, phone: '0731234567', address: { street: '2 Main St' } },
      ],
      [1, 2],
    ],
    [
      'same street, different phone -> kept',
      [
        { id: 1, phone: '0731234567', address: { street: '1 Main St' } },
        { id: 2, phone: '0731234568', address: { street: '1 Main St' } },
      ],
      [1, 2],
    ],
    [
      'same place id -> duplicate',
      [
        { id: 1, phone: '1', address: { place_id: 'ChIJ1' } },
        { id: 2, phone: '2', address: { place_id: 'ChIJ1' } },
      ],
      [1],
    ],
    [
      'no phone, same street -> kept',
      [
        { id: 1, address: { street: '1 Main St' } },
        { id: 2, address: { street: '1 Main St' } },
      ],
      [1, 2],
    ],
    [
      'contact_detail phone counts',
      [
        { id: 1, contact_detail: { phone: '0731234567' }, address: { street: '1 Main St' } },
        { id: 2, phone: '07 3123 4567', address: { street: '1 Main St' } },
      ],
      [1],
    ],
    [
      'an invisible location does not shadow a visible duplicate',
      [
        { id: 1, visible: false, address: { place_id: 'P' } },
        { id: 2, address: { place_id: 'P' } },
      ],
      [2],
    ],
  ])('%s', (_name, list, ids) => {
    expect(listableLocations(list).map((l) => l.id)).toEqual(ids);
  });
});

describe('locationLatLng', () => {
  it.each([
    [
      { lat: -33.8688, long: 151.2093 },
      { lat: -33.8688, lng: 151.2093 },
    ],
    [
      { lat: '-33.8688', long: '151.2093' },
      { lat: -33.8688, lng: 151.2093 },
    ],
    [{ lat: null, long: 151 }, null],
    [{ lat: '', long: '' }, null],
    [{ lat: 'abc', long: 1 }, null],
    [{ lat: 91, long: 1 }, null],
  ])('%j -> %j', (address, expected) => {
    expect(locationLatLng({ address })).toEqual(expected);
  });
});

describe('locationsWithinRadius', () => {
  const origin: LatLng = { lat: 0, lng: 0 };
  it.each([
    [25, 24.9, true],
    [25, 25.1, false],
    [50, 49.9, true],
    [50, 50.1, false],
    [1000, 999.9, true],
    [1000, 1000.1, false],
  ])('radius %i km, location at %s km -> included %s', (radius, km, included) => {
    const result = locationsWithinRadius([at(1, { lat: degreesFor(km), lng: 0 })], origin, radius);
    expect(result.length === 1).toBe(included);
  });

  it('sorts nearest first and skips locations without coordinates', () => {
    const list = [at(1, MELBOURNE), { id: 2 }, at(3, SYDNEY), at(4, BRISBANE)];
    expect(locationsWithinRadius(list, SYDNEY, 1000).map((d) => d.location.id)).toEqual([3, 1, 4]);
  });
});

describe('nearbyLocations', () => {
  const origin: LatLng = { lat: 0, lng: 0 };
  it.each([
    [249.9, 1],
    [250.1, 0],
  ])('a location %s km away -> %i result', (km, count) => {
    expect(nearbyLocations([at(1, { lat: degreesFor(km), lng: 0 })], origin)).toHaveLength(count);
  });

  it('returns at most 5, nearest first', () => {
    const list = [60, 10, 200, 30, 90, 120, 5].map((km, i) => at(i + 1, { lat: degreesFor(km), lng: 0 }));
    const result = nearbyLocations(list, origin);
    expect(result.map((d) => Math.round(d.distanceKm))).toEqual([5, 10, 30, 60, 90]);
  });

  it('never exceeds 5 results or 250 km, and is sorted', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            lat: fc.double({ min: -5, max: 5, noNaN: true }),
            lng: fc.double({ min: -5, max: 5, noNaN: true }),
          }),
        ),
        (points) => {
          const result = nearbyLocations(
            points.map((p, i) => at(i, p)),
            origin,
          );
          expect(result.length).toBeLessThanOrEqual(5);
          for (let i = 0; i < result.length; i++) {
            expect(result[i]!.distanceKm).toBeLessThanOrEqual(250);
            if (i > 0) expect(result[i]!.distanceKm).toBeGreaterThanOrEqual(result[i - 1]!.distanceKm);
          }
        },
      ),
    );
  });
});

describe('showMapIndex', () => {
  it.each([
    [0, true],
    [9, true],
    [10, false],
    [11, false],
  ])('%i items -> %s', (n, shown) => {
    expect(showMapIndex(n)).toBe(shown);
  });
});

describe('locationNotices', () => {
  const options = { comingSoonSlugs: ['north-lakes'], siteVisitByAppointmentSlugs: ['North-Lakes', 'yard-2'] };
  it.each([
    ['north-lakes', { badge: 'COMING EARLY 2026', siteVisitByAppointment: true }],
    ['yard-2', { badge: null, siteVisitByAppointment: true }],
    ['city', { badge: null, siteVisitByAppointment: false }],
    [null, { badge: null, siteVisitByAppointment: false }],
  ])('%j -> %j', (slug, expected) => {
    expect(locationNotices({ slug }, options)).toEqual(expected);
  });

  it('flags nothing by default', () => {
    expect(locationNotices({ slug: 'north-lakes' })).toEqual({ badge: null, siteVisitByAppointment: false });
  });
});

describe('locationLicences: the labels of the country', () => {
  it.each<[string, Parameters<typeof locationLicences>[0], Parameters<typeof locationLicences>[1], string[]]>([
    [
      'AU: dealer and repairer licences',
      { dealer_license_number: 'MD 12345', motor_vehicle_repairer: 'MVRL 555' },
      { country: 'AU' },
      ['Dealer licence (DL): MD 12345', 'Repairer licence (MRB): MVRL 555'],
    ],
    [
      'AU: an empty number is left out',
      { dealer_license_number: ' ', motor_vehicle_repairer: null },
      { country: 'AU' },
      [],
    ],
    [
      "NZ: the tenant's trader registration, no AU label",
      { dealer_license_number: 'M311311', motor_vehicle_repairer: 'X1' },
      { country: 'NZ', traderRegistration: 'M123456' },
      ['Motor vehicle trader registration: M123456'],
    ],
    [
      "NZ: else the location's number as its registration",
      { dealer_license_number: 'M311311' },
      { country: 'NZ', traderRegistration: null },
      ['Motor vehicle trader registration: M311311'],
    ],
    ['NZ: none at all', {}, { country: 'NZ' }, []],
  ])('%s', (_name, location, options, shown) => {
    expect(locationLicences(location, options).map((l) => `${l.label}: ${l.value}`)).toEqual(shown);
  });
});
