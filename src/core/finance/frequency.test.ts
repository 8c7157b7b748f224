import { describe, expect, it } from 'vitest';
import { DEFAULT_FREQUENCY, FREQUENCY_LABELS, PERIODS_PER_YEAR, isFrequency } from './frequency.ts';

describe('frequencies (SPEC.md §3, §9)', () => {
  it.each([
    ['week', 52, 'wk'],
    ['fortnight', 26, 'fn'],
    ['month', 12, 'mo'],
  ] as const)('%s: %s a year, label %s', (frequency, periods, label) => {
    expect(PERIODS_PER_YEAR[frequency]).toBe(periods);
    expect(FREQUENCY_LABELS[frequency]).toBe(label);
  });
  it("year label 'yr'", () => expect(FREQUENCY_LABELS.year).toBe('yr'));
  it('default weekly', () => expect(DEFAULT_FREQUENCY).toBe('week'));
  it.each([
    ['week', true],
    ['month', true],
    ['year', false],
    [52, false],
  ])('isFrequency(%j) = %s', (value, expected) => expect(isFrequency(value)).toBe(expected));
});
