import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, searchBreadcrumb } from './breadcrumb.ts';
import { withVehicleKinds } from './search/kinds.ts';
import type { SearchCatalogue, SearchState } from './search/routing.ts';

describe('breadcrumbTrail', () => {
  it('goes Home, car type, make, model, body type, then the title', () => {
    expect(
      breadcrumbTrail(
        { car_type: 'used', make: 'Land Rover', model: 'Range Rover Sport', body: 'suv' },
        '2021 Land Rover Range Rover Sport',
      ),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars' },
      { label: 'Land Rover', href: '/search/land-rover' },
      { label: 'Range Rover Sport', href: '/search/land-rover/range-rover-sport' },
      { label: 'SUV', href: '/search/suv-cars' },
      { label: '2021 Land Rover Range Rover Sport' },
    ]);
  });

  it('leaves out the model when it is not known, and everything unknown', () => {
    expect(breadcrumbTrail({ make: 'Mazda', model: null }, 'Mazda range').map((c) => c.label)).toEqual([
      'Home',
      'Mazda',
      'Mazda range',
    ]);
    expect(breadcrumbTrail({}, 'Contact')).toEqual([{ label: 'Home', href: '/' }, { label: 'Contact' }]);
  });
});

describe('breadcrumbTrail names the kind of vehicle', () => {
  it.each<[string | null | undefined, string]>([
    ['caravan', 'Used Caravans'],
    ['motorcycle', 'Used Motorcycles'],
    ['truck', 'Used Trucks'],
    ['car', 'Used Cars'],
    [null, 'Used Cars'],
    [undefined, 'Used Cars'],
  ])('item_type %j -> %s', (itemType, label) => {
    expect(breadcrumbTrail({ car_type: 'used', item_type: itemType }, 'x')[1]).toEqual({
      label,
      href: '/search/used-cars',
    });
  });

  it('a body type reads as its label and links to the merged landing page', () => {
    expect(breadcrumbTrail({ body: 'hatchback' }, 'x')[1]).toEqual({ label: 'Hatch', href: '/search/hatch-cars' });
    expect(breadcrumbTrail({ body: 'lightTruck' }, 'x')[1]).toEqual({
      label: 'Light Truck',
      href: '/search/light-truck-cars',
    });
  });
});

describe('searchBreadcrumb: the crumbs of a search state (its landing page or the island after a change)', () => {
  const catalogue: SearchCatalogue = withVehicleKinds(
    {
      makes: [
        { slug: 'toyota', label: 'Toyota' },
        { slug: 'harley-davidson', label: 'Harley-Davidson' },
      ],
      models: [{ make: 'Toyota', slug: 'hilux', label: 'HiLux' }],
      bodyTypes: [
        { slug: 'ute', label: 'ute' },
        { slug: 'light-truck', label: 'lightTruck' },
      ],
      dealerships: [],
      locations: [],
    },
    [
      { item_type: 'car', make: 'Toyota', model: 'HiLux', simple_body: 'ute' },
      { item_type: 'motorcycle', make: 'Harley-Davidson', model: 'Street Bob' },
      { item_type: 'truck', make: 'Isuzu', model: 'NPR', simple_body: 'lightTruck' },
    ],
  );
  const s = (state: Omit<SearchState, 'refinementList'>): SearchState => ({ refinementList: {}, ...state });
  const crumbs = (state: SearchState) =>
    searchBreadcrumb(state, catalogue, 'TITLE').map((c) => (c.href ? `${c.label} <${c.href}>` : c.label));

  it.each<[string, SearchState, string[]]>([
    ['default path', s({}), ['Home </>', 'TITLE']],
    ['car type page: no crumb to itself', s({ carType: 'used' }), ['Home </>', 'TITLE']],
    ['make page', s({ make: 'Toyota' }), ['Home </>', 'TITLE']],
    ['model page: its make', s({ make: 'Toyota', model: 'HiLux' }), ['Home </>', 'Toyota </search/toyota>', 'TITLE']],
    [
      'used make and model',
      s({ carType: 'used', make: 'Toyota', model: 'HiLux' }),
      ['Home </>', 'Used Cars </search/used-cars>', 'Toyota </search/toyota>', 'HiLux </search/toyota/hilux>', 'TITLE'],
    ],
    [
      'make and body',
      s({ make: 'Toyota', body: 'ute' }),
      ['Home </>', 'Toyota </search/toyota>', 'Ute </search/ute-cars>', 'TITLE'],
    ],
    ['page 2 of a make: no crumb to page 1', s({ make: 'Toyota', page: 2 }), ['Home </>', 'TITLE']],
    [
      'the car type crumb names what its own page lists',
      s({ carType: 'new', make: 'Harley-Davidson' }),
      ['Home </>', 'New Cars </search/new-cars>', 'Harley-Davidson </search/harley-davidson>', 'TITLE'],
    ],
    [
      'a make without a landing page: no crumb',
      s({ carType: 'used', make: 'Ducati' }),
      ['Home </>', 'Used Cars </search/used-cars>', 'TITLE'],
    ],
  ])('%s', (_, state, expected) => {
    expect(crumbs(state)).toEqual(expected);
  });
});
