import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogueFromFacets,
  landingPaths,
  parsePriceRange,
  stateToUrl,
  urlToState,
  BODY_TYPES,
  bodyTypeLabel,
  canonicalBodyType,
  DEFAULT_SEARCH_PATH,
  bodyTypePath,
  bodyTypeSlug,
  carTypePath,
  slugify,
  type CarTypeFilter,
  EMPTY_CATALOGUE,
  normaliseState,
  orderedRange,
  refinementsOf,
  type SearchCatalogue,
  type SearchState,
} from './routing.ts';

const catalogue: SearchCatalogue = {
  makes: [
    { slug: 'toyota', label: 'Toyota' },
    { slug: 'land-rover', label: 'Land Rover' },
    { slug: 'mercedes-benz', label: 'Mercedes-Benz' },
  ],
  models: [
    { make: 'Toyota', slug: 'hilux', label: 'HiLux' },
    { make: 'Toyota', slug: 'corolla-cross', label: 'Corolla Cross' },
    { make: 'Land Rover', slug: 'range-rover-sport', label: 'Range Rover Sport' },
  ],
  bodyTypes: [
    { slug: 'suv', label: 'SUV' },
    { slug: 'people-mover', label: 'People Mover' },
    { slug: 'ute', label: 'Ute' },
  ],
  dealerships: [{ slug: 'smith-motors', label: 'Smith Motors' }],
  locations: [{ slug: 'brisbane-north', label: 'Brisbane North' }],
};

const s = (
  state: Omit<SearchState, 'refinementList'> & { refinementList?: SearchState['refinementList'] },
): SearchState => ({
  refinementList: {},
  ...state,
});

describe('paths (SPEC.md §2)', () => {
  it('default path', () => {
    expect(DEFAULT_SEARCH_PATH).toBe('/search/new-used-and-demo-cars');
    expect(stateToUrl(s({}), catalogue)).toBe('/search/new-used-and-demo-cars');
  });

  it.each<[CarTypeFilter, string]>([
    ['all', '/search/new-used-and-demo-cars'],
    ['used', '/search/used-cars'],
    ['new-and-demo', '/search/new-and-demo-cars'],
    ['new', '/search/new-cars'],
    ['demo', '/search/demo-cars'],
  ])('car type %s -> %s', (carType, path) => {
    expect(carTypePath(carType)).toBe(path);
    expect(stateToUrl(s({ carType }), catalogue)).toBe(path);
    expect(urlToState(path, catalogue)).toEqual(carType === 'all' ? s({}) : s({ carType }));
  });
});

describe('stateToUrl', () => {
  it.each<[string, SearchState, string]>([
    ['make', s({ make: 'Toyota' }), '/search/toyota'],
    ['make and model', s({ make: 'Toyota', model: 'HiLux' }), '/search/toyota/hilux'],
    ['model alone picks its make path', s({ model: 'HiLux' }), '/search/toyota/hilux'],
    [
      'multi-word make and model',
      s({ make: 'Land Rover', model: 'Range Rover Sport' }),
      '/search/land-rover/range-rover-sport',
    ],
    [
      'make with car type: car type in the query',
      s({ make: 'Toyota', carType: 'used' }),
      '/search/toyota?refinementList[car_type][0]=used',
    ],
    [
      'make with new-and-demo',
      s({ make: 'Toyota', model: 'HiLux', carType: 'new-and-demo' }),
      '/search/toyota/hilux?refinementList[car_type][0]=new&refinementList[car_type][1]=demo',
    ],
    ['body only', s({ body: 'SUV' }), '/search/suv-cars'],
    ['people mover', s({ body: 'People Mover' }), '/search/people-mover-cars'],
    [
      'car type beats body',
      s({ carType: 'used', body: 'SUV' }),
      '/search/used-cars?refinementList[simple_body][0]=SUV',
    ],
    ['make beats body', s({ make: 'Toyota', body: 'Ute' }), '/search/toyota?refinementList[simple_body][0]=Ute'],
    ['dealership', s({ dealership: 'smith-motors' }), '/search/smith-motors'],
    ['location', s({ location: 'brisbane-north' }), '/search/brisbane-north'],
    [
      'dealership beats location',
      s({ dealership: 'smith-motors', location: 'brisbane-north' }),
      '/search/smith-motors?refinementList[location.slug][0]=brisbane-north',
    ],
    [
      'body beats dealership',
      s({ body: 'SUV', dealership: 'smith-motors' }),
      '/search/suv-cars?refinementList[dealership_slug][0]=smith-motors',
    ],
    [
      'unknown make goes in the query',
      s({ make: 'Tesla' }),
      '/search/new-used-and-demo-cars?refinementList[make][0]=Tesla',
    ],
    [
      'unknown make with car type',
      s({ make: 'Tesla', carType: 'new' }),
      '/search/new-cars?refinementList[make][0]=Tesla',
    ],
    [
      'unknown model stays in the query',
      s({ make: 'Toyota', model: 'Supra' }),
      '/search/toyota?refinementList[model][0]=Supra',
    ],
    [
      'model of another make',
      s({ make: 'Land Rover', model: 'HiLux' }),
      '/search/land-rover?refinementList[model][0]=HiLux',
    ],
    ['unknown body', s({ body: 'Tractor' }), '/search/new-used-and-demo-cars?refinementList[simple_body][0]=Tractor'],
    [
      'several makes',
      s({ refinementList: { make: ['Toyota', 'Land Rover'] } }),
      '/search/new-used-and-demo-cars?refinementList[make][0]=Toyota&refinementList[make][1]=Land+Rover',
    ],
    ['page 1 is not written', s({ carType: 'used', page: 1 }), '/search/used-cars'],
    ['page 2 is written', s({ carType: 'used', page: 2 }), '/search/used-cars?page=2'],
    ['query text', s({ query: 'dual cab 4x4' }), '/search/new-used-and-demo-cars?query=dual+cab+4x4'],
    [
      'price both ends',
      s({ price: { min: 5000, max: 20000 } }),
      '/search/new-used-and-demo-cars?range[price]=5000:20000',
    ],
    ['price min only', s({ price: { min: 5000 } }), '/search/new-used-and-demo-cars?range[price]=5000:'],
    ['price max only', s({ price: { max: 20000 } }), '/search/new-used-and-demo-cars?range[price]=:20000'],
    ['empty price', s({ price: {} }), '/search/new-used-and-demo-cars'],
    [
      'year and km ranges after price',
      s({ km: { max: 80000 }, year: { min: 2018 }, price: { max: 40000 } }),
      '/search/new-used-and-demo-cars?range[price]=:40000&range[year]=2018:&range[km]=:80000',
    ],
    [
      'every parameter in a fixed order',
      s({
        make: 'Toyota',
        carType: 'used',
        refinementList: { colour: ['Red', 'Blue'], fuel: ['Diesel'] },
        lng: 153.02,
        lat: -27.47,
        distance: 100,
        price: { min: 5000, max: 20000 },
        locationType: 'dealership',
        locationId: '42',
        sortBy: 'price-asc',
        page: 3,
        query: 'a&b=c',
      }),
      '/search/toyota?query=a%26b%3Dc&page=3&sortBy=price-asc&locationId=42&locationType=dealership&lat=-27.47&lng=153.02' +
        '&distance=100&range[price]=5000:20000&refinementList[car_type][0]=used&refinementList[colour][0]=Red&refinementList[colour][1]=Blue' +
        '&refinementList[fuel][0]=Diesel',
    ],
    [
      'nearest first with a postcode location',
      s({ sortBy: 'nearest', locationId: '2750', locationType: 'postcode', lat: -33.758, lng: 150.688, distance: 100 }),
      '/search/new-used-and-demo-cars?sortBy=nearest&locationId=2750&locationType=postcode&lat=-33.758&lng=150.688&distance=100',
    ],
    ['nearest first without a location: the default sort', s({ sortBy: 'nearest' }), '/search/new-used-and-demo-cars'],
  ])('%s', (_, state, url) => {
    expect(stateToUrl(state, catalogue)).toBe(url);
  });

  it('a slug that reads back as something else stays in the query', () => {
    const clash: SearchCatalogue = {
      ...catalogue,
      makes: [...catalogue.makes, { slug: 'used-cars', label: 'Used' }, { slug: 'suv-cars', label: 'Suvco' }],
      dealerships: [{ slug: 'toyota', label: 'Toyota Dealer' }],
    };
    expect(stateToUrl(s({ make: 'Used' }), clash)).toBe('/search/new-used-and-demo-cars?refinementList[make][0]=Used');
    expect(stateToUrl(s({ make: 'Suvco' }), clash)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make][0]=Suvco',
    );
    expect(stateToUrl(s({ dealership: 'toyota' }), clash)).toBe(
      '/search/new-used-and-demo-cars?refinementList[dealership_slug][0]=toyota',
    );
  });

  it('slugs that are not lower-case a-z, 0-9 and hyphens are never paths', () => {
    const odd: SearchCatalogue = {
      ...EMPTY_CATALOGUE,
      makes: [
        { slug: 'Citroën', label: 'Citroën' },
        { slug: '..', label: 'Dots' },
      ],
    };
    expect(stateToUrl(s({ make: 'Citroën' }), odd)).toBe(
      '/search/new-used-and-demo-cars?refinementList[make][0]=Citro%C3%ABn',
    );
    expect(stateToUrl(s({ make: 'Dots' }), odd)).toBe('/search/new-used-and-demo-cars?refinementList[make][0]=Dots');
  });
});

describe('urlToState', () => {
  it.each<[string, SearchState]>([
    ['/search/toyota/hilux', s({ make: 'Toyota', model: 'HiLux' })],
    ['/search/toyota', s({ make: 'Toyota' })],
    ['/search/Toyota/HILUX/', s({ make: 'Toyota', model: 'HiLux' })],
    ['/search/toyota/unknown', s({ make: 'Toyota' })],
    ['/search/land-rover/range-rover-sport', s({ make: 'Land Rover', model: 'Range Rover Sport' })],
    ['/search/suv-cars', s({ body: 'SUV' })],
    ['/search/people-mover-cars', s({ body: 'People Mover' })],
    ['/search/smith-motors', s({ dealership: 'smith-motors' })],
    ['/search/brisbane-north', s({ location: 'brisbane-north' })],
    ['/search/nowhere', s({})],
    ['/search/a/b/c', s({})],
    ['/search', s({})],
    ['/cars/toyota', s({})],
    ['https://dealer.example.com.au/search/used-cars?page=3', s({ carType: 'used', page: 3 })],
    ['/search/used-cars?page=1', s({ carType: 'used' })],
    ['/search/used-cars?page=0', s({ carType: 'used' })],
    ['/search/used-cars?page=two', s({ carType: 'used' })],
    ['/search/toyota?refinementList[car_type][0]=used', s({ make: 'Toyota', carType: 'used' })],
    [
      '/search/toyota?refinementList[car_type][0]=new&refinementList[car_type][1]=demo',
      s({ make: 'Toyota', carType: 'new-and-demo' }),
    ],
    [
      '/search/toyota?refinementList[car_type][0]=demo&refinementList[car_type][1]=new&refinementList[car_type][2]=used',
      s({ make: 'Toyota' }),
    ],
    ['/search/used-cars?refinementList[car_type][0]=new', s({ refinementList: { car_type: ['new', 'used'] } })],
    ['/search/used-cars?refinementList[car_type][0]=caravan', s({ carType: 'used' })],
    ['/search/new-used-and-demo-cars?refinementList[make][0]=Toyota', s({ make: 'Toyota' })],
    ['/search/toyota?refinementList[make][0]=Land+Rover', s({ refinementList: { make: ['Toyota', 'Land Rover'] } })],
    [
      '/search/x?refinementList[colour][1]=Blue&refinementList[colour][0]=Red&refinementList[colour][]=Green',
      s({ refinementList: { colour: ['Red', 'Blue', 'Green'] } }),
    ],
    ['/search/x?refinementList%5Bfuel%5D%5B0%5D=Diesel', s({ refinementList: { fuel: ['Diesel'] } })],
    ['/search/x?refinementList[fuel][0]=', s({})],
    [
      '/search/x?refinementList[__proto__][0]=x&refinementList[toString][0]=y',
      s({ refinementList: { toString: ['y'] } }),
    ],
    ['/search/x?range[price]=$5,000:$20,000', s({ price: { min: 5000, max: 20000 } })],
    ['/search/x?range%5Bprice%5D=%245%2C000%3A%2420%2C000', s({ price: { min: 5000, max: 20000 } })],
    ['/search/x?range[price]=5000:', s({ price: { min: 5000 } })],
    ['/search/x?range[price]=:20000', s({ price: { max: 20000 } })],
    ['/search/x?range[price]=NZ$1,200:', s({ price: { min: 1200 } })],
    ['/search/x?range[price]=5000', s({})],
    ['/search/x?range[price]=abc:def', s({})],
    ['/search/x?range[year]=2018:2022&range[km]=:50,000', s({ year: { min: 2018, max: 2022 }, km: { max: 50000 } })],
    [
      '/search/x?lat=-27.47&lng=153.02&locationId=ChIJ&locationType=place',
      s({ lat: -27.47, lng: 153.02, locationId: 'ChIJ', locationType: 'place' }),
    ],
    ['/search/x?lat=&lng=abc', s({})],
    ['/search/x?lat=-27.47&lng=153.02&distance=250', s({ lat: -27.47, lng: 153.02, distance: 250 })],
    ['/search/x?distance=0', s({})],
    ['/search/x?distance=-5', s({})],
    ['/search/x?query=dual+cab&sortBy=price-asc', s({ query: 'dual cab', sortBy: 'price-asc' })],
    [
      '/search/x?sortBy=nearest&locationId=2750&locationType=postcode&lat=-33.758&lng=150.688&distance=100',
      s({ sortBy: 'nearest', locationId: '2750', locationType: 'postcode', lat: -33.758, lng: 150.688, distance: 100 }),
    ],
    // A shared or edited URL whose location is gone does not keep the distance sort.
    ['/search/x?sortBy=nearest&distance=100', s({ distance: 100 })],
    ['/search/x?query=', s({})],
    ['/search/x?unknown=1', s({})],
    ['/search/%E0%A4%A', s({})],
  ])('%s', (url, state) => {
    expect(urlToState(url, catalogue)).toEqual(state);
  });
});

describe('parsePriceRange', () => {
  it.each([
    ['$5,000:$20,000', { min: 5000, max: 20000 }],
    ['5000:20000', { min: 5000, max: 20000 }],
    ['5000:', { min: 5000 }],
    [':20000', { max: 20000 }],
    [' $ 7,500 : ', { min: 7500 }],
    [':', undefined],
    ['', undefined],
    ['5000', undefined],
  ])('%j -> %j', (text, expected) => {
    expect(parsePriceRange(text)).toEqual(expected);
  });
});

describe('slugs and body types', () => {
  it.each([
    ['Toyota', 'toyota'],
    ['HiLux', 'hilux'],
    ['Land Rover', 'land-rover'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['CX-5', 'cx-5'],
    ['Citroën', 'citroen'],
    ['  Range  Rover  ', 'range-rover'],
    ['i30 N / Line', 'i30-n-line'],
    ['!!!', ''],
  ])('slugify(%j) -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('lists the 20 body types of SPEC.md §9 with unique slugs', () => {
    expect(BODY_TYPES.map((b) => b.key)).toEqual([
      '4x4',
      'bus',
      'cabChassis',
      'convertible',
      'coupe',
      'ev',
      'hardtop',
      'hatch',
      'hatchback',
      'motorhome',
      'lightTruck',
      'peopleMover',
      'prestige',
      'sedan',
      'softtop',
      'suv',
      'ute',
      'van',
      'wagon',
      'stationWagon',
    ]);
    expect(new Set(BODY_TYPES.map((b) => b.slug)).size).toBe(20);
    for (const b of BODY_TYPES) expect(b.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each([
    ['suv', '/search/suv-cars'],
    ['peopleMover', '/search/people-mover-cars'],
    ['People Mover', '/search/people-mover-cars'],
    ['SUV', '/search/suv-cars'],
    ['cabChassis', '/search/cab-chassis-cars'],
    ['Cab Chassis', '/search/cab-chassis-cars'],
    ['stationWagon', '/search/station-wagon-cars'],
    ['4x4', '/search/4x4-cars'],
    ['lightTruck', '/search/light-truck-cars'],
    ['Hatch', '/search/hatch-cars'],
    ['hatchback', '/search/hatch-cars'],
    ['Hatchback', '/search/hatch-cars'],
    ['Tray Back', '/search/tray-back-cars'],
  ])('%s -> %s', (value, path) => {
    expect(bodyTypePath(bodyTypeSlug(value))).toBe(path);
  });
});

describe('body type values and labels (SPEC.md §5 de-duplicated case-insensitively; hatch and hatchback merged)', () => {
  it.each<[string | null, string | null]>([
    ['suv', 'suv'],
    ['SUV', 'suv'],
    [' Suv ', 'suv'],
    ['hatch', 'hatch'],
    ['Hatch', 'hatch'],
    ['hatchback', 'hatch'],
    ['HATCHBACK', 'hatch'],
    ['lightTruck', 'lightTruck'],
    ['Light Truck', 'lightTruck'],
    ['light-truck', 'lightTruck'],
    ['People Mover', 'peopleMover'],
    ['Naked', 'Naked'],
    [' Scooter ', 'Scooter'],
    ['caravan', 'caravan'],
    ['', null],
    ['  ', null],
    [null, null],
  ])('canonicalBodyType(%j) -> %j', (value, expected) => {
    expect(canonicalBodyType(value)).toBe(expected);
  });

  it.each([
    ['lightTruck', 'Light Truck'],
    ['hatch', 'Hatch'],
    ['hatchback', 'Hatch'],
    ['peopleMover', 'People Mover'],
    ['suv', 'SUV'],
    ['cabChassis', 'Cab Chassis'],
    ['stationWagon', 'Station Wagon'],
    ['4x4', '4x4'],
    ['sport', 'Sport'],
    ['Sport', 'Sport'],
    ['Naked', 'Naked'],
    ['scooter', 'Scooter'],
    ['caravan', 'Caravan'],
    ['tray back', 'Tray Back'],
  ])('bodyTypeLabel(%j) -> %j: a human label, never the raw value', (value, label) => {
    expect(bodyTypeLabel(value)).toBe(label);
  });

  it('every spelling of one body type has one value, slug and label', () => {
    const spellings = ['hatch', 'Hatch', 'hatchback', 'Hatchback', 'HATCH'];
    expect(new Set(spellings.map(canonicalBodyType))).toEqual(new Set(['hatch']));
    expect(new Set(spellings.map(bodyTypeSlug))).toEqual(new Set(['hatch']));
    expect(new Set(spellings.map(bodyTypeLabel))).toEqual(new Set(['Hatch']));
  });
});

describe('normaliseState', () => {
  it.each<[string, SearchState, SearchState]>([
    ['drops empty values', s({ make: '', query: '', sortBy: '', refinementList: { a: [], b: [''] } }), s({})],
    [
      "keeps 'nearest' with a location",
      s({ sortBy: 'nearest', lat: -33.758, lng: 150.688 }),
      s({ sortBy: 'nearest', lat: -33.758, lng: 150.688 }),
    ],
    ["drops 'nearest' without a location", s({ sortBy: 'nearest', distance: 50 }), s({ distance: 50 })],
    ["drops 'nearest' with half a location", s({ sortBy: 'nearest', lat: -33.758 }), s({ lat: -33.758 })],
    [
      "drops 'nearest' with a latitude beyond 90",
      s({ sortBy: 'nearest', lat: 91, lng: 150 }),
      s({ lat: 91, lng: 150 }),
    ],
    ['one refinement value moves to its field', s({ refinementList: { simple_body: ['SUV'] } }), s({ body: 'SUV' })],
    [
      'field plus refinement become a refinement list',
      s({ body: 'SUV', refinementList: { simple_body: ['Ute', 'SUV'] } }),
      s({ refinementList: { simple_body: ['SUV', 'Ute'] } }),
    ],
    ['car type all is omitted', s({ carType: 'all' }), s({})],
    [
      'car_type refinement becomes the car type',
      s({ refinementList: { car_type: ['demo', 'new'] } }),
      s({ carType: 'new-and-demo' }),
    ],
    [
      'car type plus refinement',
      s({ carType: 'new', refinementList: { car_type: ['used'] } }),
      s({ refinementList: { car_type: ['new', 'used'] } }),
    ],
    ['page must be a whole number from 2', s({ page: 2.5 }), s({})],
    ['-0 becomes 0', s({ lat: -0, price: { min: -0 } }), s({ lat: 0, price: { min: 0 } })],
    ['non-finite numbers dropped', s({ lng: Number.NaN, price: { max: Number.POSITIVE_INFINITY } }), s({})],
    [
      'prices that cannot be written plainly dropped',
      s({ price: { min: 1e21, max: 5000 } }),
      s({ price: { max: 5000 } }),
    ],
    ['a model takes its only make', s({ model: 'Corolla Cross' }), s({ make: 'Toyota', model: 'Corolla Cross' })],
    ['brackets in attribute names dropped', s({ refinementList: { 'a[b]': ['x'] } }), s({})],
  ])('%s', (_, state, expected) => {
    expect(normaliseState(state, catalogue)).toEqual(expected);
  });

  it('a model shared by two makes takes no make', () => {
    const shared: SearchCatalogue = {
      ...catalogue,
      models: [...catalogue.models, { make: 'Land Rover', slug: 'hilux', label: 'HiLux' }],
    };
    expect(normaliseState(s({ model: 'HiLux' }), shared)).toEqual(s({ model: 'HiLux' }));
    expect(stateToUrl(s({ model: 'HiLux' }), shared)).toBe(
      '/search/new-used-and-demo-cars?refinementList[model][0]=HiLux',
    );
  });
});

describe('ranges keep min <= max (inverted ends are swapped)', () => {
  it.each<[string, { min?: number; max?: number }, { min?: number; max?: number }]>([
    ['inverted', { min: 12345, max: 10000 }, { min: 10000, max: 12345 }],
    ['in order', { min: 10000, max: 12345 }, { min: 10000, max: 12345 }],
    ['equal ends', { min: 5000, max: 5000 }, { min: 5000, max: 5000 }],
    ['open top', { min: 12345 }, { min: 12345 }],
    ['open bottom', { max: 10000 }, { max: 10000 }],
    ['negative and zero', { min: 0, max: -5 }, { min: -5, max: 0 }],
  ])('orderedRange: %s', (_, range, expected) => {
    expect(orderedRange(range)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['price', '/search/used-cars?range[price]=12345:10000', '/search/used-cars?range[price]=10000:12345'],
    [
      'price with symbols',
      '/search/used-cars?range[price]=$12,345:$10,000',
      '/search/used-cars?range[price]=10000:12345',
    ],
    ['year', '/search/used-cars?range[year]=2024:2018', '/search/used-cars?range[year]=2018:2024'],
    ['km', '/search/used-cars?range[km]=90000:1000', '/search/used-cars?range[km]=1000:90000'],
  ])('an inverted %s range in a URL is read and written in order', (_, url, expected) => {
    expect(stateToUrl(urlToState(url, catalogue), catalogue)).toBe(expected);
  });

  it.each(['price', 'year', 'km'] as const)('normaliseState orders the %s range', (key) => {
    expect(normaliseState(s({ [key]: { min: 9, max: 3 } }), catalogue)).toEqual(s({ [key]: { min: 3, max: 9 } }));
  });

  it('holds for any state (property)', () => {
    fc.assert(
      fc.property(arbCase, ({ cat, state }) => {
        const n = normaliseState(state, cat);
        for (const key of ['price', 'year', 'km'] as const) {
          const r = n[key];
          if (r?.min !== undefined && r.max !== undefined) expect(r.min).toBeLessThanOrEqual(r.max);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('refinementsOf', () => {
  it('expands fields into attribute filters', () => {
    expect(
      refinementsOf(
        s({ carType: 'new-and-demo', make: 'Toyota', dealership: 'smith-motors', refinementList: { colour: ['Red'] } }),
      ),
    ).toEqual({ colour: ['Red'], car_type: ['new', 'demo'], make: ['Toyota'], dealership_slug: ['smith-motors'] });
    expect(refinementsOf(s({}))).toEqual({});
  });
});

describe('landingPaths', () => {
  const facets = {
    carTypes: { new: 3, used: 10 },
    makes: { Toyota: 8, 'Land Rover': 5, Tesla: 0 },
    models: [
      { make: 'Toyota', model: 'HiLux', count: 6 },
      { make: 'Land Rover', model: 'Defender 110', count: 5 },
      { make: 'Toyota', model: 'Yaris', count: 2 },
    ],
    bodyTypes: { SUV: 4, suv: 1, Ute: 6, 'People Mover': 0, hatch: 1, Hatchback: 1 },
    dealerships: { 'smith-motors': 13 },
    locations: { 'brisbane-north': 13 },
  };

  it('lists the paths that stock supports', () => {
    expect(landingPaths(facets).map((l) => [l.kind, l.path, l.count])).toEqual([
      ['all', '/search/new-used-and-demo-cars', 13],
      ['carType', '/search/used-cars', 10],
      ['carType', '/search/new-and-demo-cars', 3],
      ['carType', '/search/new-cars', 3],
      ['make', '/search/toyota', 8],
      ['make', '/search/land-rover', 5],
      ['model', '/search/toyota/hilux', 6],
      ['model', '/search/land-rover/defender-110', 5],
      ['model', '/search/toyota/yaris', 2],
      ['body', '/search/ute-cars', 6],
      ['body', '/search/suv-cars', 5],
      ['body', '/search/hatch-cars', 2],
      ['dealership', '/search/smith-motors', 13],
      ['location', '/search/brisbane-north', 13],
    ]);
  });

  it('each landing path reads back as its state', () => {
    const cat = catalogueFromFacets(facets);
    for (const l of landingPaths(facets, cat)) expect(urlToState(l.path, cat)).toEqual(l.state);
  });

  it('builds the catalogue from facets', () => {
    expect(catalogueFromFacets(facets, { dealerships: [{ slug: 'smith-motors', label: 'Smith Motors' }] })).toEqual({
      makes: [
        { slug: 'toyota', label: 'Toyota' },
        { slug: 'land-rover', label: 'Land Rover' },
      ],
      models: [
        { make: 'Toyota', slug: 'hilux', label: 'HiLux' },
        { make: 'Land Rover', slug: 'defender-110', label: 'Defender 110' },
        { make: 'Toyota', slug: 'yaris', label: 'Yaris' },
      ],
      // Body types under their stock value: letter case and hatch / hatchback merged (core canonicalBodyType).
      bodyTypes: [
        { slug: 'ute', label: 'ute' },
        { slug: 'suv', label: 'suv' },
        { slug: 'hatch', label: 'hatch' },
      ],
      dealerships: [{ slug: 'smith-motors', label: 'Smith Motors' }],
      locations: [{ slug: 'brisbane-north', label: 'brisbane-north' }],
    });
  });

  it('only the default path without stock', () => {
    expect(landingPaths({})).toEqual([{ path: '/search/new-used-and-demo-cars', kind: 'all', state: s({}), count: 0 }]);
  });

  it('a value whose slug clashes gets no landing path', () => {
    const paths = landingPaths({
      carTypes: { used: 1 },
      makes: { 'Used Cars': 1 },
      dealerships: { 'toyota-x': 1 },
      locations: { 'toyota-x': 1 },
    });
    expect(paths.map((l) => l.path)).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/used-cars',
      '/search/toyota-x',
    ]);
    expect(paths.at(-1)?.kind).toBe('dealership');
  });
});

/* ------------------------------------------------------------------------ */
/* Round trip                                                                */
/* ------------------------------------------------------------------------ */

const pathSlug = fc.oneof(
  fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,6}$/),
  fc.constantFrom(
    'toyota',
    'used-cars',
    'suv-cars',
    'new-used-and-demo-cars',
    'suv',
    'used',
    'x',
    'Upper',
    '..',
    'a b',
  ),
);
/** Text with unpaired UTF-16 surrogates, which URLs cannot carry as is. */
const loneSurrogates = fc.string({ unit: fc.constantFrom('\uD800', '\uDFFF', 'a'), minLength: 1, maxLength: 3 });
const label = fc.oneof(
  fc.constantFrom('Toyota', 'HiLux', 'SUV', 'x', 'Land Rover', 'new', 'used', 'demo'),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
  loneSurrogates,
);
const entry = fc.record({ slug: pathSlug, label });

const arbCatalogue: fc.Arbitrary<SearchCatalogue> = fc
  .record({
    makes: fc.array(entry, { maxLength: 4 }),
    bodyTypes: fc.array(entry, { maxLength: 3 }),
    dealerships: fc.array(entry, { maxLength: 3 }),
    locations: fc.array(entry, { maxLength: 3 }),
    modelSeeds: fc.array(fc.record({ makeIndex: fc.nat(5), slug: pathSlug, label }), { maxLength: 5 }),
  })
  .map(({ modelSeeds, ...rest }) => ({
    ...rest,
    models: modelSeeds.map((m) => ({ make: rest.makes[m.makeIndex]?.label ?? 'Nomake', slug: m.slug, label: m.label })),
  }));

const range = fc.record(
  {
    min: fc.oneof(fc.integer({ min: -1000, max: 300000 }), fc.double()),
    max: fc.oneof(fc.integer({ min: 0, max: 300000 }), fc.double()),
  },
  { requiredKeys: [] },
);

function arbState(cat: SearchCatalogue): fc.Arbitrary<SearchState> {
  const pick = (values: string[]) => (values.length > 0 ? fc.oneof(fc.constantFrom(...values), label) : label);
  const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
  const attribute = fc.oneof(
    fc.constantFrom(
      'make',
      'model',
      'simple_body',
      'car_type',
      'dealership_slug',
      'location.slug',
      'colour',
      'a&b=c',
      'x y',
      '__proto__',
      'toString',
      'a]',
    ),
    fc.string({ maxLength: 5 }),
  );
  const refinementValue = fc.oneof(fc.constantFrom('new', 'demo', 'used', 'Toyota', 'SUV'), label);
  return fc
    .record({
      carType: opt(fc.constantFrom<CarTypeFilter>('all', 'new', 'used', 'demo', 'new-and-demo')),
      make: opt(pick(cat.makes.map((e) => e.label))),
      model: opt(pick(cat.models.map((e) => e.label))),
      body: opt(pick(cat.bodyTypes.map((e) => e.label))),
      dealership: opt(pick(cat.dealerships.map((e) => e.slug))),
      location: opt(pick(cat.locations.map((e) => e.slug))),
      query: opt(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), loneSurrogates)),
      page: opt(fc.oneof(fc.integer({ min: -2, max: 50 }), fc.double())),
      sortBy: opt(fc.oneof(fc.constantFrom('price-asc', 'featured', 'nearest'), fc.string())),
      locationId: opt(fc.string()),
      locationType: opt(fc.string()),
      lat: opt(fc.oneof(fc.constantFrom(-33.758), fc.double())),
      lng: opt(fc.oneof(fc.constantFrom(150.688), fc.double())),
      distance: opt(fc.oneof(fc.constantFrom(25, 50, 1000), fc.double())),
      price: opt(range),
      year: opt(range),
      km: opt(range),
      refinementList: fc.dictionary(attribute, fc.array(refinementValue, { maxLength: 3 }), { maxKeys: 4 }),
    })
    .map((r) => {
      const out: SearchState = { refinementList: r.refinementList };
      for (const [k, v] of Object.entries(r))
        if (v !== undefined && k !== 'refinementList') Object.assign(out, { [k]: v });
      return out;
    });
}

const arbCase = arbCatalogue.chain((cat) => arbState(cat).map((state) => ({ cat, state })));

describe('round trip (property)', () => {
  it('urlToState(stateToUrl(s)) equals normaliseState(s)', () => {
    fc.assert(
      fc.property(arbCase, ({ cat, state }) => {
        expect(urlToState(stateToUrl(state, cat), cat)).toEqual(normaliseState(state, cat));
      }),
      { numRuns: 2000 },
    );
  });

  it('the URL is canonical: normalising first changes nothing, reading and writing again gives the same URL', () => {
    fc.assert(
      fc.property(arbCase, ({ cat, state }) => {
        const url = stateToUrl(state, cat);
        expect(stateToUrl(normaliseState(state, cat), cat)).toBe(url);
        expect(stateToUrl(urlToState(url, cat), cat)).toBe(url);
        expect(normaliseState(normaliseState(state, cat), cat)).toEqual(normaliseState(state, cat));
        expect(url.startsWith('/search/')).toBe(true);
        expect(url).not.toMatch(/[?&]page=1(&|$)/);
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips on the fixed catalogue with labels from it', () => {
    fc.assert(
      fc.property(arbState(catalogue), (state) => {
        expect(urlToState(stateToUrl(state, catalogue), catalogue)).toEqual(normaliseState(state, catalogue));
      }),
      { numRuns: 1000 },
    );
  });
});
