// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileFilter } from '../../core/search/meili-eval.ts';
import { HIGHLIGHT_ATTRIBUTES, HIT_ATTRIBUTES, toSearchDocument } from '../document.ts';
import { createEngine } from '../embedded/engine.ts';
import { joinMeilisearchFilter } from '../params.ts';
import { queryClock, tenantFilterExpression } from '../tenant-filter.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_TENANT, fixtureCars } from '../testing/fixture.ts';
import type { SearchParams } from '../types.ts';
import { createMeilisearchClient, meilisearchIndexName } from './client.ts';

interface SentQuery {
  indexUid: string;
  q?: string;
  filter?: Array<string | string[]>;
  sort?: string[];
  hitsPerPage?: number;
  page?: number;
  facets?: string[];
  matchingStrategy?: string;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
}

const allDocs = fixtureCars().map((car) => toSearchDocument(car, { financeProvider: 'stratton' }));

/** A stand-in Meilisearch: records multi-search queries and answers them from the fixture with the core evaluator. */
function fakeServer() {
  const sent: SentQuery[] = [];
  const tokenRule = compileFilter(tenantFilterExpression(FIXTURE_TENANT, FIXTURE_BUILD_NOW));
  const httpClient = async (url: string, init?: RequestInit): Promise<unknown> => {
    if (!url.endsWith('/multi-search')) throw new Error(`unexpected ${url}`);
    const { queries } = JSON.parse(String(init?.body)) as { queries: SentQuery[] };
    sent.push(...queries);
    return {
      results: queries.map((q) => {
        const filter = compileFilter(joinMeilisearchFilter(q.filter ?? []));
        const matched = allDocs.filter((d) => tokenRule(d) && filter(d));
        return {
          indexUid: q.indexUid,
          hits: matched.slice(0, q.hitsPerPage ?? 20).map((d) => ({
            ...d,
            _geo: { lat: d.lat, lng: d.lng },
            _formatted: { make: `<em>${d.make}</em>`, price: String(d.price), _geo: { lat: '1', lng: '2' } },
          })),
          query: q.q ?? '',
          processingTimeMs: 1,
          hitsPerPage: q.hitsPerPage,
          page: q.page,
          totalPages: q.hitsPerPage ? Math.ceil(matched.length / q.hitsPerPage) : 0,
          totalHits: matched.length,
          facetDistribution: Object.fromEntries((q.facets ?? []).map((f) => [f, { X: 1 }])),
          facetStats: (q.facets ?? []).includes('price') ? { price: { min: 1, max: 2 } } : {},
        };
      }),
    };
  };
  return { sent, httpClient };
}

describe('meilisearchIndexName', () => {
  it.each([
    ['cars', 'Car_production'],
    ['cars_featured', 'Car_production'],
    ['cars_price-asc', 'Car_production:sort_price:asc'],
    ['cars_newest', 'Car_production:created_at:desc'],
    ['cars_km-desc', 'Car_production:km:desc'],
  ])('%s -> %s', (requested, name) => {
    expect(meilisearchIndexName('Car_production', requested)).toBe(name);
  });
});

describe('createMeilisearchClient', () => {
  const make = (server: ReturnType<typeof fakeServer>) =>
    createMeilisearchClient({
      host: 'https://search.example.com',
      searchKey: 'tenant-token',
      index: 'Car_production',
      tenant: FIXTURE_TENANT,
      now: () => new Date(FIXTURE_NOW.getTime() + 59_000),
      httpClient: server.httpClient,
    });

  it('sends the sort, the tenant rule with the visitor clock, the filters and exact pagination', async () => {
    const server = fakeServer();
    await make(server).search([
      {
        indexName: 'cars_price-asc',
        params: {
          query: 'hilux',
          facets: ['make', 'price'],
          facetFilters: [['make:Toyota', 'make:Ford'], 'car_type:used'],
          numericFilters: ['price>=5000'],
          hitsPerPage: 21,
          page: 1,
        },
      },
    ]);
    const q = server.sent.at(-1);
    expect(q).toMatchObject({
      indexUid: 'Car_production',
      q: 'hilux',
      sort: ['sort_price:asc'],
      hitsPerPage: 21,
      page: 2,
      matchingStrategy: 'all',
      attributesToRetrieve: [...HIT_ATTRIBUTES],
      attributesToHighlight: [...HIGHLIGHT_ATTRIBUTES],
    });
    expect(q?.filter).toEqual([
      tenantFilterExpression(FIXTURE_TENANT, queryClock(FIXTURE_NOW), 'price-asc'),
      '"price">=5000',
      ['"make"="Toyota"', '"make"="Ford"'],
      '"car_type"="used"',
    ]);
  });

  it('normalises results to the embedded shape', async () => {
    const server = fakeServer();
    const { results } = await make(server).search([
      { indexName: 'cars_year-desc', params: { facets: ['price'], hitsPerPage: 5, page: 0 } },
    ]);
    const result = results[0];
    expect(result).toMatchObject({
      index: 'cars_year-desc',
      nbHits: 44,
      nbPages: 9,
      page: 0,
      hitsPerPage: 5,
      exhaustiveNbHits: true,
      params: '',
    });
    expect(result?.facets_stats).toEqual({ price: { min: 1, max: 2, avg: 0, sum: 0 } });
    const hit = result?.hits[0];
    expect(hit?.objectID).toBe(String(hit?.['id']));
    expect(hit).not.toHaveProperty('_geo');
    expect(hit).not.toHaveProperty('_geoloc');
    expect(hit).not.toHaveProperty('keywords');
    expect(Object.keys(hit?._highlightResult ?? {})).toEqual(['make']);
  });

  it('ANDs its own filters text after the tenant rule', async () => {
    const server = fakeServer();
    await make(server).search([{ indexName: 'cars', params: { filters: 'year >= 2024' } }]);
    expect(server.sent.at(-1)?.filter?.[0]).toBe(
      `(${tenantFilterExpression(FIXTURE_TENANT, FIXTURE_NOW)}) AND (year >= 2024)`,
    );
  });

  it.each<[string, SearchParams, string]>([
    ['everything', {}, 'cars'],
    ['sold cars (the token still allows one sold 5 days ago)', { facetFilters: ['status:sold'] }, 'cars'],
    ['price ascending (priced cars only)', {}, 'cars_price-asc'],
    [
      'Toyota or Ford, used, 20k to 60k',
      { facetFilters: [['make:Toyota', 'make:Ford'], 'car_type:used'], numericFilters: ['price:20000 TO 60000'] },
      'cars',
    ],
  ])('finds the same cars as the embedded engine: %s', async (_label, params, indexName) => {
    const server = fakeServer();
    const { results } = await make(server).search([{ indexName, params: { ...params, hitsPerPage: 100 } }]);
    const listedAtBuild = allDocs.filter((d) =>
      compileFilter(tenantFilterExpression(FIXTURE_TENANT, FIXTURE_BUILD_NOW))(d),
    );
    const engine = createEngine(listedAtBuild, FIXTURE_TENANT, { now: () => FIXTURE_NOW });
    const embedded = engine.search([{ indexName, params: { ...params, hitsPerPage: 100 } }]).results[0];
    const sortIds = (hits: Array<Record<string, unknown>> | undefined) =>
      (hits ?? []).map((h) => Number(h['id'])).sort((a, b) => a - b);
    expect(sortIds(results[0]?.hits)).toEqual(sortIds(embedded?.hits));
    expect(results[0]?.nbHits).toBe(embedded?.nbHits);
  });
});
