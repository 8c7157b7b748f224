// What a search says and shows for a set of listed cars, by the rules the
// backends apply (docs/decisions.md, "Stock counts and sold cards").
import { collapseSoldRuns, isSoldHit, stockCount } from '~/core/search/sold.ts';
import { defaultCustomRank } from '~/search/document.ts';

/** The count a shopper reads for `cars`, under any sort: the cars in stock, or all when every one is sold. */
export function stockCountOf(cars: ReadonlyArray<{ status: string }>): number {
  return stockCount(cars.filter((car) => !isSoldHit(car)).length, cars.length);
}

/**
 * The cards listed for `cars` in the featured order (custom rank descending,
 * then id): each run of consecutive sold cars collapsed to its first
 * (SPEC.md §4), over the whole result.
 */
export function featuredCardCount(cars: ReadonlyArray<{ id: number; status: string; created_at: string }>): number {
  const ranked = [...cars].sort((a, b) => defaultCustomRank(b) - defaultCustomRank(a) || a.id - b.id);
  return collapseSoldRuns(ranked).length;
}
