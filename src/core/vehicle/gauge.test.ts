import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gaugeBand, priceGauge, priceGaugeView, type PriceComparisonResponse } from './gauge.ts';

const valid = {
  fill: 0.5,
  listing_price: 30000,
  market_range_min: 28000,
  market_range_max: 34000,
  confidence: 0.8,
} as const;

describe('priceGauge visibility (SPEC.md §5)', () => {
  it.each<[string, PriceComparisonResponse | null | undefined, boolean]>([
    ['all present', valid, true],
    ['fill 0 is present', { ...valid, fill: 0 }, true],
    ['no fill', { ...valid, fill: null }, false],
    ['no listing_price', { ...valid, listing_price: undefined }, false],
    ['no market_range_min', { ...valid, market_range_min: null }, false],
    ['no market_range_max', { ...valid, market_range_max: null }, false],
    ['no confidence', { ...valid, confidence: null }, false],
    ['confidence 0.2 hidden', { ...valid, confidence: 0.2 }, false],
    ['confidence 0.21 shown', { ...valid, confidence: 0.21 }, true],
    ['market max below listing hidden', { ...valid, market_range_max: 29999 }, false],
    ['market max equal to listing shown', { ...valid, market_range_max: 30000 }, true],
    ['NaN fill', { ...valid, fill: Number.NaN }, false],
    ['null response', null, false],
    ['undefined response', undefined, false],
  ])('%s -> shown %s', (_label, response, shown) => {
    expect(priceGauge(response) !== null).toBe(shown);
  });
});

describe('gaugeBand (SPEC.md §5)', () => {
  it.each([
    [0, 'low'],
    [0.29, 'low'],
    [0.3, 'medium'],
    [0.59, 'medium'],
    [0.6, 'high'],
    [1, 'high'],
  ] as const)('fill %d -> %s', (fill, band) => {
    expect(gaugeBand(fill)).toBe(band);
    expect(priceGauge({ ...valid, fill })?.band).toBe(band);
  });

  it('never goes down as fill goes up', () => {
    const rank = { low: 0, medium: 1, high: 2 } as const;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank[gaugeBand(lo)]).toBeLessThanOrEqual(rank[gaugeBand(hi)]);
      }),
    );
  });
});

describe('gauge description (SPEC.md §5)', () => {
  it.each<[number, string | null | undefined, string]>([
    [0.64, undefined, 'Good Deal'],
    [0.65, undefined, 'Great Deal'],
    [0.2, null, 'Good Deal'],
    [0.9, '  ', 'Great Deal'],
    [0.9, 'Fair Price', 'Fair Price'],
    [0.1, 'Above Market', 'Above Market'],
  ])('fill %d, description %j -> %j', (fill, description, expected) => {
    expect(priceGauge({ ...valid, fill, description })?.description).toBe(expected);
  });

  it('clamps fill to 0..1', () => {
    expect(priceGauge({ ...valid, fill: 1.4 })).toMatchObject({ fill: 1, band: 'high' });
    expect(priceGauge({ ...valid, fill: -0.2 })).toMatchObject({ fill: 0, band: 'low' });
  });
});

describe('priceGaugeView (SPEC.md §4)', () => {
  it.each([
    ['loading', { status: 'loading' } as const, 'skeleton'],
    ['error', { status: 'error' } as const, null],
    ['data', { status: 'data', response: valid } as const, 'gauge'],
    ['low confidence', { status: 'data', response: { ...valid, confidence: 0.1 } } as const, null],
    ['empty data', { status: 'data', response: null } as const, null],
  ])('%s -> %j', (_label, request, kind) => {
    expect(priceGaugeView(request)?.kind ?? null).toBe(kind);
  });
});
