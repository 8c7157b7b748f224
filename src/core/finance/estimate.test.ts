import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateFinance } from './calculator.ts';
import {
  DEFAULT_ESTIMATE_RULES,
  ESTIMATE_DEPOSIT_RANGE,
  ESTIMATE_RESIDUAL_RANGE,
  ESTIMATE_TERM_RANGE,
  clampEstimateField,
  estimateRules,
  estimateToFinanceInputs,
  isFinanceEstimateShown,
  normaliseEstimateFields,
  normalisePurchasePrice,
  purchasePriceMessage,
  sanitizeNumericText,
  estimateStartTexts,
  settleEstimateText,
  type EstimateEligibilityContext,
  type EstimateEligibilityCar,
} from './estimate.ts';

const LOW = 'Cannot be less than $1,000 or more than $250,000';
const LOW_5000 = 'Cannot be less than $5,000 or more than $250,000';

describe('purchase price (SPEC.md §5)', () => {
  it.each([
    [-100, 0],
    [0, 0],
    [Number.NaN, 0],
    [1, 1],
    [45990, 45990],
  ])('normalisePurchasePrice(%s) = %s', (value, expected) => expect(normalisePurchasePrice(value)).toBe(expected));

  it.each([
    ['standard', 0, LOW],
    ['standard', 999, LOW],
    ['standard', 1000, LOW],
    ['standard', 1001, null],
    ['standard', 249999, null],
    ['standard', 250000, LOW],
    ['standard', 250001, LOW],
    ['minimumPrice5000', 5000, LOW_5000],
    ['minimumPrice5000', 5001, null],
    ['minimumPrice5000', 250000, LOW_5000],
  ] as const)('%s: %s -> %s', (preset, price, message) => {
    expect(purchasePriceMessage(price, estimateRules(preset))).toBe(message);
  });
});

describe('a field as it reads once the shopper leaves it (SPEC.md §5)', () => {
  it.each<[Parameters<typeof settleEstimateText>[0], string, string]>([
    // "purchase price at or below 0 becomes 0"
    ['purchasePrice', '-5', '0'],
    ['purchasePrice', '0', '0'],
    ['purchasePrice', '-', '0'],
    ['purchasePrice', '', '0'],
    ['purchasePrice', '1.2.3', '0'],
    // a positive price stays, out of range or not (the message says so; it is not clamped)
    ['purchasePrice', '500', '500'],
    ['purchasePrice', '25000.50', '25000.5'],
    ['purchasePrice', '300000', '300000'],
    // "Other fields clamp to max if above, to min if at or below"
    ['term', '9', '7'],
    ['term', '0', '1'],
    ['term', '', '1'],
    ['term', '3.5', '3.5'],
    ['interest', '0.2', '0.5'],
    ['interest', '15.5', '15'],
    ['interest', '10.9', '10.9'],
    ['deposit', '-5', '0'],
    ['deposit', '250001', '250000'],
    // optional fields left empty stay empty
    ['deposit', '', ''],
    ['residual', '', ''],
    ['residual', '16500', '16500'],
  ])('%s %j -> %j', (key, text, expected) => {
    expect(settleEstimateText(key, text)).toBe(expected);
  });

  it('the interest bounds of a lender preset apply (7.5 to 14.5)', () => {
    expect(settleEstimateText('interest', '6', estimateRules('narrowRateLender'))).toBe('7.5');
  });
});

describe("the estimate's first texts (SPEC.md §5, §9 defaults)", () => {
  it.each<[string, number, Parameters<typeof estimateStartTexts>[1], Record<string, string>]>([
    [
      'an offer with deposit and balloon: every figure the offer carries',
      54990,
      { interestRate: 10.9, termYears: 5, deposit: 2300, balloon: 16500 },
      { purchasePrice: '54990', term: '5', interest: '10.9', deposit: '2300', residual: '16500' },
    ],
    [
      'an offer without deposit or balloon: those stay empty',
      17990,
      { interestRate: 7.58, termYears: 5 },
      { purchasePrice: '17990', term: '5', interest: '7.58', deposit: '', residual: '' },
    ],
    [
      'no offer: 5 years at 10%',
      17990,
      null,
      { purchasePrice: '17990', term: '5', interest: '10', deposit: '', residual: '' },
    ],
    // the estimate's own bounds: a 15.45% offer reads 15
    [
      'an offer rate above 15',
      17990,
      { interestRate: 15.45, termYears: 5 },
      { purchasePrice: '17990', term: '5', interest: '15', deposit: '', residual: '' },
    ],
    // the purchase price is the car's, not the calculator's 100,000 slider maximum
    ['a $178,990 car', 178990, null, { purchasePrice: '178990' }],
  ])('%s', (_label, price, offer, expected) => {
    expect(estimateStartTexts(price, offer)).toMatchObject(expected);
  });

  it('a hidden residual (one variant) starts empty whatever the balloon', () => {
    const texts = estimateStartTexts(54990, { interestRate: 10.9, termYears: 5, balloon: 16500 }, undefined, {
      ...DEFAULT_ESTIMATE_RULES,
      showResidual: false,
    });
    expect(texts.residual).toBe('');
  });
});

describe('field ranges and clamping (SPEC.md §5)', () => {
  it('term 1 to 7 step 0.5; deposit and residual 0 to 250,000 step 0.5', () => {
    expect(ESTIMATE_TERM_RANGE).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(ESTIMATE_DEPOSIT_RANGE).toEqual({ min: 0, max: 250000, step: 0.5 });
    expect(ESTIMATE_RESIDUAL_RANGE).toEqual({ min: 0, max: 250000, step: 0.5 });
  });

  it.each([
    ['standard', { min: 0.5, max: 15, step: 0.5 }, true, true, true],
    ['narrowRateLender', { min: 7.5, max: 14.5, step: 0.5 }, true, true, true],
    ['wideRateVariant', { min: 4, max: 20, step: 0.5 }, true, true, true],
    ['hiddenRateVariant', { min: 0.5, max: 15, step: 0.5 }, false, false, true],
    ['noFrequencySelectorLender', { min: 0.5, max: 15, step: 0.5 }, true, true, false],
  ] as const)('%s', (preset, interest, showInterest, showResidual, showFrequencySelector) => {
    expect(estimateRules(preset)).toEqual({
      ...DEFAULT_ESTIMATE_RULES,
      interest,
      showInterest,
      showResidual,
      showFrequencySelector,
    });
  });

  it.each([
    ['term above max', 8, ESTIMATE_TERM_RANGE, 7],
    ['term at min', 1, ESTIMATE_TERM_RANGE, 1],
    ['term below min', 0.5, ESTIMATE_TERM_RANGE, 1],
    ['term inside', 3.5, ESTIMATE_TERM_RANGE, 3.5],
    ['interest 15.5', 15.5, DEFAULT_ESTIMATE_RULES.interest, 15],
    ['interest 0', 0, DEFAULT_ESTIMATE_RULES.interest, 0.5],
    ['deposit negative', -5, ESTIMATE_DEPOSIT_RANGE, 0],
    ['deposit 250,001', 250001, ESTIMATE_DEPOSIT_RANGE, 250000],
    ['deposit 250,000', 250000, ESTIMATE_DEPOSIT_RANGE, 250000],
    ['NaN', Number.NaN, ESTIMATE_TERM_RANGE, 1],
  ])('%s: %s -> %s', (_label, value, range, expected) => expect(clampEstimateField(value, range)).toBe(expected));

  it('normaliseEstimateFields applies every rule and leaves empty optional fields empty', () => {
    expect(
      normaliseEstimateFields(
        { purchasePrice: -1, term: 9, interest: 3, deposit: null, residual: 300000 },
        estimateRules('narrowRateLender'),
      ),
    ).toEqual({ purchasePrice: 0, term: 7, interest: 7.5, deposit: null, residual: 250000 });
  });

  it('clamped values always lie within the range', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.constantFrom(ESTIMATE_TERM_RANGE, ESTIMATE_DEPOSIT_RANGE, { min: 4, max: 20 }),
        (v, range) => {
          const c = clampEstimateField(v, range);
          expect(c).toBeGreaterThanOrEqual(range.min);
          expect(c).toBeLessThanOrEqual(range.max);
        },
      ),
    );
  });
});

describe('sanitizeNumericText (SPEC.md §5)', () => {
  it.each([
    ['$25,000.50', '25000.50'],
    ['-12.5%', '-12.5'],
    ['abc', ''],
    ['1 000', '1000'],
  ])('%j -> %j', (text, expected) => expect(sanitizeNumericText(text)).toBe(expected));
});

describe('estimateToFinanceInputs', () => {
  it('feeds the shared calculator: $30,000 10% 5y weekly, deposit empty -> $147 /wk* (see calculator tests)', () => {
    const inputs = estimateToFinanceInputs({
      purchasePrice: 30000,
      term: 5,
      interest: 10,
      deposit: null,
      residual: null,
    });
    expect(calculateFinance(inputs).text).toBe('$147 /wk*');
  });
  it('a hidden residual counts as 0', () => {
    const fields = { purchasePrice: 30000, term: 5, interest: 10, deposit: 0, residual: 9000 };
    expect(estimateToFinanceInputs(fields, 'week', estimateRules('hiddenRateVariant')).residual).toBe(0);
    expect(estimateToFinanceInputs(fields).residual).toBe(9000);
  });
});

describe('isFinanceEstimateShown (SPEC.md §5)', () => {
  const offer = { interestRate: 8.99, comparisonRate: 9.45, paymentWeek: 120, paymentMonth: null };
  const car: EstimateEligibilityCar = { price: 30000, year: 2020, finance_lenders: { 'provider-a': offer } };
  const ctx: EstimateEligibilityContext = { provider: 'provider-a', currentYear: 2025 };

  it.each<[string, Partial<EstimateEligibilityCar>, Partial<EstimateEligibilityContext>, boolean]>([
    ['others: price and weekly payment', {}, {}, true],
    ['others: price 500', { price: 500 }, {}, false],
    ['others: price 501', { price: 501 }, {}, true],
    [
      'others: monthly payment only',
      { finance_lenders: { 'provider-a': { ...offer, paymentWeek: null, paymentMonth: 520 } } },
      {},
      true,
    ],
    ['others: no payment', { finance_lenders: { 'provider-a': { ...offer, paymentWeek: null } } }, {}, false],
    ['no lender data for the site provider', {}, { provider: 'provider-b' }, false],
    ['no provider configured', {}, { provider: null }, false],
    ['rates null', { finance_lenders: { 'provider-a': { ...offer, interestRate: null } } }, {}, false],
    ['recent car: 12 years old', { year: 2013 }, { rule: 'recentCarWithComparisonRate' }, true],
    ['recent car: 13 years old', { year: 2012 }, { rule: 'recentCarWithComparisonRate' }, false],
    ['recent car: price 500', { price: 500 }, { rule: 'recentCarWithComparisonRate' }, false],
    [
      'recent car: no comparison rate',
      { finance_lenders: { 'provider-a': { ...offer, comparisonRate: null } } },
      { rule: 'recentCarWithComparisonRate' },
      false,
    ],
    ['generic only: eligible, price 0', { price: 0 }, { rule: 'genericOnly', genericEligible: true }, true],
    ['generic only: not eligible', {}, { rule: 'genericOnly', genericEligible: false }, false],
  ])('%s -> %s', (_label, carChange, ctxChange, expected) => {
    expect(isFinanceEstimateShown({ ...car, ...carChange }, { ...ctx, ...ctxChange })).toBe(expected);
  });
});
