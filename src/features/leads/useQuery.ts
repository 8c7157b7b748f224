/**
 * The page's query string, applied after hydration: pages are static, so the
 * server render (and hydration) show the query-less form, then the island
 * re-renders with the query.
 */
import { useMemo, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useQuery(): URLSearchParams | null {
  const search = useSyncExternalStore<string | null>(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  return useMemo(() => (search === null ? null : new URLSearchParams(search)), [search]);
}
