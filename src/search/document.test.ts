// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CarOutput } from '../data/schemas.ts';
import { imageTag } from '../core/vehicle/tags.ts';
import { defaultCustomRank, hitFields, HIT_ATTRIBUTES, keywordsOf, toSearchDocument } from './document.ts';
import { fixtureCars } from './testing/fixture.ts';

const base = fixtureCars()[0] as CarOutput;
const car = (patch: Partial<CarOutput>): CarOutput => ({ ...base, ...patch }) as CarOutput;

describe('toSearchDocument', () => {
  it('keeps the card and search fields of a car', () => {
    expect(toSearchDocument(base, { financeProvider: 'stratton' })).toMatchObject({
      id: 1001,
      slug: '2022-toyota-hilux-sr5-1001',
      name: '2022 Toyota HiLux SR5',
      make: 'Toyota',
      model: 'HiLux',
      badge: 'SR5',
      car_type: 'used',
      status: 'in_stock',
      show_on_dealer_website: true,
      stocknum: 'S1001',
      dealership_id: 1,
      dealership_slug: 'harbour-motors',
      price: 48990,
      km: 45000,
      location_id: 11,
      location_slug: 'harbour-sydney',
      location_name: 'Harbour Sydney',
      state: 'NSW',
      lat: -33.8688,
      lng: 151.2093,
      primary_image_url: 'https://cdn.example.com/cars/1001/0.jpg',
      image_count: 1,
      weekly_payment: 98,
      keywords: '2022 toyota hilux sr5 white ute',
    });
  });

  it.each<[string, Partial<CarOutput>, Record<string, unknown>]>([
    [
      'no provider offer: no weekly payment',
      { finance_lenders: { angle: { paymentWeek: 77 } } },
      { weekly_payment: null },
    ],
    ['empty text is null', { badge: '', colour: '' }, { badge: null, colour: null }],
    ['no caravan specifications', { specifications: null }, { caravan_specs: null }],
    [
      'caravan specifications a card shows (0 is not given)',
      {
        specifications: {
          body_length: 6400,
          body_width: 2400,
          sleeps: 4,
          aggregate_trailer_mass: 0,
          tare_weight: 1950,
        },
      },
      { caravan_specs: { body_length: 6400, sleeps: 4, aggregate_trailer_mass: null, tare_weight: 1950 } },
    ],
    ['specifications without any a card shows', { specifications: { body_width: 2400 } }, { caravan_specs: null }],
    ['state from the location address', { state: null }, { state: 'NSW' }],
    ['no location', { location: null }, { location_id: null, location_slug: null, lat: null, lng: null }],
    [
      'first image when no primary image',
      { primary_image_url: null },
      { primary_image_url: 'https://cdn.example.com/cars/1001/0.jpg' },
    ],
    [
      'photos_count without images',
      { images: null, photos_count: 12, primary_image_url: null },
      { image_count: 12, primary_image_url: null },
    ],
    [
      'created_at in UTC, whole seconds',
      { created_at: '2026-10-02T10:04:05.678+10:00' },
      { created_at: '2026-10-02T00:04:05.000Z' },
    ],
    [
      'missing flags are false',
      { reserved: null, certified: null, preorder: null, show_on_dealer_website: null },
      { reserved: false, certified: false, preorder: false, show_on_dealer_website: false },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(toSearchDocument(car(patch), { financeProvider: 'stratton' })).toMatchObject(expected);
  });

  it('coordinates given as text are read as numbers', () => {
    const doc = toSearchDocument(
      car({ location: { id: 5, address: { lat: -27.5, long: 153 } } } as Partial<CarOutput>),
    );
    expect([doc.lat, doc.lng]).toEqual([-27.5, 153]);
  });

  it('hits work with the core rules that read car fields', () => {
    const hit = hitFields(toSearchDocument(car({ created_at: '2026-10-30T00:00:00Z', tag: null })));
    expect(imageTag(hit, new Date('2026-11-01T00:00:00Z'))).toMatchObject({ kind: 'just-arrived' });
  });

  it('hit fields are the document without keywords', () => {
    expect(Object.keys(hitFields(toSearchDocument(base))).sort()).toEqual([...HIT_ATTRIBUTES].sort());
  });
});

describe('defaultCustomRank', () => {
  it.each([
    ['in_stock', '2026-10-01T00:00:00Z', 'sold', '2026-10-31T00:00:00Z'],
    ['coming_soon', '2026-01-01T00:00:00Z', 'in_transit', '2026-10-31T00:00:00Z'],
    ['in_stock', '2026-10-02T00:00:00Z', 'in_stock', '2026-10-01T00:00:00Z'],
  ])('%s created %s ranks above %s created %s', (s1, c1, s2, c2) => {
    expect(defaultCustomRank({ status: s1, created_at: c1 })).toBeGreaterThan(
      defaultCustomRank({ status: s2, created_at: c2 }),
    );
  });

  it('a site rank replaces it', () => {
    expect(toSearchDocument(base, { customRank: (c) => c.year }).custom_rank).toBe(2022);
  });
});

describe('keywordsOf', () => {
  it('lower-cases, splits and de-duplicates the searchable fields in order', () => {
    expect(
      keywordsOf({
        name: '2024 Mazda CX-5 GT SP',
        make: 'Mazda',
        model: 'CX-5',
        badge: 'GT SP',
        series: null,
        colour: 'Soul Red',
        body: 'SUV',
        simple_body: 'SUV',
      }),
    ).toBe('2024 mazda cx 5 gt sp soul red suv');
  });
});
