/**
 * Favourites kept in the browser (SPEC.md §3 "Favourite entry: id, name,
 * slug, make, model, primary_image_url", §4 "Favourite toggle adds/removes
 * locally when storage is on", §7 storage key 'favourites'). Pure list rules;
 * `store.ts` keeps the list in localStorage.
 */
import type { CarSummary } from '../../data/car-summary.ts';

/** One stored favourite (SPEC.md §3): the car's summary fields, `name` being its title. */
export type FavouriteEntry = Pick<CarSummary, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url'>;

/** The localStorage key of the list (SPEC.md §7). */
export const FAVOURITES_STORAGE_KEY = 'favourites';

/** Whether the car is in the list. */
export function isFavourite(list: readonly FavouriteEntry[], id: number): boolean {
  return list.some((f) => f.id === id);
}

/** The list with the car added at the end (replacing an older entry of the same id). */
export function withFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return [...list.filter((f) => f.id !== entry.id), entry];
}

/** The list without the car. */
export function withoutFavourite(list: readonly FavouriteEntry[], id: number): FavouriteEntry[] {
  return list.filter((f) => f.id !== id);
}

/** The list with the car toggled: removed when present, else added. */
export function toggledFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return isFavourite(list, entry.id) ? withoutFavourite(list, entry.id) : withFavourite(list, entry);
}

/** Whether a stored value is a well-formed entry (favourites and the watchlist store the same fields). */
export function isFavouriteEntry(value: unknown): value is FavouriteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e['id'] === 'number' &&
    typeof e['name'] === 'string' &&
    typeof e['slug'] === 'string' &&
    typeof e['make'] === 'string' &&
    typeof e['model'] === 'string' &&
    (e['primary_image_url'] === null || typeof e['primary_image_url'] === 'string')
  );
}

/**
 * Reads the stored text: a JSON array of entries. Anything unreadable (not
 * JSON, not an array) gives an empty list; malformed entries are dropped, so
 * one bad write never breaks the toggle.
 */
export function decodeFavourites(text: string | null | undefined): FavouriteEntry[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isFavouriteEntry) : [];
  } catch {
    return [];
  }
}
