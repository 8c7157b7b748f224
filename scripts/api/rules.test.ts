// The local API's stand-in rules, table-driven (docs/platform-api.md "Stand-ins for third parties").
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/core/locations.ts';
import { priceDisplay } from '../../src/core/vehicle/price.ts';
import type { LocationOutput } from '../../src/data/schemas.ts';
import { appointmentDays, hoursOn, minutesOf } from './appointments.ts';
import { autogauge, NATIONAL_CONFIDENCE, STATE_CONFIDENCE } from './autogauge.ts';
import { HttpError } from './errors.ts';
import { formRulesFor } from './form-rules.ts';
import { GeoIndex, ROAD_FACTOR } from './geo.ts';
import { deliveryPrice } from './handlers.ts';
import { adjustValuation, regoVehicle } from './valuation.ts';

describe('postcode table', () => {
  const geo = new GeoIndex();
  it.each([
    ['2000', 'AU', 'Sydney'],
    ['2100', 'AU', 'Northern Beaches'],
    ['2600', 'AU', 'Canberra'], // ACT inside the NSW block
    ['2913', 'AU', 'Canberra South'],
    ['2830', 'AU', 'Central West & Western NSW'],
    ['3000', 'AU', 'Melbourne'],
    ['4000', 'AU', 'Brisbane'],
    ['4350', 'AU', 'Toowoomba & Darling Downs'],
    ['5000', 'AU', 'Adelaide'],
    ['6000', 'AU', 'Perth'],
    ['7000', 'AU', 'Hobart & Southern Tasmania'],
    ['0800', 'AU', 'Darwin'],
    ['0870', 'AU', 'Alice Springs & Central Australia'],
    ['1061', 'NZ', 'Auckland'],
    ['6011', 'NZ', 'Wellington'],
    ['8011', 'NZ', 'Christchurch'],
  ] as const)('%s (%s) -> %s', (postcode, country, name) => {
    expect(geo.lookup(postcode, country)?.name).toBe(name);
  });

  it.each(['0001', '0100', '0599', '123', '12345', 'abcd', ''])('%s has no result', (postcode) => {
    expect(geo.lookup(postcode, 'AU')).toBeNull();
  });

  it('a dealer postcode resolves to the exact point, only in its own country', () => {
    const g = new GeoIndex();
    g.addExact('AU', '2064', { lat: -33.8105, lng: 151.185, name: 'Artarmon', state: 'NSW' });
    expect(g.lookup('2064', 'AU')).toMatchObject({ lat: -33.8105, lng: 151.185, label: 'Artarmon NSW 2064' });
    expect(g.lookup('2064', 'NZ')?.name).toBe('Auckland');
  });

  it('suggests regions and suburbs by word prefix, at most 5', () => {
    const g = new GeoIndex();
    g.addExact('AU', '2150', { lat: -33.81, lng: 151.0, name: 'Parramatta', state: 'NSW' });
    expect(g.suggest('parra').map((s) => s.label)).toEqual(['Parramatta NSW 2150, Australia']);
    expect(g.suggest('sydney').map((s) => s.label)).toEqual([
      'Sydney South, NSW, Australia',
      'Sydney West, NSW, Australia',
      'Sydney, NSW, Australia',
    ]);
    expect(g.suggest('s').length).toBeLessThanOrEqual(5);
    expect(g.suggest('zzz')).toEqual([]);
    expect(g.suggest('3000')[0]?.label).toBe('Melbourne VIC 3000');
  });
});

describe('delivery price', () => {
  it.each([
    [0, 'NSW', 'NSW', 150],
    [100, 'NSW', 'NSW', 260],
    [101, 'NSW', 'VIC', 270], // 150 + 111.1 = 261.1 -> 270
    [1000, 'VIC', 'TAS', 1700], // 150 + 1100 + 450 Bass Strait
    [1000, 'TAS', 'TAS', 1250],
    [4500, 'NSW', 'WA', 5100],
    [4501, 'NSW', 'WA', null],
  ] as const)('%d road km %s -> %s: %s', (km, from, to, price) => {
    expect(deliveryPrice(km, from, to)).toBe(price);
  });

  it('road km is the great circle x 1.25', () => {
    const sydney = { lat: -33.8688, lng: 151.2093 };
    const melbourne = { lat: -37.8136, lng: 144.9631 };
    expect(distanceKm(sydney, melbourne) * ROAD_FACTOR).toBeCloseTo(890, -1);
  });
});

describe('appointments', () => {
  const location = {
    id: 1,
    name: 'Yard',
    slug: 'yard',
    contact_detail: {
      opening_hours: [
        { weekday: 0, status: 'Closed' },
        { weekday: 1, status: 'Open', open: '09:00', close: '11:00' },
        { weekday: 2, status: 'Open', open: '8:30am', close: '10:00am' },
      ],
    },
    special_hours: [
      { date: '2026-11-30', status: 'Closed' }, // a Monday
      { date: '2026-12-07', status: 'Open', start: 9.5, end: 11 }, // a Monday, 9:30 to 11:00
    ],
  } as unknown as LocationOutput;

  it.each([
    ['08:30', 510],
    ['8:30am', 510],
    ['5:30pm', 1050],
    ['12:00am', 0],
    [9.5, 570],
    ['2026-11-23T09:15:00+10:00', 555],
    ['', null],
    ['soon', null],
  ] as const)('minutesOf(%s) = %s', (value, minutes) => {
    expect(minutesOf(value)).toBe(minutes);
  });

  it('slots every 30 minutes, the last 30 minutes before closing; special hours win', () => {
    expect(hoursOn(location, '2026-11-23')).toEqual({ open: 540, close: 660 });
    expect(hoursOn(location, '2026-11-30')).toBeNull();
    expect(
      appointmentDays(location, '2026-11-22', 3, ['2026-11-23T09:30']).map((d) => [d.date, d.times.join(' ')]),
    ).toEqual([
      ['2026-11-22', ''], // Sunday closed
      ['2026-11-23', '09:00 10:00 10:30'], // 09:30 booked
      ['2026-11-24', '08:30 09:00 09:30'],
    ]);
    expect(appointmentDays(location, '2026-12-07', 1, [])[0]?.times).toEqual(['09:30', '10:00', '10:30']);
  });
});

describe('autogauge', () => {
  const display = (price: number) => priceDisplay({ price });
  it('state figure: range 92-108%, cheaper fills more, confident', () => {
    const g = autogauge(
      { autograb_data: { state_average_market_price: 20_000, average_market_price: 25_000 } },
      display(18_400),
    );
    expect(g).toEqual({
      fill: 1,
      listing_price: 18_400,
      market_range_min: 18_400,
      market_range_max: 21_600,
      confidence: STATE_CONFIDENCE,
      description: null,
    });
    const mid = autogauge({ autograb_data: { state_average_market_price: 20_000 } }, display(20_000));
    expect(mid.fill).toBe(0.5);
  });

  it('national figure only: low confidence; no data or no price: 404 No data returned', () => {
    expect(
      autogauge({ autograb_data: { state_average_market_price: null, average_market_price: 30_000 } }, display(29_000))
        .confidence,
    ).toBe(NATIONAL_CONFIDENCE);
    for (const [data, price] of [
      [null, 20_000],
      [{ state_average_market_price: null, average_market_price: null }, 20_000],
      [{ state_average_market_price: 20_000 }, 0],
    ] as const) {
      let error: unknown = null;
      try {
        autogauge({ autograb_data: data }, display(price));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).body).toEqual({ error: 'No data returned' });
    }
  });
});

describe('rego lookup and valuation', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it('is deterministic and normalises the rego; zeros are not found', () => {
    const a = regoVehicle('NSW-abc 123', now);
    expect(a).toEqual(regoVehicle('nsw-ABC123', now));
    expect(a?.id).toBe('NSW-ABC123');
    expect(a!.year).toBeGreaterThanOrEqual(2012);
    expect(a!.year).toBeLessThanOrEqual(2024);
    expect(a!.valuation.min).toBeLessThan(a!.valuation.max);
    expect(a!.valuation.min % 100).toBe(0);
    expect(regoVehicle('VIC-000000', now)).toBeNull();
    expect(regoVehicle('nonsense', now)).toBeNull();
  });

  it('adjustments: 5% per negative answer, 2.5% per fair, at most 40%', () => {
    const base = { min: 10_000, max: 12_000 };
    expect(adjustValuation(base, {})).toEqual(base);
    expect(adjustValuation(base, { a: 'no', b: false, c: 'fair', d: 'yes' })).toEqual({ min: 8800, max: 10_500 });
    const all = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`q${i}`, 'poor']));
    expect(adjustValuation(base, all)).toEqual({ min: 6000, max: 7200 });
  });
});

describe('form rules per site', () => {
  const loc = (id: number, extra: Partial<LocationOutput> = {}) =>
    ({ id, name: `L${id}`, slug: `l${id}`, phone: `02 5550 00${id}`, ...extra }) as LocationOutput;
  const site = (dealerships: number, forms: { comments_required: boolean; terms_note: boolean }) => ({
    forms: { ...forms, captcha: true, location_placeholder: 'dealership' as const },
    dealerships: Array.from({ length: dealerships }, (_, i) => ({
      id: i + 1,
      slug: `d${i}`,
      name: `D${i}`,
      makes: [],
    })),
  });

  it.each([
    ['one location, one dealership', 1, [loc(1)], false, false],
    ['two locations', 1, [loc(1), loc(2)], true, false],
    ['two locations, one invisible', 2, [loc(1), loc(2, { visible: false })], false, true],
    ['one location, several dealerships', 3, [loc(1)], false, true],
    ['several of both: the location names the dealership', 3, [loc(1), loc(2)], true, false],
  ] as const)('enquiry, %s', (_, dealerships, locations, showLocation, preferred) => {
    const rules = formRulesFor(site(dealerships, { comments_required: true, terms_note: false }), 'enquiry', locations);
    expect([rules.showLocation, rules.requirePreferredDealership]).toEqual([showLocation, preferred]);
  });

  it('other forms never ask for a location; comments and terms follow the site', () => {
    const rules = formRulesFor(site(3, { comments_required: false, terms_note: true }), 'vehicle-enquiry', [
      loc(1),
      loc(2),
    ]);
    expect(rules).toEqual({
      commentsRequired: false,
      termsRequired: true,
      showLocation: false,
      requirePreferredDealership: false,
    });
  });
});
