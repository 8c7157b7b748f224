/**
 * Browser-only values read without a hydration mismatch: the server render
 * (and hydration) sees the server value, the browser then re-renders with its
 * own (useSyncExternalStore), with no setState in an effect.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while server-rendering and hydrating, true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The page's query string ('?car_id=x'), null while server-rendering and hydrating. */
export function useLocationSearch(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
}

/** The page's path and query ('/cars/x/checkout?y'), without '.html'; null on the server. */
export function useLocationPath(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.pathname.replace(/\.html$/, '') + window.location.search,
    () => null,
  );
}
