/**
 * "Open now, closes 5:30pm" / "Closed, opens 9:00am Mon": a location's live
 * status in its own time zone, from its weekly hours and holiday hours
 * (docs/decisions.md "Open-now status"). The wall clock of the zone comes from
 * `formatToParts`, never from parsing a formatted string: engines linked to
 * other ICU versions lay dates out differently (WebKitGTK gives en-CA dates as
 * "12/02/2026", Node "2026-12-02").
 */
import { formatTime12h } from './format.ts';
import type { OpeningHourEntry, SpecialHoursEntry } from './opening-hours.ts';

/**
 * One day's opening, in minutes after local midnight. A `close` at or before
 * `open` closes after midnight (8:00pm - 2:00am); equal times are 24 hours.
 */
export interface Session {
  open: number;
  close: number;
}

/** A holiday's hours: a session, or null when closed all day. */
export interface HolidaySession {
  /** ISO date 'YYYY-MM-DD'. */
  date: string;
  session: Session | null;
}

/** What the status is computed from (JSON-safe: it is an island prop). */
export interface OpeningSchedule {
  /** 0 Sunday .. 6 Saturday; null closed (or hours without readable times, e.g. 'By Appointment'). */
  week: Array<Session | null>;
  /** Holidays, overriding the weekday's hours on their date. */
  holidays: HolidaySession[];
}

/** The wall clock of a time zone at an instant. */
export interface LocalTime {
  /** ISO date 'YYYY-MM-DD'. */
  date: string;
  /** Minutes after local midnight. */
  minutes: number;
}

const MINUTES_PER_DAY = 1440;
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** How far ahead the next opening is looked for (a long holiday close-down). */
const LOOKAHEAD_DAYS = 21;

/**
 * Minutes after midnight of a time text or hour number, in the forms
 * `formatTime12h` reads ('08:30', '8:30am', 17.5, an ISO date-time's clock);
 * '24:00' is 1440. Null when unreadable.
 */
export function minutesOf(value: number | string | null | undefined): number | null {
  const text = formatTime12h(value);
  if (text === null) return null;
  const m = /^(\d{1,2}):(\d{2})([ap])m$/.exec(text)!;
  const hour = (Number(m[1]) % 12) + (m[3] === 'p' ? 12 : 0);
  const minutes = hour * 60 + Number(m[2]);
  // '24:00' (and 24 as an hour number) reads '12:00am': a close at midnight.
  const raw = typeof value === 'number' ? value : String(value).trim();
  return minutes === 0 && (raw === 24 || /^24:00/.test(String(raw))) ? MINUTES_PER_DAY : minutes;
}

function session(open: number | null, close: number | null): Session | null {
  return open === null || close === null ? null : { open, close };
}

/** '8:30am - 5:30pm' (a ready-made hours text) as a session. */
function sessionOfText(text: string | null | undefined): Session | null {
  const parts = text?.split(/\s+[-–]\s+|\s*[–]\s*/);
  return parts?.length === 2 ? session(minutesOf(parts[0]), minutesOf(parts[1])) : null;
}

/** A weekday entry's session: open with readable times (or a ready-made 'a - b' text), else null. */
export function entrySession(entry: OpeningHourEntry | undefined): Session | null {
  if (!entry || entry.status.trim().toLowerCase() !== 'open') return null;
  return session(minutesOf(entry.open), minutesOf(entry.close)) ?? sessionOfText(entry.formated_hours);
}

/** A special-hours entry's session: null when closed or without readable times. */
export function specialSession(entry: SpecialHoursEntry): Session | null {
  if (entry.status.trim().toLowerCase() === 'closed') return null;
  return session(minutesOf(entry.start), minutesOf(entry.end));
}

/**
 * The schedule of a location from its records. Holidays before `from` (ISO
 * date) are left out; the first entry of a date wins, as on the hours tables.
 * A holiday whose status is neither closed nor readable times is left out
 * (its text is shown by the hours line; the status falls back to the weekday).
 */
export function openingSchedule(
  entries: readonly OpeningHourEntry[],
  specials: readonly SpecialHoursEntry[],
  options: { from?: string | undefined } = {},
): OpeningSchedule {
  const byDay = new Map<number, OpeningHourEntry>();
  for (const e of entries) if (!byDay.has(e.weekday)) byDay.set(e.weekday, e);
  const seen = new Set<string>();
  const holidays: HolidaySession[] = [];
  for (const s of specials) {
    const date = s.date.trim().slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || seen.has(date)) continue;
    if (options.from !== undefined && date < options.from) continue;
    seen.add(date);
    const closed = s.status.trim().toLowerCase() === 'closed';
    const open = specialSession(s);
    if (closed || open) holidays.push({ date, session: open });
  }
  holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { week: [0, 1, 2, 3, 4, 5, 6].map((d) => entrySession(byDay.get(d))), holidays };
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and time of a time zone at an instant (DST as the zone has it). */
export function localTimeIn(now: Date, timeZone: string): LocalTime {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  const [year, month, day] = [value('year'), value('month'), value('day')];
  // Some engines give midnight as hour 24 even with h23.
  const hour = value('hour') % 24;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return { date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`, minutes: hour * 60 + value('minute') };
}

/** 0 Sunday .. 6 Saturday of an ISO date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The ISO date `days` after another. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The session of a date: its holiday's when it has one, else its weekday's. */
export function sessionOn(schedule: OpeningSchedule, date: string): Session | null {
  const holiday = schedule.holidays.find((h) => h.date === date);
  return holiday ? holiday.session : (schedule.week[weekdayOf(date)] ?? null);
}

/** Where a session ends, in minutes after its own day's midnight (past 1440 after midnight). */
function endOf(s: Session): number {
  return s.close > s.open ? s.close : s.close + MINUTES_PER_DAY;
}

/** Open now until `closes` (minutes after today's midnight, may pass 1440), or closed until `next`. */
export type OpenState =
  { open: true; closes: number } | { open: false; next: { date: string; open: number; daysAhead: number } | null };

/**
 * Whether the location is open at a local time: inside today's session, or
 * inside yesterday's when that one runs past midnight. Closed: the next
 * session's start, skipping closed days and holidays (up to three weeks).
 */
export function openState(schedule: OpeningSchedule, now: LocalTime): OpenState {
  const yesterday = sessionOn(schedule, addDays(now.date, -1));
  if (yesterday && now.minutes + MINUTES_PER_DAY < endOf(yesterday))
    return { open: true, closes: endOf(yesterday) - MINUTES_PER_DAY };
  const today = sessionOn(schedule, now.date);
  if (today && now.minutes >= today.open && now.minutes < endOf(today)) return { open: true, closes: endOf(today) };
  for (let days = 0; days <= LOOKAHEAD_DAYS; days++) {
    const date = addDays(now.date, days);
    const s = sessionOn(schedule, date);
    if (s && (days > 0 || s.open > now.minutes)) return { open: false, next: { date, open: s.open, daysAhead: days } };
  }
  return { open: false, next: null };
}

function clock(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return formatTime12h(`${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`)!;
}

/**
 * The status line: 'Open now, closes 5:30pm'; 'Closed, opens 9:00am' (later
 * today), 'Closed, opens 9:00am Mon' (within the week), 'Closed, opens 9:00am
 * Mon 5 Jan' (further); 'Closed' when no opening is known.
 */
export function openStatusText(state: OpenState): string {
  if (state.open) return `Open now, closes ${clock(state.closes)}`;
  const next = state.next;
  if (!next) return 'Closed';
  const time = clock(next.open);
  if (next.daysAhead === 0) return `Closed, opens ${time}`;
  const day = SHORT_DAYS[weekdayOf(next.date)];
  if (next.daysAhead < 7) return `Closed, opens ${time} ${day}`;
  const [, month, date] = next.date.split('-').map(Number);
  return `Closed, opens ${time} ${day} ${date} ${SHORT_MONTHS[month! - 1]}`;
}

/** The status line of a schedule at an instant in a time zone. */
export function openStatusAt(schedule: OpeningSchedule, now: Date, timeZone: string): string {
  return openStatusText(openState(schedule, localTimeIn(now, timeZone)));
}
