import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { canSaveToWatchlist, showWatchlistSaveButton } from '../../core/vehicle/availability.ts';
import type { CarStatusFields } from '../../core/types.ts';
import { watchlistRemovedToast, watchlistSavedToast } from '../../core/toasts.ts';
import { userDetails } from '../auth/user.ts';
import { showToast } from '../toasts/store.ts';
import { apiWatchlistService, type WatchlistApiSettings } from '../watchlist/service.ts';
import {
  $watchlist,
  $watchlistPending,
  toggleWatchlist,
  type WatchlistEntry,
  type WatchlistService,
} from '../watchlist/store.ts';
import { useHydrated } from '../auth/client-state.ts';
import { navigation } from './navigate.ts';

/** Where the watchlist page is (ours: SPEC.md §2 "a watchlist page (path not shown)"). */
export const WATCHLIST_PATH = '/watchlist';

export interface WatchlistButtonProps {
  entry: WatchlistEntry;
  /** The car's status: a car that shows as sold gets no button unless it is already in the watchlist. */
  car: Pick<CarStatusFields, 'status' | 'sold'>;
  api: WatchlistApiSettings;
  /** On result cards the car's name follows the label for screen readers. */
  carName?: string | undefined;
  /** Tests inject the calls; pages never set it. */
  service?: WatchlistService | undefined;
}

/**
 * Watchlist Save (SPEC.md §4, §5, §8): a signed-in user with a phone saves or
 * removes the car (optimistic, then the call: src/features/watchlist/store.ts);
 * anyone else goes to '/sign-in?type=watchlist&redirect={this page}&back={this
 * page}'. While the call runs the button shows a spinner and is disabled. A
 * failure alerts the error message (the list is already reverted); success
 * shows 'Car Saved In Watchlist' or 'Car Removed' with 'View List'. Server
 * render and hydration show "not saved".
 */
export function WatchlistButton({ entry, car, api, carName, service }: WatchlistButtonProps) {
  const hydrated = useHydrated();
  const list = useStore($watchlist);
  const pending = useStore($watchlistPending);
  const calls = useMemo(() => service ?? apiWatchlistService(api), [service, api]);
  const saved = hydrated && list.some((e) => e.id === entry.id);
  const busy = hydrated && pending.includes(entry.id);
  if (!showWatchlistSaveButton(car, saved)) return null;

  async function onClick() {
    const here = window.location.pathname.replace(/\.html$/, '') + window.location.search;
    const user = userDetails.get();
    const gate = canSaveToWatchlist(user, { redirect: here, back: here });
    if (!gate.allowed || user === null) {
      navigation.assign(gate.allowed ? '/' : gate.redirectTo);
      return;
    }
    const outcome = await toggleWatchlist(entry, user.phone, calls);
    if (outcome.ok === false) window.alert(outcome.message);
    else if (outcome.ok) {
      showToast(
        outcome.saved
          ? watchlistSavedToast(entry.name, WATCHLIST_PATH)
          : watchlistRemovedToast(entry.name, WATCHLIST_PATH),
      );
    }
  }

  return (
    <button
      type="button"
      className="icon-button watchlist-button"
      aria-pressed={saved}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void onClick()}
    >
      {busy ? (
        <span className="garage-spinner" aria-hidden="true" />
      ) : (
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
          <path
            d="M6 3h12v18l-6-4-6 4z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      )}
      <span>{saved ? 'Saved to watchlist' : 'Save to watchlist'}</span>
      {carName && <span className="visually-hidden">: {carName}</span>}
    </button>
  );
}
