import { useCurrentRefinements, useInstantSearch } from 'react-instantsearch';
import { formatCurrency } from '~/core/money.ts';
import { CLEAR_FILTERS_LABEL } from '~/core/search/options.ts';
import type { SearchCatalogue } from '~/core/search/routing.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { FACET_LEGENDS, valueLabel } from './labels.ts';
import { useClearFilters } from './useClearFilters.ts';
import { geoOfUiState, withGeoUiState, type GeoValue } from './useGeoFilter.ts';

/** The distance filter's chip: 'Distance: within 25 km of 2150'. */
export function distanceChipLabel(geo: GeoValue): string {
  const km = Math.round(geo.radiusKm).toLocaleString('en-AU');
  return `Distance: within ${km} km${geo.locationId ? ` of ${geo.locationId}` : ''}`;
}

/**
 * The chosen filters, each removable (the distance filter too), and Clear
 * Filters. `placement` 'results': the copy above the results, shown on
 * phones, where the filters' own copy waits in the closed drawer (search.css).
 */
export function CurrentRefinementsWidget({
  catalogue,
  currency,
  placement = 'filters',
}: {
  catalogue: SearchCatalogue;
  currency: CurrencyCode;
  placement?: 'filters' | 'results';
}) {
  const { items } = useCurrentRefinements({ excludedAttributes: [] });
  const { indexUiState, setIndexUiState } = useInstantSearch();
  const geo = geoOfUiState(indexUiState);
  const clear = useClearFilters();
  if (items.length === 0 && geo === null) return null;
  const text = (attribute: string, r: { type: string; value: string | number; operator?: string | undefined }) => {
    if (r.type !== 'numeric') return valueLabel(attribute, String(r.value), catalogue);
    const n = Number(r.value);
    const shown = attribute === 'price' ? formatCurrency(n, currency) : n.toLocaleString('en-AU');
    return `${r.operator === '<=' ? 'up to' : 'from'} ${shown}`;
  };
  return (
    <div
      className={placement === 'results' ? 'current-refinements current-refinements--results' : 'current-refinements'}
      aria-label="Chosen filters"
      role="group"
    >
      <ul>
        {geo && (
          <li>
            <button
              type="button"
              className="chip-button"
              onClick={() => setIndexUiState((state) => withGeoUiState(state, null))}
            >
              {distanceChipLabel(geo)}
              <span aria-hidden="true"> ×</span>
              <span className="visually-hidden"> (remove)</span>
            </button>
          </li>
        )}
        {items.flatMap((item) =>
          item.refinements.map((r) => {
            const label = `${FACET_LEGENDS[item.attribute] ?? item.label}: ${text(item.attribute, r)}`;
            return (
              <li key={`${item.attribute}:${r.operator ?? ''}${String(r.value)}`}>
                <button type="button" className="chip-button" onClick={() => item.refine(r)}>
                  {label}
                  <span aria-hidden="true"> ×</span>
                  <span className="visually-hidden"> (remove)</span>
                </button>
              </li>
            );
          }),
        )}
      </ul>
      <button type="button" className="btn btn--outline" onClick={clear}>
        {CLEAR_FILTERS_LABEL}
      </button>
    </div>
  );
}
