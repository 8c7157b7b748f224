/**
 * The embedded engine's facets (step 4 of src/search/embedded/engine.ts): which attributes a
 * request counts, and each one's values with counts (most frequent first; ties by label in the
 * core facets.ts order, or by value for numeric attributes) and, for numeric attributes, the
 * stats (min, max, avg, sum) of the hits shown.
 */
import type { FacetEntry } from '../../../core/search/facets.ts';
import { stockCounts } from '../../../core/search/sold.ts';
import { NUMERIC_ATTRIBUTES, TEXT_FACET_ATTRIBUTES } from '../../document.ts';
import { facetsOf } from '../../params.ts';
import type { FacetStats, SearchParams } from '../../types.ts';
import {
  FILTERABLE_SET,
  labelRank,
  NUMERIC_SET,
  SearchRequestError,
  TEXT_SET,
  type Columns,
  type NumericAttribute,
  type TextAttribute,
} from './columns.ts';

/** The attributes a request asks facets of ('*': every text and numeric one); each must be filterable. */
export function facetAttributes(params: SearchParams): string[] {
  const asked = facetsOf(params);
  const list = asked.includes('*') ? [...TEXT_FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES] : asked;
  for (const attribute of list) {
    if (!FILTERABLE_SET.has(attribute)) {
      throw new SearchRequestError(`Invalid facet distribution: attribute \`${attribute}\` is not filterable.`);
    }
  }
  return list;
}

/**
 * Facet entries (sorted) and, for numeric attributes, their stats. `sold` is the sold flag of each
 * of `result` (in any order): each value counts what the shopper reads on choosing it, its
 * available cars or, when it has none, all (core stockCounts). Stats cover the hits `shown`.
 */
export function countFacet(
  columns: Columns,
  attribute: string,
  result: Int32Array,
  sold: Uint8Array,
  shown: Int32Array,
): { entries: FacetEntry[]; stats: FacetStats | null } {
  const count = (codes: Int32Array, size: number): Int32Array => stockCounts(codes, sold, size);
  if (TEXT_SET.has(attribute)) {
    const col = columns.text(attribute as TextAttribute);
    const valueCodes = new Int32Array(result.length);
    for (let i = 0; i < result.length; i++) valueCodes[i] = col.codes[result[i] as number] as number;
    const counts = count(valueCodes, col.labels.length);
    // compareFacetEntries order (count, then label) with the label order computed once per column.
    const rank = labelRank(col);
    const codes: number[] = [];
    counts.forEach((c, code) => {
      if (c > 0) codes.push(code);
    });
    codes.sort((a, b) => (counts[b] as number) - (counts[a] as number) || (rank[a] as number) - (rank[b] as number));
    const entries = codes.map((code) => ({ label: col.labels[code] as string, count: counts[code] as number }));
    return { entries, stats: null };
  }
  if (NUMERIC_SET.has(attribute)) {
    const col = columns.numeric(attribute as NumericAttribute);
    const values: number[] = [];
    const codeOf = new Map<number, number>();
    const codes = new Int32Array(result.length);
    for (let i = 0; i < result.length; i++) {
      const v = col[result[i] as number] as number;
      if (Number.isNaN(v)) {
        codes[i] = -1;
        continue;
      }
      let code = codeOf.get(v);
      if (code === undefined) {
        code = values.length;
        values.push(v);
        codeOf.set(v, code);
      }
      codes[i] = code;
    }
    const counts = count(codes, values.length);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let sum = 0;
    let seen = 0;
    for (const d of shown) {
      const v = col[d] as number;
      if (Number.isNaN(v)) continue;
      if (v < min) min = v;
      if (v > max) max = v;
      sum += v;
      seen++;
    }
    // Most frequent first, then by value (numeric values are all distinct texts, so no collation is needed).
    const entries = values
      .map((v, code) => ({ value: v, count: counts[code] as number }))
      .filter((e) => e.count > 0)
      .sort((a, b) => b.count - a.count || a.value - b.value)
      .map((e) => ({ label: String(e.value), count: e.count }));
    return { entries, stats: seen > 0 ? { min, max, avg: sum / seen, sum } : null };
  }
  return { entries: [], stats: null };
}
