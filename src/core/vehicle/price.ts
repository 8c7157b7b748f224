/**
 * Which price a car shows, and its was-price line (SPEC.md §4 "Price display
 * precedence", §9 "Price display min 10").
 */

import { formatCurrency } from '../money.ts';
import type { CarPrices, CurrencyCode } from '../types.ts';

/** Offer and normal prices show only when above this (SPEC.md §9: "Price display min 10"). */
export const PRICE_DISPLAY_MIN = 10;

/** Text for preorder cars without a displayable price (SPEC.md §4). */
export const PREORDER_TEXT = 'PREORDER';

/** Default no-price text (SPEC.md §4: "default 'Enquire for price.'"), verbatim. */
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.';

/** The price line to show. `amount` is the number `text` formats. */
export type PriceDisplay =
  | { kind: 'subscription' | 'offer' | 'price'; amount: number; text: string }
  | { kind: 'preorder'; text: typeof PREORDER_TEXT }
  | { kind: 'no-price'; text: string };

/** Options of {@link priceDisplay} and {@link wasPrice}. */
export interface PriceOptions {
  /** Tenant currency for formatCurrency. Default 'AUD'. */
  currency?: CurrencyCode | undefined;
  /** The site's configured no-price text. Default 'Enquire for price.' */
  noPriceText?: string | undefined;
}

function above(value: number | null | undefined, min: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > min;
}

/**
 * Price display precedence (SPEC.md §4), first match wins:
 *
 * 1. subscription_price when offered and above 0 ("offered" = the car
 *    carries a subscription_price; there is no separate flag in §3);
 * 2. offer_price (the reduced price) when above 10 (10 skipped, 11 shown);
 * 3. price when above 10;
 * 4. 'PREORDER' when `preorder` is true;
 * 5. the configured no-price text (default 'Enquire for price.').
 *
 * Amounts are formatted with formatCurrency ('$45,990'); the price_type
 * label is left to the caller.
 */
export function priceDisplay(car: CarPrices, options: PriceOptions = {}): PriceDisplay {
  const currency = options.currency ?? 'AUD';
  const money = (kind: 'subscription' | 'offer' | 'price', amount: number): PriceDisplay => ({
    kind,
    amount,
    text: formatCurrency(amount, currency),
  });
  if (above(car.subscription_price, 0)) return money('subscription', car.subscription_price);
  if (above(car.offer_price, PRICE_DISPLAY_MIN)) return money('offer', car.offer_price);
  if (above(car.price, PRICE_DISPLAY_MIN)) return money('price', car.price);
  if (car.preorder === true) return { kind: 'preorder', text: PREORDER_TEXT };
  return { kind: 'no-price', text: options.noPriceText ?? DEFAULT_NO_PRICE_TEXT };
}

/**
 * The amount a price sort orders a car by (SPEC.md §4 price display): its
 * purchase price as the card shows it, the offer price when above 10, else
 * the price when above 10; null when it has none, so the card shows
 * 'PREORDER', the no-price text ('Enquire for price.') or a subscription
 * price alone (a recurring amount, not comparable with a sale price). Price sorts list cars with null last in
 * both directions (a choice: the spec is silent).
 */
export function priceSortValue(car: CarPrices): number | null {
  if (above(car.offer_price, PRICE_DISPLAY_MIN)) return car.offer_price;
  if (above(car.price, PRICE_DISPLAY_MIN)) return car.price;
  return null;
}

/**
 * Was-price line (SPEC.md §4: "A was-price line shows when before_price
 * exceeds the current price"): before_price formatted, when it is strictly
 * greater than the displayed offer or normal price, compared in whole
 * dollars as both are displayed. Never shown next to a
 * subscription price (a recurring amount is not comparable with a sale
 * price), PREORDER or the no-price text. Returns null when not shown.
 */
export function wasPrice(
  car: CarPrices,
  display: PriceDisplay,
  options: Pick<PriceOptions, 'currency'> = {},
): { amount: number; text: string } | null {
  if (display.kind !== 'offer' && display.kind !== 'price') return null;
  // Compared in whole dollars, as displayed, so '$45,990' is never "was $45,990".
  if (!above(car.before_price, 0) || Math.round(car.before_price) <= Math.round(display.amount)) {
    return null;
  }
  return {
    amount: car.before_price,
    text: formatCurrency(car.before_price, options.currency ?? 'AUD'),
  };
}
