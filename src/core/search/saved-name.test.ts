import { describe, expect, it } from 'vitest';
import { withVehicleKinds, type KindedCar } from './kinds.ts';
import { EMPTY_CATALOGUE, type SearchCatalogue, type SearchState } from './routing.ts';
import { SAVED_SEARCH_NAME_MAX, savedSearchName } from './saved-name.ts';

const s = (state: Omit<SearchState, 'refinementList'> & { refinementList?: SearchState['refinementList'] }) =>
  ({ refinementList: {}, ...state }) as SearchState;

const stock: KindedCar[] = [
  { item_type: 'car', make: 'Toyota', model: 'HiLux', simple_body: 'ute', dealership_slug: 'metro-toyota' },
  { item_type: 'car', make: 'Mazda', model: 'CX-5', simple_body: 'suv', location_slug: 'parramatta' },
  { item_type: 'motorcycle', make: 'Harley-Davidson', model: 'Street Bob', simple_body: 'Naked' },
];
const metro: SearchCatalogue = withVehicleKinds(
  {
    makes: ['Toyota', 'Mazda', 'Harley-Davidson'].map((label) => ({ slug: label.toLowerCase(), label })),
    models: stock.map((c) => ({ make: c.make, slug: c.model.toLowerCase(), label: c.model })),
    bodyTypes: ['ute', 'suv', 'Naked'].map((label) => ({ slug: label.toLowerCase(), label })),
    dealerships: [{ slug: 'metro-toyota', label: 'Metro Toyota' }],
    locations: [{ slug: 'parramatta', label: 'Metro Mazda Parramatta' }],
  },
  stock,
);
const caravans: SearchCatalogue = withVehicleKinds({ ...EMPTY_CATALOGUE, makes: [{ slug: 'jayco', label: 'Jayco' }] }, [
  { item_type: 'caravan', make: 'Jayco', model: 'Journey', simple_body: 'caravan' },
]);

const near2150 = { lat: -33.8, lng: 151.0, distance: 50, locationId: '2150', locationType: 'postcode' };

describe('savedSearchName', () => {
  it.each<[string, SearchState, string, SearchCatalogue?]>([
    [
      'the example: used, make, model, price bound, postcode',
      s({ carType: 'used', make: 'Toyota', model: 'HiLux', price: { max: 40000 }, ...near2150 }),
      'Used Toyota HiLux under $40,000 near 2150',
    ],
    ['nothing chosen', s({}), 'All Cars'],
    ['nothing chosen on a caravan site', s({}), 'All Caravans', caravans],
    ['a make on a caravan site: its kind', s({ make: 'Jayco', carType: 'new' }), 'New Jayco Caravans', caravans],
    ['used only', s({ carType: 'used' }), 'Used Cars'],
    ['new and demo', s({ carType: 'new-and-demo' }), 'New and Demo Cars'],
    ['a make alone', s({ make: 'Mazda' }), 'Mazda Cars'],
    ['a model finds its make', s({ model: 'HiLux' }), 'Toyota HiLux'],
    ['body with the kind of vehicle', s({ carType: 'used', body: 'suv' }), 'Used SUV Cars'],
    ['a motorcycle make', s({ make: 'Harley-Davidson' }), 'Harley-Davidson Motorcycles'],
    ['several makes', s({ refinementList: { make: ['Toyota', 'Mazda'] } }), 'Toyota or Mazda Cars'],
    ['price from', s({ price: { min: 20000 } }), 'Cars from $20,000'],
    ['price between', s({ carType: 'demo', price: { min: 20000, max: 35000 } }), 'Demo Cars $20,000 to $35,000'],
    ['price bounds swapped', s({ price: { min: 35000, max: 20000 } }), 'Cars $20,000 to $35,000'],
    ['year and km', s({ year: { min: 2019 }, km: { max: 50000 } }), 'Cars from 2019 under 50,000 km'],
    ['a location by its name', s({ location: 'parramatta' }), 'Cars at Metro Mazda Parramatta'],
    ['a dealership by its name', s({ make: 'Toyota', dealership: 'metro-toyota' }), 'Toyota Cars at Metro Toyota'],
    ['text query', s({ query: 'sr5' }), 'Cars matching "sr5"'],
    [
      'single fuel and transmission before the make',
      s({ make: 'Toyota', refinementList: { simple_fuel: ['Diesel'], simple_transmission: ['Automatic'] } }),
      'Diesel Automatic Toyota Cars',
    ],
    ['a place without a postcode', s({ lat: -33.8, lng: 151, distance: 25 }), 'Cars near the chosen place'],
    ['sort and page are not in the name', s({ carType: 'used', sortBy: 'price-asc', page: 3 }), 'Used Cars'],
    ['other filters only: not "All"', s({ refinementList: { colour: ['White'] } }), 'Cars'],
  ])('%s', (_label, state, expected, catalogue = metro) => {
    expect(savedSearchName(state, catalogue, 'AUD')).toBe(expected);
  });

  it('New Zealand dollars are written as $', () => {
    expect(savedSearchName(s({ price: { max: 15000 } }), metro, 'NZD')).toBe('Cars under $15,000');
  });

  it('a very long name is cut with an ellipsis', () => {
    const name = savedSearchName(s({ query: 'x'.repeat(300) }), metro, 'AUD');
    expect(name).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(name.endsWith('…')).toBe(true);
  });
});
