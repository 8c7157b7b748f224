import { describe, expect, it } from 'vitest';
import { createColumns } from './columns.ts';
import { createSorter } from './sort.ts';
import { doc } from './testing.ts';
import type { TextMatch } from './text.ts';

const SOLD = { status: 'sold', sold_date_timestamp: 1_700_000_000 } as const;
const docs = [
  doc({ id: 1, custom_rank: 10, sort_price: 30000, status: 'in_stock', sold_date_timestamp: null }),
  doc({ id: 2, custom_rank: 30, sort_price: null, ...SOLD }),
  doc({ id: 3, custom_rank: 20, sort_price: 10000, ...SOLD }),
  doc({ id: 4, custom_rank: 20, sort_price: 10000, status: 'in_stock', sold_date_timestamp: null }),
];
const all = Int32Array.from([0, 1, 2, 3]);
const ids = (positions: Int32Array | null): number[] => Array.from(positions ?? [], (d) => docs[d]!.id);

describe('engine order', () => {
  const sorter = createSorter(createColumns(docs), true);

  it('featured: custom_rank descending, then id ascending', () => {
    expect(ids(sorter.orderOf('featured'))).toEqual([2, 3, 4, 1]);
  });

  it('a price sort puts cars without a sort price last, ties by featured order', () => {
    expect(ids(sorter.orderOf('price-asc'))).toEqual([3, 4, 1, 2]);
    expect(ids(sorter.orderOf('price-desc'))).toEqual([1, 3, 4, 2]);
  });

  it('with a query, fewest typos first, then most exact words for featured', () => {
    const text: TextMatch = {
      docs: all,
      typos: Int16Array.from([0, 1, 0, 0]),
      exact: Uint8Array.from([1, 1, 0, 2]),
      words: new Set(),
    };
    expect(ids(sorter.rankAll(all, text, 'featured'))).toEqual([4, 1, 3, 2]);
  });

  it('collapses a run of sold cars to its first', () => {
    const result = sorter.ordered(all, null, 'featured');
    expect(ids(result.ranked)).toEqual([2, 3, 4, 1]);
    expect(ids(result.shown)).toEqual([2, 4, 1]);
    expect(Array.from(result.sold ?? [])).toEqual([1, 1, 0, 0]);
  });

  it('without sold cars (or without the collapse) leaves the order to the page', () => {
    expect(sorter.ordered(Int32Array.from([0, 3]), null, 'featured')).toEqual({
      ranked: null,
      shown: null,
      sold: null,
    });
    expect(createSorter(createColumns(docs), false).ordered(all, null, 'featured').shown).toBeNull();
    expect(ids(sorter.pageOf(all, 'featured', 1, 3))).toEqual([3, 4]);
  });
});
