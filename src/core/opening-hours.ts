/**
 * Opening hours of a location: weekly table rows in three display modes and
 * special (holiday) hours (SPEC.md §2 Locations, §3 Opening-hour entry and
 * Special-hours entry, §4 Opening hours).
 */
import { formatTime12h } from './format.ts';

/** One weekday's hours (SPEC.md §3 Opening-hour entry). */
export interface OpeningHourEntry {
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
  /** 'Open', 'Closed' or other text shown as is (e.g. 'By Appointment'). */
  status: string;
  /** Opening time: 'HH:MM' (24 h), an ISO date-time, or '8:30am'. */
  open?: string | null | undefined;
  /** Closing time, same forms as `open`. */
  close?: string | null | undefined;
  /** Ready-made hours text; preferred over open/close when present. */
  formated_hours?: string | null | undefined;
}

/** One date's exceptional hours (SPEC.md §3 Special-hours entry). */
export interface SpecialHoursEntry {
  /** ISO date 'YYYY-MM-DD' (a longer ISO date-time is cut to its date). */
  date: string;
  status: string;
  /** Start: an hour number (9, 9.5 = 9:30) or a time text as for {@link OpeningHourEntry.open}. */
  start?: number | string | null | undefined;
  /** End, same forms as `start`. */
  end?: number | string | null | undefined;
}

/** One table row. */
export interface HoursRow {
  label: string;
  hours: string;
}

/**
 * How the weekly table is laid out (SPEC.md §4 "full list; Mon-Fri grouped
 * when all five share hours; grouped with exceptions"):
 * - 'full': one row per day, Monday to Sunday.
 * - 'grouped': Monday to Friday become one 'Mon-Fri' row when all five show
 *   the same hours; otherwise each weekday has its own row.
 * - 'grouped-exceptions': consecutive weekdays (Mon..Fri) showing the same
 *   hours merge into one row labelled with the first and last short names
 *   ('Mon-Thu'); a weekday that differs from its neighbours gets its own row
 *   under its full name. A Thursday late night reads 'Mon-Wed', 'Thursday',
 *   'Friday', never 'Mon-Fri … except Thu', so no row claims a day whose hours
 *   differ. Friday different: 'Mon-Thu', 'Friday'.
 * In every mode Saturday and Sunday are always separate rows, last.
 */
export type HoursDisplayMode = 'full' | 'grouped' | 'grouped-exceptions';

/** Per-site opening-hours options. */
export interface OpeningHoursOptions {
  /**
   * Closed days read 'By appointment only' instead of 'Closed' (SPEC.md §4
   * "Closed locations may read 'By appointment only' where enabled").
   * Default false.
   */
  closedByAppointment?: boolean | undefined;
}

/** Text of a closed day. */
export const CLOSED_TEXT = 'Closed';

/** Text of a closed day on sites with {@link OpeningHoursOptions.closedByAppointment}. */
export const BY_APPOINTMENT_TEXT = 'By appointment only';

/** Full day names indexed by weekday (0 Sunday). */
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Short day names indexed by weekday (0 Sunday), used in range labels. */
export const SHORT_DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Display order of the table: Monday first, Sunday last. */
export const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

function isClosed(status: string): boolean {
  return status.trim().toLowerCase() === 'closed';
}

function isOpen(status: string): boolean {
  return status.trim().toLowerCase() === 'open';
}

function closedText(options: OpeningHoursOptions): string {
  return options.closedByAppointment === true ? BY_APPOINTMENT_TEXT : CLOSED_TEXT;
}

function timeRange(start: number | string | null | undefined, end: number | string | null | undefined): string | null {
  const a = formatTime12h(start);
  const b = formatTime12h(end);
  return a !== null && b !== null ? `${a} - ${b}` : null;
}

/**
 * The hours text of one weekday entry: closed reads 'Closed' (or 'By
 * appointment only' where enabled); open uses `formated_hours` when present,
 * else '{open} - {close}' in 12-hour time; any other status is shown as
 * written. A missing entry counts as closed.
 */
export function entryHoursText(entry: OpeningHourEntry | undefined, options: OpeningHoursOptions = {}): string {
  if (entry === undefined || isClosed(entry.status)) return closedText(options);
  if (isOpen(entry.status)) {
    const ready = entry.formated_hours?.trim();
    if (ready) return ready;
    return timeRange(entry.open, entry.close) ?? entry.status.trim();
  }
  return entry.status.trim();
}

/**
 * The rows of the weekly opening-hours table in the given display mode (see
 * {@link HoursDisplayMode}). Labels: full day names for single days
 * ('Monday'), 'Mon-Fri' style for ranges. When two entries share a weekday
 * the first wins; days without an entry are closed.
 */
export function openingHoursRows(
  entries: readonly OpeningHourEntry[],
  mode: HoursDisplayMode = 'full',
  options: OpeningHoursOptions = {},
): HoursRow[] {
  const byDay = new Map<number, OpeningHourEntry>();
  for (const e of entries) if (!byDay.has(e.weekday)) byDay.set(e.weekday, e);
  const hoursOf = (day: number) => entryHoursText(byDay.get(day), options);
  const single = (day: number): HoursRow => ({ label: DAY_NAMES[day]!, hours: hoursOf(day) });
  const weekend = [single(6), single(0)];

  if (mode === 'full') return [...WEEKDAYS.map(single), ...weekend];

  if (mode === 'grouped') {
    const first = hoursOf(1);
    if (WEEKDAYS.every((d) => hoursOf(d) === first)) return [{ label: 'Mon-Fri', hours: first }, ...weekend];
    return [...WEEKDAYS.map(single), ...weekend];
  }

  const rows: HoursRow[] = [];
  let runStart: number = WEEKDAYS[0];
  for (let day = 2; day <= 6; day++) {
    const runHours = hoursOf(runStart);
    if (day <= 5 && hoursOf(day) === runHours) continue;
    const runEnd = day - 1;
    rows.push(
      runEnd === runStart
        ? single(runStart)
        : { label: `${SHORT_DAY_NAMES[runStart]}-${SHORT_DAY_NAMES[runEnd]}`, hours: runHours },
    );
    runStart = day;
  }
  return [...rows, ...weekend];
}

/** Options for special (holiday) hours. */
export interface SpecialHoursOptions extends OpeningHoursOptions {
  /**
   * Only entries on or after this ISO date ('YYYY-MM-DD') are kept; pass the
   * site's local today. Default: keep all.
   */
  from?: string | undefined;
}

/**
 * The date label of a special-hours row, 'dd/mm/yyyy' (the spec's date format,
 * SPEC.md §3 Review review_date), from an ISO date. Other text is returned as is.
 */
export function specialHoursDateLabel(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

/** The hours text of a special-hours entry: closed, '{start} - {end}' in 12-hour time, or the status text. */
export function specialHoursText(entry: SpecialHoursEntry, options: OpeningHoursOptions = {}): string {
  if (isClosed(entry.status)) return closedText(options);
  return timeRange(entry.start, entry.end) ?? entry.status.trim();
}

/**
 * Rows of the holiday-hours modal, sorted by date, optionally only from a date
 * on; label 'dd/mm/yyyy', hours e.g. '9:00am - 1:00pm' or 'Closed'.
 */
export function specialHoursRows(entries: readonly SpecialHoursEntry[], options: SpecialHoursOptions = {}): HoursRow[] {
  const iso = (d: string) => d.trim().slice(0, 10);
  const from = options.from;
  return entries
    .filter((e) => from === undefined || iso(e.date) >= from)
    .slice()
    .sort((a, b) => (iso(a.date) < iso(b.date) ? -1 : iso(a.date) > iso(b.date) ? 1 : 0))
    .map((e) => ({ label: specialHoursDateLabel(e.date), hours: specialHoursText(e, options) }));
}

/** One date's special hours as shown (a holiday). */
export interface DatedHours {
  /** ISO date 'YYYY-MM-DD'. */
  date: string;
  hours: string;
}

/** The hours text of each weekday, indexed 0 Sunday .. 6 Saturday (as {@link entryHoursText}). */
export function weekHoursTexts(entries: readonly OpeningHourEntry[], options: OpeningHoursOptions = {}): string[] {
  const byDay = new Map<number, OpeningHourEntry>();
  for (const e of entries) if (!byDay.has(e.weekday)) byDay.set(e.weekday, e);
  return DAY_NAMES.map((_, day) => entryHoursText(byDay.get(day), options));
}

/** Special hours as dated texts, from a date on (ISO), sorted by date; the first entry of a date wins. */
export function datedSpecialHours(
  entries: readonly SpecialHoursEntry[],
  options: SpecialHoursOptions = {},
): DatedHours[] {
  const seen = new Set<string>();
  const out: DatedHours[] = [];
  for (const e of entries) {
    const date = e.date.trim().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || seen.has(date)) continue;
    if (options.from !== undefined && date < options.from) continue;
    seen.add(date);
    out.push({ date, hours: specialHoursText(e, options) });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** What a location's hours are on one date: the holiday's when it has one, else its weekday's. */
export interface HoursOnDate {
  hours: string;
  holiday: boolean;
}

/**
 * The hours on an ISO date (the shopper's today in the tenant's time zone):
 * a special-hours entry of that date wins over the weekly hours.
 */
export function hoursOnDate(week: readonly string[], specials: readonly DatedHours[], date: string): HoursOnDate {
  const special = specials.find((s) => s.date === date);
  if (special) return { hours: special.hours, holiday: true };
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { hours: week[weekday] ?? CLOSED_TEXT, holiday: false };
}
