import { collapseSoldRuns } from '../../../core/search/sold.ts';
import { withPromoSlots } from '../../../core/search/promo.ts';
import type { CarSummary } from '../../../data/car-summary.ts';
import { cardModel, type CardSettings } from './card-model.ts';
import { PromoCard } from './PromoCard.tsx';
import { ResultCard } from './ResultCard.tsx';

/**
 * One page of results: sold runs collapsed (SPEC.md §4), the promo card at
 * the tenant's positions (SPEC.md §2), each hit as a ResultCard.
 */
export function ResultsGrid({
  hits,
  settings,
  promoPositions,
  busy = false,
}: {
  hits: readonly CarSummary[];
  settings: CardSettings;
  promoPositions: readonly number[];
  busy?: boolean;
}) {
  const items = withPromoSlots(collapseSoldRuns(hits), promoPositions);
  return (
    <ol className="grid search-results" aria-label="Search results" aria-busy={busy || undefined}>
      {items.map((item) =>
        item.kind === 'hit' ? (
          <li key={item.hit.id}>
            <ResultCard card={cardModel(item.hit, settings)} headingLevel={2} />
          </li>
        ) : (
          <li key={`promo-${item.position}`} className="promo-card">
            <PromoCard />
          </li>
        ),
      )}
    </ol>
  );
}
