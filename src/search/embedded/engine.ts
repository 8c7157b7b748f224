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
 *    value; numeric facet stats (min, max, avg, sum); counted over the
 *    ordered result of 5 with the collapse of 6;
 * 5. order: with a query, fewest typos first (text.ts `textRanks`, as
 *    Meilisearch's 'typo' rule); then the sort of the index name (nulls
 *    last), or for 'featured' the number of query words matched whole
 *    without a typo; then custom_rank descending, then id ascending.
 *    'nearest' orders by distance from the request's aroundLatLng (core
 *    nearest.ts, cars without coordinates last) and is 'featured' without
 *    one;
 * 6. the sold-run collapse (SPEC.md §4, core sold.ts) over that whole order,
 *    unless turned off ({@link EngineOptions.collapseSoldRuns}): nbHits,
 *    nbPages, the page's hits and every facet count are of the collapsed
 *    result; then the page. MiniSearch's relevance score is not used: stock
 *    is ordered by the dealer's featured order, not by term frequency.
 *
 * Filter semantics are Meilisearch's (as in src/core/search/meili-eval.ts):
 * text equality ignores case, booleans match 'true' / 'false', comparisons
 * are numeric only, `!=` also keeps cars without the attribute, and naming
 * an attribute that is not filterable is an error.
 */

import { distanceKm, type LatLng } from '../../core/locations.ts';
import { compareFacetEntries, type FacetEntry } from '../../core/search/facets.ts';
import { compileFilter } from '../../core/search/meili-eval.ts';
import { sortCriterion, type SortId } from '../../core/search/options.ts';
import { compareNearest, NEAREST_SORT_ID } from '../../core/search/nearest.ts';
import { collapsedCounts, isSoldHit, keptPositions } from '../../core/search/sold.ts';
import {
  FILTERABLE_ATTRIBUTES,
  HIGHLIGHT_ATTRIBUTES,
  hitFields,
  NUMERIC_ATTRIBUTES,
  TEXT_FACET_ATTRIBUTES,
  type SearchDocument,
} from '../document.ts';
import {
  facetsOf,
  filterClauses,
  geoRadiusOf,
  parseIndexName,
  queryOf,
  wholeNumber,
  type FilterClauses,
  type FilterCondition,
} from '../params.ts';
import { isTenantListed, queryClock, type TenantFilter } from '../tenant-filter.ts';
import { createTextIndex, normalise, queryWords, searchText, splitWords, textRanks } from '../text.ts';
import {
  MAX_VALUES_PER_FACET,
  type FacetCounts,
  type FacetStats,
  type FacetValuesResult,
  type HighlightValue,
  type SearchHit,
  type SearchParams,
  type SearchRequest,
  type SearchResponses,
  type SearchResult,
} from '../types.ts';

/** Hits per page when a request names none (SPEC.md §9 hits per page 21 is the page's own setting). */
export const DEFAULT_HITS_PER_PAGE = 20;

/** Searched points whose nearest-first order is kept (each an Int32Array over every document). */
const NEAREST_ORDER_CACHE_SIZE = 4;

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
   * is counted and paged, so the count, the pages and the cards agree, and
   * each facet value counts what choosing it lists. Default true; false
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

/** An error a search request caused (unknown attribute, bad filter), like Meilisearch's invalid_search_* errors. */
export class SearchRequestError extends Error {
  override name = 'SearchRequestError';
}

type TextAttribute = (typeof TEXT_FACET_ATTRIBUTES)[number];
type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];

interface TextColumn {
  /** Per document: index into labels, -1 for null. */
  codes: Int32Array;
  /** Display label of each code (first spelling met). */
  labels: string[];
  /** Lower-cased value -> code. */
  byKey: Map<string, number>;
  /** Position of each code's label in label order (core compareFacetEntries at equal counts); built on first use. */
  rank: Int32Array | null;
}

interface TextMatch {
  /** Documents matching every query word, in index order. */
  docs: Int32Array;
  /** Typos per document (fewest per query word, summed); only meaningful for docs. */
  typos: Int16Array;
  /** Query words matched exactly (whole word, no typo) per document. */
  exact: Uint8Array;
  /** Indexed words that matched, for highlighting. */
  words: Set<string>;
}

const TEXT_SET = new Set<string>(TEXT_FACET_ATTRIBUTES);
const NUMERIC_SET = new Set<string>(NUMERIC_ATTRIBUTES);
const FILTERABLE_SET = new Set<string>(FILTERABLE_ATTRIBUTES);
const DEFAULT_TEXT_CACHE_SIZE = 32;

function textValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

function buildTextColumn(docs: readonly SearchDocument[], attribute: TextAttribute): TextColumn {
  const codes = new Int32Array(docs.length);
  const labels: string[] = [];
  const byKey = new Map<string, number>();
  docs.forEach((doc, i) => {
    const value = textValue(doc[attribute]);
    if (value === null) {
      codes[i] = -1;
      return;
    }
    const key = value.toLowerCase();
    let code = byKey.get(key);
    if (code === undefined) {
      code = labels.length;
      labels.push(value);
      byKey.set(key, code);
    }
    codes[i] = code;
  });
  return { codes, labels, byKey, rank: null };
}

/** Each label's position in facet label order: the core order (compareFacetEntries) of equal counts. */
function labelRank(col: TextColumn): Int32Array {
  if (!col.rank) {
    const order = col.labels.map((label, code) => ({ label, count: 0, code })).sort(compareFacetEntries);
    col.rank = new Int32Array(col.labels.length);
    order.forEach((entry, position) => {
      (col.rank as Int32Array)[entry.code] = position;
    });
  }
  return col.rank;
}

function buildNumericColumn(docs: readonly SearchDocument[], attribute: NumericAttribute): Float64Array {
  const out = new Float64Array(docs.length);
  docs.forEach((doc, i) => {
    const v = doc[attribute];
    out[i] = typeof v === 'number' ? v : Number.NaN;
  });
  return out;
}

/** A filter text as a number, as meili-eval reads it (blank or non-numeric: NaN). */
function filterNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** Creates the engine over decoded documents and the tenant's base filter. */
export function createEngine(
  documents: readonly SearchDocument[],
  tenant: TenantFilter,
  options: EngineOptions = {},
): EmbeddedEngine {
  const docs = documents;
  const n = docs.length;
  const clock = options.now ?? (() => new Date());
  const textCacheSize = options.textCacheSize ?? DEFAULT_TEXT_CACHE_SIZE;
  const collapse = options.collapseSoldRuns ?? true;
  // Per document: 1 when sold (unavailable, core isSoldHit).
  const soldCol = Uint8Array.from(docs, (doc) => (isSoldHit(doc) ? 1 : 0));

  const textColumns = new Map<string, TextColumn>();
  const textColumn = (attribute: TextAttribute): TextColumn => {
    let col = textColumns.get(attribute);
    if (!col) {
      col = buildTextColumn(docs, attribute);
      textColumns.set(attribute, col);
    }
    return col;
  };
  const numericColumns = new Map<string, Float64Array>();
  const numericColumn = (attribute: NumericAttribute): Float64Array => {
    let col = numericColumns.get(attribute);
    if (!col) {
      col = buildNumericColumn(docs, attribute);
      numericColumns.set(attribute, col);
    }
    return col;
  };

  // The searchable text: MiniSearch over `keywords`; matches are document positions.
  const textIndex = createTextIndex(
    docs.map((doc) => doc.keywords),
    splitWords,
  );

  // Orders: documents sorted by a sort id, with ties by custom_rank desc then id asc.
  const ranks = numericColumn('custom_rank');
  const ids = numericColumn('id');
  const tieBreak = (a: number, b: number): number => (ranks[b] ?? 0) - (ranks[a] ?? 0) || (ids[a] ?? 0) - (ids[b] ?? 0);
  const orders = new Map<SortId, Int32Array>();
  const orderOf = (sortBy: SortId, centre: LatLng | null = null): Int32Array => {
    if (sortBy === NEAREST_SORT_ID && centre !== null) return nearestOrderOf(centre);
    let order = orders.get(sortBy);
    if (order) return order;
    const all = Array.from({ length: n }, (_, i) => i);
    if (sortBy === 'featured') {
      all.sort(tieBreak);
    } else {
      const { attribute, direction } = sortCriterion(sortBy);
      const sign = direction === 'asc' ? 1 : -1;
      const values = docs.map((d) => (d as unknown as Record<string, unknown>)[attribute]);
      all.sort((a, b) => {
        const va = values[a];
        const vb = values[b];
        const na = va === null || va === undefined;
        const nb = vb === null || vb === undefined;
        if (na || nb) return na === nb ? tieBreak(a, b) : na ? 1 : -1; // missing values last
        const c =
          typeof va === 'number' && typeof vb === 'number'
            ? va - vb
            : String(va) < String(vb)
              ? -1
              : String(va) > String(vb)
                ? 1
                : 0;
        return c !== 0 ? sign * c : tieBreak(a, b);
      });
    }
    order = Int32Array.from(all);
    orders.set(sortBy, order);
    return order;
  };

  // Nearest first from a point (core compareNearest), ties in the featured order; the last few points kept.
  const nearestOrders = new Map<string, Int32Array>();
  const nearestOrderOf = (centre: LatLng): Int32Array => {
    const key = `${centre.lat},${centre.lng}`;
    let order = nearestOrders.get(key);
    if (order) return order;
    const lat = numericColumn('lat');
    const lng = numericColumn('lng');
    const pointOf = (d: number): LatLng | null => {
      const la = lat[d] as number;
      const lo = lng[d] as number;
      return Number.isNaN(la) || Number.isNaN(lo) ? null : { lat: la, lng: lo };
    };
    order = Int32Array.from(Array.from({ length: n }, (_, i) => i).sort(compareNearest(centre, pointOf, tieBreak)));
    if (nearestOrders.size >= NEAREST_ORDER_CACHE_SIZE)
      nearestOrders.delete(nearestOrders.keys().next().value as string);
    nearestOrders.set(key, order);
    return order;
  };

  /** A request's sort and, for 'nearest', its point; 'nearest' without a distance filter is 'featured'. */
  const sortOfRequest = (request: SearchRequest, params: SearchParams): { sortBy: SortId; centre: LatLng | null } => {
    const { sortBy } = parseIndexName(request.indexName);
    if (sortBy !== NEAREST_SORT_ID) return { sortBy, centre: null };
    const centre = geoRadiusOf(params)?.centre ?? null;
    return centre === null ? { sortBy: 'featured', centre } : { sortBy, centre };
  };

  // Base filter masks per query minute and sort.
  let maskKey = '';
  let maskCache = new Map<string, Uint8Array>();
  const baseMask = (sortBy: SortId): Uint8Array => {
    const now = queryClock(clock());
    const minute = String(now.getTime());
    if (minute !== maskKey) {
      maskKey = minute;
      maskCache = new Map();
    }
    const key = sortBy === 'price-asc' ? 'price-asc' : '';
    let mask = maskCache.get(key);
    if (!mask) {
      mask = new Uint8Array(n);
      for (let i = 0; i < n; i++) mask[i] = isTenantListed(docs[i] as SearchDocument, tenant, now, sortBy) ? 1 : 0;
      maskCache.set(key, mask);
    }
    return mask;
  };

  // Text matches, cached per query text.
  const textCache = new Map<string, TextMatch | null>();
  const textMatch = (query: string): TextMatch | null => {
    if (textCache.has(query)) return textCache.get(query) ?? null;
    const words = queryWords(query);
    const found = searchText(textIndex, words);
    // Only positions, words and ranks are kept: MiniSearch's result objects are not cached.
    const result: TextMatch | null = found
      ? { docs: found.positions, words: found.words, ...textRanks(textIndex, words, found) }
      : null;
    if (textCacheSize > 0) {
      if (textCache.size >= textCacheSize) textCache.delete(textCache.keys().next().value as string);
      textCache.set(query, result);
    }
    return result;
  };

  const requireFilterable = (attribute: string): void => {
    if (!FILTERABLE_SET.has(attribute)) {
      throw new SearchRequestError(`Attribute \`${attribute}\` is not filterable.`);
    }
  };

  /** A condition as a per-document test. */
  const conditionTest = (c: FilterCondition): ((d: number) => boolean) => {
    requireFilterable(c.attribute);
    const isText = TEXT_SET.has(c.attribute);
    const isNumeric = NUMERIC_SET.has(c.attribute);
    if (c.kind === 'range') {
      if (!isNumeric) return () => false;
      const col = numericColumn(c.attribute as NumericAttribute);
      const lo = filterNumber(c.from);
      const hi = filterNumber(c.to);
      return (d) => {
        const v = col[d] as number;
        return v >= lo && v <= hi;
      };
    }
    const { operator, value } = c;
    if (operator === '=' || operator === '!=') {
      let eq: (d: number) => boolean;
      if (isText) {
        const col = textColumn(c.attribute as TextAttribute);
        const code = col.byKey.get(value.toLowerCase());
        eq = code === undefined ? () => false : (d) => col.codes[d] === code;
      } else if (isNumeric) {
        const col = numericColumn(c.attribute as NumericAttribute);
        const target = filterNumber(value);
        eq = Number.isNaN(target) ? () => false : (d) => col[d] === target;
      } else {
        // Filterable but neither (stock attributes are all covered above).
        eq = () => false;
      }
      return operator === '=' ? eq : (d) => !eq(d);
    }
    if (!isNumeric) return () => false;
    const col = numericColumn(c.attribute as NumericAttribute);
    const target = filterNumber(value);
    switch (operator) {
      case '<':
        return (d) => (col[d] as number) < target;
      case '<=':
        return (d) => (col[d] as number) <= target;
      case '>':
        return (d) => (col[d] as number) > target;
      default:
        return (d) => (col[d] as number) >= target;
    }
  };

  const clauseTest = (clauses: FilterClauses): ((d: number) => boolean) | null => {
    if (clauses.length === 0) return null;
    const tests = clauses.map((clause) => clause.map(conditionTest));
    return (d) => tests.every((ors) => ors.some((t) => t(d)));
  };

  /** Documents matching a request's query, base filter and filters, in index order. */
  const matchDocuments = (
    request: SearchRequest,
    params: SearchParams,
    sortBy: SortId,
  ): { docs: Int32Array; text: TextMatch | null } => {
    const mask = baseMask(sortBy);
    const text = textMatch(queryOf(request));
    let clauses: FilterClauses;
    try {
      clauses = filterClauses(params);
    } catch (error) {
      throw new SearchRequestError((error as Error).message);
    }
    const test = clauseTest(clauses);
    let extra: ((doc: unknown) => boolean) | null = null;
    if (typeof params.filters === 'string' && params.filters.trim() !== '') {
      try {
        extra = compileFilter(params.filters);
      } catch (error) {
        throw new SearchRequestError(`Invalid filter: ${(error as Error).message}`);
      }
    }
    const geo = geoRadiusOf(params);
    const lat = geo ? numericColumn('lat') : null;
    const lng = geo ? numericColumn('lng') : null;
    const out: number[] = [];
    const consider = (d: number): void => {
      if (mask[d] !== 1) return;
      if (test && !test(d)) return;
      if (extra && !extra(docs[d])) return;
      if (geo && lat && lng) {
        const la = lat[d] as number;
        const lo = lng[d] as number;
        if (Number.isNaN(la) || Number.isNaN(lo)) return;
        if (distanceKm(geo.centre, { lat: la, lng: lo }) * 1000 > geo.radiusMetres) return;
      }
      out.push(d);
    };
    if (text) for (const d of text.docs) consider(d);
    else for (let d = 0; d < n; d++) consider(d);
    return { docs: Int32Array.from(out), text };
  };

  const facetAttributes = (params: SearchParams): string[] => {
    const asked = facetsOf(params);
    const list = asked.includes('*') ? [...TEXT_FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES] : asked;
    for (const attribute of list) {
      if (!FILTERABLE_SET.has(attribute)) {
        throw new SearchRequestError(`Invalid facet distribution: attribute \`${attribute}\` is not filterable.`);
      }
    }
    return list;
  };

  /**
   * Facet entries (sorted) and, for numeric attributes, their stats. With
   * `sold` (the sold flag of each of `result`, which is then in display
   * order) each value counts the hits the shopper sees on choosing it, sold
   * runs collapsed (core collapsedCounts); without, every hit of `result`
   * counts. Stats cover the hits shown.
   */
  const countFacet = (
    attribute: string,
    result: Int32Array,
    sold: Uint8Array | null,
    shown: Int32Array,
  ): { entries: FacetEntry[]; stats: FacetStats | null } => {
    const count = (codes: Int32Array, size: number): Int32Array => {
      if (sold) return collapsedCounts(codes, sold, size);
      const counts = new Int32Array(size);
      for (const code of codes) if (code >= 0) counts[code] = (counts[code] as number) + 1;
      return counts;
    };
    if (TEXT_SET.has(attribute)) {
      const col = textColumn(attribute as TextAttribute);
      const valueCodes = new Int32Array(result.length);
      for (let i = 0; i < result.length; i++) valueCodes[i] = col.codes[result[i] as number] as number;
      const counts = count(valueCodes, col.labels.length);
      // compareFacetEntries order (count, then label) with the label order computed once per column.
      const rank = labelRank(col);
      const codes: number[] = [];
      counts.forEach((c, code) => {
        if (c > 0) codes.push(code);
      });
      codes.sort((a, b) => (counts[b] as number) - (counts[a] as number) || (rank[a] as number) - (rank[b] as number));
      const entries = codes.map((code) => ({ label: col.labels[code] as string, count: counts[code] as number }));
      return { entries, stats: null };
    }
    if (NUMERIC_SET.has(attribute)) {
      const col = numericColumn(attribute as NumericAttribute);
      const values: number[] = [];
      const codeOf = new Map<number, number>();
      const codes = new Int32Array(result.length);
      for (let i = 0; i < result.length; i++) {
        const v = col[result[i] as number] as number;
        if (Number.isNaN(v)) {
          codes[i] = -1;
          continue;
        }
        let code = codeOf.get(v);
        if (code === undefined) {
          code = values.length;
          values.push(v);
          codeOf.set(v, code);
        }
        codes[i] = code;
      }
      const counts = count(codes, values.length);
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      let sum = 0;
      let seen = 0;
      for (const d of shown) {
        const v = col[d] as number;
        if (Number.isNaN(v)) continue;
        if (v < min) min = v;
        if (v > max) max = v;
        sum += v;
        seen++;
      }
      // Most frequent first, then by value (numeric values are all distinct texts, so no collation is needed).
      const entries = values
        .map((v, code) => ({ value: v, count: counts[code] as number }))
        .filter((e) => e.count > 0)
        .sort((a, b) => b.count - a.count || a.value - b.value)
        .map((e) => ({ label: String(e.value), count: e.count }));
      return { entries, stats: seen > 0 ? { min, max, avg: sum / seen, sum } : null };
    }
    return { entries: [], stats: null };
  };

  /**
   * Every matched document in display order: with a query, fewest typos
   * first, for 'featured' then most exactly matched words; the sort order
   * within (custom_rank, then id, breaking ties).
   */
  const rankAll = (
    matched: Int32Array,
    text: TextMatch | null,
    sortBy: SortId,
    centre: LatLng | null = null,
  ): Int32Array => {
    const inResult = new Uint8Array(n);
    for (const d of matched) inResult[d] = 1;
    const order = orderOf(sortBy, centre);
    if (!text) {
      const out = new Int32Array(matched.length);
      let k = 0;
      for (let i = 0; i < n; i++) {
        const d = order[i] as number;
        if (inResult[d] === 1) out[k++] = d;
      }
      return out;
    }
    const buckets = new Map<number, number[]>();
    for (const d of order) {
      if (inResult[d] !== 1) continue;
      const key = (text.typos[d] as number) * 64 + (sortBy === 'featured' ? 63 - (text.exact[d] as number) : 0);
      const bucket = buckets.get(key);
      if (bucket) bucket.push(d);
      else buckets.set(key, [d]);
    }
    return Int32Array.from([...buckets.keys()].sort((a, b) => a - b).flatMap((k) => buckets.get(k) ?? []));
  };

  /**
   * A result in display order as far as needed: every hit when it holds a
   * sold car the collapse may hide (or a query ranks it), else, cheaper,
   * only up to the end of the page (`ranked` null).
   */
  const ordered = (
    matched: Int32Array,
    text: TextMatch | null,
    sortBy: SortId,
    centre: LatLng | null = null,
  ): { ranked: Int32Array | null; shown: Int32Array | null; sold: Uint8Array | null } => {
    let anySold = false;
    if (collapse) {
      for (let i = 0; i < matched.length && !anySold; i++) if (soldCol[matched[i] as number] === 1) anySold = true;
    }
    if (!anySold) return { ranked: text ? rankAll(matched, text, sortBy, centre) : null, shown: null, sold: null };
    const ranked = rankAll(matched, text, sortBy, centre);
    const sold = new Uint8Array(ranked.length);
    for (let i = 0; i < ranked.length; i++) sold[i] = soldCol[ranked[i] as number] as number;
    // The hits the result lists: every run of consecutive sold cars collapsed to its first (core keptPositions).
    const kept = keptPositions(sold);
    const shown = new Int32Array(kept.length);
    for (let i = 0; i < kept.length; i++) shown[i] = ranked[kept[i] as number] as number;
    return { ranked, shown, sold };
  };

  /** The hits `start` to `end` of `matched` in sort order, walking the sort only that far (no query). */
  const pageOf = (
    matched: Int32Array,
    sortBy: SortId,
    start: number,
    end: number,
    centre: LatLng | null = null,
  ): Int32Array => {
    const inResult = new Uint8Array(n);
    for (const d of matched) inResult[d] = 1;
    const order = orderOf(sortBy, centre);
    const out: number[] = [];
    for (let i = 0, seen = 0; i < n && seen < end; i++) {
      const d = order[i] as number;
      if (inResult[d] !== 1) continue;
      if (seen >= start) out.push(d);
      seen++;
    }
    return Int32Array.from(out);
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
    const { ranked, shown, sold } = ordered(matched, text, sortBy, centre);
    const listed = shown ?? ranked ?? matched;

    const facets: FacetCounts = {};
    const stats: Record<string, FacetStats> = {};
    for (const attribute of attributes) {
      const { entries, stats: s } = sold
        ? countFacet(attribute, ranked ?? matched, sold, listed)
        : countFacet(attribute, matched, null, listed);
      const values: Record<string, number> = {};
      for (const e of entries.slice(0, MAX_VALUES_PER_FACET)) values[e.label] = e.count;
      facets[attribute] = values;
      if (s) stats[attribute] = s;
    }

    const hitsPerPage = wholeNumber(params.hitsPerPage, DEFAULT_HITS_PER_PAGE);
    const page = wholeNumber(params.page, 0);
    const nbHits = listed.length;
    const hits: SearchHit[] = [];
    const start = page * hitsPerPage;
    if (hitsPerPage > 0 && start < nbHits) {
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
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
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
    const { sortBy, centre } = sortOfRequest(request, params);
    const { docs: matched, text } = matchDocuments(request, params, sortBy);
    const words = queryWords(typeof params.facetQuery === 'string' ? params.facetQuery : '');
    const { ranked, shown, sold } = ordered(matched, text, sortBy, centre);
    let entries = (
      sold
        ? countFacet(facetName, ranked ?? matched, sold, shown ?? matched)
        : countFacet(facetName, matched, null, matched)
    ).entries;
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
