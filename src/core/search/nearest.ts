/**
 * 'Nearest first': the sort by distance from the searched point,
 * offered only while a location is set (the URL's lat and lng, SPEC.md §2).
 *
 * The rule both search backends follow: distance from the point (haversine
 * on the 6371 km sphere, core `distanceKm`), nearest first; equal distances
 * (the cars of one location) in the default order; a car without coordinates
 * last. Without a point the sort means the default order, and a state
 * without a location never keeps it (`sortWithLocation`), so the URL drops
 * `sortBy=nearest` with the location.
 */
import { distanceKm, validPoint, type LatLng } from '../locations.ts';

/** The sort id: the URL's `sortBy=nearest` and the index name 'cars_nearest'. */
export const NEAREST_SORT_ID = 'nearest';

/** The sort menu's label (ours: the spec gives none). */
export const NEAREST_SORT_LABEL = 'Nearest first';

/**
 * A comparator putting items nearest `centre` first: distances compared as
 * numbers, items without a point after every item with one, and equal
 * distances (or two items without a point) by `tieBreak`, the default
 * order.
 */
export function compareNearest<T>(
  centre: LatLng,
  pointOf: (item: T) => LatLng | null,
  tieBreak: (a: T, b: T) => number,
): (a: T, b: T) => number {
  const cache = new Map<T, number>();
  const distance = (item: T): number => {
    let d = cache.get(item);
    if (d === undefined) {
      const point = pointOf(item);
      d = point === null ? Number.POSITIVE_INFINITY : distanceKm(centre, point);
      cache.set(item, d);
    }
    return d;
  };
  return (a, b) => {
    const da = distance(a);
    const db = distance(b);
    return da === db ? tieBreak(a, b) : da < db ? -1 : 1;
  };
}

/** `items` nearest `centre` first ({@link compareNearest}); a new array. */
export function nearestFirst<T>(
  items: readonly T[],
  centre: LatLng,
  pointOf: (item: T) => LatLng | null,
  tieBreak: (a: T, b: T) => number,
): T[] {
  return [...items].sort(compareNearest(centre, pointOf, tieBreak));
}

/** Whether a state has a location: lat and lng, both finite and in range. */
export function hasLocation(state: { lat?: number | undefined; lng?: number | undefined }): boolean {
  return validPoint(state.lat, state.lng);
}

/** The sort of a state: 'nearest' only with a location, else dropped (undefined: the default sort). */
export function sortWithLocation(sortBy: string | undefined, withLocation: boolean): string | undefined {
  return sortBy === NEAREST_SORT_ID && !withLocation ? undefined : sortBy;
}

/**
 * The sort menu while a location is or is not set: the tenant's options,
 * plus 'Nearest first' at the end while one is (never twice).
 */
export function sortOptionsWithLocation<O extends { value: string; label: string }>(
  options: readonly O[],
  withLocation: boolean,
  nearest: O,
): O[] {
  const own = options.filter((o) => o.value !== NEAREST_SORT_ID);
  return withLocation ? [...own, nearest] : own;
}

/**
 * A card's distance from the searched point as shown after a postcode
 * search: '12 km away' (whole km; '<1 km away' closer). Null without a point
 * or without the car's coordinates (its location has none).
 */
export function distanceText(centre: LatLng | null, lat: unknown, lng: unknown): string | null {
  const la = typeof lat === 'number' ? lat : undefined;
  const lo = typeof lng === 'number' ? lng : undefined;
  if (centre === null || !validPoint(la, lo)) return null;
  const km = distanceKm(centre, { lat: la, lng: lo as number });
  return `${km < 1 ? '<1' : Math.round(km).toLocaleString('en-AU')} km away`;
}

/** A coordinate as Meilisearch's `_geoPoint` takes it (plain decimal text). */
function coordinate(value: number): string {
  return String(Number(value.toFixed(5)));
}

/**
 * Meilisearch's `sort` for nearest first from `centre`: the geo sort, then
 * the default order (custom rank descending) for the cars at the same
 * distance. Meilisearch puts documents without `_geo` last, as
 * {@link compareNearest} does.
 */
export function meilisearchNearestSort(centre: LatLng): string[] {
  return [`_geoPoint(${coordinate(centre.lat)}, ${coordinate(centre.lng)}):asc`, 'custom_rank:desc'];
}
