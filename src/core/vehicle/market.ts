/**
 * Market-price badge from autograb data (SPEC.md §4 "Market-price badge",
 * §9 "market-price threshold 499").
 */

import { formatCurrency } from '../money.ts';
import type { CoreCar, CurrencyCode } from '../types.ts';

/** The car must be more than this below the market average (SPEC.md §9). */
export const MARKET_PRICE_THRESHOLD = 499;

/** autograb_data fields read by {@link marketPriceBadge} (SPEC.md §3). */
export interface AutograbMarketData {
  state_average_market_price?: number | null | undefined;
  average_market_price?: number | null | undefined;
}

/** Car fields read by {@link marketPriceBadge}. */
export interface MarketPriceCar extends Pick<CoreCar, 'price'> {
  autograb_data?: AutograbMarketData | null | undefined;
}

/** Options of {@link marketPriceBadge}. */
export interface MarketPriceOptions {
  /** Tenant currency for formatCurrency. Default 'AUD'. */
  currency?: CurrencyCode | undefined;
}

function positive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * The market figure of a car's autograb data: the state average when positive,
 * else the national average when positive, else null (no market data).
 */
export function marketAverage(data: AutograbMarketData | null | undefined): number | null {
  if (positive(data?.state_average_market_price)) return data.state_average_market_price;
  if (positive(data?.average_market_price)) return data.average_market_price;
  return null;
}

/**
 * Whether the platform can compare this car's price with the market (the price
 * comparison panel, GET {vehicle path}/autogauge): it needs a market figure and
 * a price shown as an amount. Without either the build knows the answer is
 * 'No data returned', so the page does not ask (a 404 and a warning on every
 * such page otherwise).
 */
export function hasPriceComparison(
  data: AutograbMarketData | null | undefined,
  shownAmount: number | null | undefined,
): boolean {
  return marketAverage(data) !== null && positive(shownAmount);
}

/**
 * Market-price badge (SPEC.md §4): when the car's `price` is more than 499
 * below the state average market price (the national average_market_price
 * when there is no positive state figure), '{amount} below market price'
 * with the difference formatted by formatCurrency: 499 below -> none,
 * 500 below -> '$500 below market price'.
 *
 * Compared against `price` (the listed price the averages describe), not an
 * offer or subscription price. No badge without a positive price or a
 * positive market figure.
 */
export function marketPriceBadge(
  car: MarketPriceCar,
  options: MarketPriceOptions = {},
): { amount: number; text: string } | null {
  if (!positive(car.price)) return null;
  const market = marketAverage(car.autograb_data);
  if (market === null) return null;
  const amount = market - car.price;
  if (!(amount > MARKET_PRICE_THRESHOLD)) return null;
  return {
    amount,
    text: `${formatCurrency(amount, options.currency ?? 'AUD')} below market price`,
  };
}
