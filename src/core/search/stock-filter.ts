/**
 * Which cars a tenant's stock lists (SPEC.md §1 age filters and exclusion
 * lists, §4 "Sold cars stay listed 3 days by default", §5 price-ascending
 * filter, §7 "Stock query filter string: status in_stock or coming_soon or
 * sold within N days, and show_on_dealer_website true").
 *
 * One rule, two forms that agree on every car: {@link isListed}, the
 * predicate the static build runs over its snapshot, and
 * {@link stockFilterExpression}, the same rule as a Meilisearch filter
 * expression for the hosted search service.
 */

import { calendarDateIn, DEFAULT_TIME_ZONE } from '../format.ts';
import type { CoreCar } from '../types.ts';
import { AVAILABLE_STATUSES, isAvailable } from '../vehicle/availability.ts';
import { and, compare, eq, inList, notInList, or, renderFilter, type FilterExpr } from './meili.ts';
import { PRICE_ASC_SORT_ID } from './options.ts';

/** Days a sold car stays listed when the site sets none (SPEC.md §4, §9 include_sold_cars_days). */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3;

/** Largest age filter a site may set, in years (SPEC.md §1 "age filters 0 to 14 years"). */
export const MAX_AGE_FILTER_YEARS = 14;

const SECONDS_PER_DAY = 86_400;

/** The fields the stock rule reads; spec snake_case names (SPEC.md §3). */
export interface ListableCar
  extends
    Pick<CoreCar, 'id' | 'status' | 'year' | 'make' | 'model'>,
    Partial<Pick<CoreCar, 'price' | 'show_on_dealer_website' | 'sold_date_timestamp'>> {
  /** Stock number. */
  stocknum?: string | null | undefined;
  dealership_id?: number | null | undefined;
  /** The car's location id (search documents). */
  location_id?: number | null | undefined;
  /** The car's location (stock records); `location_id` wins when both are present. */
  location?: { id: number } | null | undefined;
}

/**
 * Per-site exclusion lists (SPEC.md §1 "exclusion lists"). Text values match
 * ignoring letter case, as Meilisearch's string equality does.
 */
export interface StockExclusions {
  /** Makes never listed, e.g. ['Ford']. */
  makes?: readonly string[] | undefined;
  /** Model names never listed, whatever the make, e.g. ['Ranger']. */
  models?: readonly string[] | undefined;
  /** Car ids never listed. */
  ids?: readonly number[] | undefined;
  /** Stock numbers (`stocknum`) never listed. */
  stockNumbers?: readonly string[] | undefined;
  /** Dealerships (`dealership_id`) whose cars are never listed. */
  dealershipIds?: readonly number[] | undefined;
}

/** Tenant stock configuration read by the rule. */
export interface StockFilterOptions {
  /**
   * Sold cars stay listed this many days after `sold_date_timestamp`
   * (SPEC.md §4 include_sold_cars_days). Default 3. 0 lists no sold cars.
   * A day is 86,400 seconds counted back from `now`.
   */
  includeSoldCarsDays?: number | undefined;
  /**
   * Per-location overrides of {@link includeSoldCarsDays} (SPEC.md §3
   * Location.include_sold_cars_days): location id (as text, JSON-safe) ->
   * days. A sold car at a listed location stays listed that many days; any
   * other car uses the site's value.
   */
  soldDaysByLocation?: Readonly<Record<string, number>> | undefined;
  /**
   * Age filter (SPEC.md §1 "age filters 0 to 14 years"): list only cars at
   * most this many years old, where age = current calendar year (in
   * `timeZone`) - car.year. So in 2026 a value of 10 keeps 2016 and newer.
   * Whole number 0 to 14; null or undefined lists every age.
   */
  maxAgeYears?: number | null | undefined;
  /** Exclusion lists (SPEC.md §1). */
  exclusions?: StockExclusions | undefined;
  /**
   * SPEC.md §5 "Price-ascending sort may add a price-above-0 filter on some
   * sites": when true and the query sorts price ascending, cars without a
   * price above 0 are left out. Default false.
   */
  priceAscendingRequiresPrice?: boolean | undefined;
  /** Zone whose calendar year is the "current year" of the age filter. Default 'Australia/Sydney'. */
  timeZone?: string | undefined;
}

/** Per-query input of the rule. */
export interface StockQuery {
  /** The query's sortBy id (see options.ts). */
  sortBy?: string | null | undefined;
}

/** Attributes the expression filters on; each must be filterable in the Meilisearch index. */
export const STOCK_FILTER_ATTRIBUTES = [
  'status',
  'sold_date_timestamp',
  'show_on_dealer_website',
  'year',
  'make',
  'model',
  'id',
  'stocknum',
  'dealership_id',
  'price',
  'location_id',
] as const;

function checkDays(days: number, name: string): number {
  if (!Number.isFinite(days) || days < 0) {
    throw new RangeError(`${name} must be 0 or more, got ${days}`);
  }
  return days;
}

function soldDays(options: StockFilterOptions): number {
  return checkDays(options.includeSoldCarsDays ?? DEFAULT_INCLUDE_SOLD_CARS_DAYS, 'includeSoldCarsDays');
}

/** The per-location overrides as [location id, days], ids ascending (whole-number ids only). */
function locationOverrides(options: StockFilterOptions): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [id, days] of Object.entries(options.soldDaysByLocation ?? {})) {
    const n = Number(id);
    if (Number.isSafeInteger(n)) out.push([n, checkDays(days, `soldDaysByLocation[${id}]`)]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}

/** Days a sold car stays listed: its location's override, else the site's value. */
export function soldDaysOf(car: Pick<ListableCar, 'location_id' | 'location'>, options: StockFilterOptions): number {
  const id = car.location_id ?? car.location?.id;
  const override = typeof id === 'number' ? options.soldDaysByLocation?.[String(id)] : undefined;
  return override !== undefined ? checkDays(override, `soldDaysByLocation[${id}]`) : soldDays(options);
}

/**
 * Earliest `sold_date_timestamp` (unix seconds) still listed: now minus
 * `days` x 86,400 s, rounded down to whole seconds. A car sold exactly
 * `days` days before `now` is still listed; one second earlier is not.
 */
export function soldCutoffTimestamp(now: Date, days: number): number {
  return Math.floor(now.getTime() / 1000) - Math.round(days * SECONDS_PER_DAY);
}

/**
 * Oldest model year listed under an age filter of `maxAgeYears`, or null
 * without one. Throws a RangeError for values outside whole 0 to 14.
 */
export function minimumListedYear(
  now: Date,
  maxAgeYears: number | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | null {
  if (maxAgeYears == null) return null;
  if (!Number.isInteger(maxAgeYears) || maxAgeYears < 0 || maxAgeYears > MAX_AGE_FILTER_YEARS) {
    throw new RangeError(`maxAgeYears must be a whole number 0 to ${MAX_AGE_FILTER_YEARS}, got ${maxAgeYears}`);
  }
  return calendarDateIn(now, timeZone).year - maxAgeYears;
}

function requiresPrice(options: StockFilterOptions, query: StockQuery): boolean {
  return options.priceAscendingRequiresPrice === true && query.sortBy === PRICE_ASC_SORT_ID;
}

function includesText(list: readonly string[] | undefined, value: string | null | undefined): boolean {
  if (!list || list.length === 0 || typeof value !== 'string') return false;
  const v = value.toLowerCase();
  return list.some((item) => item.toLowerCase() === v);
}

function includesNumber(list: readonly number[] | undefined, value: number | null | undefined): boolean {
  return !!list && typeof value === 'number' && list.includes(value);
}

/**
 * Whether a car is listed (the build-side predicate). All must hold:
 * - status in_stock or coming_soon, or status sold with
 *   `sold_date_timestamp` (unix seconds) at or after
 *   {@link soldCutoffTimestamp} (sold within `includeSoldCarsDays`, or the
 *   car location's own days from `soldDaysByLocation`);
 * - `show_on_dealer_website` is true (missing counts as false);
 * - age filter: `year` at or after {@link minimumListedYear};
 * - not excluded by make, model, id, stock number or dealership;
 * - with `priceAscendingRequiresPrice` and a price-ascending sort: price above 0.
 */
export function isListed(car: ListableCar, options: StockFilterOptions, now: Date, query: StockQuery = {}): boolean {
  const days = soldDaysOf(car, options);
  // Lower-cased because Meilisearch compares strings ignoring case.
  const statusOk =
    isAvailable({ status: car.status.toLowerCase() }) ||
    (days > 0 &&
      car.status.toLowerCase() === 'sold' &&
      typeof car.sold_date_timestamp === 'number' &&
      car.sold_date_timestamp >= soldCutoffTimestamp(now, days));
  if (!statusOk || car.show_on_dealer_website !== true) return false;

  const minYear = minimumListedYear(now, options.maxAgeYears, options.timeZone);
  if (minYear !== null && !(typeof car.year === 'number' && car.year >= minYear)) return false;

  const ex = options.exclusions ?? {};
  if (
    includesText(ex.makes, car.make) ||
    includesText(ex.models, car.model) ||
    includesNumber(ex.ids, car.id) ||
    includesText(ex.stockNumbers, car.stocknum) ||
    includesNumber(ex.dealershipIds, car.dealership_id)
  ) {
    return false;
  }

  if (requiresPrice(options, query) && !(typeof car.price === 'number' && car.price > 0)) return false;
  return true;
}

/**
 * The stock rule as an expression tree (for combining with other filters);
 * see {@link stockFilterExpression}.
 */
export function stockFilter(options: StockFilterOptions, now: Date, query: StockQuery = {}): FilterExpr {
  const days = soldDays(options);
  const overrides = locationOverrides(options);
  const minYear = minimumListedYear(now, options.maxAgeYears, options.timeZone);
  const ex = options.exclusions ?? {};
  const soldWithin = (d: number) =>
    d > 0 ? and(eq('status', 'sold'), compare('sold_date_timestamp', '>=', soldCutoffTimestamp(now, d))) : null;
  // Per-location windows: each overridden location its own; the others the site's.
  const sold =
    overrides.length === 0
      ? soldWithin(days)
      : or(
          ...overrides.map(([id, d]) => (d > 0 ? and(eq('location_id', id), soldWithin(d)) : null)),
          days > 0
            ? and(
                notInList(
                  'location_id',
                  overrides.map(([id]) => id),
                ),
                soldWithin(days),
              )
            : null,
        );
  const status = or(inList('status', AVAILABLE_STATUSES), sold);
  const expr = and(
    status,
    eq('show_on_dealer_website', true),
    minYear !== null ? compare('year', '>=', minYear) : null,
    notInList('make', ex.makes ?? []),
    notInList('model', ex.models ?? []),
    notInList('id', ex.ids ?? []),
    notInList('stocknum', ex.stockNumbers ?? []),
    notInList('dealership_id', ex.dealershipIds ?? []),
    requiresPrice(options, query) ? compare('price', '>', 0) : null,
  );
  // `status` and `show_on_dealer_website` are always present, so never null.
  return expr as FilterExpr;
}

/**
 * The stock rule as Meilisearch filter text, equivalent to
 * {@link isListed} for the same options, `now` and query, e.g.
 *
 * `(status IN ["in_stock", "coming_soon"] OR (status = "sold" AND
 * sold_date_timestamp >= 1767139200)) AND show_on_dealer_website = true AND
 * year >= 2016 AND make NOT IN ["Ford"]`
 *
 * Every attribute used is in {@link STOCK_FILTER_ATTRIBUTES}.
 */
export function stockFilterExpression(options: StockFilterOptions, now: Date, query: StockQuery = {}): string {
  return renderFilter(stockFilter(options, now, query));
}
