/**
 * Cars chosen for comparison, kept in the browser (SPEC.md §1 "favourite or
 * compare cars", §2 result cards "favourite/compare toggle"). The spec gives
 * no limit and no storage key: we keep at most {@link COMPARE_MAX} cars (three
 * fit side by side on a laptop and still read on a phone by scrolling) under
 * {@link COMPARE_STORAGE_KEY}. An entry holds what /compare shows, so that
 * page needs no request: the raw price fields (the page runs the core price
 * rules) and the key specs of the search hit.
 */

import type { CarSummary } from '../../data/car-summary.ts';

/** Most cars compared at once (our choice; docs/decisions.md). */
export const COMPARE_MAX = 3;

/** localStorage key of the list (ours; the spec lists no compare key). */
export const COMPARE_STORAGE_KEY = 'dealer:compare';

/** One car on the compare list: the search hit's display fields (`name` is the card title, '{year} {make} {model}'). */
export type CompareEntry = Pick<
  CarSummary,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'status'
  | 'price'
  | 'offer_price'
  | 'before_price'
  | 'subscription_price'
  | 'preorder'
  | 'price_type'
  | 'km'
  | 'simple_body'
  | 'simple_fuel'
  | 'simple_transmission'
  | 'simple_drive'
  | 'colour'
  | 'seats'
  | 'doors'
  | 'location_name'
  | 'primary_image_url'
> & {
  /** Any text: a stored entry's car type is read back as text, not checked against the record's types. */
  car_type: string;
};

/** Outcome of {@link toggledCompare}. */
export type CompareToggle =
  | { result: 'added'; list: CompareEntry[] }
  | { result: 'removed'; list: CompareEntry[] }
  /** The list already holds {@link COMPARE_MAX} cars: unchanged. */
  | { result: 'full'; list: readonly CompareEntry[] };

export function isCompared(list: readonly CompareEntry[], id: number): boolean {
  return list.some((c) => c.id === id);
}

export function withoutCompared(list: readonly CompareEntry[], id: number): CompareEntry[] {
  return list.filter((c) => c.id !== id);
}

/** Removes the car when listed; else adds it at the end unless the list is full. */
export function toggledCompare(list: readonly CompareEntry[], entry: CompareEntry): CompareToggle {
  if (isCompared(list, entry.id)) return { result: 'removed', list: withoutCompared(list, entry.id) };
  if (list.length >= COMPARE_MAX) return { result: 'full', list };
  return { result: 'added', list: [...list, entry] };
}

const nullableString = (v: unknown) => v === null || typeof v === 'string';
const nullableNumber = (v: unknown) => v === null || typeof v === 'number';

function isEntry(value: unknown): value is CompareEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e['id'] === 'number' &&
    typeof e['slug'] === 'string' &&
    typeof e['name'] === 'string' &&
    typeof e['year'] === 'number' &&
    typeof e['make'] === 'string' &&
    typeof e['model'] === 'string' &&
    typeof e['price'] === 'number' &&
    typeof e['car_type'] === 'string' &&
    typeof e['status'] === 'string' &&
    typeof e['preorder'] === 'boolean' &&
    ['badge', 'series', 'price_type', 'simple_body', 'simple_fuel', 'simple_transmission', 'simple_drive'].every((k) =>
      nullableString(e[k]),
    ) &&
    ['colour', 'location_name', 'primary_image_url'].every((k) => nullableString(e[k])) &&
    ['offer_price', 'before_price', 'subscription_price', 'km', 'seats', 'doors'].every((k) => nullableNumber(e[k]))
  );
}

/**
 * Reads the stored text: a JSON array of entries. Unreadable text gives an
 * empty list; malformed entries are dropped and the list is cut to
 * {@link COMPARE_MAX}, so a bad or older write never breaks the page.
 */
export function decodeCompare(text: string | null | undefined): CompareEntry[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, COMPARE_MAX) : [];
  } catch {
    return [];
  }
}
