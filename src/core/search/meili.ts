/**
 * Building Meilisearch filter expressions (SPEC.md §7: the stock search
 * service takes a filter expression; similar-car queries carry a filter).
 *
 * Expressions are assembled as a tiny tree and rendered to the string syntax
 * of Meilisearch's `filter` parameter: conditions `attribute OPERATOR value`,
 * `IN [..]` / `NOT IN [..]`, joined with AND / OR. String values are always
 * double-quoted with `\` and `"` escaped; numbers are written bare; booleans
 * as `true` / `false`. Inside an AND, OR groups are parenthesised and inside
 * an OR, AND groups are parenthesised, so the text reads the way it binds.
 */

/** A value a condition compares with. */
export type FilterValue = string | number | boolean;

/** A filter expression tree: one condition, or an AND / OR of sub-expressions. */
export type FilterExpr =
  { readonly op: 'cond'; readonly text: string } | { readonly op: 'and' | 'or'; readonly items: readonly FilterExpr[] };

/** Comparison operators emitted by this module. */
export type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

/**
 * One value in filter syntax: strings double-quoted with backslash escapes
 * ('Land "Rover"' -> "Land \"Rover\""), finite numbers bare, booleans bare.
 * Throws a RangeError on NaN or infinite numbers (Meilisearch cannot filter
 * them).
 */
export function filterValue(value: FilterValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Cannot filter on ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** `attribute OPERATOR value`, e.g. compare('year', '>=', 2012) -> 'year >= 2012'. */
export function compare(attribute: string, operator: ComparisonOperator, value: FilterValue): FilterExpr {
  return { op: 'cond', text: `${attribute} ${operator} ${filterValue(value)}` };
}

/** `attribute = value`. */
export function eq(attribute: string, value: FilterValue): FilterExpr {
  return compare(attribute, '=', value);
}

/**
 * `attribute IN [a, b]`; null for an empty list (a caller skips the
 * condition rather than matching nothing).
 */
export function inList(attribute: string, values: readonly FilterValue[]): FilterExpr | null {
  if (values.length === 0) return null;
  return { op: 'cond', text: `${attribute} IN [${values.map(filterValue).join(', ')}]` };
}

/**
 * `attribute NOT IN [a, b]`; null for an empty list. Documents without the
 * attribute pass, as with NOT in Meilisearch.
 */
export function notInList(attribute: string, values: readonly FilterValue[]): FilterExpr | null {
  if (values.length === 0) return null;
  return { op: 'cond', text: `${attribute} NOT IN [${values.map(filterValue).join(', ')}]` };
}

function combine(op: 'and' | 'or', items: ReadonlyArray<FilterExpr | null | undefined>): FilterExpr | null {
  const flat: FilterExpr[] = [];
  for (const item of items) {
    if (!item) continue;
    if (item.op === op) flat.push(...item.items);
    else flat.push(item);
  }
  if (flat.length === 0) return null;
  if (flat.length === 1) return flat[0] ?? null;
  return { op, items: flat };
}

/** AND of the given expressions; null and undefined items are skipped; null when none remain. */
export function and(...items: ReadonlyArray<FilterExpr | null | undefined>): FilterExpr | null {
  return combine('and', items);
}

/** OR of the given expressions; null and undefined items are skipped; null when none remain. */
export function or(...items: ReadonlyArray<FilterExpr | null | undefined>): FilterExpr | null {
  return combine('or', items);
}

/** A pre-rendered filter string as an expression (parenthesised when combined). */
export function raw(text: string): FilterExpr | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : { op: 'or', items: [{ op: 'cond', text: trimmed }] };
}

function render(expr: FilterExpr, parent: 'and' | 'or' | null): string {
  if (expr.op === 'cond') return expr.text;
  const text = expr.items.map((item) => render(item, expr.op)).join(expr.op === 'and' ? ' AND ' : ' OR ');
  return parent !== null && (parent !== expr.op || expr.items.length === 1) ? `(${text})` : text;
}

/** Renders an expression to Meilisearch filter text; '' for null (no filter). */
export function renderFilter(expr: FilterExpr | null | undefined): string {
  return expr ? render(expr, null) : '';
}
