/**
 * Reading the Algolia-style parameters InstantSearch sends, the same way for
 * both backends: the sort encoded in the index name, facetFilters and
 * numericFilters as AND-of-OR conditions, and the geo radius.
 *
 * {@link toMeilisearchFilter} renders the conditions exactly as
 * `@meilisearch/instant-meilisearch` 1.0 does before sending them to
 * Meilisearch; the embedded engine evaluates the parsed conditions itself and
 * its tests check it against the core's reference evaluator of that text
 * (src/core/search/meili-eval.ts).
 */

import { isSortId, SORT_IDS, sortCriterion, type SortId } from '../core/search/options.ts';
import { meilisearchNearestSort, NEAREST_SORT_ID } from '../core/search/nearest.ts';
import type { LatLng } from '../core/locations.ts';
import type { FacetFilters, NumericFilters, SearchParams, SearchRequest } from './types.ts';

/* ------------------------------------------------------------------------ */
/* Index names and sorts                                                     */
/* ------------------------------------------------------------------------ */

/** Logical index name the search page uses; each backend maps it to its own index. */
export const SEARCH_INDEX_NAME = 'cars';

/** Between the index name and a sort id: 'cars_price-asc'. */
export const SORT_SEPARATOR = '_';

/**
 * The index name of a sort, for InstantSearch's SortBy items: 'featured'
 * (the default order) is the bare name, any other sort id is appended:
 * indexNameFor('price-asc') -> 'cars_price-asc'.
 */
export function indexNameFor(sortBy: SortId, base: string = SEARCH_INDEX_NAME): string {
  return sortBy === 'featured' ? base : `${base}${SORT_SEPARATOR}${sortBy}`;
}

/** An index name split into its base and sort id ('featured' when none or unknown). */
export interface ParsedIndexName {
  base: string;
  sortBy: SortId;
}

/** Reads {@link indexNameFor}'s names back: 'cars_price-asc' -> { base: 'cars', sortBy: 'price-asc' }. */
export function parseIndexName(name: string): ParsedIndexName {
  for (const id of SORT_IDS) {
    const suffix = `${SORT_SEPARATOR}${id}`;
    if (name.endsWith(suffix) && name.length > suffix.length)
      return { base: name.slice(0, -suffix.length), sortBy: id };
  }
  return { base: name, sortBy: 'featured' };
}

/**
 * The Meilisearch `sort` of a sort id, or null for 'featured' (the index's
 * own ranking, which ends with custom_rank:desc): 'price-asc' -> 'price:asc'.
 * 'nearest' sorts from `centre` (the request's aroundLatLng), in the
 * comma-separated form instant-meilisearch splits ('_geoPoint(-33.758,
 * 150.688):asc,custom_rank:desc'); without a centre it is 'featured'.
 */
export function meilisearchSortOf(sortBy: SortId, centre: LatLng | null = null): string | null {
  if (sortBy === NEAREST_SORT_ID) return centre === null ? null : meilisearchNearestSort(centre).join(',');
  if (sortBy === 'featured' || !isSortId(sortBy)) return null;
  const { attribute, direction } = sortCriterion(sortBy);
  return `${attribute}:${direction}`;
}

/* ------------------------------------------------------------------------ */
/* Request parameters                                                        */
/* ------------------------------------------------------------------------ */

/** The query of a request: params.query, else the request's own query, else ''. */
export function queryOf(request: SearchRequest): string {
  const q = request.params?.query ?? request.query;
  return typeof q === 'string' ? q : '';
}

/** Facet attributes asked for, in order, without duplicates. */
export function facetsOf(params: SearchParams): string[] {
  const f = params.facets;
  if (f === undefined) return [];
  return [...new Set(typeof f === 'string' ? [f] : f)];
}

/** A whole number >= 0, else the fallback. */
export function wholeNumber(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/* ------------------------------------------------------------------------ */
/* Filter conditions                                                         */
/* ------------------------------------------------------------------------ */

/** Comparison operators of numericFilters. */
export type FilterOperator = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** One condition of facetFilters or numericFilters. */
export type FilterCondition =
  | { kind: 'compare'; attribute: string; operator: FilterOperator; value: string }
  | { kind: 'range'; attribute: string; from: string; to: string };

/** Conditions: outer list ANDed, each inner list ORed. */
export type FilterClauses = FilterCondition[][];

/** 'make:Toyota' -> make = 'Toyota' (split at the first ':'). */
export function parseFacetFilter(filter: string): FilterCondition {
  const colon = filter.indexOf(':');
  if (colon < 0) return { kind: 'compare', attribute: filter, operator: '=', value: '' };
  return { kind: 'compare', attribute: filter.slice(0, colon), operator: '=', value: filter.slice(colon + 1) };
}

/** First operator of a numeric filter, as instant-meilisearch finds it. */
const NUMERIC_SPLIT = /(?<!(?:[<!>]?=|<|>|:).*)([<!>]?=|<|>|:)/;

/**
 * 'price>=5000' -> price >= '5000'; 'price:5000 TO 20000' -> price in
 * [5000, 20000]. Throws a SyntaxError when no operator is found.
 */
export function parseNumericFilter(filter: string): FilterCondition {
  const parts = filter.split(NUMERIC_SPLIT);
  const [attribute, operator, value] = [parts[0] ?? '', parts[1], parts.slice(2).join('')];
  if (operator === undefined) throw new SyntaxError(`Invalid numeric filter: ${filter}`);
  if (operator === ':') {
    const m = /^\s*(\S+)\s+TO\s+(\S+)\s*$/i.exec(value);
    if (!m?.[1] || !m[2]) throw new SyntaxError(`Invalid numeric range: ${filter}`);
    return { kind: 'range', attribute: attribute.trim(), from: m[1], to: m[2] };
  }
  return { kind: 'compare', attribute: attribute.trim(), operator: operator as FilterOperator, value: value.trim() };
}

function clausesOf<T>(
  filters: T | readonly (T | readonly T[])[] | undefined,
  parse: (f: T) => FilterCondition,
): FilterClauses {
  if (filters === undefined) return [];
  if (!Array.isArray(filters)) return [[parse(filters as T)]];
  return (filters as ReadonlyArray<T | readonly T[]>).map((item) =>
    Array.isArray(item) ? (item as readonly T[]).map(parse) : [parse(item as T)],
  );
}

/** facetFilters and numericFilters as AND-of-OR conditions (facet filters after numeric ones, as instant-meilisearch orders them). */
export function filterClauses(params: SearchParams): FilterClauses {
  return [
    ...clausesOf<string>(params.numericFilters as NumericFilters | undefined, parseNumericFilter),
    ...clausesOf<string>(params.facetFilters as FacetFilters | undefined, parseFacetFilter),
  ].filter((clause) => clause.length > 0);
}

/* ------------------------------------------------------------------------ */
/* Meilisearch rendering (instant-meilisearch 1.0 equivalent)                */
/* ------------------------------------------------------------------------ */

function escape(text: string): string {
  return text.replace(/([\\"])/g, '\\$1');
}

function renderCondition(c: FilterCondition, fromFacet: boolean): string {
  const attribute = `"${escape(c.attribute)}"`;
  if (c.kind === 'range') return `${attribute} ${c.from} TO ${c.to}`;
  if (fromFacet) return `${attribute}="${escape(c.value)}"`;
  return `${attribute}${c.operator}${c.value}`;
}

/**
 * The Meilisearch filter instant-meilisearch sends for these parameters: a
 * list whose items are ANDed, each a condition or a list of ORed
 * conditions; `filters` first, then numeric, then facet filters.
 */
export function toMeilisearchFilter(params: SearchParams): Array<string | string[]> {
  const out: Array<string | string[]> = [];
  if (typeof params.filters === 'string') out.push(params.filters);
  const add = (clauses: FilterClauses, fromFacet: boolean): void => {
    for (const clause of clauses) {
      const rendered = clause.map((c) => renderCondition(c, fromFacet));
      out.push(rendered.length === 1 ? (rendered[0] ?? '') : rendered);
    }
  };
  add(clausesOf<string>(params.numericFilters as NumericFilters | undefined, parseNumericFilter), false);
  add(clausesOf<string>(params.facetFilters as FacetFilters | undefined, parseFacetFilter), true);
  return out;
}

/** A Meilisearch array filter as one filter text: items ANDed, inner lists ORed, each parenthesised. */
export function joinMeilisearchFilter(filter: ReadonlyArray<string | readonly string[]>): string {
  return filter
    .filter((item) => (Array.isArray(item) ? item.length > 0 : (item as string).trim() !== ''))
    .map((item) => (Array.isArray(item) ? `(${item.join(' OR ')})` : `(${item as string})`))
    .join(' AND ');
}

/* ------------------------------------------------------------------------ */
/* Geo                                                                       */
/* ------------------------------------------------------------------------ */

/** A geo radius filter: cars whose location is within `radiusMetres` of `centre`. */
export interface GeoRadius {
  centre: LatLng;
  radiusMetres: number;
}

/**
 * The geo filter of aroundLatLng + aroundRadius (metres), read as
 * instant-meilisearch does (coordinates rounded to 5 decimals); null when
 * either is missing, the radius is 'all' or the centre is unreadable.
 */
export function geoRadiusOf(params: SearchParams): GeoRadius | null {
  const { aroundLatLng, aroundRadius } = params;
  if (typeof aroundLatLng !== 'string' || aroundRadius === undefined || aroundRadius === 'all') return null;
  const [lat, lng] = aroundLatLng.split(',').map((p) => Number(Number.parseFloat(p).toFixed(5)));
  const radius = Number(aroundRadius);
  if (
    lat === undefined ||
    lng === undefined ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    !Number.isFinite(radius)
  ) {
    return null;
  }
  return { centre: { lat, lng }, radiusMetres: radius };
}
