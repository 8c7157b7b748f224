import { describe, expect, it } from 'vitest';
import { FIXTURE_TENANT } from '../../testing/fixture.ts';
import { createColumns, SearchRequestError } from './columns.ts';
import { createBaseMask, requestFilters } from './filter.ts';
import { doc } from './testing.ts';

const docs = [
  doc({ id: 1, make: 'Toyota', price: 20000, year: 2020, km: 10 }),
  doc({ id: 2, make: 'Ford', price: 35000, year: 2022, km: null }),
  doc({ id: 3, make: 'toyota', price: 50000, year: 2024, km: 30 }),
];
const columns = createColumns(docs);

/** Positions of the documents the request's filters keep. */
function kept(params: Parameters<typeof requestFilters>[1]): number[] {
  const { test, extra } = requestFilters(columns, params);
  return docs.flatMap((d, i) => ((!test || test(i)) && (!extra || extra(d)) ? [i] : []));
}

describe('engine filters', () => {
  it('match text ignoring case and OR within a clause, AND across clauses', () => {
    expect(kept({ facetFilters: ['make:TOYOTA'] })).toEqual([0, 2]);
    expect(kept({ facetFilters: [['make:Ford', 'make:toyota'], 'year:2024'] })).toEqual([2]);
  });

  it('compare numbers, ranges inclusive; != also keeps documents without the value', () => {
    expect(kept({ numericFilters: ['price>=35000'] })).toEqual([1, 2]);
    expect(kept({ numericFilters: ['price:20000 TO 35000'] })).toEqual([0, 1]);
    expect(kept({ numericFilters: ['km!=10'] })).toEqual([1, 2]);
  });

  it('apply the Meilisearch filters text', () => {
    expect(kept({ filters: 'make = Ford OR year > 2023' })).toEqual([1, 2]);
  });

  it('refuse an attribute that is not filterable and a broken filter', () => {
    expect(() => kept({ facetFilters: ['vin:ABC'] })).toThrow(SearchRequestError);
    expect(() => kept({ filters: 'make = ' })).toThrow(SearchRequestError);
  });

  it('have no test without filters', () => {
    expect(requestFilters(columns, {})).toEqual({ test: null, extra: null });
  });

  it('keep the base mask for the query minute and compute it again the next minute', () => {
    let now = new Date('2026-11-01T00:00:10Z');
    const mask = createBaseMask(docs, FIXTURE_TENANT, () => now);
    const first = mask('featured');
    expect(mask('featured')).toBe(first);
    now = new Date('2026-11-01T00:01:10Z');
    expect(mask('featured')).not.toBe(first);
  });
});
