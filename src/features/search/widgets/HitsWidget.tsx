import { useHits, useInstantSearch } from 'react-instantsearch';
import { emptyState, type EmptyStateVariant } from '~/core/search/options.ts';
import type { CarSummary } from '~/data/car-summary.ts';
import type { CardSettings } from '../ui/card-model.ts';
import { ResultsGrid } from '../ui/ResultsGrid.tsx';
import { useClearFilters } from './useClearFilters.ts';
import { geoOfUiState } from './useGeoFilter.ts';

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
  emptyVariant,
  offersClearPath,
}: {
  settings: CardSettings;
  promoPositions: readonly number[];
  /** 'offers' on an offers search: its texts, and Clear Filters leads to the offers page. */
  emptyVariant?: EmptyStateVariant | undefined;
  /** Clear Filters target of the offers variant (site.search.offers_clear_path). */
  offersClearPath?: string | undefined;
}) {
  const { items } = useHits<CarSummary & Record<string, unknown>>();
  const { status, results, indexUiState } = useInstantSearch({ catchError: true });
  const geo = geoOfUiState(indexUiState);
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
        <EmptyResults variant={emptyVariant ?? 'search'} offersClearPath={offersClearPath} onClear={clear} />
      ) : (
        <ResultsGrid
          hits={items}
          settings={settings}
          promoPositions={promoPositions}
          busy={busy}
          centre={geo && { lat: geo.lat, lng: geo.lng }}
        />
      )}
    </div>
  );
}

/**
 * The empty-results card (SPEC.md §8): the search variant's message with a
 * Clear Filters button that clears the search in place; the offers variant's
 * 'No Results Available' heading and message with Clear Filters as a link to
 * the offers page (default /special-offers, SPEC.md §2).
 */
export function EmptyResults({
  variant,
  offersClearPath,
  onClear,
}: {
  variant: EmptyStateVariant;
  offersClearPath?: string | undefined;
  onClear: () => void;
}) {
  const texts = emptyState(variant, variant === 'offers' ? { clearFiltersPath: offersClearPath } : {});
  return (
    <div className="card search-empty">
      {texts.title !== null && <h2 className="search-empty__title">{texts.title}</h2>}
      <p>{texts.message}</p>
      {variant === 'offers' ? (
        <a className="btn btn--accent" href={texts.clearFilters.path}>
          {texts.clearFilters.label}
        </a>
      ) : (
        <button type="button" className="btn btn--accent" onClick={onClear}>
          {texts.clearFilters.label}
        </button>
      )}
    </div>
  );
}
