// The tenant's listing rule over pulled cars: the core's stock filter with the tenant's settings
// and each location's own sold window (Location.include_sold_cars_days). No Astro import, so the
// pages (src/data/stock.ts) and the build's post-steps (src/integrations/similar-feed) share it.
import type { SiteConfig } from '../config/site-schema.ts';
import { isListed } from '../core/search/stock-filter.ts';
import { stockOptionsOf, type SoldDaysLocation } from '../config/core-options.ts';
import type { CarSummary } from './car-summary.ts';

/** Cars with a page and a place in search: available, or sold within the window, and not excluded. */
export function listedOf(
  cars: readonly CarSummary[],
  locations: readonly SoldDaysLocation[],
  site: SiteConfig,
  now: Date,
): CarSummary[] {
  const options = stockOptionsOf(site, locations);
  return cars.filter((car) => isListed(car, options, now));
}
