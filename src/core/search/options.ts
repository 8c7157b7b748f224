/**
 * Search constants and texts (SPEC.md §2 Search, §7 stock search, §8, §9):
 * page size, radius options, price slider, popular makes, sort options shared
 * by both search backends, and the empty-results texts.
 */

import { DEFAULT_SEARCH_PATH } from './routing.ts';

/** Results per page (SPEC.md §2 "Grid of 21 per page by default", §7 hitsPerPage default 21, §9). */
export const HITS_PER_PAGE = 21;

/** Search radius options in km (SPEC.md §9), smallest first. */
export const RADIUS_OPTIONS_KM = [25, 50, 75, 100, 150, 250, 500, 750, 1000] as const;

/** One of {@link RADIUS_OPTIONS_KM}. */
export type RadiusKm = (typeof RADIUS_OPTIONS_KM)[number];

/** Default search distance (SPEC.md §9 "default distance 50 km"). */
export const DEFAULT_RADIUS_KM: RadiusKm = 50;

/**
 * Budget price slider (SPEC.md §5, §9): step 500, default range 5000 to
 * 250000. The handles keep at least 1 apart (lower at most upper - 1); that
 * interaction rule belongs to the slider component.
 */
export const PRICE_SLIDER = { min: 5000, max: 250000, step: 500 } as const;

/** Length of the popular makes dropdown on the sites that show one (SPEC.md §9 "Popular makes list 20 on some sites"). */
export const POPULAR_MAKES_LIMIT = 20;

/** Stock search index (SPEC.md §7 "index Car_production"). */
export const DEFAULT_INDEX_UID = 'Car_production';

/**
 * Sort ids: the `sortBy` URL value and the key both backends understand.
 * Same picklist as `search.sort_options[].value` in the site config.
 */
export const SORT_IDS = [
  'featured',
  'price-asc',
  'price-desc',
  'year-desc',
  'year-asc',
  'km-asc',
  'km-desc',
  'newest',
] as const;

/** One of {@link SORT_IDS}. */
export type SortId = (typeof SORT_IDS)[number];

/** What a sort id means: one index attribute and a direction. */
export interface SortCriterion {
  /** Car field sorted on (must be sortable in the Meilisearch index). */
  attribute: string;
  direction: 'asc' | 'desc';
}

/**
 * Sort id -> attribute and direction. 'featured' is the index's own order,
 * custom rank descending (SPEC.md §7); its attribute name `custom_rank` is a
 * choice (the spec does not name the field). The price sorts use
 * `sort_price`, the purchase price the card shows (core vehicle/price.ts
 * priceSortValue), null for a car showing 'PREORDER' or 'Enquire for price.',
 * and both backends put null last in either direction, so cars without a
 * price end every price sort. 'newest' sorts by `created_at` (ISO 8601 text
 * sorts chronologically).
 */
export const SORT_CRITERIA = {
  featured: { attribute: 'custom_rank', direction: 'desc' },
  'price-asc': { attribute: 'sort_price', direction: 'asc' },
  'price-desc': { attribute: 'sort_price', direction: 'desc' },
  'year-desc': { attribute: 'year', direction: 'desc' },
  'year-asc': { attribute: 'year', direction: 'asc' },
  'km-asc': { attribute: 'km', direction: 'asc' },
  'km-desc': { attribute: 'km', direction: 'desc' },
  newest: { attribute: 'created_at', direction: 'desc' },
} as const satisfies Record<SortId, SortCriterion>;

/** Default sort (SPEC.md §7: the index is sorted by custom rank descending). */
export const DEFAULT_SORT_ID: SortId = 'featured';

/** Price-ascending sort: the one that may add a price-above-0 filter (SPEC.md §5). */
export const PRICE_ASC_SORT_ID: SortId = 'price-asc';

/** A sort menu entry. */
export interface SortOption {
  id: SortId;
  label: string;
}

/**
 * Sort menu used when a site configures none. The spec leaves the per-site
 * lists unshown (§9); these labels match the site-config defaults.
 */
export const DEFAULT_SORT_OPTIONS: readonly SortOption[] = [
  { id: 'featured', label: 'Featured' },
  { id: 'price-asc', label: 'Price (Low to High)' },
  { id: 'price-desc', label: 'Price (High to Low)' },
  { id: 'year-desc', label: 'Year (Newest First)' },
  { id: 'km-asc', label: 'Kilometres (Lowest First)' },
];

/** True when `value` is one of {@link SORT_IDS}. */
export function isSortId(value: string): value is SortId {
  return (SORT_IDS as readonly string[]).includes(value);
}

/**
 * Sort criterion for a `sortBy` value; unknown or missing values fall back
 * to {@link DEFAULT_SORT_ID}.
 */
export function sortCriterion(sortBy: string | null | undefined): SortCriterion {
  const id = sortBy != null && isSortId(sortBy) ? sortBy : DEFAULT_SORT_ID;
  return SORT_CRITERIA[id];
}

/**
 * Meilisearch `sort` parameter for a `sortBy` value, e.g. 'price-asc' ->
 * ['price:asc']; unknown values use the default (['custom_rank:desc']).
 */
export function meilisearchSort(sortBy: string | null | undefined): string[] {
  const { attribute, direction } = sortCriterion(sortBy);
  return [`${attribute}:${direction}`];
}

/** Empty results, search variant (SPEC.md §8), verbatim. */
export const EMPTY_SEARCH_MESSAGE =
  'No results found for your search at this time. Please try adjusting the filters for more results.';

/** Empty results, offers variant: heading (SPEC.md §8), verbatim. */
export const EMPTY_OFFERS_TITLE = 'No Results Available';

/** Empty results, offers variant: body (SPEC.md §8), verbatim. */
export const EMPTY_OFFERS_MESSAGE =
  'There appears to be no offers currently available that meet the conditions of your search';

/** Button on the empty-results card (SPEC.md §2, §8). */
export const CLEAR_FILTERS_LABEL = 'Clear Filters';

/** Clear Filters target of the offers variant (SPEC.md §2 "default path /special-offers"). */
export const OFFERS_CLEAR_FILTERS_PATH = '/special-offers';

/** Which empty-results card to show. */
export type EmptyStateVariant = 'search' | 'offers';

/** Texts and Clear Filters target of an empty-results card. */
export interface EmptyState {
  /** Heading; null for the search variant, which has a message only. */
  title: string | null;
  message: string;
  clearFilters: { label: string; path: string };
}

/** Options of {@link emptyState}. */
export interface EmptyStateOptions {
  /**
   * Clear Filters target. Default: '/special-offers' for the offers variant
   * (SPEC.md §2); the unfiltered search path for the search variant (a
   * choice: the spec gives no path for that variant).
   */
  clearFiltersPath?: string | undefined;
}

/** The empty-results card for a variant (SPEC.md §2, §8). */
export function emptyState(variant: EmptyStateVariant, options: EmptyStateOptions = {}): EmptyState {
  if (variant === 'offers') {
    return {
      title: EMPTY_OFFERS_TITLE,
      message: EMPTY_OFFERS_MESSAGE,
      clearFilters: { label: CLEAR_FILTERS_LABEL, path: options.clearFiltersPath ?? OFFERS_CLEAR_FILTERS_PATH },
    };
  }
  return {
    title: null,
    message: EMPTY_SEARCH_MESSAGE,
    clearFilters: { label: CLEAR_FILTERS_LABEL, path: options.clearFiltersPath ?? DEFAULT_SEARCH_PATH },
  };
}
