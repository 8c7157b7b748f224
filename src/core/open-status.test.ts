import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  localTimeIn,
  minutesOf,
  openingSchedule,
  openStatusAt,
  openStatusText,
  openState,
  type OpeningSchedule,
} from './open-status.ts';
import type { OpeningHourEntry } from './opening-hours.ts';

const open = (weekday: number, o: string, c: string): OpeningHourEntry => ({
  weekday,
  status: 'Open',
  open: o,
  close: c,
});
/** Mon-Fri 8:30-5:30, Thu late to 9pm, Sat 9-4, Sun closed. */
const WEEK: OpeningHourEntry[] = [
  { weekday: 0, status: 'Closed' },
  ...[1, 2, 3, 5].map((d) => open(d, '08:30', '17:30')),
  open(4, '08:30', '21:00'),
  open(6, '09:00', '16:00'),
];
const STANDARD = openingSchedule(WEEK, []);

describe('minutesOf', () => {
  it.each([
    ['08:30', 510],
    ['8:30am', 510],
    ['5:30 PM', 1050],
    [17.5, 1050],
    ['2026-12-02T09:15:00+11:00', 555],
    ['00:00', 0],
    ['24:00', 1440],
    [24, 1440],
    ['soon', null],
    [null, null],
  ])('%s -> %s', (value, minutes) => {
    expect(minutesOf(value)).toBe(minutes);
  });
});

describe('openingSchedule', () => {
  it('reads open/close, a ready-made hours text, closed and unreadable days, and holidays from a date on', () => {
    const schedule = openingSchedule(
      [
        { weekday: 1, status: 'Open', formated_hours: '8:30am - 5:30pm' },
        { weekday: 2, status: 'By Appointment' },
        open(3, '09:00', '17:00'),
        open(3, '10:00', '11:00'),
      ],
      [
        { date: '2026-12-25', status: 'Closed' },
        { date: '2026-12-24T00:00:00Z', status: 'Open', start: 9, end: '13:00' },
        { date: '2026-11-01', status: 'Closed' },
        { date: '2026-12-26', status: 'Call us' },
      ],
      { from: '2026-12-01' },
    );
    expect(schedule.week).toEqual([
      null,
      { open: 510, close: 1050 },
      null,
      { open: 540, close: 1020 },
      null,
      null,
      null,
    ]);
    expect(schedule.holidays).toEqual([
      { date: '2026-12-24', session: { open: 540, close: 780 } },
      { date: '2026-12-25', session: null },
    ]);
  });
});

describe('localTimeIn: formatToParts, whatever a locale pattern looks like', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    // Wednesday 2 Dec 2026, 10:10 in Sydney (AEDT, +11).
    ['2026-12-01T23:10:00Z', 'Australia/Sydney', '2026-12-02', 610],
    ['2026-12-01T23:10:00Z', 'Australia/Brisbane', '2026-12-02', 550],
    ['2026-12-01T23:10:00Z', 'Australia/Perth', '2026-12-02', 430],
    ['2026-12-01T23:10:00Z', 'Pacific/Auckland', '2026-12-02', 730],
    // Local midnight reads 0 minutes, never 24:00.
    ['2026-12-01T13:00:00Z', 'Australia/Sydney', '2026-12-02', 0],
  ])('%s in %s is %s at minute %s', (instant, zone, date, minutes) => {
    expect(localTimeIn(new Date(instant), zone)).toEqual({ date, minutes });
  });

  it("does not read format(): an older ICU's '12/02/2026' changes nothing", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype as unknown as Record<'format', unknown>, 'format', 'get').mockReturnValue(
      () => '12/02/2026',
    );
    expect(localTimeIn(new Date('2026-12-01T23:10:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-12-02',
      minutes: 610,
    });
    expect(openStatusAt(STANDARD, new Date('2026-12-01T23:10:00Z'), 'Australia/Sydney')).toBe(
      'Open now, closes 5:30pm',
    );
  });
});

/** Local wall time in a zone -> the status line. */
const at = (schedule: OpeningSchedule, instant: string, zone = 'Australia/Sydney') =>
  openStatusAt(schedule, new Date(instant), zone);

describe('openStatusAt', () => {
  const withHolidays = openingSchedule(WEEK, [
    { date: '2026-12-25', status: 'Closed' }, // Friday
    { date: '2026-12-26', status: 'Closed' }, // Saturday
    { date: '2026-12-24', status: 'Open', start: 9, end: 13 }, // Thursday, short
  ]);
  const lateNight = openingSchedule(
    [open(5, '18:00', '02:00'), open(6, '18:00', '02:00'), open(0, '00:00', '00:00')],
    [],
  );

  it.each([
    // Sydney, AEDT (+11) in December.
    ['Wednesday 10:10', STANDARD, '2026-12-01T23:10:00Z', 'Australia/Sydney', 'Open now, closes 5:30pm'],
    ['Wednesday 7:00, before opening', STANDARD, '2026-12-01T20:00:00Z', 'Australia/Sydney', 'Closed, opens 8:30am'],
    ['Wednesday 5:30pm, at closing', STANDARD, '2026-12-02T06:30:00Z', 'Australia/Sydney', 'Closed, opens 8:30am Thu'],
    ['Thursday late night', STANDARD, '2026-12-03T09:00:00Z', 'Australia/Sydney', 'Open now, closes 9:00pm'],
    ['Saturday 5pm, Sunday closed', STANDARD, '2026-12-05T06:00:00Z', 'Australia/Sydney', 'Closed, opens 8:30am Mon'],
    ['Sunday', STANDARD, '2026-12-06T01:00:00Z', 'Australia/Sydney', 'Closed, opens 8:30am Mon'],
    // Holidays override the weekday: short Christmas Eve, closed Christmas and Boxing Day.
    ['Christmas Eve 12:00', withHolidays, '2026-12-24T01:00:00Z', 'Australia/Sydney', 'Open now, closes 1:00pm'],
    ['Christmas Eve 2pm', withHolidays, '2026-12-24T03:00:00Z', 'Australia/Sydney', 'Closed, opens 8:30am Mon'],
    ['Christmas Day 10:00', withHolidays, '2026-12-24T23:00:00Z', 'Australia/Sydney', 'Closed, opens 8:30am Mon'],
    // Across midnight: Friday's 6pm-2am session is still open at 1am Saturday.
    ['Friday 11pm', lateNight, '2026-12-04T12:00:00Z', 'Australia/Sydney', 'Open now, closes 2:00am'],
    ['Saturday 1am', lateNight, '2026-12-04T14:00:00Z', 'Australia/Sydney', 'Open now, closes 2:00am'],
    ['Saturday 3am', lateNight, '2026-12-04T16:00:00Z', 'Australia/Sydney', 'Closed, opens 6:00pm'],
    ['Sunday noon, 24 hours', lateNight, '2026-12-06T01:00:00Z', 'Australia/Sydney', 'Open now, closes 12:00am'],
    // DST starts in Sydney on Sunday 4 Oct 2026 (+10 -> +11): Monday 22:00Z is 9:00 AEDT, open.
    ['Sydney, first Monday of DST', STANDARD, '2026-10-04T22:00:00Z', 'Australia/Sydney', 'Open now, closes 5:30pm'],
    // The same instant is 8:00 in Brisbane (no DST): closed.
    ['Brisbane, same instant', STANDARD, '2026-10-04T22:00:00Z', 'Australia/Brisbane', 'Closed, opens 8:30am'],
    // Sydney before DST: 22:00Z on Sunday 27 Sep is Monday 8:00 AEST, closed.
    ['Sydney, last Monday before DST', STANDARD, '2026-09-27T22:00:00Z', 'Australia/Sydney', 'Closed, opens 8:30am'],
    // DST ends in Sydney on Sunday 4 Apr 2027 (+11 -> +10): Monday 22:00Z is 8:00 AEST, closed.
    ['Sydney, first Monday after DST', STANDARD, '2027-04-04T22:00:00Z', 'Australia/Sydney', 'Closed, opens 8:30am'],
    // Auckland: DST from 27 Sep 2026 (+13). Monday 28 Sep 20:00Z is Tuesday 9:00 NZDT, open.
    ['Auckland, DST', STANDARD, '2026-09-28T20:00:00Z', 'Pacific/Auckland', 'Open now, closes 5:30pm'],
    // The week before (+12) the same clock time is 8:00: closed.
    ['Auckland, before DST', STANDARD, '2026-09-21T20:00:00Z', 'Pacific/Auckland', 'Closed, opens 8:30am'],
    // Perth (+8, no DST): 01:00Z Saturday is 9:00 Saturday, open; Sydney is past noon.
    ['Perth Saturday 9:00', STANDARD, '2026-12-05T01:00:00Z', 'Australia/Perth', 'Open now, closes 4:00pm'],
    ['Perth Friday 11:59pm', STANDARD, '2026-12-04T15:59:00Z', 'Australia/Perth', 'Closed, opens 9:00am Sat'],
  ])('%s', (_name, schedule, instant, zone, text) => {
    expect(at(schedule, instant, zone)).toBe(text);
  });

  it('a long close-down names the date; no opening at all reads Closed', () => {
    const closedDown = openingSchedule(
      WEEK,
      Array.from({ length: 10 }, (_, i) => ({ date: `2026-12-${String(21 + i)}`, status: 'Closed' })),
    );
    // Monday 21 Dec 10:00: closed until Thursday 31 Dec.
    expect(at(closedDown, '2026-12-20T23:00:00Z')).toBe('Closed, opens 8:30am Thu 31 Dec');
    expect(at(openingSchedule([], []), '2026-12-20T23:00:00Z')).toBe('Closed');
    expect(openStatusText(openState(openingSchedule([], []), { date: '2026-12-21', minutes: 600 }))).toBe('Closed');
  });
});
