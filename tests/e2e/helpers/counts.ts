// The number of cars a search shows for a set of listed cars in the featured
// order (custom rank descending, then id): each run of consecutive sold cars
// collapses to its first (SPEC.md §4), over the whole result, as the embedded
// engine counts it (src/search/embedded/engine.ts).
import { collapseSoldRuns } from '~/core/search/sold.ts';
import { defaultCustomRank } from '~/search/document.ts';

/** Cars shown (and counted) for `cars` in the featured order. */
export function shownCount(cars: ReadonlyArray<{ id: number; status: string; created_at: string }>): number {
  const ranked = [...cars].sort((a, b) => defaultCustomRank(b) - defaultCustomRank(a) || a.id - b.id);
  return collapseSoldRuns(ranked).length;
}
