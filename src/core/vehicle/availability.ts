/**
 * Availability and the actions it allows on a car (SPEC.md §4, §5, §6):
 * sold tag and texts, reserve / buy online, trade-in button and online
 * estimate, favourite, history report and watchlist.
 */

import { calendarDateIn, DEFAULT_TIME_ZONE } from '../format.ts';
import type { CarStatusFields, CoreCar } from '../types.ts';
import { signInPath } from '../sign-in.ts';
import { safeHref, type SafeUrl } from '../safe-url.ts';

/** Statuses that make a car available (SPEC.md §4); every other status is unavailable. */
export const AVAILABLE_STATUSES = ['in_stock', 'coming_soon'] as const;

/** Default sold tag when the site's specifications.sold_tag_name is not set (SPEC.md §4). */
export const DEFAULT_SOLD_TAG = 'JUST SOLD';

export { FIND_SIMILAR_BUTTON_TEXT, SOLD_PANEL_TEXT, UNAVAILABLE_CARD_TEXT } from './texts.ts';

/** Trade-in button needs a price above this (SPEC.md §5, §9: "trade-in min 200"). */
export const TRADE_IN_MIN_PRICE = 200;

/** Online trade-in estimate refused for cars older than this many years (SPEC.md §5). */
export const TRADE_IN_ESTIMATE_MAX_AGE_YEARS = 7;

/** Online trade-in estimate refused for cars over this odometer reading (SPEC.md §5). */
export const TRADE_IN_ESTIMATE_MAX_KM = 100_000;

/**
 * Availability (SPEC.md §4): status in_stock or coming_soon is available; any
 * other status (sold included) is unavailable. Decided by `status` alone, as
 * the spec states; see {@link showsAsSold} for the `sold` flag.
 */
export function isAvailable(car: Pick<CarStatusFields, 'status'>): boolean {
  return (AVAILABLE_STATUSES as readonly string[]).includes(car.status);
}

/**
 * Whether the car is presented as sold: unavailable by status, or carrying
 * `sold: true` even though its status still says in_stock / coming_soon
 * (stale feeds). Sold presentation covers the sold tag, the sold panel and
 * the hidden watchlist save button.
 */
export function showsAsSold(car: Pick<CarStatusFields, 'status' | 'sold'>): boolean {
  return !isAvailable(car) || car.sold === true;
}

/**
 * The vehicle page's panels for buying the car: the finance estimate (with
 * the youX quote), the finance calculator and its 'Calculate finance' anchor,
 * the delivery calculator, the price comparison and the market-price badge.
 * None applies to a car shown as sold ({@link showsAsSold}): its page leads
 * to the sold panel's 'Find Me Something Similar' instead (SPEC.md §2 sold
 * panel; docs/decisions.md "Vehicle page"). A reserved car keeps them.
 */
export function showsBuyingPanels(car: Pick<CarStatusFields, 'status' | 'sold'>): boolean {
  return !showsAsSold(car);
}

/** Site specifications read by {@link soldTag} (SPEC.md §1). */
export interface SoldTagSettings {
  sold_tag_name?: string | null | undefined;
}

/**
 * Sold tag text (SPEC.md §4): the site's specifications.sold_tag_name, or
 * {@link DEFAULT_SOLD_TAG} ('JUST SOLD') when unset or blank.
 */
export function soldTag(settings: SoldTagSettings = {}): string {
  const name = settings.sold_tag_name?.trim();
  return name ? name : DEFAULT_SOLD_TAG;
}

type ActionCar = Pick<CarStatusFields, 'status' | 'sold' | 'reserved'>;

/** Site switch for {@link canReserve}. */
export interface ReserveOptions {
  /** SPEC.md §4: "Reserve appears only when ... the site enables it". Default false. */
  reserveEnabled?: boolean | undefined;
}

/**
 * Reserve Car Now (SPEC.md §4, §5): the site enables reserving and the car is
 * available (in_stock or coming_soon). Also refused when the car is already
 * reserved (it is held for someone else) or flagged sold: the spec's "the car
 * can be reserved" is read as available, not reserved, not sold.
 */
export function canReserve(car: ActionCar, options: ReserveOptions = {}): boolean {
  return options.reserveEnabled === true && isOpenForPurchase(car);
}

/** Site switch for {@link canBuyOnline}. */
export interface BuyOnlineOptions {
  /** SPEC.md §2: buy-online route "on some sites". Default false. */
  buyOnlineEnabled?: boolean | undefined;
}

/**
 * Online purchase (SPEC.md §2, §5: "Reserve and online purchase only for
 * in_stock or coming_soon"): the site enables it and the car is available,
 * not reserved and not flagged sold (same reading as {@link canReserve}).
 */
export function canBuyOnline(car: ActionCar, options: BuyOnlineOptions = {}): boolean {
  return options.buyOnlineEnabled === true && isOpenForPurchase(car);
}

function isOpenForPurchase(car: ActionCar): boolean {
  return isAvailable(car) && car.sold !== true && car.reserved !== true;
}

/** Site switch for {@link showTradeInButton}. */
export interface TradeInOptions {
  /** Autograb valuation switched on for the site. Default false. */
  autograbEnabled?: boolean | undefined;
}

/**
 * Trade-In Valuation button (SPEC.md §5): autograb on, status in_stock, not
 * sold, not reserved, price above {@link TRADE_IN_MIN_PRICE} (200 hidden,
 * 201 shown). A missing price hides it.
 */
export function showTradeInButton(car: ActionCar & Pick<CoreCar, 'price'>, options: TradeInOptions = {}): boolean {
  return (
    options.autograbEnabled === true &&
    car.status === 'in_stock' &&
    car.sold !== true &&
    car.reserved !== true &&
    typeof car.price === 'number' &&
    car.price > TRADE_IN_MIN_PRICE
  );
}

/** Options of {@link tradeInEstimateRefused}. */
export interface TradeInEstimateOptions {
  /** Zone whose calendar year `now` falls in. Default 'Australia/Sydney'. */
  timeZone?: string | undefined;
}

/**
 * Online trade-in estimate refused (SPEC.md §5: "not given for cars over
 * 7 years or over 100,000 km").
 *
 * Age is whole calendar years, current year (in `timeZone`) minus the
 * car's model year: refused when above 7 (in 2026: 2019 gets an estimate,
 * 2018 does not). Refused when km is above 100,000 (100,000 gets an estimate,
 * 100,001 does not). An unknown km or year does not cause refusal.
 */
export function tradeInEstimateRefused(
  car: Pick<CoreCar, 'year' | 'km'>,
  now: Date,
  options: TradeInEstimateOptions = {},
): boolean {
  const currentYear = calendarDateIn(now, options.timeZone ?? DEFAULT_TIME_ZONE).year;
  const tooOld = Number.isFinite(car.year) && car.year > 0 && currentYear - car.year > TRADE_IN_ESTIMATE_MAX_AGE_YEARS;
  const tooFar = typeof car.km === 'number' && car.km > TRADE_IN_ESTIMATE_MAX_KM;
  return tooOld || tooFar;
}

/** Site switches for {@link canFavourite}. */
export interface FavouriteOptions {
  /** SPEC.md §5: "hidden when storing favourites is off". Default false. */
  storageEnabled?: boolean | undefined;
  /**
   * SPEC.md §5: "on one site also [hidden] when not used, price 0 or less,
   * or no images". Default false.
   */
  restrictToUsedPricedWithImages?: boolean | undefined;
}

/**
 * Favourite toggle (SPEC.md §5): shown only when favourites storage is on;
 * with `restrictToUsedPricedWithImages` also hidden for cars that are not
 * used, have a price of 0 or less (or none), or have no images.
 */
export function canFavourite(
  car: Pick<CoreCar, 'car_type' | 'price' | 'images'> & { image_count?: number | null | undefined },
  options: FavouriteOptions = {},
): boolean {
  if (options.storageEnabled !== true) return false;
  if (options.restrictToUsedPricedWithImages !== true) return true;
  // Search hits carry image_count instead of the gallery itself.
  const images = car.image_count ?? car.images?.length ?? 0;
  return car.car_type === 'used' && typeof car.price === 'number' && car.price > 0 && images > 0;
}

/**
 * Link of the history-report button (SPEC.md §2, §5), or null for no button: the car's `file`
 * when it passes the safe-URL rule (a `javascript:` or `data:` report would run on the site).
 */
export function historyReportHref(car: Pick<CoreCar, 'file'>): SafeUrl | null {
  return safeHref(car.file);
}

/** The signed-in user as the watchlist sees it (SPEC.md §3, §6); null when anonymous. */
export interface WatchlistUser {
  id: number | string;
  phone?: string | null | undefined;
}

/** Where the sign-in page sends the user afterwards (SPEC.md §2 sign-in route). */
export interface SignInTarget {
  /** Page to open after signing in (`redirect` parameter). */
  redirect: string;
  /** Page to return to when leaving sign-in (`back` parameter); omitted when not given. */
  back?: string | undefined;
}

/** Outcome of {@link canSaveToWatchlist}. */
export type WatchlistGate =
  { allowed: true } | { allowed: false; reason: 'signed-out' | 'no-phone'; redirectTo: string };

/** Sign-in route for the watchlist: '/sign-in?type=watchlist&redirect=…&back=…' (SPEC.md §2). */
export function watchlistSignInPath(target: SignInTarget): string {
  return signInPath('watchlist', target.redirect, target.back);
}

/**
 * Watchlist save gate (SPEC.md §5, §6): allowed for a signed-in user with a
 * non-blank phone; otherwise the sign-in route to redirect to, with the
 * reason. Callers wait for the user lookup to finish before asking
 * (SPEC.md §4 "loading finished"): `null`/`undefined` means anonymous.
 */
export function canSaveToWatchlist(user: WatchlistUser | null | undefined, target: SignInTarget): WatchlistGate {
  if (!user) return { allowed: false, reason: 'signed-out', redirectTo: watchlistSignInPath(target) };
  if (!user.phone?.trim()) {
    return { allowed: false, reason: 'no-phone', redirectTo: watchlistSignInPath(target) };
  }
  return { allowed: true };
}

/**
 * Watchlist save button (SPEC.md §4): "Sold cars not in the watchlist show no
 * save button". A car already in the watchlist keeps its button (to remove
 * it) even once sold. "Sold" is {@link showsAsSold}.
 */
export function showWatchlistSaveButton(car: Pick<CarStatusFields, 'status' | 'sold'>, inWatchlist: boolean): boolean {
  return inWatchlist || !showsAsSold(car);
}
