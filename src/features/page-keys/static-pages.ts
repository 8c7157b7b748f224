// The cacheKeys of the pages without params (docs/operations.md, "Page keys"). A page here shows
// nothing taken from the cars beyond the layout, so its key is a content page's
// (./page-key.ts contentPageKey: the layout, every collection but the cars, the build day, its
// address): a car's edit renders none of them. Any other page without params (the home page, the
// search index, the dealership locator, the model and brand pages, the reserve and buy online
// pages) has no key and is rendered every time. The incremental-equals-full test
// (scripts/platform/incremental.e2e.ts) holds this list to the truth.
import { contentPageKey } from './page-key.ts';

const CAR_FREE_PAGES: ReadonlySet<string> = new Set([
  '/404',
  '/apply-for-finance',
  '/book-test-drive',
  '/careers',
  '/cars/trade-in',
  '/compare',
  '/contact',
  '/finance',
  '/finance-enquiry',
  '/my-garage',
  '/online-payment',
  '/personalised/finance',
  '/print',
  '/sell-my-car',
  '/sign-in',
  '/spin-to-win',
  '/success',
  '/trade-in',
  '/watchlist',
]);

/** The cacheKey of the page at `path` (a route without params), or null when it has none. */
export async function staticPageKey(path: string): Promise<string | null> {
  return CAR_FREE_PAGES.has(path) ? contentPageKey(path, path) : null;
}
