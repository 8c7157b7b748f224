// The shopper's today in the tenant's time zone (browser side), for the "Today" hours line and the
// open-now status.
import { localTimeIn, openStatusAt, type OpeningSchedule } from '../../core/open-status.ts';
import { hoursOnDate, type HoursOnDate } from '../../core/opening-hours.ts';
import type { MapPlace } from './types.ts';

/** 'YYYY-MM-DD' of a moment in a time zone (from formatToParts: engines' date patterns differ). */
export function isoDateIn(now: Date, timeZone: string): string {
  return localTimeIn(now, timeZone).date;
}

/** A place's hours today, with 'Today: ' wording as the popup and cards show it. */
export function todayLine(place: Pick<MapPlace, 'week' | 'specials'>, now: Date, timeZone: string): string {
  const today: HoursOnDate = hoursOnDate(place.week, place.specials, isoDateIn(now, timeZone));
  return `Today: ${today.hours}${today.holiday ? ' (holiday hours)' : ''}`;
}

/** 'Open now, closes 5:30pm' / 'Closed, opens 9:00am Mon' (core open-status). */
export function statusLine(schedule: OpeningSchedule, now: Date, timeZone: string): string {
  return openStatusAt(schedule, now, timeZone);
}
