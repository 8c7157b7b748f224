import { describe, expect, it } from 'vitest';
import {
  attributeAppliesTo,
  itemWords,
  sortOptionsForKind,
  stateKind,
  stockWord,
  vehicleKindOf,
  vehicleNoun,
  withVehicleKinds,
  type KindedCar,
  type VehicleKind,
} from './kinds.ts';
import { EMPTY_CATALOGUE, type SearchCatalogue, type SearchState } from './routing.ts';

const s = (state: Omit<SearchState, 'refinementList'> & { refinementList?: SearchState['refinementList'] }) =>
  ({ refinementList: {}, ...state }) as SearchState;

const car = (fields: Partial<KindedCar> & { make: string; model: string }): KindedCar => fields;

/** A group's stock: cars, motorcycles and trucks (metro-motor-group's mix). */
const stock: KindedCar[] = [
  car({ item_type: 'car', make: 'Toyota', model: 'HiLux', simple_body: 'ute', dealership_slug: 'metro-toyota' }),
  car({ item_type: null, make: 'Toyota', model: 'Corolla', simple_body: 'hatch', dealership_slug: 'metro-toyota' }),
  car({ item_type: 'motorcycle', make: 'Harley-Davidson', model: 'Street Bob', simple_body: 'Cruiser' }),
  car({
    item_type: 'motorcycle',
    make: 'Honda',
    model: 'CB650R',
    simple_body: 'Naked',
    location_slug: 'moto-moorabbin',
  }),
  car({ item_type: 'car', make: 'Honda', model: 'Civic', simple_body: 'hatch' }),
  car({ item_type: 'truck', make: 'Isuzu', model: 'NPR', simple_body: 'lightTruck', dealership_slug: 'metro-trucks' }),
  car({ item_type: 'truck', make: 'Isuzu', model: 'FRR', simple_body: 'cabChassis', dealership_slug: 'metro-trucks' }),
  car({ item_type: 'car', make: 'Isuzu', model: 'D-Max', simple_body: 'cabChassis' }),
];

const base: SearchCatalogue = {
  makes: ['Toyota', 'Harley-Davidson', 'Honda', 'Isuzu'].map((label) => ({ slug: label.toLowerCase(), label })),
  models: stock.map((c) => ({ make: c.make, slug: c.model.toLowerCase(), label: c.model })),
  bodyTypes: ['ute', 'hatch', 'Cruiser', 'Naked', 'lightTruck', 'cabChassis'].map((label) => ({
    slug: label.toLowerCase(),
    label,
  })),
  dealerships: [
    { slug: 'metro-toyota', label: 'Metro Toyota' },
    { slug: 'metro-trucks', label: 'Metro Trucks' },
  ],
  locations: [{ slug: 'moto-moorabbin', label: 'Metro Motorcycles Moorabbin' }],
};
const catalogue = withVehicleKinds(base, stock);

describe('vehicle kinds (SPEC.md §3 item_type)', () => {
  it.each<[string | null | undefined, VehicleKind]>([
    ['car', 'car'],
    ['motorcycle', 'motorcycle'],
    ['truck', 'truck'],
    ['caravan', 'caravan'],
    [null, 'car'],
    [undefined, 'car'],
    ['boat', 'car'],
  ])('vehicleKindOf(%j) -> %s', (itemType, kind) => {
    expect(vehicleKindOf(itemType)).toBe(kind);
  });

  it.each<[VehicleKind | undefined, number, string]>([
    ['car', 2, 'Cars'],
    ['car', 1, 'Car'],
    ['car', 0, 'Cars'],
    ['motorcycle', 3, 'Motorcycles'],
    ['truck', 1, 'Truck'],
    ['caravan', 143, 'Caravans'],
    [undefined, 2, 'Cars'],
  ])('vehicleNoun(%s, %d) -> %s', (kind, count, noun) => {
    expect(vehicleNoun(kind, count)).toBe(noun);
  });

  it('marks the entries whose stock is all of one kind other than car', () => {
    const kindOf = (entries: ReadonlyArray<{ label: string; kind?: VehicleKind | undefined }>) =>
      Object.fromEntries(entries.map((e) => [e.label, e.kind ?? '-']));
    expect(kindOf(catalogue.makes)).toEqual({
      Toyota: '-',
      'Harley-Davidson': 'motorcycle',
      Honda: '-', // cars and motorcycles
      Isuzu: '-', // trucks and a car
    });
    expect(kindOf(catalogue.bodyTypes)).toEqual({
      ute: '-',
      hatch: '-',
      Cruiser: 'motorcycle',
      Naked: 'motorcycle',
      lightTruck: 'truck',
      cabChassis: '-',
    });
    expect(catalogue.models.find((m) => m.label === 'CB650R')?.kind).toBe('motorcycle');
    expect(catalogue.dealerships.map((d) => d.kind)).toEqual([undefined, 'truck']);
    expect(catalogue.locations[0]?.kind).toBe('motorcycle');
    expect(catalogue.kind).toBeUndefined();
  });

  it('a tenant whose stock is all caravans is a caravan catalogue', () => {
    const caravans = withVehicleKinds({ ...EMPTY_CATALOGUE, makes: [{ slug: 'jayco', label: 'Jayco' }] }, [
      car({ item_type: 'caravan', make: 'Jayco', model: 'Journey' }),
    ]);
    expect(caravans.kind).toBe('caravan');
    expect(caravans.makes[0]?.kind).toBe('caravan');
    expect(stateKind(s({}), caravans)).toBe('caravan');
    expect(stateKind(s({ carType: 'used' }), caravans)).toBe('caravan');
  });

  it.each<[string, SearchState, VehicleKind]>([
    ['nothing chosen: mixed stock reads as cars', s({}), 'car'],
    ['a motorcycle make', s({ make: 'Harley-Davidson' }), 'motorcycle'],
    ['a motorcycle make, used', s({ make: 'Harley-Davidson', carType: 'used' }), 'motorcycle'],
    ['a mixed make', s({ make: 'Honda' }), 'car'],
    ['a mixed make narrowed by a motorcycle body', s({ make: 'Honda', body: 'Naked' }), 'motorcycle'],
    ['a motorcycle model of a mixed make', s({ make: 'Honda', model: 'CB650R' }), 'motorcycle'],
    ['a truck body', s({ body: 'lightTruck' }), 'truck'],
    ['body matched ignoring case', s({ body: 'LIGHTTRUCK' }), 'truck'],
    ['a truck dealership', s({ dealership: 'metro-trucks' }), 'truck'],
    ['a motorcycle location', s({ location: 'moto-moorabbin' }), 'motorcycle'],
    ['two motorcycle bodies', s({ refinementList: { simple_body: ['Naked', 'Cruiser'] } }), 'motorcycle'],
    ['a motorcycle and a car body', s({ refinementList: { simple_body: ['Naked', 'hatch'] } }), 'car'],
    ['filters naming two kinds', s({ make: 'Harley-Davidson', body: 'lightTruck' }), 'car'],
    ['a make the catalogue does not know', s({ make: 'Ducati' }), 'car'],
  ])('stateKind: %s', (_, state, kind) => {
    expect(stateKind(state, catalogue)).toBe(kind);
  });
});

describe('wording and sorts that follow the kind of stock', () => {
  it.each<[VehicleKind | undefined, string]>([
    [undefined, 'Vehicles'],
    ['car', 'Vehicles'],
    ['caravan', 'Caravans'],
    ['motorcycle', 'Motorcycles'],
    ['truck', 'Trucks'],
  ])('stockWord(%s) = %s', (kind, word) => {
    expect(stockWord(kind)).toBe(word);
  });

  it.each<[VehicleKind | undefined | null, string, string]>([
    [undefined, 'Vehicle', 'car'],
    [null, 'Vehicle', 'car'],
    ['car', 'Vehicle', 'car'],
    ['caravan', 'Caravan', 'caravan'],
    ['motorcycle', 'Motorcycle', 'motorcycle'],
    ['truck', 'Truck', 'truck'],
  ])('itemWords(%s) = %s / %s', (kind, title, noun) => {
    expect(itemWords(kind)).toEqual({ title, noun });
  });

  const sorts = [
    { value: 'featured', label: 'Featured' },
    { value: 'price-asc', label: 'Price (Low to High)' },
    { value: 'km-asc', label: 'Kilometres (Lowest First)' },
    { value: 'km-desc', label: 'Kilometres (Highest First)' },
  ];
  it.each<[VehicleKind | undefined, string[]]>([
    [undefined, ['featured', 'price-asc', 'km-asc', 'km-desc']],
    ['car', ['featured', 'price-asc', 'km-asc', 'km-desc']],
    ['truck', ['featured', 'price-asc', 'km-asc', 'km-desc']],
    ['caravan', ['featured', 'price-asc']],
  ])('sortOptionsForKind(%s)', (kind, values) => {
    expect(sortOptionsForKind(sorts, kind).map((o) => o.value)).toEqual(values);
  });

  it('keeps every sort when hiding would leave none', () => {
    const onlyKm = [{ value: 'km-asc', label: 'Kilometres' }];
    expect(sortOptionsForKind(onlyKm, 'caravan')).toEqual(onlyKm);
  });
});

describe('attributeAppliesTo: the filters a kind of stock offers', () => {
  const ATTRIBUTES = [
    'km',
    'simple_transmission',
    'simple_fuel',
    'simple_drive',
    'seats',
    'price',
    'year',
    'make',
    'model',
    'simple_body',
    'colour',
    'car_type',
    'dealership_slug',
    'location_slug',
  ];
  // The filters each kind offers, in ATTRIBUTES order.
  const CAR_FILTERS = ATTRIBUTES;
  const CARAVAN_FILTERS = [
    'price',
    'year',
    'make',
    'model',
    'simple_body',
    'colour',
    'car_type',
    'dealership_slug',
    'location_slug',
  ];
  it.each<[VehicleKind | undefined, string[]]>([
    [undefined, CAR_FILTERS],
    ['car', CAR_FILTERS],
    ['truck', CAR_FILTERS],
    ['motorcycle', CAR_FILTERS],
    ['caravan', CARAVAN_FILTERS],
  ])('%s offers %j', (kind, offered) => {
    expect(ATTRIBUTES.filter((a) => attributeAppliesTo(a, kind))).toEqual(offered);
  });

  it.each<[VehicleKind, string[], string[]]>([
    ['caravan', ['caravan'], CARAVAN_FILTERS],
    ['caravan', ['Motorhome'], CAR_FILTERS],
    ['caravan', ['motorhome'], CAR_FILTERS],
    ['caravan', ['motorhome', 'caravan'], CARAVAN_FILTERS],
    ['car', ['ute'], CAR_FILTERS],
  ])('%s narrowed to %j offers %j (a motorhome is driven)', (kind, bodies, offered) => {
    expect(ATTRIBUTES.filter((a) => attributeAppliesTo(a, kind, bodies))).toEqual(offered);
  });

  it('sorts follow the same rule: kilometres for motorhomes, not for caravans', () => {
    const sorts = [{ value: 'featured' }, { value: 'km-asc' }];
    expect(sortOptionsForKind(sorts, 'caravan', ['caravan']).map((o) => o.value)).toEqual(['featured']);
    expect(sortOptionsForKind(sorts, 'caravan', ['motorhome']).map((o) => o.value)).toEqual(['featured', 'km-asc']);
  });
});
