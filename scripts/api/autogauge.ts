/**
 * Stand-in for the autogauge price comparison (GET /api/cars/:slug/autogauge),
 * derived deterministically from the car's autograb data and displayed price:
 *
 * - market = state_average_market_price, else average_market_price (national);
 * - market range = 92% to 108% of market, rounded to the dollar;
 * - fill = where the listing price sits in that range, cheaper = fuller:
 *   (max - price) / (max - min), clamped to 0..1, two decimals;
 * - confidence 0.85 with a state figure; 0.15 with only the national figure
 *   (below the site's 0.2 threshold: the gauge shows nothing);
 * - description null: the site applies its default (Good Deal / Great Deal).
 *
 * No autograb data, no market figure, or no displayable price (price 10 or
 * less, preorder, no-price text) -> 404 'No data returned'. A listing price
 * above the market max is answered as is (the site hides the gauge: max below
 * listing price).
 */
import type { PriceDisplay } from '../../src/core/vehicle/price.ts';
import type { CarOutput } from '../../src/data/schemas.ts';
import { notFound } from './errors.ts';

export const NO_DATA = 'No data returned';
export const MARKET_BAND = 0.08;
export const STATE_CONFIDENCE = 0.85;
export const NATIONAL_CONFIDENCE = 0.15;

export function autogauge(car: Pick<CarOutput, 'autograb_data'>, display: PriceDisplay) {
  const data = car.autograb_data;
  const state = data?.state_average_market_price ?? null;
  const market = state ?? data?.average_market_price ?? null;
  if (market === null || market <= 0 || !('amount' in display)) throw notFound(NO_DATA);
  const listing = display.amount;
  const min = Math.round(market * (1 - MARKET_BAND));
  const max = Math.round(market * (1 + MARKET_BAND));
  const fill = Math.round(Math.min(1, Math.max(0, (max - listing) / (max - min))) * 100) / 100;
  return {
    fill,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence: state !== null ? STATE_CONFIDENCE : NATIONAL_CONFIDENCE,
    description: null,
  };
}
