import { describe, expect, it } from 'vitest';
import { financeTeaser } from './teaser.ts';

describe('financeTeaser (SPEC.md §9 weekly payment, deposit, term in months, comparison rate)', () => {
  it.each([
    [
      { paymentWeek: 120, deposit: 2000, termYears: 5, comparisonRate: 9.45 },
      { weeklyPayment: 120, deposit: 2000, termMonths: 60, comparisonRate: 9.45, balloon: null },
    ],
    [
      { paymentWeek: 99, termMonths: 48 },
      { weeklyPayment: 99, deposit: null, termMonths: 48, comparisonRate: null, balloon: null },
    ],
    // the weekly payment of an offer with a balloon is only half the story: the balloon shows beside it
    [
      { paymentWeek: 223, termYears: 5, comparisonRate: 10.9, balloon: 16500 },
      { weeklyPayment: 223, deposit: null, termMonths: 60, comparisonRate: 10.9, balloon: 16500 },
    ],
    [
      { paymentWeek: 99, termMonths: 48, balloon: 0 },
      { weeklyPayment: 99, deposit: null, termMonths: 48, comparisonRate: null, balloon: null },
    ],
  ])('%j', (offer, expected) => expect(financeTeaser(offer)).toEqual(expected));

  it('no offer, no teaser', () => expect(financeTeaser(null)).toBeNull());
});
