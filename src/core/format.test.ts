import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  compareCalendarDates,
  formatEngineSize,
  formatKms,
  formatLongDate,
  formatMeasure,
  formatPhone,
  formatReviewDate,
  formatTime12h,
  parseCalendarDate,
  parseDayMonthYear,
  telHref,
  mailtoHref,
  toNumber,
  type PhoneCountry,
  type Unit,
} from './format.ts';

describe('formatPhone (SPEC.md §9: +61 to 0, grouped 2-4-4)', () => {
  it.each<[string, string, PhoneCountry?]>([
    ['+61298765432', '02 9876 5432'],
    ['+61 2 9876 5432', '02 9876 5432'],
    ['+61 (0) 2 9876 5432', '02 9876 5432'],
    ['0061298765432', '02 9876 5432'],
    ['61298765432', '02 9876 5432'],
    ['(02) 9876-5432', '02 9876 5432'],
    ['0298765432', '02 9876 5432'],
    ['+61412345678', '04 1234 5678'],
    ['0412 345 678', '04 1234 5678'],
    ['1300 123 456', '1300 123 456'],
    ['1800123456', '1800 123 456'],
    ['131234', '13 12 34'],
    ['+6493791234', '09 379 1234'],
    ['+64 21 123 4567', '021 123 4567'],
    ['+64211234567', '021 123 4567'],
    ['+6421123456', '021 123 456'],
    ['+64800123456', '0800 123 456'],
    ['09 379 1234', '09 379 1234', 'NZ'],
    ['093791234', '09 379 1234', 'NZ'],
    ['0211234567', '021 123 4567', 'NZ'],
    // Not formattable: returned trimmed, unchanged.
    ['  9876 5432 ', '9876 5432'],
    ['+1 555 123 4567', '+1 555 123 4567'],
    ['02 9876 5432 ext 12', '02 9876 5432 ext 12'],
    ['', ''],
  ])('%j -> %j (%s)', (raw, expected, country) => {
    expect(formatPhone(raw, { defaultCountry: country })).toBe(expected);
  });

  it('keeps every digit of an Australian 10-digit number in 2-4-4 groups', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0[2-478]\d{8}$/), (digits) => {
        const shown = formatPhone(digits);
        expect(shown).toMatch(/^\d{2} \d{4} \d{4}$/);
        expect(shown.replace(/ /g, '')).toBe(digits);
        expect(formatPhone(`+61${digits.slice(1)}`)).toBe(shown);
      }),
    );
  });
});

describe('telHref', () => {
  it.each<[string, string | null, PhoneCountry?]>([
    ['02 9876 5432', 'tel:+61298765432'],
    ['+61 2 9876 5432', 'tel:+61298765432'],
    ['0412 345 678', 'tel:+61412345678'],
    ['1300 123 456', 'tel:1300123456'],
    ['131234', 'tel:131234'],
    ['09 379 1234', 'tel:+6493791234', 'NZ'],
    ['+64 21 123 4567', 'tel:+64211234567'],
    ['+1 555 123 4567', 'tel:+15551234567'],
    ['call us', null],
    ['', null],
  ])('%j -> %j', (raw, expected, country) => {
    expect(telHref(raw, { defaultCountry: country })).toBe(expected);
  });
});

describe('toNumber', () => {
  it.each<[number | string | null | undefined, number | null]>([
    [7.5, 7.5],
    ['7.5', 7.5],
    ['1,998', 1998],
    ['45000 kms', 45000],
    [' 60 ', 60],
    ['', null],
    ['n/a', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%j -> %j', (value, expected) => {
    expect(toNumber(value)).toBe(expected);
  });
});

describe('formatEngineSize (SPEC.md §9: litres to 0.1 where configured, else cc)', () => {
  it.each<[number | string | null, boolean, string | null]>([
    [1998, true, '2.0L'],
    [1998, false, '1998cc'],
    [2494, true, '2.5L'],
    [1950, true, '2.0L'],
    [1949, true, '1.9L'],
    [999, true, '1.0L'],
    [6600, true, '6.6L'],
    [12800, false, '12800cc'],
    ['2755', true, '2.8L'],
    [0, true, null],
    [0, false, null],
    [null, true, null],
  ])('%j litres=%s -> %j', (cc, inLitres, expected) => {
    expect(formatEngineSize(cc, { inLitres })).toBe(expected);
  });

  it('defaults to cc', () => expect(formatEngineSize(1598)).toBe('1598cc'));

  it('litres are always one decimal within 0.05 L of the cc value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), (cc) => {
        const shown = formatEngineSize(cc, { inLitres: true }) ?? '';
        expect(shown).toMatch(/^\d+\.\dL$/);
        expect(Math.abs(Number.parseFloat(shown) - cc / 1000)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});

describe('formatMeasure / formatKms (SPEC.md §9 units)', () => {
  it.each<[number | string | null, Unit, string | null]>([
    [45000, 'kms', '45,000 kms'],
    [999, 'kms', '999 kms'],
    [1000, 'kms', '1,000 kms'],
    ['123456', 'kms', '123,456 kms'],
    [7.45, 'L/100km', '7.5 L/100km'],
    [10, 'L/100km', '10 L/100km'],
    ['6.1', 'L/100km', '6.1 L/100km'],
    [60, 'L', '60 L'],
    [80.5, 'L', '80.5 L'],
    [2100, 'kg', '2,100 kg'],
    [4995, 'mm', '4,995 mm'],
    [400, 'Nm', '400 Nm'],
    [null, 'kg', null],
    ['unknown', 'mm', null],
  ])('%j %s -> %j', (value, unit, expected) => {
    expect(formatMeasure(value, unit)).toBe(expected);
  });

  it.each([
    [45000, '45,000 kms'],
    [0, '0 kms'],
    [null, null],
  ])('formatKms(%j) -> %j', (km, expected) => {
    expect(formatKms(km)).toBe(expected);
  });
});

describe('calendar dates', () => {
  it.each([
    ['12/03/2027', { year: 2027, month: 3, day: 12 }],
    ['5/3/2025', { year: 2025, month: 3, day: 5 }],
    ['29/02/2024', { year: 2024, month: 2, day: 29 }],
    ['29/02/2025', null],
    ['31/04/2025', null],
    ['00/01/2025', null],
    ['12/13/2025', null],
    ['2025-03-12', null],
    ['', null],
  ])('parseDayMonthYear(%j) -> %j', (text, expected) => {
    expect(parseDayMonthYear(text)).toEqual(expected);
  });

  it.each([
    ['2027-03-12', { year: 2027, month: 3, day: 12 }],
    ['12/03/2027', { year: 2027, month: 3, day: 12 }],
    // 14:00 UTC on 11 March is 01:00 on 12 March in Sydney (AEDT, +11).
    ['2027-03-11T14:00:00Z', { year: 2027, month: 3, day: 12 }],
    ['2027-03-11T12:59:59Z', { year: 2027, month: 3, day: 11 }],
    ['2027-02-30', null],
    ['2027-03-11Tnonsense', null],
    ['soon', null],
  ])('parseCalendarDate(%j) -> %j', (text, expected) => {
    expect(parseCalendarDate(text)).toEqual(expected);
  });

  it('reads the calendar day in the given zone', () => {
    const instant = new Date('2026-12-31T13:30:00Z');
    expect(calendarDateIn(instant, 'Australia/Sydney')).toEqual({ year: 2027, month: 1, day: 1 });
    expect(calendarDateIn(instant, 'Australia/Perth')).toEqual({ year: 2026, month: 12, day: 31 });
    expect(calendarDateIn(instant, 'Pacific/Auckland')).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('answers the same instant again (and the next one) correctly, whatever a caller did with the last answer', () => {
    const newYear = new Date('2026-12-31T13:30:00Z');
    const first = calendarDateIn(newYear, 'Australia/Sydney');
    first.year = 1999;
    expect(calendarDateIn(newYear, 'Australia/Sydney')).toEqual({ year: 2027, month: 1, day: 1 });
    expect(calendarDateIn(new Date('2026-12-31T12:30:00Z'), 'Australia/Sydney')).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
    expect(calendarDateIn(newYear, 'Australia/Sydney')).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it.each([
    [{ year: 2027, month: 3, day: 12 }, { year: 2027, month: 3, day: 12 }, 0],
    [{ year: 2027, month: 3, day: 11 }, { year: 2027, month: 3, day: 12 }, -1],
    [{ year: 2027, month: 4, day: 1 }, { year: 2027, month: 3, day: 31 }, 1],
    [{ year: 2026, month: 12, day: 31 }, { year: 2027, month: 1, day: 1 }, -1],
  ])('compareCalendarDates(%j, %j) has sign %i', (a, b, sign) => {
    expect(Math.sign(compareCalendarDates(a, b))).toBe(sign);
  });

  it.each([
    [{ year: 2027, month: 3, day: 12 }, '12 March 2027'],
    [{ year: 2025, month: 1, day: 1 }, '1 January 2025'],
    [{ year: 2024, month: 12, day: 31 }, '31 December 2024'],
  ])('formatLongDate(%j) -> %j', (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });

  it.each([
    ['05/03/2025', '5 March 2025'],
    ['12/11/2024', '12 November 2024'],
    ['31/02/2025', null],
    ['2025-03-05', null],
  ])('formatReviewDate(%j) -> %j', (text, expected) => {
    expect(formatReviewDate(text)).toBe(expected);
  });
});

describe('formatTime12h (SPEC.md §4: holiday times in 12-hour am/pm)', () => {
  it.each([
    ['09:00', '9:00am'],
    ['17:30', '5:30pm'],
    ['9:05', '9:05am'],
    ['00:00', '12:00am'],
    ['00:30', '12:30am'],
    ['11:59', '11:59am'],
    ['12:00', '12:00pm'],
    ['12:45', '12:45pm'],
    ['13:00', '1:00pm'],
    ['23:59', '11:59pm'],
    ['08:30:00', '8:30am'],
    ['2000-01-01T17:00:00.000+10:00', '5:00pm'],
    ['2000-01-01T08:15:00Z', '8:15am'],
    ['24:00', '12:00am'], // a closing time of 24:00 is midnight
    ['25:00', null],
    ['12:60', null],
    ['9am', '9:00am'],
    ['5:30 PM', '5:30pm'],
    ['13pm', null],
    ['', null],
  ])('%j -> %j', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });
});

describe('mailtoHref', () => {
  it.each([
    ['sales@harbourtoyota.com.au', 'mailto:sales@harbourtoyota.com.au'],
    ['  parts.team+web@kiwimotors.co.nz ', 'mailto:parts.team+web@kiwimotors.co.nz'],
    ['sales@localhost', null],
    ['sales@x.com?bcc=a@b.com', null],
    ['javascript:alert(1)//@x.com', null],
    ['two words@x.com', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (raw, href) => {
    expect(mailtoHref(raw)).toBe(href);
  });
});
