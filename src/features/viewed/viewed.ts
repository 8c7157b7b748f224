/**
 * Recently viewed cars (SPEC.md §3 "Viewed-car entry: id, stocknum, make,
 * model, body, simple_body", §7 client storage key "viewed cars"). The entry
 * also keeps the car's slug and name, so My Garage can link to it (the spec's
 * fields alone cannot build the vehicle page URL). Newest first, at most
 * {@link VIEWED_LIMIT}.
 */

import type { CarSummary } from '../../data/car-summary.ts';

/** Cars kept (our choice; docs/decisions.md). */
export const VIEWED_LIMIT = 20;

/** localStorage key (SPEC.md §7 "viewed cars", with the site's 'dealer:' prefix). */
export const VIEWED_STORAGE_KEY = 'dealer:viewed-cars';

/** The spec's fields, the slug for the link (/cars/{slug}) and the name shown ('2022 Toyota HiLux SR5'). */
export type ViewedCar = Pick<
  CarSummary,
  'id' | 'stocknum' | 'make' | 'model' | 'body' | 'simple_body' | 'slug' | 'name'
>;

/** The list with the car first (an earlier view of it dropped), cut to {@link VIEWED_LIMIT}. */
export function withViewed(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((c) => c.id !== car.id)].slice(0, VIEWED_LIMIT);
}

const nullableString = (v: unknown) => v === null || typeof v === 'string';

function isViewed(value: unknown): value is ViewedCar {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e['id'] === 'number' &&
    typeof e['make'] === 'string' &&
    typeof e['model'] === 'string' &&
    typeof e['slug'] === 'string' &&
    typeof e['name'] === 'string' &&
    nullableString(e['stocknum']) &&
    nullableString(e['body']) &&
    nullableString(e['simple_body'])
  );
}

/** Reads the stored text defensively: unreadable gives [], malformed entries are dropped, cut to the limit. */
export function decodeViewed(text: string | null | undefined): ViewedCar[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isViewed).slice(0, VIEWED_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * Records a view of the car straight in localStorage (first in the list, at
 * most {@link VIEWED_LIMIT}). The vehicle page does this at once on every
 * view, so it goes without the persistent store and its library (1.5 KB gzip
 * of a phone's budget); `$viewedCars` (store.ts) in other tabs hears the
 * change through the storage event. Storage blocked or full: nothing kept.
 */
export function recordViewedCar(car: ViewedCar): void {
  try {
    const storage = globalThis.localStorage;
    storage.setItem(
      VIEWED_STORAGE_KEY,
      JSON.stringify(withViewed(decodeViewed(storage.getItem(VIEWED_STORAGE_KEY)), car)),
    );
  } catch {
    // Only a convenience (My Garage's recently viewed list).
  }
}
