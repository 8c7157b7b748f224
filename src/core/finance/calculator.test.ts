import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENQUIRE_FOR_FINANCE,
  calculateFinance,
  defaultFinanceInputs,
  formulaPayment,
  isEnquireForFinance,
  isFinanceCalculatorShown,
  carShowsFinanceCalculator,
  lenderPayment,
  loanAmount,
  matchesLenderOffer,
  paymentText,
  type FinanceInputs,
} from './calculator.ts';
import type { LenderOffer } from './offer.ts';
import { DEFAULT_FINANCE_RULES, FIXED_INTEREST_RULE, financeRules } from './rules.ts';

const base: FinanceInputs = { amount: 30000, term: 5, interest: 10, tradeIn: 0, residual: 0, frequency: 'week' };

describe('defaultFinanceInputs (SPEC.md §9 defaults)', () => {
  const offer: LenderOffer = { interestRate: 8.99, termYears: 4, deposit: 2000, paymentWeek: 120 };
  it.each<[string, number | null, LenderOffer | null, Partial<typeof DEFAULT_FINANCE_RULES>, Partial<FinanceInputs>]>([
    ['price above 0, no offer', 45990, null, {}, { amount: 45990, term: 5, interest: 10, tradeIn: 0 }],
    ['price 0 -> 30000', 0, null, {}, { amount: 30000 }],
    ['no price -> 30000', null, null, {}, { amount: 30000 }],
    ['offer term, rate and deposit', 45990, offer, {}, { term: 4, interest: 8.99, tradeIn: 2000 }],
    ['offer term in months only', 45990, { termMonths: 84 }, {}, { term: 7 }],
    ['default term 6 option', 45990, null, { defaultTermYears: 6 }, { term: 6 }],
    ['configured default interest', 45990, null, { defaultInterest: 7.5 }, { interest: 7.5 }],
    ['locked interest wins over the offer', 45990, offer, { interest: FIXED_INTEREST_RULE }, { interest: 12.94 }],
  ])('%s', (_label, price, off, overrides, expected) => {
    const inputs = defaultFinanceInputs(price, off, { ...DEFAULT_FINANCE_RULES, ...overrides });
    expect(inputs).toMatchObject(expected);
    expect(inputs.residual).toBe(0);
    expect(inputs.frequency).toBe('week');
  });
});

describe('calculateFinance worked examples (computed by hand, see annuity.test.ts for the factors)', () => {
  // Arithmetic, independent of the code (Python):
  //   weekly   r = 0.10/52, n = 260, factor r/(1-(1+r)^-n) = 0.00489111
  //   fortn.   r = 0.10/26, n = 130, factor 0.00978946
  //   monthly  r = 0.10/12, n = 60,  factor 0.02124704
  it.each<[string, Partial<FinanceInputs>, Partial<typeof DEFAULT_FINANCE_RULES>, number, number, string]>([
    // 30000 x 0.00489111 = 146.7333 -> 147; total 52 x 5 x 147 = 38,220
    ['$30,000 10% 5y weekly', {}, {}, 147, 38220, '$147 /wk*'],
    // (30000 - 9000/1.647930) x 0.00489111 = (30000 - 5461.40) x 0.00489111 = 120.0210 -> 120; 52 x 5 x 120 = 31,200
    ['30% residual ($9,000)', { residual: 9000 }, {}, 120, 31200, '$120 /wk*'],
    // 30000 x 0.00978946 = 293.6837 -> 294; 26 x 5 x 294 = 38,220
    ['fortnightly', { frequency: 'fortnight' }, {}, 294, 38220, '$294 /fn*'],
    // 30000 x 0.02124704 = 637.4113 -> 637; 12 x 5 x 637 = 38,220
    ['monthly', { frequency: 'month' }, {}, 637, 38220, '$637 /mo*'],
    // loan 30000 + 1300 = 31300; 31300 x 0.00489111 = 153.0917 -> 153; 52 x 5 x 153 + 1300 = 41,080
    ['establishment fees 1300', {}, { establishmentFees: 1300 }, 153, 41080, '$153 /wk*'],
    // loan 30000 - 3000 = 27000; 27000 x 0.00489111 = 132.0600 -> 132; 52 x 5 x 132 = 34,320
    ['deposit $3,000', { tradeIn: 3000 }, {}, 132, 34320, '$132 /wk*'],
    // 0%: 30000 / 260 = 115.3846 -> 115; 260 x 115 = 29,900
    ['0% interest', { interest: 0 }, {}, 115, 29900, '$115 /wk*'],
    // ceiling: 146.7333 -> 147 (same), 120.0210 -> 121; 260 x 121 = 31,460
    ['ceiling rounding with residual', { residual: 9000 }, { rounding: 'ceiling' }, 121, 31460, '$121 /wk*'],
    // monthly = weekly x 4.33: 147 x 4.33 = 636.51 -> 637; 12 x 5 x 637 = 38,220
    ['monthly from weekly x 4.33', { frequency: 'month' }, { monthlyFromWeekly: true }, 637, 38220, '$637 /mo*'],
    // 12.94% weekly: r = 0.1294/52, n = 260 -> 156.8474 -> 157; 260 x 157 = 40,820
    ['fixed 12.94%', { interest: 12.94 }, {}, 157, 40820, '$157 /wk*'],
  ])('%s', (_label, inputs, rules, payment, total, text) => {
    const result = calculateFinance({ ...base, ...inputs }, { ...DEFAULT_FINANCE_RULES, ...rules });
    expect(result).toMatchObject({ payment, total, text, enquire: false, source: 'formula' });
  });

  it('stored-value lender (fees 1360.5): up at or above the stored value, down below it', () => {
    // loan 31360.5 x 0.00489111 = 153.3876; total = 260 x payment + 1360.5
    const rules = financeRules('storedValueLender');
    const at = calculateFinance(base, rules, { storedVehicleValue: 30000 });
    expect(at).toMatchObject({ payment: 154, total: 260 * 154 + 1360.5, loan: 31360.5 });
    const below = calculateFinance(base, rules, { storedVehicleValue: 32000 });
    expect(below).toMatchObject({ payment: 153, total: 260 * 153 + 1360.5 });
  });
});

describe("'Enquire for Finance' at 25 or less (SPEC.md §8, §9)", () => {
  // 5110 x 0.00489111 = 24.9936 -> 25 (enquire); 5215 x 0.00489111 = 25.5071 -> 26 (shown)
  it.each([
    [5110, 25, true, null, ENQUIRE_FOR_FINANCE],
    [5215, 26, false, 260 * 26, '$26 /wk*'],
  ])('amount %s -> payment %s', (amount, payment, enquire, total, text) => {
    expect(calculateFinance({ ...base, amount })).toMatchObject({ payment, enquire, total, text });
  });

  it.each([
    [25, true],
    [26, false],
    [25.01, false],
    [0, true],
    [-10, true],
    [Number.NaN, true],
  ])('isEnquireForFinance(%s) = %s', (payment, expected) => {
    expect(isEnquireForFinance(payment)).toBe(expected);
  });

  it('a deposit larger than the amount gives 0 and enquire, not a negative payment', () => {
    expect(calculateFinance({ ...base, tradeIn: 40000 })).toMatchObject({ payment: 0, enquire: true, total: null });
  });
});

describe('lender offer match within 0.1 (SPEC.md §9)', () => {
  const offer: LenderOffer = { interestRate: 10, termYears: 5, deposit: 0, paymentWeek: 150, paymentMonth: 650 };
  const ctx = { offer, carPrice: 30000 };

  it.each<[string, Partial<FinanceInputs>, boolean]>([
    ['exact', {}, true],
    ['interest +0.1', { interest: 10.1 }, true],
    ['interest +0.2', { interest: 10.2 }, false],
    ['amount +0.1', { amount: 30000.1 }, true],
    ['amount +500', { amount: 30500 }, false],
    ['term 5.5', { term: 5.5 }, false],
    ['deposit 100', { tradeIn: 100 }, false],
    ['residual 1000', { residual: 1000 }, false],
  ])('%s -> %s', (_label, change, expected) => {
    expect(matchesLenderOffer({ ...base, ...change }, offer, 30000)).toBe(expected);
  });

  it.each<[string, FinanceInputs['frequency'], Partial<typeof DEFAULT_FINANCE_RULES>, number, string]>([
    ['weekly = paymentWeek', 'week', {}, 150, '$150 /wk*'],
    ['fortnightly = 2 x weekly', 'fortnight', {}, 300, '$300 /fn*'],
    [
      'fortnightly = 12 x monthly / 26 (650 x 12 / 26 = 300)',
      'fortnight',
      { fortnightlyFromLender: 'monthly' },
      300,
      '$300 /fn*',
    ],
    ['monthly = paymentMonth', 'month', {}, 650, '$650 /mo*'],
    ['monthly = weekly x 4.33 (150 x 4.33 = 649.5)', 'month', { monthlyFromWeekly: true }, 649.5, '$650 /mo*'],
  ])('%s', (_label, frequency, rules, payment, text) => {
    const result = calculateFinance({ ...base, frequency }, { ...DEFAULT_FINANCE_RULES, ...rules }, ctx);
    expect(result).toMatchObject({ payment, text, source: 'lender' });
  });

  it('total uses the lender payment: 52 x 5 x 150 = 39,000', () => {
    expect(calculateFinance(base, DEFAULT_FINANCE_RULES, ctx).total).toBe(39000);
  });

  it('falls back to the formula when the inputs moved away from the offer', () => {
    expect(calculateFinance({ ...base, interest: 10.5 }, DEFAULT_FINANCE_RULES, ctx).source).toBe('formula');
  });

  it('falls back to the formula when the offer lacks the figure for the frequency', () => {
    const weeklyOnly = { ...offer, paymentMonth: null };
    const result = calculateFinance({ ...base, frequency: 'month' }, DEFAULT_FINANCE_RULES, {
      offer: weeklyOnly,
      carPrice: 30000,
    });
    expect(result).toMatchObject({ source: 'formula', payment: 637 });
  });

  it('an offer without rate or term never matches', () => {
    expect(matchesLenderOffer(base, { paymentWeek: 150 }, 30000)).toBe(false);
  });

  it('lenderPayment ignores zero figures', () => {
    expect(lenderPayment({ paymentWeek: 0 }, 'week', DEFAULT_FINANCE_RULES)).toBeNull();
  });
});

describe('a lender offer with a balloon (SPEC.md §3 balloon; §9 defaults and the match within 0.1)', () => {
  // The spec's example shape (§9 "5-year term ... 30% final payment"): $30,000 at 10% over 5 years with a
  // $9,000 balloon is $120/wk (worked example above); the lender quotes that figure.
  const offer: LenderOffer = { interestRate: 10, termYears: 5, deposit: 0, balloon: 9000, paymentWeek: 120 };
  const start = defaultFinanceInputs(30000, offer);

  it.each<[string, LenderOffer | null, number]>([
    ["the offer's balloon", offer, 9000],
    ['no balloon in the offer', { ...offer, balloon: null }, 0],
    ['a zero balloon', { ...offer, balloon: 0 }, 0],
    ['no offer', null, 0],
  ])('the residual starts at %s', (_label, off, residual) => {
    expect(defaultFinanceInputs(30000, off).residual).toBe(residual);
  });

  it.each<[string, Partial<FinanceInputs>, boolean]>([
    ['residual = balloon', {}, true],
    ['residual balloon + 0.1', { residual: 9000.1 }, true],
    ['residual balloon + 500', { residual: 9500 }, false],
    ['residual 0 (the balloon hidden)', { residual: 0 }, false],
  ])('match: %s -> %s', (_label, change, expected) => {
    expect(matchesLenderOffer({ ...start, ...change }, offer, 30000)).toBe(expected);
  });

  it.each<[string, Partial<FinanceInputs>, string, 'lender' | 'formula']>([
    ["at the offer: the lender's $120", {}, '$120 /wk*', 'lender'],
    // (29500 - 9000 / 1.647930) x 0.00489111 = 117.58 -> 118: a small step, the balloon kept
    ['$500 less: $118 with the balloon kept', { amount: 29500 }, '$118 /wk*', 'formula'],
    // back at the price: the offer is chosen again
    ['back at the price', { amount: 30000 }, '$120 /wk*', 'lender'],
    // 29500 x 0.00489111 = 144.29 -> 144: what a hidden balloon turned into
    ['balloon removed by the shopper', { amount: 29500, residual: 0 }, '$144 /wk*', 'formula'],
  ])('%s', (_label, change, text, source) => {
    expect(calculateFinance({ ...start, ...change }, DEFAULT_FINANCE_RULES, { offer, carPrice: 30000 })).toMatchObject({
      text,
      source,
    });
  });
});

describe('loanAmount and paymentText (SPEC.md §9)', () => {
  it('loan = price - deposit + establishment fees', () => {
    expect(loanAmount({ amount: 30000, tradeIn: 5000 }, 1300)).toBe(26300);
  });
  it.each([
    [147, 'week', '$147 /wk*'],
    [294, 'fortnight', '$294 /fn*'],
    [1637, 'month', '$1,637 /mo*'],
  ] as const)('%s %s -> %s', (payment, frequency, text) => {
    expect(paymentText(payment, frequency)).toBe(text);
  });
});

describe('isFinanceCalculatorShown (SPEC.md §5)', () => {
  it.each([
    ['provider and amount', 'provider-a', 30000, true],
    ['no provider', null, 30000, false],
    ['empty provider', '', 30000, false],
    ['amount 0', 'provider-a', 0, false],
    ['amount 1', 'provider-a', 1, true],
  ])('%s', (_label, provider, amount, expected) => {
    expect(isFinanceCalculatorShown(provider, amount)).toBe(expected);
  });
});

describe('carShowsFinanceCalculator (SPEC.md §5, the amount the calculator opens with)', () => {
  it.each([
    ['priced car', 'provider-a', 25990, true],
    ['no price: the default amount', 'provider-a', null, true],
    ['price 0: the default amount', 'provider-a', 0, true],
    ['no provider', null, 25990, false],
    ['empty provider', ' ', 25990, false],
  ])('%s', (_label, provider, price, expected) => {
    expect(carShowsFinanceCalculator(provider, price, null)).toBe(expected);
  });
});

describe('invariants (property tests)', () => {
  const halfSteps = (min: number, max: number) => fc.integer({ min: min * 2, max: max * 2 }).map((h) => h / 2);
  const inputs = fc.record({
    amount: fc.integer({ min: 1000, max: 250000 }),
    term: halfSteps(1, 7),
    interest: halfSteps(0, 15),
    tradeIn: fc.integer({ min: 0, max: 1000 }),
    residual: fc.constant(0),
    frequency: fc.constantFrom('week', 'fortnight', 'month') as fc.Arbitrary<FinanceInputs['frequency']>,
  });

  it('payment is non-decreasing in the amount', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 0, max: 50000 }), (i, extra) => {
        expect(formulaPayment({ ...i, amount: i.amount + extra }, DEFAULT_FINANCE_RULES)).toBeGreaterThanOrEqual(
          formulaPayment(i, DEFAULT_FINANCE_RULES),
        );
      }),
    );
  });

  it('payment is non-decreasing in the rate, residual up to the loan included', () => {
    fc.assert(
      fc.property(inputs, halfSteps(0, 10), fc.double({ min: 0, max: 1, noNaN: true }), (i, extra, share) => {
        const withResidual = { ...i, residual: Math.floor((i.amount - i.tradeIn) * share) };
        expect(
          formulaPayment({ ...withResidual, interest: i.interest + extra }, DEFAULT_FINANCE_RULES),
        ).toBeGreaterThanOrEqual(formulaPayment(withResidual, DEFAULT_FINANCE_RULES));
      }),
    );
  });

  it('payment is a non-negative whole dollar; total is blank exactly when payment <= 25', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = calculateFinance(i);
        expect(r.payment).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(r.payment)).toBe(true);
        expect(r.total === null).toBe(r.payment <= 25);
        expect(r.text === ENQUIRE_FOR_FINANCE).toBe(r.payment <= 25);
      }),
    );
  });
});
