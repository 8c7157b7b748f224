import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CarStatus } from '../types.ts';
import {
  DEFAULT_SOLD_TAG,
  SOLD_PANEL_TEXT,
  TRADE_IN_ESTIMATE_MAX_AGE_YEARS,
  TRADE_IN_ESTIMATE_MAX_KM,
  TRADE_IN_MIN_PRICE,
  UNAVAILABLE_CARD_TEXT,
  canBuyOnline,
  canFavourite,
  canReserve,
  canSaveToWatchlist,
  isAvailable,
  historyReportHref,
  showsBuyingPanels,
  showTradeInButton,
  showWatchlistSaveButton,
  showsAsSold,
  soldTag,
  tradeInEstimateRefused,
  watchlistSignInPath,
} from './availability.ts';

describe('texts and constants', () => {
  it('are verbatim from the spec', () => {
    expect(UNAVAILABLE_CARD_TEXT).toBe('Like this and want something similar?');
    expect(SOLD_PANEL_TEXT).toBe(
      "Unfortunately this car recently sold. But don't worry, we can help you find a similar car!",
    );
    expect(DEFAULT_SOLD_TAG).toBe('JUST SOLD');
    expect(TRADE_IN_MIN_PRICE).toBe(200);
    expect(TRADE_IN_ESTIMATE_MAX_AGE_YEARS).toBe(7);
    expect(TRADE_IN_ESTIMATE_MAX_KM).toBe(100000);
  });
});

describe('isAvailable / showsAsSold (SPEC.md §4)', () => {
  it.each<[CarStatus, boolean | undefined, boolean, boolean]>([
    ['in_stock', undefined, true, false],
    ['coming_soon', undefined, true, false],
    ['sold', undefined, false, true],
    ['sold', true, false, true],
    ['others', undefined, false, true],
    ['', undefined, false, true],
    ['in_stock', true, true, true],
    ['coming_soon', false, true, false],
  ])('status %j sold=%s -> available %s, shows as sold %s', (status, sold, available, asSold) => {
    expect(isAvailable({ status })).toBe(available);
    expect(showsAsSold({ status, sold })).toBe(asSold);
  });
});

describe('showsBuyingPanels: finance, delivery, price comparison and market badge only for a car still for sale', () => {
  it.each<[string, CarStatus, { sold?: boolean; reserved?: boolean }, boolean]>([
    ['in stock', 'in_stock', {}, true],
    ['coming soon', 'coming_soon', {}, true],
    ['reserved (held, not sold)', 'in_stock', { reserved: true }, true],
    ['sold', 'sold', {}, false],
    ['sold flag on an in-stock status (stale feed)', 'in_stock', { sold: true }, false],
    ['other unavailable status', 'others', {}, false],
  ])('%s -> %s', (_label, status, flags, expected) => {
    expect(showsBuyingPanels({ status, ...flags })).toBe(expected);
  });
});

describe('soldTag', () => {
  it.each([
    [{}, 'JUST SOLD'],
    [{ sold_tag_name: null }, 'JUST SOLD'],
    [{ sold_tag_name: '  ' }, 'JUST SOLD'],
    [{ sold_tag_name: 'SOLD' }, 'SOLD'],
    [{ sold_tag_name: ' Sold Recently ' }, 'Sold Recently'],
  ])('%j -> %j', (settings, expected) => {
    expect(soldTag(settings)).toBe(expected);
  });

  it('defaults without settings', () => expect(soldTag()).toBe('JUST SOLD'));
});

describe('canReserve / canBuyOnline (SPEC.md §4, §5)', () => {
  it.each<[CarStatus, boolean, boolean, boolean, boolean]>([
    // status, reserved, sold, site enabled, expected
    ['in_stock', false, false, true, true],
    ['coming_soon', false, false, true, true],
    ['in_stock', false, false, false, false],
    ['sold', false, false, true, false],
    ['others', false, false, true, false],
    ['in_stock', true, false, true, false],
    ['in_stock', false, true, true, false],
  ])('%s reserved=%s sold=%s enabled=%s -> %s', (status, reserved, sold, enabled, expected) => {
    const car = { status, reserved, sold };
    expect(canReserve(car, { reserveEnabled: enabled })).toBe(expected);
    expect(canBuyOnline(car, { buyOnlineEnabled: enabled })).toBe(expected);
  });

  it('are off unless the site enables them', () => {
    expect(canReserve({ status: 'in_stock' })).toBe(false);
    expect(canBuyOnline({ status: 'in_stock' })).toBe(false);
  });
});

describe('showTradeInButton (SPEC.md §5)', () => {
  type TradeInCar = { status: CarStatus; sold: boolean; reserved: boolean; price: number | null };
  const base: TradeInCar = { status: 'in_stock', sold: false, reserved: false, price: 201 };
  it.each<[string, Partial<TradeInCar>, boolean, boolean]>([
    ['price 201', {}, true, true],
    ['price 200', { price: 200 }, true, false],
    ['price 0', { price: 0 }, true, false],
    ['no price', { price: null }, true, false],
    ['autograb off', {}, false, false],
    ['coming_soon', { status: 'coming_soon' }, true, false],
    ['status sold', { status: 'sold' }, true, false],
    ['sold flag', { sold: true }, true, false],
    ['reserved', { reserved: true }, true, false],
  ])('%s -> %s', (_label, change, autograbEnabled, expected) => {
    expect(showTradeInButton({ ...base, ...change }, { autograbEnabled })).toBe(expected);
  });

  it('is hidden at or below 200 and shown above, for any in-stock car', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1_000_000 }), (price) => {
        expect(showTradeInButton({ ...base, price }, { autograbEnabled: true })).toBe(price > 200);
      }),
    );
  });
});

describe('tradeInEstimateRefused (SPEC.md §5: over 7 years or over 100,000 km)', () => {
  const now = new Date('2026-06-15T02:00:00Z');
  it.each<[number, number | null, boolean]>([
    [2019, 50_000, false],
    [2018, 50_000, true],
    [2026, 100_000, false],
    [2026, 100_001, true],
    [2019, 100_000, false],
    [2018, 100_001, true],
    [2010, null, true],
    [2024, null, false],
  ])('year %i, %j km -> refused %s', (year, km, expected) => {
    expect(tradeInEstimateRefused({ year, km }, now)).toBe(expected);
  });

  it('uses the calendar year in the tenant time zone', () => {
    // 13:30 UTC on 31 Dec 2026 is already 2027 in Sydney but still 2026 in Perth.
    const newYear = new Date('2026-12-31T13:30:00Z');
    expect(tradeInEstimateRefused({ year: 2019, km: 0 }, newYear)).toBe(true);
    expect(tradeInEstimateRefused({ year: 2019, km: 0 }, newYear, { timeZone: 'Australia/Perth' })).toBe(false);
  });

  it('refuses exactly when age > 7 or km > 100,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2026 }), fc.integer({ min: 0, max: 400_000 }), (year, km) => {
        expect(tradeInEstimateRefused({ year, km }, now)).toBe(2026 - year > 7 || km > 100_000);
      }),
    );
  });
});

describe('canFavourite (SPEC.md §5)', () => {
  const images = [{ image: { url: 'https://cdn.example/1.jpg' } }];
  it.each<
    [
      string,
      {
        car_type: 'new' | 'demo' | 'used';
        price?: number | null;
        images?: typeof images | null;
        image_count?: number;
      },
      boolean,
      boolean,
      boolean,
    ]
  >([
    ['storage off', { car_type: 'used', price: 20000, images }, false, false, false],
    ['storage on', { car_type: 'new', price: 0, images: [] }, true, false, true],
    ['restricted: used, priced, images', { car_type: 'used', price: 20000, images }, true, true, true],
    ['restricted: price 1', { car_type: 'used', price: 1, images }, true, true, true],
    ['restricted: new', { car_type: 'new', price: 20000, images }, true, true, false],
    ['restricted: demo', { car_type: 'demo', price: 20000, images }, true, true, false],
    ['restricted: price 0', { car_type: 'used', price: 0, images }, true, true, false],
    ['restricted: price -1', { car_type: 'used', price: -1, images }, true, true, false],
    ['restricted: no price', { car_type: 'used', price: null, images }, true, true, false],
    ['restricted: no images', { car_type: 'used', price: 20000, images: [] }, true, true, false],
    ['restricted: images null', { car_type: 'used', price: 20000, images: null }, true, true, false],
    ['restricted: search hit with 3 images', { car_type: 'used', price: 20000, image_count: 3 }, true, true, true],
    ['restricted: search hit with none', { car_type: 'used', price: 20000, image_count: 0 }, true, true, false],
  ])('%s -> %s', (_label, car, storageEnabled, restrictToUsedPricedWithImages, expected) => {
    expect(canFavourite(car, { storageEnabled, restrictToUsedPricedWithImages })).toBe(expected);
  });
});

describe('historyReportHref (needs a safe file link)', () => {
  it.each([
    ['https://cdn.example/ppsr.pdf', 'https://cdn.example/ppsr.pdf'],
    ['/reports/ppsr.pdf', '/reports/ppsr.pdf'],
    ['javascript:alert(document.domain)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (file, expected) => {
    expect(historyReportHref({ file })).toBe(expected);
  });
});

describe('canSaveToWatchlist (SPEC.md §5, §6)', () => {
  const target = { redirect: '/cars/2020-toyota-corolla', back: '/search/used-cars' };
  const redirectTo = '/sign-in?type=watchlist&redirect=%2Fcars%2F2020-toyota-corolla&back=%2Fsearch%2Fused-cars';

  it.each([
    ['anonymous (null)', null, { allowed: false, reason: 'signed-out', redirectTo }],
    ['anonymous (undefined)', undefined, { allowed: false, reason: 'signed-out', redirectTo }],
    ['no phone', { id: 7 }, { allowed: false, reason: 'no-phone', redirectTo }],
    ['null phone', { id: 7, phone: null }, { allowed: false, reason: 'no-phone', redirectTo }],
    ['blank phone', { id: 7, phone: ' ' }, { allowed: false, reason: 'no-phone', redirectTo }],
    ['signed in with phone', { id: 7, phone: '0412345678' }, { allowed: true }],
  ])('%s', (_label, user, expected) => {
    expect(canSaveToWatchlist(user, target)).toEqual(expected);
  });

  it('omits back when not given', () => {
    expect(watchlistSignInPath({ redirect: '/watchlist' })).toBe('/sign-in?type=watchlist&redirect=%2Fwatchlist');
  });
});

describe('showWatchlistSaveButton (SPEC.md §4)', () => {
  it.each<[CarStatus, boolean | undefined, boolean, boolean]>([
    ['in_stock', undefined, false, true],
    ['in_stock', undefined, true, true],
    ['coming_soon', undefined, false, true],
    ['sold', undefined, false, false],
    ['sold', undefined, true, true],
    ['others', undefined, false, false],
    ['in_stock', true, false, false],
    ['in_stock', true, true, true],
  ])('%s sold=%s inWatchlist=%s -> %s', (status, sold, inWatchlist, expected) => {
    expect(showWatchlistSaveButton({ status, sold }, inWatchlist)).toBe(expected);
  });
});
