/**
 * The phone's Filters button before the search island has hydrated (a slow
 * phone takes about 2 s): a tap on it is kept as an attribute on the button
 * and the drawer opens as soon as the island can show it (ui/FiltersDrawer.tsx
 * reads and clears the attribute). Inlined in the search pages by Astro, like
 * the header's menu script, so it runs before the island's code has loaded;
 * once the island has hydrated the button is marked ready and this leaves its
 * taps to React.
 */

/** Set on the Filters button by a tap before hydration (FILTERS_REQUESTED in ui/FiltersDrawer.tsx). */
const REQUESTED = 'data-filters-requested';
/** Set on the Filters button once the island has hydrated (ui/FiltersDrawer.tsx). */
const READY = 'data-ready';

/** Keeps a tap on an unhydrated Filters button of `doc`. */
export function keepEarlyFiltersTap(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.filters-button') : null;
    if (!button || button.hasAttribute(READY)) return;
    button.setAttribute(REQUESTED, '');
  });
}

if (typeof document !== 'undefined') keepEarlyFiltersTap(document);
