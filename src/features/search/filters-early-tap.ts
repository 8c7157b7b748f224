/**
 * Taps and clicks on the search page before its island has hydrated (it
 * hydrates on the shopper's first pointer, touch, focus or Tab, and a slow
 * phone takes about 2 s). Inlined in the search pages by Astro, like the
 * header's menu script, so it runs before the island's code has loaded; once
 * the island has hydrated the Filters button is marked ready and this leaves
 * the page to React.
 *
 * - The phone's Filters button: a tap is kept as an attribute on the button
 *   and the drawer opens as soon as the island can show it
 *   (ui/FiltersDrawer.tsx reads and clears the attribute).
 * - A control that waits for the island (the search box and sort are disabled,
 *   the filters inert, until it has hydrated): the browser gives it no click,
 *   so the last tap on one is remembered, and once hydrated the control is
 *   given it (focused, or clicked: a ticked make applies).
 *   Links and enabled buttons are not: they act themselves, or the
 *   client:intent directive replays their click.
 */

/** Set on the Filters button by a tap before hydration (FILTERS_REQUESTED in ui/FiltersDrawer.tsx). */
const REQUESTED = 'data-filters-requested';
/** Set on the Filters button once the island has hydrated (ui/FiltersDrawer.tsx). */
const READY = 'data-ready';
const ISLAND = '.search-island';
const CONTROL = 'input, select, textarea, button, a[href], label';

/** Keeps a tap on an unhydrated Filters button of `doc`. */
export function keepEarlyFiltersTap(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('.filters-button') : null;
    if (!button || button.hasAttribute(READY)) return;
    button.setAttribute(REQUESTED, '');
  });
}

const ready = (doc: Document) => doc.querySelector(`.filters-button[${READY}]`) !== null;

/** The control a pointer on `element` means: a label's own control. */
function controlOf(element: Element | null): Element | null {
  const control = element?.closest(CONTROL) ?? null;
  return control instanceof HTMLLabelElement ? control.control : control;
}

/**
 * The inert control under a point in `holder`: the browser hit-tests through inert content, so
 * the event's target is what holds it. Found by its box (the filters are a few dozen labels).
 */
function inertControlAt(holder: Element, x: number, y: number): Element | null {
  for (const element of holder.querySelectorAll(`[inert] :is(${CONTROL})`)) {
    const box = element.getBoundingClientRect();
    if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) return controlOf(element);
  }
  return null;
}

/** Keeps the last tap on a control of `doc`'s search island that cannot act before hydration. */
export function keepEarlyControlTap(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  let kept: Element | null = null;
  const up = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (ready(doc) || !target?.closest(ISLAND)) return;
    const control = controlOf(target);
    // A disabled control has the event but no click; a link or an enabled button acts itself, or
    // the client:intent directive replays its click.
    if (control) kept = (control as HTMLInputElement).disabled ? control : null;
    else kept = inertControlAt(target, event.clientX, event.clientY);
  };
  const cancel = () => {
    kept = null; // a touch that scrolled
  };
  doc.addEventListener('pointerup', up, true);
  doc.addEventListener('pointercancel', cancel, true);
  const observer = new MutationObserver(() => {
    if (!ready(doc)) return;
    observer.disconnect();
    doc.removeEventListener('pointerup', up, true);
    doc.removeEventListener('pointercancel', cancel, true);
    // After the island's mount effects (its router starts in them): a filter ticked earlier would
    // not reach the address.
    const control = kept;
    if (control) view.requestAnimationFrame(() => view.setTimeout(() => giveTap(control), 0));
  });
  observer.observe(doc, { subtree: true, attributes: true, attributeFilter: [READY] });
}

/** Gives a kept tap to its control (hydration keeps the server's elements): focus, or a click. */
function giveTap(control: Element): void {
  if (!(control instanceof HTMLElement) || !control.isConnected || control.closest('[inert]')) return;
  if ((control as HTMLInputElement).disabled || control instanceof HTMLAnchorElement) return;
  const typed = control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement;
  const text = control instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(control.type);
  if (typed || text) control.focus();
  else control.click();
}

if (typeof document !== 'undefined') {
  keepEarlyFiltersTap(document);
  keepEarlyControlTap(document);
}
