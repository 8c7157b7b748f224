// The browser's clock for the "Today" and open-now lines. The server (and hydration) see null and
// render those lines empty, so the HTML never claims a day or a status that is stale by the time a
// page built nights ago is read, and hydration always matches the HTML (docs/decisions.md
// "Open-now status"). Ticks each half minute: "Open now" turns to "Closed" at closing time.
import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, MINUTE_MS / 2);
  return () => window.clearInterval(timer);
}

/** The current minute (a stable value between ticks), or null on the server and at hydration. */
export function useLiveNow(): Date | null {
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS,
    () => null,
  );
  return minute === null ? null : new Date(minute);
}
