/**
 * Pages a tenant has only when it turns their feature on. The project's integration
 * (src/integrations/optional-routes) adds each page whose rule holds with Astro's `injectRoute`;
 * a tenant with the feature off has no such route at all. The page files are in src/routes/.
 * Imported by astro.config.mjs through the integration: relative imports only.
 */
import type { SiteConfig } from './site-schema.ts';

export interface OptionalRoute {
  /** The page's address. */
  pattern: string;
  /** Its page file, under src/routes/. */
  file: string;
  /** Whether the tenant has the page. */
  on: (site: SiteConfig) => boolean;
}

export const OPTIONAL_ROUTES: readonly OptionalRoute[] = [
  // SPEC.md §2 "Group brands page".
  { pattern: '/brands', file: 'brands.astro', on: (site) => site.brands_page },
  // SPEC.md §2: favourites, watchlist and recently viewed cars.
  { pattern: '/my-garage', file: 'my-garage.astro', on: (site) => site.garage_enabled },
  // SPEC.md §1 "favourite or compare cars" (path ours).
  { pattern: '/compare', file: 'compare.astro', on: (site) => site.features.compare },
  // SPEC.md §2 "a watchlist page (path not shown)": it needs a signed-in shopper.
  { pattern: '/watchlist', file: 'watchlist.astro', on: (site) => site.features.watchlist && site.features.sign_in },
  // SPEC.md §2 /cars/{slug}/checkout, §4 Reserve (one page; scripts/render/checkout-links.ts links it per car).
  { pattern: '/reserve', file: 'reserve.astro', on: (site) => site.features.reserve },
  // SPEC.md §2 online purchase.
  { pattern: '/checkout-journey', file: 'checkout-journey.astro', on: (site) => site.features.buy_online },
  { pattern: '/online-payment', file: 'online-payment.astro', on: (site) => site.features.online_payment },
  { pattern: '/spin-to-win', file: 'spin-to-win.astro', on: (site) => site.features.spin_to_win },
];

/** The optional pages the tenant has. */
export function optionalRoutes(site: SiteConfig): OptionalRoute[] {
  return OPTIONAL_ROUTES.filter((route) => route.on(site));
}

/** Whether the tenant has the optional page at `pattern` (a link to it is shown only then). */
export function hasOptionalRoute(site: SiteConfig, pattern: string): boolean {
  const route = OPTIONAL_ROUTES.find((r) => r.pattern === pattern);
  if (!route) throw new Error(`No optional route ${pattern} (src/config/optional-routes.ts)`);
  return route.on(site);
}
