import { describe, expect, it } from 'vitest';
import { distanceKm, type LatLng } from '../locations.ts';
import {
  compareNearest,
  distanceText,
  hasLocation,
  meilisearchNearestSort,
  NEAREST_SORT_ID,
  NEAREST_SORT_LABEL,
  nearestFirst,
  sortOptionsWithLocation,
  sortWithLocation,
} from './nearest.ts';

// Metro Motor Group's locations (sites/metro-motor-group data) and two searched points.
const PENRITH = { lat: -33.758, lng: 150.688 }; // postcode 2750, Metro Mazda Penrith
const PARRAMATTA = { lat: -33.8136, lng: 151.0034 }; // Metro Toyota Parramatta
const PARRAMATTA_USED = { lat: -33.8137, lng: 151.0035 }; // Metro Used Cars Parramatta, ~15 m away
const HOMEBUSH = { lat: -33.865, lng: 151.083 };
const RINGWOOD = { lat: -37.813, lng: 145.23 }; // Melbourne
const NORTH_LAKES = { lat: -27.236, lng: 153.02 }; // Brisbane
const SYDNEY_CBD = { lat: -33.8688, lng: 151.2093 };

/** A car: id, default-order rank (custom_rank, higher first) and its location's point. */
interface Car {
  id: number;
  rank: number;
  at: LatLng | null;
}
const defaultOrder = (a: Car, b: Car): number => b.rank - a.rank || a.id - b.id;
const order = (cars: Car[], centre: LatLng): number[] =>
  nearestFirst(cars, centre, (c) => c.at, defaultOrder).map((c) => c.id);

describe('the distances the table relies on', () => {
  it.each([
    ['Penrith', PENRITH, PARRAMATTA, 29.797],
    ['Penrith', PENRITH, PARRAMATTA_USED, 29.808],
    ['Penrith', PENRITH, HOMEBUSH, 38.384],
    ['Penrith', PENRITH, RINGWOOD, 667.36],
    ['Penrith', PENRITH, NORTH_LAKES, 758.778],
    ['Sydney CBD', SYDNEY_CBD, PARRAMATTA, 19.982],
    ['Sydney CBD', SYDNEY_CBD, PARRAMATTA_USED, 19.97],
    ['Sydney CBD', SYDNEY_CBD, HOMEBUSH, 11.669],
    ['Ringwood', RINGWOOD, PARRAMATTA, 684.41717],
    ['Ringwood', RINGWOOD, PARRAMATTA_USED, 684.41656],
  ])('from %s: %o -> %o is %f km', (_, from, to, km) => {
    expect(distanceKm(from, to)).toBeCloseTo(km, String(km).split('.')[1]?.length ?? 0);
  });
});

describe('nearest first', () => {
  const cars: Car[] = [
    { id: 1, rank: 90, at: RINGWOOD },
    { id: 2, rank: 80, at: PARRAMATTA_USED },
    { id: 3, rank: 70, at: PARRAMATTA },
    { id: 4, rank: 60, at: null },
    { id: 5, rank: 50, at: PENRITH },
    { id: 6, rank: 40, at: HOMEBUSH },
    { id: 7, rank: 95, at: PENRITH },
    { id: 8, rank: 30, at: NORTH_LAKES },
    { id: 9, rank: 99, at: null },
    { id: 10, rank: 50, at: PENRITH },
  ];

  it.each([
    // Penrith's cars (0 km) by rank, ties by id; Parramatta's Toyota site 11 m nearer than the used-car site.
    ['Penrith (2750)', PENRITH, [7, 5, 10, 3, 2, 6, 1, 8, 9, 4]],
    // From the city the used-car site is the nearer of the two Parramatta sites, Homebush nearer still.
    ['Sydney CBD', SYDNEY_CBD, [6, 2, 3, 7, 5, 10, 1, 8, 9, 4]],
    // From Melbourne: Ringwood, Penrith 667.360 km, the used-car site 684.4166 km before the Toyota
    // site 684.4172 km (under a metre apart), Homebush 686.087 km, Brisbane 1383.127 km.
    ['Ringwood', RINGWOOD, [1, 7, 5, 10, 2, 3, 6, 8, 9, 4]],
  ])('from %s', (_, centre, expected) => {
    expect(order(cars, centre)).toEqual(expected);
  });

  it('puts cars without coordinates last, in the default order', () => {
    const none: Car[] = [
      { id: 1, rank: 10, at: null },
      { id: 2, rank: 30, at: null },
      { id: 3, rank: 20, at: HOMEBUSH },
    ];
    expect(order(none, PENRITH)).toEqual([3, 2, 1]);
  });

  it('is the default order when every car stands at the same place', () => {
    const same: Car[] = [3, 1, 2].map((id) => ({ id, rank: 5, at: PARRAMATTA }));
    expect(order(same, PENRITH)).toEqual([1, 2, 3]);
  });

  it('compares as a sort comparator: symmetric, zero only for the same tie', () => {
    const compare = compareNearest<Car>(PENRITH, (c) => c.at, defaultOrder);
    const [a, b] = [cars[2] as Car, cars[1] as Car]; // 29.797 km vs 29.808 km
    expect(compare(a, b)).toBeLessThan(0);
    expect(compare(b, a)).toBeGreaterThan(0);
    expect(compare(a, a)).toBe(0);
  });
});

describe('offered only with a location', () => {
  it.each([
    ['lat and lng', { lat: -33.758, lng: 150.688 }, true],
    ['lat alone', { lat: -33.758 }, false],
    ['nothing', {}, false],
    ['latitude beyond 90', { lat: 91, lng: 150 }, false],
    ['not a number', { lat: Number.NaN, lng: 150 }, false],
  ])('%s: %s', (_, state, expected) => {
    expect(hasLocation(state)).toBe(expected);
  });

  it.each([
    ['nearest', true, 'nearest'],
    ['nearest', false, undefined],
    ['price-asc', false, 'price-asc'],
    [undefined, false, undefined],
  ])('sort %s with a location %s -> %s', (sortBy, withLocation, expected) => {
    expect(sortWithLocation(sortBy, withLocation)).toBe(expected);
  });

  it('adds Nearest first at the end of the menu while a location is set, once', () => {
    const nearest = { value: NEAREST_SORT_ID, label: NEAREST_SORT_LABEL };
    const menu = [
      { value: 'featured', label: 'Featured' },
      { value: 'price-asc', label: 'Price (Low to High)' },
    ];
    expect(sortOptionsWithLocation(menu, true, nearest).map((o) => o.label)).toEqual([
      'Featured',
      'Price (Low to High)',
      'Nearest first',
    ]);
    expect(sortOptionsWithLocation(menu, false, nearest)).toEqual(menu);
    expect(sortOptionsWithLocation([...menu, nearest], true, nearest)).toHaveLength(3);
    expect(sortOptionsWithLocation([...menu, nearest], false, nearest)).toEqual(menu);
  });
});

describe('Meilisearch sort', () => {
  it('is the geo sort from the point, then the default order', () => {
    expect(meilisearchNearestSort(PENRITH)).toEqual(['_geoPoint(-33.758, 150.688):asc', 'custom_rank:desc']);
    expect(meilisearchNearestSort({ lat: -33.8136123, lng: 151.00344449 })).toEqual([
      '_geoPoint(-33.81361, 151.00344):asc',
      'custom_rank:desc',
    ]);
  });
});

describe("a card's distance from the searched point", () => {
  it.each<[string, LatLng | null, unknown, unknown, string | null]>([
    ['Penrith from its own postcode', PENRITH, PENRITH.lat, PENRITH.lng, '<1 km away'],
    ['Parramatta from Penrith', PENRITH, PARRAMATTA.lat, PARRAMATTA.lng, '30 km away'],
    ['Ringwood from Penrith', PENRITH, RINGWOOD.lat, RINGWOOD.lng, '667 km away'],
    ['North Lakes from Ringwood', RINGWOOD, NORTH_LAKES.lat, NORTH_LAKES.lng, '1,383 km away'],
    ['no search point', null, PARRAMATTA.lat, PARRAMATTA.lng, null],
    ['a car without coordinates', PENRITH, null, null, null],
    ['coordinates out of range', PENRITH, 123, 151, null],
  ])('%s', (_, centre, lat, lng, expected) => {
    expect(distanceText(centre, lat, lng)).toBe(expected);
  });
});
