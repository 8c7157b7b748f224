/**
 * Whether this device keeps a car in its favourites or in a watchlist (any
 * user's list on the device: the watchlist is kept per user, and who is
 * signed in is not read here). The vehicle page's save tools hydrate at once
 * when it is true, so the saved state shows without waiting for the shopper
 * (src/integrations/client-intent). It only decides that: entries are not
 * validated (the stores do that when they read them), so it stays small in
 * every vehicle page.
 */
import { FAVOURITES_STORAGE_KEY } from './favourites/favourites.ts';
import { WATCHLIST_STORAGE_KEY } from './watchlist/watchlist.ts';
import { COMPARE_STORAGE_KEY } from './compare/compare.ts';

export function isSavedOnDevice(id: number, storage: Pick<Storage, 'getItem'>): boolean {
  // A list of entries (favourites), or lists of entries by owner (the watchlist's book).
  const holds = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some((entry) => (entry as { id?: unknown } | null)?.id === id)
      : typeof value === 'object' && value !== null && Object.values(value).some(holds);
  return [FAVOURITES_STORAGE_KEY, WATCHLIST_STORAGE_KEY].some((key) => {
    try {
      return holds(JSON.parse(storage.getItem(key) ?? 'null'));
    } catch {
      return false;
    }
  });
}

/**
 * Whether this device keeps any car in its favourites, a watchlist or the compare list: the
 * search page's island then hydrates at once, so the cards' saved state and the compare tray
 * show without waiting for the shopper.
 */
export function keepsSavedCars(storage: Pick<Storage, 'getItem'>): boolean {
  const holds = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.length > 0
      : typeof value === 'object' && value !== null && Object.values(value).some(holds);
  return [FAVOURITES_STORAGE_KEY, WATCHLIST_STORAGE_KEY, COMPARE_STORAGE_KEY].some((key) => {
    try {
      return holds(JSON.parse(storage.getItem(key) ?? 'null'));
    } catch {
      return false;
    }
  });
}
