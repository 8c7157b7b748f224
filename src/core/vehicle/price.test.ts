import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CarPrices } from '../types.ts';
import { DEFAULT_NO_PRICE_TEXT, PRICE_DISPLAY_MIN, priceDisplay, priceSortValue, wasPrice } from './price.ts';

describe('priceDisplay precedence (SPEC.md §4)', () => {
  it.each<[string, CarPrices, ReturnType<typeof priceDisplay>]>([
    [
      'subscription above 0 wins',
      { subscription_price: 199, offer_price: 30000, price: 32000 },
      { kind: 'subscription', amount: 199, text: '$199' },
    ],
    ['subscription 1', { subscription_price: 1, price: 32000 }, { kind: 'subscription', amount: 1, text: '$1' }],
    [
      'subscription 0 skipped',
      { subscription_price: 0, price: 32000 },
      { kind: 'price', amount: 32000, text: '$32,000' },
    ],
    ['offer 11 shown', { offer_price: 11, price: 32000 }, { kind: 'offer', amount: 11, text: '$11' }],
    ['offer 10 skipped', { offer_price: 10, price: 32000 }, { kind: 'price', amount: 32000, text: '$32,000' }],
    ['offer wins over price', { offer_price: 29990, price: 32000 }, { kind: 'offer', amount: 29990, text: '$29,990' }],
    ['price 11 shown', { price: 11 }, { kind: 'price', amount: 11, text: '$11' }],
    ['price 10 skipped', { price: 10 }, { kind: 'no-price', text: 'Enquire for price.' }],
    ['price 10.5 shown', { price: 10.5 }, { kind: 'price', amount: 10.5, text: '$11' }],
    ['preorder', { price: 0, preorder: true }, { kind: 'preorder', text: 'PREORDER' }],
    ['price wins over preorder', { price: 45000, preorder: true }, { kind: 'price', amount: 45000, text: '$45,000' }],
    ['nothing', {}, { kind: 'no-price', text: 'Enquire for price.' }],
    [
      'nulls',
      { price: null, offer_price: null, subscription_price: null, preorder: null },
      { kind: 'no-price', text: 'Enquire for price.' },
    ],
    ['NaN price', { price: Number.NaN }, { kind: 'no-price', text: 'Enquire for price.' }],
  ])('%s', (_label, car, expected) => {
    expect(priceDisplay(car)).toEqual(expected);
  });

  it('uses the configured no-price text and currency', () => {
    expect(priceDisplay({ price: 0 }, { noPriceText: 'Call for price' })).toEqual({
      kind: 'no-price',
      text: 'Call for price',
    });
    expect(priceDisplay({ price: 45990 }, { currency: 'NZD' }).text).toBe('$45,990');
  });

  it('shows a price exactly when one of them is above its minimum', () => {
    const amount = fc.option(fc.integer({ min: -100, max: 100_000 }), { nil: null });
    fc.assert(
      fc.property(amount, amount, amount, fc.boolean(), (subscription_price, offer_price, price, preorder) => {
        const shown = priceDisplay({ subscription_price, offer_price, price, preorder });
        const hasAmount =
          (subscription_price ?? 0) > 0 || (offer_price ?? 0) > PRICE_DISPLAY_MIN || (price ?? 0) > PRICE_DISPLAY_MIN;
        expect('amount' in shown).toBe(hasAmount);
        if (!hasAmount) expect(shown.text).toBe(preorder ? 'PREORDER' : DEFAULT_NO_PRICE_TEXT);
      }),
    );
  });
});

describe('wasPrice (SPEC.md §4)', () => {
  it.each<[string, CarPrices, { amount: number; text: string } | null]>([
    ['before above price', { price: 32000, before_price: 35000 }, { amount: 35000, text: '$35,000' }],
    [
      'before above offer',
      { offer_price: 29990, price: 32000, before_price: 32000 },
      { amount: 32000, text: '$32,000' },
    ],
    ['before one dollar above', { price: 32000, before_price: 32001 }, { amount: 32001, text: '$32,001' }],
    ['before equal', { price: 32000, before_price: 32000 }, null],
    ['before below', { price: 32000, before_price: 31000 }, null],
    ['before equal once rounded', { price: 32000, before_price: 32000.4 }, null],
    ['no before', { price: 32000 }, null],
    ['no price shown', { price: 0, before_price: 35000 }, null],
    ['preorder', { preorder: true, before_price: 35000 }, null],
    ['subscription', { subscription_price: 199, before_price: 35000 }, null],
  ])('%s', (_label, car, expected) => {
    expect(wasPrice(car, priceDisplay(car))).toEqual(expected);
  });
});

describe('priceSortValue: what price sorts order by; cars without a price have none (sorted last)', () => {
  it.each<[string, CarPrices, number | null]>([
    ['price', { price: 45990 }, 45990],
    ['offer price below the price', { price: 45990, offer_price: 41990 }, 41990],
    ['offer price without a price', { price: 0, offer_price: 41990 }, 41990],
    ['offer price of 10 is not shown: the price', { price: 45990, offer_price: 10 }, 45990],
    ['price 11', { price: 11 }, 11],
    ['price 10: Enquire for price', { price: 10 }, null],
    ['price 0: Enquire for price', { price: 0 }, null],
    ['no price at all', {}, null],
    ['PREORDER', { price: 0, preorder: true }, null],
    ['preorder with a price', { price: 52990, preorder: true }, 52990],
    ['subscription only', { price: 0, subscription_price: 199 }, null],
    ['subscription with a price', { price: 45990, subscription_price: 199 }, 45990],
    ['not a number', { price: Number.NaN }, null],
  ])('%s', (_, car, expected) => {
    expect(priceSortValue(car)).toBe(expected);
  });

  it('is null exactly when the card shows no purchase price (PREORDER, no-price text, subscription alone)', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            price: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 200000 })),
            offer_price: fc.option(fc.integer({ min: 0, max: 200000 }), { nil: null }),
            subscription_price: fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }),
            preorder: fc.boolean(),
          },
          { requiredKeys: ['price'] },
        ),
        (car) => {
          const withoutSubscription = priceDisplay({ ...car, subscription_price: null });
          const value = priceSortValue(car);
          if (value === null) expect(['preorder', 'no-price']).toContain(withoutSubscription.kind);
          else expect(withoutSubscription).toMatchObject({ amount: value });
        },
      ),
    );
  });
});
