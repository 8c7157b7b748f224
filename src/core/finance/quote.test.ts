import { describe, expect, it } from 'vitest';
import { QUOTE_PATH, quoteRequestBody, shouldRequestQuote } from './quote.ts';

describe('finance quote request (SPEC.md §7)', () => {
  it('path', () => expect(QUOTE_PATH).toBe('/api/youx/quote'));

  it('body: GREAT, loan term 5, whoIsHelping empty, car fields', () => {
    expect(quoteRequestBody({ price: 45990, year: 2021, vin: 'JTMW1RFV20D012345', nvic: 'ABC123' })).toEqual({
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 45990,
      loanTerm: 5,
      year: 2021,
      vin: 'JTMW1RFV20D012345',
      nvic: 'ABC123',
      whoIsHelping: '',
    });
  });

  it('missing vin and nvic are null', () => {
    expect(quoteRequestBody({ price: 1, year: 2020 })).toMatchObject({ vin: null, nvic: null });
  });

  it.each([
    ['feature on, no quote, price 1', true, null, 1, true],
    ['feature off', false, null, 45990, false],
    ['quote held', true, { weeklyRepaymentAmount: 120 }, 45990, false],
    ['price 0', true, null, 0, false],
    ['no price', true, undefined, null, false],
  ])('%s -> %s', (_label, feature, quote, price, expected) => {
    expect(shouldRequestQuote(feature, quote, price)).toBe(expected);
  });
});
