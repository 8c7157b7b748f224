/**
 * Repayment frequencies of the finance calculator.
 *
 * SPEC.md §3 "Finance calculator inputs: ... frequency (week 52, fortnight 26,
 * month 12; labels wk, fn, mo, yr)" and §9 "Finance: frequencies weekly 52,
 * fortnightly 26, monthly 12".
 */

/** The selectable repayment frequencies (SPEC.md §3, §9). */
export const FREQUENCIES = ['week', 'fortnight', 'month'] as const;

/** A selectable repayment frequency (SPEC.md §3). */
export type Frequency = (typeof FREQUENCIES)[number];

/** Payments per year for each frequency: week 52, fortnight 26, month 12 (SPEC.md §3, §9). */
export const PERIODS_PER_YEAR = { week: 52, fortnight: 26, month: 12 } as const satisfies Record<Frequency, number>;

/**
 * Short labels 'wk', 'fn', 'mo', 'yr' (SPEC.md §3). 'yr' labels a yearly figure
 * (for example the term) and is not a selectable repayment frequency: the spec
 * lists no periods-per-year value for it.
 */
export const FREQUENCY_LABELS = { week: 'wk', fortnight: 'fn', month: 'mo', year: 'yr' } as const;

/** Default frequency of a fresh calculator: weekly (SPEC.md §9 "frequency weekly"). */
export const DEFAULT_FREQUENCY: Frequency = 'week';

/** Type guard for text coming from a select element (SPEC.md §3 frequency values). */
export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}
