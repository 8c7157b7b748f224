/**
 * Facet lists and result counts (SPEC.md §2 facet link grid, §4 Search,
 * §5): labels sorted by count then alphabetically, body types de-duplicated
 * case-insensitively, and counts above 1999 replaced by the in-stock facet
 * count.
 */

/** One facet value with its number of cars. */
export interface FacetEntry {
  label: string;
  count: number;
}

/** Facet counts per attribute, as the stock search returns them: attribute -> value -> count. */
export type FacetDistribution = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Facet values as a record (value -> count) or a list of entries. */
export type FacetInput = Readonly<Record<string, number>> | Iterable<FacetEntry>;

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function toEntries(input: FacetInput): FacetEntry[] {
  if (Symbol.iterator in input) {
    return Array.from(input as Iterable<FacetEntry>, (e) => ({ label: e.label, count: e.count }));
  }
  return Object.entries(input as Readonly<Record<string, number>>).map(([label, count]) => ({ label, count }));
}

/**
 * Facet order (SPEC.md §5 "Facet labels sorted by count then
 * alphabetically"): higher count first; equal counts by label in English
 * alphabetical order ignoring case and accents; labels that still tie are
 * ordered by UTF-16 code units so the order is total and stable.
 */
export function compareFacetEntries(a: FacetEntry, b: FacetEntry): number {
  if (a.count !== b.count) return b.count - a.count;
  const byName = collator.compare(a.label, b.label);
  if (byName !== 0) return byName;
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

/** Facet entries in display order ({@link compareFacetEntries}). Does not modify the input. */
export function sortFacets(input: FacetInput): FacetEntry[] {
  return toEntries(input).sort(compareFacetEntries);
}

/**
 * Merges labels that differ only in letter case or surrounding spaces
 * (SPEC.md §5 "Body types de-duplicated case-insensitively"): the first
 * spelling met in input order is kept and the counts are summed. Input order
 * is otherwise preserved ('SUV' 3, 'suv' 2 -> 'SUV' 5).
 */
export function dedupeFacetLabels(input: FacetInput): FacetEntry[] {
  const merged = new Map<string, FacetEntry>();
  for (const entry of toEntries(input)) {
    const key = entry.label.trim().toLowerCase();
    const existing = merged.get(key);
    if (existing) existing.count += entry.count;
    else merged.set(key, { label: entry.label, count: entry.count });
  }
  return [...merged.values()];
}

/** Body type facet list: de-duplicated case-insensitively, then sorted for display. */
export function bodyTypeFacets(input: FacetInput): FacetEntry[] {
  return dedupeFacetLabels(input).sort(compareFacetEntries);
}

/** Highest count shown as is; above it the in-stock facet count is used (SPEC.md §4). */
export const MAX_DIRECT_COUNT = 1999;

/** Attribute and value whose facet count is the in-stock count. */
export const IN_STOCK_FACET = { attribute: 'status', value: 'in_stock' } as const;

/** The in-stock facet count (facets.status.in_stock), or undefined when absent. */
export function inStockFacetCount(facets: FacetDistribution | null | undefined): number | undefined {
  return facets?.[IN_STOCK_FACET.attribute]?.[IN_STOCK_FACET.value];
}

/**
 * Result count to show (SPEC.md §4 "Counts above 1999 use the in-stock facet
 * count"): `count` up to 1999; from 2000 the in-stock facet count. When the
 * response carries no in-stock facet, `count` is kept.
 */
export function displayCount(count: number, facets: FacetDistribution | null | undefined): number {
  if (count <= MAX_DIRECT_COUNT) return count;
  return inStockFacetCount(facets) ?? count;
}
