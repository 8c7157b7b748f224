/**
 * The prebuilt cards of a search page opened with more than it was built for (a shared
 * '/search/used-cars/page/2?sortBy=price-asc': the server HTML is the Featured order). Marked
 * stale on the document before the island has loaded (the page's inlined script calls
 * {@link markStaleResults}), so search.css shows card-shaped placeholders in their place
 * instead of presenting them as the sorted result; the island clears the mark once it has the
 * address bar's answer, or once it finds the address asks for nothing more (SearchApp.tsx).
 * On the document element, outside what React hydrates. Without JavaScript nothing is marked:
 * the prebuilt page shows as what it is, sort menu and count included.
 */
import { addressAsksMore } from '../../core/search/address-query.ts';

/** On <html> while the result cards shown are not the answer to the address bar (search.css). */
export const STALE_RESULTS_ATTRIBUTE = 'data-search-stale';

/** Marks the results of `doc` stale when its address asks for more than its prebuilt path. */
export function markStaleResults(doc: Document): void {
  if (addressAsksMore(doc.location.search)) doc.documentElement.setAttribute(STALE_RESULTS_ATTRIBUTE, '');
}

/** The cards shown are the answer: shows them. */
export function clearStaleResults(doc: Document): void {
  doc.documentElement.removeAttribute(STALE_RESULTS_ATTRIBUTE);
}
