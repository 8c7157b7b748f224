import { useCurrentRefinements } from 'react-instantsearch';
import { formatCurrency } from '~/core/money.ts';
import { CLEAR_FILTERS_LABEL } from '~/core/search/options.ts';
import type { SearchCatalogue } from '~/core/search/routing.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { FACET_LEGENDS, valueLabel } from './labels.ts';
import { useClearFilters } from './useClearFilters.ts';

/** The chosen filters, each removable, and Clear Filters. */
export function CurrentRefinementsWidget({
  catalogue,
  currency,
}: {
  catalogue: SearchCatalogue;
  currency: CurrencyCode;
}) {
  const { items } = useCurrentRefinements({ excludedAttributes: [] });
  const clear = useClearFilters();
  if (items.length === 0) return null;
  const text = (attribute: string, r: { type: string; value: string | number; operator?: string | undefined }) => {
    if (r.type !== 'numeric') return valueLabel(attribute, String(r.value), catalogue);
    const n = Number(r.value);
    const shown = attribute === 'price' ? formatCurrency(n, currency) : n.toLocaleString('en-AU');
    return `${r.operator === '<=' ? 'up to' : 'from'} ${shown}`;
  };
  return (
    <div className="current-refinements" aria-label="Chosen filters" role="group">
      <ul>
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
