// The Popular makes dropdown in the landing page's server HTML: a page built
// with its makes, so the select does not grow (and move what follows) when
// the island hydrates, and a shopper sees the makes before JavaScript runs.
import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearchSSRProvider } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { catalogueFromFacets } from '../../../core/search/routing.ts';
import { DEFAULT_MONEY_QUICK_PICKS } from '../../../core/inputs.ts';
import { asInstantSearchClient } from '../../../search/client.ts';
import { withAttributeAliases } from '../../../search/aliases.ts';
import { engineClient } from '../../../search/embedded/client.ts';
import { engineFromPayload } from '../../../search/embedded/load.ts';
import { buildEmbeddedIndex } from '../../../search/embedded/payload.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_TENANT, fixtureCars } from '../../../search/testing/fixture.ts';
import { SearchApp, type SearchAppSettings } from '../SearchApp.tsx';
import { compactServerState } from '../server-state.ts';

const cars = fixtureCars();
const engine = engineFromPayload(
  JSON.parse(JSON.stringify(buildEmbeddedIndex(cars, { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW }))),
  { now: () => FIXTURE_NOW },
);
const client = asInstantSearchClient(withAttributeAliases(engineClient(engine)));

function settings(
  popularMakes: number,
  landing: SearchAppSettings['landing'] = { refinementList: {} },
): SearchAppSettings {
  return {
    catalogue: catalogueFromFacets({}),
    card: {
      currency: 'AUD',
      noPriceText: 'Enquire for price.',
      tags: {},
      reserveEnabled: false,
      financeLabel: null,
      showViewCount: false,
      now: FIXTURE_NOW.toISOString(),
    },
    sortOptions: [{ value: 'featured', label: 'Featured' }],
    hitsPerPage: 5,
    promoPositions: [],
    popularMakes,
    landing,
    siteName: 'Harbour Motors',
    prebuiltPages: {},
    moneyQuickPicks: DEFAULT_MONEY_QUICK_PICKS,
    api: null,
    country: 'AU',
    dealershipLocations: [],
    offersClearPath: '/special-offers',
  };
}

/** The options of the Popular makes select in the page the build writes. */
async function serverOptions(props: SearchAppSettings): Promise<string[]> {
  const state = compactServerState(
    await getServerState(<SearchApp {...props} searchClient={client} serverRender />, { renderToString }),
  );
  const html = renderToString(
    <InstantSearchSSRProvider {...state}>
      <SearchApp {...props} searchClient={client} />
    </InstantSearchSSRProvider>,
  );
  const select = /<div class="popular-makes">[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
  return [...select.replaceAll('<!-- -->', '').matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1] ?? '');
}

describe('Popular makes in the server HTML', () => {
  const listed = cars.filter((c) => c.show_on_dealer_website !== false);
  const byMake = new Map<string, number>();
  for (const car of listed) byMake.set(car.make, (byMake.get(car.make) ?? 0) + 1);

  it('lists the most stocked makes with their counts, most first, up to the limit', async () => {
    const options = await serverOptions(settings(2));
    expect(options[0]).toBe('All makes');
    expect(options).toHaveLength(3);
    const counts = options.slice(1).map((o) => Number(/\((\d+)\)$/.exec(o)?.[1]));
    expect(counts[0]).toBeGreaterThanOrEqual(counts[1]!);
    const top = Math.max(...byMake.values());
    expect(counts[0]).toBeLessThanOrEqual(top);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('keeps the landing page make chosen', async () => {
    const [make] = [...byMake.keys()];
    const html = await serverOptions(settings(20, { refinementList: { make: [make!] } }));
    expect(html.some((o) => o.startsWith(`${make} (`))).toBe(true);
  });
});
