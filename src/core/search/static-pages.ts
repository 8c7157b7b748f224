/**
 * Result pages that work without JavaScript. A static host answers
 * /search/used-cars?page=2 with the page 1 HTML, so a page link only works
 * without JavaScript when it leads to a page prebuilt for it
 * (/search/used-cars/page/2, routing.ts pagedPath). Prebuilding every page
 * of every landing path would cost thousands of pages on a big tenant (a
 * landing page renders the search island at build time: about 30 ms at
 * 20,000 cars), so only the first {@link NO_SCRIPT_PAGES}.perLanding pages
 * of the biggest landing paths are prebuilt, at most
 * {@link NO_SCRIPT_PAGES}.perTenant extra pages per tenant. Every other page
 * link is a link only once the island runs (docs/decisions.md).
 */

import { pagedPath, stateToUrl, type SearchCatalogue, type SearchState } from './routing.ts';

/** How many result pages are prebuilt: per landing path (page 1 included), and extra pages per tenant. */
export const NO_SCRIPT_PAGES = { perLanding: 5, perTenant: 20 } as const;

/** Landing path -> how many of its pages are prebuilt (only paths with more than one). */
export type PrebuiltPages = Readonly<Record<string, number>>;

/**
 * Which landing paths get pages prebuilt beyond the first: in the given
 * order (landingPaths': the default path, the car types, then the rest by
 * count), each path with more than one page of `hits` results gets up to
 * `perLanding` pages, while the tenant's extra pages stay within
 * `perTenant`; a path that would exceed it is skipped for smaller ones.
 */
export function prebuiltPageCounts(
  landings: Iterable<{ path: string; hits: number }>,
  hitsPerPage: number,
  limits: { perLanding: number; perTenant: number } = NO_SCRIPT_PAGES,
): Record<string, number> {
  const out: Record<string, number> = {};
  let left = limits.perTenant;
  if (hitsPerPage <= 0) return out;
  for (const { path, hits } of landings) {
    if (left <= 0) break;
    const pages = Math.min(limits.perLanding, Math.ceil(hits / hitsPerPage));
    if (pages <= 1 || pages - 1 > left) continue;
    out[path] = pages;
    left -= pages - 1;
  }
  return out;
}

/**
 * The URL that shows a state's results without JavaScript, or null when
 * none does: a landing path (the state without its page fits wholly in the
 * path) at page 1, or a prebuilt page of it ('/search/used-cars/page/2').
 * A sort, a query or any filter outside the path needs JavaScript.
 */
export function staticPageUrl(state: SearchState, catalogue: SearchCatalogue, prebuilt: PrebuiltPages): string | null {
  const page = state.page ?? 1;
  const path = stateToUrl({ ...state, page: undefined }, catalogue);
  if (path.includes('?')) return null;
  if (page <= 1) return path;
  return page <= (prebuilt[path] ?? 1) ? pagedPath(path, page) : null;
}

/**
 * The canonical URL of a search state (path and query): the URL that shows
 * its results without JavaScript when there is one ({@link staticPageUrl}),
 * else its own URL; the sort is left out either way (a sorted list is the
 * same results).
 */
export function canonicalSearchUrl(state: SearchState, catalogue: SearchCatalogue, prebuilt: PrebuiltPages): string {
  const unsorted = { ...state, sortBy: undefined };
  return staticPageUrl(unsorted, catalogue, prebuilt) ?? stateToUrl(unsorted, catalogue);
}

/**
 * A result page link of a state: its URL and whether it works without
 * JavaScript. The URL is the static page when there is one (so the server
 * HTML and the hydrated island agree), else the state's own URL with ?page=n
 * (followed in place by the island).
 */
export function pageLink(
  state: SearchState,
  page: number,
  catalogue: SearchCatalogue,
  prebuilt: PrebuiltPages,
): { href: string; static: boolean } {
  const target = { ...state, page };
  const href = staticPageUrl(target, catalogue, prebuilt);
  return href === null ? { href: stateToUrl(target, catalogue), static: false } : { href, static: true };
}
