import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../../tests/temp-dirs.ts';
import { dayClock, keptDayClock } from './day-clock.ts';

const tempDir = tempDirsPerTest('day-clock');
const SYDNEY = 'Australia/Sydney';

describe('dayClock', () => {
  it("gives every run of a tenant's day the clock of its first run", () => {
    const file = join(tempDir(), 'clock.json');
    const first = new Date('2026-12-01T20:00:00Z'); // 07:00 on 2 December in Sydney
    expect(dayClock(file, first, SYDNEY)).toEqual(first);
    expect(dayClock(file, new Date('2026-12-02T05:30:00Z'), SYDNEY)).toEqual(first);
    expect(dayClock(file, new Date('2026-12-02T12:59:00Z'), SYDNEY)).toEqual(first); // 23:59 in Sydney
  });

  it("takes a new clock on the tenant's next day, in its own time zone", () => {
    const file = join(tempDir(), 'clock.json');
    dayClock(file, new Date('2026-12-01T20:00:00Z'), SYDNEY);
    const nextDay = new Date('2026-12-02T13:01:00Z'); // 00:01 on 3 December in Sydney
    expect(dayClock(file, nextDay, SYDNEY)).toEqual(nextDay);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ day: '2026-12-3', time: nextDay.toISOString() });
    // The same instant is still 2 December in Perth: a tenant there keeps its own day.
    const perth = join(tempDir(), 'perth.json');
    const morning = new Date('2026-12-02T01:00:00Z');
    dayClock(perth, morning, 'Australia/Perth');
    expect(dayClock(perth, nextDay, 'Australia/Perth')).toEqual(morning);
  });

  it('starts again from a missing, unreadable or later clock', () => {
    const file = join(tempDir(), 'clock.json');
    const now = new Date('2026-12-02T01:00:00Z');
    writeFileSync(file, 'not json');
    expect(dayClock(file, now, SYDNEY)).toEqual(now);
    writeFileSync(file, JSON.stringify({ day: '2026-12-2', time: '2026-12-02T03:00:00Z' }));
    expect(dayClock(file, now, SYDNEY)).toEqual(now);
  });

  it("tells a renderer kept ready the day's clock without keeping one", () => {
    const file = join(tempDir(), 'clock.json');
    const morning = new Date('2026-12-01T20:00:00Z');
    expect(keptDayClock(file, morning, SYDNEY)).toBeNull();
    dayClock(file, morning, SYDNEY);
    expect(keptDayClock(file, new Date('2026-12-02T05:30:00Z'), SYDNEY)).toEqual(morning);
    // The next day has no clock until its first run keeps one.
    const nextDay = new Date('2026-12-02T13:01:00Z');
    expect(keptDayClock(file, nextDay, SYDNEY)).toBeNull();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ day: '2026-12-2', time: morning.toISOString() });
  });
});
