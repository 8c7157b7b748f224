import { describe, expect, it } from 'vitest';
import { pagedPath, stateToUrl, urlToState, type SearchCatalogue, type SearchState } from './routing.ts';
import { canonicalSearchUrl, pageLink, prebuiltPageCounts, staticPageUrl } from './static-pages.ts';
import { searchPageMeta } from './page-meta.ts';

const catalogue: SearchCatalogue = {
  makes: [
    { slug: 'toyota', label: 'Toyota' },
    { slug: 'mazda', label: 'Mazda' },
  ],
  models: [
    { make: 'Toyota', slug: 'hilux', label: 'HiLux' },
    { make: 'Mazda', slug: '2', label: '2' },
    { make: 'Mazda', slug: 'page', label: 'Page' },
  ],
  bodyTypes: [{ slug: 'suv', label: 'suv' }],
  dealerships: [],
  locations: [],
};
const s = (state: Omit<SearchState, 'refinementList'> & { refinementList?: SearchState['refinementList'] }) =>
  ({ refinementList: {}, ...state }) as SearchState;
const prebuilt = { '/search/used-cars': 5, '/search/toyota/hilux': 2 };

describe('prebuilt result pages for browsers without JavaScript', () => {
  it.each<[string, number, string]>([
    ['/search/used-cars', 1, '/search/used-cars'],
    ['/search/used-cars', 2, '/search/used-cars/page/2'],
    ['/search/toyota/hilux', 5, '/search/toyota/hilux/page/5'],
  ])('pagedPath(%s, %d) -> %s', (path, page, expected) => {
    expect(pagedPath(path, page)).toBe(expected);
  });

  it.each<[string, SearchState]>([
    ['/search/used-cars/page/2', s({ carType: 'used', page: 2 })],
    ['/search/toyota/hilux/page/3', s({ make: 'Toyota', model: 'HiLux', page: 3 })],
    ['/search/toyota/page/4', s({ make: 'Toyota', page: 4 })],
    ['/search/mazda/2/page/2', s({ make: 'Mazda', model: '2', page: 2 })],
    ['/search/mazda/page', s({ make: 'Mazda', model: 'Page' })],
    ['/search/mazda/page/page/2', s({ make: 'Mazda', model: 'Page', page: 2 })],
    ['/search/used-cars/page/1', s({ carType: 'used' })],
    ['/search/used-cars/page/2?page=3', s({ carType: 'used', page: 3 })],
    ['/search/used-cars/page/x', s({})],
  ])('urlToState(%s)', (url, state) => {
    expect(urlToState(url, catalogue)).toEqual(state);
  });

  it('the URL of a state keeps ?page=n (SPEC.md §2)', () => {
    expect(stateToUrl(s({ carType: 'used', page: 2 }), catalogue)).toBe('/search/used-cars?page=2');
  });

  it.each<[string, SearchState, string | null]>([
    ['a landing path', s({ carType: 'used' }), '/search/used-cars'],
    ['a prebuilt page', s({ carType: 'used', page: 5 }), '/search/used-cars/page/5'],
    ['a page beyond the prebuilt ones', s({ carType: 'used', page: 6 }), null],
    ['a landing path without prebuilt pages', s({ make: 'Toyota', page: 2 }), null],
    ['page 1 of any landing path', s({ make: 'Toyota' }), '/search/toyota'],
    ['a sort needs JavaScript', s({ carType: 'used', page: 2, sortBy: 'price-asc' }), null],
    ['a filter outside the path needs JavaScript', s({ carType: 'used', make: 'Mazda', body: 'suv' }), null],
  ])('staticPageUrl: %s', (_, state, expected) => {
    expect(staticPageUrl(state, catalogue, prebuilt)).toBe(expected);
  });

  it.each<[string, SearchState, string]>([
    ['a prebuilt page', s({ carType: 'used', page: 2 }), '/search/used-cars/page/2'],
    ['sorted: the unsorted page', s({ carType: 'used', page: 2, sortBy: 'price-asc' }), '/search/used-cars/page/2'],
    ['a page needing JavaScript', s({ carType: 'used', page: 9 }), '/search/used-cars?page=9'],
    ['more filters', s({ make: 'Toyota', body: 'suv' }), '/search/toyota?refinementList[simple_body][0]=suv'],
    ['no filter', s({}), '/search/new-used-and-demo-cars'],
  ])('canonicalSearchUrl: %s', (_, state, expected) => {
    expect(canonicalSearchUrl(state, catalogue, prebuilt)).toBe(expected);
  });

  it.each<[SearchState, number, { href: string; static: boolean }]>([
    [s({ carType: 'used' }), 2, { href: '/search/used-cars/page/2', static: true }],
    [s({ carType: 'used', page: 4 }), 1, { href: '/search/used-cars', static: true }],
    [s({ carType: 'used', page: 4 }), 6, { href: '/search/used-cars?page=6', static: false }],
    [
      s({ carType: 'used', sortBy: 'price-asc' }),
      2,
      { href: '/search/used-cars?page=2&sortBy=price-asc', static: false },
    ],
  ])('pageLink(%j, %d)', (state, page, expected) => {
    expect(pageLink(state, page, catalogue, prebuilt)).toEqual(expected);
  });

  it('prebuilds the first pages of the biggest landing paths within the tenant budget', () => {
    const landings = [
      { path: '/search/new-used-and-demo-cars', hits: 1493 },
      { path: '/search/used-cars', hits: 700 },
      { path: '/search/new-cars', hits: 50 },
      { path: '/search/demo-cars', hits: 21 },
      { path: '/search/toyota', hits: 385 },
      { path: '/search/mazda', hits: 30 },
    ];
    expect(prebuiltPageCounts(landings, 21, { perLanding: 5, perTenant: 10 })).toEqual({
      '/search/new-used-and-demo-cars': 5,
      '/search/used-cars': 5,
      '/search/new-cars': 3,
    });
    // A path that would go over the budget is skipped for a smaller one.
    expect(prebuiltPageCounts(landings, 21, { perLanding: 5, perTenant: 9 })).toEqual({
      '/search/new-used-and-demo-cars': 5,
      '/search/used-cars': 5,
      '/search/mazda': 2,
    });
    expect(prebuiltPageCounts(landings, 21, { perLanding: 1, perTenant: 10 })).toEqual({});
    expect(prebuiltPageCounts(landings, 0)).toEqual({});
  });
});

describe('searchPageMeta: heading, title, breadcrumb and canonical of one state', () => {
  it.each<[string, SearchState, { heading: string; title: string; crumbs: string[]; canonical: string }]>([
    [
      '/search/toyota/hilux',
      s({ make: 'Toyota', model: 'HiLux' }),
      {
        heading: 'Toyota HiLux for Sale',
        title: 'Toyota HiLux for Sale | Metro',
        crumbs: ['Home', 'Toyota', 'Toyota HiLux for Sale'],
        canonical: '/search/toyota/hilux',
      },
    ],
    [
      'HiLux, then Toyota unticked: every car',
      s({}),
      {
        heading: 'New, Used and Demo Cars for Sale',
        title: 'New, Used and Demo Cars for Sale | Metro',
        crumbs: ['Home', 'New, Used and Demo Cars for Sale'],
        canonical: '/search/new-used-and-demo-cars',
      },
    ],
    [
      'page 2 of used, sorted',
      s({ carType: 'used', page: 2, sortBy: 'price-asc' }),
      {
        heading: 'Used Cars for Sale',
        title: 'Used Cars for Sale (Page 2) | Metro',
        crumbs: ['Home', 'Used Cars for Sale'],
        canonical: '/search/used-cars/page/2',
      },
    ],
  ])('%s', (_, state, expected) => {
    const meta = searchPageMeta(state, catalogue, { siteName: 'Metro', prebuiltPages: prebuilt });
    expect({ ...meta, breadcrumb: meta.breadcrumb.map((c) => c.label) }).toEqual({
      heading: expected.heading,
      title: expected.title,
      breadcrumb: expected.crumbs,
      canonical: expected.canonical,
    });
  });
});
