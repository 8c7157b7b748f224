import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCHLIST_FAILURE_MESSAGE, WATCHLIST_NETWORK_MESSAGE } from '../../core/watchlist.ts';
import { signIn, signOut } from '../auth/user.ts';
import { decodeBook, ownerKey, type WatchlistEntry } from './watchlist.ts';
import { $watchlist, $watchlistBook, $watchlistPending, toggleWatchlist, type WatchlistService } from './store.ts';

const hilux: WatchlistEntry = {
  id: 7,
  name: '2022 Toyota HiLux',
  slug: 'hilux-7',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: null,
};

/** A service whose answers the test releases by hand. */
function deferredService() {
  const calls: Array<{ kind: 'save' | 'remove'; phone: string; carId: number }> = [];
  let release: (answer: { success: boolean; message?: string } | Error) => void = () => {};
  const answer = (kind: 'save' | 'remove', phone: string, carId: number) => {
    calls.push({ kind, phone, carId });
    return new Promise<{ success: boolean; message?: string }>((resolve, reject) => {
      release = (a) => (a instanceof Error ? reject(a) : resolve(a));
    });
  };
  const service: WatchlistService = {
    save: (phone, carId) => answer('save', phone, carId),
    remove: (phone, carId) => answer('remove', phone, carId),
  };
  return { service, calls, release: (a: { success: boolean; message?: string } | Error) => release(a) };
}

const ids = () => $watchlist.get().map((e) => e.id);

beforeEach(() => {
  $watchlistBook.set({});
  $watchlistPending.set([]);
  signIn({ name: 'Wes', phone: '021 555 1234' });
});
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

describe('toggleWatchlist', () => {
  it('adds at once (optimistic) and marks the car pending until the call answers', async () => {
    const { service, calls, release } = deferredService();
    const done = toggleWatchlist(hilux, '021 555 1234', service);
    expect(ids()).toEqual([7]);
    expect($watchlistPending.get()).toEqual([7]);
    expect(calls).toEqual([{ kind: 'save', phone: '021 555 1234', carId: 7 }]);
    // A second click while pending does nothing.
    expect(await toggleWatchlist(hilux, '021 555 1234', service)).toEqual({ ok: null });
    release({ success: true, message: 'saved' });
    expect(await done).toEqual({ ok: true, saved: true });
    expect(ids()).toEqual([7]);
    expect($watchlistPending.get()).toEqual([]);
  });

  it('reverts the add when the call gets no answer, with a sentence a shopper understands', async () => {
    // The alert used to read the browser's raw 'Failed to fetch'.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { service, release } = deferredService();
    const done = toggleWatchlist(hilux, '021 555 1234', service);
    expect(ids()).toEqual([7]);
    release(new TypeError('Failed to fetch'));
    expect(await done).toEqual({ ok: false, message: WATCHLIST_NETWORK_MESSAGE });
    expect(ids()).toEqual([]);
    expect($watchlistPending.get()).toEqual([]);
  });

  it.each([
    [
      "the client's network error",
      Object.assign(new Error('Failed to fetch'), { kind: 'network' }),
      WATCHLIST_NETWORK_MESSAGE,
    ],
    [
      "an error status with the platform's text",
      Object.assign(new Error('Watchlist is down'), { kind: 'http' }),
      'Watchlist is down',
    ],
    ['an error status without text', Object.assign(new Error('HTTP 503'), { kind: 'http' }), WATCHLIST_FAILURE_MESSAGE],
    [
      'an answer outside the contract',
      Object.assign(new Error('watchlist save: unexpected answer at success'), { kind: 'contract' }),
      WATCHLIST_FAILURE_MESSAGE,
    ],
    ['anything else', new Error('boom'), WATCHLIST_FAILURE_MESSAGE],
  ])('alerts for %s: %s', async (_, error, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { service, release } = deferredService();
    const done = toggleWatchlist(hilux, '021 555 1234', service);
    release(error);
    expect(await done).toEqual({ ok: false, message });
  });

  it('treats success: false as a failure and uses the server message', async () => {
    const { service, release } = deferredService();
    const done = toggleWatchlist(hilux, '021 555 1234', service);
    release({ success: false, message: 'This car is no longer available.' });
    expect(await done).toEqual({ ok: false, message: 'This car is no longer available.' });
    expect(ids()).toEqual([]);
    const again = toggleWatchlist(hilux, '021 555 1234', service);
    release({ success: false });
    expect(await again).toEqual({ ok: false, message: WATCHLIST_FAILURE_MESSAGE });
  });

  it('removes at once and puts the car back when the remove fails', async () => {
    $watchlistBook.set({ [ownerKey('021 555 1234')]: [hilux] });
    const { service, calls, release } = deferredService();
    const done = toggleWatchlist(hilux, '021 555 1234', service);
    expect(ids()).toEqual([]);
    expect(calls[0]?.kind).toBe('remove');
    release({ success: false });
    expect(await done).toMatchObject({ ok: false });
    expect(ids()).toEqual([7]);
  });

  it('keeps a list per user (phone digits) and shows nothing when signed out', async () => {
    const ok: WatchlistService = {
      save: () => Promise.resolve({ success: true }),
      remove: () => Promise.resolve({ success: true }),
    };
    await toggleWatchlist(hilux, '021 555 1234', ok);
    signIn({ name: 'Other', phone: '022 000 0000' });
    expect(ids()).toEqual([]);
    signIn({ name: 'Wes', phone: '0215551234' });
    expect(ids()).toEqual([7]);
    signOut();
    expect(ids()).toEqual([]);
  });

  it('reads the stored book defensively', () => {
    expect(decodeBook(JSON.stringify({ '021': [hilux, { id: 'x' }], bad: 'no' }))).toEqual({ '021': [hilux] });
    expect(decodeBook('[1]')).toEqual({});
    expect(decodeBook('{')).toEqual({});
  });
});
