import { describe, expect, it } from 'vitest';
import { withVehicleKinds, type KindedCar } from './kinds.ts';
import { EMPTY_CATALOGUE, type SearchCatalogue, type SearchState } from './routing.ts';
import { documentTitle, searchHeading } from './titles.ts';

const s = (state: Omit<SearchState, 'refinementList'> & { refinementList?: SearchState['refinementList'] }) =>
  ({ refinementList: {}, ...state }) as SearchState;

const stock: KindedCar[] = [
  { item_type: 'car', make: 'Toyota', model: 'HiLux', simple_body: 'ute', dealership_slug: 'metro-toyota' },
  { item_type: 'car', make: 'Toyota', model: 'Corolla', simple_body: 'hatch', location_slug: 'parramatta' },
  { item_type: 'motorcycle', make: 'Harley-Davidson', model: 'Street Bob', simple_body: 'Naked' },
  { item_type: 'motorcycle', make: 'Yamaha', model: 'NMAX', simple_body: 'Scooter' },
  { item_type: 'motorcycle', make: 'Yamaha', model: 'MT-07', simple_body: 'Sport', dealership_slug: 'metro-moto' },
  { item_type: 'truck', make: 'Isuzu', model: 'NPR', simple_body: 'lightTruck' },
];
const metro: SearchCatalogue = withVehicleKinds(
  {
    makes: ['Toyota', 'Harley-Davidson', 'Yamaha', 'Isuzu'].map((label) => ({ slug: label.toLowerCase(), label })),
    models: stock.map((c) => ({ make: c.make, slug: c.model.toLowerCase(), label: c.model })),
    bodyTypes: ['ute', 'hatch', 'Naked', 'Scooter', 'Sport', 'lightTruck', 'suv', 'peopleMover'].map((label) => ({
      slug: label.toLowerCase(),
      label,
    })),
    dealerships: [
      { slug: 'metro-toyota', label: 'Metro Toyota' },
      { slug: 'metro-moto', label: 'Metro Motorcycles' },
    ],
    locations: [{ slug: 'parramatta', label: 'Metro Toyota Parramatta' }],
  },
  stock,
);
const caravans: SearchCatalogue = withVehicleKinds(
  {
    ...EMPTY_CATALOGUE,
    makes: [{ slug: 'jayco', label: 'Jayco' }],
    bodyTypes: [
      { slug: 'caravan', label: 'caravan' },
      { slug: 'motorhome', label: 'motorhome' },
    ],
  },
  [
    { item_type: 'caravan', make: 'Jayco', model: 'Journey', simple_body: 'caravan' },
    { item_type: 'caravan', make: 'Jayco', model: 'Conquest', simple_body: 'motorhome' },
  ],
);

describe('searchHeading (SPEC.md §2 search paths)', () => {
  it.each<[string, SearchState, string]>([
    ['default path', s({}), 'New, Used and Demo Cars for Sale'],
    ['used', s({ carType: 'used' }), 'Used Cars for Sale'],
    ['new and demo', s({ carType: 'new-and-demo' }), 'New and Demo Cars for Sale'],
    ['new and used (refinement)', s({ refinementList: { car_type: ['used', 'new'] } }), 'New and Used Cars for Sale'],
    ['make', s({ make: 'Toyota' }), 'Toyota Cars for Sale'],
    ['make and model', s({ make: 'Toyota', model: 'HiLux' }), 'Toyota HiLux for Sale'],
    ['used make and model', s({ carType: 'used', make: 'Toyota', model: 'HiLux' }), 'Used Toyota HiLux for Sale'],
    ['body: its label, not the stock value', s({ body: 'suv' }), 'SUV Cars for Sale'],
    ['camelCase body', s({ body: 'peopleMover' }), 'People Mover Cars for Sale'],
    ['make and body', s({ make: 'Toyota', body: 'ute' }), 'Toyota Ute Cars for Sale'],
    ['a truck body named as trucks', s({ body: 'lightTruck' }), 'Light Trucks for Sale'],
    ['a motorcycle body', s({ body: 'Naked' }), 'Naked Motorcycles for Sale'],
    ['a lower-case motorcycle body', s({ body: 'sport' }), 'Sport Motorcycles for Sale'],
    ['a body that is a vehicle', s({ body: 'Scooter' }), 'Scooters for Sale'],
    ['a motorcycle make', s({ make: 'Harley-Davidson' }), 'Harley-Davidson Motorcycles for Sale'],
    ['a used motorcycle make', s({ carType: 'used', make: 'Yamaha' }), 'Used Yamaha Motorcycles for Sale'],
    ['dealership', s({ dealership: 'metro-toyota' }), 'Cars for Sale at Metro Toyota'],
    ['a motorcycle dealership', s({ dealership: 'metro-moto' }), 'Motorcycles for Sale at Metro Motorcycles'],
    ['location', s({ location: 'parramatta' }), 'Cars for Sale at Metro Toyota Parramatta'],
    [
      'used at a location',
      s({ carType: 'used', location: 'parramatta' }),
      'Used Cars for Sale at Metro Toyota Parramatta',
    ],
    ['unknown dealership slug', s({ dealership: 'nowhere' }), 'Cars for Sale at nowhere'],
    ['two makes: not named', s({ refinementList: { make: ['Toyota', 'Isuzu'] } }), 'New, Used and Demo Cars for Sale'],
    [
      'query, ranges, sort and page leave it',
      s({ query: 'red', price: { max: 20000 }, sortBy: 'price-asc', page: 3 }),
      'New, Used and Demo Cars for Sale',
    ],
  ])('%s -> %s', (_, state, heading) => {
    expect(searchHeading(state, metro)).toBe(heading);
  });

  it.each<[string, SearchState, string]>([
    ['default path', s({}), 'New, Used and Demo Caravans for Sale'],
    ['used', s({ carType: 'used' }), 'Used Caravans for Sale'],
    ['new', s({ carType: 'new' }), 'New Caravans for Sale'],
    ['make', s({ make: 'Jayco' }), 'Jayco Caravans for Sale'],
    ['caravan body', s({ body: 'caravan' }), 'Caravans for Sale'],
    ['motorhome body', s({ body: 'motorhome' }), 'Motorhomes for Sale'],
  ])('a caravan dealer: %s -> %s', (_, state, heading) => {
    expect(searchHeading(state, caravans)).toBe(heading);
  });
});

describe('documentTitle', () => {
  it.each<[string, string, number | undefined, string]>([
    ['Used Cars for Sale', 'Metro Motor Group', undefined, 'Used Cars for Sale | Metro Motor Group'],
    ['Used Cars for Sale', 'Metro Motor Group', 1, 'Used Cars for Sale | Metro Motor Group'],
    ['Used Cars for Sale', 'Metro Motor Group', 2, 'Used Cars for Sale (Page 2) | Metro Motor Group'],
    ['Metro Motor Group', 'Metro Motor Group', undefined, 'Metro Motor Group'],
  ])('%s, %s, page %s -> %s', (title, site, page, expected) => {
    expect(documentTitle(title, site, page)).toBe(expected);
  });
});
