import { renderToString } from 'react-dom/server';
import { getServerState, InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch';
import { describe, expect, it } from 'vitest';
import { fixtureSearchClient } from '../../search/testing/client.ts';
import { FIXTURE_NOW } from '../../search/testing/fixture.ts';
import type { CarSummary } from '../../data/car-summary.ts';
import { SearchApp } from './SearchApp.tsx';
import { capFacetValues, compactHit, compactServerState } from './server-state.ts';
import { fixtureSearchSettings } from './testing/settings.ts';
import { cardModel, type CardSettings } from './ui/card-model.ts';

describe('capFacetValues', () => {
  const counts = { a: 1, b: 5, c: 3, d: 5, e: 2 };
  it('keeps the most frequent values, ties by name, plus refined ones', () => {
    expect(capFacetValues(counts, 2)).toEqual({ b: 5, d: 5 });
    expect(capFacetValues(counts, 2, new Set(['a']))).toEqual({ b: 5, d: 5, a: 1 });
    expect(capFacetValues(counts, 10)).toBe(counts);
  });
});

const client = fixtureSearchClient();
const card: CardSettings = {
  currency: 'AUD',
  noPriceText: 'Enquire for price.',
  tags: {},
  reserveEnabled: true,
  financeLabel: 'Get Finance',
  showViewCount: true,
  now: FIXTURE_NOW.toISOString(),
};

describe('compactServerState', () => {
  it('drops highlights, search-only hit fields, range facet values; caps the rest; cards are unchanged', async () => {
    const state = await getServerState(
      <SearchApp
        {...fixtureSearchSettings({
          card,
          hitsPerPage: 50,
          landing: { refinementList: { make: ['Toyota', 'Kia'] } },
          moneyQuickPicks: [10000],
        })}
        searchClient={client}
        serverRender
      />,
      { renderToString },
    );
    const small = compactServerState(state, 1);
    const [full] = (state.initialResults['cars']!.results ?? []) as unknown as Array<{
      hits: Array<Record<string, unknown>>;
      facets: Record<string, Record<string, number>>;
      facets_stats: unknown;
    }>;
    const [compact] = (small.initialResults['cars']!.results ?? []) as unknown as (typeof full)[];
    expect(full!.hits.length).toBeGreaterThan(5);
    expect(compact!.hits.map((h) => h['id'])).toEqual(full!.hits.map((h) => h['id']));
    for (const [i, hit] of compact!.hits.entries()) {
      expect(hit).not.toHaveProperty('_highlightResult');
      expect(hit).not.toHaveProperty('lat');
      expect(cardModel(hit as unknown as CarSummary, card)).toEqual(
        cardModel(full!.hits[i] as unknown as CarSummary, card),
      );
    }
    expect(compact!.facets['price']).toEqual({});
    // The sliders' ends, not the average and sum any price on the search moves.
    const stats = full!.facets_stats as Record<string, { min: number; max: number; avg: number }>;
    expect(stats['price']!.avg).toBeGreaterThan(0);
    expect(compact!.facets_stats).toEqual(
      Object.fromEntries(Object.entries(stats).map(([k, { min, max }]) => [k, { min, max }])),
    );
    // make: one most frequent value plus both refined makes.
    expect(Object.keys(compact!.facets['make']!).sort()).toEqual(['Kia', 'Toyota']);
    expect(Object.keys(compact!.facets['model']!)).toHaveLength(1);
    expect(JSON.stringify(small).length).toBeLessThan(JSON.stringify(state).length * 0.7);
    expect(compactHit({ id: 1, lat: 1, _snippetResult: {} })).toEqual({ id: 1 });
  });
});

describe('the landing page hydrated from the compact server state', () => {
  it('shows what the full state shows: the same cards, counts, filter lists and price, year and km sliders', async () => {
    const settings = fixtureSearchSettings({
      card,
      hitsPerPage: 12,
      landing: { refinementList: { make: ['Toyota'] } },
    });
    const state = await getServerState(<SearchApp {...settings} searchClient={client} serverRender />, {
      renderToString,
    });
    const page = (serverState: InstantSearchServerState) =>
      renderToString(
        <InstantSearchSSRProvider {...serverState}>
          <SearchApp {...settings} searchClient={client} serverRender />
        </InstantSearchSSRProvider>,
      );
    const full = page(state);
    expect(full).toContain('search-island');
    expect(page(compactServerState(state))).toBe(full);
  });
});
