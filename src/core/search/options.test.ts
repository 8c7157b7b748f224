import { describe, expect, it } from 'vitest';
import {
  CLEAR_FILTERS_LABEL,
  DEFAULT_INDEX_UID,
  DEFAULT_RADIUS_KM,
  DEFAULT_SORT_ID,
  DEFAULT_SORT_OPTIONS,
  EMPTY_OFFERS_MESSAGE,
  EMPTY_OFFERS_TITLE,
  EMPTY_SEARCH_MESSAGE,
  HITS_PER_PAGE,
  OFFERS_CLEAR_FILTERS_PATH,
  POPULAR_MAKES_LIMIT,
  PRICE_ASC_SORT_ID,
  PRICE_SLIDER,
  RADIUS_OPTIONS_KM,
  SORT_IDS,
  emptyState,
  isSortId,
  meilisearchSort,
  sortCriterion,
} from './options.ts';

describe('search constants (SPEC.md §9)', () => {
  it('hits per page is 21', () => expect(HITS_PER_PAGE).toBe(21));
  it('radius options and default', () => {
    expect(RADIUS_OPTIONS_KM).toEqual([25, 50, 75, 100, 150, 250, 500, 750, 1000]);
    expect(DEFAULT_RADIUS_KM).toBe(50);
    expect(RADIUS_OPTIONS_KM).toContain(DEFAULT_RADIUS_KM);
  });
  it('price slider 5000..250000 step 500', () => {
    expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
    expect((PRICE_SLIDER.max - PRICE_SLIDER.min) % PRICE_SLIDER.step).toBe(0);
  });
  it('popular makes 20, index Car_production', () => {
    expect(POPULAR_MAKES_LIMIT).toBe(20);
    expect(DEFAULT_INDEX_UID).toBe('Car_production');
  });
});

describe('sort options', () => {
  it.each([
    ['featured', 'custom_rank:desc'],
    ['price-asc', 'sort_price:asc'],
    ['price-desc', 'sort_price:desc'],
    ['year-desc', 'year:desc'],
    ['year-asc', 'year:asc'],
    ['km-asc', 'km:asc'],
    ['km-desc', 'km:desc'],
    ['newest', 'created_at:desc'],
    // No attribute: its order needs the searched point (nearest.ts); alone it is the default.
    ['nearest', 'custom_rank:desc'],
    ['bogus', 'custom_rank:desc'],
    [undefined, 'custom_rank:desc'],
    [null, 'custom_rank:desc'],
  ] as const)('%s -> %s', (id, expected) => {
    expect(meilisearchSort(id)).toEqual([expected]);
  });

  it('default is featured, custom rank descending (SPEC.md §7)', () => {
    expect(DEFAULT_SORT_ID).toBe('featured');
    expect(sortCriterion(DEFAULT_SORT_ID)).toEqual({ attribute: 'custom_rank', direction: 'desc' });
    expect(PRICE_ASC_SORT_ID).toBe('price-asc');
  });

  it('default menu uses known ids, featured first, no duplicates', () => {
    const ids = DEFAULT_SORT_OPTIONS.map((o) => o.id);
    expect(ids[0]).toBe('featured');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(SORT_IDS).toContain(id);
    expect(DEFAULT_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Featured',
      'Price (Low to High)',
      'Price (High to Low)',
      'Year (Newest First)',
      'Kilometres (Lowest First)',
    ]);
  });

  it.each([
    ['price-asc', true],
    ['Price-Asc', false],
    ['', false],
  ])('isSortId(%j) is %s', (id, expected) => expect(isSortId(id)).toBe(expected));
});

describe('empty states (SPEC.md §8) verbatim', () => {
  it('search variant', () => {
    expect(emptyState('search')).toEqual({
      title: null,
      message: 'No results found for your search at this time. Please try adjusting the filters for more results.',
      clearFilters: { label: 'Clear Filters', path: '/search/new-used-and-demo-cars' },
    });
    expect(EMPTY_SEARCH_MESSAGE).toBe(
      'No results found for your search at this time. Please try adjusting the filters for more results.',
    );
  });
  it('offers variant defaults to /special-offers', () => {
    expect(emptyState('offers')).toEqual({
      title: 'No Results Available',
      message: 'There appears to be no offers currently available that meet the conditions of your search',
      clearFilters: { label: 'Clear Filters', path: '/special-offers' },
    });
    expect([EMPTY_OFFERS_TITLE, CLEAR_FILTERS_LABEL, OFFERS_CLEAR_FILTERS_PATH]).toEqual([
      'No Results Available',
      'Clear Filters',
      '/special-offers',
    ]);
    expect(EMPTY_OFFERS_MESSAGE).toBe(
      'There appears to be no offers currently available that meet the conditions of your search',
    );
  });
  it('Clear Filters path can be overridden', () => {
    expect(emptyState('offers', { clearFiltersPath: '/eofy' }).clearFilters.path).toBe('/eofy');
    expect(emptyState('search', { clearFiltersPath: '/search/used-cars' }).clearFilters.path).toBe('/search/used-cars');
  });
});
