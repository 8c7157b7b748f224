import { describe, expect, it } from 'vitest';
import {
  COMPARISON_RATE_EXAMPLE,
  COMPARISON_RATE_RANGE,
  ESTIMATE_NOTE,
  FINANCE_DISCLAIMER,
  comparisonRateRange,
} from './disclaimer.ts';
import { FINANCE_PROVIDER_PRESETS } from './rules.ts';

describe('finance texts (SPEC.md §9)', () => {
  it('comparison-rate example verbatim', () =>
    expect(COMPARISON_RATE_EXAMPLE).toBe('5-year secured consumer fixed rate loan of $30,000'));
  it('estimate note verbatim', () => expect(ESTIMATE_NOTE).toBe('5-year term, 10.0% deposit, 30% final payment'));
  it.each([
    'indicative only',
    'not a binding quote',
    'approved applicants only',
    'Terms, fees and lending criteria apply.',
  ])('generic disclaimer says %s', (phrase) => expect(FINANCE_DISCLAIMER).toContain(phrase));
  it('range 8.38% to 19.42%', () => expect(COMPARISON_RATE_RANGE).toEqual({ from: '8.38%', to: '19.42%' }));
});

describe('comparisonRateRange (SPEC.md §9)', () => {
  it.each([
    ['percentage in disclaimer', 'Rates from 5.99% p.a. comparison rate 7.2 %', false, true],
    ['whole-number percentage', 'Deposit of 10% required', false, true],
    ['no percentage', 'Finance subject to approval.', false, false],
    ['percent sign without a number', 'Save % today', false, false],
    ['no disclaimer', null, false, false],
    [
      'provider always shows it',
      null,
      FINANCE_PROVIDER_PRESETS.comparisonRangeProvider.alwaysShowComparisonRange,
      true,
    ],
  ])('%s', (_label, disclaimer, always, shown) => {
    expect(comparisonRateRange(disclaimer, always)).toEqual(shown ? COMPARISON_RATE_RANGE : null);
  });
});
