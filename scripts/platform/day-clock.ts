// One build clock per tenant per calendar day. Pages print what the clock decides (just-arrived and
// sold tags, the search island's clock for its cards), so a clock that moved with every run would
// make every such page new on every editor's publish. Each run of a day (the tenant's time zone)
// takes the clock of that day's first run; a new day takes a new clock, and renders what the day
// changed. The clock is kept beside the tenant's releases.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { calendarDateIn } from '../../src/core/format.ts';

interface Kept {
  day: string;
  time: string;
}

function dayOf(instant: Date, timeZone: string): string {
  const { year, month, day } = calendarDateIn(instant, timeZone);
  return `${year}-${month}-${day}`;
}

function read(file: string): Kept | null {
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<Kept>;
    return typeof kept.day === 'string' && typeof kept.time === 'string' && !Number.isNaN(Date.parse(kept.time))
      ? { day: kept.day, time: kept.time }
      : null;
  } catch {
    return null;
  }
}

/** The clock kept in `file` when it is of `now`'s day, else null; keeps nothing. */
export function keptDayClock(file: string, now: Date, timeZone: string): Date | null {
  const kept = read(file);
  return kept?.day === dayOf(now, timeZone) && Date.parse(kept.time) <= now.getTime() ? new Date(kept.time) : null;
}

/** The clock of this run: the clock kept in `file` when it is of `now`'s day, else `now` (then kept). */
export function dayClock(file: string, now: Date, timeZone: string): Date {
  const kept = keptDayClock(file, now, timeZone);
  if (kept) return kept;
  const day = dayOf(now, timeZone);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify({ day, time: now.toISOString() } satisfies Kept));
  renameSync(temporary, file);
  return now;
}
