/**
 * The finance teaser (SPEC.md §9 "Finance teaser shows weekly payment, deposit,
 * term in months, comparison rate").
 */
import { offerTermMonths, type LenderOffer } from './offer.ts';

/** What the teaser shows (SPEC.md §9); a missing figure is null and left out by the UI. */
export interface FinanceTeaser {
  weeklyPayment: number | null;
  deposit: number | null;
  termMonths: number | null;
  comparisonRate: number | null;
}

/**
 * The teaser figures from the provider's offer (SPEC.md §9): paymentWeek,
 * deposit, term in months (termMonths, else termYears x 12) and
 * comparisonRate. Null without an offer.
 */
export function financeTeaser(offer: LenderOffer | null | undefined): FinanceTeaser | null {
  if (!offer) return null;
  return {
    weeklyPayment: numberOrNull(offer.paymentWeek),
    deposit: numberOrNull(offer.deposit),
    termMonths: offerTermMonths(offer),
    comparisonRate: numberOrNull(offer.comparisonRate),
  };
}

function numberOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
