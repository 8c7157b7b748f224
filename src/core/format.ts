/**
 * Display formatting shared by pages and islands (SPEC.md §4, §9): phone
 * numbers and tel: links, engine size, measurement units, calendar dates and
 * 12-hour clock times.
 *
 * Every function is pure. Anything that depends on "today" takes the instant
 * and an IANA time zone as parameters so output never depends on the machine
 * that renders it.
 */

import { formatThousands } from './money.ts';

/* ------------------------------------------------------------------------ */
/* Phone numbers                                                             */
/* ------------------------------------------------------------------------ */

/** Country whose national numbering a phone number without a '+' prefix uses. */
export type PhoneCountry = 'AU' | 'NZ';

/** International calling codes of the supported countries. */
export const COUNTRY_CALLING_CODES = { AU: '61', NZ: '64' } as const satisfies Record<PhoneCountry, string>;

/** Options of {@link formatPhone} and {@link telHref}. */
export interface PhoneOptions {
  /**
   * Numbering plan assumed when the number has no international prefix.
   * Default 'AU' (the spec's phone rule is Australian; NZ tenants pass 'NZ').
   */
  defaultCountry?: PhoneCountry | undefined;
}

interface NationalNumber {
  country: PhoneCountry;
  /** National digits including the trunk '0' where the plan has one. */
  digits: string;
}

/**
 * Reads a phone number as typed in dealer data ('+61 2 9876 5432',
 * '(02) 9876-5432', '61298765432', '1300 123 456') into its country and
 * national digits. Returns null when the text holds no digits.
 */
function toNational(raw: string, defaultCountry: PhoneCountry): NationalNumber | null {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const body = trimmed.startsWith('00') ? digits.slice(2) : digits;
  for (const country of ['AU', 'NZ'] as const) {
    const code = COUNTRY_CALLING_CODES[country];
    // '+61 2 ...', '0061 2 ...', or a bare '61' followed by a full 9-digit
    // Australian number (11 digits) / '64' followed by 8 to 10 NZ digits.
    const bareLooksInternational =
      !international &&
      body.startsWith(code) &&
      (country === 'AU' ? body.length === 11 : body.length >= 10 && body.length <= 12);
    if ((international && body.startsWith(code)) || bareLooksInternational) {
      const rest = body.slice(code.length).replace(/^0/, '');
      return { country, digits: `0${rest}` };
    }
  }
  if (international) return null;
  return { country: defaultCountry, digits: body };
}

function groupDigits(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

function formatAustralian(digits: string): string | null {
  // 1300 / 1800 numbers are written 4-3-3 by convention; the spec's 2-4-4
  // grouping would read '13 0012 3456', which nobody recognises.
  if (/^1[38]00\d{6}$/.test(digits)) return groupDigits(digits, [4, 3, 3]);
  if (/^13\d{4}$/.test(digits)) return groupDigits(digits, [2, 2, 2]);
  if (/^0\d{9}$/.test(digits)) return groupDigits(digits, [2, 4, 4]);
  return null;
}

function formatNewZealand(digits: string): string | null {
  // Mobiles 02x: '021 123 4567', '021 123 456', '027 1234 5678' (8 to 11 digits).
  if (/^02\d{6,9}$/.test(digits)) {
    return digits.length <= 10 ? groupDigits(digits, [3, 3, 4]) : groupDigits(digits, [3, 4, 4]);
  }
  // Freephone 0800 / 0508: '0800 123 456'.
  if (/^0(800|508)\d{6,7}$/.test(digits)) return groupDigits(digits, [4, 3, 4]);
  // Landlines 03, 04, 06, 07, 09: '09 379 1234'.
  if (/^0[34679]\d{7}$/.test(digits)) return groupDigits(digits, [2, 3, 4]);
  return null;
}

/**
 * Phone display (SPEC.md §9: "Phone display converts +61 to 0, grouped 2-4-4").
 *
 * - Australian numbers: '+61' (or '0061', or a bare 11-digit '61…') becomes
 *   '0'; any 10-digit national number is grouped 2-4-4, mobiles included:
 *   '+61298765432' -> '02 9876 5432', '0412345678' -> '04 1234 5678'.
 *   Exceptions where 2-4-4 would be unreadable: 1300/1800 numbers are grouped
 *   4-3-3 ('1300 123 456') and 6-digit 13 numbers 2-2-2 ('13 12 34').
 * - New Zealand numbers: '+64' becomes '0', then NZ conventions: landlines
 *   2-3-4 ('+6493791234' -> '09 379 1234'), mobiles 3-3-4 / 3-3-3
 *   ('+64211234567' -> '021 123 4567'), 0800/0508 4-3-3.
 * - Anything else (other countries, extensions, wrong lengths) is returned
 *   trimmed and otherwise unchanged, so no digit is ever lost.
 */
export function formatPhone(raw: string, options: PhoneOptions = {}): string {
  const national = toNational(raw, options.defaultCountry ?? 'AU');
  if (!national) return raw.trim();
  const formatted = national.country === 'AU' ? formatAustralian(national.digits) : formatNewZealand(national.digits);
  return formatted ?? raw.trim();
}

/**
 * Builds a `tel:` link for a phone number (for "Call Now" and call boxes).
 *
 * National numbers with a trunk '0' are written in E.164 so they also dial
 * from overseas phones: '02 9876 5432' -> 'tel:+61298765432',
 * '09 379 1234' (NZ) -> 'tel:+6493791234'. Numbers without a trunk prefix
 * (1300, 1800, 13xxxx; not diallable from abroad) keep their digits:
 * 'tel:1300123456'. Other international numbers keep '+' and digits.
 * Returns null when the text has no digits.
 */
export function telHref(raw: string, options: PhoneOptions = {}): string | null {
  const trimmed = raw.trim();
  const national = toNational(trimmed, options.defaultCountry ?? 'AU');
  if (!national) {
    const digits = trimmed.replace(/\D/g, '');
    if (digits === '') return null;
    return `tel:+${trimmed.startsWith('00') ? digits.slice(2) : digits}`;
  }
  if (national.digits.startsWith('0')) {
    return `tel:+${COUNTRY_CALLING_CODES[national.country]}${national.digits.slice(1)}`;
  }
  return `tel:${national.digits}`;
}

/* ------------------------------------------------------------------------ */
/* Engine size and measurement units                                         */
/* ------------------------------------------------------------------------ */

/** Options of {@link formatEngineSize}. */
export interface EngineSizeOptions {
  /**
   * SPEC.md §9: "engine size in litres rounded to 0.1 where configured, else
   * cc". Default false (cc).
   */
  inLitres?: boolean | undefined;
}

/**
 * Reads a number that dealer data may carry as text ('7.5', '1,998',
 * '45000 kms'); returns null for empty, non-numeric or non-finite values.
 */
export function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const cleaned = value.replace(/,/g, '').trim();
  const match = /^-?\d*\.?\d+/.exec(cleaned);
  if (!match) return null;
  const n = Number(match[0]);
  return Number.isFinite(n) ? n : null;
}

/**
 * Engine size from cubic centimetres: 1998 -> '2.0L' when litres are
 * configured (rounded half up to 0.1 litre, always one decimal), else
 * '1998cc' (digits without separator). Returns null when the size is
 * missing, non-numeric or not above 0 (electric cars).
 */
export function formatEngineSize(
  cc: number | string | null | undefined,
  options: EngineSizeOptions = {},
): string | null {
  const n = toNumber(cc);
  if (n === null || n <= 0) return null;
  if (options.inLitres) return `${(Math.round(n / 100) / 10).toFixed(1)}L`;
  return `${Math.round(n)}cc`;
}

/** Measurement units used on vehicle pages (SPEC.md §9). */
export const UNITS = ['kms', 'L/100km', 'L', 'kg', 'mm', 'Nm'] as const;

/** One of {@link UNITS}. */
export type Unit = (typeof UNITS)[number];

/** Decimal places kept per unit; values are rounded, never padded. */
export const UNIT_DECIMALS = {
  kms: 0,
  'L/100km': 1,
  L: 1,
  kg: 0,
  mm: 0,
  Nm: 0,
} as const satisfies Record<Unit, number>;

const unitNumberFormats = new Map<number, Intl.NumberFormat>();

function groupedNumber(value: number, decimals: number): string {
  if (decimals === 0) return formatThousands(value);
  let f = unitNumberFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-AU', { maximumFractionDigits: decimals });
    unitNumberFormats.set(decimals, f);
  }
  return f.format(value);
}

/**
 * A measurement with its unit, separated by a space and with comma thousands:
 * (45000, 'kms') -> '45,000 kms', (7.45, 'L/100km') -> '7.5 L/100km',
 * (60, 'L') -> '60 L', (2100, 'kg') -> '2,100 kg', (4995, 'mm') -> '4,995 mm',
 * (400, 'Nm') -> '400 Nm'. Accepts numeric text. Returns null when the value
 * is missing or non-numeric.
 */
export function formatMeasure(value: number | string | null | undefined, unit: Unit): string | null {
  const n = toNumber(value);
  if (n === null) return null;
  return `${groupedNumber(n, UNIT_DECIMALS[unit])} ${unit}`;
}

/** Odometer reading: 45000 -> '45,000 kms' (see {@link formatMeasure}). */
export function formatKms(km: number | string | null | undefined): string | null {
  return formatMeasure(km, 'kms');
}

/* ------------------------------------------------------------------------ */
/* Calendar dates                                                            */
/* ------------------------------------------------------------------------ */

/** A calendar date without time or zone; month is 1 to 12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Default zone for "today" in AU rules; tenants in other zones pass theirs. */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * Parses 'dd/mm/yyyy' (the review_date format of SPEC.md §3; single-digit day
 * or month accepted) into a calendar date. Returns null for other formats or
 * impossible dates such as '31/02/2025'.
 */
export function parseDayMonthYear(text: string): CalendarDate | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** The calendar date an instant falls on in an IANA time zone. */
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** Per time zone, the last instant asked and its date: a build asks for the build day on every page. */
const lastCalendarDates = new Map<string, { at: number; date: CalendarDate }>();

export function calendarDateIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  const at = instant.getTime();
  const last = lastCalendarDates.get(timeZone);
  if (last?.at === at) return { ...last.date };
  // Creating an Intl formatter is costly; the stock rule asks this for every car.
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    calendarFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day'): number => Number(parts.find((p) => p.type === type)?.value);
  const date = { year: part('year'), month: part('month'), day: part('day') };
  lastCalendarDates.set(timeZone, { at, date });
  return { ...date };
}

/**
 * Reads a date as stored in dealer data: 'yyyy-mm-dd' (a calendar date),
 * an ISO 8601 date-time (converted to its calendar date in `timeZone`), or
 * 'dd/mm/yyyy'. Returns null when unreadable.
 */
export function parseCalendarDate(text: string, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate | null {
  const trimmed = text.trim();
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    return isRealDate(year, month, day) ? { year, month, day } : null;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) {
    const instant = new Date(trimmed);
    return Number.isNaN(instant.getTime()) ? null : calendarDateIn(instant, timeZone);
  }
  return parseDayMonthYear(trimmed);
}

/** Orders two calendar dates: negative when a is earlier, 0 when equal. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

// Pure: lets the bundler drop this module from browser chunks that use none of it (the vehicle
// page's media island reaches it through availability.ts; docs/performance.md).
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Long Australian date, unambiguous for AU and NZ readers alike:
 * {year: 2027, month: 3, day: 12} -> '12 March 2027'.
 */
export function formatLongDate(date: CalendarDate): string {
  return longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/**
 * Review date display: review_date arrives as 'dd/mm/yyyy' (SPEC.md §3) and
 * is shown as a long date, '05/03/2025' -> '5 March 2025'. Returns null when
 * the text is not a real dd/mm/yyyy date (callers then fall back to
 * review_date_in_words).
 */
export function formatReviewDate(reviewDate: string): string | null {
  const date = parseDayMonthYear(reviewDate);
  return date ? formatLongDate(date) : null;
}

/* ------------------------------------------------------------------------ */
/* Clock times                                                               */
/* ------------------------------------------------------------------------ */

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function fromHourMinute(hour: number, minute: number): string | null {
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || hour < 0 || hour > 24 || minute < 0 || minute > 59) {
    return null;
  }
  const h = hour % 24;
  const suffix = h < 12 ? 'am' : 'pm';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${pad2(minute)}${suffix}`;
}

/**
 * A time in the 12-hour format '9:00am' / '5:30pm' (SPEC.md §4 "Holiday
 * times in 12-hour am/pm"). Accepts an hour number (9, 17.5), 'HH:MM' or
 * 'HH:MM:SS' (24 h), an ISO date-time (its clock time is used as written,
 * without time-zone conversion), or an am/pm text ('9am', '9:00 AM').
 * Returns null when the value cannot be read. '00:00' -> '12:00am',
 * '12:00' -> '12:00pm'.
 */
export function formatTime12h(value: number | string | null | undefined): string | null {
  if (value == null) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const hour = Math.floor(value);
    return fromHourMinute(hour, Math.round((value - hour) * 60));
  }
  const text = value.trim();
  const ampm = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i.exec(text);
  if (ampm) {
    const h = Number(ampm[1]);
    if (h < 1 || h > 12) return null;
    const pm = ampm[3]!.toLowerCase() === 'p';
    return fromHourMinute((h % 12) + (pm ? 12 : 0), Number(ampm[2] ?? '0'));
  }
  const clock = /(?:^|T)(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (clock) return fromHourMinute(Number(clock[1]), Number(clock[2]));
  return null;
}

/**
 * 'mailto:sales@dealer.com.au' for an address of the plain form name@host.tld (no spaces, one
 * '@', no characters that would add headers such as '?' or '&'); null otherwise, so the caller
 * shows no link.
 */
export function mailtoHref(raw: string | null | undefined): string | null {
  const email = raw?.trim() ?? '';
  return /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(email) ? `mailto:${email}` : null;
}
