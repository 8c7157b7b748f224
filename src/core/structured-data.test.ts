import { describe, expect, it } from 'vitest';
import { carStructuredData, jsonLdScript, type StructuredDataCar } from './structured-data.ts';

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
      driveWheelConfiguration: '4x4',
      color: 'Glacier White',
      vehicleSeatingCapacity: 5,
      numberOfDoors: 4,
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
    ['no price', { price: 0, offer_price: null }, undefined, 'https://schema.org/InStock'],
    ['sold', { status: 'sold' }, 43990, 'https://schema.org/SoldOut'],
  ])('%s', (_label, patch, price, availability) => {
    const offers = carStructuredData({ ...car, ...patch }, options)['offers'] as Record<string, unknown>;
    expect(offers['price']).toBe(price);
    expect(offers['availability']).toBe(availability);
  });

  it('new cars are NewCondition and unknown fields are left out', () => {
    const data = carStructuredData({ ...car, car_type: 'new', vin: null, colour: '' }, options);
    expect(data['itemCondition']).toBe('https://schema.org/NewCondition');
    expect('vehicleIdentificationNumber' in data).toBe(false);
    expect('color' in data).toBe(false);
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed early by text inside the data', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
