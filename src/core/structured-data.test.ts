import { describe, expect, it } from 'vitest';
import {
  breadcrumbStructuredData,
  buildMonth,
  carStructuredData,
  clockTime,
  jsonLdScript,
  locationStructuredData,
  organizationStructuredData,
  type StructuredDataCar,
  vehicleSchemaType,
} from './structured-data.ts';
import { checkJsonLd } from '../../tests/e2e/helpers/schema-check.ts';

const car: StructuredDataCar = {
  id: 1,
  slug: '2022-toyota-hilux-sr5-abc123',
  name: 'Toyota HiLux SR5',
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  badge: 'SR5',
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-10-01T00:00:00Z',
  price: 45990,
  offer_price: 43990,
  km: 45120,
  vin: 'MR0HA3CD100123456',
  body: 'Dual Cab Pick-up',
  simple_fuel: 'Diesel',
  simple_transmission: 'Automatic',
  simple_drive: '4x4',
  colour: 'Glacier White',
  seats: 5,
  doors: 4,
  series: 'GUN126R',
  stocknum: 'HT10001',
  engine_size: 2755,
  build_date: '06/2022',
};
const options = {
  url: 'https://www.example.com.au/cars/2022-toyota-hilux-sr5-abc123',
  images: ['https://www.example.com.au/a.jpg?w=1200&q=75'],
  currency: 'AUD' as const,
  dealer: {
    name: 'Metro Toyota',
    url: 'https://www.example.com.au',
    telephone: '02 9876 5432',
    address: { street: '1 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150', country: 'AU' as const },
  },
};

describe('the schema.org type of each item type', () => {
  const caravan: StructuredDataCar = {
    ...car,
    make: 'Jayco',
    model: 'Journey',
    badge: null,
    item_type: 'caravan',
    km: null,
    simple_fuel: null,
    simple_transmission: null,
    simple_drive: null,
    engine_size: null,
    seats: null,
    doors: null,
  };
  const motorcycle: StructuredDataCar = { ...car, make: 'Honda', model: 'CB650R', item_type: 'motorcycle', seats: 2 };
  it.each([
    ['car', 'Car', { ...car, item_type: 'car' }],
    ['no item type (a car)', 'Car', car],
    ['truck', 'Car', { ...car, make: 'Isuzu', model: 'NPR', item_type: 'truck' }],
    ['motorcycle', 'Motorcycle', motorcycle],
    ['caravan', 'Vehicle', caravan],
  ] as const)(
    '%s: %s, with properties schema.org defines for it',
    (_name, type, listing) => {
      const data = carStructuredData(listing, options);
      expect(data['@type']).toBe(type);
      expect(vehicleSchemaType(listing.item_type)).toBe(type);
      // The checker built from the schema-dts types: every property is one the type has.
      expect(checkJsonLd([data])).toEqual([]);
      expect(data).toMatchObject({ name: expect.stringContaining(listing.model), offers: { '@type': 'Offer' } });
    },
    60_000,
  );
});

describe('carStructuredData', () => {
  it('describes the car, its displayed price and its seller', () => {
    const data = carStructuredData(car, options);
    expect(data).toMatchObject({
      '@type': 'Car',
      name: '2022 Toyota HiLux SR5',
      vehicleIdentificationNumber: 'MR0HA3CD100123456',
      vehicleModelDate: '2022',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45120, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      bodyType: 'Dual Cab Pick-up',
      fuelType: 'Diesel',
      vehicleTransmission: 'Automatic',
      driveWheelConfiguration: 'https://schema.org/FourWheelDriveConfiguration',
      color: 'Glacier White',
      seatingCapacity: 5,
      numberOfDoors: 4,
      vehicleConfiguration: 'SR5 GUN126R',
      sku: 'HT10001',
      productionDate: '2022-06',
      vehicleEngine: {
        '@type': 'EngineSpecification',
        engineDisplacement: { '@type': 'QuantitativeValue', value: 2755, unitCode: 'CMQ' },
        fuelType: 'Diesel',
      },
      offers: {
        '@type': 'Offer',
        price: 43990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Metro Toyota', address: { postalCode: '2150', addressRegion: 'NSW' } },
      },
    });
  });

  it.each([
    ['sold', { status: 'sold' }, 43990, 'https://schema.org/SoldOut'],
    ['coming soon', { status: 'coming_soon' }, 43990, 'https://schema.org/PreOrder'],
    ['offer price 10 or less', { offer_price: 10 }, 45990, 'https://schema.org/InStock'],
  ])('%s', (_label, patch, price, availability) => {
    const offers = carStructuredData({ ...car, ...patch }, options)['offers'] as Record<string, unknown>;
    expect(offers['price']).toBe(price);
    expect(offers['availability']).toBe(availability);
  });

  it.each([
    ['no price', { price: 0, offer_price: null }],
    ['PREORDER', { price: 0, offer_price: null, preorder: true }],
    ['a subscription alone', { price: 0, offer_price: null, subscription_price: 199 }],
  ])('no Offer when the page shows %s', (_label, patch) => {
    expect('offers' in carStructuredData({ ...car, ...patch }, options)).toBe(false);
  });

  it('demo cars are used; the price label names the price', () => {
    const data = carStructuredData({ ...car, car_type: 'demo' }, { ...options, priceLabel: 'Drive Away' });
    expect(data['itemCondition']).toBe('https://schema.org/UsedCondition');
    expect((data['offers'] as Record<string, unknown>)['priceSpecification']).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 43990,
      priceCurrency: 'AUD',
      name: 'Drive Away',
    });
  });

  it('new cars are NewCondition and unknown fields are left out', () => {
    const data = carStructuredData({ ...car, car_type: 'new', vin: null, colour: '' }, options);
    expect(data['itemCondition']).toBe('https://schema.org/NewCondition');
    expect('vehicleIdentificationNumber' in data).toBe(false);
    expect('color' in data).toBe(false);
  });
});

describe('jsonLdScript', () => {
  it.each([
    '</script><script>alert(1)</script>',
    '</SCRIPT >',
    '<!-- <script>',
    'Ōtāhuhu \u2028 line\u2029 ✓ "quoted" \\ back',
    ']]></script>',
  ])('%s cannot close the element, and parses back the same', (name) => {
    const text = jsonLdScript({ name });
    expect(text).not.toMatch(/[<\u007f-\uffff]/);
    expect(JSON.parse(text)).toEqual({ name });
  });
});

describe('breadcrumbStructuredData', () => {
  it('lists each crumb with its absolute URL, the last one the page', () => {
    const data = breadcrumbStructuredData(
      [{ label: 'Home', href: '/' }, { label: 'Used Cars', href: '/search/used-cars' }, { label: '2022 Toyota HiLux' }],
      'https://www.example.com.au/cars/x',
      'https://www.example.com.au',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com.au/' },
      { '@type': 'ListItem', position: 2, name: 'Used Cars', item: 'https://www.example.com.au/search/used-cars' },
      { '@type': 'ListItem', position: 3, name: '2022 Toyota HiLux', item: 'https://www.example.com.au/cars/x' },
    ]);
  });
});

describe('locationStructuredData', () => {
  const location = {
    name: 'Harbour Toyota Artarmon',
    phone: '+61 2 5550 3111',
    address: {
      street: '1 Frederick Street',
      city: 'Artarmon',
      state: 'NSW',
      postcode: '2064',
      lat: -33.8,
      long: 151.2,
    },
    opening_hours: [
      { weekday: 0, status: 'Closed', open: null, close: null },
      { weekday: 1, status: 'Open', open: '08:30', close: '17:30' },
    ],
    special_hours: [
      { date: '2026-11-01', status: 'Closed' },
      { date: '2026-12-25', status: 'Closed' },
      { date: '2026-12-24', status: 'Open', start: 9, end: 12.5 },
    ],
    dealer_license_number: 'MD12345',
    average_rating: 4.7,
    review_count: 43,
  };
  it('address, geo, hours with the holidays from today, rating and licence', () => {
    const data = locationStructuredData(location, {
      url: 'https://www.example.com.au/locations/a',
      country: 'AU',
      today: '2026-11-25',
    });
    expect(data).toMatchObject({
      '@type': 'AutoDealer',
      telephone: '+61 2 5550 3111',
      address: { '@type': 'PostalAddress', postalCode: '2064', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates', latitude: -33.8, longitude: 151.2 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, reviewCount: 43 },
      identifier: [{ '@type': 'PropertyValue', name: 'Dealer licence (DL)', value: 'MD12345' }],
    });
    expect((data as unknown as Record<string, unknown>)['openingHoursSpecification']).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '08:30', closes: '17:30' },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '09:00',
        closes: '12:30',
      },
    ]);
  });
  it('no rating without reviews', () => {
    const data = locationStructuredData(
      { ...location, review_count: 0 },
      { url: 'u', country: 'NZ', today: '2026-11-25' },
    );
    expect('aggregateRating' in data).toBe(false);
  });
});

describe('small rules', () => {
  it.each([
    ['06/2019', '2019-06'],
    ['6/2019', '2019-06'],
    ['2019-06', '2019-06'],
    ['June 2019', null],
    [null, null],
  ])('build month %s -> %s', (text, want) => expect(buildMonth(text)).toBe(want));
  it.each([
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    [9.5, '09:30'],
    [17, '17:00'],
    ['closed', null],
    [null, null],
  ])('clock time %s -> %s', (value, want) => expect(clockTime(value)).toBe(want));
  it('organization with its logo', () => {
    expect(
      organizationStructuredData({ name: 'Acme', url: 'https://a.example', logo: 'https://a.example/logo.svg' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Acme',
      url: 'https://a.example',
      logo: 'https://a.example/logo.svg',
    });
  });
});
