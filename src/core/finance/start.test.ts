import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateFinance, type FinanceInputs } from './calculator.ts';
import type { LenderOffer } from './offer.ts';
import { DEFAULT_FINANCE_RULES, FIXED_INTEREST_RULE, financeRules, type FinanceCalculatorRules } from './rules.ts';
import { financeCalculatorStart, type FinanceSliderStops } from './start.ts';

const scaled: FinanceCalculatorRules = { ...DEFAULT_FINANCE_RULES, amountMaxScalesWithPrice: true };
// A lender offer off every grid: rate 10.9% (0.5 steps), deposit $2,300 and balloon $16,500 on a $54,990 price ($500 steps).
const offer: LenderOffer = {
  interestRate: 10.9,
  termYears: 5,
  deposit: 2300,
  balloon: 16500,
  paymentWeek: 200,
  paymentMonth: 866,
};

const KEYS = ['amount', 'term', 'interest', 'tradeIn', 'residual'] as const;

describe('financeCalculatorStart: the first inputs, each a stop of its slider (SPEC.md §5, §9)', () => {
  it.each<[string, number | null, LenderOffer | null, FinanceCalculatorRules, Partial<FinanceInputs>, number]>([
    // SPEC.md §5 "max 100000": a $178,990 truck starts at the top of the slider, not beyond it
    ['$178,990 car, amount max 100000', 178990, null, DEFAULT_FINANCE_RULES, { amount: 100000 }, 100000],
    // SPEC.md §5 "1.05 x price for high-priced cars": 178,990 x 1.05 = 187,939.5 -> 188,000
    ['$178,990 car, max 1.05 x price', 178990, null, scaled, { amount: 178990 }, 188000],
    ['$54,990 car: the price itself', 54990, null, DEFAULT_FINANCE_RULES, { amount: 54990 }, 100000],
    [
      "an offer's rate, deposit and balloon",
      54990,
      offer,
      DEFAULT_FINANCE_RULES,
      { amount: 54990, term: 5, interest: 10.9, tradeIn: 2300, residual: 16500 },
      100000,
    ],
    // SPEC.md §5 "interest 0.5 to 15": a 15.45% offer starts at 15
    [
      'an offer rate above the max',
      54990,
      { ...offer, interestRate: 15.45 },
      DEFAULT_FINANCE_RULES,
      { interest: 15 },
      100000,
    ],
    [
      'locked rate 12.94',
      54990,
      offer,
      { ...DEFAULT_FINANCE_RULES, interest: FIXED_INTEREST_RULE },
      { interest: 12.94 },
      100000,
    ],
    [
      'min 5000: a $2,990 car starts at $5,000',
      2990,
      null,
      financeRules('minimumAmount5000'),
      { amount: 5000 },
      100000,
    ],
  ])('%s', (_label, price, off, rules, expected, amountMax) => {
    const { inputs, stops } = financeCalculatorStart(price, off, rules);
    expect(inputs).toMatchObject(expected);
    expect(stops.amount.at(-1)).toBe(amountMax);
    expect(stops.tradeIn.at(-1)).toBe(amountMax);
    expect(stops.residual.at(-1)).toBe(amountMax);
  });

  it("the offer's off-grid figures are stops next to their neighbours", () => {
    const { stops } = financeCalculatorStart(54990, offer);
    const around = (list: readonly number[] | null, value: number) => {
      const i = list!.indexOf(value);
      return list!.slice(i - 1, i + 2);
    };
    expect(around(stops.amount, 54990)).toEqual([54500, 54990, 55000]);
    expect(around(stops.interest, 10.9)).toEqual([10.5, 10.9, 11]);
    expect(around(stops.tradeIn, 2300)).toEqual([2000, 2300, 2500]);
    expect(around(stops.residual, 16500)).toEqual([16000, 16500, 17000]);
  });

  it("starts at the lender's payment, and the offer can be chosen again after moving away", () => {
    const { inputs, stops } = financeCalculatorStart(54990, offer);
    const context = { offer, carPrice: 54990 };
    expect(calculateFinance(inputs, DEFAULT_FINANCE_RULES, context)).toMatchObject({
      text: '$200 /wk*',
      source: 'lender',
    });
    const i = stops.interest!.indexOf(10.9);
    // 10.5%, one stop down (11% is within the spec's 0.1 of the offer and still matches)
    const moved = { ...inputs, interest: stops.interest![i - 1]! };
    expect(calculateFinance(moved, DEFAULT_FINANCE_RULES, context).source).toBe('formula');
    const back = { ...moved, interest: stops.interest![i]! };
    expect(calculateFinance(back, DEFAULT_FINANCE_RULES, context)).toMatchObject({
      text: '$200 /wk*',
      source: 'lender',
    });
  });

  it('a custom term list keeps an offer term between its entries', () => {
    const rules: FinanceCalculatorRules = { ...DEFAULT_FINANCE_RULES, term: { kind: 'years', years: [3, 5, 7] } };
    const { inputs, stops } = financeCalculatorStart(54990, { ...offer, termYears: 4 }, rules);
    expect(inputs.term).toBe(4);
    expect(stops.term).toEqual([3, 4, 5, 7]);
  });

  it('without an offer: 30000 when unpriced, 5 years, 10%, no deposit, no residual', () => {
    expect(financeCalculatorStart(null, null).inputs).toEqual({
      amount: 30000,
      term: 5,
      interest: 10,
      tradeIn: 0,
      residual: 0,
      frequency: 'week',
    });
  });

  it('every starting value is one of its stops, and the stops ascend (property)', () => {
    const offers = fc.option(
      fc.record({
        interestRate: fc.double({ min: 0, max: 25, noNaN: true }),
        termMonths: fc.integer({ min: 6, max: 120 }),
        deposit: fc.integer({ min: 0, max: 300000 }),
        balloon: fc.integer({ min: 0, max: 300000 }),
      }),
    );
    const rules = fc.record({
      amountMaxScalesWithPrice: fc.boolean(),
      amountMin: fc.constantFrom(1000, 5000),
      term: fc.constantFrom(DEFAULT_FINANCE_RULES.term, { kind: 'years', years: [2, 4, 6] } as const),
    });
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -10, max: 400000 })), offers, rules, (price, off, r) => {
        const { inputs, stops } = financeCalculatorStart(price, off, { ...DEFAULT_FINANCE_RULES, ...r });
        for (const key of KEYS) {
          const list: FinanceSliderStops[typeof key] = stops[key];
          expect(list).toContain(inputs[key]);
          expect([...list!].sort((a, b) => a - b)).toEqual(list);
        }
      }),
    );
  });
});
