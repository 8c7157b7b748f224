import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseSoldRuns, isSoldHit, keptPositions, stockCount, stockCounts } from './sold.ts';

const S = 'sold';
const A = 'in_stock';
const hits = (statuses: string[]) => statuses.map((status, id) => ({ id, status }));
const ids = (list: { id: number }[]) => list.map((h) => h.id);

describe('collapseSoldRuns (SPEC.md §4)', () => {
  it.each([
    ['no hits', [], []],
    ['no sold', [A, A, A], [0, 1, 2]],
    ['single sold kept', [A, S, A], [0, 1, 2]],
    ['run of two collapses to first', [A, S, S, A], [0, 1, 3]],
    ['run of three at the start', [S, S, S, A], [0, 3]],
    ['run at the end', [A, S, S], [0, 1]],
    ['two separate runs', [S, S, A, S, S, S, A], [0, 2, 3, 6]],
    ['all sold: all show', [S, S, S], [0, 1, 2]],
    ['one sold only: shows', [S], [0]],
    ['other unavailable statuses count as sold', [A, 'others', 'sold', 'coming_soon'], [0, 1, 3]],
    ['coming_soon is available', ['coming_soon', 'coming_soon'], [0, 1]],
  ])('%s', (_, statuses, expected) => {
    expect(ids(collapseSoldRuns(hits(statuses)))).toEqual(expected);
  });

  it('accepts a custom sold test', () => {
    const list = [1, 2, 3, 4].map((id) => ({ id, sold: id > 1 }));
    expect(ids(collapseSoldRuns(list, (h) => h.sold))).toEqual([1, 2]);
  });

  it('isSoldHit follows availability', () => {
    expect(isSoldHit({ status: 'sold' })).toBe(true);
    expect(isSoldHit({ status: 'in_stock' })).toBe(false);
    expect(isSoldHit({ status: 'coming_soon' })).toBe(false);
  });

  it('property: keeps available hits, no two sold neighbours unless all sold, idempotent', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(A, S, 'coming_soon', 'others'), { maxLength: 40 }), (statuses) => {
        const input = hits(statuses);
        const out = collapseSoldRuns(input);
        const allSold = input.every(isSoldHit);
        if (allSold) {
          expect(out).toEqual(input);
          return;
        }
        // subsequence in order
        expect(ids(out)).toEqual([...ids(out)].sort((a, b) => a - b));
        // every available hit kept
        expect(out.filter((h) => !isSoldHit(h))).toEqual(input.filter((h) => !isSoldHit(h)));
        for (let i = 1; i < out.length; i++) {
          const [a, b] = [out[i - 1], out[i]];
          if (a && b) expect(isSoldHit(a) && isSoldHit(b)).toBe(false);
        }
        // the number of sold hits kept equals the number of sold runs
        const runs = statuses.filter(
          (s, i) => isSoldHit({ status: s }) && !(i > 0 && isSoldHit({ status: statuses[i - 1] ?? A })),
        ).length;
        expect(out.filter(isSoldHit)).toHaveLength(runs);
        expect(collapseSoldRuns(out)).toEqual(out);
      }),
    );
  });
});

describe('stockCount: the count a shopper reads', () => {
  it.each<[string, number, number, number]>([
    ['nothing', 0, 0, 0],
    ['available cars only', 5, 5, 5],
    ['sold cars beside available ones are not counted', 5, 8, 5],
    ['all sold: all counted (they all show)', 0, 3, 3],
  ])('%s: %i available of %i -> %i', (_, available, total, expected) => {
    expect(stockCount(available, total)).toBe(expected);
  });
});

describe('stockCounts: a facet value counts what choosing it reads', () => {
  // Each case: a result as value codes ('a', 'b') with their sold flags (uppercase = sold).
  const run = (text: string) => {
    const chars = [...text];
    const codes = chars.map((c) => (c === '-' ? -1 : c.toLowerCase().charCodeAt(0) - 97));
    const sold = chars.map((c) => c !== '-' && c === c.toUpperCase());
    return [...stockCounts(codes, sold, 2)];
  };
  it.each<[string, string, number[]]>([
    ['nothing', '', [0, 0]],
    ['no sold', 'aab', [2, 1]],
    ['sold hits of a value with available ones are not counted', 'aAAA', [1, 0]],
    ['an all-sold value counts all', 'AAb', [2, 1]],
    ['order does not matter', 'AaA', [1, 0]],
    ['hits without a value are skipped', 'a-AA', [1, 0]],
    ['two values', 'aAABBb', [1, 1]],
  ])('%s: %s -> %j', (_, text, expected) => {
    expect(run(text)).toEqual(expected);
  });

  it('is the same for every order of the same hits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.boolean()), { maxLength: 40 }),
        fc.integer(),
        (rows, seed) => {
          const shuffled = [...rows].sort(
            (x, y) => ((x[0] * 31 + seed) % 7) - ((y[0] * 31 + seed) % 7) || Number(x[1]) - Number(y[1]),
          );
          const count = (list: typeof rows) => [
            ...stockCounts(
              list.map(([c]) => c),
              list.map(([, s]) => s),
              4,
            ),
          ];
          expect(count(shuffled)).toEqual(count(rows));
          for (let code = 0; code < 4; code++) {
            const own = rows.filter(([c]) => c === code);
            expect(count(rows)[code]).toBe(stockCount(own.filter(([, s]) => !s).length, own.length));
          }
        },
      ),
    );
  });
});

describe('keptPositions: the positions collapseSoldRuns keeps', () => {
  it.each<[string, number[], number[]]>([
    ['none', [], []],
    ['a run in the middle', [0, 1, 1, 1, 0], [0, 1, 4]],
    ['all sold', [1, 1, 1], [0, 1, 2]],
    ['runs at both ends', [1, 1, 0, 1, 1], [0, 2, 3]],
  ])('%s', (_, sold, kept) => {
    expect([...keptPositions(sold)]).toEqual(kept);
    expect([...keptPositions(sold.map(Boolean))]).toEqual(kept);
  });
});
