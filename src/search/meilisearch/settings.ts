/**
 * The Meilisearch index settings that make the hosted backend behave like the
 * embedded one (see src/search/text.ts and embedded/engine.ts). Plain data,
 * safe to import anywhere; only admin.ts sends it.
 */

import { STOCK_FILTER_ATTRIBUTES } from '../../core/search/stock-filter.ts';
import { FILTERABLE_ATTRIBUTES, SEARCHABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES } from '../document.ts';
import { ONE_TYPO_MIN_LENGTH, TWO_TYPOS_MIN_LENGTH } from '../text.ts';
import { MAX_VALUES_PER_FACET } from '../types.ts';

/** Deepest result Meilisearch pages to (pagination.maxTotalHits); above any tenant's stock. */
export const MAX_TOTAL_HITS = 100_000;

/** Meilisearch's geo field; documents carry it when their location has coordinates. */
export const GEO_ATTRIBUTE = '_geo';

/** Ranking: Meilisearch's default rules, then featured order (SPEC.md §7 custom rank descending). */
export const RANKING_RULES = [
  'words',
  'typo',
  'proximity',
  'attribute',
  'sort',
  'exactness',
  'custom_rank:desc',
] as const;

/** Index settings (Meilisearch `Settings`). */
export const MEILISEARCH_SETTINGS = {
  searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
  filterableAttributes: [...new Set([...STOCK_FILTER_ATTRIBUTES, ...FILTERABLE_ATTRIBUTES, GEO_ATTRIBUTE])],
  // `_geo` sortable for nearest first (`_geoPoint(lat, lng):asc`, core nearest.ts).
  sortableAttributes: [...SORTABLE_ATTRIBUTES, GEO_ATTRIBUTE],
  rankingRules: [...RANKING_RULES],
  typoTolerance: {
    enabled: true,
    minWordSizeForTypos: { oneTypo: ONE_TYPO_MIN_LENGTH, twoTypos: TWO_TYPOS_MIN_LENGTH },
  },
  faceting: { maxValuesPerFacet: MAX_VALUES_PER_FACET, sortFacetValuesBy: { '*': 'count' as const } },
  pagination: { maxTotalHits: MAX_TOTAL_HITS },
};
