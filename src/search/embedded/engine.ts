/**
 * The embedded search engine: answers InstantSearch multi-queries over the
 * decoded documents of the embedded index, in the worker (or in process in
 * Node). Each request is answered exactly and on its own, so the extra
 * requests InstantSearch sends for refined disjunctive facets get exact
 * counts.
 *
 * Per request, in order:
 * 1. tenant base filter with the visitor's clock, minute-rounded
 *    (tenant-filter.ts; the sort matters for the price-ascending rule);
 * 2. text: MiniSearch over `keywords`, every query word must match (text.ts);
 * 3. facetFilters / numericFilters (params.ts), `filters` (Meilisearch
 *    syntax, evaluated by the core's reference evaluator), geo radius
 *    (aroundLatLng + aroundRadius in metres, haversine distance of
 *    src/core/locations.ts);
 * 4. facet counts: the most frequent {@link MAX_VALUES_PER_FACET} values,
 *    ties by label (core facets.ts order) or, for numeric attributes, by
 *    value, each the stock count of choosing it (core stockCount: its
 *    available cars, or all when none is); numeric facet stats (min, max,
 *    avg, sum) of the cards of 6;
 * 5. order: with a query, fewest typos first (text.ts `textRanks`, as
 *    Meilisearch's 'typo' rule); then the sort of the index name (nulls
 *    last), or for 'featured' the number of query words matched whole
 *    without a typo; then custom_rank descending, then id ascending.
 *    'nearest' orders by distance from the request's aroundLatLng (core
 *    nearest.ts, cars without coordinates last) and is 'featured' without
 *    one;
 * 6. the sold-run collapse (SPEC.md §4, core sold.ts) over that whole order,
 *    unless turned off ({@link EngineOptions.collapseSoldRuns}): nbPages and
 *    the page's hits are of the collapsed result; then the page. nbHits is
 *    the stock count (core stockCount), which no sort changes. MiniSearch's relevance score is not used: stock
 *    is ordered by the dealer's featured order, not by term frequency.
 *
 * The parts live in ./engine/: columns.ts (typed arrays per attribute),
 * filter.ts (1 and 3), text.ts (2), geo.ts (3, radius), facets.ts (4) and
 * sort.ts (5, 6); this module puts them together per request.
 *
 * Filter semantics are Meilisearch's (as in src/core/search/meili-eval.ts):
 * text equality ignores case, booleans match 'true' / 'false', comparisons
 * are numeric only, `!=` also keeps cars without the attribute, and naming
 * an attribute that is not filterable is an error.
 */

import { compareFacetEntries, type FacetEntry } from '../../core/search/facets.ts';
import type { LatLng } from '../../core/locations.ts';
import { NEAREST_SORT_ID } from '../../core/search/nearest.ts';
import { stockCount } from '../../core/search/sold.ts';
import type { SortId } from '../../core/search/options.ts';
import { HIGHLIGHT_ATTRIBUTES, hitFields, type SearchDocument } from '../document.ts';
import { geoRadiusOf, parseIndexName, queryOf, wholeNumber } from '../params.ts';
import type { TenantFilter } from '../tenant-filter.ts';
import { createTextIndex, normalise, queryWords, searchText } from '../text.ts';
import {
  MAX_VALUES_PER_FACET,
  type FacetCounts,
  type FacetStats,
  type FacetValuesResult,
  type HighlightValue,
  type CarHit,
  type SearchParams,
  type SearchRequest,
  type SearchResponses,
  type SearchResult,
} from '../types.ts';
import { createColumns, FILTERABLE_SET, SearchRequestError } from './engine/columns.ts';
import { countFacet, facetAttributes } from './engine/facets.ts';
import { createBaseMask, requestFilters } from './engine/filter.ts';
import { geoTest } from './engine/geo.ts';
import { createSorter } from './engine/sort.ts';
import { createTextMatcher, type TextMatch } from './engine/text.ts';

export { SearchRequestError };

/**
 * Hits per page of a request that names none: the InstantSearch protocol's default, as Algolia and
 * Meilisearch answer it, so both backends agree. Not a site setting: the search pages always send
 * the tenant's `search.hits_per_page` (default HITS_PER_PAGE, 21, in src/core/search/options.ts).
 */
export const REQUEST_DEFAULT_HITS_PER_PAGE = 20;

/** Facet hits returned by search-for-facet-values when a request names no maxFacetHits. */
export const DEFAULT_MAX_FACET_HITS = 10;

/** Default highlight tags (InstantSearch's own). */
export const HIGHLIGHT_PRE_TAG = '__ais-highlight__';
export const HIGHLIGHT_POST_TAG = '__/ais-highlight__';

/** Options of {@link createEngine}. */
export interface EngineOptions {
  /** The visitor's clock (tests pin it). Default: the system clock. */
  now?: (() => Date) | undefined;
  /** Query texts whose matches are kept for reuse (default 32; 0 disables, for benchmarks). */
  textCacheSize?: number | undefined;
  /**
   * SPEC.md §4 "a run of consecutive sold cars collapses to the first; if
   * all are sold all show", applied to the whole ordered result before it
   * is paged, so every page but the last holds a full page of cards (the
   * count is the stock count either way). Default true; false
   * answers like Meilisearch, which cannot collapse (the build of a
   * Meilisearch tenant's landing pages).
   */
  collapseSoldRuns?: boolean | undefined;
}

/** A search engine over one tenant's documents. */
export interface EmbeddedEngine {
  readonly count: number;
  search(requests: readonly SearchRequest[]): SearchResponses;
  searchForFacetValues(requests: readonly SearchRequest[]): FacetValuesResult[];
}

const DEFAULT_TEXT_CACHE_SIZE = 32;

/** Creates the engine over decoded documents and the tenant's base filter. */
export function createEngine(
  documents: readonly SearchDocument[],
  tenant: TenantFilter,
  options: EngineOptions = {},
): EmbeddedEngine {
  const docs = documents;
  const n = docs.length;
  const columns = createColumns(docs);
  const baseMask = createBaseMask(docs, tenant, options.now ?? (() => new Date()));
  const textMatch = createTextMatcher(docs, options.textCacheSize ?? DEFAULT_TEXT_CACHE_SIZE);
  const { ordered, pageOf, soldColumn } = createSorter(columns, options.collapseSoldRuns ?? true);
  /** The sold flag (core isSoldHit) of each matched document. */
  const soldFlags = (matched: Int32Array): Uint8Array => {
    const out = new Uint8Array(matched.length);
    for (let i = 0; i < matched.length; i++) out[i] = soldColumn[matched[i] as number] as number;
    return out;
  };

  /** A request's sort and, for 'nearest', its point; 'nearest' without a distance filter is 'featured'. */
  const sortOfRequest = (request: SearchRequest, params: SearchParams): { sortBy: SortId; centre: LatLng | null } => {
    const { sortBy } = parseIndexName(request.indexName);
    if (sortBy !== NEAREST_SORT_ID) return { sortBy, centre: null };
    const centre = geoRadiusOf(params)?.centre ?? null;
    return centre === null ? { sortBy: 'featured', centre } : { sortBy, centre };
  };

  /** Documents matching a request's query, base filter and filters, in index order. */
  const matchDocuments = (
    request: SearchRequest,
    params: SearchParams,
    sortBy: SortId,
  ): { docs: Int32Array; text: TextMatch | null } => {
    const mask = baseMask(sortBy);
    const text = textMatch(queryOf(request));
    const { test, extra } = requestFilters(columns, params);
    const geo = geoTest(columns, params);
    const out: number[] = [];
    const consider = (d: number): void => {
      if (mask[d] !== 1) return;
      if (test && !test(d)) return;
      if (extra && !extra(docs[d])) return;
      if (geo && !geo(d)) return;
      out.push(d);
    };
    if (text) for (const d of text.docs) consider(d);
    else for (let d = 0; d < n; d++) consider(d);
    return { docs: Int32Array.from(out), text };
  };

  const highlight = (
    doc: SearchDocument,
    words: Set<string> | null,
    pre: string,
    post: string,
  ): Record<string, HighlightValue> => {
    const out: Record<string, HighlightValue> = {};
    for (const attribute of HIGHLIGHT_ATTRIBUTES) {
      const value = doc[attribute];
      if (typeof value !== 'string') continue;
      if (!words || words.size === 0) {
        out[attribute] = { value };
        continue;
      }
      out[attribute] = {
        value: value
          .split(/([\p{L}\p{N}]+)/u)
          .map((part) => (part !== '' && words.has(normalise(part)) ? `${pre}${part}${post}` : part))
          .join(''),
      };
    }
    return out;
  };

  const searchOne = (request: SearchRequest): SearchResult => {
    const started = performance.now();
    const params: SearchParams = request.params ?? {};
    const { sortBy, centre } = sortOfRequest(request, params);
    const attributes = facetAttributes(params);
    const { docs: matched, text } = matchDocuments(request, params, sortBy);
    const { ranked, shown } = ordered(matched, text, sortBy, centre);
    const listed = shown ?? ranked ?? matched;
    const sold = soldFlags(matched);

    const facets: FacetCounts = {};
    const stats: Record<string, FacetStats> = {};
    for (const attribute of attributes) {
      const { entries, stats: s } = countFacet(columns, attribute, matched, sold, listed);
      const values: Record<string, number> = {};
      for (const e of entries.slice(0, MAX_VALUES_PER_FACET)) values[e.label] = e.count;
      facets[attribute] = values;
      if (s) stats[attribute] = s;
    }

    const hitsPerPage = wholeNumber(params.hitsPerPage, REQUEST_DEFAULT_HITS_PER_PAGE);
    const page = wholeNumber(params.page, 0);
    // The count read is the stock count (core stockCount), the same for every sort; the pages are the cards'.
    let available = 0;
    for (const flag of sold) if (flag === 0) available++;
    const nbHits = stockCount(available, matched.length);
    const cards = listed.length;
    const hits: CarHit[] = [];
    const start = page * hitsPerPage;
    if (hitsPerPage > 0 && start < cards) {
      const pre = typeof params.highlightPreTag === 'string' ? params.highlightPreTag : HIGHLIGHT_PRE_TAG;
      const post = typeof params.highlightPostTag === 'string' ? params.highlightPostTag : HIGHLIGHT_POST_TAG;
      const end = start + hitsPerPage;
      const pageDocs = shown || ranked ? listed.subarray(start, end) : pageOf(matched, sortBy, start, end, centre);
      for (const d of pageDocs) {
        const doc = docs[d] as SearchDocument;
        const highlighted = highlight(doc, text ? text.words : null, pre, post);
        hits.push({
          ...hitFields(doc),
          objectID: String(doc.id),
          _highlightResult: highlighted,
          _snippetResult: highlighted,
        });
      }
    }

    return {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(cards / hitsPerPage) : 0,
      hitsPerPage,
      facets,
      facets_stats: stats,
      processingTimeMS: Math.round(performance.now() - started),
      query: queryOf(request),
      params: '',
      index: request.indexName,
      exhaustiveNbHits: true,
    };
  };

  const facetValuesOne = (request: SearchRequest): FacetValuesResult => {
    const started = performance.now();
    const params: SearchParams = request.params ?? {};
    const facetName = typeof params.facetName === 'string' ? params.facetName : '';
    if (!FILTERABLE_SET.has(facetName)) {
      throw new SearchRequestError(`Attribute \`${facetName}\` is not filterable.`);
    }
    const { sortBy } = sortOfRequest(request, params);
    const { docs: matched } = matchDocuments(request, params, sortBy);
    const words = queryWords(typeof params.facetQuery === 'string' ? params.facetQuery : '');
    let entries = countFacet(columns, facetName, matched, soldFlags(matched), matched).entries;
    if (words.length > 0) {
      // The facet query matches values by the same text rules, over a MiniSearch index of this result's values.
      const found = searchText(createTextIndex(entries.map((e) => e.label)), words);
      if (found) entries = Array.from(found.positions, (p) => entries[p] as FacetEntry);
    }
    entries.sort(compareFacetEntries);
    const limit = Math.min(wholeNumber(params.maxFacetHits, DEFAULT_MAX_FACET_HITS), 100);
    return {
      facetHits: entries.slice(0, limit).map((e) => ({ value: e.label, highlighted: e.label, count: e.count })),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  };

  return {
    count: n,
    search: (requests) => ({ results: requests.map(searchOne) }),
    searchForFacetValues: (requests) => requests.map(facetValuesOne),
  };
}
