/**
 * Everything outside the results that names a search page: its heading, its
 * document title, its breadcrumb and its canonical URL, as one function of
 * the search state. The landing pages are built with it and the island
 * applies it after every change, so none of them goes stale when the
 * shopper's filters change the state the URL describes.
 */

import { searchBreadcrumb, type Crumb } from '../breadcrumb.ts';
import type { SearchCatalogue, SearchState } from './routing.ts';
import { canonicalSearchUrl, type PrebuiltPages } from './static-pages.ts';
import { documentTitle, searchHeading } from './titles.ts';

/** What names a search page. */
export interface SearchPageMeta {
  /** The h1: 'Used Toyota HiLux for Sale'. */
  heading: string;
  /** The document title: 'Used Toyota HiLux for Sale (Page 2) | Metro Motor Group'. */
  title: string;
  breadcrumb: Crumb[];
  /** Path and query of the canonical URL (site-relative). */
  canonical: string;
}

/** The heading, title, breadcrumb and canonical URL of a search state. */
export function searchPageMeta(
  state: SearchState,
  catalogue: SearchCatalogue,
  options: { siteName: string; prebuiltPages: PrebuiltPages },
): SearchPageMeta {
  const heading = searchHeading(state, catalogue);
  return {
    heading,
    title: documentTitle(heading, options.siteName, state.page),
    breadcrumb: searchBreadcrumb(state, catalogue, heading),
    canonical: canonicalSearchUrl(state, catalogue, options.prebuiltPages),
  };
}
