/**
 * The InstantSearch-facing contract both search backends implement: the
 * Algolia-style multi-query request the `react-instantsearch` helper sends
 * and the Algolia-shaped results it reads. Typed structurally (no Algolia
 * client types), so `searchClient` objects built here can be handed to
 * `<InstantSearch searchClient={...}>`.
 */
import type { CarSummary } from '../data/car-summary.ts';

/**
 * Algolia facetFilters: a single 'attribute:value' string, or a list whose
 * top-level items are ANDed and whose nested arrays are ORed:
 * `[['make:Toyota', 'make:Ford'], 'car_type:used']`.
 */
export type FacetFilters = string | ReadonlyArray<string | readonly string[]>;

/** Algolia numericFilters, same nesting as {@link FacetFilters}: `['price>=5000', 'price<=20000']`. */
export type NumericFilters = string | ReadonlyArray<string | readonly string[]>;

/** Search parameters understood by both backends (others are accepted and ignored). */
export interface SearchParams {
  query?: string | undefined;
  /** Attributes to count; '*' means every facet attribute. A lone string is one attribute. */
  facets?: string | readonly string[] | undefined;
  facetFilters?: FacetFilters | undefined;
  numericFilters?: NumericFilters | undefined;
  /** Extra filter in Meilisearch filter syntax (`year >= 2018 AND make = "Toyota"`), ANDed with the rest. */
  filters?: string | undefined;
  /** 0-based page. */
  page?: number | undefined;
  hitsPerPage?: number | undefined;
  /**
   * Accepted for compatibility and ignored: both backends return up to
   * {@link MAX_VALUES_PER_FACET} values (a Meilisearch index setting).
   */
  maxValuesPerFacet?: number | undefined;
  /** Geo centre 'lat,lng'; with {@link aroundRadius} keeps cars within that many metres. */
  aroundLatLng?: string | undefined;
  /** Radius in metres (Algolia semantics); 'all' or missing means no geo filter. */
  aroundRadius?: number | 'all' | undefined;
  highlightPreTag?: string | undefined;
  highlightPostTag?: string | undefined;
  /** Search-for-facet-values only. */
  facetName?: string | undefined;
  /** Search-for-facet-values only. */
  facetQuery?: string | undefined;
  /** Search-for-facet-values only. */
  maxFacetHits?: number | undefined;
  [key: string]: unknown;
}

/** One query of a multi-query request. The index name may encode the sort: see `indexName` in params.ts. */
export interface SearchRequest {
  indexName: string;
  params?: SearchParams | undefined;
  /** Some InstantSearch versions put the query beside params. */
  query?: string | undefined;
}

/** Facet value counts: attribute -> value -> count. */
export type FacetCounts = Record<string, Record<string, number>>;

/** Numeric facet statistics (InstantSearch range widgets read min and max). */
export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/** A highlighted attribute value, as InstantSearch's Highlight widget reads it. */
export interface HighlightValue {
  value: string;
}

/** One result hit: a search document plus InstantSearch's bookkeeping fields. */
export type SearchHit<T = Record<string, unknown>> = T & {
  objectID: string;
  _highlightResult?: Record<string, HighlightValue> | undefined;
  _snippetResult?: Record<string, HighlightValue> | undefined;
};

/** A car as both backends return it: the car summary's fields plus the bookkeeping fields. */
export type CarHit = SearchHit<CarSummary>;

/** One query's result, Algolia-shaped. */
export interface SearchResult<T = Record<string, unknown>> {
  hits: Array<SearchHit<T>>;
  nbHits: number;
  /** 0-based. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: FacetCounts;
  facets_stats: Record<string, FacetStats>;
  processingTimeMS: number;
  query: string;
  params: string;
  /** The requested index name, sort suffix included. */
  index: string;
  exhaustiveNbHits: boolean;
}

/** Answer to `search(requests)`: one result per request, in order. */
export interface SearchResponses<T = Record<string, unknown>> {
  results: Array<SearchResult<T>>;
}

/** One facet value matching a facet query. */
export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/** Answer to one search-for-facet-values request. */
export interface FacetValuesResult {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** The search client InstantSearch talks to; both backends return one. */
export interface SearchClientLike {
  search(requests: readonly SearchRequest[]): Promise<SearchResponses>;
  searchForFacetValues(requests: readonly SearchRequest[]): Promise<FacetValuesResult[]>;
  clearCache(): void;
}

/**
 * Most values returned per facet by both backends (the Meilisearch index
 * setting faceting.maxValuesPerFacet): enough for the ~140 makes of the
 * catalogue (SPEC.md §3 Manufacturer) with room to spare. When an attribute
 * has more values, the most frequent are kept (count, then label).
 */
export const MAX_VALUES_PER_FACET = 300;
