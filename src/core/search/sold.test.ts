import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collapseSoldRuns, isSoldHit } from './sold.ts';

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
