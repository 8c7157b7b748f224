// @vitest-environment jsdom
// The island end to end in jsdom: server state from getServerState over the
// in-process engine, then the browser render with routing, refinements and
// back navigation.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearchSSRProvider } from 'react-instantsearch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueFromFacets, type SearchState } from '../../core/search/routing.ts';
import type { SearchClient } from 'instantsearch.js';
import { asInstantSearchClient } from '../../search/client.ts';
import { SEARCH_ERROR_MESSAGE } from './widgets/HitsWidget.tsx';
import { withAttributeAliases } from '../../search/aliases.ts';
import { engineClient } from '../../search/embedded/client.ts';
import { engineFromPayload } from '../../search/embedded/load.ts';
import { buildEmbeddedIndex } from '../../search/embedded/payload.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_TENANT, fixtureCars } from '../../search/testing/fixture.ts';
import { SearchApp, type SearchAppSettings } from './SearchApp.tsx';

const engine = engineFromPayload(
  JSON.parse(JSON.stringify(buildEmbeddedIndex(fixtureCars(), { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW }))),
  { now: () => FIXTURE_NOW },
);
const client = asInstantSearchClient(withAttributeAliases(engineClient(engine)));
const catalogue = catalogueFromFacets({ makes: { Toyota: 10, Ford: 5, Mazda: 5, Hyundai: 3 } });

function settings(landing: SearchState): SearchAppSettings {
  return {
    catalogue,
    card: {
      currency: 'AUD',
      noPriceText: 'Enquire for price.',
      tags: {},
      reserveEnabled: false,
      financeLabel: null,
      showViewCount: false,
      now: FIXTURE_NOW.toISOString(),
    },
    sortOptions: [
      { value: 'featured', label: 'Featured' },
      { value: 'price-asc', label: 'Price (Low to High)' },
    ],
    hitsPerPage: 5,
    promoPositions: [2],
    popularMakes: null,
    landing,
  };
}

async function mount(path: string, landing: SearchState, browserClient: SearchClient = client) {
  window.history.replaceState(null, '', path);
  const props = settings(landing);
  const serverState = await getServerState(<SearchApp {...props} searchClient={client} serverRender />, {
    renderToString,
  });
  const view = render(
    <InstantSearchSSRProvider {...serverState}>
      <SearchApp {...props} searchClient={browserClient} />
    </InstantSearchSSRProvider>,
  );
  return { view, serverState };
}

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

describe('SearchApp', () => {
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
