/**
 * Whether a search page's address asks for more than the page was prebuilt for: a query
 * parameter of the URL rules (routing.ts stateToUrl: query, page, sortBy, location, distance,
 * ranges, refinements). A prebuilt page is its path alone, so its cards are then not the
 * answer (a shared '/search/used-cars/page/2?sortBy=price-asc' was built in Featured order).
 * Other parameters (utm_source, gclid) change nothing. Dependency-free: it runs before the
 * search island has loaded (features/search/stale-results.ts); the island decides for good.
 */
const PARAMS = new Set(['query', 'page', 'sortBy', 'locationId', 'locationType', 'lat', 'lng', 'distance']);
const PREFIXES = ['range[', 'refinementList['];

export function addressAsksMore(search: string): boolean {
  for (const [key, value] of new URLSearchParams(search)) {
    if (value === '') continue;
    if (PARAMS.has(key) || PREFIXES.some((p) => key.startsWith(p))) return true;
  }
  return false;
}
