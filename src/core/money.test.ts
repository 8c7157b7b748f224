import { describe, expect, it } from 'vitest';
import { formatCurrency, formatThousands, parseMoney } from './money.ts';

describe('formatCurrency', () => {
  it.each([
    [0, 'AUD', '$0'],
    [999, 'AUD', '$999'],
    [12345, 'AUD', '$12,345'],
    [12345.6, 'AUD', '$12,346'],
    [1250000, 'AUD', '$1,250,000'],
    [45990, 'NZD', '$45,990'],
  ] as const)('%s %s -> %s', (amount, currency, expected) => {
    expect(formatCurrency(amount, currency)).toBe(expected);
  });
});

describe('formatThousands', () => {
  it('groups with commas', () => expect(formatThousands(100000)).toBe('100,000'));
});

describe('parseMoney', () => {
  it.each([
    ['$30,000', 30000],
    ['NZ$1,200.50', 1200.5],
    [' 45 000 ', 45000],
    ['-500', -500],
    ['', null],
    ['abc', null],
  ] as const)('%j -> %s', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });
});
