import { describe, expect, it } from 'vitest';
import { createColumns } from './columns.ts';
import { geoTest } from './geo.ts';
import { doc } from './testing.ts';

// Sydney, Newcastle (about 117 km away) and a car without coordinates.
const columns = createColumns([
  doc({ lat: -33.8688, lng: 151.2093 }),
  doc({ lat: -32.9283, lng: 151.7817 }),
  doc({ lat: null, lng: null }),
]);
const keptWithin = (metres: number): number[] => {
  const test = geoTest(columns, { aroundLatLng: '-33.8688,151.2093', aroundRadius: metres });
  return [0, 1, 2].filter((d) => test?.(d));
};

describe('engine geo radius', () => {
  it('keeps the documents within the radius, never those without coordinates', () => {
    expect(keptWithin(50_000)).toEqual([0]);
    expect(keptWithin(150_000)).toEqual([0, 1]);
  });

  it('has no test without a centre or radius, or with radius all', () => {
    expect(geoTest(columns, {})).toBeNull();
    expect(geoTest(columns, { aroundLatLng: '-33.8,151.2' })).toBeNull();
    expect(geoTest(columns, { aroundLatLng: '-33.8,151.2', aroundRadius: 'all' })).toBeNull();
  });
});
