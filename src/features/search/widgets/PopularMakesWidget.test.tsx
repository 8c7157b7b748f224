// The Popular makes dropdown in the landing page's server HTML: a page built
// with its makes, so the select does not grow (and move what follows) when
// the island hydrates, and a shopper sees the makes before JavaScript runs.
import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearchSSRProvider } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { fixtureSearchClient } from '../../../search/testing/client.ts';
import { fixtureCars } from '../../../search/testing/fixture.ts';
import { SearchApp, type SearchAppSettings } from '../SearchApp.tsx';
import { compactServerState } from '../server-state.ts';
import { fixtureSearchSettings } from '../testing/settings.ts';

const cars = fixtureCars();
const client = fixtureSearchClient();

function settings(
  popularMakes: number,
  landing: SearchAppSettings['landing'] = { refinementList: {} },
): SearchAppSettings {
  return fixtureSearchSettings({ popularMakes, landing });
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
