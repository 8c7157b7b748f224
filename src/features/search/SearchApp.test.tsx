// @vitest-environment jsdom
// The island end to end in jsdom: server state from getServerState over the
// in-process engine, then the browser render with routing, refinements and
// back navigation.
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearchSSRProvider } from 'react-instantsearch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueFromFacets, type SearchState } from '../../core/search/routing.ts';
import { stockCount } from '../../core/search/sold.ts';
import type { SearchClient } from 'instantsearch.js';
import { SEARCH_ERROR_MESSAGE } from './widgets/HitsWidget.tsx';
import { asInstantSearchClient } from '../../search/client.ts';
import { fixtureSearchClient } from '../../search/testing/client.ts';
import { FIXTURE_ROWS, FIXTURE_SYDNEY } from '../../search/testing/fixture.ts';
import type { DealershipOption } from '../../core/search/dealership-search.ts';
import type { LocationServices } from './services.ts';
import { SearchApp, type SearchAppSettings } from './SearchApp.tsx';
import { fixtureSearchSettings } from './testing/settings.ts';

const client = fixtureSearchClient();
const catalogue = catalogueFromFacets({ makes: { Toyota: 10, Ford: 5, Mazda: 5, Hyundai: 3 } });

function settings(landing: SearchState): SearchAppSettings {
  return fixtureSearchSettings({
    catalogue,
    sortOptions: [
      { value: 'featured', label: 'Featured' },
      { value: 'price-asc', label: 'Price (Low to High)' },
    ],
    promoPositions: [2],
    landing,
    api: { baseUrl: 'http://api.test', site: 'fixture' },
    dealershipLocations: DEALERSHIPS,
  });
}

/** The fixture's locations as the dealership field gets them. */
const DEALERSHIPS: DealershipOption[] = [
  {
    id: 11,
    slug: 'harbour-sydney',
    name: 'Harbour Sydney',
    address: { city: 'Sydney', postcode: '2000', lat: -33.8688, long: 151.2093 },
  },
  {
    id: 12,
    slug: 'harbour-newcastle',
    name: 'Harbour Newcastle',
    address: { city: 'Newcastle', postcode: '2300', lat: -32.9283, long: 151.7817 },
  },
  {
    id: 13,
    slug: 'harbour-brisbane',
    name: 'Harbour Brisbane',
    address: { city: 'Brisbane', postcode: '4000', lat: -27.4698, long: 153.0251 },
  },
];

/** A fake platform API: postcodes 2000 (Sydney) and 4000 (Brisbane) are known; places 'Gosford' and 'Cairns'. */
const calls: string[] = [];
const services: LocationServices = {
  geocode: (postcode) => {
    calls.push(`geocode ${postcode}`);
    const known: Record<string, { lat: number; lng: number }> = {
      '2000': FIXTURE_SYDNEY,
      '4000': { lat: -27.4698, lng: 153.0251 },
    };
    return Promise.resolve(known[postcode] ?? null);
  },
  suggestPlaces: (text) => {
    calls.push(`places ${text}`);
    const places = [
      { id: 'gosford', label: 'Gosford NSW', lat: -33.425, lng: 151.342 },
      { id: 'cairns', label: 'Cairns QLD', lat: -16.92, lng: 145.77 },
    ];
    return Promise.resolve(places.filter((p) => p.label.toLowerCase().startsWith(text.toLowerCase())));
  },
};

async function mount(
  path: string,
  landing: SearchState,
  browserClient: SearchClient = client,
  extra: Partial<SearchAppSettings> = {},
) {
  window.history.replaceState(null, '', path);
  const props = { ...settings(landing), ...extra };
  const serverState = await getServerState(<SearchApp {...props} searchClient={client} serverRender />, {
    renderToString,
  });
  const view = render(
    <InstantSearchSSRProvider {...serverState}>
      <SearchApp {...props} searchClient={browserClient} services={services} />
    </InstantSearchSSRProvider>,
  );
  return { view, serverState };
}

// The machine is shared: give searches time.
configure({ asyncUtilTimeout: 4000 });

const status = () => screen.getByRole('status').textContent;
const wait = (ms = 30) => act(() => new Promise((r) => setTimeout(r, ms)));

beforeEach(() => {
  window.scrollTo = () => {};
});
afterEach(async () => {
  cleanup();
  // InstantSearch disposes an unmounted instance on a timer; let it go before the next test.
  await new Promise((r) => setTimeout(r, 20));
});

describe('SearchApp', { timeout: 20_000 }, () => {
  it('renders the server results at once, then a make refinement pushes /search/{make}', async () => {
    const { serverState } = await mount('/search/used-cars', { carType: 'used', refinementList: {} });
    expect(Object.keys(serverState.initialResults)).toEqual(['cars']);
    const used = status();
    expect(used).toMatch(/^\d+ vehicles$/);
    expect(document.querySelectorAll('.search-results article').length).toBe(5);
    const make = within(screen.getByRole('group', { name: 'Make' }));
    await userEvent.click(make.getByRole('checkbox', { name: /^Toyota \(/ }));
    await wait();
    expect(decodeURIComponent(window.location.pathname + window.location.search)).toBe(
      '/search/toyota?refinementList[car_type][0]=used',
    );
    expect(status()).not.toBe(used);
    window.history.back();
    await wait(100);
    expect(window.location.pathname).toBe('/search/used-cars');
    await wait();
    expect(status()).toBe(used);
  });

  it('applies a shared URL that asks for more than the prebuilt page', async () => {
    await mount('/search/used-cars?range[price]=1:2', { carType: 'used', refinementList: {} });
    await waitFor(() => expect(status()).toBe('0 vehicles'));
    expect(screen.getByText(/No results found for your search/)).toBeTruthy();
  });

  it('keeps the previous results and says so when a search fails', async () => {
    const failing = asInstantSearchClient({
      search: () => Promise.reject(new Error('offline')),
      searchForFacetValues: () => Promise.reject(new Error('offline')),
      clearCache: () => {},
    });
    await mount('/search/used-cars', { carType: 'used', refinementList: {} }, failing);
    const before = [...document.querySelectorAll('.search-results article')].map((a) => a.getAttribute('data-car-id'));
    expect(before.length).toBe(5);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Make' })).getByRole('checkbox', { name: /^Ford \(/ }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(SEARCH_ERROR_MESSAGE);
    const after = [...document.querySelectorAll('.search-results article')].map((a) => a.getAttribute('data-car-id'));
    expect(after).toEqual(before);
  });
});

describe(
  'the page around the island follows the state (heading, title, breadcrumb, canonical)',
  { timeout: 20_000 },
  () => {
    /** What the landing page's layout holds outside the island (BaseLayout, Breadcrumb.astro, the page's h1). */
    function layout(heading: string, path: string) {
      document.title = `${heading} | Harbour Motors`;
      document.head.innerHTML = `<link rel="canonical" href="https://www.harbour.example${path}">
      <meta property="og:url" content="https://www.harbour.example${path}">
      <meta property="og:title" content="${heading} | Harbour Motors">`;
      const page = document.createElement('div');
      page.innerHTML = `<nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>
      <li><span aria-current="page">${heading}</span></li></ol></nav><h1 data-search-heading>${heading}</h1>`;
      document.body.prepend(page);
      return page;
    }
    const crumbs = () =>
      [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => {
        const a = li.querySelector('a');
        return a ? `${a.textContent} <${a.getAttribute('href')}>` : li.textContent;
      });
    const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href');

    it('changes nothing on hydration, then names every new state; back restores it', async () => {
      const page = layout('Toyota Cars for Sale', '/search/toyota');
      await mount('/search/toyota', { make: 'Toyota', refinementList: {} });
      await wait();
      expect(document.title).toBe('Toyota Cars for Sale | Harbour Motors');
      expect(crumbs()).toEqual(['Home </>', 'Toyota Cars for Sale']);

      await userEvent.click(
        within(screen.getByRole('group', { name: 'Car type' })).getByRole('checkbox', { name: /^Used \(/ }),
      );
      await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Used Toyota Cars for Sale'));
      expect(document.title).toBe('Used Toyota Cars for Sale | Harbour Motors');
      expect(crumbs()).toEqual([
        'Home </>',
        'Used Cars </search/used-cars>',
        'Toyota </search/toyota>',
        'Used Toyota Cars for Sale',
      ]);
      expect(canonical()).toBe('https://www.harbour.example/search/toyota?refinementList[car_type][0]=used');
      expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
        'Used Toyota Cars for Sale | Harbour Motors',
      );

      await userEvent.click(
        within(screen.getByRole('group', { name: 'Make' })).getByRole('checkbox', { name: /^Toyota \(/ }),
      );
      await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Used Cars for Sale'));
      expect(canonical()).toBe('https://www.harbour.example/search/used-cars');
      expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
        'https://www.harbour.example/search/used-cars',
      );

      window.history.back();
      await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Used Toyota Cars for Sale'));
      window.history.back();
      await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Toyota Cars for Sale'));
      expect(canonical()).toBe('https://www.harbour.example/search/toyota');
      page.remove();
    });
  },
);

describe('page links', { timeout: 20_000 }, () => {
  const links = () =>
    [...document.querySelectorAll('.pagination a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`);

  it('lead to the prebuilt pages where there are some, else to ?page=n', async () => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} }, client, {
      prebuiltPages: { '/search/new-used-and-demo-cars': 3 },
    });
    await wait();
    expect(links()).toEqual([
      '1 /search/new-used-and-demo-cars',
      '2 /search/new-used-and-demo-cars/page/2',
      '3 /search/new-used-and-demo-cars/page/3',
      '4 /search/new-used-and-demo-cars?page=4',
      '5 /search/new-used-and-demo-cars?page=5',
      'Next › /search/new-used-and-demo-cars/page/2',
    ]);
    // Followed in place, with the URL of the state (?page=n).
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(here()).toBe('/search/new-used-and-demo-cars?page=3'));
  });

  it('in the server HTML (no JavaScript yet) only prebuilt pages are links', async () => {
    const props = { ...settings({ refinementList: {} }), prebuiltPages: { '/search/new-used-and-demo-cars': 3 } };
    const html = renderToString(
      <InstantSearchSSRProvider
        {...await getServerState(<SearchApp {...props} searchClient={client} serverRender />, { renderToString })}
      >
        <SearchApp {...props} searchClient={client} serverRender />
      </InstantSearchSSRProvider>,
    );
    const nav = /<nav class="pagination"[^]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect([...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/search/new-used-and-demo-cars',
      '/search/new-used-and-demo-cars/page/2',
      '/search/new-used-and-demo-cars/page/3',
      '/search/new-used-and-demo-cars/page/2',
    ]);
    expect(nav).toContain('<span class="pagination__later">4</span>');
  });
});

const visible = FIXTURE_ROWS.filter((r) => r.visible);
const vehicles = (n: number) => `${n} vehicles`;
/** The count a search reads for fixture rows (core stockCount): the cars in stock, or all when all are sold. */
const stock = (rows: readonly (typeof visible)[number][]) =>
  stockCount(rows.filter((r) => r.status !== 'sold').length, rows.length);
const here = () => decodeURIComponent(window.location.pathname + window.location.search);

describe('distance search (postcode and radius)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('geocodes the postcode, narrows to the radius, carries it in the URL and restores it on back', async () => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    expect(status()).toBe(vehicles(stock(visible)));
    const form = within(screen.getByRole('form', { name: 'Distance' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Postcode' }), '2000');
    expect(form.getByRole('combobox', { name: 'Within' })).toHaveProperty('value', '50');
    await userEvent.click(form.getByRole('button', { name: 'Search by distance' }));
    const sydney = stock(visible.filter((r) => r.loc === 'syd'));
    await waitFor(() => expect(status()).toBe(vehicles(sydney)));
    expect(calls).toEqual(['geocode 2000']);
    expect(here()).toBe(
      '/search/new-used-and-demo-cars?sortBy=nearest&locationId=2000&locationType=postcode&lat=-33.8688&lng=151.2093&distance=50',
    );

    // Newcastle (about 117 km) joins at 150 km; Brisbane (about 730 km) does not.
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Within' }), '150');
    const nearSydney = stock(visible.filter((r) => r.loc === 'syd' || r.loc === 'ncl'));
    await waitFor(() => expect(status()).toBe(vehicles(nearSydney)));
    expect(here()).toMatch(/&distance=150$/);

    window.history.back();
    await waitFor(() => expect(status()).toBe(vehicles(sydney)));
    expect(form.getByRole('combobox', { name: 'Within' })).toHaveProperty('value', '50');

    await userEvent.click(form.getByRole('button', { name: 'Clear distance' }));
    await waitFor(() => expect(status()).toBe(vehicles(stock(visible))));
    expect(window.location.search).toBe('');
  });

  it('a shared URL with a postcode and distance filters at once and fills the field', async () => {
    await mount(
      '/search/new-used-and-demo-cars?locationId=4000&locationType=postcode&lat=-27.4698&lng=153.0251&distance=25',
      {
        refinementList: {},
      },
    );
    await waitFor(() => expect(status()).toBe(vehicles(stock(visible.filter((r) => r.loc === 'bne')))));
    const form = within(screen.getByRole('form', { name: 'Distance' }));
    expect(form.getByRole('textbox', { name: 'Postcode' })).toHaveProperty('value', '4000');
    expect(form.getByRole('combobox', { name: 'Within' })).toHaveProperty('value', '25');
  });

  it.each([
    ['9999', 'Invalid postcode', ['geocode 9999']],
    ['12', 'Invalid postcode. Please enter a 4-digit number.', []],
  ])('postcode %s says %s', async (postcode, message, expectedCalls) => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    const form = within(screen.getByRole('form', { name: 'Distance' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Postcode' }), `${postcode}{Enter}`);
    expect((await form.findByRole('alert')).textContent).toBe(message);
    expect(calls).toEqual(expectedCalls);
    expect(window.location.search).toBe('');
    expect(status()).toBe(vehicles(stock(visible)));
  });

  it('keeps only digits, at most 4', async () => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    const input = within(screen.getByRole('form', { name: 'Distance' })).getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(input, '2,0a001');
    expect(input).toHaveProperty('value', '2000');
  });
});

describe("'Nearest first' sort", { timeout: 20_000 }, () => {
  const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
  const sortLabels = () => [...sortBy().options].map((o) => o.textContent);
  const shownLabel = () => sortBy().selectedOptions[0]?.textContent;
  const cardLocations = () =>
    [...document.querySelectorAll('.search-results article')].map(
      (a) => visible.find((r) => r.id === Number(a.getAttribute('data-car-id')))?.loc,
    );

  it('is offered only while a location is set, and chosen by setting one; Clear takes it away', async () => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    expect(sortLabels()).toEqual(['Featured', 'Price (Low to High)']);
    const featured = cardLocations();
    expect(featured).not.toEqual(['bne', 'bne', 'bne', 'bne', 'bne']);

    const form = within(screen.getByRole('form', { name: 'Distance' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Postcode' }), '4000');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Within' }), '1000');
    await userEvent.click(form.getByRole('button', { name: 'Search by distance' }));
    await waitFor(() => expect(sortLabels()).toEqual(['Featured', 'Price (Low to High)', 'Nearest first']));
    // Chosen by the postcode search: Brisbane's cars first, each saying how far it is.
    await waitFor(() => expect(cardLocations()).toEqual(['bne', 'bne', 'bne', 'bne', 'bne']));
    expect(shownLabel()).toBe('Nearest first');
    expect(here()).toBe(
      '/search/new-used-and-demo-cars?sortBy=nearest&locationId=4000&locationType=postcode&lat=-27.4698&lng=153.0251&distance=1000',
    );
    expect(document.querySelector('.search-results article .result-card__distance')?.textContent).toBe('<1 km away');

    // Another sort from the keyboard; a new radius keeps it; then nearest first again.
    sortBy().focus();
    await userEvent.selectOptions(sortBy(), 'Featured');
    await waitFor(() => expect(cardLocations()).toEqual(featured));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Within' }), '750');
    await waitFor(() => expect(here()).toMatch(/&distance=750$/));
    expect(shownLabel()).toBe('Featured');
    expect(here()).not.toContain('sortBy');
    await userEvent.selectOptions(sortBy(), 'Nearest first');
    await waitFor(() => expect(cardLocations()).toEqual(['bne', 'bne', 'bne', 'bne', 'bne']));

    // Clearing the location removes the option and the sort: the default order, and no sortBy in the URL.
    await userEvent.click(form.getByRole('button', { name: 'Clear distance' }));
    await waitFor(() => expect(sortLabels()).toEqual(['Featured', 'Price (Low to High)']));
    expect(shownLabel()).toBe('Featured');
    await waitFor(() => expect(cardLocations()).toEqual(featured));
    expect(window.location.search).toBe('');

    // A new location chooses it again.
    await userEvent.type(form.getByRole('textbox', { name: 'Postcode' }), '4000{Enter}');
    await waitFor(() => expect(sortLabels()).toContain('Nearest first'));
    await waitFor(() => expect(shownLabel()).toBe('Nearest first'));
    expect(here()).toContain('sortBy=nearest');
  });

  it('a shared URL sorted nearest first restores the sort with its location', async () => {
    await mount(
      '/search/new-used-and-demo-cars?sortBy=nearest&locationId=2000&locationType=postcode&lat=-33.8688&lng=151.2093&distance=1000',
      { refinementList: {} },
    );
    await waitFor(() => expect(shownLabel()).toBe('Nearest first'));
    // Sydney's 20-odd cars first, from the first card.
    await waitFor(() => expect(cardLocations()).toEqual(['syd', 'syd', 'syd', 'syd', 'syd']));
  });

  it("a URL asking for 'nearest' without a location shows the default order", async () => {
    await mount('/search/new-used-and-demo-cars?sortBy=nearest', { refinementList: {} });
    await wait(100);
    expect(sortLabels()).toEqual(['Featured', 'Price (Low to High)']);
    expect(shownLabel()).toBe('Featured');
  });
});

describe('money and kilometre inputs with quick picks', { timeout: 20_000 }, () => {
  it('a money quick pick chosen by keyboard sets the price range', async () => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    const to = screen.getByRole('combobox', { name: 'Price to' });
    await userEvent.click(to);
    const list = screen.getByRole('listbox', { name: 'Price to quick picks' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['$5,000', '$10,000', '$15,000', '$20,000', '$25,000', '$30,000', '$40,000', '$50,000', '$70,000']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(to).toHaveProperty('value', '30,000');
    await waitFor(() => expect(here()).toBe('/search/new-used-and-demo-cars?range[price]=:30000'));
    await waitFor(() => expect(status()).toBe(vehicles(stock(visible.filter((r) => r.price <= 30000)))));
  });

  it('typing shows thousands separators; Enter applies the typed value', async () => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    const from = screen.getByRole('combobox', { name: 'Price from' });
    await userEvent.type(from, '45000');
    expect(from).toHaveProperty('value', '45,000');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(here()).toBe('/search/new-used-and-demo-cars?range[price]=45000:'));
  });

  it('kilometre quick picks read "kms" and set range[km]', async () => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    const to = screen.getByRole('combobox', { name: 'Kms to' });
    await userEvent.click(to);
    await userEvent.click(screen.getByRole('option', { name: '50,000 kms' }));
    expect(to).toHaveProperty('value', '50,000');
    await waitFor(() => expect(here()).toBe('/search/new-used-and-demo-cars?range[km]=:50000'));
    await waitFor(() => expect(status()).toBe(vehicles(stock(visible.filter((r) => r.km <= 50000)))));
  });
});

describe('dealership search field', { timeout: 20_000 }, () => {
  it('choosing a dealership by keyboard sets the location; Clear removes it', async () => {
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    const field = screen.getByRole('combobox', { name: 'Find a dealership' });
    await userEvent.type(field, 'newc');
    const list = screen.getByRole('listbox', { name: 'Find a dealership' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Harbour Newcastle, Newcastle']);
    await userEvent.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveProperty('value', 'Harbour Newcastle');
    await waitFor(() =>
      expect(here()).toBe('/search/new-used-and-demo-cars?refinementList[location.slug][0]=harbour-newcastle'),
    );
    await waitFor(() => expect(status()).toBe(vehicles(stock(visible.filter((r) => r.loc === 'ncl')))));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Find a dealership' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(field).toHaveProperty('value', '');
  });

  it('choosing a place (after the 300 ms debounce) lists the dealerships within 250 km, nearest first', async () => {
    calls.length = 0;
    await mount('/search/new-used-and-demo-cars', { refinementList: {} });
    const field = screen.getByRole('combobox', { name: 'Find a dealership' });
    await userEvent.type(field, 'Gos');
    expect(calls).toEqual([]);
    const place = await screen.findByRole('option', { name: /^Gosford NSW/ });
    expect(place.textContent).toBe('Gosford NSW (place)');
    expect(calls).toEqual(['places Gos']);
    await userEvent.click(place);
    const near = screen.getByRole('listbox', { name: 'Dealerships near Gosford NSW' });
    expect(
      within(near)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Harbour Sydney, Sydney (51 km)', 'Harbour Newcastle, Newcastle (69 km)']);
    await userEvent.click(within(near).getByRole('option', { name: /Harbour Sydney/ }));
    await waitFor(() =>
      expect(here()).toBe('/search/new-used-and-demo-cars?refinementList[location.slug][0]=harbour-sydney'),
    );
  });
});

describe('empty results', () => {
  it('an offers search shows the offers texts with Clear Filters leading to /special-offers', async () => {
    await mount('/search/used-cars?range[price]=1:2', { carType: 'used', refinementList: {} }, client, {
      emptyVariant: 'offers',
    });
    await waitFor(() => expect(status()).toBe('0 vehicles'));
    expect(screen.getByRole('heading', { name: 'No Results Available' })).toBeTruthy();
    expect(
      screen.getByText('There appears to be no offers currently available that meet the conditions of your search'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe('/special-offers');
  });
});
