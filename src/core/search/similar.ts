/**
 * Similar vehicles on the vehicle page (SPEC.md §7 similar-car search, §9
 * "Similar cars: max 6, limit 10 per query, price band plus or minus 10000
 * under 50000 else 25000, only in_stock, lazy margin 500 px").
 *
 * {@link similarQueries} builds the multi-search queries as data;
 * {@link selectSimilar} turns their hits (or, on the static build, the whole
 * listed stock) into the cars to show.
 */

import type { CoreCar } from '../types.ts';
import { and, compare, eq, or, raw, renderFilter, type FilterExpr } from './meili.ts';
import { DEFAULT_INDEX_UID } from './options.ts';

/** Most similar cars shown (SPEC.md §9). */
export const SIMILAR_MAX_RESULTS = 6;

/** Hits asked for per similar-car query (SPEC.md §7, §9). */
export const SIMILAR_QUERY_LIMIT = 10;

/** Prices under this use the narrow band; this and above the wide band (SPEC.md §9). */
export const SIMILAR_PRICE_THRESHOLD = 50_000;

/** Band either side of a price under {@link SIMILAR_PRICE_THRESHOLD}. */
export const SIMILAR_NARROW_BAND = 10_000;

/** Band either side of a price of {@link SIMILAR_PRICE_THRESHOLD} or more. */
export const SIMILAR_WIDE_BAND = 25_000;

/** Lazy-loading margin: similar cars load when within this many px of view (SPEC.md §4, §9). */
export const SIMILAR_LAZY_MARGIN_PX = 500;

/** The car whose similar cars are wanted. */
export interface SimilarSubject extends Pick<CoreCar, 'id' | 'make' | 'model'> {
  price?: number | null | undefined;
  simple_body?: string | null | undefined;
}

/** A car that may be shown as similar. */
export interface SimilarCandidate extends Pick<CoreCar, 'id' | 'status' | 'model'> {
  price?: number | null | undefined;
}

/** Inclusive price range. */
export interface PriceBand {
  min: number;
  max: number;
}

/**
 * Price band around a car's price (SPEC.md §9), inclusive at both ends:
 * price - 10000 to price + 10000 under 50000 (49999 -> 39999..59999), else
 * +/- 25000 (50000 -> 25000..75000). Null when the car has no price above 0:
 * then price does not narrow the choice.
 */
export function similarPriceBand(price: number | null | undefined): PriceBand | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  const band = price < SIMILAR_PRICE_THRESHOLD ? SIMILAR_NARROW_BAND : SIMILAR_WIDE_BAND;
  return { min: price - band, max: price + band };
}

function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();
}

/**
 * Whether `candidate` may appear as similar to `car`: status in_stock (only),
 * not the car itself, and, when the car has a band, a price inside it.
 */
export function isSimilarCandidate(car: SimilarSubject, candidate: SimilarCandidate): boolean {
  if (candidate.id === car.id || candidate.status.toLowerCase() !== 'in_stock') return false;
  const band = similarPriceBand(car.price);
  if (!band) return true;
  return typeof candidate.price === 'number' && candidate.price >= band.min && candidate.price <= band.max;
}

/**
 * The similar cars to show (SPEC.md §7): candidates passing
 * {@link isSimilarCandidate}, same model first (model compared ignoring
 * case; otherwise the given order is kept), de-duplicated by id (first
 * kept), at most 6. Pass Meilisearch multi-search hits as
 * `results.flatMap((r) => r.hits)`, or the listed stock on the build.
 */
export function selectSimilar<T extends SimilarCandidate>(car: SimilarSubject, candidates: Iterable<T>): T[] {
  const eligible = [...candidates].filter((c) => isSimilarCandidate(car, c));
  const sameModel = eligible.filter((c) => sameText(c.model, car.model));
  const others = eligible.filter((c) => !sameText(c.model, car.model));
  const seen = new Set<number>();
  const picked: T[] = [];
  for (const c of [...sameModel, ...others]) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    picked.push(c);
    if (picked.length === SIMILAR_MAX_RESULTS) break;
  }
  return picked;
}

/** One query of a Meilisearch multi-search request (SPEC.md §7). */
export interface SimilarQuery {
  indexUid: string;
  facets: string[];
  attributesToHighlight: string[];
  limit: number;
  filter: string;
}

/** Options of {@link similarQueries}. */
export interface SimilarQueryOptions {
  /** Index to query. Default 'Car_production'. */
  indexUid?: string | undefined;
  /**
   * The tenant's stock rule (e.g. stock-filter.ts `stockFilter`) or any other
   * filter every query must also meet; ANDed in front.
   */
  baseFilter?: FilterExpr | string | null | undefined;
  /** Facets requested with each query. Default none. */
  facets?: readonly string[] | undefined;
  /** Attributes to highlight. Default none (cards show no highlights). */
  attributesToHighlight?: readonly string[] | undefined;
}

/**
 * The similar-car multi-search queries, most specific first, each limited to
 * 10 hits and restricted to status in_stock, not the car itself, and the
 * price band:
 * 1. same make and model;
 * 2. same body (`simple_body`), when the car has one;
 * 3. any car in the band.
 * Their hits go through {@link selectSimilar}. The query list is a choice:
 * the spec shows the query fields, not the queries.
 */
export function similarQueries(car: SimilarSubject, options: SimilarQueryOptions = {}): SimilarQuery[] {
  const base = typeof options.baseFilter === 'string' ? raw(options.baseFilter) : (options.baseFilter ?? null);
  const band = similarPriceBand(car.price);
  const common = and(
    base,
    eq('status', 'in_stock'),
    compare('id', '!=', car.id),
    band ? and(compare('price', '>=', band.min), compare('price', '<=', band.max)) : null,
  );
  const specific: Array<FilterExpr | null> = [and(eq('make', car.make), eq('model', car.model))];
  if (typeof car.simple_body === 'string' && car.simple_body.trim() !== '') {
    specific.push(eq('simple_body', car.simple_body));
  }
  specific.push(null);
  return specific.map((extra) => ({
    indexUid: options.indexUid ?? DEFAULT_INDEX_UID,
    facets: [...(options.facets ?? [])],
    attributesToHighlight: [...(options.attributesToHighlight ?? [])],
    limit: SIMILAR_QUERY_LIMIT,
    filter: renderFilter(and(common, extra)),
  }));
}

/**
 * Similar-car ids fetched by car slug become an id OR-filter (SPEC.md §7):
 * [4, 9] -> 'id = 4 OR id = 9'. Null for no ids (a query must then not run:
 * an empty filter would match everything).
 */
export function similarIdsFilter(ids: readonly number[]): string | null {
  const expr = or(...[...new Set(ids)].map((id) => eq('id', id)));
  return expr ? renderFilter(expr) : null;
}

/** A listed car the build's similar-car search runs over. */
export interface SimilarStockCar extends SimilarCandidate, Pick<CoreCar, 'make'> {
  simple_body?: string | null | undefined;
}

/**
 * The listed stock prepared for {@link findSimilar}: in-stock cars in listing order, indexed by
 * model, body and price, so that finding the similar cars of each of 20,000 cars does not compare
 * every car with every other.
 */
export interface SimilarIndex<T extends SimilarStockCar> {
  /** In-stock cars in listing order. */
  inStock: readonly T[];
  /** Their listing positions ordered by price. */
  byPrice: ReadonlyArray<{ price: number; at: number }>;
  /** Listing positions by lower-cased make|model and by lower-cased body. */
  byModel: ReadonlyMap<string, readonly number[]>;
  byBody: ReadonlyMap<string, readonly number[]>;
}

const indexKey = (...parts: Array<string | null | undefined>) => parts.map((p) => (p ?? '').toLowerCase()).join('|');

function pushAt(map: Map<string, number[]>, key: string, at: number) {
  const list = map.get(key);
  if (list) list.push(at);
  else map.set(key, [at]);
}

/** Indexes the listed stock (in listing order) for {@link findSimilar}. */
export function similarIndex<T extends SimilarStockCar>(listed: readonly T[]): SimilarIndex<T> {
  const inStock = listed.filter((c) => c.status.toLowerCase() === 'in_stock');
  const byPrice = inStock
    .map((c, at) => ({ price: typeof c.price === 'number' ? c.price : 0, at }))
    .sort((a, b) => a.price - b.price || a.at - b.at);
  const byModel = new Map<string, number[]>();
  const byBody = new Map<string, number[]>();
  inStock.forEach((c, at) => {
    pushAt(byModel, indexKey(c.make, c.model), at);
    if (c.simple_body) pushAt(byBody, indexKey(c.simple_body), at);
  });
  return { inStock, byPrice, byModel, byBody };
}

function lowerBound(list: ReadonlyArray<{ price: number }>, price: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.price < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first `limit` cars (listing order) among `positions` that pass {@link isSimilarCandidate}. */
function firstHits<T extends SimilarStockCar>(
  car: SimilarSubject,
  inStock: readonly T[],
  positions: Iterable<number>,
  limit: number,
): T[] {
  const hits: T[] = [];
  for (const at of positions) {
    const c = inStock[at]!;
    if (!isSimilarCandidate(car, c)) continue;
    hits.push(c);
    if (hits.length === limit) break;
  }
  return hits;
}

function* positionsUpTo(n: number) {
  for (let i = 0; i < n; i++) yield i;
}

/**
 * The similar cars of a car over the listed stock: the answer {@link similarQueries} (same make
 * and model, same body, any car in the band; in stock; 10 hits each in listing order) would get
 * from a search of that stock, then {@link selectSimilar}.
 */
export function findSimilar<T extends SimilarStockCar>(index: SimilarIndex<T>, car: SimilarSubject): T[] {
  const { inStock, byPrice, byModel, byBody } = index;
  const sameModel = firstHits(car, inStock, byModel.get(indexKey(car.make, car.model)) ?? [], SIMILAR_QUERY_LIMIT);
  const sameBody = car.simple_body
    ? firstHits(car, inStock, byBody.get(indexKey(car.simple_body)) ?? [], SIMILAR_QUERY_LIMIT)
    : [];
  const band = similarPriceBand(car.price);
  let inBand: Iterable<number> = positionsUpTo(inStock.length);
  if (band) {
    const from = lowerBound(byPrice, band.min);
    const to = lowerBound(byPrice, band.max + 1e-9);
    // A narrow band: its few cars in listing order. A wide one: walk the listing until 10 fit.
    if ((to - from) * 8 < inStock.length)
      inBand = byPrice
        .slice(from, to)
        .map((e) => e.at)
        .sort((a, b) => a - b);
  }
  const any = firstHits(car, inStock, inBand, SIMILAR_QUERY_LIMIT);
  return selectSimilar(car, [...sameModel, ...sameBody, ...any]);
}
