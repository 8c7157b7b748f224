/**
 * Sales counter: how many cars have "sold" today (SPEC.md §2 Other, §4 "Sales
 * counter re-evaluates every 150 s", §9 "192 sales per day, one per 450 s,
 * refreshed every 150000 ms, Brisbane time zone").
 */

/** Sales counted per day. */
export const SALES_PER_DAY = 192;

/** One sale is counted every this many seconds (192 x 450 s = 24 h). */
export const SECONDS_PER_SALE = 450;

/** The counter is re-evaluated this often, in ms. */
export const SALES_COUNTER_REFRESH_MS = 150000;

/** Brisbane's offset from UTC in hours; Queensland has no daylight saving. */
export const BRISBANE_UTC_OFFSET_HOURS = 10;

const SECONDS_PER_DAY = 86400;

/** Seconds since local midnight in Brisbane (UTC+10, no DST) at `now`. */
export function brisbaneSecondsOfDay(now: Date | number): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  const local = Math.floor(ms / 1000) + BRISBANE_UTC_OFFSET_HOURS * 3600;
  return ((local % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
}

/**
 * Sales so far today: the number of whole 450 s intervals elapsed since local
 * midnight in Brisbane, capped at 192. 0 from midnight to 00:07:29, 1 at
 * 00:07:30, 191 from 23:52:30 (the cap is never reached within a day).
 * `now` is a Date or epoch milliseconds; NaN gives 0.
 */
export function salesSoFar(now: Date | number): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(ms)) return 0;
  return Math.min(SALES_PER_DAY, Math.floor(brisbaneSecondsOfDay(ms) / SECONDS_PER_SALE));
}
