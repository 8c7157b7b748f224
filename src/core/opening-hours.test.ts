import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  entryHoursText,
  openingHoursRows,
  specialHoursRows,
  specialHoursText,
  type OpeningHourEntry,
} from './opening-hours.ts';
import { formatTime12h } from './format.ts';

const open = (weekday: number, openAt = '08:30', closeAt = '17:30'): OpeningHourEntry => ({
  weekday,
  status: 'Open',
  open: openAt,
  close: closeAt,
});
const closed = (weekday: number): OpeningHourEntry => ({ weekday, status: 'Closed' });

const STANDARD_WEEK = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, '09:00', '13:00')];

describe('formatTime12h', () => {
  it.each<[number | string | null, string | null]>([
    ['00:00', '12:00am'],
    ['08:30', '8:30am'],
    ['9:00', '9:00am'],
    ['11:59', '11:59am'],
    ['12:00', '12:00pm'],
    ['12:30', '12:30pm'],
    ['13:00', '1:00pm'],
    ['17:30:00', '5:30pm'],
    ['23:59', '11:59pm'],
    ['2000-01-01T08:30:00.000+10:00', '8:30am'],
    ['2000-01-01T17:00:00Z', '5:00pm'],
    ['9am', '9:00am'],
    ['9:00 AM', '9:00am'],
    ['12pm', '12:00pm'],
    ['12am', '12:00am'],
    [9, '9:00am'],
    [17.5, '5:30pm'],
    [0, '12:00am'],
    [12, '12:00pm'],
    ['25:00', null],
    ['13pm', null],
    ['soon', null],
    [null, null],
  ])('%j -> %j', (input, expected) => {
    expect(formatTime12h(input)).toBe(expected);
  });

  it('formats every 24-hour clock time as h:mm am/pm with h in 1..12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const text = formatTime12h(`${h}:${String(m).padStart(2, '0')}`);
        const parsed = /^(\d{1,2}):(\d{2})(am|pm)$/.exec(text ?? '');
        expect(parsed).not.toBeNull();
        expect(Number(parsed![1])).toBeGreaterThanOrEqual(1);
        expect(Number(parsed![1])).toBeLessThanOrEqual(12);
        expect(Number(parsed![2])).toBe(m);
        expect(parsed![3]).toBe(h < 12 ? 'am' : 'pm');
      }),
    );
  });
});

describe('entryHoursText', () => {
  it.each<[OpeningHourEntry | undefined, boolean, string]>([
    [open(1), false, '8:30am - 5:30pm'],
    [
      { weekday: 1, status: 'Open', formated_hours: '8:30 AM - 5:30 PM', open: '08:00', close: '17:00' },
      false,
      '8:30 AM - 5:30 PM',
    ],
    [{ weekday: 1, status: 'Open', formated_hours: ' ', open: '08:00', close: '17:00' }, false, '8:00am - 5:00pm'],
    [closed(0), false, 'Closed'],
    [closed(0), true, 'By appointment only'],
    [{ weekday: 0, status: 'closed' }, false, 'Closed'],
    [undefined, false, 'Closed'],
    [undefined, true, 'By appointment only'],
    [{ weekday: 3, status: 'By Appointment' }, false, 'By Appointment'],
    [{ weekday: 3, status: 'Open' }, false, 'Open'],
  ])('%j (by appointment %s) -> %s', (entry, byAppointment, text) => {
    expect(entryHoursText(entry, { closedByAppointment: byAppointment })).toBe(text);
  });
});

describe('openingHoursRows', () => {
  it('full: one row per day, Monday to Sunday', () => {
    expect(openingHoursRows(STANDARD_WEEK, 'full')).toEqual([
      { label: 'Monday', hours: '8:30am - 5:30pm' },
      { label: 'Tuesday', hours: '8:30am - 5:30pm' },
      { label: 'Wednesday', hours: '8:30am - 5:30pm' },
      { label: 'Thursday', hours: '8:30am - 5:30pm' },
      { label: 'Friday', hours: '8:30am - 5:30pm' },
      { label: 'Saturday', hours: '9:00am - 1:00pm' },
      { label: 'Sunday', hours: 'Closed' },
    ]);
  });

  it.each(['grouped', 'grouped-exceptions'] as const)('%s: all five weekdays alike -> Mon-Fri', (mode) => {
    expect(openingHoursRows(STANDARD_WEEK, mode)).toEqual([
      { label: 'Mon-Fri', hours: '8:30am - 5:30pm' },
      { label: 'Saturday', hours: '9:00am - 1:00pm' },
      { label: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('grouped: one weekday different -> every weekday separate', () => {
    const week = [...STANDARD_WEEK.filter((e) => e.weekday !== 5), open(5, '08:30', '17:00')];
    expect(openingHoursRows(week, 'grouped').map((r) => r.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });

  it.each<[string, OpeningHourEntry[], [string, string][]]>([
    [
      'Friday early close',
      [open(1), open(2), open(3), open(4), open(5, '08:30', '17:00')],
      [
        ['Mon-Thu', '8:30am - 5:30pm'],
        ['Friday', '8:30am - 5:00pm'],
      ],
    ],
    [
      'Thursday late night',
      [open(1), open(2), open(3), open(4, '08:30', '21:00'), open(5)],
      [
        ['Mon-Wed', '8:30am - 5:30pm'],
        ['Thursday', '8:30am - 9:00pm'],
        ['Friday', '8:30am - 5:30pm'],
      ],
    ],
    [
      'Monday closed',
      [closed(1), open(2), open(3), open(4), open(5)],
      [
        ['Monday', 'Closed'],
        ['Tue-Fri', '8:30am - 5:30pm'],
      ],
    ],
    [
      'all different',
      [open(1, '08:00'), open(2, '08:10'), open(3, '08:20'), open(4, '08:30'), open(5, '08:40')],
      [
        ['Monday', '8:00am - 5:30pm'],
        ['Tuesday', '8:10am - 5:30pm'],
        ['Wednesday', '8:20am - 5:30pm'],
        ['Thursday', '8:30am - 5:30pm'],
        ['Friday', '8:40am - 5:30pm'],
      ],
    ],
  ])('grouped-exceptions: %s', (_name, weekdays, expected) => {
    const rows = openingHoursRows([...weekdays, open(6, '09:00', '13:00'), closed(0)], 'grouped-exceptions');
    expect(rows.map((r) => [r.label, r.hours])).toEqual([
      ...expected,
      ['Saturday', '9:00am - 1:00pm'],
      ['Sunday', 'Closed'],
    ]);
  });

  it('Saturday and Sunday stay separate even when equal to the weekdays', () => {
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) => open(d));
    expect(openingHoursRows(week, 'grouped-exceptions').map((r) => r.label)).toEqual(['Mon-Fri', 'Saturday', 'Sunday']);
  });

  it('closed days read By appointment only where enabled, and missing days are closed', () => {
    const rows = openingHoursRows([open(1), open(2), open(3), open(4), open(5)], 'grouped', {
      closedByAppointment: true,
    });
    expect(rows.slice(1)).toEqual([
      { label: 'Saturday', hours: 'By appointment only' },
      { label: 'Sunday', hours: 'By appointment only' },
    ]);
  });

  it("every mode covers each day exactly once with that day's hours", () => {
    const entry = fc.oneof(
      fc.constantFrom('08:00', '08:30', '09:00').map((t) => ({ status: 'Open', open: t, close: '17:00' })),
      fc.constant({ status: 'Closed' }),
    );
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 7, maxLength: 7 }),
        fc.constantFrom('full', 'grouped', 'grouped-exceptions' as const),
        (week, mode) => {
          const entries = week.map((e, weekday) => ({ weekday, ...e }));
          const rows = openingHoursRows(entries, mode);
          const covered: number[] = [];
          const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
          for (const row of rows) {
            const range = /^(\w{3})-(\w{3})$/.exec(row.label);
            const days = range
              ? Array.from(
                  { length: names.indexOf(range[2]!) - names.indexOf(range[1]!) + 1 },
                  (_, i) => names.indexOf(range[1]!) + i,
                )
              : [names.indexOf(row.label.slice(0, 3))];
            for (const d of days) {
              covered.push(d);
              expect(row.hours).toBe(entryHoursText(entries[d]));
            }
          }
          expect(covered.sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
          expect(rows.at(-2)!.label).toBe('Saturday');
          expect(rows.at(-1)!.label).toBe('Sunday');
        },
      ),
    );
  });
});

describe('special hours', () => {
  it.each([
    [{ date: '2025-12-25', status: 'Closed' }, 'Closed'],
    [{ date: '2025-12-24', status: 'Open', start: 9, end: 13 }, '9:00am - 1:00pm'],
    [{ date: '2025-12-24', status: 'Open', start: '09:00', end: '12:30' }, '9:00am - 12:30pm'],
    [{ date: '2025-12-26', status: 'Open', start: 10, end: 16.5 }, '10:00am - 4:30pm'],
    [{ date: '2025-12-26', status: 'Reduced staff' }, 'Reduced staff'],
  ])('%j -> %s', (entry, text) => {
    expect(specialHoursText(entry)).toBe(text);
  });

  it('sorts by date, labels dd/mm/yyyy and keeps only dates from the given day', () => {
    const rows = specialHoursRows(
      [
        { date: '2026-01-01', status: 'Closed' },
        { date: '2025-12-24', status: 'Open', start: 9, end: 13 },
        { date: '2025-12-20', status: 'Closed' },
        { date: '2025-12-26T00:00:00+10:00', status: 'Closed' },
      ],
      { from: '2025-12-24', closedByAppointment: true },
    );
    expect(rows).toEqual([
      { label: '24/12/2025', hours: '9:00am - 1:00pm' },
      { label: '26/12/2025', hours: 'By appointment only' },
      { label: '01/01/2026', hours: 'By appointment only' },
    ]);
  });
});
