import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_DIRECT_COUNT,
  bodyTypeFacets,
  compareFacetEntries,
  dedupeFacetLabels,
  displayCount,
  inStockFacetCount,
  sortFacets,
} from './facets.ts';

describe('sortFacets (SPEC.md §5: by count then alphabetically)', () => {
  it('orders by count descending', () => {
    expect(sortFacets({ Mazda: 3, Toyota: 10, Ford: 7 })).toEqual([
      { label: 'Toyota', count: 10 },
      { label: 'Ford', count: 7 },
      { label: 'Mazda', count: 3 },
    ]);
  });

  it.each([
    [{ Toyota: 5, Audi: 5, mazda: 5, BMW: 5 }, ['Audi', 'BMW', 'mazda', 'Toyota']],
    [{ Škoda: 2, Subaru: 2, Suzuki: 2 }, ['Škoda', 'Subaru', 'Suzuki']],
    [{ b: 1, B: 1, a: 1 }, ['a', 'B', 'b']],
  ])('equal counts alphabetically ignoring case and accents: %j', (input, expected) => {
    expect(sortFacets(input).map((e) => e.label)).toEqual(expected);
  });

  it('accepts entries and does not mutate them', () => {
    const entries = [
      { label: 'Ute', count: 1 },
      { label: 'SUV', count: 2 },
    ];
    expect(sortFacets(entries).map((e) => e.label)).toEqual(['SUV', 'Ute']);
    expect(entries[0]?.label).toBe('Ute');
  });

  it('property: result is a permutation ordered by count then name', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.nat(50)), (counts) => {
        const sorted = sortFacets(counts);
        expect(sorted).toHaveLength(Object.keys(counts).length);
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1], sorted[i]];
          if (!a || !b) continue;
          expect(a.count).toBeGreaterThanOrEqual(b.count);
          expect(compareFacetEntries(a, b)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe('body types de-duplicated case-insensitively (SPEC.md §5)', () => {
  it('keeps the first spelling and sums counts', () => {
    expect(dedupeFacetLabels({ SUV: 3, Sedan: 4, suv: 2, Suv: 1 })).toEqual([
      { label: 'SUV', count: 6 },
      { label: 'Sedan', count: 4 },
    ]);
  });
  it('first spelling wins even when it has fewer cars', () => {
    expect(
      dedupeFacetLabels([
        { label: 'ute', count: 1 },
        { label: 'Ute', count: 9 },
      ]),
    ).toEqual([{ label: 'ute', count: 10 }]);
  });
  it('bodyTypeFacets de-duplicates then sorts', () => {
    expect(bodyTypeFacets({ Hatch: 5, sedan: 2, SUV: 4, Sedan: 3, suv: 1 })).toEqual([
      { label: 'Hatch', count: 5 },
      { label: 'sedan', count: 5 },
      { label: 'SUV', count: 5 },
    ]);
  });
  it('property: total count kept, labels unique ignoring case', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ label: fc.constantFrom('SUV', 'suv', 'Suv', 'Ute', 'UTE', 'Van'), count: fc.nat(100) })),
        (entries) => {
          const out = bodyTypeFacets(entries);
          const total = (xs: { count: number }[]) => xs.reduce((s, e) => s + e.count, 0);
          expect(total(out)).toBe(total(entries));
          const keys = out.map((e) => e.label.toLowerCase());
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });
});

describe('displayCount (SPEC.md §4: counts above 1999 use the in-stock facet count)', () => {
  const facets = { status: { in_stock: 1500, sold: 700 } };
  it.each([
    [0, 0],
    [1998, 1998],
    [1999, 1999],
    [2000, 1500],
    [2200, 1500],
  ])('count %i -> %i', (count, expected) => {
    expect(displayCount(count, facets)).toBe(expected);
  });
  it('keeps the count when there is no in-stock facet', () => {
    expect(displayCount(2000, {})).toBe(2000);
    expect(displayCount(2000, null)).toBe(2000);
    expect(displayCount(2000, { status: { sold: 4 } })).toBe(2000);
  });
  it('reads facets.status.in_stock', () => {
    expect(inStockFacetCount(facets)).toBe(1500);
    expect(inStockFacetCount(undefined)).toBeUndefined();
    expect(MAX_DIRECT_COUNT).toBe(1999);
  });
});
