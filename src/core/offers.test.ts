import { describe, expect, it } from 'vitest';
import { currentOffers, isCurrentOffer } from './offers.ts';

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
