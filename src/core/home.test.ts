import { describe, expect, it } from 'vitest';
import { DEFAULT_WHY_BUY_PANELS, featuredCars, warrantyText, whyBuyPanels, type FeaturedCandidate } from './home.ts';

describe('warrantyText (SPEC.md §9: 3-year standard, 5- or 7-year for some dealers)', () => {
  it.each([
    [undefined, '3-year standard warranty'],
    [3, '3-year standard warranty'],
    [5, '5-year warranty'],
    [7, '7-year warranty'],
  ] as const)('%s -> %s', (years, text) => {
    expect(warrantyText(years)).toBe(text);
  });
});

describe('whyBuyPanels', () => {
  it.each([
    [
      'defaults, 3 years',
      null,
      3,
      'Eligible vehicles come with a 3-year standard warranty, backed by our own service team.',
    ],
    [
      'defaults, 7 years',
      undefined,
      7,
      'Eligible vehicles come with a 7-year warranty, backed by our own service team.',
    ],
    [
      'empty list gives the defaults',
      [],
      5,
      'Eligible vehicles come with a 5-year warranty, backed by our own service team.',
    ],
  ] as const)('%s', (_name, panels, years, first) => {
    const shown = whyBuyPanels(panels, years);
    expect(shown).toHaveLength(DEFAULT_WHY_BUY_PANELS.length);
    expect(shown[0]!.text).toBe(first);
  });

  it('keeps the tenant panels and fills {warranty} in each', () => {
    expect(
      whyBuyPanels(
        [
          { title: 'Local', text: 'Family owned since 1980.' },
          { title: 'Cover', text: 'A {warranty} on every car; {warranty} details in store.' },
        ],
        5,
      ),
    ).toEqual([
      { title: 'Local', text: 'Family owned since 1980.' },
      { title: 'Cover', text: 'A 5-year warranty on every car; 5-year warranty details in store.' },
    ]);
  });
});

describe('featuredCars', () => {
  const car = (over: Partial<FeaturedCandidate>): FeaturedCandidate => ({
    id: 1,
    status: 'in_stock',
    primary_image_url: '/a.jpg',
    created_at: '2026-11-01T00:00:00Z',
    price: 20000,
    ...over,
  });
  it.each([
    ['in stock with photo and price', car({}), true],
    ['coming soon', car({ status: 'coming_soon' }), false],
    ['sold', car({ status: 'sold' }), false],
    ['no photo', car({ primary_image_url: null }), false],
    ['no price', car({ price: 0 }), false],
  ])('%s -> %s', (_name, c, shown) => {
    expect(featuredCars([c])).toHaveLength(shown ? 1 : 0);
  });

  it('newest first, ties by id descending, at most 10', () => {
    const cars = Array.from({ length: 14 }, (_, i) =>
      car({ id: i + 1, created_at: `2026-10-${String(10 + (i % 7)).padStart(2, '0')}T00:00:00Z` }),
    );
    const ids = featuredCars(cars).map((c) => c.id);
    expect(ids).toEqual([14, 7, 13, 6, 12, 5, 11, 4, 10, 3]);
  });
});
