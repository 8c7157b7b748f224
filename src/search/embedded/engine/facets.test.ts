import { describe, expect, it } from 'vitest';
import { createColumns, SearchRequestError } from './columns.ts';
import { countFacet, facetAttributes } from './facets.ts';
import { doc } from './testing.ts';

const columns = createColumns([
  doc({ make: 'Toyota', km: 20 }),
  doc({ make: 'Ford', km: 22 }),
  doc({ make: 'toyota', km: 20 }),
  doc({ make: 'Audi', km: null }),
]);
const all = Int32Array.from([0, 1, 2, 3]);
/** No car sold. */
const none = new Uint8Array(4);

describe('engine facets', () => {
  it('counts text values, most frequent first, ties by label', () => {
    expect(countFacet(columns, 'make', all, none, all)).toEqual({
      entries: [
        { label: 'Toyota', count: 2 },
        { label: 'Audi', count: 1 },
        { label: 'Ford', count: 1 },
      ],
      stats: null,
    });
  });

  it('counts numeric values, ties by value, with the stats of the hits shown', () => {
    expect(countFacet(columns, 'km', all, none, Int32Array.from([0, 1, 3]))).toEqual({
      entries: [
        { label: '20', count: 2 },
        { label: '22', count: 1 },
      ],
      stats: { min: 20, max: 22, avg: 21, sum: 42 },
    });
  });

  it('with sold flags counts what choosing each value reads (its cars in stock)', () => {
    const three = createColumns([
      doc({ make: 'Kia' }),
      doc({ make: 'Kia' }),
      doc({ make: 'Kia' }),
      doc({ make: 'Audi' }),
    ]);
    const order = Int32Array.from([0, 1, 2, 3]);
    // The sold Kias do not count beside the available one; Audi's only car is sold, so it counts.
    const counts = countFacet(three, 'make', order, Uint8Array.from([1, 1, 0, 1]), order).entries;
    expect(counts).toEqual([
      { label: 'Audi', count: 1 },
      { label: 'Kia', count: 1 },
    ]);
  });

  it("asks every text and numeric attribute for '*' and refuses one that is not filterable", () => {
    expect(facetAttributes({ facets: ['*'] })).toContain('make');
    expect(facetAttributes({ facets: ['*'] })).toContain('price');
    expect(() => facetAttributes({ facets: ['vin'] })).toThrow(SearchRequestError);
  });
});
