/**
 * The embedded engine's filters (step 1 and 3 of src/search/embedded/engine.ts): the tenant's
 * base filter as a mask per query minute, and a request's facetFilters / numericFilters /
 * `filters` as per-document tests. Semantics are Meilisearch's: text equality ignores case,
 * comparisons are numeric only, `!=` also keeps documents without the attribute, and naming an
 * attribute that is not filterable is an error.
 */
import { compileFilter } from '../../../core/search/meili-eval.ts';
import type { SortId } from '../../../core/search/options.ts';
import type { SearchDocument } from '../../document.ts';
import { filterClauses, type FilterClauses, type FilterCondition } from '../../params.ts';
import { isTenantListed, queryClock, type TenantFilter } from '../../tenant-filter.ts';
import type { SearchParams } from '../../types.ts';
import {
  FILTERABLE_SET,
  NUMERIC_SET,
  SearchRequestError,
  TEXT_SET,
  type Columns,
  type NumericAttribute,
  type TextAttribute,
} from './columns.ts';

/** A test of one document, by position. */
export type DocTest = (d: number) => boolean;

/** A filter text as a number, as meili-eval reads it (blank or non-numeric: NaN). */
function filterNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

function requireFilterable(attribute: string): void {
  if (!FILTERABLE_SET.has(attribute)) {
    throw new SearchRequestError(`Attribute \`${attribute}\` is not filterable.`);
  }
}

/** A condition as a per-document test. */
export function conditionTest(columns: Columns, c: FilterCondition): DocTest {
  requireFilterable(c.attribute);
  const isText = TEXT_SET.has(c.attribute);
  const isNumeric = NUMERIC_SET.has(c.attribute);
  if (c.kind === 'range') {
    if (!isNumeric) return () => false;
    const col = columns.numeric(c.attribute as NumericAttribute);
    const lo = filterNumber(c.from);
    const hi = filterNumber(c.to);
    return (d) => {
      const v = col[d] as number;
      return v >= lo && v <= hi;
    };
  }
  const { operator, value } = c;
  if (operator === '=' || operator === '!=') {
    let eq: DocTest;
    if (isText) {
      const col = columns.text(c.attribute as TextAttribute);
      const code = col.byKey.get(value.toLowerCase());
      eq = code === undefined ? () => false : (d) => col.codes[d] === code;
    } else if (isNumeric) {
      const col = columns.numeric(c.attribute as NumericAttribute);
      const target = filterNumber(value);
      eq = Number.isNaN(target) ? () => false : (d) => col[d] === target;
    } else {
      // Filterable but neither (stock attributes are all covered above).
      eq = () => false;
    }
    return operator === '=' ? eq : (d) => !eq(d);
  }
  if (!isNumeric) return () => false;
  const col = columns.numeric(c.attribute as NumericAttribute);
  const target = filterNumber(value);
  switch (operator) {
    case '<':
      return (d) => (col[d] as number) < target;
    case '<=':
      return (d) => (col[d] as number) <= target;
    case '>':
      return (d) => (col[d] as number) > target;
    default:
      return (d) => (col[d] as number) >= target;
  }
}

/** Clauses (AND of ORs) as one test; null when there are none. */
export function clauseTest(columns: Columns, clauses: FilterClauses): DocTest | null {
  if (clauses.length === 0) return null;
  const tests = clauses.map((clause) => clause.map((c) => conditionTest(columns, c)));
  return (d) => tests.every((ors) => ors.some((t) => t(d)));
}

/**
 * A request's filters: `test` for facetFilters and numericFilters (by position), `extra` for the
 * Meilisearch `filters` text (by document); each null when the request has none.
 */
export function requestFilters(
  columns: Columns,
  params: SearchParams,
): { test: DocTest | null; extra: ((doc: unknown) => boolean) | null } {
  let clauses: FilterClauses;
  try {
    clauses = filterClauses(params);
  } catch (error) {
    throw new SearchRequestError((error as Error).message);
  }
  const test = clauseTest(columns, clauses);
  let extra: ((doc: unknown) => boolean) | null = null;
  if (typeof params.filters === 'string' && params.filters.trim() !== '') {
    try {
      extra = compileFilter(params.filters);
    } catch (error) {
      throw new SearchRequestError(`Invalid filter: ${(error as Error).message}`);
    }
  }
  return { test, extra };
}

/**
 * The tenant's base filter (tenant-filter.ts) with the visitor's clock, minute-rounded: per sort
 * (the price-ascending rule), 1 for each listed document. Masks are kept for the current minute.
 */
export function createBaseMask(
  docs: readonly SearchDocument[],
  tenant: TenantFilter,
  clock: () => Date,
): (sortBy: SortId) => Uint8Array {
  const n = docs.length;
  let maskKey = '';
  let maskCache = new Map<string, Uint8Array>();
  return (sortBy) => {
    const now = queryClock(clock());
    const minute = String(now.getTime());
    if (minute !== maskKey) {
      maskKey = minute;
      maskCache = new Map();
    }
    const key = sortBy === 'price-asc' ? 'price-asc' : '';
    let mask = maskCache.get(key);
    if (!mask) {
      mask = new Uint8Array(n);
      for (let i = 0; i < n; i++) mask[i] = isTenantListed(docs[i] as SearchDocument, tenant, now, sortBy) ? 1 : 0;
      maskCache.set(key, mask);
    }
    return mask;
  };
}
