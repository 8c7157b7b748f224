import { describe, expect, it } from 'vitest';
import { feedRows, toCsv, toTsv, GOOGLE_COLUMNS, META_COLUMNS } from './feeds.ts';
import type { CarOutput } from '../../data/schemas.ts';

const location = {
  id: 111,
  name: 'Harbour Toyota Artarmon',
  phone: '+61 2 5550 3111',
  address: {
    street: '1 Frederick Street',
    city: 'Artarmon',
    state: 'NSW',
    postcode: '2064',
    lat: -33.81,
    long: 151.18,
  },
};
const base = {
  id: 1,
  slug: '2020-toyota-yaris-sx-abc',
  year: 2020,
  make: 'Toyota',
  model: 'Yaris',
  badge: 'SX',
  series: 'MXPA10R',
  colour: 'Titanium Grey',
  vin: 'MR0J2X439LJ968931',
  car_type: 'used',
  status: 'in_stock',
  price: 17990,
  km: 90240,
  simple_transmission: 'Automatic',
  simple_fuel: 'Petrol',
  simple_body: 'hatch',
  simple_drive: 'FWD',
  dealercomments: 'One owner, "full" history,\tserviced.',
  images: [{ image: { url: '/a.jpg' } }, { image: { url: 'https://cdn.example.com/b.jpg' } }],
  created_at: '2026-10-26T00:00:00.000Z',
  location: { id: 111 },
} as unknown as CarOutput;
const settings = {
  siteUrl: 'https://www.example.com.au',
  currency: 'AUD' as const,
  country: 'AU' as const,
  dealerName: 'Harbour',
};

describe('feedRows', () => {
  it('maps a car to both feeds with the page price, its location and absolute images', () => {
    const { google, meta } = feedRows([base], () => location, settings);
    expect(google[0]).toMatchObject({
      id: '1',
      title: '2020 Toyota Yaris SX',
      link: 'https://www.example.com.au/cars/2020-toyota-yaris-sx-abc',
      image_link: 'https://www.example.com.au/a.jpg?w=1200&q=75',
      additional_image_link: 'https://cdn.example.com/b.jpg?w=1200&q=75',
      price: '17990.00 AUD',
      condition: 'used',
      mileage: '90240 km',
      trim: 'SX MXPA10R',
      store_code: '111',
      'vehicle_fulfillment(option:store_code)': 'in_store:111',
      dealership_address: '1 Frederick Street, Artarmon NSW 2064, AU',
    });
    expect(meta[0]).toMatchObject({
      'mileage.value': '90240',
      'mileage.unit': 'KM',
      transmission: 'AUTOMATIC',
      body_style: 'HATCHBACK',
      state_of_vehicle: 'USED',
      address: '{"addr1":"1 Frederick Street","city":"Artarmon","region":"NSW","postal_code":"2064","country":"AU"}',
    });
  });

  it('leaves out cars not for sale, without a price, a VIN or an address, and caravans from Google only', () => {
    const cars = [
      { ...base, id: 2, status: 'sold' },
      { ...base, id: 3, price: 0 },
      { ...base, id: 4, vin: null },
      { ...base, id: 5, item_type: 'caravan' },
    ] as CarOutput[];
    const rows = feedRows(cars, () => location, settings);
    expect(rows.google.map((r) => r.id)).toEqual([]);
    expect(rows.meta.map((r) => r.vehicle_id)).toEqual(['5']);
    expect(rows.excluded.google).toEqual({ 'not-available': 1, 'no-price': 1, 'no-vin': 1, 'not-a-car': 1 });
    expect(feedRows([base], () => undefined, settings).excluded.meta).toEqual({ 'no-address': 1 });
  });
});

describe('feed text formats', () => {
  it('TSV: tabs and line breaks in values become spaces; CSV quotes what needs it', () => {
    const { google, meta } = feedRows([base], () => location, settings);
    const tsv = toTsv(GOOGLE_COLUMNS, google).split('\n');
    expect(tsv[0]).toBe(GOOGLE_COLUMNS.join('\t'));
    expect(tsv[1]?.split('\t')).toHaveLength(GOOGLE_COLUMNS.length);
    const csv = toCsv(META_COLUMNS, meta);
    expect(csv).toContain('"One owner, ""full"" history, serviced."');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(toCsv(META_COLUMNS, meta)).toBe(csv);
  });
});
