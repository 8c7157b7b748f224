import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { CoreCar } from '../core/types.ts';
import type { CoreLocation } from '../core/locations.ts';
import type { OpeningHourEntry, SpecialHoursEntry } from '../core/opening-hours.ts';
import type { CoreReview } from '../core/reviews.ts';
import type { CoreModel, ModelVariantPrice } from '../core/models.ts';
import type { FinanceLenders } from '../core/finance/offer.ts';
import type { FinanceQuote } from '../core/finance/quote.ts';
import type { AutograbMarketData } from '../core/vehicle/market.ts';
import type { PriceComparisonResponse } from '../core/vehicle/gauge.ts';
import { COLLECTION_NAMES } from './snapshot.ts';
import {
  AddressSchema,
  CarSchema,
  collections,
  DealershipSchema,
  DeliveryEstimateSchema,
  FinanceLenderSchema,
  LocationSchema,
  ManufacturerSchema,
  ModelSchema,
  OfferSchema,
  OpeningHourEntrySchema,
  PriceComparisonSchema,
  PromoSchema,
  ReviewSchema,
  ReviewSummarySchema,
  SlideSchema,
  SpecialHoursEntrySchema,
  type CarInput,
  type CarOutput,
  type LocationOutput,
  type ModelOutput,
  type ReviewOutput,
} from './schemas.ts';

type AnySchema = v.GenericSchema;

/** Dot paths and messages of every issue, or [] when the record is valid. */
function issues(schema: AnySchema, input: unknown): { path: string; message: string }[] {
  const result = v.safeParse(schema, input, { abortEarly: false });
  return result.success ? [] : result.issues.map((i) => ({ path: v.getDotPath(i) ?? '(root)', message: i.message }));
}

const car: CarInput = {
  id: 100001,
  slug: '2022-toyota-hilux-sr5-abc123',
  path: '/cars/2022-toyota-hilux-sr5-abc123',
  name: '2022 Toyota HiLux SR5',
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  series: 'GUN126R',
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-10-20T01:30:00Z',
  updated_at: '2026-10-30T01:30:00.000+10:00',
  price: 52990,
  before_price: null,
  km: 48213,
  stocknum: 12345,
  rego_expiry: '2027-03-01',
  item_type: 'car',
  images: [{ image: { url: '/sample-images/cars/ute-1.svg', thumb: { url: '/sample-images/cars/ute-1.svg' } } }],
  spin_images: ['/sample-images/spin/frame-00.svg'],
  hotspots: {
    exterior: [{ id: 1, description: 'LED headlights', anchors: [0, 10] }],
    interior: [],
    positions: { '1': { '0': { posX: 40, posY: 55 } } },
  },
  location: {
    id: 11,
    name: 'Metro Toyota Parramatta',
    slug: 'metro-toyota-parramatta',
    phone: '+61 2 5550 1234',
    address: { street: '330 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.8, long: 151 },
  },
  finance_lenders: {
    stratton: {
      paymentWeek: 189,
      paymentMonth: 818,
      interestRate: 8.99,
      comparisonRate: 9.49,
      termYears: 5,
      term60: 189,
    },
    angle: null,
  },
  youxQuote: { weeklyRepaymentAmount: 175, advertisedRate: 8.5, comparisonRate: 9.1 },
  autograb_data: { state_average_market_price: 54000, average_market_price: null },
  specifications: { body_width: 2400, sleeps: 4, axle_type: 'Tandem' },
  variant: { cylinders: 4, enginesize: 2755, torque: 500, geartype: 'Automatic' },
  model_variants: [{ dap_min_price: 50990, dap_max_price: 55990 }],
  standardEquipment: ['Reversing Camera'],
};

const location = {
  id: 11,
  name: 'Metro Toyota Parramatta',
  slug: 'metro-toyota-parramatta',
  location_type: '',
  visible: true,
  phone: '+61 2 5550 1234',
  address: {
    street: '330 Church Street',
    city: 'Parramatta',
    state: 'NSW',
    postcode: 2150,
    lat: '-33.8150',
    long: '151.0011',
  },
  contact_detail: {
    phone: '+61 2 5550 1234',
    opening_hours: [{ weekday: 1, status: 'Open', open: '08:30', close: '17:30', formated_hours: '8:30am - 5:30pm' }],
  },
  special_hours: [{ date: '2026-12-25', location_id: 11, status: 'Closed', start: null, end: null }],
  dealer_license_number: 'MD 12345',
  average_rating: 4.7,
  review_count: 120,
  reviews: { count: 120, average_rating: 4.7 },
  offers: { count: 2 },
};

const review = {
  id: 500001,
  customer_name: 'Jess M.',
  rating: 5,
  text: null,
  review_date: '28/10/2026',
  review_date_in_words: '4 days ago',
  reply_text: null,
};

const model = {
  id: 9001,
  name: 'HiLux',
  slug: 'hilux',
  status: 'new',
  manufacturer_name: 'Toyota',
  manufacturer_body: 'Ute',
  body_list: ['ute', '4x4'],
  from_price: 33990,
  model_variants: [{ id: 1, name: 'WorkMate', dap_min_price: 33990, dap_max_price: 36990 }],
};

const valid: [string, AnySchema, unknown][] = [
  ['Car', CarSchema, car],
  [
    'Car (required fields only)',
    CarSchema,
    {
      id: 1,
      slug: 'a',
      name: 'A',
      year: 1900,
      make: 'Ford',
      model: 'T',
      car_type: 'new',
      status: 'coming_soon',
      created_at: '2026-01-01T00:00:00Z',
      price: 0,
    },
  ],
  ['Location', LocationSchema, location],
  ['Address', AddressSchema, location.address],
  ['Opening-hour entry', OpeningHourEntrySchema, { weekday: 0, status: 'Closed' }],
  ['Special-hours entry', SpecialHoursEntrySchema, { date: '2026-12-24', status: 'Open', start: 9, end: '13:00' }],
  ['Review', ReviewSchema, review],
  ['Review summary', ReviewSummarySchema, { count: 1, average_rating: 5, reviews: [review] }],
  ['Model', ModelSchema, model],
  [
    'Manufacturer',
    ManufacturerSchema,
    { id: 1, name: 'Toyota', slug: 'toyota', logo: { url: null }, item_types: ['car'] },
  ],
  ['Dealership', DealershipSchema, { id: 1, average_rating: 4.6, review_count: 300 }],
  [
    'Offer',
    OfferSchema,
    {
      id: 1,
      title: 'HiLux Runout',
      slug: 'hilux-runout',
      description: '<p>Save</p>',
      start_date: '2026-10-01',
      expiry_date: '2026-11-30',
      model_id: 9001,
    },
  ],
  [
    'Promo node',
    PromoSchema,
    {
      id: 1,
      start: '2026-10-01',
      expiry: null,
      position: 5,
      display: true,
      strictDisplay: false,
      node: { title: 'We Want Your Car!' },
    },
  ],
  ['Slide', SlideSchema, { id: 1, name: 'Spring Sale', description: null, url: '/special-offers', hide_overlay: true }],
  ['Finance lender', FinanceLenderSchema, { paymentWeek: 100, term84: 120, financeProvider: 'stratton' }],
  [
    'Price comparison',
    PriceComparisonSchema,
    { fill: 0.7, listing_price: 30000, market_range_min: 28000, market_range_max: 34000, confidence: 0.8 },
  ],
  ['Price comparison (empty)', PriceComparisonSchema, {}],
  ['Delivery estimate', DeliveryEstimateSchema, { name: 'Sydney Metro', price: 450 }],
];

describe('valid records pass', () => {
  it.each(valid)('%s', (_name, schema, record) => {
    expect(issues(schema, record)).toEqual([]);
  });
});

const withCar = (patch: Record<string, unknown>): unknown => ({ ...car, ...patch });
const without = (record: object, key: string): unknown => {
  const copy: Record<string, unknown> = { ...record };
  delete copy[key];
  return copy;
};

/** The message valibot gives for a required key that is absent. */
const missing = (key: string) => new RegExp(`Expected "${key}" but received undefined`);

const invalid: [string, AnySchema, unknown, string, RegExp][] = [
  ['car without slug', CarSchema, without(car, 'slug'), 'slug', missing('slug')],
  ['car with upper-case slug', CarSchema, withCar({ slug: '2022-Toyota-HiLux' }), 'slug', /lower-case/],
  ['car slug with a space', CarSchema, withCar({ slug: 'hilux sr5' }), 'slug', /lower-case/],
  ["car year 'abc'", CarSchema, withCar({ year: 'abc' }), 'year', /Expected number but received "abc"/],
  ['car year 1899', CarSchema, withCar({ year: 1899 }), 'year', /1900/],
  ['car year 2101', CarSchema, withCar({ year: 2101 }), 'year', /2100/],
  ['car year 2022.5', CarSchema, withCar({ year: 2022.5 }), 'year', /integer/],
  ["car_type 'nearly-new'", CarSchema, withCar({ car_type: 'nearly-new' }), 'car_type', /"new" \| "demo" \| "used"/],
  ['car without id', CarSchema, without(car, 'id'), 'id', missing('id')],
  ["car id '100001'", CarSchema, withCar({ id: '100001' }), 'id', /Expected number but received "100001"/],
  ['car without price', CarSchema, without(car, 'price'), 'price', missing('price')],
  ['car price NaN', CarSchema, withCar({ price: Number.NaN }), 'price', /Expected number but received NaN/],
  ['car price Infinity', CarSchema, withCar({ price: Number.POSITIVE_INFINITY }), 'price', /finite/],
  ['car price negative', CarSchema, withCar({ price: -1 }), 'price', />=0/],
  ['car km Infinity', CarSchema, withCar({ km: Number.POSITIVE_INFINITY }), 'km', /finite/],
  ['car status empty', CarSchema, withCar({ status: ' ' }), 'status', /must not be empty/],
  ['car without created_at', CarSchema, without(car, 'created_at'), 'created_at', missing('created_at')],
  ['car created_at not ISO', CarSchema, withCar({ created_at: '20/10/2026' }), 'created_at', /ISO 8601/],
  ["car item_type 'boat'", CarSchema, withCar({ item_type: 'boat' }), 'item_type', /"caravan"/],
  ['car image without url', CarSchema, withCar({ images: [{ image: {} }] }), 'images.0.image.url', missing('url')],
  [
    'car lender payment as text',
    CarSchema,
    withCar({ finance_lenders: { angle: { paymentWeek: '99' } } }),
    'finance_lenders.angle.paymentWeek',
    /Expected number/,
  ],
  [
    'car hotspot position without posY',
    CarSchema,
    withCar({ hotspots: { positions: { '1': { '0': { posX: 1 } } } } }),
    'hotspots.positions.1.0.posY',
    missing('posY'),
  ],
  ['car rego_expiry as dd/mm/yyyy', CarSchema, withCar({ rego_expiry: '01/03/2027' }), 'rego_expiry', /ISO 8601 date/],
  ['location without slug', LocationSchema, without(location, 'slug'), 'slug', missing('slug')],
  ['location latitude 95', LocationSchema, { ...location, address: { lat: 95 } }, 'address.lat', /<=90/],
  [
    'location latitude text',
    LocationSchema,
    { ...location, address: { lat: 'north' } },
    'address.lat',
    /expected a number/,
  ],
  [
    'opening hours weekday 7',
    LocationSchema,
    { ...location, contact_detail: { opening_hours: [{ weekday: 7, status: 'Open' }] } },
    'contact_detail.opening_hours.0.weekday',
    /<=6/,
  ],
  [
    'special hours without date',
    LocationSchema,
    { ...location, special_hours: [{ status: 'Closed' }] },
    'special_hours.0.date',
    missing('date'),
  ],
  ['review rating 6', ReviewSchema, { ...review, rating: 6 }, 'rating', /<=5/],
  ['review date as ISO', ReviewSchema, { ...review, review_date: '2026-10-28' }, 'review_date', /dd\/mm\/yyyy/],
  ['review summary count missing', ReviewSummarySchema, { reviews: [] }, 'count', missing('count')],
  ['model without name', ModelSchema, without(model, 'name'), 'name', missing('name')],
  [
    'model variant price text',
    ModelSchema,
    { ...model, model_variants: [{ dap_min_price: '$33,990' }] },
    'model_variants.0.dap_min_price',
    /Expected number/,
  ],
  ['manufacturer slug missing', ManufacturerSchema, { id: 1, name: 'Toyota' }, 'slug', missing('slug')],
  [
    'manufacturer item type plane',
    ManufacturerSchema,
    { id: 1, name: 'Toyota', slug: 'toyota', item_types: ['plane'] },
    'item_types.0',
    /"truck"/,
  ],
  ['dealership id as text', DealershipSchema, { id: 'one' }, 'id', /Expected number/],
  [
    'offer expiry not a date',
    OfferSchema,
    { id: 1, title: 'X', slug: 'x', expiry_date: 'soon' },
    'expiry_date',
    /ISO 8601 date/,
  ],
  ['promo without node', PromoSchema, { id: 1, position: 5 }, 'node', missing('node')],
  ['slide without name', SlideSchema, { id: 1 }, 'name', missing('name')],
  ['price comparison fill 1.5', PriceComparisonSchema, { fill: 1.5 }, 'fill', /<=1/],
  ['delivery estimate without price', DeliveryEstimateSchema, { name: 'Perth' }, 'price', missing('price')],
];

describe('bad records fail with a readable issue path', () => {
  it.each(invalid)('%s', (_name, schema, record, path, message) => {
    const found = issues(schema, record);
    expect(found.map((i) => i.path)).toContain(path);
    expect(found.find((i) => i.path === path)?.message).toMatch(message);
  });
});

describe('normalisation', () => {
  it('strips unknown keys instead of rejecting them (feeds gain fields)', () => {
    const out = v.parse(CarSchema, withCar({ brand_new_field: 1 }));
    expect(out).not.toHaveProperty('brand_new_field');
  });

  it('keeps term{N} keys of a lender offer', () => {
    const out = v.parse(CarSchema, car);
    expect(out.finance_lenders?.['stratton']?.['term60']).toBe(189);
  });

  it('reads a numeric postcode and stock number as text, and lat/long text as numbers', () => {
    const loc = v.parse(LocationSchema, location);
    expect(loc.address?.postcode).toBe('2150');
    expect(loc.address?.lat).toBe(-33.815);
    expect(loc.address?.long).toBe(151.0011);
    expect(v.parse(CarSchema, car).stocknum).toBe('12345');
  });

  it('accepts null and absent optional fields alike', () => {
    expect(issues(CarSchema, withCar({ badge: null, km: undefined, images: null }))).toEqual([]);
  });

  it.each([['2026-10-20T01:30:00Z'], ['2026-10-20T01:30:00.123Z'], ['2026-10-20T11:30:00+10:00']])(
    'accepts created_at %s',
    (created_at) => {
      expect(issues(CarSchema, withCar({ created_at }))).toEqual([]);
    },
  );
});

describe('collections', () => {
  it('has one schema for each snapshot collection, in the same order', () => {
    expect(Object.keys(collections)).toEqual([...COLLECTION_NAMES]);
  });

  it('maps cars to the car schema', () => {
    expect(collections.cars).toBe(CarSchema);
  });
});

describe('validated records satisfy the core input types', () => {
  it('CarOutput is a CoreCar and carries what the core finance/market rules read', () => {
    const out: CarOutput = v.parse(CarSchema, car);
    const core: CoreCar = out;
    const lenders: FinanceLenders | null | undefined = out.finance_lenders;
    const quote: FinanceQuote | null | undefined = out.youxQuote;
    const market: AutograbMarketData | null | undefined = out.autograb_data;
    const variants: readonly ModelVariantPrice[] | null | undefined = out.model_variants;
    expect(core.slug).toBe(car.slug);
    expect([lenders, quote, market, variants].every((x) => x != null)).toBe(true);
  });

  it('LocationOutput is a CoreLocation with core opening-hour and special-hours entries', () => {
    const out: LocationOutput = v.parse(LocationSchema, location);
    const core: CoreLocation = out;
    const hours: readonly OpeningHourEntry[] | null | undefined = out.contact_detail?.opening_hours;
    const special: readonly SpecialHoursEntry[] | null | undefined = out.special_hours;
    expect(core.id).toBe(11);
    expect(hours?.length).toBe(1);
    expect(special?.length).toBe(1);
  });

  it('ReviewOutput is a CoreReview, ModelOutput a CoreModel', () => {
    const r: CoreReview = v.parse(ReviewSchema, review) satisfies ReviewOutput;
    const m: CoreModel = v.parse(ModelSchema, model) satisfies ModelOutput;
    const gauge: PriceComparisonResponse = v.parse(PriceComparisonSchema, { fill: 0.5 });
    expect([r.id, m.id, gauge.fill]).toEqual([500001, 9001, 0.5]);
  });
});
