import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROMO_POSITIONS,
  MAX_PROMO_OFFSET,
  promoSeed,
  seededRandom,
  PROMO_CARD_LINES,
  PROMO_CARD_TITLE,
  promoPositions,
  withPromoSlots,
  type PageItem,
} from './promo.ts';

const seq = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('promo card texts (SPEC.md §2) verbatim', () => {
  it('title and lines', () => {
    expect(PROMO_CARD_TITLE).toBe('We Want Your Car!');
    expect(PROMO_CARD_LINES).toEqual(['We buy all types of cars', 'Our high turnover means we can pay more']);
  });
});

describe('promoPositions', () => {
  it('defaults to 5 and 10', () => {
    expect(DEFAULT_PROMO_POSITIONS).toEqual([5, 10]);
    expect(promoPositions()).toEqual([5, 10]);
  });
  it.each([[[6]], [[8]]])('dealer group positions %j', (positions) => {
    expect(promoPositions({ positions })).toEqual(positions);
  });
  it('sorts, de-duplicates and drops invalid positions', () => {
    expect(promoPositions({ positions: [10, 5, 5, -1, 2.5, Number.NaN] })).toEqual([5, 10]);
  });
  it.each([
    [
      [0, 0],
      [5, 10],
    ],
    [
      [0.33, 0.34],
      [5, 11],
    ],
    [
      [0.5, 0.99],
      [6, 12],
    ],
    [
      [0.999999, 0.7],
      [7, 12],
    ],
    [
      [1, -1],
      [7, 10],
    ],
  ])('randomised site: draws %j move 5 and 10 to %j', (draws, expected) => {
    expect(promoPositions({ randomise: seq(...draws) })).toEqual(expected);
  });
  it('randomises dealer-group positions too', () => {
    expect(promoPositions({ positions: [6], randomise: seq(0.9) })).toEqual([8]);
  });
  it('property: each randomised position is base plus 0 to 2', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 2, maxLength: 2 }),
        (draws) => {
          const [a, b] = promoPositions({ randomise: seq(...draws) });
          expect(a).toBeGreaterThanOrEqual(5);
          expect(a).toBeLessThanOrEqual(5 + MAX_PROMO_OFFSET);
          expect(b).toBeGreaterThanOrEqual(10);
          expect(b).toBeLessThanOrEqual(10 + MAX_PROMO_OFFSET);
        },
      ),
    );
  });
});

const shape = (items: PageItem<number>[]) => items.map((i) => (i.kind === 'promo' ? 'P' : String(i.hit))).join(' ');

describe('withPromoSlots', () => {
  const page = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it.each([
    [21, [5, 10], '1 2 3 4 5 P 6 7 8 9 10 P 11 12 13 14 15 16 17 18 19 20 21'],
    [11, [5, 10], '1 2 3 4 5 P 6 7 8 9 10 P 11'],
    [10, [5, 10], '1 2 3 4 5 P 6 7 8 9 10'],
    [6, [5, 10], '1 2 3 4 5 P 6'],
    [5, [5, 10], '1 2 3 4 5'],
    [0, [5, 10], ''],
    [9, [8], '1 2 3 4 5 6 7 8 P 9'],
    [7, [6], '1 2 3 4 5 6 P 7'],
  ])('%i hits at %j', (n, positions, expected) => {
    expect(shape(withPromoSlots(page(n), positions))).toBe(expected);
  });
  it('records the position on the slot', () => {
    expect(withPromoSlots([1, 2], [1])[1]).toEqual({ kind: 'promo', position: 1 });
  });
  it('property: hits kept in order; promos only where a hit follows', () => {
    fc.assert(
      fc.property(fc.nat(30), fc.uniqueArray(fc.nat(25), { maxLength: 4 }), (n, positions) => {
        const hits = page(n);
        const items = withPromoSlots(hits, positions);
        expect(items.flatMap((i) => (i.kind === 'hit' ? [i.hit] : []))).toEqual(hits);
        const promos = items.filter((i) => i.kind === 'promo');
        expect(promos).toHaveLength(positions.filter((p) => p < n).length);
        expect(items.at(-1)?.kind ?? 'hit').toBe('hit');
        items.forEach((item, index) => {
          if (item.kind === 'promo') {
            const before = items.slice(0, index).filter((i) => i.kind === 'hit').length;
            expect(before).toBe(item.position);
          }
        });
      }),
    );
  });
});

describe('seeded promo offsets (the randomising site)', () => {
  it('the same page and build day always give the same positions', () => {
    const seed = promoSeed('2026-03-01', '/search/used-cars');
    const a = promoPositions({ positions: [5, 10], randomise: seededRandom(seed) });
    const b = promoPositions({ positions: [5, 10], randomise: seededRandom(seed) });
    expect(a).toEqual(b);
  });

  it('each position moves by 0 to 2, and pages differ: all three offsets occur over many pages', () => {
    const offsets = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const [p] = promoPositions({ positions: [5], randomise: seededRandom(promoSeed('2026-03-01', `/search/p${i}`)) });
      expect(p).toBeGreaterThanOrEqual(5);
      expect(p).toBeLessThanOrEqual(7);
      offsets.add(p! - 5);
    }
    expect([...offsets].sort()).toEqual([0, 1, 2]);
  });

  it('numbers are in [0, 1)', () => {
    const next = seededRandom('x');
    for (let i = 0; i < 1000; i++) {
      const r = next();
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThan(1);
    }
  });
});
