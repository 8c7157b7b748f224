/**
 * The shared behaviour suite of the search backends: every backend must give
 * the same answers over the hand-built fixture (testing/fixture.ts). Run by
 * embedded/embedded.conformance.test.ts always and by
 * meilisearch/meilisearch.conformance.test.ts against a live server.
 *
 * Test-only module (imports vitest); never import it from site code.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarOutput } from '../data/schemas.ts';
import { distanceKm } from '../core/locations.ts';
import { canonicalBodyType } from '../core/search/routing.ts';
import type { SortId } from '../core/search/options.ts';
import { indexNameFor, SEARCH_INDEX_NAME } from './params.ts';
import type { TenantFilter } from './tenant-filter.ts';
import {
  FIXTURE_BUILD_NOW,
  FIXTURE_FINANCE_PROVIDER,
  FIXTURE_NOW,
  FIXTURE_ROWS,
  FIXTURE_SYDNEY,
  FIXTURE_TENANT,
  fixtureCars,
  visibleRows,
  type FixtureRow,
} from './testing/fixture.ts';
import type { SearchClientLike, SearchParams, SearchResult } from './types.ts';

/** What a backend is given to build its client from. */
export interface ConformanceSetup {
  /** Every fixture car, hidden ones included. */
  cars: readonly CarOutput[];
  tenant: TenantFilter;
  financeProvider: string;
  /** Index build / push / token clock. */
  buildNow: Date;
  /** The visitor's clock for queries. */
  now: Date;
}

/** A backend under test. */
export interface ConformanceClient {
  client: SearchClientLike;
  /** Base index name to query; default 'cars'. */
  indexName?: string | undefined;
  dispose?: (() => Promise<void> | void) | undefined;
}

/** Builds a backend's client for the setup. */
export type MakeConformanceClient = (setup: ConformanceSetup) => Promise<ConformanceClient>;

const LOC_POINTS: Record<FixtureRow['loc'], { lat: number; lng: number }> = {
  syd: { lat: -33.8688, lng: 151.2093 },
  ncl: { lat: -32.9283, lng: 151.7817 },
  bne: { lat: -27.4698, lng: 153.0251 },
  mel: { lat: -37.8136, lng: 144.9631 },
};

/** Whether a row is a sold car (listed inside the sold window, not counted as stock). */
function soldRow(row: FixtureRow): boolean {
  return row.status === 'sold';
}

/** The count a shopper reads for rows (core stockCount): the available ones, or all when none is. */
function stockOf(rows: readonly FixtureRow[]): number {
  const available = rows.filter((row) => !soldRow(row)).length;
  return available > 0 ? available : rows.length;
}

/** Facet counts as both backends give them: each value's stock count. */
function stockBy(rows: readonly FixtureRow[], key: (row: FixtureRow) => string): Record<string, number> {
  const groups = new Map<string, FixtureRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return Object.fromEntries([...groups].map(([value, list]) => [value, stockOf(list)]));
}

function idsOf(result: SearchResult | undefined): number[] {
  return (result?.hits ?? []).map((h) => Number(h['id'])).sort((a, b) => a - b);
}

function ids(rows: readonly FixtureRow[]): number[] {
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Registers the suite for one backend. */
export function runConformance(name: string, makeClient: MakeConformanceClient): void {
  describe(`search conformance: ${name}`, () => {
    let backend: ConformanceClient | undefined;
    const visible = visibleRows();
    const ALL = { hitsPerPage: 100 };

    beforeAll(async () => {
      backend = await makeClient({
        cars: fixtureCars(),
        tenant: FIXTURE_TENANT,
        financeProvider: FIXTURE_FINANCE_PROVIDER,
        buildNow: FIXTURE_BUILD_NOW,
        now: FIXTURE_NOW,
      });
    }, 180_000);

    afterAll(async () => {
      await backend?.dispose?.();
    });

    const client = (): SearchClientLike => {
      if (!backend) throw new Error('backend not ready');
      return backend.client;
    };
    const indexName = (sortBy: SortId = 'featured'): string =>
      indexNameFor(sortBy, backend?.indexName ?? SEARCH_INDEX_NAME);
    const search = async (params: SearchParams, sortBy: SortId = 'featured'): Promise<SearchResult> => {
      const { results } = await client().search([{ indexName: indexName(sortBy), params }]);
      expect(results).toHaveLength(1);
      return results[0] as SearchResult;
    };

    it('the fixture is what the suite assumes', () => {
      expect(FIXTURE_ROWS).toHaveLength(52);
      expect(visible).toHaveLength(44);
      const prices = visible.map((r) => r.price);
      expect(new Set(prices).size).toBe(prices.length);
    });

    it('lists every car the tenant shows and nothing else (base filter)', async () => {
      const res = await search(ALL);
      // 44 cars listed; the sold one (1043) is not counted.
      expect(res.nbHits).toBe(43);
      expect(stockOf(visible)).toBe(43);
      expect(idsOf(res)).toEqual(ids(visible));
      for (const hidden of [2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008]) expect(idsOf(res)).not.toContain(hidden);
    });

    it('returns Algolia-shaped results', async () => {
      const res = await search({ hitsPerPage: 5, page: 0, query: '' });
      expect(res).toMatchObject({ page: 0, hitsPerPage: 5, nbHits: 43, nbPages: 9, query: '', index: indexName() });
      expect(typeof res.processingTimeMS).toBe('number');
      expect(res.hits).toHaveLength(5);
      for (const hit of res.hits) {
        expect(hit.objectID).toBe(String(hit['id']));
        expect(hit).not.toHaveProperty('keywords');
        expect(hit).not.toHaveProperty('_geo');
      }
      const car = (await search({ ...ALL, facetFilters: ['stocknum:S1001'] })).hits[0];
      expect(car).toMatchObject({
        id: 1001,
        slug: '2022-toyota-hilux-sr5-1001',
        name: '2022 Toyota HiLux SR5',
        make: 'Toyota',
        model: 'HiLux',
        price: 48990,
        location_slug: 'harbour-sydney',
        location_name: 'Harbour Sydney',
        lat: -33.8688,
        lng: 151.2093,
        dealership_slug: 'harbour-motors',
        weekly_payment: 98,
        image_count: 1,
        primary_image_url: 'https://cdn.example.com/cars/1001/0.jpg',
      });
    });

    it('counts facet values over the whole result', async () => {
      const res = await search({ hitsPerPage: 0, facets: ['make', 'car_type', 'simple_body', 'reserved'] });
      expect(res.facets['make']).toEqual(stockBy(visible, (r) => r.make));
      // Mazda's sold car is listed but not counted.
      expect(res.facets['make']).toMatchObject({ Toyota: 15, Ford: 6, Mazda: 5, Hyundai: 5, Kia: 3 });
      expect(res.facets['car_type']).toEqual(stockBy(visible, (r) => r.car_type));
      // Body types under their one stock value (core canonicalBodyType: 'Ute' -> 'ute', 'Hatchback' -> 'hatch').
      expect(res.facets['simple_body']).toEqual(stockBy(visible, (r) => canonicalBodyType(r.body) ?? ''));
      expect(res.facets['reserved']).toEqual({ false: 42, true: 1 });
      expect(res.hits).toEqual([]);
      expect(res.nbPages).toBe(0);
    });

    it('answers InstantSearch disjunctive facet requests exactly', async () => {
      const makes = ['make:Toyota', 'make:Ford'];
      const { results } = await client().search([
        {
          indexName: indexName(),
          params: { facets: ['make', 'car_type'], facetFilters: [makes, ['car_type:used']], hitsPerPage: 21 },
        },
        {
          indexName: indexName(),
          params: { facets: 'make', facetFilters: [['car_type:used']], hitsPerPage: 0, page: 0 },
        },
        { indexName: indexName(), params: { facets: 'car_type', facetFilters: [makes], hitsPerPage: 0, page: 0 } },
      ]);
      const [main, byMake, byType] = results;
      const toyotaOrFord = visible.filter((r) => r.make === 'Toyota' || r.make === 'Ford');
      const used = visible.filter((r) => r.car_type === 'used');
      expect(main?.nbHits).toBe(stockOf(toyotaOrFord.filter((r) => r.car_type === 'used')));
      expect(main?.facets['make']).toEqual(
        stockBy(
          toyotaOrFord.filter((r) => r.car_type === 'used'),
          (r) => r.make,
        ),
      );
      expect(byMake?.facets['make']).toEqual(stockBy(used, (r) => r.make));
      expect(byType?.facets['car_type']).toEqual(stockBy(toyotaOrFord, (r) => r.car_type));
      expect(byType?.facets['car_type']).toEqual({ used: 12, new: 6, demo: 3 });
    });

    it('ANDs filters across attributes and ORs values within one', async () => {
      const and = await search({ ...ALL, facetFilters: ['make:Toyota', 'car_type:used'] });
      expect(idsOf(and)).toEqual(ids(visible.filter((r) => r.make === 'Toyota' && r.car_type === 'used')));
      const or = await search({ ...ALL, facetFilters: [['simple_fuel:Electric', 'simple_fuel:Hybrid']] });
      expect(idsOf(or)).toEqual(ids(visible.filter((r) => r.fuel === 'Electric' || r.fuel === 'Hybrid')));
    });

    it('matches facet values ignoring case', async () => {
      expect((await search({ hitsPerPage: 0, facetFilters: ['make:toyota'] })).nbHits).toBe(15);
    });

    it('filters numeric ranges and reports facet stats', async () => {
      const inRange = visible.filter((r) => r.price >= 20000 && r.price <= 40000);
      const res = await search({
        ...ALL,
        facets: ['price', 'year', 'km'],
        numericFilters: ['price>=20000', 'price<=40000'],
      });
      expect(idsOf(res)).toEqual(ids(inRange));
      expect(res.facets_stats['price']).toMatchObject({
        min: Math.min(...inRange.map((r) => r.price)),
        max: Math.max(...inRange.map((r) => r.price)),
      });
      expect(res.facets_stats['year']).toMatchObject({
        min: Math.min(...inRange.map((r) => r.year)),
        max: Math.max(...inRange.map((r) => r.year)),
      });
      const range = await search({ hitsPerPage: 0, numericFilters: ['price:20000 TO 40000'] });
      expect(range.nbHits).toBe(stockOf(inRange));
      const all = await search({ hitsPerPage: 0, facets: ['price', 'year', 'km'] });
      expect(all.facets_stats['price']).toMatchObject({ min: 0, max: 98990 });
      expect(all.facets_stats['year']).toMatchObject({ min: 2016, max: 2025 });
      expect(all.facets_stats['km']).toMatchObject({ min: 0, max: 180000 });
    });

    it('applies a Meilisearch-syntax filters string', async () => {
      const res = await search({ ...ALL, filters: 'year >= 2024 AND simple_fuel = "Hybrid"' });
      expect(idsOf(res)).toEqual(ids(visible.filter((r) => r.year >= 2024 && r.fuel === 'Hybrid')));
    });

    it('sorts by price ascending (priced cars only on this site) and descending', async () => {
      const asc = await search({ hitsPerPage: 50 }, 'price-asc');
      const priced = visible
        .filter((r) => r.price > 0)
        .map((r) => r.price)
        .sort((a, b) => a - b);
      // The site's rule drops the unpriced car; the sold car is listed, not counted.
      expect(asc.nbHits).toBe(42);
      expect(asc.hits.map((h) => h['price'])).toEqual(priced);
      const desc = await search({ hitsPerPage: 50 }, 'price-desc');
      expect(desc.nbHits).toBe(43);
      expect(desc.hits.map((h) => h['price'])).toEqual(visible.map((r) => r.price).sort((a, b) => b - a));
    });

    it('sorts by the shown price, cars without one (PREORDER, Enquire for price) last', async () => {
      // The site's price-ascending rule leaves them out of the ascending sort; the descending one ends with them.
      const desc = await search({ hitsPerPage: 50 }, 'price-desc');
      expect(desc.hits.at(-1)).toMatchObject({ id: 1015, price: 0, sort_price: null });
      expect(desc.hits.slice(0, -1).every((h) => typeof h['sort_price'] === 'number')).toBe(true);
      const asc = await search({ hitsPerPage: 50 }, 'price-asc');
      expect(asc.hits.map((h) => h['sort_price'])).toEqual(asc.hits.map((h) => h['price']));
    });

    it('sorts by year', async () => {
      const res = await search({ hitsPerPage: 50 }, 'year-desc');
      const years = res.hits.map((h) => Number(h['year']));
      expect(years).toHaveLength(44);
      expect(years).toEqual([...years].sort((a, b) => b - a));
      const asc = await search({ hitsPerPage: 1 }, 'year-asc');
      expect(asc.hits[0]?.['year']).toBe(2016);
    });

    it('pages through 21 per page', async () => {
      const byPrice = visible.map((r) => r.price).sort((a, b) => b - a);
      const pages = await Promise.all([0, 1, 2, 3].map((page) => search({ hitsPerPage: 21, page }, 'price-desc')));
      expect(pages.map((p) => p.hits.length)).toEqual([21, 21, 2, 0]);
      // 44 cards on 3 pages; the count is the 43 in stock.
      for (const p of pages) expect(p).toMatchObject({ nbHits: 43, nbPages: 3, hitsPerPage: 21 });
      expect(pages[1]?.page).toBe(1);
      expect(pages[1]?.hits.map((h) => h['price'])).toEqual(byPrice.slice(21, 42));
      const seen = pages.flatMap((p) => p.hits.map((h) => h.objectID));
      expect(new Set(seen).size).toBe(44);
    });

    it('finds words with a typo', async () => {
      // A substitution: one typo in both backends (a swap such as 'hilxu' costs two in MiniSearch, one in Meilisearch).
      expect(idsOf(await search({ ...ALL, query: 'hilix' }))).toEqual([1001, 1002, 1003, 1004]);
    });

    it('finds the last word by prefix', async () => {
      expect(idsOf(await search({ ...ALL, query: 'cor' }))).toEqual([1005, 1006, 1007, 1008]);
      expect(idsOf(await search({ ...ALL, query: 'landcr' }))).toEqual([1012, 1013]);
    });

    it('needs every query word', async () => {
      expect(idsOf(await search({ ...ALL, query: 'toyota hilux' }))).toEqual([1001, 1002, 1003, 1004]);
      expect(idsOf(await search({ ...ALL, query: 'hilux sr5' }))).toEqual([1001]);
      expect((await search({ ...ALL, query: 'toyota ranger' })).nbHits).toBe(0);
    });

    it('never returns hidden cars, whatever the query', async () => {
      for (const query of ['holden', 'commodore', 'kona', 'cerato', 'bt-50', 'rav4 edge']) {
        expect((await search({ ...ALL, query })).nbHits).toBe(0);
      }
      expect(idsOf(await search({ ...ALL, facetFilters: ['dealership_id:99'] }))).toEqual([]);
    });

    it('counts the same under every sort: the cars in stock, not the sold ones listed beside them', async () => {
      const around = { aroundLatLng: `${FIXTURE_SYDNEY.lat},${FIXTURE_SYDNEY.lng}`, aroundRadius: 2_000_000 };
      const filters = [{}, { facetFilters: ['make:Mazda'] }, { facetFilters: ['car_type:used'] }, around];
      for (const params of filters) {
        const counts = await Promise.all(
          (['featured', 'price-desc', 'year-desc', 'km-asc', 'nearest'] as const).map(
            async (sortBy) => (await search({ ...params, hitsPerPage: 0, facets: ['make'] }, sortBy)).nbHits,
          ),
        );
        expect(new Set(counts).size).toBe(1);
      }
      const mazda = await search({ ...ALL, facetFilters: ['make:Mazda'] });
      expect(mazda.hits.map((h) => Number(h['id']))).toContain(1043);
      expect(mazda.nbHits).toBe(5);
    });

    it('keeps a car sold inside the window and drops one sold before it', async () => {
      const sold = await search({ ...ALL, facetFilters: ['status:sold'] });
      expect(idsOf(sold)).toEqual([1043]);
      // Only sold cars: they all show, and count.
      expect(sold.nbHits).toBe(1);
      expect(sold.hits[0]?.['sold_date_timestamp']).toBe(FIXTURE_NOW.getTime() / 1000 - 86_400);
    });

    it('filters by distance from a point (aroundLatLng, aroundRadius in metres)', async () => {
      const within = visible.filter((r) => distanceKm(FIXTURE_SYDNEY, LOC_POINTS[r.loc]) <= 200);
      const res = await search({
        ...ALL,
        aroundLatLng: `${FIXTURE_SYDNEY.lat},${FIXTURE_SYDNEY.lng}`,
        aroundRadius: 200_000,
      });
      expect(idsOf(res)).toEqual(ids(within));
      expect(within.some((r) => r.loc === 'ncl')).toBe(true);
      expect(within.some((r) => r.loc === 'bne')).toBe(false);
    });

    it('sorts nearest first from the point of the distance filter, the default order without one', async () => {
      const brisbane = LOC_POINTS.bne;
      const around = { aroundLatLng: `${brisbane.lat},${brisbane.lng}`, aroundRadius: 1_000_000 };
      const res = await search({ ...ALL, ...around }, 'nearest');
      const locs = res.hits.map((h) => visible.find((r) => r.id === Number(h['id']))?.loc);
      // Brisbane's cars, then Newcastle's (619 km), then Sydney's (732 km); Melbourne is outside 1,000 km.
      const order = (['bne', 'ncl', 'syd'] as const).filter((loc) => locs.includes(loc));
      expect(order).toEqual(['bne', 'ncl', 'syd']);
      expect(locs).toEqual([...locs].sort((a, b) => order.indexOf(a as never) - order.indexOf(b as never)));
      const unsorted = await search(ALL, 'nearest');
      const featured = await search(ALL);
      expect(unsorted.hits.map((h) => h['id'])).toEqual(featured.hits.map((h) => h['id']));
    });

    it('returns an empty result for filters nothing matches', async () => {
      const res = await search({ hitsPerPage: 21, facetFilters: ['make:Nope'], facets: ['make'] });
      expect(res).toMatchObject({ nbHits: 0, nbPages: 0, hits: [] });
    });

    it('searches facet values', async () => {
      const [res] = await client().searchForFacetValues([
        { indexName: indexName(), params: { facetName: 'make', facetQuery: 'toy', maxFacetHits: 10 } },
      ]);
      expect(res?.facetHits.map((h) => [h.value, h.count])).toEqual([['Toyota', 15]]);
    });
  });
}
