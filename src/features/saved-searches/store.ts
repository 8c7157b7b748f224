/**
 * The saved searches store: a nanostores atom persisted in localStorage (shared by every tab), as
 * favourites are, and the actions that change it. Safe to import on the server: without
 * localStorage the list is empty.
 */
import { persistentAtom } from '@nanostores/persistent';
import {
  decodeSavedSearches,
  renamedSavedSearch,
  restoredSavedSearch,
  SAVED_SEARCHES_STORAGE_KEY,
  savedSearchOf,
  withoutSavedSearch,
  withSavedSearch,
  type SavedSearch,
} from './saved-searches.ts';

export type { SavedSearch } from './saved-searches.ts';

export const $savedSearches = persistentAtom<SavedSearch[]>(SAVED_SEARCHES_STORAGE_KEY, [], {
  encode: (list) => JSON.stringify(list),
  decode: decodeSavedSearches,
});

/** Saves the search; returns the stored entry and whether it was saved before (nothing added then). */
export function saveSearch(entry: SavedSearch): { entry: SavedSearch; existed: boolean } {
  const before = savedSearchOf($savedSearches.get(), entry.url);
  if (before) return { entry: before, existed: true };
  $savedSearches.set(withSavedSearch($savedSearches.get(), entry));
  return { entry, existed: false };
}

export function renameSavedSearch(url: string, name: string): void {
  $savedSearches.set(renamedSavedSearch($savedSearches.get(), url, name));
}

/** Deletes the search; returns what undo needs (the entry and where it was), or null. */
export function deleteSavedSearch(url: string): { entry: SavedSearch; index: number } | null {
  const list = $savedSearches.get();
  const index = list.findIndex((s) => s.url === url);
  const entry = list[index];
  if (!entry) return null;
  $savedSearches.set(withoutSavedSearch(list, url));
  return { entry, index };
}

export function restoreSavedSearch(entry: SavedSearch, index: number): void {
  $savedSearches.set(restoredSavedSearch($savedSearches.get(), entry, index));
}
