/**
 * Toast queue and toast texts (SPEC.md §4 Watchlist and Toasts, §9 "Toast
 * limit 1; removal delay 1,000,000 ms", "Copy notice 1500 ms or toast 3000
 * ms"). The reducer is pure; timers that dispatch 'remove' after
 * {@link TOAST_REMOVE_DELAY_MS} live in the adapter.
 */

/** At most this many toasts are kept; adding one more drops the oldest. */
export const TOAST_LIMIT = 1;

/** Delay between dismissing a toast and removing it from the queue, in ms. */
export const TOAST_REMOVE_DELAY_MS = 1000000;

/** Action button of a toast. */
export interface ToastAction {
  label: string;
  /** Where the action leads; the watchlist path is not in the spec, so the caller sets it. */
  href?: string | undefined;
}

/** What a toast says. */
export interface ToastContent {
  title: string;
  description?: string | undefined;
  action?: ToastAction | undefined;
  /** Auto-dismiss after this many ms; absent means the UI default. */
  duration?: number | undefined;
}

/** A toast in the queue. */
export interface Toast extends ToastContent {
  id: string;
  /** False once dismissed, until removed. */
  open: boolean;
}

/** The toast queue, newest first. */
export interface ToastState {
  toasts: readonly Toast[];
}

/** Empty queue. */
export const INITIAL_TOAST_STATE: ToastState = { toasts: [] };

/**
 * Queue actions: add a toast (newest first, cut to {@link TOAST_LIMIT}),
 * update fields of a toast by id, dismiss one toast or all (open false),
 * remove one toast or all.
 */
export type ToastActionMsg =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; toast: Partial<ToastContent> & { id: string; open?: boolean } }
  | { type: 'dismiss'; toastId?: string | undefined }
  | { type: 'remove'; toastId?: string | undefined };

/** The toast queue reducer (pure; returns a new state, never mutates). */
export function toastReducer(state: ToastState, action: ToastActionMsg): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts.filter((t) => t.id !== action.toast.id)].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

/** Action label of the watchlist toasts (SPEC.md §4). */
export const VIEW_LIST_LABEL = 'View List';

/** Title of the toast after saving a car (SPEC.md §4). */
export const WATCHLIST_SAVED_TITLE = 'Car Saved In Watchlist';

/** Title of the toast after removing a car (SPEC.md §4). */
export const WATCHLIST_REMOVED_TITLE = 'Car Removed';

/** How long the share toast shows, in ms (SPEC.md §4, §9). */
export const SHARE_TOAST_MS = 3000;

/** Text of the copy note on the other layout (SPEC.md §4). */
export const COPIED_NOTE = 'Copied';

/** How long the copy note shows, in ms (SPEC.md §4 "clears after 1.5 s"). */
export const COPIED_NOTE_MS = 1500;

/** Toast after saving: 'Car Saved In Watchlist' / '{car name} is now available in your watchlist', with 'View List'. */
export function watchlistSavedToast(carName: string, listHref?: string): ToastContent {
  return {
    title: WATCHLIST_SAVED_TITLE,
    description: `${carName} is now available in your watchlist`,
    action: { label: VIEW_LIST_LABEL, href: listHref },
  };
}

/** Toast after removing: 'Car Removed' / '{car name} is no longer in your watchlist', with 'View List'. */
export function watchlistRemovedToast(carName: string, listHref?: string): ToastContent {
  return {
    title: WATCHLIST_REMOVED_TITLE,
    description: `${carName} is no longer in your watchlist`,
    action: { label: VIEW_LIST_LABEL, href: listHref },
  };
}

/** Toast after copying the page URL: 'Copied {car name} to your clipboard!' for 3000 ms. */
export function shareCopiedToast(carName: string): ToastContent {
  return { title: `Copied ${carName} to your clipboard!`, duration: SHARE_TOAST_MS };
}
