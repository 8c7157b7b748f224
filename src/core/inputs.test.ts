import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MONEY_QUICK_PICKS,
  DELIVERY_ESTIMATE_FAILURE_MESSAGE,
  HIGH_VALUE_MONEY_QUICK_PICKS,
  INVALID_POSTCODE_MESSAGE,
  KM_QUICK_PICKS,
  KM_SUFFIX,
  MONEY_INPUT_PREFIX,
  POSTCODE_MAX_LENGTH,
  PRICE_SLIDER,
  clampNumberInput,
  defaultPriceRange,
  formatKilometres,
  formatMoneyInput,
  kmQuickPicks,
  moneyQuickPicks,
  moveLower,
  moveUpper,
  parseKilometres,
  parseMoneyInput,
  reformatMoneyInput,
  sanitizePostcodeInput,
  validateDeliveryPostcode,
  validatePostcode,
  type PriceRange,
} from './inputs.ts';

describe('postcode (SPEC.md §5)', () => {
  it('message verbatim, max length 4', () => {
    expect(INVALID_POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(POSTCODE_MAX_LENGTH).toBe(4);
  });
  it.each([
    ['2000', null],
    ['0800', null],
    [' 3000 ', null],
    ['', INVALID_POSTCODE_MESSAGE],
    [null, INVALID_POSTCODE_MESSAGE],
    ['200', INVALID_POSTCODE_MESSAGE],
    ['20000', INVALID_POSTCODE_MESSAGE],
    ['2,000', INVALID_POSTCODE_MESSAGE],
    ['20a0', INVALID_POSTCODE_MESSAGE],
  ])('validatePostcode(%j) = %j', (value, expected) => expect(validatePostcode(value)).toBe(expected));
  it.each([
    ['2,000', '2000'],
    ['200000', '2000'],
    ['ab12', '12'],
  ])('sanitizePostcodeInput(%j) = %j', (text, expected) => expect(sanitizePostcodeInput(text)).toBe(expected));
});

describe('delivery calculator postcode (SPEC.md §5, §8)', () => {
  it.each([
    ['', 'Please enter a postcode.'],
    ['   ', 'Please enter a postcode.'],
    [null, 'Please enter a postcode.'],
    ['2', null],
    ['Sydney', null],
  ])('%j -> %j', (value, expected) => expect(validateDeliveryPostcode(value)).toBe(expected));
  it('failure text verbatim', () =>
    expect(DELIVERY_ESTIMATE_FAILURE_MESSAGE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    ));
});

describe('money input (SPEC.md §5)', () => {
  it('prefix $', () => expect(MONEY_INPUT_PREFIX).toBe('$'));
  it('default quick picks', () =>
    expect(moneyQuickPicks().map((p) => p.label)).toEqual([
      '$5,000',
      '$10,000',
      '$15,000',
      '$20,000',
      '$25,000',
      '$30,000',
      '$40,000',
      '$50,000',
      '$70,000',
    ]));
  it('site quick picks $300,000 to $800,000 in $100,000 steps', () => {
    expect(moneyQuickPicks(HIGH_VALUE_MONEY_QUICK_PICKS).map((p) => p.label)).toEqual([
      '$300,000',
      '$400,000',
      '$500,000',
      '$600,000',
      '$700,000',
      '$800,000',
    ]);
    expect(DEFAULT_MONEY_QUICK_PICKS[0]).toBe(5000);
  });
  it.each([
    [30000, '30,000'],
    [999, '999'],
    [1000, '1,000'],
    [null, ''],
  ])('formatMoneyInput(%s) = %j', (value, expected) => expect(formatMoneyInput(value)).toBe(expected));
  it.each([
    ['$30,000', 30000],
    ['', null],
  ])('parseMoneyInput(%j) = %s', (text, expected) => expect(parseMoneyInput(text)).toBe(expected));
  it.each([
    ['30000', '30,000'],
    ['$1234567', '1,234,567'],
    ['abc', ''],
  ])('reformatMoneyInput(%j) = %j', (text, expected) => expect(reformatMoneyInput(text)).toBe(expected));
  it('format then parse gives the whole-dollar value back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        expect(parseMoneyInput(formatMoneyInput(n))).toBe(n);
      }),
    );
  });
});

describe('kilometre input (SPEC.md §5)', () => {
  it("suffix ' kms'", () => expect(KM_SUFFIX).toBe(' kms'));
  it.each([
    [50000, '50,000 kms'],
    [999, '999 kms'],
    [0, '0 kms'],
  ])('formatKilometres(%s) = %j', (value, expected) => expect(formatKilometres(value)).toBe(expected));
  it('quick picks', () => {
    expect(KM_QUICK_PICKS).toEqual([10000, 20000, 30000, 50000, 75000, 100000, 150000, 200000]);
    expect(kmQuickPicks()[0]).toEqual({ value: 10000, label: '10,000 kms' });
  });
  it.each([
    ['50,000 kms', 50000],
    ['50000km', 50000],
    ['12 345', 12345],
    ['', null],
    ['-5', null],
  ])('parseKilometres(%j) = %s', (text, expected) => expect(parseKilometres(text)).toBe(expected));
});

describe('number input (SPEC.md §5 step, min, max)', () => {
  it.each([
    [5, { min: 0, max: 10, step: 1 }, 5],
    [11, { min: 0, max: 10, step: 1 }, 10],
    [-1, { min: 0, max: 10, step: 1 }, 0],
    [3.3, { min: 1, max: 7, step: 0.5 }, 3.5],
    [3.2, {}, 3.2],
    [Number.NaN, { min: 0 }, null],
  ])('%s with %j -> %s', (value, bounds, expected) => expect(clampNumberInput(value, bounds)).toBe(expected));
});

describe('price slider (SPEC.md §5)', () => {
  it('default 5000 to 250000, step 500', () => {
    expect(PRICE_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(defaultPriceRange()).toEqual({ lower: 5000, upper: 250000 });
  });
  const r = { lower: 20000, upper: 40000 };
  it.each<[string, (range: PriceRange, v: number) => PriceRange, number, PriceRange]>([
    ['lower moves', moveLower, 25000, { lower: 25000, upper: 40000 }],
    ['lower snaps to 500', moveLower, 25240, { lower: 25000, upper: 40000 }],
    ['lower at upper stops at upper - 1', moveLower, 40000, { lower: 39999, upper: 40000 }],
    ['lower past upper stops at upper - 1', moveLower, 60000, { lower: 39999, upper: 40000 }],
    ['lower below min', moveLower, 0, { lower: 5000, upper: 40000 }],
    ['upper moves', moveUpper, 35000, { lower: 20000, upper: 35000 }],
    ['upper at lower stops at lower + 1', moveUpper, 20000, { lower: 20000, upper: 20001 }],
    ['upper below lower stops at lower + 1', moveUpper, 10000, { lower: 20000, upper: 20001 }],
    ['upper above max', moveUpper, 999999, { lower: 20000, upper: 250000 }],
  ])('%s', (_label, move, value, expected) => expect(move(r, value)).toEqual(expected));

  it('handles never cross and stay within bounds, whatever the moves', () => {
    const move = fc.record({ lower: fc.boolean(), value: fc.integer({ min: -100000, max: 400000 }) });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (moves) => {
        let range = defaultPriceRange();
        for (const m of moves) {
          range = m.lower ? moveLower(range, m.value) : moveUpper(range, m.value);
          expect(range.lower).toBeLessThanOrEqual(range.upper - 1);
          expect(range.lower).toBeGreaterThanOrEqual(PRICE_SLIDER.min);
          expect(range.upper).toBeLessThanOrEqual(PRICE_SLIDER.max);
        }
      }),
    );
  });
});
