import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundPayment, type RoundingRule } from './rounding.ts';

describe('roundPayment (SPEC.md §9 rounding)', () => {
  it.each<[RoundingRule, number, number, number | null, number]>([
    ['nearest', 146.7333, 30000, null, 147],
    ['nearest', 146.4999, 30000, null, 146],
    ['nearest', 146.5, 30000, null, 147],
    ['ceiling', 146.0001, 30000, null, 147],
    ['ceiling', 147, 30000, null, 147],
    ['ceiling', 147.00000000000003, 30000, null, 147],
    // storedValueComparison: amount at or above the stored value rounds up, below rounds down
    ['storedValueComparison', 153.3876, 30000, 30000, 154],
    ['storedValueComparison', 153.3876, 35000, 30000, 154],
    ['storedValueComparison', 153.3876, 29999, 30000, 153],
    ['storedValueComparison', 153.9, 29999, 30000, 153],
    // no stored value: nearest
    ['storedValueComparison', 153.3876, 30000, null, 153],
  ])('%s %s (amount %s, stored %s) -> %s', (rule, raw, amount, stored, expected) => {
    expect(roundPayment(raw, rule, { amount, storedVehicleValue: stored })).toBe(expected);
  });

  it('keeps NaN so the caller can show Enquire for Finance', () => {
    expect(roundPayment(Number.NaN, 'nearest', { amount: 1 })).toBeNaN();
  });

  it('every rule lands on a whole dollar within 1 of the raw value', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100000, noNaN: true }),
        fc.constantFrom<RoundingRule>('nearest', 'ceiling', 'storedValueComparison'),
        fc.integer({ min: 0, max: 200000 }),
        fc.option(fc.integer({ min: 0, max: 200000 })),
        (raw, rule, amount, stored) => {
          const rounded = roundPayment(raw, rule, { amount, storedVehicleValue: stored });
          expect(Number.isInteger(rounded)).toBe(true);
          expect(Math.abs(rounded - raw)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
