import { describe, expect, it } from 'vitest';
import {
  feedAmount,
  feedExclusion,
  feedPrice,
  feedText,
  googleCondition,
  googleMileage,
  isValidVin,
  metaBodyStyle,
  metaDrivetrain,
  metaFuelType,
  metaStateOfVehicle,
  metaTransmission,
} from './vehicle-feed.ts';

const VIN = 'MR0J2X439LJ968931';
const car = {
  status: 'in_stock',
  car_type: 'used' as const,
  price: 29990,
  vin: VIN,
  item_type: 'car',
  images: [{}] as unknown[] | null,
  primary_image_url: null as string | null,
};

describe('feed price: the purchase price the page shows, with its currency', () => {
  it.each([
    { prices: { price: 29990 }, amount: 29990, text: '29990.00 AUD' },
    { prices: { price: 29990, offer_price: 27990 }, amount: 27990, text: '27990.00 AUD' },
    { prices: { price: 29990, offer_price: 10 }, amount: 29990, text: '29990.00 AUD' },
    { prices: { price: 10, offer_price: null }, amount: null, text: null },
    { prices: { price: 0, subscription_price: 199 }, amount: null, text: null },
    { prices: { price: 0, preorder: true }, amount: null, text: null },
    { prices: { price: 45990.5 }, amount: 45990.5, text: '45990.50 AUD' },
  ])('$prices -> $text', ({ prices, amount, text }) => {
    expect(feedAmount(prices)).toBe(amount);
    expect(amount === null ? null : feedPrice(amount, 'AUD')).toBe(text);
  });
  it('NZ tenants list in NZD', () => expect(feedPrice(18500, 'NZD')).toBe('18500.00 NZD'));
});

describe('which listed cars go in a feed', () => {
  it.each([
    { c: car, google: null, meta: null },
    { c: { ...car, status: 'sold' }, google: 'not-available', meta: 'not-available' },
    { c: { ...car, sold: true }, google: 'not-available', meta: 'not-available' },
    { c: { ...car, status: 'coming_soon' }, google: null, meta: null },
    { c: { ...car, price: 0 }, google: 'no-price', meta: 'no-price' },
    { c: { ...car, vin: null }, google: 'no-vin', meta: 'no-vin' },
    { c: { ...car, vin: 'ABC123' }, google: 'no-vin', meta: 'no-vin' },
    { c: { ...car, item_type: 'caravan' }, google: 'not-a-car', meta: null },
    { c: { ...car, images: [] }, google: 'no-image', meta: 'no-image' },
    { c: { ...car, images: null, primary_image_url: '/a.jpg' }, google: null, meta: null },
    { c: { ...car, item_type: null }, google: null, meta: null },
  ])('$c.status $c.price $c.vin $c.item_type: google $google, meta $meta', ({ c, google, meta }) => {
    expect(feedExclusion(c, { passengerOnly: true })).toBe(google);
    expect(feedExclusion(c, { passengerOnly: false })).toBe(meta);
  });
  it.each([
    [VIN, true],
    ['mr0j2x439lj968931', true],
    ['MR0J2X439LJ96893', false],
    ['MR0J2X439LJ96893I', false],
    ['', false],
  ])('VIN %s valid: %s', (vin, valid) => expect(isValidVin(vin)).toBe(valid));
});

describe('condition', () => {
  it.each([
    ['new', false, 'new', 'NEW'],
    ['demo', false, 'used', 'USED'],
    ['used', false, 'used', 'USED'],
    ['used', true, 'used', 'CPO'],
    ['new', true, 'new', 'NEW'],
  ] as const)('%s certified %s: Google %s, Meta %s', (type, certified, google, meta) => {
    expect(googleCondition(type)).toBe(google);
    expect(metaStateOfVehicle(type, certified)).toBe(meta);
  });
});

describe('Meta enums', () => {
  it.each([
    ['suv', 'SUV'],
    ['SUV', 'SUV'],
    ['hatch', 'HATCHBACK'],
    ['hatchback', 'HATCHBACK'],
    ['ute', 'PICKUP'],
    ['peopleMover', 'MINIVAN'],
    ['stationWagon', 'WAGON'],
    ['cabChassis', 'TRUCK'],
    ['caravan', 'OTHER'],
    [null, 'OTHER'],
  ])('body %s -> %s', (body, style) => expect(metaBodyStyle(body)).toBe(style));
  it.each([
    ['Automatic', 'AUTOMATIC'],
    ['Manual', 'MANUAL'],
    [null, null],
    ['Chain', null],
  ])('transmission %s -> %s', (t, want) => expect(metaTransmission(t)).toBe(want));
  it.each([
    ['Petrol', 'PETROL'],
    ['Diesel', 'DIESEL'],
    ['Hybrid', 'HYBRID'],
    ['PHEV', 'PLUGIN_HYBRID'],
    ['Electric', 'ELECTRIC'],
    [null, 'OTHER'],
  ])('fuel %s -> %s', (f, want) => expect(metaFuelType(f)).toBe(want));
  it.each([
    ['4WD', 'FOUR_WD'],
    ['AWD', 'AWD'],
    ['FWD', 'FWD'],
    ['RWD', 'RWD'],
    ['Chain', 'OTHER'],
    [null, 'OTHER'],
  ])('drive %s -> %s', (d, want) => expect(metaDrivetrain(d)).toBe(want));
});

describe('mileage and text', () => {
  it.each([
    [90240, '90240 km'],
    [0, '0 km'],
    [null, null],
  ])('%s km -> %s', (km, want) => expect(googleMileage(km)).toBe(want));
  it('strips tags, decodes entities, collapses space and caps the length', () => {
    expect(feedText('<p>One&nbsp;owner &amp; <b>full</b>\n history</p>')).toBe('One owner & full history');
    expect(feedText('x'.repeat(6000))).toHaveLength(5000);
  });
});
