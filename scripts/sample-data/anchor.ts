/**
 * Dates of the sample data. Every date is relative to SAMPLE_ANCHOR (no clock
 * is read), so the files are the same bytes on every run; the pull's sample
 * source shifts them by whole days to the real date (scripts/pull/sources.ts).
 */

/** The instant the sample data is "as of". */
export const SAMPLE_ANCHOR = '2026-11-01T00:00:00Z';
export const SAMPLE_ANCHOR_MS = Date.parse(SAMPLE_ANCHOR);
export const DAY_MS = 86_400_000;
/** Calendar year of the anchor: the model year of new stock. */
export const ANCHOR_YEAR = new Date(SAMPLE_ANCHOR_MS).getUTCFullYear();

/** ISO date-time `days` (may be fractional, negative = after) before the anchor. */
export function isoBefore(days: number): string {
  return new Date(SAMPLE_ANCHOR_MS - Math.round(days * DAY_MS)).toISOString();
}

/** ISO date 'YYYY-MM-DD' `days` after the anchor (negative = before). */
export function dateAfter(days: number): string {
  return new Date(SAMPLE_ANCHOR_MS + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
}

/** Unix seconds `days` before the anchor. */
export function unixBefore(days: number): number {
  return Math.round((SAMPLE_ANCHOR_MS - days * DAY_MS) / 1000);
}

/** 'dd/mm/yyyy' of the day `days` before the anchor. */
export function ddmmyyyyBefore(days: number): string {
  const iso = dateAfter(-days);
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** Rails-style distance of time in words for a whole number of days: '3 days', 'about 1 month'. */
export function daysInWords(days: number): string {
  if (days < 1) return 'about 1 hour';
  if (days < 2) return '1 day';
  if (days < 30) return `${Math.floor(days)} days`;
  if (days < 45) return 'about 1 month';
  if (days < 60) return 'about 2 months';
  if (days < 365) return `${Math.round(days / 30)} months`;
  const years = Math.floor(days / 365);
  return years === 1 ? 'about 1 year' : `about ${years} years`;
}
