/**
 * Test-drive appointment slots (contract: appointments). Per day, from the
 * location's opening hours (special hours of that date win): 30-minute slots
 * from opening time, the last one starting 30 minutes before closing; minus
 * the times already booked by test-drive leads for that location. Closed days
 * are listed with no times. Deterministic for a given start date.
 */
import type { LocationOutput } from '../../src/data/schemas.ts';

/** 'YYYY-MM-DDTHH:MM', as the test-drive form sends dateTime. */
export type Booking = string;

export const SLOT_MINUTES = 30;

/** Minutes since midnight of '08:30', '8:30am', '17:00', an ISO date-time, or an hour number (9.5 = 9:30). */
export function minutesOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 60) : null;
  const text = value.trim().toLowerCase();
  const iso = /t(\d{2}):(\d{2})/i.exec(text);
  if (iso) return Number(iso[1]) * 60 + Number(iso[2]);
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/.exec(text);
  if (!m) return null;
  let hours = Number(m[1]);
  if (m[3] === 'pm' && hours < 12) hours += 12;
  if (m[3] === 'am' && hours === 12) hours = 0;
  return hours * 60 + Number(m[2] ?? 0);
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Opening and closing minutes of one date, or null when closed. */
export function hoursOn(location: LocationOutput, date: string): { open: number; close: number } | null {
  const special = location.special_hours?.find((s) => s.date.slice(0, 10) === date);
  if (special) {
    if (special.status.toLowerCase() !== 'open') return null;
    const open = minutesOf(special.start);
    const close = minutesOf(special.end);
    return open !== null && close !== null && close > open ? { open, close } : null;
  }
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const entry = location.contact_detail?.opening_hours?.find((e) => e.weekday === weekday);
  if (!entry || entry.status.toLowerCase() !== 'open') return null;
  const open = minutesOf(entry.open);
  const close = minutesOf(entry.close);
  return open !== null && close !== null && close > open ? { open, close } : null;
}

export function appointmentDays(
  location: LocationOutput,
  from: string,
  days: number,
  booked: readonly Booking[],
): { date: string; times: string[] }[] {
  const taken = new Set(booked);
  const out: { date: string; times: string[] }[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    const hours = hoursOn(location, date);
    const times: string[] = [];
    if (hours) {
      for (let t = hours.open; t + SLOT_MINUTES <= hours.close; t += SLOT_MINUTES) {
        const time = hhmm(t);
        if (!taken.has(`${date}T${time}`)) times.push(time);
      }
    }
    out.push({ date, times });
  }
  return out;
}
