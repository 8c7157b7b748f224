import { describe, expect, it } from 'vitest';
import { checkoutPrice, checkoutSlug } from './checkout.ts';

describe('checkoutPrice', () => {
  it.each([
    { price: 35990, offer_price: null, expected: 35990 },
    { price: 35990, offer_price: 33990, expected: 33990 },
    { price: 35990, offer_price: 10, expected: 35990 },
    { price: 35990, offer_price: 11, expected: 11 },
    { price: 35990, offer_price: undefined, expected: 35990 },
  ])('price $price, offer $offer_price -> $expected', ({ price, offer_price, expected }) => {
    expect(checkoutPrice({ price, offer_price })).toBe(expected);
  });
});

describe('checkoutSlug', () => {
  it.each([
    ['/cars/2022-toyota-hilux-sr5-abc123/checkout', '', '2022-toyota-hilux-sr5-abc123'],
    ['/cars/2022-toyota-hilux-sr5-abc123/checkout/', '', '2022-toyota-hilux-sr5-abc123'],
    ['/cars/2022-toyota-hilux-sr5-abc123/checkout.html', '', '2022-toyota-hilux-sr5-abc123'],
    ['/reserve', '?car_id=2022-toyota-hilux-sr5-abc123', '2022-toyota-hilux-sr5-abc123'],
    ['/reserve', '?car_id=%202022-Toyota-HiLux%20', '2022-toyota-hilux'],
    ['/reserve', '', null],
    ['/reserve', '?car_id=../../etc', null],
    ['/cars/x/buy-online', '', null],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(checkoutSlug(pathname, search)).toBe(expected);
  });
});
