/**
 * Third-party finance quote (SPEC.md §3 "Finance quote request:
 * selfAssessedCreditScore, purchasePrice, loanTerm, year, vin, nvic,
 * whoIsHelping"; §7 "POST /api/youx/quote | body selfAssessedCreditScore fixed
 * GREAT, purchasePrice, loanTerm fixed 5, year, vin, nvic, whoIsHelping empty;
 * sent when feature on, no quote held, price above 0"; §9 "Quote request loan
 * term 5").
 */

/** SPEC.md §7 endpoint. */
export const QUOTE_PATH = '/api/youx/quote';

/** Quote held on the car (SPEC.md §3 Car.youxQuote). */
export interface FinanceQuote {
  weeklyRepaymentAmount?: number | null | undefined;
  advertisedRate?: number | null | undefined;
  comparisonRate?: number | null | undefined;
}

/** Body of POST /api/youx/quote (SPEC.md §7). */
export interface QuoteRequestBody {
  selfAssessedCreditScore: 'GREAT';
  purchasePrice: number;
  loanTerm: 5;
  year: number;
  vin: string | null;
  nvic: string | null;
  whoIsHelping: '';
}

/** Car fields the quote request reads (SPEC.md §3). */
export interface QuoteCar {
  price?: number | null | undefined;
  year: number;
  vin?: string | null | undefined;
  nvic?: string | null | undefined;
}

/**
 * The request body (SPEC.md §7): score fixed 'GREAT', loan term fixed 5,
 * whoIsHelping '', the rest from the car. A missing vin or nvic is sent as
 * null (the spec does not say; null keeps "unknown" distinct from empty).
 */
export function quoteRequestBody(car: QuoteCar): QuoteRequestBody {
  return {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: car.price ?? 0,
    loanTerm: 5,
    year: car.year,
    vin: car.vin ?? null,
    nvic: car.nvic ?? null,
    whoIsHelping: '',
  };
}

/** SPEC.md §7 "sent when feature on, no quote held, price above 0". */
export function shouldRequestQuote(
  featureEnabled: boolean,
  heldQuote: FinanceQuote | null | undefined,
  price: number | null | undefined,
): boolean {
  return featureEnabled && heldQuote == null && typeof price === 'number' && price > 0;
}
