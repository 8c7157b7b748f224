// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SORT_IDS } from '../core/search/options.ts';
import {
  facetsOf,
  filterClauses,
  geoRadiusOf,
  indexNameFor,
  joinMeilisearchFilter,
  meilisearchSortOf,
  parseIndexName,
  parseNumericFilter,
  queryOf,
  toMeilisearchFilter,
} from './params.ts';

describe('index names', () => {
  it.each(SORT_IDS.map((id) => [id]))('%s survives the trip through its index name', (id) => {
    expect(parseIndexName(indexNameFor(id))).toEqual({ base: 'cars', sortBy: id });
    expect(parseIndexName(indexNameFor(id, 'Car_production'))).toEqual({ base: 'Car_production', sortBy: id });
  });

  it.each([
    ['featured', 'cars'],
    ['price-asc', 'cars_price-asc'],
  ] as const)('%s -> %s', (id, name) => {
    expect(indexNameFor(id)).toBe(name);
  });

  it('unknown suffixes are part of the name', () => {
    expect(parseIndexName('cars_cheapest')).toEqual({ base: 'cars_cheapest', sortBy: 'featured' });
    expect(parseIndexName('_price-asc')).toEqual({ base: '_price-asc', sortBy: 'featured' });
  });

  it.each([
    ['featured', null],
    ['price-asc', 'sort_price:asc'],
    ['year-desc', 'year:desc'],
    ['newest', 'created_at:desc'],
  ] as const)('meilisearch sort of %s is %s', (id, sort) => {
    expect(meilisearchSortOf(id)).toBe(sort);
  });

  it('nearest sorts from the request point, or is featured without one', () => {
    expect(meilisearchSortOf('nearest', { lat: -33.758, lng: 150.688 })).toBe(
      '_geoPoint(-33.758, 150.688):asc,custom_rank:desc',
    );
    expect(meilisearchSortOf('nearest')).toBeNull();
    expect(parseIndexName('cars_nearest')).toEqual({ base: 'cars', sortBy: 'nearest' });
  });
});

describe('request parameters', () => {
  it('query from params, else beside them', () => {
    expect(queryOf({ indexName: 'cars', query: 'a', params: { query: 'b' } })).toBe('b');
    expect(queryOf({ indexName: 'cars', query: 'a' })).toBe('a');
    expect(queryOf({ indexName: 'cars' })).toBe('');
  });

  it('facets as a list without duplicates', () => {
    expect(facetsOf({ facets: 'make' })).toEqual(['make']);
    expect(facetsOf({ facets: ['make', 'model', 'make'] })).toEqual(['make', 'model']);
    expect(facetsOf({})).toEqual([]);
  });
});

describe('parseNumericFilter', () => {
  it.each([
    ['price>=5000', { kind: 'compare', attribute: 'price', operator: '>=', value: '5000' }],
    ['price<=20000', { kind: 'compare', attribute: 'price', operator: '<=', value: '20000' }],
    ['year = 2020', { kind: 'compare', attribute: 'year', operator: '=', value: '2020' }],
    ['km!=0', { kind: 'compare', attribute: 'km', operator: '!=', value: '0' }],
    ['price<5', { kind: 'compare', attribute: 'price', operator: '<', value: '5' }],
    ['price:5000 TO 20000', { kind: 'range', attribute: 'price', from: '5000', to: '20000' }],
    ['lat>=-33.9', { kind: 'compare', attribute: 'lat', operator: '>=', value: '-33.9' }],
  ])('%s', (text, condition) => {
    expect(parseNumericFilter(text)).toEqual(condition);
  });

  it('throws without an operator', () => {
    expect(() => parseNumericFilter('price')).toThrow(SyntaxError);
    expect(() => parseNumericFilter('price:5000')).toThrow(SyntaxError);
  });
});

describe('filters as instant-meilisearch sends them', () => {
  it('nests like Algolia: top level AND, inner lists OR', () => {
    const params = {
      filters: 'year >= 2018',
      numericFilters: ['price>=5000', ['km<=1000', 'km>=90000']],
      facetFilters: [['make:Toyota', 'make:Ford'], 'car_type:used', 'name:Say "hi" \\ bye'],
    };
    expect(toMeilisearchFilter(params)).toEqual([
      'year >= 2018',
      '"price">=5000',
      ['"km"<=1000', '"km">=90000'],
      ['"make"="Toyota"', '"make"="Ford"'],
      '"car_type"="used"',
      '"name"="Say \\"hi\\" \\\\ bye"',
    ]);
    expect(filterClauses(params).map((c) => c.length)).toEqual([1, 2, 2, 1, 1]);
  });

  it('a lone string is one condition', () => {
    expect(toMeilisearchFilter({ facetFilters: 'make:Toyota', numericFilters: 'price:1 TO 2' })).toEqual([
      '"price" 1 TO 2',
      '"make"="Toyota"',
    ]);
  });

  it('joins into one filter text', () => {
    expect(joinMeilisearchFilter(['a = 1', ['b = 2', 'c = 3'], '', []])).toBe('(a = 1) AND (b = 2 OR c = 3)');
    expect(joinMeilisearchFilter([])).toBe('');
  });
});

describe('geoRadiusOf', () => {
  it.each([
    [
      { aroundLatLng: '-33.8688, 151.2093', aroundRadius: 50000 },
      { centre: { lat: -33.8688, lng: 151.2093 }, radiusMetres: 50000 },
    ],
    [
      { aroundLatLng: '-33.868812345,151.2', aroundRadius: 1000 },
      { centre: { lat: -33.86881, lng: 151.2 }, radiusMetres: 1000 },
    ],
    [{ aroundLatLng: '-33.8,151.2' }, null],
    [{ aroundLatLng: '-33.8,151.2', aroundRadius: 'all' as const }, null],
    [{ aroundLatLng: 'nowhere', aroundRadius: 5 }, null],
    [{ aroundRadius: 5 }, null],
  ])('%j', (params, geo) => {
    expect(geoRadiusOf(params)).toEqual(geo);
  });
});
