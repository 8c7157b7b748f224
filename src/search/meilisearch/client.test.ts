// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileFilter } from '../../core/search/meili-eval.ts';
import { distanceKm } from '../../core/locations.ts';
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

/**
 * Meilisearch's `sort` as a comparator, read independently of the code under
 * test: 'attribute:asc|desc' (missing values last) and
 * '_geoPoint(lat, lng):asc|desc' (haversine distance; documents without
 * `_geo` last), in order; then the ranking rules' last word, custom_rank
 * descending, then the order the documents were pushed in (id order here).
 */
function meilisearchSortComparator(sort: readonly string[]) {
  type Doc = (typeof allDocs)[number];
  const rules = sort.map((rule) => {
    const geo = /^_geoPoint\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\):(asc|desc)$/.exec(rule);
    if (geo) {
      const centre = { lat: Number(geo[1]), lng: Number(geo[2]) };
      const sign = geo[3] === 'asc' ? 1 : -1;
      const value = (d: Doc) =>
        d.lat === null || d.lng === null ? null : distanceKm(centre, { lat: d.lat, lng: d.lng });
      return { value, sign };
    }
    const [attribute, direction] = rule.split(':') as [string, string];
    return {
      value: (d: Doc) => (d as unknown as Record<string, number | null>)[attribute] ?? null,
      sign: direction === 'asc' ? 1 : -1,
    };
  });
  rules.push({ value: (d) => d.custom_rank ?? null, sign: -1 });
  return (a: Doc, b: Doc): number => {
    for (const { value, sign } of rules) {
      const [va, vb] = [value(a), value(b)];
      if (va === vb) continue;
      if (va === null || vb === null) return va === null ? 1 : -1;
      return sign * (va < vb ? -1 : 1);
    }
    return allDocs.indexOf(a) - allDocs.indexOf(b);
  };
}

/** Meilisearch's facet distribution of an attribute: each value's documents, most first. */
function valueCounts(docs: readonly (typeof allDocs)[number][], attribute: string): Record<string, number> {
  const counts = new Map<string, number>();
  for (const d of docs) {
    const value = (d as unknown as Record<string, unknown>)[attribute];
    if (value === null || value === undefined) continue;
    counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]));
}

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
        // `_geoRadius(lat, lng, metres)` items by haversine distance, the rest by the core evaluator.
        const geoRule = /^_geoRadius\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*,\s*([\d.]+)\s*\)$/;
        const geo = (q.filter ?? []).flatMap((f) => {
          const m = typeof f === 'string' ? geoRule.exec(f) : null;
          return m ? [{ centre: { lat: Number(m[1]), lng: Number(m[2]) }, km: Number(m[3]) / 1000 }] : [];
        });
        const filter = compileFilter(
          joinMeilisearchFilter((q.filter ?? []).filter((f) => typeof f !== 'string' || !geoRule.test(f))),
        );
        const inRadius = (d: (typeof allDocs)[number]) =>
          geo.every(
            (g) => d.lat !== null && d.lng !== null && distanceKm(g.centre, { lat: d.lat, lng: d.lng }) <= g.km,
          );
        const matched = allDocs.filter((d) => tokenRule(d) && filter(d) && inRadius(d));
        if (q.sort) matched.sort(meilisearchSortComparator(q.sort));
        const start = ((q.page ?? 1) - 1) * (q.hitsPerPage ?? 20);
        return {
          indexUid: q.indexUid,
          hits: matched.slice(start, start + (q.hitsPerPage ?? 20)).map((d) => ({
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
          facetDistribution: Object.fromEntries((q.facets ?? []).map((f) => [f, valueCounts(matched, f)])),
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

  it('sorts nearest first from the point, or by the default order without one', () => {
    expect(meilisearchIndexName('Car_production', 'cars_nearest', { lat: -32.9283, lng: 151.7817 })).toBe(
      'Car_production:_geoPoint(-32.9283, 151.7817):asc,custom_rank:desc',
    );
    expect(meilisearchIndexName('Car_production', 'cars_nearest')).toBe('Car_production');
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
    const q = server.sent.at(-2); // The last is the count of its available cars.
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
      // 44 listed, the sold car among them not counted.
      nbHits: 43,
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
    expect(server.sent.at(-2)?.filter?.[0]).toBe(
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

  it.each<[string, SearchParams]>([
    ['everything', {}],
    ['a make with a sold car', { facetFilters: ['make:Mazda'] }],
    ['only sold cars', { facetFilters: ['status:sold'] }],
    ['used', { facetFilters: ['car_type:used'] }],
  ])('counts what the embedded engine counts, in every sort (the cars in stock): %s', async (_label, params) => {
    const listedAtBuild = allDocs.filter((d) =>
      compileFilter(tenantFilterExpression(FIXTURE_TENANT, FIXTURE_BUILD_NOW))(d),
    );
    const engine = createEngine(listedAtBuild, FIXTURE_TENANT, { now: () => FIXTURE_NOW });
    const asked = { ...params, facets: ['make', 'car_type'], hitsPerPage: 5 };
    for (const indexName of ['cars', 'cars_price-desc', 'cars_year-desc', 'cars_km-asc']) {
      const server = fakeServer();
      const { results } = await make(server).search([{ indexName, params: asked }]);
      const embedded = engine.search([{ indexName, params: asked }]).results[0];
      expect(results).toHaveLength(1);
      expect([indexName, results[0]?.nbHits]).toEqual([indexName, embedded?.nbHits]);
      expect(results[0]?.facets).toEqual(embedded?.facets);
      // One multi-search: the request and its count of the available cars, which lists none.
      const [main, stock] = server.sent.slice(-2);
      expect(stock?.hitsPerPage).toBe(0);
      expect(stock?.sort).toEqual(main?.sort);
      expect(stock?.filter?.[0]).toBe(`(${String(main?.filter?.[0])}) AND status IN ["in_stock", "coming_soon"]`);
      expect(stock?.filter?.slice(1)).toEqual(main?.filter?.slice(1));
    }
  });

  it.each([
    ['Newcastle', '-32.9283,151.7817', 2_000_000],
    ['Brisbane', '-27.4698,153.0251', 1_000_000],
    ['Melbourne', '-37.8136,144.9631', 1_000_000],
  ])(
    "asks for nearest first from %s and gets the embedded engine's order",
    async (_place, aroundLatLng, aroundRadius) => {
      const server = fakeServer();
      const params = { aroundLatLng, aroundRadius, hitsPerPage: 100 };
      const { results } = await make(server).search([{ indexName: 'cars_nearest', params }]);
      const [lat, lng] = aroundLatLng.split(',');
      expect(server.sent.at(-1)?.sort).toEqual([`_geoPoint(${lat}, ${lng}):asc`, 'custom_rank:desc']);
      expect(server.sent.at(-1)?.filter).toContainEqual(
        `_geoRadius(${Number(lat).toFixed(5)}, ${Number(lng).toFixed(5)}, ${aroundRadius})`,
      );
      // A Meilisearch tenant's embedded answers (its build) do not collapse sold runs, as Meilisearch cannot.
      const listedAtBuild = allDocs.filter((d) =>
        compileFilter(tenantFilterExpression(FIXTURE_TENANT, FIXTURE_BUILD_NOW))(d),
      );
      const engine = createEngine(listedAtBuild, FIXTURE_TENANT, { now: () => FIXTURE_NOW, collapseSoldRuns: false });
      const embedded = engine.search([{ indexName: 'cars_nearest', params }]).results[0];
      const order = (hits: Array<Record<string, unknown>> | undefined) => (hits ?? []).map((h) => Number(h['id']));
      expect(order(results[0]?.hits).length).toBeGreaterThan(10);
      expect(order(results[0]?.hits)).toEqual(order(embedded?.hits));
      // The second page continues it on both.
      const page2 = { ...params, hitsPerPage: 7, page: 1 };
      const meiliPage = (await make(server).search([{ indexName: 'cars_nearest', params: page2 }])).results[0];
      const embeddedPage = engine.search([{ indexName: 'cars_nearest', params: page2 }]).results[0];
      expect(order(meiliPage?.hits)).toEqual(order(embeddedPage?.hits));
    },
  );

  it('sends no sort for nearest without a location (the default order)', async () => {
    const server = fakeServer();
    await make(server).search([{ indexName: 'cars_nearest', params: { hitsPerPage: 5 } }]);
    expect(server.sent.at(-1)?.sort).toBeUndefined();
  });
});
