// A smaller build-time server state for the landing pages (the island's
// `serverState` prop is embedded in every landing page's HTML). The browser
// hydrates the same cards and the same first facet values, so nothing
// flashes; what is dropped only matters after the first search, which
// brings the full answer:
// - hit highlights (`_highlightResult`, `_snippetResult`) and the hit fields
//   only search reads ({@link SEARCH_ONLY_HIT_FIELDS}): cards do not show
//   them (server-state.test.ts checks every card is unchanged; a card's
//   distance needs a searched point, which no landing page has);
// - the values of the numeric range facets (price, year, km: hundreds of
//   distinct numbers): range widgets read `facets_stats`, kept;
// - of `facets_stats`, all but each range's min and max (the sliders' ends):
//   the average and sum move with any price on the page's search, so keeping
//   them would make one price change a new page for every landing page that
//   lists the car (docs/operations.md, "Page keys");
// - refinement facets beyond the {@link SERVER_FACET_VALUES} most frequent
//   values (refined values always kept). Facet lists show 8 values before
//   Show more, and Show more on a capped list refreshes the search
//   (RefinementListWidget).
import type { InstantSearchServerState } from 'react-instantsearch';
import { RANGE_KEYS } from '../../core/search/routing.ts';

/**
 * Hit fields the result card never reads (filters, ranking and geo only).
 * The card's lead links carry the car's stock number, dealership and location
 * (card-model.ts), so those stay.
 */
export const SEARCH_ONLY_HIT_FIELDS = [
  'lat',
  'lng',
  'custom_rank',
  'location_slug',
  'state',
  'show_on_dealer_website',
  'sort_price',
  'item_type',
] as const;

/** A hit without highlights and search-only fields. */
export function compactHit(hit: Record<string, unknown>): Record<string, unknown> {
  const { _highlightResult: _h, _snippetResult: _s, ...rest } = hit;
  for (const field of SEARCH_ONLY_HIT_FIELDS) delete rest[field];
  return rest;
}

/** Facet values per attribute kept in the server state. */
export const SERVER_FACET_VALUES = 20;

type Counts = Record<string, number>;

interface RawResult {
  hits?: Array<Record<string, unknown>>;
  facets?: Record<string, Counts>;
  facets_stats?: Record<string, FacetStats>;
  [key: string]: unknown;
}

interface FacetStats {
  min?: number;
  max?: number;
  [key: string]: unknown;
}

/** Each range's min and max, what the range widgets read; nothing else. */
export function rangeEnds(stats: Record<string, FacetStats>): Record<string, { min?: number; max?: number }> {
  return Object.fromEntries(
    Object.entries(stats).map(([attribute, { min, max }]) => [
      attribute,
      { ...(min !== undefined && { min }), ...(max !== undefined && { max }) },
    ]),
  );
}

function refinedValues(state: Record<string, unknown> | undefined, attribute: string): Set<string> {
  const out = new Set<string>();
  for (const key of ['disjunctiveFacetsRefinements', 'facetsRefinements']) {
    const values = (state?.[key] as Record<string, unknown> | undefined)?.[attribute];
    if (Array.isArray(values)) for (const v of values) out.add(String(v));
  }
  return out;
}

/** The most frequent `max` values (ties by name) plus every refined one. */
export function capFacetValues(counts: Counts, max: number, refined: ReadonlySet<string> = new Set()): Counts {
  const entries = Object.entries(counts);
  if (entries.length <= max) return counts;
  const top = entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, max);
  const out: Counts = Object.fromEntries(top);
  for (const value of refined) if (counts[value] !== undefined) out[value] = counts[value];
  return out;
}

function compactResult(result: RawResult, state: Record<string, unknown> | undefined, max: number): RawResult {
  const hits = result.hits?.map(compactHit);
  const facets: Record<string, Counts> = {};
  for (const [attribute, counts] of Object.entries(result.facets ?? {})) {
    facets[attribute] = (RANGE_KEYS as readonly string[]).includes(attribute)
      ? {}
      : capFacetValues(counts, max, refinedValues(state, attribute));
  }
  // processingTimeMS is the build machine's timing: zero, so the same data gives the same page
  // (releases and the page keys compare pages byte for byte).
  return {
    ...result,
    ...(hits && { hits }),
    ...(result.facets && { facets }),
    ...(result.facets_stats && { facets_stats: rangeEnds(result.facets_stats) }),
    processingTimeMS: 0,
  };
}

/** The server state with {@link compactResult} applied to every index's results. */
export function compactServerState(
  serverState: InstantSearchServerState,
  max: number = SERVER_FACET_VALUES,
): InstantSearchServerState {
  const initialResults: Record<string, unknown> = {};
  for (const [indexId, entry] of Object.entries(serverState.initialResults)) {
    const { state, results } = entry as { state?: Record<string, unknown>; results?: RawResult[] };
    initialResults[indexId] = {
      ...entry,
      ...(results && { results: results.map((r) => compactResult(r, state, max)) }),
    };
  }
  return { ...serverState, initialResults } as InstantSearchServerState;
}
