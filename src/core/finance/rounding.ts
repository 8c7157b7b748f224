/**
 * Rounding of a computed repayment (SPEC.md §9): "rounded to the nearest
 * dollar (ausloans rounded up or down by a comparison with a stored vehicle
 * value; ceiling on one site)".
 */

/**
 * How a computed repayment is rounded to whole dollars (SPEC.md §9).
 *
 * - `'nearest'` (default): nearest dollar, halves up.
 * - `'ceiling'`: always up ("ceiling on one site").
 * - `'storedValueComparison'`: the spec's lender 'ausloans' "rounded up or down
 *   by a comparison with a stored vehicle value". The spec does not say which
 *   side rounds which way; this core reads it as: when the amount being
 *   financed is at or above the vehicle value stored with the lender's offer the
 *   payment rounds up, below it the payment rounds down (a figure that never
 *   understates the lender's advertised price point and never overstates a
 *   cheaper configuration). Without a stored value it falls back to nearest.
 */
export type RoundingRule = 'nearest' | 'ceiling' | 'storedValueComparison';

/** Context needed by the `'storedValueComparison'` rule (SPEC.md §9). */
export interface RoundingContext {
  /** The amount (vehicle price) entered in the calculator. */
  amount: number;
  /** Vehicle value stored with the lender's offer; null/undefined when unknown. */
  storedVehicleValue?: number | null | undefined;
}

/**
 * Rounds a raw repayment to whole dollars by `rule` (SPEC.md §9). Non-finite
 * input is returned unchanged so the caller's "Enquire for Finance" check sees it.
 */
export function roundPayment(raw: number, rule: RoundingRule, context: RoundingContext): number {
  if (!Number.isFinite(raw)) return raw;
  switch (rule) {
    case 'ceiling':
      // Guard against binary noise such as 147.00000000000003 -> 148.
      return Math.ceil(raw - 1e-9);
    case 'storedValueComparison': {
      const stored = context.storedVehicleValue;
      if (stored == null || !Number.isFinite(stored)) return Math.round(raw);
      return context.amount >= stored ? Math.ceil(raw - 1e-9) : Math.floor(raw + 1e-9);
    }
    case 'nearest':
      return Math.round(raw);
  }
}
