/**
 * The shopper's watchlist as the browser keeps it (SPEC.md §3 "Watchlist:
 * entries with numeric id", §4 Watchlist). The platform API stores entries
 * (POST save-car / remove-car) but has no call that lists them, so the
 * browser keeps its own copy: a book of entries per user, keyed by the
 * user's phone digits (the number the server keys its rows by), in
 * localStorage under {@link WATCHLIST_STORAGE_KEY}. Another user signing in
 * on the same device sees their own list. Pure rules; `store.ts` holds it.
 */

import { isFavouriteEntry, type FavouriteEntry } from '../favourites/favourites.ts';

/** What the watchlist page shows of a car: the favourite entry's fields. */
export type WatchlistEntry = FavouriteEntry;

/** Entries per owner ({@link ownerKey}). */
export type WatchlistBook = Readonly<Record<string, readonly WatchlistEntry[]>>;

/** localStorage key (ours: the spec lists no watchlist key). */
export const WATCHLIST_STORAGE_KEY = 'dealer:watchlist';

/** The owner of a list: the phone's digits ('0412 345 678' and '0412345678' are one user). */
export function ownerKey(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function entriesOf(book: WatchlistBook, owner: string): readonly WatchlistEntry[] {
  return book[owner] ?? [];
}

/** The book with the car added at the end of the owner's list (replacing an older entry of the same id). */
export function withEntry(book: WatchlistBook, owner: string, entry: WatchlistEntry): WatchlistBook {
  return { ...book, [owner]: [...entriesOf(book, owner).filter((e) => e.id !== entry.id), entry] };
}

/** The book without the car in the owner's list. */
export function withoutEntry(book: WatchlistBook, owner: string, id: number): WatchlistBook {
  return { ...book, [owner]: entriesOf(book, owner).filter((e) => e.id !== id) };
}

/** Reads the stored book defensively: unreadable gives {}, malformed lists and entries are dropped. */
export function decodeBook(text: string | null | undefined): WatchlistBook {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const book: Record<string, WatchlistEntry[]> = {};
    for (const [owner, list] of Object.entries(parsed as Record<string, unknown>)) {
      if (Array.isArray(list)) book[owner] = list.filter(isFavouriteEntry);
    }
    return book;
  } catch {
    return {};
  }
}
