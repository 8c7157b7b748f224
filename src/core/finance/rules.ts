/**
 * Tenant- and provider-dependent options of the vehicle-page finance
 * calculator (SPEC.md §5 "Finance sliders", §9 "Finance"). Every "one site",
 * "one provider" and "one lender" variant is a named option with the spec's
 * default; {@link FINANCE_PROVIDER_PRESETS} bundles the per-provider ones so a
 * tenant picks a preset by name instead of the core testing a slug.
 */
import type { FeeSchedule } from './fees.ts';
import type { RoundingRule } from './rounding.ts';

/** A stepped numeric range (SPEC.md §5 sliders). */
export interface SteppedRange {
  min: number;
  max: number;
  step: number;
}

/**
 * Loan-term choices (SPEC.md §5 "term 1 to 7 years in 0.5 steps (max 5 on some
 * sites or a custom year list)").
 */
export type TermRule = ({ kind: 'range' } & SteppedRange) | { kind: 'years'; years: readonly number[] };

/**
 * Interest choices (SPEC.md §5 "interest 0.5 to 15 in 0.5 steps, bounds differ
 * per provider; interest locked on some sites"; §9 "One site shows fixed
 * interest 12.94 percent").
 */
export type InterestRule = ({ kind: 'range' } & SteppedRange) | { kind: 'locked'; value: number };

/** Options of the finance calculator (SPEC.md §5, §9); see {@link DEFAULT_FINANCE_RULES} for the spec defaults. */
export interface FinanceCalculatorRules {
  /** SPEC.md §9 "term offer's else 5 (or 6) years". */
  defaultTermYears: number;
  /** SPEC.md §9 "interest offer's else configured default (10 on one default)". */
  defaultInterest: number;
  /**
   * SPEC.md §9 "Loan = price - deposit + establishment fees (default 0; 1300 on
   * one provider site; 1360.5 for lender ausloans)".
   */
  establishmentFees: number;
  /** SPEC.md §9 "rounded to the nearest dollar (... ausloans ...; ceiling on one site)". */
  rounding: RoundingRule;
  /**
   * SPEC.md §9 "Fortnightly is twice weekly, or 12 x monthly / 26": which lender
   * figure a matched offer's fortnightly payment is derived from.
   */
  fortnightlyFromLender: 'weekly' | 'monthly';
  /** SPEC.md §9 "Monthly repayment = weekly x 4.33" where a site uses it. */
  monthlyFromWeekly: boolean;
  /** SPEC.md §5 "loan amount ... min 1000 (5000 for one provider or site)". */
  amountMin: number;
  /** SPEC.md §5 "max 100000 (1.05 x price for high-priced cars on some sites)". */
  amountMaxScalesWithPrice: boolean;
  /** SPEC.md §5 term slider. */
  term: TermRule;
  /** SPEC.md §5 interest slider, or the locked rate. */
  interest: InterestRule;
  /**
   * SPEC.md §9 "Comparison-rate ranges '8.38%' and '19.42%' when ... provider is
   * powertorque": show the range whatever the disclaimer says.
   */
  alwaysShowComparisonRange: boolean;
  /** SPEC.md §9 "One variant fees: ..."; null when the tenant shows no fee list. */
  feeSchedule: FeeSchedule | null;
}

/** Loan amount slider step (SPEC.md §5 "loan amount step 500"). */
export const AMOUNT_STEP = 500;
/** Loan amount slider max (SPEC.md §5 "max 100000"). */
export const AMOUNT_MAX = 100_000;
/** Factor for high-priced cars (SPEC.md §5 "1.05 x price for high-priced cars"). */
export const AMOUNT_MAX_PRICE_FACTOR = 1.05;
/** Default amount when the car has no price (SPEC.md §9 "car price if above 0 else 30000"). */
export const DEFAULT_AMOUNT = 30_000;
/** Default residual (SPEC.md §9 "residual 0"). */
export const DEFAULT_RESIDUAL = 0;
/** Default deposit without an offer (SPEC.md §9 "deposit offer's else 0"). */
export const DEFAULT_DEPOSIT = 0;
/** SPEC.md §9 "When inputs match the lender's offer within 0.1". */
export const OFFER_MATCH_TOLERANCE = 0.1;
/** SPEC.md §9 "Monthly repayment = weekly x 4.33". */
export const WEEKS_PER_MONTH = 4.33;
/** SPEC.md §9/§8 "payment 25 or less shows 'Enquire for Finance'". */
export const ENQUIRE_THRESHOLD = 25;
/** SPEC.md §9 "One site shows fixed interest 12.94 percent". */
export const FIXED_INTEREST_RATE = 12.94;

/** Default term slider: 1 to 7 years, 0.5 steps (SPEC.md §5). */
export const DEFAULT_TERM_RULE = { kind: 'range', min: 1, max: 7, step: 0.5 } as const satisfies TermRule;
/** Term slider of "some sites": max 5 (SPEC.md §5). */
export const SHORT_TERM_RULE = { kind: 'range', min: 1, max: 5, step: 0.5 } as const satisfies TermRule;
/** Default interest slider: 0.5 to 15, 0.5 steps (SPEC.md §5). */
export const DEFAULT_INTEREST_RULE = {
  kind: 'range',
  min: 0.5,
  max: 15,
  step: 0.5,
} as const satisfies InterestRule;
/** Locked interest of one site: 12.94% (SPEC.md §9). */
export const FIXED_INTEREST_RULE = {
  kind: 'locked',
  value: FIXED_INTEREST_RATE,
} as const satisfies InterestRule;

/** The spec's defaults for every option (SPEC.md §5, §9). */
export const DEFAULT_FINANCE_RULES: FinanceCalculatorRules = {
  defaultTermYears: 5,
  defaultInterest: 10,
  establishmentFees: 0,
  rounding: 'nearest',
  fortnightlyFromLender: 'weekly',
  monthlyFromWeekly: false,
  amountMin: 1000,
  amountMaxScalesWithPrice: false,
  term: DEFAULT_TERM_RULE,
  interest: DEFAULT_INTEREST_RULE,
  alwaysShowComparisonRange: false,
  feeSchedule: null,
};

/**
 * Per-provider option bundles (SPEC.md §5, §9), named by the rule they carry.
 * A tenant's configuration names a preset and may override single options with
 * {@link financeRules}.
 *
 * - `standard`: the defaults.
 * - `establishmentFee1300`: "1300 on one provider site".
 * - `storedValueLender`: the spec's lender 'ausloans': establishment fees 1360.5
 *   and rounding "up or down by a comparison with a stored vehicle value".
 * - `comparisonRangeProvider`: the spec's provider 'powertorque': comparison-rate
 *   range always shown.
 * - `minimumAmount5000`: "min 5000 for one provider or site".
 */
export const FINANCE_PROVIDER_PRESETS = {
  standard: {},
  establishmentFee1300: { establishmentFees: 1300 },
  storedValueLender: { establishmentFees: 1360.5, rounding: 'storedValueComparison' },
  comparisonRangeProvider: { alwaysShowComparisonRange: true },
  minimumAmount5000: { amountMin: 5000 },
} as const satisfies Record<string, Partial<FinanceCalculatorRules>>;

/** Name of a {@link FINANCE_PROVIDER_PRESETS} entry (SPEC.md §9 per-provider options). */
export type FinanceProviderPreset = keyof typeof FINANCE_PROVIDER_PRESETS;

/**
 * Resolves the calculator options: spec defaults, then the named provider
 * preset, then the tenant's own overrides (SPEC.md §5, §9).
 */
export function financeRules(
  preset: FinanceProviderPreset = 'standard',
  overrides: Partial<FinanceCalculatorRules> = {},
): FinanceCalculatorRules {
  return { ...DEFAULT_FINANCE_RULES, ...FINANCE_PROVIDER_PRESETS[preset], ...overrides };
}
