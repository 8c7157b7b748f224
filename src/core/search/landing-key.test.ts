import { describe, expect, it } from 'vitest';
import { landingKeyParts, type LandingIndexState, type LandingResult } from './landing-key.ts';

type Hit = { id: number; price: number; title: string };

/** A landing's answer: its first page of cards, counts and the price range of all its cars. */
function answer(stock: Hit[], options: { perPage?: number; timing?: number } = {}): LandingResult {
  const perPage = options.perPage ?? 2;
  const prices = stock.map((car) => car.price);
  return {
    hits: stock.slice(0, perPage),
    nbHits: stock.length,
    nbPages: Math.ceil(stock.length / perPage),
    page: 0,
    hitsPerPage: perPage,
    facets: {
      make: { Mazda: stock.length },
      // What the engine counts per price: the page drops these (features/search/server-state.ts).
      price: Object.fromEntries(prices.map((p) => [String(p), 1])),
    },
    facets_stats: {
      price: {
        min: Math.min(...prices),
        max: Math.max(...prices),
        // Not shown: the sliders read the ends only.
        avg: prices.reduce((a, b) => a + b, 0) / prices.length,
        sum: prices.reduce((a, b) => a + b, 0),
      },
    },
    processingTimeMS: options.timing ?? 0,
  };
}

const state = (result: LandingResult): Record<string, LandingIndexState> => ({
  cars: { state: { disjunctiveFacets: ['make'] }, results: [result] },
});

const stock: Hit[] = [
  { id: 1, price: 20_000, title: 'Mazda 3' },
  { id: 2, price: 25_000, title: 'Mazda CX-3' },
  { id: 3, price: 30_000, title: 'Mazda CX-5' },
  { id: 4, price: 50_000, title: 'Mazda CX-90' },
];
const withPrice = (id: number, price: number): Hit[] => stock.map((car) => (car.id === id ? { ...car, price } : car));

describe('landingKeyParts', () => {
  const before = landingKeyParts(state(answer(stock)));
  it.each([
    [
      'a price change of a car past the first page, inside the range (avg, sum move)',
      answer(withPrice(3, 31_000)),
      false,
    ],
    ['the build machine timing the search', answer(stock, { timing: 12 }), false],
    ['a price change of a card on the first page', answer(withPrice(2, 26_000)), true],
    ['a new lowest price (the slider starts lower)', answer(withPrice(3, 15_000)), true],
    ['a new highest price (the slider ends higher)', answer(withPrice(3, 60_000)), true],
    ['a car more (the count)', answer([...stock, { id: 5, price: 40_000, title: 'Mazda 2' }]), true],
    ['a card changing place on the first page', answer([stock[1]!, stock[0]!, stock[2]!, stock[3]!]), true],
    ['another title on a card', answer(stock.map((c) => (c.id === 1 ? { ...c, title: 'Mazda 3 G20' } : c))), true],
  ])('%s: key changes %s', (_what, after, changes) => {
    expect(JSON.stringify(landingKeyParts(state(after))) !== JSON.stringify(before)).toBe(changes);
  });

  it('changes with a facet count and with the helper state', () => {
    const result = answer(stock);
    const fewer = { ...result, facets: { ...result.facets, make: { Mazda: 3 } } };
    expect(landingKeyParts(state(fewer))).not.toEqual(before);
    const otherState = { cars: { state: { disjunctiveFacets: ['model'] }, results: [result] } };
    expect(landingKeyParts(otherState)).not.toEqual(before);
  });

  it('covers every answer of the index: a disjunctive facet query as well as the main one', () => {
    const main = answer(stock);
    const makes = (counts: Record<string, number>): LandingResult => ({ ...answer(stock), facets: { make: counts } });
    const a = landingKeyParts({ cars: { results: [main, makes({ Mazda: 4, Kia: 2 })] } });
    const b = landingKeyParts({ cars: { results: [main, makes({ Mazda: 4, Kia: 3 })] } });
    expect(a).not.toEqual(b);
  });
});
