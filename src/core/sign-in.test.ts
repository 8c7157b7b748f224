import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_TYPES,
  canUseWatchlist,
  carHasNvic,
  gate,
  personalisedFinancePath,
  signInPath,
  type GateContext,
  type GatedPage,
  type SignInSettings,
} from './sign-in.ts';

const USER = { id: 7, phone: '0412345678' };
const ctx = (over: Partial<GateContext> = {}): GateContext => ({
  user: null,
  loading: false,
  settings: {},
  path: '/trade-in',
  ...over,
});

describe('signInPath', () => {
  it.each([
    ['trade-in', '/trade-in', '/', '/sign-in?type=trade-in&redirect=%2Ftrade-in&back=%2F'],
    [
      'checkout',
      '/cars/2020-mazda-cx-5-123/checkout',
      '/cars/2020-mazda-cx-5-123',
      '/sign-in?type=checkout&redirect=%2Fcars%2F2020-mazda-cx-5-123%2Fcheckout&back=%2Fcars%2F2020-mazda-cx-5-123',
    ],
    [
      'finance',
      '/personalised/finance?car_id=12',
      null,
      '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D12',
    ],
    ['my-garage', '/my-garage', '', '/sign-in?type=my-garage&redirect=%2Fmy-garage'],
  ] as const)('%s %s back %j -> %s', (type, redirect, back, expected) => {
    expect(signInPath(type, redirect, back)).toBe(expected);
  });

  it('has the eight types of the spec', () => {
    expect(SIGN_IN_TYPES).toEqual([
      'trade-in',
      'checkout',
      'finance',
      'spin-to-win',
      'online-payment',
      'car-finance',
      'my-garage',
      'watchlist',
    ]);
  });

  it('redirect and back survive the round trip through the query string', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SIGN_IN_TYPES),
        fc.string(),
        fc.string({ minLength: 1 }),
        (type, redirect, back) => {
          const url = new URL(signInPath(type, redirect, back), 'https://example.com');
          expect(url.pathname).toBe('/sign-in');
          expect(url.searchParams.get('type')).toBe(type);
          expect(url.searchParams.get('redirect')).toBe(redirect);
          expect(url.searchParams.get('back')).toBe(back);
        },
      ),
    );
  });

  it('builds the personalised finance path', () => {
    expect(personalisedFinancePath(12)).toBe('/personalised/finance?car_id=12');
  });
});

describe('carHasNvic / canUseWatchlist', () => {
  it.each([
    [{ nvic: 'ABC123' }, true],
    [{ nvic: ' ' }, false],
    [{ nvic: null, has_nvic: true }, true],
    [{ has_nvic: false }, false],
    [null, false],
  ])('%j -> %s', (car, has) => {
    expect(carHasNvic(car)).toBe(has);
  });

  it.each([
    [USER, true],
    [{ id: 1, phone: '' }, false],
    [{ id: 1 }, false],
    [null, false],
  ])('%j can use watchlist -> %s', (user, can) => {
    expect(canUseWatchlist(user)).toBe(can);
  });
});

describe('gate: which pages are gated', () => {
  const all: SignInSettings = { gateTradeIn: true, gateSellMyCar: true, gateCheckout: true, gateFinance: true };
  it.each<[GatedPage, SignInSettings, boolean]>([
    ['trade-in', {}, false],
    ['trade-in', { gateTradeIn: true }, true],
    ['sell-my-car', {}, false],
    ['sell-my-car', { gateSellMyCar: true }, true],
    ['sell-my-car', { gateTradeIn: true }, false],
    ['checkout', {}, false],
    ['checkout', { gateCheckout: true }, true],
    ['finance', {}, false],
    ['finance', { gateFinance: true }, true],
    ['personalised-finance', {}, true],
    ['online-payment', {}, true],
    ['my-garage', {}, true],
    ['spin-to-win', {}, true],
    ['watchlist', {}, true],
    ['online-payment', all, true],
  ])('%s with %j -> gated %s', (page, settings, gated) => {
    const decision = gate(page, ctx({ settings, car: { id: 1, slug: 'car-1' } }));
    expect(decision.kind).toBe(gated ? 'redirect' : 'allow');
  });
});

describe('gate: decisions', () => {
  it.each<[string, GatedPage, Partial<GateContext>, ReturnType<typeof gate>]>([
    ['loading waits', 'my-garage', { loading: true, path: '/my-garage' }, { kind: 'wait' }],
    ['loading ungated still allows', 'trade-in', { loading: true }, { kind: 'allow' }],
    ['signed in allows', 'my-garage', { user: USER, path: '/my-garage' }, { kind: 'allow' }],
    [
      'anonymous redirects with back',
      'my-garage',
      { path: '/mymotorama', back: '/' },
      { kind: 'redirect', to: '/sign-in?type=my-garage&redirect=%2Fmymotorama&back=%2F' },
    ],
    [
      'online payment',
      'online-payment',
      { path: '/online-payment' },
      { kind: 'redirect', to: '/sign-in?type=online-payment&redirect=%2Fonline-payment' },
    ],
    [
      'sell-my-car signs in as trade-in',
      'sell-my-car',
      { settings: { gateSellMyCar: true }, path: '/sell-my-car' },
      { kind: 'redirect', to: '/sign-in?type=trade-in&redirect=%2Fsell-my-car' },
    ],
    [
      'personalised finance signs in as car-finance',
      'personalised-finance',
      { path: '/personalised/finance?car_id=3' },
      { kind: 'redirect', to: '/sign-in?type=car-finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D3' },
    ],
    [
      'checkout waits for the slug',
      'checkout',
      { settings: { gateCheckout: true }, car: { id: 5, slug: null } },
      { kind: 'wait' },
    ],
    ['checkout waits without a car', 'checkout', { settings: { gateCheckout: true } }, { kind: 'wait' }],
    [
      'checkout redirects once the slug is known',
      'checkout',
      { settings: { gateCheckout: true }, car: { id: 5, slug: 'mazda-3' }, path: '/cars/mazda-3/checkout' },
      { kind: 'redirect', to: '/sign-in?type=checkout&redirect=%2Fcars%2Fmazda-3%2Fcheckout' },
    ],
    [
      'checkout signed in does not wait for the slug',
      'checkout',
      { settings: { gateCheckout: true }, user: USER, car: { slug: null } },
      { kind: 'allow' },
    ],
    [
      'finance anonymous, nvic car -> sign in, then personalised page',
      'finance',
      { settings: { gateFinance: true }, car: { id: 12, nvic: 'N1' }, path: '/cars/c-12' },
      { kind: 'redirect', to: '/sign-in?type=finance&redirect=%2Fpersonalised%2Ffinance%3Fcar_id%3D12' },
    ],
    [
      'finance anonymous, car without nvic -> sign in back to the page',
      'finance',
      { settings: { gateFinance: true }, car: { id: 12 }, path: '/cars/c-12' },
      { kind: 'redirect', to: '/sign-in?type=finance&redirect=%2Fcars%2Fc-12' },
    ],
    [
      'finance signed in, nvic car -> personalised page',
      'finance',
      { settings: { gateFinance: true }, user: USER, car: { id: 12, has_nvic: true } },
      { kind: 'redirect', to: '/personalised/finance?car_id=12' },
    ],
    [
      'finance signed in, already on the personalised page',
      'finance',
      {
        settings: { gateFinance: true },
        user: USER,
        car: { id: 12, has_nvic: true },
        path: '/personalised/finance?car_id=12',
      },
      { kind: 'allow' },
    ],
    [
      'finance signed in, no nvic',
      'finance',
      { settings: { gateFinance: true }, user: USER, car: { id: 12 } },
      { kind: 'allow' },
    ],
    ['finance not gated ignores nvic', 'finance', { user: USER, car: { id: 12, nvic: 'N1' } }, { kind: 'allow' }],
    [
      'watchlist needs a phone',
      'watchlist',
      { user: { id: 1, phone: null }, path: '/watchlist' },
      { kind: 'redirect', to: '/sign-in?type=watchlist&redirect=%2Fwatchlist' },
    ],
    ['watchlist with phone', 'watchlist', { user: USER }, { kind: 'allow' }],
  ])('%s', (_name, page, over, expected) => {
    expect(gate(page, ctx(over))).toEqual(expected);
  });
});
