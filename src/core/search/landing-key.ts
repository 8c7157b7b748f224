// What a search landing page's key covers (docs/operations.md, "Page keys"): the page is rendered
// again exactly when what it shows changed, and a price change elsewhere in the stock leaves it be.
// A landing page shows, from the stock, only its search's first answer (the island's server state):
//  - its count (nbHits, and the pages that follow from it);
//  - its facet counts (the filter lists, each value's count);
//  - its ranges: the price, year and kilometre sliders' ends (`facets_stats` min and max), never
//    the ranges' average and sum nor their per-value counts, which the page drops
//    (features/search/server-state.ts): a price inside the range moves those only;
//  - its first page of cards, with every field a card renders.
// The rest of a result (the query, its parameters, the page) is covered as it is. The build
// machine's timing is not shown, so it is not covered.
// Everything else on the page comes from the island's settings and the layout, which the caller
// adds to the key (features/search/page-key.ts).
import { RANGE_KEYS } from './state.ts';

/** One search answer as the island's server state holds it (InstantSearch's raw result). */
export interface LandingResult {
  hits?: ReadonlyArray<Record<string, unknown>>;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min?: number; max?: number; avg?: number; sum?: number }>;
  [field: string]: unknown;
}

/** One index's entry of the server state: the helper's state and its answers (main, then disjunctive). */
export interface LandingIndexState {
  state?: unknown;
  results?: readonly LandingResult[];
  [field: string]: unknown;
}

/** Fields of a result the page does not show: the search's timing on the build machine. */
const NOT_SHOWN = new Set(['processingTimeMS', 'processingTimingsMS', 'serverTimeMS']);

const RANGES: ReadonlySet<string> = new Set(RANGE_KEYS);

/** Fields reduced on their own below. */
const SEPARATE = new Set(['hits', 'facets', 'facets_stats']);

/** A result reduced to what the page shows, in a fixed field order. */
export function shownOfResult(result: LandingResult): unknown[] {
  const facets = Object.entries(result.facets ?? {})
    .filter(([attribute]) => !RANGES.has(attribute))
    .map(([attribute, counts]) => [attribute, Object.entries(counts)]);
  const ranges = Object.entries(result.facets_stats ?? {}).map(([attribute, s]) => [attribute, s.min, s.max]);
  const rest = Object.entries(result)
    .filter(([field]) => !SEPARATE.has(field) && !NOT_SHOWN.has(field))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return [rest, facets, ranges, result.hits ?? []];
}

/**
 * The parts of a landing page's key taken from its server state: per index, its helper state and
 * each answer reduced by {@link shownOfResult}. Equal parts mean the same results on the page.
 */
export function landingKeyParts(initialResults: Readonly<Record<string, LandingIndexState>>): unknown[] {
  return Object.entries(initialResults)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([indexId, entry]) => {
      const { results, ...other } = entry;
      return [indexId, other, (results ?? []).map(shownOfResult)];
    });
}
