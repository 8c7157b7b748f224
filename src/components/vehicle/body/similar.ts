// Similar vehicles computed at build time (SPEC.md §7 similar-car search, §9):
// the core's queries and rule (in_stock only, price band, 10 hits a query,
// same model first, de-duplicated, at most 6) over the tenant's listed stock. The stock
// only changes with a rebuild, so the answer is the same as a browser search
// would give, with no request and no JavaScript. Server-side only.
import {
  isSimilarCandidate,
  selectSimilar,
  SIMILAR_QUERY_LIMIT,
  similarPriceBand,
  type SimilarSubject,
} from '../../../core/search/similar.ts';
import type { CarSummary } from '../../../data/car-summary.ts';
import { cardSettings } from '../../../data/search.ts';
import { listedCars } from '../../../data/stock.ts';
import { staticCards, type StaticCards } from './static-cards.ts';

interface Index {
  /** In-stock listed cars in listing order. */
  inStock: CarSummary[];
  /** The same cars sorted by price, with their listing position. */
  byPrice: Array<{ price: number; at: number }>;
  /** Listing positions by lower-cased make|model and by lower-cased body. */
  byModel: Map<string, number[]>;
  byBody: Map<string, number[]>;
}

let index: Promise<Index> | undefined;

const key = (...parts: Array<string | null | undefined>) => parts.map((p) => (p ?? '').toLowerCase()).join('|');

function push(map: Map<string, number[]>, k: string, at: number) {
  const list = map.get(k);
  if (list) list.push(at);
  else map.set(k, [at]);
}

function buildIndex(): Promise<Index> {
  index ??= listedCars().then((cars) => {
    const inStock = cars.filter((c) => c.status.toLowerCase() === 'in_stock');
    const byPrice = inStock.map((c, at) => ({ price: c.price, at })).sort((a, b) => a.price - b.price);
    const byModel = new Map<string, number[]>();
    const byBody = new Map<string, number[]>();
    inStock.forEach((c, at) => {
      push(byModel, key(c.make, c.model), at);
      if (c.simple_body) push(byBody, key(c.simple_body), at);
    });
    return { inStock, byPrice, byModel, byBody };
  });
  return index;
}

function lowerBound(list: Array<{ price: number }>, price: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.price < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first `limit` cars (listing order) among `positions` that pass the core's candidate rule. */
function firstHits(car: SimilarSubject, inStock: CarSummary[], positions: Iterable<number>, limit: number) {
  const hits: CarSummary[] = [];
  for (const at of positions) {
    const c = inStock[at]!;
    if (!isSimilarCandidate(car, c)) continue;
    hits.push(c);
    if (hits.length === limit) break;
  }
  return hits;
}

function* range(n: number) {
  for (let i = 0; i < n; i++) yield i;
}

/**
 * The similar cars of a car: the answer of the core's similar-car queries
 * (`similarQueries`: same make and model, same body, any car in the price
 * band; in stock; 10 hits each in listing order) run over the listed stock,
 * then `selectSimilar`. Indexes by model, body and price keep a 20,000-car
 * build from comparing every car with every other.
 */
export function similarCars(car: SimilarSubject): Promise<CarSummary[]> {
  // Asked twice per car in a build: for its page's cacheKey (./page-key.ts) and by the page itself.
  let found = answers.get(car.id);
  if (!found) {
    found = findSimilar(car);
    answers.set(car.id, found);
  }
  return found;
}

const answers = new Map<number, Promise<CarSummary[]>>();

async function findSimilar(car: SimilarSubject): Promise<CarSummary[]> {
  const { inStock, byPrice, byModel, byBody } = await buildIndex();
  const sameModel = firstHits(car, inStock, byModel.get(key(car.make, car.model)) ?? [], SIMILAR_QUERY_LIMIT);
  const sameBody = car.simple_body
    ? firstHits(car, inStock, byBody.get(key(car.simple_body)) ?? [], SIMILAR_QUERY_LIMIT)
    : [];
  const band = similarPriceBand(car.price);
  let inBand: Iterable<number> = range(inStock.length);
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

let cards: StaticCards | undefined;

/** The similar cars' cards as HTML; each car's card is rendered once per build (./static-cards.ts). */
export function similarCardsHtml(cars: readonly CarSummary[]): string {
  cards ??= staticCards(cardSettings());
  return cards.html(cars);
}
