// Where a search change leaves the shopper (SPEC.md §4 "filter change scrolls
// to top"): the top of the results comes into view, but never at the
// cost of the control in use. Browser-only; called by the router after it
// pushed a new URL, by the skip link and by the filters drawer.

/** Id of the results column: the skip link's target, focused after a page change. */
export const RESULTS_ID = 'search-results';

/** The top of the results (the layout, so the phone's Filters button shows above the cards) into view. */
export function scrollToResults(doc: Document = document): void {
  const results = doc.getElementById(RESULTS_ID);
  const win = doc.defaultView;
  if (!results || !win) return;
  const target = results.closest('.search-layout') ?? results;
  const margin = parseFloat(win.getComputedStyle(target).scrollMarginTop) || 0;
  win.scrollTo({ top: win.scrollY + target.getBoundingClientRect().top - margin });
}

/** Focus on the results column (it is not in the Tab order: tabindex -1). */
export function focusResults(doc: Document = document): void {
  doc.getElementById(RESULTS_ID)?.focus({ preventScroll: true });
}

/**
 * After a filter, sort or page change. From the results (a page link, Clear
 * Filters of the empty card) or with nothing focused: the results' top comes
 * into view and focus goes to the results, so view and focus agree. From a
 * filter or the toolbar: the results' top comes into view only if the focused
 * control does not move (a control in the phone's filters drawer is fixed on
 * screen, so the page behind it comes to the results); otherwise nothing
 * moves (a desktop sidebar checkbox far down the page keeps its place).
 */
export function revealResults(doc: Document = document): void {
  const results = doc.getElementById(RESULTS_ID);
  const win = doc.defaultView;
  if (!results || !win) return;
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement) || active === doc.body || results.contains(active)) {
    scrollToResults(doc);
    focusResults(doc);
    return;
  }
  const [x, y] = [win.scrollX, win.scrollY];
  const before = active.getBoundingClientRect().top;
  scrollToResults(doc);
  if (Math.abs(active.getBoundingClientRect().top - before) > 1) win.scrollTo(x, y);
}
