/**
 * The finance estimate calculator of the price panel and whether a car gets a
 * finance estimate at all (SPEC.md §5 "Finance estimate calculator (price
 * panel)" and "Finance estimate shown only if ...").
 */
import { formatCurrency } from '../money.ts';
import type { CurrencyCode } from '../types.ts';
import { defaultFinanceInputs, type FinanceInputs } from './calculator.ts';
import { DEFAULT_FREQUENCY, type Frequency } from './frequency.ts';
import { lenderOfferFor, type FinanceLenders, type LenderOffer } from './offer.ts';
import { DEFAULT_FINANCE_RULES, type FinanceCalculatorRules, type SteppedRange } from './rules.ts';

/** SPEC.md §5 "or at or above 250,000". */
export const ESTIMATE_MAX_PRICE = 250_000;
/** SPEC.md §5 "Term 1 to 7, step 0.5". */
export const ESTIMATE_TERM_RANGE = { min: 1, max: 7, step: 0.5 } as const satisfies SteppedRange;
/** SPEC.md §5 "Deposit/trade-in optional 0 to 250,000 step 0.5". */
export const ESTIMATE_DEPOSIT_RANGE = { min: 0, max: 250_000, step: 0.5 } as const satisfies SteppedRange;
/** SPEC.md §5 "Residual optional 0 to 250,000 step 0.5". */
export const ESTIMATE_RESIDUAL_RANGE = { min: 0, max: 250_000, step: 0.5 } as const satisfies SteppedRange;

/** Options of the estimate calculator (SPEC.md §5); defaults in {@link DEFAULT_ESTIMATE_RULES}. */
export interface EstimateRules {
  /** SPEC.md §5 "min $5,000 for one lender/variant, else $1,000". */
  minPrice: number;
  /** SPEC.md §5 "Interest 0.5 to 15 step 0.5; one lender 7.5 to 14.5; one variant 4 to 20". */
  interest: SteppedRange;
  /** SPEC.md §5 "interest hidden on one variant". */
  showInterest: boolean;
  /** SPEC.md §5 "Residual ... hidden on one variant". */
  showResidual: boolean;
  /** SPEC.md §5 "Frequency selector hidden for lender Angle". */
  showFrequencySelector: boolean;
}

/** The spec's defaults (SPEC.md §5). */
export const DEFAULT_ESTIMATE_RULES: EstimateRules = {
  minPrice: 1000,
  interest: { min: 0.5, max: 15, step: 0.5 },
  showInterest: true,
  showResidual: true,
  showFrequencySelector: true,
};

/**
 * Named option bundles for lenders and variants (SPEC.md §5). The spec gives no
 * step for the 7.5-14.5 and 4-20 ranges; they keep the default 0.5. It does not
 * say whether the variant hiding interest is the one hiding the residual; they
 * are bundled here and remain separate options.
 *
 * - `minimumPrice5000`: "min $5,000 for one lender/variant".
 * - `narrowRateLender`: "one lender 7.5 to 14.5".
 * - `wideRateVariant`: "one variant 4 to 20".
 * - `hiddenRateVariant`: "interest hidden on one variant", "Residual ... hidden on one variant".
 * - `noFrequencySelectorLender`: the spec's lender 'Angle' ("Frequency selector hidden").
 */
export const ESTIMATE_PRESETS = {
  standard: {},
  minimumPrice5000: { minPrice: 5000 },
  narrowRateLender: { interest: { min: 7.5, max: 14.5, step: 0.5 } },
  wideRateVariant: { interest: { min: 4, max: 20, step: 0.5 } },
  hiddenRateVariant: { showInterest: false, showResidual: false },
  noFrequencySelectorLender: { showFrequencySelector: false },
} as const satisfies Record<string, Partial<EstimateRules>>;

/** Name of an {@link ESTIMATE_PRESETS} entry (SPEC.md §5 lender/variant options). */
export type EstimatePreset = keyof typeof ESTIMATE_PRESETS;

/** Defaults, then a named preset, then the tenant's overrides (SPEC.md §5). */
export function estimateRules(
  preset: EstimatePreset = 'standard',
  overrides: Partial<EstimateRules> = {},
): EstimateRules {
  return { ...DEFAULT_ESTIMATE_RULES, ...ESTIMATE_PRESETS[preset], ...overrides };
}

/** SPEC.md §5 "purchase price at or below 0 becomes 0" (also for text that is not a number). */
export function normalisePurchasePrice(price: number): number {
  return Number.isFinite(price) && price > 0 ? price : 0;
}

/**
 * SPEC.md §5/§8 "'Cannot be less than {min} or more than $250,000' when at or
 * below the minimum or at or above 250,000", {min} formatted as currency
 * ('$1,000', '$5,000'). Null when the price is strictly between the two.
 */
export function purchasePriceMessage(
  price: number,
  rules: Pick<EstimateRules, 'minPrice'> = DEFAULT_ESTIMATE_RULES,
  currency: CurrencyCode = 'AUD',
): string | null {
  const p = normalisePurchasePrice(price);
  if (p > rules.minPrice && p < ESTIMATE_MAX_PRICE) return null;
  return `Cannot be less than ${formatCurrency(rules.minPrice, currency)} or more than $250,000`;
}

/**
 * SPEC.md §5 "Other fields clamp to max if above, to min if at or below".
 * Values are not snapped to the step (the step is the input's own attribute).
 * Non-finite values give min.
 */
export function clampEstimateField(value: number, range: Pick<SteppedRange, 'min' | 'max'>): number {
  if (!Number.isFinite(value) || value <= range.min) return range.min;
  return value > range.max ? range.max : value;
}

/**
 * SPEC.md §5 "Numeric text keeps only digits, decimal point and minus sign",
 * e.g. '$25,000.50' -> '25000.50'.
 */
export function sanitizeNumericText(text: string): string {
  return text.replace(/[^\d.-]/g, '');
}

/** Raw field values of the estimate form (SPEC.md §5); optional fields are null when left empty. */
export interface EstimateFields {
  purchasePrice: number;
  term: number;
  interest: number;
  deposit: number | null;
  residual: number | null;
}

/**
 * Applies every field rule at once (SPEC.md §5): purchase price at or below 0
 * becomes 0 (otherwise kept: out-of-range prices get
 * {@link purchasePriceMessage}, not a clamp); term, interest and the optional
 * deposit and residual clamp to their ranges; empty optional fields stay empty.
 */
export function normaliseEstimateFields(
  fields: EstimateFields,
  rules: Pick<EstimateRules, 'interest'> = DEFAULT_ESTIMATE_RULES,
): EstimateFields {
  return {
    purchasePrice: normalisePurchasePrice(fields.purchasePrice),
    term: clampEstimateField(fields.term, ESTIMATE_TERM_RANGE),
    interest: clampEstimateField(fields.interest, rules.interest),
    deposit: fields.deposit === null ? null : clampEstimateField(fields.deposit, ESTIMATE_DEPOSIT_RANGE),
    residual: fields.residual === null ? null : clampEstimateField(fields.residual, ESTIMATE_RESIDUAL_RANGE),
  };
}

/** A field of the estimate form (SPEC.md §5). */
export type EstimateFieldKey = keyof EstimateFields;

/** The estimate form's field texts, as the shopper sees and types them. */
export type EstimateTexts = Record<EstimateFieldKey, string>;

/** A number as a field shows it: at most 2 decimals, no trailing zeros ('10.9', '25000.5'). */
function fieldText(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** A field's text read as a number: empty text is not a number. */
function textNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * The text a field shows once the shopper leaves it (SPEC.md §5): purchase
 * price at or below 0, or not a number, becomes '0' (a positive price stays,
 * even out of range: {@link purchasePriceMessage} says so); term and interest
 * clamp to their ranges (empty gives the minimum); deposit and residual clamp
 * to theirs and stay empty when left empty. e.g. purchasePrice '-5' -> '0',
 * term '9' -> '7'.
 */
export function settleEstimateText(
  key: EstimateFieldKey,
  text: string,
  rules: Pick<EstimateRules, 'interest'> = DEFAULT_ESTIMATE_RULES,
): string {
  switch (key) {
    case 'purchasePrice':
      return fieldText(normalisePurchasePrice(textNumber(text)));
    case 'term':
      return fieldText(clampEstimateField(textNumber(text), ESTIMATE_TERM_RANGE));
    case 'interest':
      return fieldText(clampEstimateField(textNumber(text), rules.interest));
    case 'deposit':
    case 'residual': {
      if (text.trim() === '') return '';
      return fieldText(
        clampEstimateField(Number(text), key === 'deposit' ? ESTIMATE_DEPOSIT_RANGE : ESTIMATE_RESIDUAL_RANGE),
      );
    }
  }
}

/**
 * The estimate's first texts (SPEC.md §5, §9 defaults, the same as the
 * calculator's): the car's price (not bounded by the calculator's slider),
 * the offer's term and rate clamped to the estimate's ranges, and the offer's
 * deposit and balloon (empty when it has none, or when the residual field is
 * hidden), so the repayment starts at the lender's own figure.
 */
export function estimateStartTexts(
  price: number,
  offer: LenderOffer | null | undefined,
  calculatorRules: FinanceCalculatorRules = DEFAULT_FINANCE_RULES,
  rules: Pick<EstimateRules, 'interest' | 'showResidual'> = DEFAULT_ESTIMATE_RULES,
): EstimateTexts {
  const start = defaultFinanceInputs(price, offer, calculatorRules);
  const optional = (value: number) => (value > 0 ? fieldText(value) : '');
  return {
    purchasePrice: fieldText(start.amount),
    term: fieldText(clampEstimateField(start.term, ESTIMATE_TERM_RANGE)),
    interest: fieldText(clampEstimateField(start.interest, rules.interest)),
    deposit: optional(start.tradeIn),
    residual: rules.showResidual ? optional(start.residual) : '',
  };
}

/**
 * Maps estimate fields onto the calculator's inputs so the price panel uses
 * the same repayment rule (`calculateFinance`, SPEC.md §9). Empty deposit and
 * residual count as 0; a hidden residual (`showResidual: false`) counts as 0.
 */
export function estimateToFinanceInputs(
  fields: EstimateFields,
  frequency: Frequency = DEFAULT_FREQUENCY,
  rules: Pick<EstimateRules, 'showResidual'> = DEFAULT_ESTIMATE_RULES,
): FinanceInputs {
  return {
    amount: fields.purchasePrice,
    term: fields.term,
    interest: fields.interest,
    tradeIn: fields.deposit ?? 0,
    residual: rules.showResidual ? (fields.residual ?? 0) : 0,
    frequency,
  };
}

/**
 * Provider rule kinds for showing a finance estimate (SPEC.md §5 "one provider
 * needs year within 12 years, price above 500 and a comparison rate; others
 * need price above 500 plus a weekly or monthly payment; one needs only a
 * generic eligibility check").
 */
export type EstimateEligibilityRule =
  | { kind: 'recentCarWithComparisonRate'; maxAgeYears: number; minPriceExclusive: number }
  | { kind: 'priceWithPayment'; minPriceExclusive: number }
  | { kind: 'genericOnly' };

/**
 * The spec's rule kinds by name; a tenant names the one its provider follows
 * (SPEC.md §5). `priceWithPayment` is the rule of "others", the default.
 */
export const ESTIMATE_ELIGIBILITY_RULES = {
  recentCarWithComparisonRate: { kind: 'recentCarWithComparisonRate', maxAgeYears: 12, minPriceExclusive: 500 },
  priceWithPayment: { kind: 'priceWithPayment', minPriceExclusive: 500 },
  genericOnly: { kind: 'genericOnly' },
} as const satisfies Record<string, EstimateEligibilityRule>;

/** Name of an {@link ESTIMATE_ELIGIBILITY_RULES} entry (SPEC.md §5 provider rules). */
export type EstimateEligibilityRuleName = keyof typeof ESTIMATE_ELIGIBILITY_RULES;

/** Car fields the estimate eligibility reads (SPEC.md §3). */
export interface EstimateEligibilityCar {
  price?: number | null | undefined;
  year: number;
  finance_lenders?: FinanceLenders | null | undefined;
}

/** Site context of {@link isFinanceEstimateShown} (SPEC.md §5 "lender data for the site's provider"). */
export interface EstimateEligibilityContext {
  /** The site's finance_provider setting (SPEC.md §1). */
  provider: string | null | undefined;
  /** The provider's rule kind; default `priceWithPayment` ("others"). */
  rule?: EstimateEligibilityRuleName;
  /** Calendar year now, for "year within 12 years" (taken as a parameter, no clock in the core). */
  currentYear: number;
  /**
   * Result of the generic car eligibility check, which this module does not
   * own; only read by `genericOnly`. Default false.
   */
  genericEligible?: boolean;
}

/**
 * SPEC.md §5 "Finance estimate shown only if the car has lender data for the
 * site's provider, rates not null, and provider rules". "Rates not null" is
 * read as the offer's interestRate being present. Then by rule kind:
 * `recentCarWithComparisonRate`: currentYear - year <= 12, price > 500 and a
 * comparisonRate; `priceWithPayment`: price > 500 and a positive paymentWeek or
 * paymentMonth; `genericOnly`: `genericEligible`.
 */
export function isFinanceEstimateShown(car: EstimateEligibilityCar, context: EstimateEligibilityContext): boolean {
  const offer = lenderOfferFor(car.finance_lenders, context.provider);
  if (!offer || offer.interestRate == null) return false;
  const rule: EstimateEligibilityRule = ESTIMATE_ELIGIBILITY_RULES[context.rule ?? 'priceWithPayment'];
  const price = car.price ?? 0;
  switch (rule.kind) {
    case 'recentCarWithComparisonRate':
      return (
        context.currentYear - car.year <= rule.maxAgeYears &&
        price > rule.minPriceExclusive &&
        offer.comparisonRate != null
      );
    case 'priceWithPayment':
      return price > rule.minPriceExclusive && (isPositive(offer.paymentWeek) || isPositive(offer.paymentMonth));
    case 'genericOnly':
      return context.genericEligible ?? false;
  }
}

function isPositive(value: number | null | undefined): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
