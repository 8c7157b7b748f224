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

/** Whether any entry a store keeps under one of `keys` passes `matches` (unreadable reads as none). */
function keptEntry(storage: Pick<Storage, 'getItem'>, keys: readonly string[], matches: (entry: unknown) => boolean) {
  // A list of entries (favourites, compare), or lists of entries by owner (the watchlist's book).
  const holds = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some(matches)
      : typeof value === 'object' && value !== null && Object.values(value).some(holds);
  return keys.some((key) => {
    try {
      return holds(JSON.parse(storage.getItem(key) ?? 'null'));
    } catch {
      return false;
    }
  });
}

export function isSavedOnDevice(id: number, storage: Pick<Storage, 'getItem'>): boolean {
  return keptEntry(
    storage,
    [FAVOURITES_STORAGE_KEY, WATCHLIST_STORAGE_KEY],
    (entry) => (entry as { id?: unknown } | null)?.id === id,
  );
}

/**
 * Whether this device keeps any car in its favourites, a watchlist or the compare list: the
 * search page's island then hydrates at once, so the cards' saved state and the compare tray
 * show without waiting for the shopper.
 */
export function keepsSavedCars(storage: Pick<Storage, 'getItem'>): boolean {
  return keptEntry(storage, [FAVOURITES_STORAGE_KEY, WATCHLIST_STORAGE_KEY, COMPARE_STORAGE_KEY], () => true);
}
