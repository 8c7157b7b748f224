/**
 * The watchlist store and its actions (SPEC.md §4 Watchlist, §7 save-car /
 * remove-car, §8 "Watchlist request failure: browser alert with the error
 * message; treated as failure").
 *
 * Save adds the car to the signed-in user's list at once (optimistic), then
 * posts; remove takes it out at once, then posts. While a call runs the car
 * is in {@link $watchlistPending} (its buttons show a spinner and are
 * disabled, and a second click is ignored). A failed call (no answer, an
 * error status, or `success: false`) puts the list back as it was and
 * returns the message for the caller to alert: the platform's own, else a
 * sentence of ours (src/core/watchlist.ts), never the browser's network text.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { watchlistFailureMessage, type WatchlistFailure } from '../../core/watchlist.ts';
import { userDetails } from '../auth/user.ts';
import {
  decodeBook,
  entriesOf,
  ownerKey,
  WATCHLIST_STORAGE_KEY,
  withEntry,
  withoutEntry,
  type WatchlistBook,
  type WatchlistEntry,
} from './watchlist.ts';

export type { WatchlistEntry } from './watchlist.ts';

/** Every user's list on this device. */
export const $watchlistBook = persistentAtom<WatchlistBook>(
  WATCHLIST_STORAGE_KEY,
  {},
  {
    encode: (book) => JSON.stringify(book),
    decode: decodeBook,
  },
);

/** The signed-in user's list; empty when anonymous. */
export const $watchlist = computed([$watchlistBook, userDetails], (book, user) =>
  user ? entriesOf(book, ownerKey(user.phone)) : [],
);

/** Car ids with a save or remove call under way. */
export const $watchlistPending = atom<readonly number[]>([]);

/** The platform calls (SPEC.md §7): both answer `{ success, message? }` or throw. */
export interface WatchlistService {
  save(phoneNumber: string, carId: number): Promise<{ success: boolean; message?: string | undefined }>;
  remove(phoneNumber: string, carId: number): Promise<{ success: boolean; message?: string | undefined }>;
}

/** A call the platform answered with `success: false` (its message, if any). */
class Refused extends Error {}

/**
 * How a call failed, for the core's message rule. The API client's errors are
 * read by shape (`kind`, src/api/client.ts `ApiError`): importing the class
 * would put the client in every page with a watchlist button.
 */
function failureOf(error: unknown): WatchlistFailure {
  if (error instanceof Refused) return { kind: 'refused', message: error.message };
  if (error instanceof TypeError) return { kind: 'network' };
  const { kind, message } = (error ?? {}) as { kind?: unknown; message?: unknown };
  if (kind === 'network') return { kind: 'network' };
  // 'http': the platform's own error text; 'HTTP 503' is the client's stand-in when it gave none.
  if (kind === 'http' && typeof message === 'string' && !/^HTTP \d+$/.test(message))
    return { kind: 'refused', message };
  return { kind: 'other' };
}

export type WatchlistOutcome =
  | { ok: true; saved: boolean }
  | { ok: false; message: string }
  /** Another call for this car is still running: nothing done. */
  | { ok: null };

function setPending(id: number, on: boolean): void {
  const rest = $watchlistPending.get().filter((p) => p !== id);
  $watchlistPending.set(on ? [...rest, id] : rest);
}

/**
 * Saves the car when it is not in the user's list, else removes it:
 * optimistic change, then the call; reverted on failure. `phone` is the
 * signed-in user's (the caller checks canSaveToWatchlist first).
 */
export async function toggleWatchlist(
  entry: WatchlistEntry,
  phone: string,
  service: WatchlistService,
): Promise<WatchlistOutcome> {
  if ($watchlistPending.get().includes(entry.id)) return { ok: null };
  const owner = ownerKey(phone);
  const before = $watchlistBook.get();
  const saving = !entriesOf(before, owner).some((e) => e.id === entry.id);
  $watchlistBook.set(saving ? withEntry(before, owner, entry) : withoutEntry(before, owner, entry.id));
  setPending(entry.id, true);
  try {
    const answer = await (saving ? service.save(phone, entry.id) : service.remove(phone, entry.id));
    if (!answer.success) throw new Refused(answer.message ?? '');
    return { ok: true, saved: saving };
  } catch (error) {
    // Revert this car only: other cars may have changed meanwhile.
    const now = $watchlistBook.get();
    $watchlistBook.set(saving ? withoutEntry(now, owner, entry.id) : withEntry(now, owner, entry));
    if (!(error instanceof Refused)) console.warn('Watchlist call failed', error);
    return { ok: false, message: watchlistFailureMessage(failureOf(error)) };
  } finally {
    setPending(entry.id, false);
  }
}
