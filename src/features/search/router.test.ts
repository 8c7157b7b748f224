import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogueFromFacets,
  stateToUrl,
  urlToState,
  EMPTY_CATALOGUE,
  normaliseState,
  type SearchState,
} from '../../core/search/routing.ts';
import {
  createSearchRouter,
  INDEX_ID,
  priceOfRange,
  searchStateToUiState,
  uiStateToSearchState,
  type HistoryEnvironment,
} from './router.ts';

const catalogue = catalogueFromFacets(
  {
    makes: { Toyota: 10, 'Land Rover': 2 },
    models: [{ make: 'Toyota', model: 'HiLux', count: 4 }],
    bodyTypes: { SUV: 5 },
    dealerships: { 'metro-toyota': 3 },
    locations: { 'metro-toyota-parramatta': 3 },
  },
  {},
);

const urlOf = (uiState: Parameters<typeof uiStateToSearchState>[0]) =>
  stateToUrl(uiStateToSearchState(uiState, catalogue), catalogue);

describe('UI state -> URL (through the core)', () => {
  it.each([
    [{}, '/search/new-used-and-demo-cars'],
    [{ refinementList: { car_type: ['used'] } }, '/search/used-cars'],
    [{ refinementList: { car_type: ['new', 'demo'] } }, '/search/new-and-demo-cars'],
    [{ refinementList: { car_type: ['used'], make: ['Toyota'] } }, '/search/toyota?refinementList[car_type][0]=used'],
    [{ refinementList: { make: ['Toyota'], model: ['HiLux'] } }, '/search/toyota/hilux'],
    // Facet values are the documents' stock values (core canonicalBodyType: 'suv').
    [{ refinementList: { simple_body: ['suv'] } }, '/search/suv-cars'],
    [{ refinementList: { dealership_slug: ['metro-toyota'] } }, '/search/metro-toyota'],
    [{ refinementList: { 'location.slug': ['metro-toyota-parramatta'] } }, '/search/metro-toyota-parramatta'],
    [{ page: 2, refinementList: { car_type: ['used'] } }, '/search/used-cars?page=2'],
    [{ page: 1 }, '/search/new-used-and-demo-cars'],
    [{ sortBy: 'cars_price-asc' }, '/search/new-used-and-demo-cars?sortBy=price-asc'],
    [{ sortBy: 'cars' }, '/search/new-used-and-demo-cars'],
    [{ query: 'hilux sr5' }, '/search/new-used-and-demo-cars?query=hilux+sr5'],
    [{ range: { price: '5000:20000' } }, '/search/new-used-and-demo-cars?range[price]=5000:20000'],
    [{ range: { price: ':20000' } }, '/search/new-used-and-demo-cars?range[price]=:20000'],
    [{ range: { price: '5000:' } }, '/search/new-used-and-demo-cars?range[price]=5000:'],
    [
      { refinementList: { simple_fuel: ['Hybrid', 'Electric'] } },
      '/search/new-used-and-demo-cars?refinementList[simple_fuel][0]=Hybrid&refinementList[simple_fuel][1]=Electric',
    ],
  ])('%j -> %s', (index, url) => {
    expect(decodeURIComponent(urlOf({ [INDEX_ID]: index }))).toBe(url);
  });

  it('year and km ranges are routed after the price range, and read back', () => {
    const url = urlOf({ [INDEX_ID]: { range: { km: ':50000', year: '2018:', price: '5000:' } } });
    expect(url).toBe('/search/new-used-and-demo-cars?range[price]=5000:&range[year]=2018:&range[km]=:50000');
    expect(searchStateToUiState(urlToState(url, EMPTY_CATALOGUE))[INDEX_ID]?.range).toEqual({
      price: '5000:',
      year: '2018:',
      km: ':50000',
    });
  });
});

describe('URL -> UI state', () => {
  it.each([
    ['/search/used-cars', { refinementList: { car_type: ['used'] } }],
    [
      '/search/toyota?refinementList[car_type][0]=used&page=3',
      { page: 3, refinementList: { car_type: ['used'], make: ['Toyota'] } },
    ],
    [
      '/search/toyota/hilux?sortBy=km-asc',
      { sortBy: 'cars_km-asc', refinementList: { make: ['Toyota'], model: ['HiLux'] } },
    ],
    ['/search/metro-toyota-parramatta', { refinementList: { 'location.slug': ['metro-toyota-parramatta'] } }],
    ['/search/new-used-and-demo-cars?range[price]=$5,000:$20,000', { range: { price: '5000:20000' } }],
    ['/search/new-used-and-demo-cars?sortBy=nonsense', {}],
  ])('%s', (url, index) => {
    expect(searchStateToUiState(urlToState(url, catalogue))).toEqual({ [INDEX_ID]: index });
  });

  it('round-trips any state: URL -> UI state -> URL is the same URL, and the state is the core normal form', () => {
    const state = fc.record(
      {
        carType: fc.constantFrom('all', 'new', 'used', 'demo', 'new-and-demo' as const),
        make: fc.constantFrom('Toyota', 'Land Rover', 'Kia'),
        model: fc.constantFrom('HiLux', 'Corolla'),
        body: fc.constantFrom('SUV', 'Ute'),
        query: fc.string({ maxLength: 8 }),
        page: fc.integer({ min: 1, max: 9 }),
        // 'featured' is the island's default and never written (its URL omits sortBy).
        sortBy: fc.constantFrom('price-asc', 'year-desc'),
        price: fc.record(
          { min: fc.integer({ min: 0, max: 300000 }), max: fc.integer({ min: 0, max: 300000 }) },
          { requiredKeys: [] },
        ),
        refinementList: fc.dictionary(
          fc.constantFrom('simple_fuel', 'colour', 'seats'),
          fc.array(fc.constantFrom('A', 'B b', '5'), { maxLength: 2 }),
        ),
      },
      { requiredKeys: ['refinementList'] },
    );
    fc.assert(
      fc.property(state, (s) => {
        const url = stateToUrl(s as SearchState, catalogue);
        const ui = searchStateToUiState(urlToState(url, catalogue));
        expect(stateToUrl(uiStateToSearchState(ui, catalogue), catalogue)).toBe(url);
        expect(uiStateToSearchState(ui, catalogue)).toEqual(normaliseState(s as SearchState, catalogue));
      }),
    );
  });
});

describe('priceOfRange', () => {
  it.each([
    ['5000:20000', { min: 5000, max: 20000 }],
    [':20000', { max: 20000 }],
    ['5000:', { min: 5000 }],
    [':', undefined],
    [undefined, undefined],
  ])('%s', (text, range) => {
    expect(priceOfRange(text)).toEqual(range);
  });
});

function fakeHistory(start: string) {
  let entries = [start];
  let index = 0;
  const listeners = new Set<() => void>();
  const log: string[] = [];
  const env: HistoryEnvironment = {
    href: () => `https://dealer.test${entries[index]}`,
    push: (url) => {
      entries = [...entries.slice(0, index + 1), url];
      index += 1;
      log.push(`push ${url}`);
    },
    replace: (url) => {
      entries[index] = url;
      log.push(`replace ${url}`);
    },
    scrollToTop: () => log.push('scroll'),
    onPopState: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const back = () => {
    index -= 1;
    for (const l of listeners) l();
  };
  return { env, log, back, current: () => entries[index] };
}

describe('createSearchRouter', () => {
  const used: SearchState = { carType: 'used', refinementList: {} };

  it('reads the prebuilt state first, then the address bar; writes nothing before resync', () => {
    const h = fakeHistory('/search/used-cars?page=2');
    const router = createSearchRouter({ catalogue, initialRoute: used, history: h.env });
    expect(router.read()).toEqual(used);
    expect(router.read()).toEqual({ carType: 'used', page: 2, refinementList: {} });
    router.write({ carType: 'used', refinementList: {} });
    expect(h.log).toEqual([]);
  });

  it('resync applies a richer address bar by replacing, then filter changes push and scroll to the top', () => {
    const h = fakeHistory('/search/used-cars?page=2');
    const router = createSearchRouter({ catalogue, initialRoute: used, history: h.env });
    const seen: SearchState[] = [];
    router.onUpdate((route) => seen.push(route));
    expect(router.resync()).toBe(true);
    expect(seen).toEqual([{ carType: 'used', page: 2, refinementList: {} }]);
    router.write({ carType: 'used', page: 2, refinementList: {} });
    expect(h.log).toEqual([]);
    router.write({ carType: 'used', make: 'Toyota', refinementList: {} });
    expect(h.log).toEqual(['push /search/toyota?refinementList[car_type][0]=used', 'scroll']);
    router.write({ carType: 'used', make: 'Toyota', query: 'sr5', refinementList: {} });
    expect(h.log.at(-1)).toBe('replace /search/toyota?query=sr5&refinementList[car_type][0]=used');
  });

  it('resync does nothing when the address bar is the prebuilt page', () => {
    const h = fakeHistory('/search/used-cars');
    const router = createSearchRouter({ catalogue, initialRoute: used, history: h.env });
    router.onUpdate(() => {
      throw new Error('not expected');
    });
    expect(router.resync()).toBe(false);
  });

  it('back restores the previous state through onUpdate, and writing it back pushes nothing', () => {
    const h = fakeHistory('/search/used-cars');
    const router = createSearchRouter({ catalogue, initialRoute: used, history: h.env });
    const seen: SearchState[] = [];
    router.onUpdate((route) => seen.push(route));
    router.resync();
    router.write({ carType: 'used', make: 'Toyota', refinementList: {} });
    h.back();
    expect(h.current()).toBe('/search/used-cars');
    expect(seen).toEqual([used]);
    router.write(used);
    expect(h.log.filter((l) => l.startsWith('push'))).toHaveLength(1);
  });

  it('createURL is the core stateToUrl; a server router (history null) never writes', () => {
    const router = createSearchRouter({ catalogue, initialRoute: used, history: null });
    expect(router.createURL({ make: 'Toyota', model: 'HiLux', refinementList: {} })).toBe('/search/toyota/hilux');
    expect(router.current()).toEqual(used);
    router.resync();
    router.write({ make: 'Toyota', refinementList: {} });
  });

  it('a disposed router writes nothing', () => {
    const h = fakeHistory('/search/used-cars');
    const router = createSearchRouter({ catalogue, initialRoute: used, history: h.env });
    router.onUpdate(() => {});
    router.resync();
    router.dispose();
    router.write({ make: 'Toyota', refinementList: {} });
    expect(h.log).toEqual([]);
  });
});
