/**
 * The finance repayment formula (SPEC.md §9): "Periodic rate = annual rate /100
 * / periods per year; periods = term x periods per year; standard annuity
 * payment with residual discounted to present value".
 */

/** Inputs of {@link annuityPayment} (SPEC.md §9 annuity); all amounts in dollars. */
export interface AnnuityInput {
  /** Amount financed (SPEC.md §9 "Loan = price - deposit + establishment fees"). */
  principal: number;
  /** Annual interest rate in percent, e.g. 10 for 10% p.a. */
  annualRatePercent: number;
  /** Term in years (may be fractional, e.g. 3.5). */
  termYears: number;
  /** 52, 26 or 12 (SPEC.md §9 frequencies). */
  periodsPerYear: number;
  /** Residual (balloon) owed after the last payment, in dollars; default 0. */
  residual?: number;
}

/**
 * Unrounded payment per period, paid in arrears (SPEC.md §9):
 *
 *   r = annual / 100 / periodsPerYear,  n = termYears x periodsPerYear
 *   payment = (principal - residual / (1 + r)^n) x r / (1 - (1 + r)^-n)
 *
 * At 0% the payment is (principal - residual) / n. Returns NaN when the term
 * gives no periods (n <= 0) or an input is not finite; callers decide how to
 * show that.
 */
export function annuityPayment(input: AnnuityInput): number {
  const { principal, annualRatePercent, termYears, periodsPerYear } = input;
  const residual = input.residual ?? 0;
  const n = termYears * periodsPerYear;
  if (
    !(n > 0) ||
    !Number.isFinite(principal) ||
    !Number.isFinite(annualRatePercent) ||
    !Number.isFinite(residual) ||
    !Number.isFinite(n)
  ) {
    return Number.NaN;
  }
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return (principal - residual) / n;
  const growth = Math.pow(1 + r, n);
  return ((principal - residual / growth) * r) / (1 - 1 / growth);
}
