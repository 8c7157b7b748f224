/**
 * The finance teaser (SPEC.md §9 "Finance teaser shows weekly payment, deposit,
 * term in months, comparison rate"), and the offer's balloon when it has one
 * (docs/decisions.md "Finance": a weekly payment priced with a balloon is not
 * shown without it).
 */
import { offerResidual } from './calculator.ts';
import { offerTermMonths, type LenderOffer } from './offer.ts';

/** What the teaser shows (SPEC.md §9); a missing figure is null and left out by the UI. */
export interface FinanceTeaser {
  weeklyPayment: number | null;
  deposit: number | null;
  termMonths: number | null;
  comparisonRate: number | null;
  /** The offer's balloon (SPEC.md §3), null when it has none (0 or missing). */
  balloon: number | null;
}

/**
 * The teaser figures from the provider's offer (SPEC.md §9): paymentWeek,
 * deposit, term in months (termMonths, else termYears x 12),
 * comparisonRate and a positive balloon. Null without an offer.
 */
export function financeTeaser(offer: LenderOffer | null | undefined): FinanceTeaser | null {
  if (!offer) return null;
  return {
    weeklyPayment: numberOrNull(offer.paymentWeek),
    deposit: numberOrNull(offer.deposit),
    termMonths: offerTermMonths(offer),
    comparisonRate: numberOrNull(offer.comparisonRate),
    balloon: offerResidual(offer) > 0 ? offerResidual(offer) : null,
  };
}

function numberOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
