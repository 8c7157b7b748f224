import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../../auth/client-state.ts';

/** Widths where the filters are a drawer (below the spec's lg breakpoint; search.css). */
const DRAWER_MEDIA = '(max-width: 991px)';

/** Set on the Filters button by a tap before hydration (REQUESTED in ../filters-early-tap.ts). */
export const FILTERS_REQUESTED = 'data-filters-requested';

/** The drawer's apply button: 'Show 1 result', 'Show 1,234 results'. */
function showResultsText(count: number): string {
  return count === 1 ? 'Show 1 result' : `Show ${count.toLocaleString('en-AU')} results`;
}

/**
 * Makes everything outside `element` inert (its siblings and its ancestors'
 * siblings up to <body>), the way a modal dialog does; returns the undo.
 */
function inertOutside(element: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node = element; node.parentElement && node !== node.ownerDocument.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        changed.push(sibling);
      }
    }
  }
  return () => {
    for (const el of changed) el.inert = false;
  };
}

/**
 * Keeps the focused filter where it is on screen while the filters change
 * size around it (chosen-filter chips appearing above it, lists re-counted):
 * the browser's own scroll anchoring does not act on a list scrolled to its
 * top. `scroller` is the drawer while open, else the page. Returns the undo.
 */
function holdFocusedInPlace(content: HTMLElement, scroller: () => HTMLElement | null): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let held: { element: Element; top: number } | null = null;
  const record = () => {
    const active = content.ownerDocument.activeElement;
    held = active && content.contains(active) ? { element: active, top: active.getBoundingClientRect().top } : null;
  };
  const observer = new ResizeObserver(() => {
    if (held && held.element === content.ownerDocument.activeElement) {
      const moved = held.element.getBoundingClientRect().top - held.top;
      const box = scroller();
      if (Math.abs(moved) >= 1) {
        if (box) box.scrollTop += moved;
        else window.scrollBy(0, moved);
      }
    }
    record();
  });
  observer.observe(content);
  // Scrolling what holds the filters moves them on purpose; the page scrolling behind the open
  // drawer does not move them. (Capture: the drawer's scroll events do not bubble.)
  const scrolled = (event: Event) => {
    if (event.target === (scroller() ?? content.ownerDocument)) record();
  };
  content.addEventListener('focusin', record);
  window.addEventListener('scroll', scrolled, { capture: true, passive: true });
  return () => {
    observer.disconnect();
    content.removeEventListener('focusin', record);
    window.removeEventListener('scroll', scrolled, { capture: true });
  };
}

/**
 * The search filters. From 992 px a sidebar. On phones the results
 * come first and the filters wait behind a 'Filters' button with the number
 * of active filters; it opens them as a modal drawer (role dialog, the rest of
 * the page inert and not scrolling) whose 'Show N results' closes it on the
 * results. Escape (unless a field inside used it) and Close close it too;
 * focus goes back to the button. Before hydration the filters are inert
 * (they need JavaScript) and the drawer closed; a tap on the button then is
 * kept (../filters-early-tap.ts) and opens the drawer once hydrated.
 */
export function FiltersDrawer({
  activeCount,
  resultCount,
  onShowResults,
  children,
}: {
  /** Filters in force, shown on the button. */
  activeCount: number;
  /** The results' count, on the apply button. */
  resultCount: number;
  /** After 'Show N results' closed the drawer: bring the results into view. */
  onShowResults: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // Fixed ids (one search per page): useId's could differ between the build's render and the
  // browser's, and an attribute set after hydration must name the id the server wrote.
  const panelId = 'search-filters';
  const titleId = 'search-filters-title';

  // A layout effect: focus moves in the same commit as the drawer opens or closes.
  useLayoutEffect(() => {
    const element = panel.current;
    const button = opener.current;
    if (!open || !element) return;
    const restore = inertOutside(element);
    closer.current?.focus();
    // The drawer exists only on narrow screens: turning a tablet to landscape closes it.
    const narrow = window.matchMedia(DRAWER_MEDIA);
    const onChange = () => {
      if (!narrow.matches) setOpen(false);
    };
    narrow.addEventListener('change', onChange);
    return () => {
      narrow.removeEventListener('change', onChange);
      restore();
      button?.focus({ preventScroll: true });
    };
  }, [open]);

  // A tap before hydration (kept by ../filters-early-tap.ts) is given again, now that the button
  // acts, on a narrow screen (where the button shows).
  useLayoutEffect(() => {
    const button = opener.current;
    if (!hydrated || !button?.hasAttribute(FILTERS_REQUESTED)) return;
    button.removeAttribute(FILTERS_REQUESTED);
    if (window.matchMedia(DRAWER_MEDIA).matches) button.click();
  }, [hydrated]);

  useLayoutEffect(() => {
    const box = content.current;
    if (!box) return;
    return holdFocusedInPlace(box, () => (panel.current?.classList.contains('is-open') ? body.current : null));
  }, []);

  return (
    <>
      <div className="search-filter-bar">
        <button
          ref={opener}
          type="button"
          className="btn btn--outline filters-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={panelId}
          data-ready={hydrated ? '' : undefined}
          onClick={() => {
            // A tap while hydrating is the early-tap script's to keep (above), not opened twice.
            if (hydrated) setOpen(true);
          }}
        >
          Filters
          {activeCount > 0 && (
            <>
              <span className="filters-button__count" aria-hidden="true">
                {activeCount}
              </span>
              <span className="visually-hidden"> ({activeCount} active)</span>
            </>
          )}
        </button>
      </div>
      <div
        ref={panel}
        id={panelId}
        className={open ? 'search-filters is-open' : 'search-filters'}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        onKeyDown={(event) => {
          // Fields inside that use Escape themselves (an open quick-pick list) mark it handled.
          if (open && event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      >
        <div className="search-filters__head">
          <h2 id={titleId} className="search-filters__title">
            Filters
          </h2>
          <button
            ref={closer}
            type="button"
            className="btn btn--outline search-filters__close"
            onClick={() => setOpen(false)}
          >
            Close
          </button>
        </div>
        <aside ref={body} className="search-filters__body" aria-labelledby={titleId}>
          {/* Inert until hydrated: a filter ticked before then was unticked by hydration, unapplied. */}
          <div ref={content} className="search-filters__content" inert={!hydrated}>
            {children}
          </div>
        </aside>
        <div className="search-filters__foot">
          <button
            type="button"
            className="btn btn--accent"
            onClick={() => {
              setOpen(false);
              onShowResults();
            }}
          >
            {showResultsText(resultCount)}
          </button>
        </div>
      </div>
    </>
  );
}
