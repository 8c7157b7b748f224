import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPriceComparison, marketPriceBadge, type AutograbMarketData, type MarketPriceCar } from './market.ts';

describe('marketPriceBadge (SPEC.md §4, threshold 499)', () => {
  it.each<[string, MarketPriceCar, { amount: number; text: string } | null]>([
    ['499 below state: none', { price: 30000, autograb_data: { state_average_market_price: 30499 } }, null],
    [
      '500 below state: badge',
      { price: 30000, autograb_data: { state_average_market_price: 30500 } },
      { amount: 500, text: '$500 below market price' },
    ],
    [
      'state figure preferred over national',
      {
        price: 30000,
        autograb_data: { state_average_market_price: 32500, average_market_price: 40000 },
      },
      { amount: 2500, text: '$2,500 below market price' },
    ],
    [
      'state figure preferred even when it gives no badge',
      {
        price: 30000,
        autograb_data: { state_average_market_price: 30100, average_market_price: 40000 },
      },
      null,
    ],
    [
      'national when no state figure',
      {
        price: 30000,
        autograb_data: { state_average_market_price: null, average_market_price: 31250 },
      },
      { amount: 1250, text: '$1,250 below market price' },
    ],
    [
      'national when state figure is 0',
      {
        price: 30000,
        autograb_data: { state_average_market_price: 0, average_market_price: 31250 },
      },
      { amount: 1250, text: '$1,250 below market price' },
    ],
    ['national 499 below: none', { price: 30000, autograb_data: { average_market_price: 30499 } }, null],
    ['above market: none', { price: 35000, autograb_data: { average_market_price: 30000 } }, null],
    ['no autograb data', { price: 30000 }, null],
    ['null autograb data', { price: 30000, autograb_data: null }, null],
    ['no price', { price: null, autograb_data: { average_market_price: 30000 } }, null],
    ['price 0', { price: 0, autograb_data: { average_market_price: 30000 } }, null],
  ])('%s', (_label, car, expected) => {
    expect(marketPriceBadge(car)).toEqual(expected);
  });

  it('shows the badge exactly when the market figure exceeds the price by more than 499', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 200_000 }), (price, market) => {
        const badge = marketPriceBadge({
          price,
          autograb_data: { state_average_market_price: market },
        });
        expect(badge !== null).toBe(market - price >= 500);
        if (badge) expect(badge.amount).toBe(market - price);
      }),
    );
  });
});

describe('hasPriceComparison: the page asks for the price comparison only where it can exist', () => {
  it.each<[string, AutograbMarketData | null | undefined, number | null, boolean]>([
    [
      'state and national figures, a shown price',
      { state_average_market_price: 50_000, average_market_price: 49_000 },
      45_990,
      true,
    ],
    ['national figure only', { average_market_price: 49_000 }, 45_990, true],
    ['state figure 0, national figure', { state_average_market_price: 0, average_market_price: 49_000 }, 45_990, true],
    ['no autograb data', null, 45_990, false],
    ['autograb data without figures', {}, 45_990, false],
    ['figures 0 or negative', { state_average_market_price: 0, average_market_price: -1 }, 45_990, false],
    ['market figure but no price amount shown (POA, preorder)', { state_average_market_price: 50_000 }, null, false],
    ['market figure, price 0', { state_average_market_price: 50_000 }, 0, false],
  ])('%s -> %s', (_label, data, amount, expected) => {
    expect(hasPriceComparison(data, amount)).toBe(expected);
  });
});
