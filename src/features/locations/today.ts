// The shopper's today in the tenant's time zone (browser side), for the "Today" hours line.
import { hoursOnDate, type HoursOnDate } from '../../core/opening-hours.ts';
import type { MapPlace } from './types.ts';

/** 'YYYY-MM-DD' of a moment in a time zone. */
export function isoDateIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A place's hours today, with 'Today: ' wording as the popup and cards show it. */
export function todayLine(place: Pick<MapPlace, 'week' | 'specials'>, now: Date, timeZone: string): string {
  const today: HoursOnDate = hoursOnDate(place.week, place.specials, isoDateIn(now, timeZone));
  return `Today: ${today.hours}${today.holiday ? ' (holiday hours)' : ''}`;
}
