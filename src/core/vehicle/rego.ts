/**
 * Registration expiry line on the vehicle page (SPEC.md §4 "Rego expiry").
 */

import {
  calendarDateIn,
  compareCalendarDates,
  DEFAULT_TIME_ZONE,
  formatLongDate,
  parseCalendarDate,
} from '../format.ts';

/** Text for a lapsed registration on sites that show it (SPEC.md §4). */
export const UNREGISTERED_TEXT = 'Unregistered';

/** Options of {@link regoExpiryText}. */
export interface RegoOptions {
  /** SPEC.md §4: "past date shows Unregistered (some sites) or nothing". Default false. */
  showUnregistered?: boolean | undefined;
  /** Zone that decides which calendar day `now` is. Default 'Australia/Sydney'. */
  timeZone?: string | undefined;
}

/**
 * Rego expiry text (SPEC.md §4).
 *
 * - Expiry today or later: 'Expires on {date}' with a long date,
 *   'Expires on 12 March 2027'. The expiry day itself still counts as
 *   registered (registration runs to the end of that day), so expiry today
 *   reads 'Expires on …', not 'Unregistered'.
 * - Expiry before today: 'Unregistered' when `showUnregistered`, else null.
 * - Missing or unreadable rego_expiry: null.
 *
 * rego_expiry may be 'yyyy-mm-dd', an ISO date-time (taken on its calendar
 * day in `timeZone`) or 'dd/mm/yyyy'. "Today" is `now` in `timeZone`.
 */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  now: Date,
  options: RegoOptions = {},
): string | null {
  if (!regoExpiry) return null;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const expiry = parseCalendarDate(regoExpiry, timeZone);
  if (!expiry) return null;
  if (compareCalendarDates(expiry, calendarDateIn(now, timeZone)) < 0) {
    return options.showUnregistered === true ? UNREGISTERED_TEXT : null;
  }
  return `Expires on ${formatLongDate(expiry)}`;
}
