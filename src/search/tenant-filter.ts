/**
 * The tenant's base filter: which cars a dealer site's search may ever show.
 * It is the core stock rule (src/core/search/stock-filter.ts: status, sold
 * window, show_on_dealer_website, age filter, exclusions, price-ascending
 * price filter) plus the restriction to the tenant's dealerships, used in
 * three places:
 *
 * 1. at build / push time: cars not listed at that moment are left out of
 *    the embedded index (and, by default, out of the Meilisearch push);
 * 2. in the Meilisearch tenant token, minted at push time, so the public key
 *    can never reach another dealer's cars or hidden cars;
 * 3. at query time, with the visitor's clock, in both backends: the sold
 *    window and the age filter move with time, so a car sold 2 days before
 *    the build drops out of results a day later without a rebuild.
 *
 * Query-time clocks are rounded down to the minute ({@link queryClock}) so
 * that repeated queries share one filter (and one cache entry).
 */

import { and, inList, raw, renderFilter } from '../core/search/meili.ts';
import {
  isListed,
  stockFilterExpression,
  type ListableCar,
  type StockFilterOptions,
} from '../core/search/stock-filter.ts';
import type { SortId } from '../core/search/options.ts';

/** One tenant's base filter settings (JSON-serialisable: it travels inside the embedded index). */
export interface TenantFilter {
  /** The stock rule's options; see `stockFilterOptions(site)` in src/config/core-options.ts. */
  stock: StockFilterOptions;
  /**
   * Dealerships whose cars the site lists (site.json dealerships[].id). Null
   * or empty: no restriction (an index holding one tenant's cars only).
   */
  dealershipIds?: readonly number[] | null | undefined;
}

/** A query-time clock: `now` rounded down to the whole minute. */
export function queryClock(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/** Whether a car may be shown by this tenant at `now` under sort `sortBy`. */
export function isTenantListed(
  car: ListableCar,
  tenant: TenantFilter,
  now: Date,
  sortBy: SortId | null = null,
): boolean {
  const ids = tenant.dealershipIds;
  if (ids && ids.length > 0 && !(typeof car.dealership_id === 'number' && ids.includes(car.dealership_id)))
    return false;
  return isListed(car, tenant.stock, now, { sortBy });
}

/**
 * The same rule as Meilisearch filter text (the token's search rule and the
 * Meilisearch client's query-time filter), e.g.
 * `dealership_id IN [101] AND ((status IN ["in_stock", "coming_soon"] OR ...) AND show_on_dealer_website = true)`.
 */
export function tenantFilterExpression(tenant: TenantFilter, now: Date, sortBy: SortId | null = null): string {
  const ids = tenant.dealershipIds ?? [];
  return renderFilter(and(inList('dealership_id', ids), raw(stockFilterExpression(tenant.stock, now, { sortBy }))));
}
