/**
 * Sold listings in results (SPEC.md §4 Search): "a run of consecutive sold
 * cars collapses to the first; if all are sold all show".
 */

import { isAvailable } from '../vehicle/availability.ts';
import type { CarStatusFields } from '../types.ts';

/**
 * Default sold test: unavailable by status (SPEC.md §4 Availability: any
 * status other than in_stock and coming_soon, sold included).
 */
export function isSoldHit(hit: Pick<CarStatusFields, 'status'>): boolean {
  return !isAvailable(hit);
}

/**
 * Collapses each run of consecutive sold hits to its first hit, keeping the
 * order of everything else. When every hit is sold (or there are none) the
 * list is returned whole. Pure: works on the ordered hit list it is given
 * (one page of results), returning a new array.
 *
 * @param isSold which hits count as sold; default {@link isSoldHit}.
 */
export function collapseSoldRuns<T extends Pick<CarStatusFields, 'status'>>(hits: readonly T[]): T[];
export function collapseSoldRuns<T>(hits: readonly T[], isSold: (hit: T) => boolean): T[];
export function collapseSoldRuns<T>(
  hits: readonly T[],
  isSold: (hit: T) => boolean = isSoldHit as unknown as (hit: T) => boolean,
): T[] {
  return Array.from(keptPositions(hits.map((hit) => isSold(hit))), (i) => hits[i] as T);
}

/**
 * The positions {@link collapseSoldRuns} keeps of an ordered result given
 * each hit's sold flag (true or 1): every available hit and the first of
 * each run of sold ones; every position when all are sold. For engines that
 * hold results as typed arrays.
 */
export function keptPositions(sold: ArrayLike<boolean | number>): Int32Array {
  const n = sold.length;
  let allSold = true;
  for (let i = 0; i < n && allSold; i++) if (!sold[i]) allSold = false;
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i < n; i++) if (allSold || !(sold[i] && i > 0 && sold[i - 1])) out[k++] = i;
  return out.subarray(0, k);
}

/**
 * The count a shopper reads for a result (docs/decisions.md, "Stock counts
 * and sold cards"): its available cars; when none is available, every car
 * (the sold ones then all show). It does not depend on the order, so every
 * sort of the same filters reads the same count; the collapsed run of sold
 * cards a listing shows beside available ones is not counted as stock.
 */
export function stockCount(available: number, total: number): number {
  return available > 0 ? available : total;
}

/**
 * {@link stockCount} per value: `codes[i]` is the value (0 to `size` - 1;
 * -1 for none) of the i-th hit of a result, in any order, and `sold[i]`
 * whether it is sold. So a facet count is the count the shopper reads on
 * choosing that value.
 */
export function stockCounts(codes: ArrayLike<number>, sold: ArrayLike<boolean | number>, size: number): Int32Array {
  const total = new Int32Array(size);
  const available = new Int32Array(size);
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i] as number;
    if (code < 0 || code >= size) continue;
    total[code] = (total[code] as number) + 1;
    if (!sold[i]) available[code] = (available[code] as number) + 1;
  }
  for (let code = 0; code < size; code++)
    available[code] = stockCount(available[code] as number, total[code] as number);
  return available;
}
