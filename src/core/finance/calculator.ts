/**
 * The vehicle-page finance calculator (SPEC.md §3 "Finance calculator inputs",
 * §4 "Finance calculator", §5, §8, §9 "Finance").
 */
import { formatCurrency } from '../money.ts';
import type { CurrencyCode } from '../types.ts';
import { annuityPayment } from './annuity.ts';
import { DEFAULT_FREQUENCY, FREQUENCY_LABELS, PERIODS_PER_YEAR, type Frequency } from './frequency.ts';
import { offerTermYears, type LenderOffer } from './offer.ts';
import { roundPayment } from './rounding.ts';
import {
  DEFAULT_AMOUNT,
  DEFAULT_DEPOSIT,
  DEFAULT_FINANCE_RULES,
  DEFAULT_RESIDUAL,
  ENQUIRE_THRESHOLD,
  OFFER_MATCH_TOLERANCE,
  WEEKS_PER_MONTH,
  type FinanceCalculatorRules,
} from './rules.ts';

/**
 * The calculator's controls (SPEC.md §3 "Finance calculator inputs: amount,
 * term (years), interest (percent), tradeIn, residual, total; frequency").
 * `tradeIn` is the deposit/trade-in in dollars; `residual` the balloon in
 * dollars. `total` is an output, see {@link FinanceResult}.
 */
export interface FinanceInputs {
  amount: number;
  term: number;
  interest: number;
  tradeIn: number;
  residual: number;
  frequency: Frequency;
}

/** Text shown instead of a repayment of 25 or less (SPEC.md §8, §9). */
export const ENQUIRE_FOR_FINANCE = 'Enquire for Finance';

/**
 * Starting values (SPEC.md §9): amount = car price if above 0 else 30000; term =
 * the offer's (termYears, else termMonths / 12) else `rules.defaultTermYears`
 * (5, or 6); interest = the locked rate where locked, else the offer's, else
 * `rules.defaultInterest` (10); deposit = the offer's else 0; residual = the
 * offer's balloon, else 0 (the spec's "residual 0" read as the default of a
 * car without one: the lender's payment carries its balloon, so the calculator
 * shows it; docs/decisions.md "Finance"); frequency weekly. Values are not
 * brought onto the sliders here (the estimate's purchase price is the car's
 * price whatever the calculator's bounds); financeCalculatorStart does that.
 */
export function defaultFinanceInputs(
  price: number | null | undefined,
  offer: LenderOffer | null | undefined,
  rules: FinanceCalculatorRules = DEFAULT_FINANCE_RULES,
): FinanceInputs {
  const amount = typeof price === 'number' && price > 0 ? price : DEFAULT_AMOUNT;
  const offerInterest = finiteOrNull(offer?.interestRate);
  const interest = rules.interest.kind === 'locked' ? rules.interest.value : (offerInterest ?? rules.defaultInterest);
  return {
    amount,
    term: offerTermYears(offer) ?? rules.defaultTermYears,
    interest,
    tradeIn: finiteOrNull(offer?.deposit) ?? DEFAULT_DEPOSIT,
    residual: offerResidual(offer),
    frequency: DEFAULT_FREQUENCY,
  };
}

/**
 * Whether the inputs still describe the lender's offer (SPEC.md §9 "When inputs
 * match the lender's offer within 0.1"). Compared within 0.1: amount with the
 * car's price (the offer is for the car as priced), term with the offer's term,
 * interest with the offer's rate, deposit with the offer's deposit (0 if none),
 * and residual with the offer's balloon (0 if none): the lender's payment is
 * only shown while the residual on screen is the balloon it was priced with.
 * An offer without a rate or a term never matches.
 */
export function matchesLenderOffer(
  inputs: FinanceInputs,
  offer: LenderOffer | null | undefined,
  carPrice: number | null | undefined,
): boolean {
  if (!offer) return false;
  const term = offerTermYears(offer);
  const rate = finiteOrNull(offer.interestRate);
  const price = finiteOrNull(carPrice);
  if (term === null || rate === null || price === null) return false;
  const near = (a: number, b: number) => Math.abs(a - b) <= OFFER_MATCH_TOLERANCE + 1e-9;
  return (
    near(inputs.amount, price) &&
    near(inputs.term, term) &&
    near(inputs.interest, rate) &&
    near(inputs.tradeIn, finiteOrNull(offer.deposit) ?? DEFAULT_DEPOSIT) &&
    near(inputs.residual, offerResidual(offer))
  );
}

/** The offer's balloon as the calculator's residual (SPEC.md §3 balloon): a positive figure, else 0. */
export function offerResidual(offer: LenderOffer | null | undefined): number {
  return positiveOrNull(offer?.balloon) ?? DEFAULT_RESIDUAL;
}

/**
 * The lender's payment for a frequency, or null when the offer lacks it
 * (SPEC.md §9): weekly = paymentWeek; monthly = paymentMonth, or paymentWeek x
 * 4.33 with `monthlyFromWeekly`; fortnightly = 2 x paymentWeek, or 12 x
 * paymentMonth / 26 with `fortnightlyFromLender: 'monthly'`. Only positive
 * figures count.
 */
export function lenderPayment(
  offer: LenderOffer,
  frequency: Frequency,
  rules: Pick<FinanceCalculatorRules, 'fortnightlyFromLender' | 'monthlyFromWeekly'>,
): number | null {
  const weekly = positiveOrNull(offer.paymentWeek);
  const monthly = positiveOrNull(offer.paymentMonth);
  switch (frequency) {
    case 'week':
      return weekly;
    case 'month':
      if (rules.monthlyFromWeekly) return weekly === null ? null : weekly * WEEKS_PER_MONTH;
      return monthly;
    case 'fortnight':
      if (rules.fortnightlyFromLender === 'monthly') return monthly === null ? null : (12 * monthly) / 26;
      return weekly === null ? null : 2 * weekly;
  }
}

/** Amount financed (SPEC.md §9 "Loan = price - deposit + establishment fees"). */
export function loanAmount(inputs: Pick<FinanceInputs, 'amount' | 'tradeIn'>, establishmentFees: number): number {
  return inputs.amount - inputs.tradeIn + establishmentFees;
}

/**
 * Repayment from the formula (SPEC.md §9): annuity on the loan amount at
 * interest/100/periods-per-year over term x periods-per-year periods, residual
 * discounted to present value, then rounded by `rules.rounding`. With
 * `monthlyFromWeekly` the monthly figure is the rounded weekly payment x 4.33,
 * rounded again. Negative or incomputable payments give 0.
 */
export function formulaPayment(
  inputs: FinanceInputs,
  rules: FinanceCalculatorRules,
  storedVehicleValue?: number | null,
): number {
  const context = { amount: inputs.amount, storedVehicleValue };
  const compute = (frequency: Frequency): number => {
    const raw = annuityPayment({
      principal: loanAmount(inputs, rules.establishmentFees),
      annualRatePercent: inputs.interest,
      termYears: inputs.term,
      periodsPerYear: PERIODS_PER_YEAR[frequency],
      residual: inputs.residual,
    });
    return roundPayment(raw, rules.rounding, context);
  };
  const payment =
    inputs.frequency === 'month' && rules.monthlyFromWeekly
      ? roundPayment(compute('week') * WEEKS_PER_MONTH, rules.rounding, context)
      : compute(inputs.frequency);
  return Number.isFinite(payment) && payment > 0 ? payment : 0;
}

/** Everything the calculator shows for one set of inputs (SPEC.md §9). */
export interface FinanceResult {
  /** Repayment per period in dollars (0 when incomputable). */
  payment: number;
  /** 'lender' when the offer's own payment was used (SPEC.md §9 match within 0.1). */
  source: 'lender' | 'formula';
  /** SPEC.md §9 "Loan = price - deposit + establishment fees". */
  loan: number;
  /**
   * SPEC.md §9 "Total = periods per year x term x payment + establishment fees;
   * blank when payment is 25 or less" (null = blank).
   */
  total: number | null;
  /** True when the payment is 25 or less (SPEC.md §8). */
  enquire: boolean;
  /** '$147 /wk*' or 'Enquire for Finance' (SPEC.md §8, §9). */
  text: string;
}

/** Optional context of {@link calculateFinance} (SPEC.md §9 lender offer match and ausloans rounding). */
export interface FinanceContext {
  /** The lender offer for the site's provider, if any. */
  offer?: LenderOffer | null | undefined;
  /** The car's price, used to decide whether the inputs still match the offer. */
  carPrice?: number | null | undefined;
  /** Vehicle value stored with the offer, for `rounding: 'storedValueComparison'`. */
  storedVehicleValue?: number | null | undefined;
  currency?: CurrencyCode;
}

/**
 * Computes the repayment, total and display text (SPEC.md §9): the lender's
 * payment when the inputs match its offer within 0.1 and it has a figure for
 * the frequency, otherwise {@link formulaPayment}; total and text per
 * {@link FinanceResult}.
 */
export function calculateFinance(
  inputs: FinanceInputs,
  rules: FinanceCalculatorRules = DEFAULT_FINANCE_RULES,
  context: FinanceContext = {},
): FinanceResult {
  const offer = context.offer;
  const fromLender =
    offer && matchesLenderOffer(inputs, offer, context.carPrice) ? lenderPayment(offer, inputs.frequency, rules) : null;
  const payment = fromLender ?? formulaPayment(inputs, rules, context.storedVehicleValue);
  const enquire = isEnquireForFinance(payment);
  const total = enquire ? null : PERIODS_PER_YEAR[inputs.frequency] * inputs.term * payment + rules.establishmentFees;
  return {
    payment,
    source: fromLender === null ? 'formula' : 'lender',
    loan: loanAmount(inputs, rules.establishmentFees),
    total,
    enquire,
    text: enquire ? ENQUIRE_FOR_FINANCE : paymentText(payment, inputs.frequency, context.currency),
  };
}

/** SPEC.md §8 "payment 25 or less shows 'Enquire for Finance'" (25 -> true, 26 -> false). */
export function isEnquireForFinance(payment: number): boolean {
  return !(payment > ENQUIRE_THRESHOLD);
}

/** Display text (SPEC.md §9 "'{amount} /wk*', '/fn*', '/mo*'"), e.g. '$147 /wk*'. */
export function paymentText(payment: number, frequency: Frequency, currency: CurrencyCode = 'AUD'): string {
  return `${formatCurrency(payment, currency)} /${FREQUENCY_LABELS[frequency]}*`;
}

/**
 * SPEC.md §5 "Finance calculator shows only if a finance provider exists and
 * the finance amount is above 0".
 */
export function isFinanceCalculatorShown(
  provider: string | null | undefined,
  amount: number | null | undefined,
): boolean {
  return typeof provider === 'string' && provider.trim() !== '' && typeof amount === 'number' && amount > 0;
}

/**
 * Whether a car's finance calculator shows (SPEC.md §5, {@link isFinanceCalculatorShown}): the amount
 * is the one the calculator opens with ({@link defaultFinanceInputs}: the car's price, else the
 * default amount), so a car without a price still gets it. The one rule for the calculator and the
 * sidebar's 'Calculate finance' link to it.
 */
export function carShowsFinanceCalculator(
  provider: string | null | undefined,
  price: number | null | undefined,
  offer: LenderOffer | null | undefined,
  rules: FinanceCalculatorRules = DEFAULT_FINANCE_RULES,
): boolean {
  return isFinanceCalculatorShown(provider, defaultFinanceInputs(price, offer, rules).amount);
}

function finiteOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function positiveOrNull(value: number | null | undefined): number | null {
  const v = finiteOrNull(value);
  return v !== null && v > 0 ? v : null;
}
