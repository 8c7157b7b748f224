/**
 * The page's toast queue (SPEC.md §4 Toasts "one at a time; add, update,
 * dismiss, remove", §9 "Toast limit 1; removal delay 1,000,000 ms"): one
 * nanostores atom driven by the core reducer (src/core/toasts.ts), so every
 * button of an island (each result card's Save, the sidebar's) shares one
 * queue and a new toast replaces the previous one. A toast closes after
 * its `duration` (default {@link TOAST_DURATION_MS}, our choice: the spec
 * gives none for the watchlist toasts) or its close button, and is removed
 * from the queue after the spec's removal delay.
 */
import { atom } from 'nanostores';
import {
  INITIAL_TOAST_STATE,
  TOAST_REMOVE_DELAY_MS,
  toastReducer,
  type ToastActionMsg,
  type ToastContent,
  type ToastState,
} from '../../core/toasts.ts';

/** How long a toast without its own duration stays open, in ms (ours). */
export const TOAST_DURATION_MS = 6000;

export const $toasts = atom<ToastState>(INITIAL_TOAST_STATE);

function dispatch(action: ToastActionMsg): void {
  $toasts.set(toastReducer($toasts.get(), action));
}

let counter = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function schedule(id: string, ms: number, run: () => void): void {
  const old = timers.get(id);
  if (old) clearTimeout(old);
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      run();
    }, ms),
  );
}

/** Shows a toast (replacing the one shown: limit 1); returns its id. */
export function showToast(content: ToastContent): string {
  counter += 1;
  const id = `toast-${counter}`;
  dispatch({ type: 'add', toast: { ...content, id, open: true } });
  schedule(id, content.duration ?? TOAST_DURATION_MS, () => dismissToast(id));
  return id;
}

/** Closes a toast (all when no id); it leaves the queue after the removal delay. */
export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', toastId: id });
  const ids = id === undefined ? $toasts.get().toasts.map((t) => t.id) : [id];
  for (const t of ids) schedule(t, TOAST_REMOVE_DELAY_MS, () => dispatch({ type: 'remove', toastId: t }));
}

/** Empties the queue and cancels every timer (tests, page teardown). */
export function resetToasts(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  dispatch({ type: 'remove' });
}
