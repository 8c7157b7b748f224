// Similar vehicles computed at build time (SPEC.md §7 similar-car search, §9):
// the core's rule (`selectSimilar`: in_stock only, price band, same model
// first, de-duplicated, at most 6) over the tenant's listed stock. The stock
// only changes with a rebuild, so the answer is the same as a browser search
// would give, with no request and no JavaScript. Server-side only.
import {
  isSimilarCandidate,
  selectSimilar,
  similarPriceBand,
  type SimilarSubject,
} from '../../../core/search/similar.ts';
import type { CarSummary } from '../../../data/car-summary.ts';
import { listedCars } from '../../../data/stock.ts';

interface Index {
  /** In-stock listed cars in listing order. */
  inStock: CarSummary[];
  /** The same cars sorted by price, with their listing position. */
  byPrice: Array<{ price: number; at: number }>;
}

let index: Promise<Index> | undefined;

function buildIndex(): Promise<Index> {
  index ??= listedCars().then((cars) => {
    const inStock = cars.filter((c) => c.status.toLowerCase() === 'in_stock');
    const byPrice = inStock.map((c, at) => ({ price: c.price, at })).sort((a, b) => a.price - b.price);
    return { inStock, byPrice };
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

/**
 * The similar cars of a car. Only the cars inside the price band are handed
 * to the core (found by binary search, put back in listing order), so a
 * 20,000-car build does not compare every car with every other.
 */
export async function similarCars(car: SimilarSubject): Promise<CarSummary[]> {
  const { inStock, byPrice } = await buildIndex();
  const band = similarPriceBand(car.price);
  if (!band) return selectSimilar(car, inStock);
  const from = lowerBound(byPrice, band.min);
  const to = lowerBound(byPrice, band.max + 1e-9);
  const candidates = byPrice
    .slice(from, to)
    .map((e) => e.at)
    .sort((a, b) => a - b)
    .map((at) => inStock[at]!)
    .filter((c) => isSimilarCandidate(car, c));
  return selectSimilar(car, candidates);
}
