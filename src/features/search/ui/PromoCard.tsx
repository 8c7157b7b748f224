import { PROMO_CARD_LINES, PROMO_CARD_TITLE } from '~/core/search/promo.ts';

/** The "We Want Your Car!" card between results (SPEC.md §2 Search). */
export function PromoCard() {
  return (
    <a href="/sell-my-car">
      <strong>{PROMO_CARD_TITLE}</strong>
      {PROMO_CARD_LINES.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </a>
  );
}
