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
  const sold = hits.map((hit) => isSold(hit));
  if (sold.every(Boolean)) return [...hits];
  return hits.filter((_, i) => !(sold[i] === true && sold[i - 1] === true));
}
