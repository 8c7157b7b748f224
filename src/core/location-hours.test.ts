import { describe, expect, it } from 'vitest';
import { locationDepartments, type CoreLocation } from './locations.ts';
import { datedSpecialHours, hoursOnDate, weekHoursTexts, type OpeningHourEntry } from './opening-hours.ts';

const open = (weekday: number, open: string, close: string): OpeningHourEntry => ({
  weekday,
  status: 'Open',
  open,
  close,
});
const WEEK: OpeningHourEntry[] = [
  { weekday: 0, status: 'Closed' },
  ...[1, 2, 3, 4, 5].map((d) => open(d, '08:30', d === 4 ? '21:00' : '17:30')),
  open(6, '08:30', '16:00'),
];

describe('weekHoursTexts', () => {
  it('indexes the week from Sunday, closed days and missing days read Closed', () => {
    expect(weekHoursTexts(WEEK)).toEqual([
      'Closed',
      '8:30am - 5:30pm',
      '8:30am - 5:30pm',
      '8:30am - 5:30pm',
      '8:30am - 9:00pm',
      '8:30am - 5:30pm',
      '8:30am - 4:00pm',
    ]);
    expect(weekHoursTexts([])).toEqual(Array(7).fill('Closed'));
    expect(weekHoursTexts([], { closedByAppointment: true })[0]).toBe('By appointment only');
  });
});

describe('hoursOnDate (the popup and card "Today" line)', () => {
  const week = weekHoursTexts(WEEK);
  const specials = datedSpecialHours(
    [
      { date: '2026-12-25', status: 'Closed' },
      { date: '2026-12-24T00:00:00+11:00', status: 'Open', start: '09:00', end: '13:00' },
      { date: '2026-10-01', status: 'Closed' },
    ],
    { from: '2026-11-01' },
  );
  it.each<[string, string, boolean]>([
    ['2026-11-26', '8:30am - 9:00pm', false], // a Thursday
    ['2026-11-29', 'Closed', false], // a Sunday
    ['2026-11-28', '8:30am - 4:00pm', false], // a Saturday
    ['2026-12-24', '9:00am - 1:00pm', true],
    ['2026-12-25', 'Closed', true], // a Friday, closed for Christmas
    ['2026-10-01', '8:30am - 9:00pm', false], // before `from`: the holiday was dropped
  ])('%s -> %s (holiday %s)', (date, hours, holiday) => {
    expect(hoursOnDate(week, specials, date)).toEqual({ hours, holiday });
  });
  it('keeps special hours sorted, one a date, from the given day', () => {
    expect(specials.map((s) => s.date)).toEqual(['2026-12-24', '2026-12-25']);
  });
});

describe('locationDepartments (the opening-hours type selector)', () => {
  type L = CoreLocation & { dealership_id?: number | null };
  const at = (id: number, type: string, dealership: number | null, street = '1 Main Street'): L => ({
    id,
    location_type: type,
    dealership_id: dealership,
    address: { street, postcode: '2000' },
  });
  const sales = at(1, 'sales', 7);
  const service = at(2, 'service', 7);
  const farService = at(3, 'service', 7, '9 Far Road');
  const parts = at(4, 'parts', 7);
  const other = at(5, 'service', 8);
  const ids = (l: L, listed: L[]) => locationDepartments(l, listed).map((d) => [d.type, d.location.id]);

  it.each<[string, L, L[], (string | number)[][]]>([
    ['alone', sales, [sales], [['sales', 1]]],
    [
      'sales, service, parts of one dealership',
      sales,
      [parts, sales, service],
      [
        ['sales', 1],
        ['service', 2],
        ['parts', 4],
      ],
    ],
    [
      'the service at the same address wins',
      sales,
      [farService, service, sales],
      [
        ['sales', 1],
        ['service', 2],
      ],
    ],
    [
      'else the first service listed',
      sales,
      [farService, sales],
      [
        ['sales', 1],
        ['service', 3],
      ],
    ],
    ['other dealerships are not departments', sales, [sales, other], [['sales', 1]]],
    [
      'the own type first',
      service,
      [sales, service, parts],
      [
        ['service', 2],
        ['sales', 1],
        ['parts', 4],
      ],
    ],
    [
      'empty type means sales',
      at(9, '', 7),
      [at(9, '', 7), service],
      [
        ['sales', 9],
        ['service', 2],
      ],
    ],
    [
      'no dealership: own type only',
      at(10, 'sales', null),
      [at(10, 'sales', null), at(11, 'service', null)],
      [['sales', 10]],
    ],
  ])('%s', (_name, location, listed, expected) => {
    expect(ids(location, listed)).toEqual(expected);
  });
});
