// Keeps what names the search page outside the island (its h1, document
// title, breadcrumb and canonical URL) in step with the search state the
// address bar describes: the core's searchPageMeta, the same function the
// landing pages are built with, applied to the page's own elements after
// every change. The first run finds what the build wrote and changes
// nothing.
import { useEffect } from 'react';
import type { Crumb } from '../../core/breadcrumb.ts';
import { searchPageMeta, type SearchPageMeta } from '../../core/search/page-meta.ts';
import type { SearchCatalogue } from '../../core/search/routing.ts';
import type { PrebuiltPages } from '../../core/search/static-pages.ts';
import { useSearchState } from './use-search-state.ts';

/** The landing page's h1 carries this attribute (src/pages/search/[...path].astro). */
export const HEADING_ATTRIBUTE = 'data-search-heading';

function setText(element: Element | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

function setAttribute(element: Element | null, name: string, value: string): void {
  if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The breadcrumb list as Breadcrumb.astro writes it: links, the last item the current page. */
function renderCrumbs(list: Element, trail: readonly Crumb[]): void {
  const doc = list.ownerDocument;
  const items = trail.map((crumb, i) => {
    const li = doc.createElement('li');
    const last = i === trail.length - 1;
    const inner = last || !crumb.href ? doc.createElement('span') : doc.createElement('a');
    if (inner instanceof HTMLAnchorElement && crumb.href) inner.setAttribute('href', crumb.href);
    if (last) inner.setAttribute('aria-current', 'page');
    inner.textContent = crumb.label;
    li.append(inner);
    return li;
  });
  list.replaceChildren(...items);
}

function sameCrumbs(list: Element, trail: readonly Crumb[]): boolean {
  const items = [...list.children];
  return (
    items.length === trail.length &&
    items.every((li, i) => {
      const crumb = trail[i];
      const inner = li.firstElementChild;
      return (
        crumb !== undefined &&
        inner?.textContent === crumb.label &&
        (inner.getAttribute('href') ?? undefined) === (i === trail.length - 1 ? undefined : crumb.href)
      );
    })
  );
}

/** Writes a page's meta into the document: h1, title, breadcrumb, canonical and social URLs and titles. */
export function applyPageMeta(doc: Document, meta: SearchPageMeta): void {
  setText(doc.querySelector(`[${HEADING_ATTRIBUTE}]`), meta.heading);
  if (doc.title !== meta.title) doc.title = meta.title;
  const list = doc.querySelector('nav[aria-label="Breadcrumb"] ol');
  if (list && !sameCrumbs(list, meta.breadcrumb)) renderCrumbs(list, meta.breadcrumb);
  const canonical = doc.querySelector('link[rel="canonical"]');
  // The canonical link's origin is the site's (site_url); only its path and query change.
  const href = new URL(meta.canonical, canonical?.getAttribute('href') ?? doc.baseURI).href;
  setAttribute(canonical, 'href', href);
  setAttribute(doc.querySelector('meta[property="og:url"]'), 'content', href);
  setAttribute(doc.querySelector('meta[property="og:title"]'), 'content', meta.title);
  setAttribute(doc.querySelector('meta[name="twitter:title"]'), 'content', meta.title);
}

/** The island part that keeps the page's heading, title, breadcrumb and canonical URL on the current state. */
export function PageMetaSync({
  catalogue,
  siteName,
  prebuiltPages,
}: {
  catalogue: SearchCatalogue;
  siteName: string;
  prebuiltPages: PrebuiltPages;
}) {
  const state = useSearchState(catalogue);
  const meta = searchPageMeta(state, catalogue, { siteName, prebuiltPages });
  // After every render: applyPageMeta writes only what differs.
  useEffect(() => applyPageMeta(document, meta));
  return null;
}
