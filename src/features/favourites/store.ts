/**
 * The favourites store: a nanostores atom persisted in localStorage under
 * 'favourites' (shared by every tab: a change in one updates the others), and
 * the actions that change it. Safe to import on the server: without
 * localStorage the list is simply empty.
 */
import { persistentAtom } from '@nanostores/persistent';
import {
  decodeFavourites,
  FAVOURITES_STORAGE_KEY,
  toggledFavourite,
  withFavourite,
  withoutFavourite,
  type FavouriteEntry,
} from './favourites.ts';

export type { FavouriteEntry } from './favourites.ts';

export const $favourites = persistentAtom<FavouriteEntry[]>(FAVOURITES_STORAGE_KEY, [], {
  encode: (list) => JSON.stringify(list),
  decode: decodeFavourites,
});

export function addFavourite(entry: FavouriteEntry): void {
  $favourites.set(withFavourite($favourites.get(), entry));
}

export function removeFavourite(id: number): void {
  $favourites.set(withoutFavourite($favourites.get(), id));
}

/** Adds or removes the car; returns whether it is a favourite afterwards. */
export function toggleFavourite(entry: FavouriteEntry): boolean {
  const next = toggledFavourite($favourites.get(), entry);
  $favourites.set(next);
  return next.some((f) => f.id === entry.id);
}
