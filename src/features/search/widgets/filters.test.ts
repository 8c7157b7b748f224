import { describe, expect, it } from 'vitest';
import { catalogueFromFacets } from '~/core/search/routing.ts';
import { filterOf, handlesOf } from './PriceRangeWidget.tsx';
import { displayOptions } from './RefinementListWidget.tsx';
import { vehiclesText } from './StatsWidget.tsx';
import { activeFilterCount } from './FiltersWidget.tsx';
import type { IndexUiState } from 'instantsearch.js';

const catalogue = catalogueFromFacets(
  { locations: { 'metro-parramatta': 2 } },
  { locations: [{ slug: 'metro-parramatta', label: 'Metro Parramatta' }] },
);
const item = (value: string, count: number, isRefined = false) => ({ value, label: value, count, isRefined });

describe('displayOptions', () => {
  it('orders by count, then name (SPEC.md §5)', () => {
    const options = displayOptions('make', [item('Kia', 3), item('audi', 5), item('Ford', 5, true)], catalogue);
    expect(options.map((o) => [o.label, o.count, o.checked])).toEqual([
      ['audi', 5, false],
      ['Ford', 5, true],
      ['Kia', 3, false],
    ]);
  });

  it('merges body types that differ only in case, summing counts, with display labels', () => {
    const options = displayOptions('simple_body', [item('SUV', 3), item('suv', 4), item('peopleMover', 1)], catalogue);
    expect(options.map((o) => [o.value, o.label, o.count])).toEqual([
      ['SUV', 'SUV', 7],
      ['peopleMover', 'People Mover', 1],
    ]);
  });

  it.each([
    ['car_type', 'used', 'Used'],
    ['car_type', 'new', 'New'],
    ['location.slug', 'metro-parramatta', 'Metro Parramatta'],
    ['location.slug', 'unknown-slug', 'unknown-slug'],
  ])('%s %s is labelled %s', (attribute, value, label) => {
    expect(displayOptions(attribute, [item(value, 1)], catalogue)[0]?.label).toBe(label);
  });
});

describe('price slider <-> price filter', () => {
  it.each([
    [{}, { lower: 5000, upper: 250000 }],
    [{ min: 10000 }, { lower: 10000, upper: 250000 }],
    [{ max: 20000 }, { lower: 5000, upper: 20000 }],
    [
      { min: 1, max: 2 },
      { lower: 5000, upper: 5001 },
    ],
    [{ min: 300000 }, { lower: 249999, upper: 250000 }],
  ])('filter %j shows handles %j', (filter, handles) => {
    expect(handlesOf(filter)).toEqual(handles);
  });

  it.each([
    [
      { lower: 5000, upper: 250000 },
      { min: undefined, max: undefined },
    ],
    [
      { lower: 5500, upper: 250000 },
      { min: 5500, max: undefined },
    ],
    [
      { lower: 5000, upper: 249500 },
      { min: undefined, max: 249500 },
    ],
  ])('handles %j filter %j (a handle on its bound leaves that end open)', (handles, filter) => {
    expect(filterOf(handles)).toEqual(filter);
  });
});

describe('vehiclesText', () => {
  it.each([
    [0, '0 vehicles'],
    [1, '1 vehicle'],
    [2, '2 vehicles'],
    [1999, '1,999 vehicles'],
  ])('%i -> %s', (n, text) => {
    expect(vehiclesText(n)).toBe(text);
  });
  it.each([
    [1, 'caravan', '1 caravan'],
    [150, 'caravan', '150 caravans'],
    [3, 'motorcycle', '3 motorcycles'],
    [2, 'car', '2 vehicles'],
  ] as const)('%i of a tenant whose stock is all %s -> %s', (n, kind, text) => {
    expect(vehiclesText(n, kind)).toBe(text);
  });
});

describe('activeFilterCount', () => {
  it('counts chosen values, set range ends and the distance filter, not the query', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ query: 'hilux', refinementList: { car_type: ['used'] } })).toBe(1);
    expect(
      activeFilterCount({
        refinementList: { make: ['Toyota', 'Mazda'], simple_body: [] },
        range: { price: '5000:', year: '2018:2022', km: ':' },
        around: { lat: -33.8, lng: 151, radiusKm: 50 },
      } as IndexUiState),
    ).toBe(6);
  });
});
