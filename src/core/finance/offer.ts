/**
 * The lender offer a car carries per finance provider (SPEC.md §3 "Finance
 * lender/offer: disclaimer, deposit, paymentWeek, paymentMonth, totalPayable,
 * interestRate, comparisonRate, termMonths, termYears, term{N}, balloon,
 * establishmentFees, financeProvider" and Car.finance_lenders "keyed by provider").
 */

/**
 * One lender offer (SPEC.md §3). The spec's `term{N}` fields are not read by
 * any rule in this core (their meaning is not given), so they are not typed.
 */
export interface LenderOffer {
  disclaimer?: string | null | undefined;
  deposit?: number | null | undefined;
  paymentWeek?: number | null | undefined;
  paymentMonth?: number | null | undefined;
  totalPayable?: number | null | undefined;
  interestRate?: number | null | undefined;
  comparisonRate?: number | null | undefined;
  termMonths?: number | null | undefined;
  termYears?: number | null | undefined;
  balloon?: number | null | undefined;
  establishmentFees?: number | null | undefined;
  financeProvider?: string | null | undefined;
}

/** Car.finance_lenders: offers keyed by finance provider name (SPEC.md §3). */
export type FinanceLenders = Readonly<Record<string, LenderOffer | null | undefined>>;

/**
 * The offer for the site's finance provider (SPEC.md §1 site setting
 * finance_provider; §3 finance_lenders keyed by provider); null when the car has
 * none or no provider is configured.
 */
export function lenderOfferFor(
  lenders: FinanceLenders | null | undefined,
  provider: string | null | undefined,
): LenderOffer | null {
  if (!lenders || !provider) return null;
  return lenders[provider] ?? null;
}

/**
 * The offer's term in years (SPEC.md §9 "term offer's else ..."): termYears,
 * else termMonths / 12, else null.
 */
export function offerTermYears(offer: LenderOffer | null | undefined): number | null {
  if (!offer) return null;
  if (isPositive(offer.termYears)) return offer.termYears;
  if (isPositive(offer.termMonths)) return offer.termMonths / 12;
  return null;
}

/**
 * The offer's term in months (SPEC.md §9 "Finance teaser shows ... term in
 * months"): termMonths, else termYears x 12, else null.
 */
export function offerTermMonths(offer: LenderOffer | null | undefined): number | null {
  if (!offer) return null;
  if (isPositive(offer.termMonths)) return offer.termMonths;
  if (isPositive(offer.termYears)) return offer.termYears * 12;
  return null;
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
