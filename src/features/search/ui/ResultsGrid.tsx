import type { LatLng } from '~/core/locations.ts';
import { distanceText } from '~/core/search/nearest.ts';
import { withPromoSlots } from '~/core/search/promo.ts';
import type { CarSummary } from '~/data/car-summary.ts';
import { cardModel, type CardSettings } from './card-model.ts';
import { PromoCard } from './PromoCard.tsx';
import { ResultCard } from './ResultCard.tsx';
import { CardTools } from '../../garage/CardTools.tsx';

/**
 * One page of results as the search answered it, the promo card at the
 * tenant's positions (SPEC.md §2), each hit as a ResultCard. Sold runs
 * (SPEC.md §4) are collapsed by the search itself, over the whole result,
 * so that every page but the last is full (the embedded engine;
 * docs/decisions.md for Meilisearch): collapsing one page here would leave
 * pages short.
 */
export function ResultsGrid({
  hits,
  settings,
  promoPositions,
  busy = false,
  centre = null,
}: {
  hits: readonly CarSummary[];
  settings: CardSettings;
  promoPositions: readonly number[];
  busy?: boolean;
  /** The searched point (a postcode search): each card says how far its car is. */
  centre?: LatLng | null;
}) {
  const items = withPromoSlots(hits, promoPositions);
  return (
    <ol className="grid search-results" aria-label="Search results" aria-busy={busy || undefined}>
      {items.map((item, index) =>
        item.kind === 'hit' ? (
          <li key={item.hit.id}>
            <Card hit={item.hit} settings={settings} priority={index === 0} centre={centre} />
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

/** One hit's card with the tenant's card tools (favourite, compare, watchlist). */
function Card({
  hit,
  settings,
  priority,
  centre,
}: {
  hit: CarSummary;
  settings: CardSettings;
  priority: boolean;
  centre: LatLng | null;
}) {
  const card = cardModel(hit, settings);
  // Search hits carry the location's coordinates (search/document.ts).
  const { lat, lng } = hit as CarSummary & { lat?: unknown; lng?: unknown };
  const distance = distanceText(centre, lat, lng);
  const tools =
    card.garage && settings.garage ? (
      <CardTools garage={card.garage} settings={settings.garage} carName={card.title} />
    ) : null;
  return <ResultCard card={card} headingLevel={2} tools={tools} priority={priority} distance={distance} />;
}
