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
 * Sales so far today: whole sale intervals elapsed since local midnight in Brisbane, capped at
 * the day's number. At the spec's 192 a day one sale is counted every 450 s: 0 from midnight to
 * 00:07:29, 1 at 00:07:30, 191 from 23:52:30 (the cap is never reached within a day). A dealer's
 * own rate (`home.sales_per_day`) spreads its number over the day the same way.
 * `now` is a Date or epoch milliseconds; NaN (or a rate that is not a positive number) gives 0.
 */
export function salesSoFar(now: Date | number, perDay: number = SALES_PER_DAY): number {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(ms) || !Number.isFinite(perDay) || perDay <= 0) return 0;
  const day = Math.floor(perDay);
  // Integer maths: seconds x sales / seconds-per-day, so 192 a day is exactly one per 450 s.
  return Math.min(day, Math.floor((brisbaneSecondsOfDay(ms) * day) / SECONDS_PER_DAY));
}
