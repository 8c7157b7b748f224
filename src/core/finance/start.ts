/**
 * Where the vehicle-page finance calculator starts, and the stops of its
 * sliders (SPEC.md §5 "Finance sliders", §9 "Finance" defaults and the lender
 * offer match): the spec's starting values brought inside the sliders' bounds,
 * with each starting value a stop of its slider, so the amount shown, the
 * slider's handle and the repayment always describe the same inputs.
 */
import { defaultFinanceInputs, type FinanceInputs } from './calculator.ts';
import type { LenderOffer } from './offer.ts';
import { AMOUNT_STEP, DEFAULT_FINANCE_RULES, type FinanceCalculatorRules } from './rules.ts';
import {
  amountSlider,
  clampToBounds,
  interestSlider,
  sliderBounds,
  sliderStops,
  termSlider,
  type SliderSpec,
} from './sliders.ts';

/** The calculator's sliders as the shopper moves them: every value each one can take, ascending. */
export interface FinanceSliderStops {
  amount: readonly number[];
  term: readonly number[];
  /** Null when the site locks the rate (SPEC.md §5 "interest locked on some sites"): no slider. */
  interest: readonly number[] | null;
  tradeIn: readonly number[];
  residual: readonly number[];
}

/** The calculator's first state: its inputs and its sliders. */
export interface FinanceCalculatorStart {
  inputs: FinanceInputs;
  stops: FinanceSliderStops;
}

/**
 * Deposit/trade-in and residual sliders: 0 to the loan amount slider's max in
 * $500 steps (the spec gives no bounds; docs/decisions.md "Vehicle calculators").
 */
export function moneySlider(amount: SliderSpec): SliderSpec {
  return { kind: 'range', min: 0, max: sliderBounds(amount).max, step: AMOUNT_STEP };
}

/**
 * The calculator's starting inputs and slider stops (SPEC.md §5, §9). The
 * starting values are {@link defaultFinanceInputs} (car price, the offer's
 * term, rate, deposit and balloon), each brought inside its slider's bounds by
 * {@link clampToBounds} and added to that slider as a stop: a $178,990 car on
 * a site whose amount slider ends at 100,000 starts at $100,000 (the
 * repayment is then the formula's for $100,000); with the 1.05 x price
 * maximum it starts at $178,990; a 10.9% offer rate is a stop between 10.5 and
 * 11. While every value is the offer's, the repayment is the lender's own
 * (calculateFinance).
 */
export function financeCalculatorStart(
  price: number | null | undefined,
  offer: LenderOffer | null | undefined,
  rules: FinanceCalculatorRules = DEFAULT_FINANCE_RULES,
): FinanceCalculatorStart {
  const defaults = defaultFinanceInputs(price, offer, rules);
  const amountSpec = amountSlider(price, rules);
  const money = moneySlider(amountSpec);
  const termSpec = termSlider(rules);
  const interestSpec = interestSlider(rules);
  const inputs: FinanceInputs = {
    amount: clampToBounds(defaults.amount, amountSpec),
    term: clampToBounds(defaults.term, termSpec),
    interest: clampToBounds(defaults.interest, interestSpec),
    tradeIn: clampToBounds(defaults.tradeIn, money),
    residual: clampToBounds(defaults.residual, money),
    frequency: defaults.frequency,
  };
  return {
    inputs,
    stops: {
      amount: sliderStops(amountSpec, [inputs.amount]),
      term: sliderStops(termSpec, [inputs.term]),
      interest: interestSpec.kind === 'locked' ? null : sliderStops(interestSpec, [inputs.interest]),
      tradeIn: sliderStops(money, [inputs.tradeIn]),
      residual: sliderStops(money, [inputs.residual]),
    },
  };
}
