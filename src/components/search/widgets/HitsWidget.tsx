import { useHits, useInstantSearch } from 'react-instantsearch';
import { CLEAR_FILTERS_LABEL, EMPTY_SEARCH_MESSAGE } from '../../../core/search/options.ts';
import type { CarSummary } from '../../../data/car-summary.ts';
import type { CardSettings } from '../ui/card-model.ts';
import { ResultsGrid } from '../ui/ResultsGrid.tsx';
import { useClearFilters } from './useClearFilters.ts';

/** Shown above the results when a search failed; the previous results stay (SPEC.md §4). */
export const SEARCH_ERROR_MESSAGE = 'Search is unavailable at the moment. The results below may be out of date.';

/**
 * The results: a grid of cards with the promo card, the empty state with
 * Clear Filters when nothing matches, and an error note that keeps the
 * previous results (SPEC.md §4 "on loading or error the previous results stay").
 */
export function HitsWidget({
  settings,
  promoPositions,
}: {
  settings: CardSettings;
  promoPositions: readonly number[];
}) {
  const { items } = useHits<CarSummary & Record<string, unknown>>();
  const { status, results } = useInstantSearch({ catchError: true });
  const clear = useClearFilters();
  const busy = status === 'loading' || status === 'stalled';
  return (
    <div className="search-hits">
      {status === 'error' && (
        <p className="search-error" role="alert">
          {SEARCH_ERROR_MESSAGE}
        </p>
      )}
      {items.length === 0 && results.nbHits === 0 && results.__isArtificial !== true ? (
        <div className="card search-empty">
          <p>{EMPTY_SEARCH_MESSAGE}</p>
          <button type="button" className="btn btn--accent" onClick={clear}>
            {CLEAR_FILTERS_LABEL}
          </button>
        </div>
      ) : (
        <ResultsGrid hits={items} settings={settings} promoPositions={promoPositions} busy={busy} />
      )}
    </div>
  );
}
