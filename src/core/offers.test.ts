import { describe, expect, it } from 'vitest';
import { currentOffers, isCurrentOffer, legalTextDates, offerPeriodText } from './offers.ts';

describe('isCurrentOffer', () => {
  it.each([
    [{ start_date: '2026-11-01', expiry_date: '2026-11-30' }, '2026-11-21', true],
    [{ start_date: '2026-11-21', expiry_date: '2026-11-30' }, '2026-11-21', true],
    [{ start_date: '2026-11-01', expiry_date: '2026-11-21' }, '2026-11-21', true],
    [{ start_date: '2026-11-22', expiry_date: '2026-11-30' }, '2026-11-21', false],
    [{ start_date: '2026-10-01', expiry_date: '2026-11-20' }, '2026-11-21', false],
    [{ start_date: null, expiry_date: null }, '2026-11-21', true],
    [{ expiry_date: '2026-11-20T23:59:59Z' }, '2026-11-21', false],
  ])('%j on %s -> %s', (offer, today, expected) => {
    expect(isCurrentOffer(offer, today)).toBe(expected);
  });
  it('keeps only current offers, in order', () => {
    const offers = [{ id: 1, expiry_date: '2026-01-01' }, { id: 2 }, { id: 3, start_date: '2027-01-01' }];
    expect(currentOffers(offers, '2026-11-21').map((o) => o.id)).toEqual([2]);
  });
});

describe('offer legal text', () => {
  const tz = 'Australia/Sydney';
  it.each([
    [
      { start_date: '2026-11-13', expiry_date: '2026-12-15' },
      'Offer valid on vehicles purchased and delivered between 13 November 2026 and 15 December 2026.',
    ],
    [{ start_date: '2026-11-13' }, 'Offer valid on vehicles purchased and delivered from 13 November 2026.'],
    [{ expiry_date: '2026-12-15' }, 'Offer valid on vehicles purchased and delivered until 15 December 2026.'],
    [{}, null],
  ])('%j -> %s', (offer, text) => expect(offerPeriodText(offer, tz)).toBe(text));

  it.each([
    ['Delivered by 2026-11-21, while stocks last.', 'Delivered by 21 November 2026, while stocks last.'],
    ['Ends 15/12/2026.', 'Ends 15 December 2026.'],
    ['Rate 2.99% p.a. on 5/2026 builds.', 'Rate 2.99% p.a. on 5/2026 builds.'],
    ['No dates here.', 'No dates here.'],
  ])('%s -> %s', (text, want) => expect(legalTextDates(text, tz)).toBe(want));
});
