import { describe, expect, it } from 'vitest';
import { lenderOfferFor, offerTermMonths, offerTermYears } from './offer.ts';

describe('lender offers (SPEC.md §3)', () => {
  const lenders = { 'provider-a': { paymentWeek: 120 }, 'provider-b': null };
  it.each([
    ['provider-a', { paymentWeek: 120 }],
    ['provider-b', null],
    ['provider-c', null],
    [null, null],
  ])('offer for %s', (provider, expected) => expect(lenderOfferFor(lenders, provider)).toEqual(expected));

  it.each([
    [{ termYears: 5 }, 5, 60],
    [{ termMonths: 42 }, 3.5, 42],
    [{ termYears: 4, termMonths: 60 }, 4, 60],
    [{}, null, null],
    [{ termYears: 0 }, null, null],
  ])('%j -> %s years, %s months', (offer, years, months) => {
    expect(offerTermYears(offer)).toBe(years);
    expect(offerTermMonths(offer)).toBe(months);
  });
});
