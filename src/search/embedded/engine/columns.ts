/**
 * The embedded engine's columns: each filterable attribute of the documents as a typed array,
 * built on first use and kept for the engine's life. Filters, facets and sorts read these
 * instead of the document objects.
 */
import { compareFacetEntries } from '../../../core/search/facets.ts';
import {
  FILTERABLE_ATTRIBUTES,
  NUMERIC_ATTRIBUTES,
  TEXT_FACET_ATTRIBUTES,
  type SearchDocument,
} from '../../document.ts';

/** An error a search request caused (unknown attribute, bad filter), like Meilisearch's invalid_search_* errors. */
export class SearchRequestError extends Error {
  override name = 'SearchRequestError';
}

export type TextAttribute = (typeof TEXT_FACET_ATTRIBUTES)[number];
export type NumericAttribute = (typeof NUMERIC_ATTRIBUTES)[number];

export const TEXT_SET: ReadonlySet<string> = new Set<string>(TEXT_FACET_ATTRIBUTES);
export const NUMERIC_SET: ReadonlySet<string> = new Set<string>(NUMERIC_ATTRIBUTES);
export const FILTERABLE_SET: ReadonlySet<string> = new Set<string>(FILTERABLE_ATTRIBUTES);

export interface TextColumn {
  /** Per document: index into labels, -1 for null. */
  codes: Int32Array;
  /** Display label of each code (first spelling met). */
  labels: string[];
  /** Lower-cased value -> code. */
  byKey: Map<string, number>;
  /** Position of each code's label in label order (core compareFacetEntries at equal counts); built on first use. */
  rank: Int32Array | null;
}

/** The columns of one engine's documents. */
export interface Columns {
  readonly docs: readonly SearchDocument[];
  /** Text (or boolean) attribute: codes per document. */
  text(attribute: TextAttribute): TextColumn;
  /** Numeric attribute: value per document, NaN when missing. */
  numeric(attribute: NumericAttribute): Float64Array;
}

function textValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return null;
}

export function buildTextColumn(docs: readonly SearchDocument[], attribute: TextAttribute): TextColumn {
  const codes = new Int32Array(docs.length);
  const labels: string[] = [];
  const byKey = new Map<string, number>();
  docs.forEach((doc, i) => {
    const value = textValue(doc[attribute]);
    if (value === null) {
      codes[i] = -1;
      return;
    }
    const key = value.toLowerCase();
    let code = byKey.get(key);
    if (code === undefined) {
      code = labels.length;
      labels.push(value);
      byKey.set(key, code);
    }
    codes[i] = code;
  });
  return { codes, labels, byKey, rank: null };
}

/** Each label's position in facet label order: the core order (compareFacetEntries) of equal counts. */
export function labelRank(col: TextColumn): Int32Array {
  if (!col.rank) {
    const order = col.labels.map((label, code) => ({ label, count: 0, code })).sort(compareFacetEntries);
    col.rank = new Int32Array(col.labels.length);
    order.forEach((entry, position) => {
      (col.rank as Int32Array)[entry.code] = position;
    });
  }
  return col.rank;
}

export function buildNumericColumn(docs: readonly SearchDocument[], attribute: NumericAttribute): Float64Array {
  const out = new Float64Array(docs.length);
  docs.forEach((doc, i) => {
    const v = doc[attribute];
    out[i] = typeof v === 'number' ? v : Number.NaN;
  });
  return out;
}

/** The columns of `docs`, each built on first use. */
export function createColumns(docs: readonly SearchDocument[]): Columns {
  const textColumns = new Map<string, TextColumn>();
  const numericColumns = new Map<string, Float64Array>();
  return {
    docs,
    text(attribute) {
      let col = textColumns.get(attribute);
      if (!col) {
        col = buildTextColumn(docs, attribute);
        textColumns.set(attribute, col);
      }
      return col;
    },
    numeric(attribute) {
      let col = numericColumns.get(attribute);
      if (!col) {
        col = buildNumericColumn(docs, attribute);
        numericColumns.set(attribute, col);
      }
      return col;
    },
  };
}
