import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CarTagFields } from '../types.ts';
import {
  certifiedPreOwned,
  imageTag,
  isJustArrived,
  justArrivedText,
  type CertifiedPreOwnedOptions,
  type ImageTagOptions,
} from './tags.ts';

const NOW = new Date('2026-03-20T00:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number): string => new Date(NOW.getTime() - days * DAY).toISOString();

/** A used, in-stock Toyota with every tag-producing field switched off and an old created_at. */
const plain: CarTagFields = {
  status: 'in_stock',
  car_type: 'used',
  make: 'Toyota',
  sold: false,
  reserved: false,
  certified: false,
  simple_fuel: 'Petrol',
  tag: null,
  created_at: daysAgo(30),
};

/** Every step's condition true at once. */
const everything: CarTagFields = {
  ...plain,
  simple_fuel: 'Hybrid',
  reserved: true,
  certified: true,
  tag: 'Runout Sale',
  status: 'coming_soon',
  created_at: daysAgo(1),
};

const allOn: ImageTagOptions = { fuelTagEnabled: true, certifiedLogoEnabled: true };

describe('imageTag precedence (SPEC.md §4)', () => {
  // Each row switches off the winner of the row above, walking down the 7 steps.
  it.each<[string, Partial<CarTagFields>, ImageTagOptions, ReturnType<typeof imageTag>]>([
    ['1 fuel', {}, allOn, { kind: 'fuel', text: 'Hybrid' }],
    ['2 reserved (fuel tag off for site)', {}, { certifiedLogoEnabled: true }, { kind: 'reserved', text: 'RESERVED' }],
    ['2 reserved (not an EV)', { simple_fuel: 'Diesel' }, allOn, { kind: 'reserved', text: 'RESERVED' }],
    [
      '3 certified',
      { simple_fuel: 'Diesel', reserved: false },
      allOn,
      { kind: 'certified', programme: 'toyota', make: 'Toyota', text: 'Toyota Certified Pre-Owned' },
    ],
    [
      '4 label (certified logo off for site)',
      { simple_fuel: 'Diesel', reserved: false },
      { fuelTagEnabled: true },
      { kind: 'label', text: 'Runout Sale' },
    ],
    [
      '4 label (not Toyota)',
      { simple_fuel: 'Diesel', reserved: false, make: 'Mazda' },
      allOn,
      { kind: 'label', text: 'Runout Sale' },
    ],
    [
      '4 label (certified but new)',
      { simple_fuel: 'Diesel', reserved: false, car_type: 'new' },
      allOn,
      { kind: 'label', text: 'Runout Sale' },
    ],
    [
      '5 coming soon',
      { simple_fuel: 'Diesel', reserved: false, certified: false, tag: '  ' },
      allOn,
      { kind: 'coming-soon', text: 'COMING SOON' },
    ],
    [
      '6 just arrived',
      { simple_fuel: 'Diesel', reserved: false, certified: false, tag: null, status: 'in_stock' },
      allOn,
      // A used car: the default name 'New' would read as its condition.
      { kind: 'just-arrived', text: 'Just Arrived' },
    ],
    [
      '7 nothing',
      {
        simple_fuel: 'Diesel',
        reserved: false,
        certified: false,
        tag: null,
        status: 'in_stock',
        created_at: daysAgo(9),
      },
      allOn,
      null,
    ],
  ])('%s', (_label, change, options, expected) => {
    expect(imageTag({ ...everything, ...change }, NOW, options)).toEqual(expected);
  });

  it.each<[string, Partial<CarTagFields>]>([
    ['status sold', { status: 'sold' }],
    ['other status', { status: 'others' }],
    ['sold flag on an in_stock car', { status: 'in_stock', sold: true }],
  ])('sold wins over every step: %s', (_label, change) => {
    expect(imageTag({ ...everything, ...change }, NOW, allOn)).toEqual({
      kind: 'sold',
      text: 'JUST SOLD',
    });
    expect(
      imageTag({ ...everything, ...change }, NOW, {
        ...allOn,
        specifications: { sold_tag_name: 'SOLD' },
      }),
    ).toEqual({ kind: 'sold', text: 'SOLD' });
  });

  it.each([
    ['Electric', 'Electric'],
    ['PHEV', 'PHEV'],
    ['hybrid', 'Hybrid'],
    ['Petrol', null],
    [null, null],
  ])('fuel tag for simple_fuel %j -> %j', (simple_fuel, expected) => {
    const tag = imageTag({ ...plain, simple_fuel }, NOW, { fuelTagEnabled: true });
    expect(tag).toEqual(expected === null ? null : { kind: 'fuel', text: expected });
  });

  it('uses the site just-arrived settings', () => {
    const specifications = { just_arrived_days: 3, just_arrived_tag_name: 'Just Arrived' };
    expect(imageTag({ ...plain, created_at: daysAgo(3) }, NOW, { specifications })).toEqual({
      kind: 'just-arrived',
      text: 'Just Arrived',
    });
    expect(imageTag({ ...plain, created_at: daysAgo(3.5) }, NOW, { specifications })).toBeNull();
  });

  it('falls back to the defaults for blank or null settings', () => {
    const specifications = { just_arrived_days: null, just_arrived_tag_name: ' ' };
    expect(imageTag({ ...plain, car_type: 'new', created_at: daysAgo(8) }, NOW, { specifications })).toEqual({
      kind: 'just-arrived',
      text: 'New',
    });
  });

  it.each<[string | null | undefined, CarTagFields['car_type'], string]>([
    // The default name keeps its text on new cars only.
    [undefined, 'new', 'New'],
    [undefined, 'used', 'Just Arrived'],
    [undefined, 'demo', 'Just Arrived'],
    [' ', 'demo', 'Just Arrived'],
    ['New', 'new', 'New'],
    ['NEW', 'used', 'Just Arrived'],
    [' brand  new ', 'demo', 'Just Arrived'],
    ['All-New', 'used', 'Just Arrived'],
    // Other condition words misstate other cars.
    ['Demo', 'demo', 'Demo'],
    ['Demo', 'used', 'Just Arrived'],
    ['Ex-Demo', 'new', 'Just Arrived'],
    ['Used', 'new', 'Just Arrived'],
    ['Pre-Owned', 'used', 'Pre-Owned'],
    // A dealer's own wording that names no condition is kept for every car.
    ['Just Arrived', 'used', 'Just Arrived'],
    ['Fresh In', 'used', 'Fresh In'],
    ['New Arrival', 'used', 'New Arrival'],
    [' Just In ', 'new', 'Just In'],
  ])('just-arrived name %j on a %s car reads %j', (name, carType, expected) => {
    expect(justArrivedText(name, carType)).toBe(expected);
    const tag = imageTag({ ...plain, car_type: carType, created_at: daysAgo(1) }, NOW, {
      specifications: { just_arrived_tag_name: name },
    });
    expect(tag).toEqual({ kind: 'just-arrived', text: expected });
  });

  it('trims the free-text tag', () => {
    expect(imageTag({ ...plain, tag: ' Test Drive Only ' }, NOW)).toEqual({
      kind: 'label',
      text: 'Test Drive Only',
    });
  });
});

describe('isJustArrived (8-day window by default)', () => {
  it.each([
    [daysAgo(0), 8, true],
    [daysAgo(7.99), 8, true],
    [daysAgo(8), 8, true],
    [new Date(NOW.getTime() - 8 * DAY - 1).toISOString(), 8, false],
    [daysAgo(9), 8, false],
    [new Date(NOW.getTime() + DAY).toISOString(), 8, true],
    [daysAgo(0), 0, false],
    [daysAgo(0), -1, false],
    ['not a date', 8, false],
  ])('%s within %i days -> %s', (createdAt, days, expected) => {
    expect(isJustArrived(createdAt, NOW, days)).toBe(expected);
  });

  it('matches exactly the cars created at most `days` x 24 h ago', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 * DAY }), fc.integer({ min: 1, max: 30 }), (ageMs, days) => {
        const createdAt = new Date(NOW.getTime() - ageMs).toISOString();
        expect(isJustArrived(createdAt, NOW, days)).toBe(ageMs <= days * DAY);
      }),
    );
  });
});

describe('certifiedPreOwned (SPEC.md §2 badge for one luxury make, §4 step 3 certified used Toyota)', () => {
  const toyota = { programme: 'toyota', make: 'Toyota', text: 'Toyota Certified Pre-Owned' } as const;
  const lexus = { programme: 'luxury', make: 'Lexus', text: 'Lexus Certified Pre-Owned' } as const;
  const both: CertifiedPreOwnedOptions = { toyota: true, luxuryMake: 'Lexus' };
  it.each<
    [
      string,
      { certified?: boolean | null; car_type: 'new' | 'demo' | 'used'; make: string },
      CertifiedPreOwnedOptions,
      ReturnType<typeof certifiedPreOwned>,
    ]
  >([
    [
      'certified used Toyota, site shows the Toyota logo',
      { certified: true, car_type: 'used', make: 'Toyota' },
      both,
      toyota,
    ],
    [
      'make compared trimmed and case-insensitively',
      { certified: true, car_type: 'used', make: ' TOYOTA ' },
      both,
      toyota,
    ],
    [
      'Toyota logo off for the site',
      { certified: true, car_type: 'used', make: 'Toyota' },
      { luxuryMake: 'Lexus' },
      null,
    ],
    ['not certified', { certified: false, car_type: 'used', make: 'Toyota' }, both, null],
    ['certified unknown (null)', { certified: null, car_type: 'used', make: 'Toyota' }, both, null],
    ['certified but new', { certified: true, car_type: 'new', make: 'Toyota' }, both, null],
    ['certified but demo', { certified: true, car_type: 'demo', make: 'Lexus' }, both, null],
    ['certified used luxury make', { certified: true, car_type: 'used', make: 'lexus' }, both, lexus],
    [
      'luxury make without the Toyota switch',
      { certified: true, car_type: 'used', make: 'Lexus' },
      { luxuryMake: ' Lexus ' },
      lexus,
    ],
    ['another make', { certified: true, car_type: 'used', make: 'Mazda' }, both, null],
    ['no luxury make set (default)', { certified: true, car_type: 'used', make: 'Lexus' }, { toyota: true }, null],
    ['blank luxury make', { certified: true, car_type: 'used', make: 'Lexus' }, { luxuryMake: '  ' }, null],
    ['defaults: nothing', { certified: true, car_type: 'used', make: 'Toyota' }, {}, null],
  ])('%s', (_name, car, options, expected) => {
    expect(certifiedPreOwned(car, options)).toEqual(expected);
  });

  it('is step 3 of the image tag for the luxury make too', () => {
    const car: CarTagFields = { ...plain, make: 'Lexus', certified: true, tag: 'Runout Sale' };
    expect(imageTag(car, NOW, { certifiedLuxuryMake: 'Lexus' })).toEqual({ kind: 'certified', ...lexus });
    expect(imageTag({ ...car, reserved: true }, NOW, { certifiedLuxuryMake: 'Lexus' })?.kind).toBe('reserved');
  });
});
