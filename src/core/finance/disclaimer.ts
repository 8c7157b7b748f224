/**
 * Finance disclaimer texts and the comparison-rate range (SPEC.md §4 "Disclaimer
 * toggles between full and 197-character version"; §9 "Comparison-rate ranges
 * '8.38%' and '19.42%' ...", "Comparison-rate example ...", "estimate note ...",
 * "Disclaimer: indicative only, not a binding quote, approved applicants only,
 * terms, fees and lending criteria apply"; §9 "disclaimer preview 197 chars").
 */

/** SPEC.md §9 comparison-rate example, verbatim. */
export const COMPARISON_RATE_EXAMPLE = '5-year secured consumer fixed rate loan of $30,000';

/** SPEC.md §9 estimate note, verbatim. */
export const ESTIMATE_NOTE = '5-year term, 10.0% deposit, 30% final payment';

/**
 * The generic finance disclaimer (SPEC.md §9 "indicative only, not a binding
 * quote, approved applicants only, terms, fees and lending criteria apply"),
 * written out as full sentences because the spec gives only its points.
 */
export const FINANCE_DISCLAIMER =
  'This repayment is indicative only and is not a binding quote. Finance is available to approved applicants only. Terms, fees and lending criteria apply.';

/** SPEC.md §9 comparison-rate range, lowest and highest, as displayed. */
export const COMPARISON_RATE_RANGE = { from: '8.38%', to: '19.42%' } as const;

/** A number followed by a percent sign, e.g. '5.99%', '7 %'. */
const PERCENTAGE = /\d+(?:\.\d+)?\s?%/;

/**
 * The comparison-rate range to show, or null (SPEC.md §9 "Comparison-rate ranges
 * '8.38%' and '19.42%' when a percentage appears in the disclaimer or provider
 * is powertorque"). "A percentage appears" is read as: the offer's disclaimer
 * contains a number followed by '%'. The provider half is the option
 * `alwaysShowComparisonRange` (preset `comparisonRangeProvider`).
 */
export function comparisonRateRange(
  disclaimer: string | null | undefined,
  alwaysShowComparisonRange: boolean,
): typeof COMPARISON_RATE_RANGE | null {
  if (alwaysShowComparisonRange) return COMPARISON_RATE_RANGE;
  return disclaimer && PERCENTAGE.test(disclaimer) ? COMPARISON_RATE_RANGE : null;
}

// The 197-character disclaimer preview is the text rule disclaimerPreview of src/core/text.ts.
