// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileFilter } from '../../core/search/meili-eval.ts';
import type { CarOutput } from '../../data/schemas.ts';
import { toSearchDocument } from '../document.ts';
import { joinMeilisearchFilter, toMeilisearchFilter } from '../params.ts';
import { isTenantListed } from '../tenant-filter.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_TENANT, fixtureCars } from '../testing/fixture.ts';
import type { SearchParams, SearchResult } from '../types.ts';
import { collapseSoldRuns } from '../../core/search/sold.ts';
import { nearestFirst } from '../../core/search/nearest.ts';
import { distanceKm } from '../../core/locations.ts';
import { createEngine, HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, SearchRequestError } from './engine.ts';
import { decodePayload, buildEmbeddedIndex } from './payload.ts';

const docs = decodePayload(buildEmbeddedIndex(fixtureCars(), { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW }));
const engine = createEngine(docs, FIXTURE_TENANT, { now: () => FIXTURE_NOW });

function one(params: SearchParams, indexName = 'cars'): SearchResult {
  const result = engine.search([{ indexName, params }]).results[0];
  if (!result) throw new Error('no result');
  return result;
}

const ids = (r: SearchResult): number[] => r.hits.map((h) => Number(h['id'])).sort((a, b) => a - b);

describe('filters agree with the core evaluator of the Meilisearch filter instant-meilisearch sends', () => {
  const facetValue = fc.oneof(
    fc.constantFrom(
      'make:Toyota',
      'make:toyota',
      'make:FORD',
      'make:Nope',
      'car_type:used',
      'car_type:new',
      'simple_body:SUV',
      'simple_body:Ute',
      'colour:White',
      'status:sold',
      'reserved:true',
      'reserved:false',
      'year:2022',
      'year:abc',
      'location_slug:harbour-sydney',
      'dealership_id:2',
      'price:0',
    ),
  );
  const numericValue = fc.oneof(
    fc
      .tuple(
        fc.constantFrom('price', 'year', 'km', 'make'),
        fc.constantFrom('>=', '<=', '>', '<', '=', '!='),
        fc.integer({ min: -10, max: 120000 }),
      )
      .map(([a, op, v]) => `${a}${op}${a === 'year' ? 2010 + (Math.abs(v) % 20) : v}`),
    fc
      .tuple(fc.constantFrom('price', 'year'), fc.integer({ min: 0, max: 80000 }), fc.integer({ min: 0, max: 80000 }))
      .map(([a, lo, hi]) =>
        a === 'year'
          ? `year:${2015 + (lo % 10)} TO ${2018 + (hi % 10)}`
          : `${a}:${Math.min(lo, hi)} TO ${Math.max(lo, hi)}`,
      ),
  );
  const group = <T>(item: fc.Arbitrary<T>) =>
    fc.array(fc.oneof(item, fc.array(item, { minLength: 1, maxLength: 3 })), { maxLength: 3 });

  it('for random facetFilters and numericFilters (property)', () => {
    fc.assert(
      fc.property(group(facetValue), group(numericValue), (facetFilters, numericFilters) => {
        const params: SearchParams = { facetFilters, numericFilters, hitsPerPage: 100 };
        const filter = compileFilter(joinMeilisearchFilter(toMeilisearchFilter(params)));
        const expected = docs
          .filter((d) => isTenantListed(d, FIXTURE_TENANT, FIXTURE_NOW) && filter(d))
          .map((d) => d.id)
          .sort((a, b) => a - b);
        expect(ids(one(params))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('engine', () => {
  it('re-applies the sold window with the visitor clock', () => {
    const atBuild = createEngine(docs, FIXTURE_TENANT, { now: () => FIXTURE_BUILD_NOW });
    const sold = (e: typeof engine) =>
      ids(e.search([{ indexName: 'cars', params: { facetFilters: ['status:sold'], hitsPerPage: 10 } }]).results[0]!);
    expect(sold(atBuild)).toEqual([1043, 2006]);
    expect(sold(engine)).toEqual([1043]);
  });

  it('rejects attributes that are not filterable, as Meilisearch does', () => {
    expect(() => one({ facetFilters: ['vin:ABC'] })).toThrow(SearchRequestError);
    expect(() => one({ facets: ['keywords'] })).toThrow(/not filterable/);
    expect(() => one({ numericFilters: ['price'] })).toThrow(SearchRequestError);
    expect(() => one({ filters: 'price >>> 3' })).toThrow(/Invalid filter/);
  });

  it('highlights matched words in the text attributes', () => {
    const hit = one({ query: 'hilix sr', facetFilters: ['id:1001'] }).hits[0];
    expect(hit?._highlightResult?.['model']?.value).toBe(`${HIGHLIGHT_PRE_TAG}HiLux${HIGHLIGHT_POST_TAG}`);
    expect(hit?._highlightResult?.['badge']?.value).toBe(`${HIGHLIGHT_PRE_TAG}SR5${HIGHLIGHT_POST_TAG}`);
    const custom = one({
      query: 'toyota',
      facetFilters: ['id:1001'],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
    }).hits[0];
    expect(custom?._highlightResult?.['name']?.value).toBe('2022 <em>Toyota</em> HiLux SR5');
  });

  it('pages with 20 hits by default and returns no hits past the last page', () => {
    expect(one({}).hitsPerPage).toBe(20);
    expect(one({}).hits).toHaveLength(20);
    // 44 cards; the count leaves out the sold car 1043 (core stockCount).
    expect(one({ page: 9, hitsPerPage: 21 })).toMatchObject({ hits: [], nbHits: 43, nbPages: 3, page: 9 });
  });

  it('accepts a lone facet name and the query beside params', () => {
    const res = engine.search([{ indexName: 'cars', query: 'ranger', params: { facets: 'make', hitsPerPage: 0 } }])
      .results[0];
    // 'ranger' also reaches Tesla's 'Long Range' with one typo, as in Meilisearch.
    expect(res?.facets).toEqual({ make: { Ford: 3, Tesla: 1 } });
    expect(res?.query).toBe('ranger');
  });

  it('ranks fewer typos first, then featured order', () => {
    const car = (id: number, model: string, created: string): CarOutput =>
      ({
        ...fixtureCars()[0]!,
        id,
        slug: `car-${id}`,
        name: `2022 Toyota ${model}`,
        model,
        badge: null,
        created_at: created,
      }) as CarOutput;
    const small = createEngine(
      [
        car(1, 'Carry', '2026-10-30T00:00:00Z'),
        car(2, 'Camry', '2026-01-01T00:00:00Z'),
        car(3, 'Camry', '2026-06-01T00:00:00Z'),
      ].map((c) => toSearchDocument(c)),
      { stock: {} },
      { now: () => FIXTURE_NOW },
    );
    const order = small
      .search([{ indexName: 'cars', params: { query: 'camry' } }])
      .results[0]?.hits.map((h) => h['id']);
    expect(order).toEqual([3, 2, 1]);
    const byPrice = small
      .search([{ indexName: 'cars_year-desc', params: { query: 'camry' } }])
      .results[0]?.hits.map((h) => h['id']);
    expect(byPrice?.[2]).toBe(1);
  });

  it('returns facets as most frequent first and counts booleans as true / false', () => {
    const res = one({ facets: ['make', 'certified'], hitsPerPage: 0 });
    // Mazda's sold car 1043 is not counted: Mazda ties with Hyundai, which goes first by name.
    expect(Object.keys(res.facets['make'] ?? {}).slice(0, 3)).toEqual(['Toyota', 'Ford', 'Hyundai']);
    expect(res.facets['certified']).toEqual({ false: 43 });
  });

  it('searches facet values by prefix and typo, within the filters', () => {
    const [toy, typo, filtered, all] = engine.searchForFacetValues([
      { indexName: 'cars', params: { facetName: 'model', facetQuery: 'cor' } },
      { indexName: 'cars', params: { facetName: 'make', facetQuery: 'mitsbushi' } },
      { indexName: 'cars', params: { facetName: 'model', facetQuery: 'r', facetFilters: ['make:Ford'] } },
      { indexName: 'cars', params: { facetName: 'make', maxFacetHits: 2 } },
    ]);
    expect(toy?.facetHits).toEqual([
      { value: 'Corolla', highlighted: 'Corolla', count: 3 },
      { value: 'Corolla Cross', highlighted: 'Corolla Cross', count: 1 },
    ]);
    expect(typo?.facetHits.map((h) => h.value)).toEqual(['Mitsubishi']);
    expect(filtered?.facetHits.map((h) => h.value)).toEqual(['Ranger']);
    expect(all?.facetHits.map((h) => h.value)).toEqual(['Toyota', 'Ford']);
  });
});

describe('sold-run collapse over the whole result (SPEC.md §4): the stock count and full pages of cards', () => {
  const dayBefore = FIXTURE_NOW.getTime() / 1000 - 86_400;
  /** Sold yesterday (inside the 3-day window): Toyotas and Fords, so runs form in every order. */
  const sold = new Set([1001, 1002, 1003, 1005, 1006, 1009, 1010, 1012, 1016, 1017, 1018, 1020]);
  const cars = fixtureCars().map((car) =>
    sold.has(car.id) ? { ...car, status: 'sold', sold: true, sold_date_timestamp: dayBefore } : car,
  );
  const payload = buildEmbeddedIndex(cars, { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW });
  const collapsing = createEngine(decodePayload(payload), FIXTURE_TENANT, { now: () => FIXTURE_NOW });
  const plain = createEngine(decodePayload(payload), FIXTURE_TENANT, {
    now: () => FIXTURE_NOW,
    collapseSoldRuns: false,
  });
  const ask = (e: typeof collapsing, params: SearchParams, indexName: string) => {
    const result = e.search([{ indexName, params }]).results[0];
    if (!result) throw new Error('no result');
    return result;
  };
  const soldHit = (h: Record<string, unknown>) => h['status'] === 'sold';

  it.each<[string, SearchParams]>([
    ['everything', {}],
    ['a make', { facetFilters: ['make:Toyota'] }],
    ['a car type', { facetFilters: ['car_type:used'] }],
    ['two makes', { facetFilters: [['make:Toyota', 'make:Ford']] }],
    ['a query', { query: 'toyota' }],
    ['only sold cars: all show', { facetFilters: ['status:sold'] }],
  ])('%s, in every sort', (_, params) => {
    for (const indexName of ['cars', 'cars_price-asc', 'cars_price-desc', 'cars_year-desc', 'cars_km-asc']) {
      const order = ask(plain, { ...params, hitsPerPage: 100 }, indexName).hits;
      const expected = collapseSoldRuns(order, soldHit).map((h) => h.objectID);
      expect(order.filter(soldHit).length).toBeGreaterThan(0);
      // The count is the available cars (all when none is), in every sort; the pages list the cards,
      // page after page, each full but the last.
      const first = ask(collapsing, { ...params, hitsPerPage: 5 }, indexName);
      const available = order.filter((h) => !soldHit(h)).length;
      expect(first.nbHits).toBe(available > 0 ? available : order.length);
      expect(ask(plain, { ...params, hitsPerPage: 5 }, indexName).nbHits).toBe(first.nbHits);
      expect(first.nbPages).toBe(Math.ceil(expected.length / 5));
      const pages = Array.from({ length: first.nbPages }, (_, page) =>
        ask(collapsing, { ...params, hitsPerPage: 5, page }, indexName).hits.map((h) => h.objectID),
      );
      expect(pages.flat()).toEqual(expected);
      expect(pages.slice(0, -1).every((p) => p.length === 5)).toBe(true);
      expect(pages.at(-1)?.length).toBe(expected.length - 5 * (first.nbPages - 1));
    }
  });

  it('the count and the facet counts are the same in every sort', () => {
    // A tenant whose price-ascending sort keeps unpriced cars (every tenant's, config core-options.ts).
    const tenant = { ...FIXTURE_TENANT, stock: { ...FIXTURE_TENANT.stock, priceAscendingRequiresPrice: false } };
    const e = createEngine(decodePayload(payload), tenant, { now: () => FIXTURE_NOW });
    const facets = ['make', 'car_type', 'seats'];
    const featured = ask(e, { hitsPerPage: 0, facets }, 'cars');
    for (const indexName of ['cars_price-asc', 'cars_price-desc', 'cars_year-desc', 'cars_km-asc', 'cars_nearest']) {
      const other = ask(e, { hitsPerPage: 0, facets }, indexName);
      expect([indexName, other.nbHits, other.facets]).toEqual([indexName, featured.nbHits, featured.facets]);
    }
  });

  it('a facet value counts what choosing it reads', () => {
    for (const indexName of ['cars', 'cars_price-asc']) {
      const all = ask(collapsing, { hitsPerPage: 0, facets: ['make', 'car_type', 'seats'] }, indexName);
      for (const attribute of ['make', 'car_type', 'seats']) {
        for (const [value, count] of Object.entries(all.facets[attribute] ?? {})) {
          const chosen = ask(collapsing, { hitsPerPage: 0, facetFilters: [`${attribute}:${value}`] }, indexName);
          expect([attribute, value, count]).toEqual([attribute, value, chosen.nbHits]);
        }
      }
    }
  });

  it('featured order lists sold cars last: they collapse to one card after the available ones', () => {
    const res = ask(collapsing, { hitsPerPage: 100 }, 'cars');
    const visible = ask(plain, { hitsPerPage: 100 }, 'cars');
    const available = visible.hits.filter((h) => !soldHit(h)).length;
    expect(res.hits.length).toBe(available + 1);
    expect(res.nbHits).toBe(available);
    expect(res.hits.slice(0, -1).some(soldHit)).toBe(false);
    expect(soldHit(res.hits.at(-1)!)).toBe(true);
  });

  it('can be turned off (a Meilisearch tenant, which cannot collapse): every sold car shows, none counts', () => {
    const res = ask(plain, { hitsPerPage: 100 }, 'cars');
    expect(res.nbHits).toBe(res.hits.filter((h) => !soldHit(h)).length);
    expect(res.nbPages).toBe(Math.ceil(res.hits.length / 100));
    // The twelve sold here and the fixture's own sold car 1043.
    expect(res.hits.filter(soldHit).length).toBe(sold.size + 1);
  });
});

describe('price sorts: cars without a price go last in both directions', () => {
  const tenant = { ...FIXTURE_TENANT, stock: { ...FIXTURE_TENANT.stock, priceAscendingRequiresPrice: false } };
  const priced = (id: number, fields: Partial<CarOutput>) => ({ ...fixtureCars()[id]!, ...fields }) as CarOutput;
  const cars = [
    priced(0, { price: 30000 }),
    priced(1, { price: 0 }), // Enquire for price
    priced(2, { price: 0, preorder: true }), // PREORDER
    priced(3, { price: 25000, offer_price: 19990 }), // shows $19,990
    priced(4, { price: 10 }), // 10 is not shown: Enquire for price
    priced(5, { price: 21000 }),
    priced(6, { price: 0, offer_price: 45000 }), // shows $45,000
  ];
  const e = createEngine(decodePayload(buildEmbeddedIndex(cars, { tenant, now: FIXTURE_BUILD_NOW })), tenant, {
    now: () => FIXTURE_NOW,
  });
  const shown = (indexName: string) =>
    e.search([{ indexName, params: { hitsPerPage: 20 } }]).results[0]!.hits.map((h) => h['sort_price']);

  it.each([
    ['cars_price-asc', [19990, 21000, 30000, 45000, null, null, null]],
    ['cars_price-desc', [45000, 30000, 21000, 19990, null, null, null]],
  ])('%s', (indexName, expected) => {
    expect(shown(indexName)).toEqual(expected);
  });
});

describe("'nearest': distance from the request's point (core nearest.ts)", () => {
  const NEWCASTLE = '-32.9283,151.7817';
  const uncollapsed = createEngine(docs, FIXTURE_TENANT, { now: () => FIXTURE_NOW, collapseSoldRuns: false });
  const byId = new Map(docs.map((d) => [d.id, d]));
  const hitIds = (r: SearchResult): number[] => r.hits.map((h) => Number(h['id']));
  const featuredOrder = (a: (typeof docs)[number], b: (typeof docs)[number]): number =>
    (b.custom_rank ?? 0) - (a.custom_rank ?? 0) || a.id - b.id;
  /** The listed cars within the radius, nearest first by the core rule, sold runs collapsed. */
  const expected = (aroundLatLng: string, aroundRadius: number): number[] => {
    const [lat, lng] = aroundLatLng.split(',').map(Number) as [number, number];
    const within = uncollapsed
      .search([{ indexName: 'cars', params: { aroundLatLng, aroundRadius, hitsPerPage: 1000 } }])
      .results[0]!.hits.map((h) => byId.get(Number(h['id']))!);
    const nearest = nearestFirst(
      within,
      { lat, lng },
      (d) => (d.lat === null || d.lng === null ? null : { lat: d.lat, lng: d.lng }),
      featuredOrder,
    );
    return collapseSoldRuns(nearest).map((d) => d.id);
  };

  it.each([
    // Newcastle first (0 km), then Sydney (117 km), Brisbane (619 km), Melbourne (823 km).
    ['Newcastle, 2000 km', NEWCASTLE, 2_000_000],
    // Brisbane first, then Newcastle, Sydney; Melbourne (1,374 km) outside the radius.
    ['Brisbane, 1000 km', '-27.4698,153.0251', 1_000_000],
    ['Melbourne, 1000 km', '-37.8136,144.9631', 1_000_000],
  ])('from %s: the core order over the whole result', (_, aroundLatLng, aroundRadius) => {
    const result = one({ aroundLatLng, aroundRadius, hitsPerPage: 100 }, 'cars_nearest');
    expect(hitIds(result)).toEqual(expected(aroundLatLng, aroundRadius));
    expect(result.nbHits).toBe(
      expected(aroundLatLng, aroundRadius).filter((id) => byId.get(id)!.status !== 'sold').length,
    );
  });

  it('lists the first location in the featured order, then the next nearest', () => {
    const result = one({ aroundLatLng: NEWCASTLE, aroundRadius: 2_000_000, hitsPerPage: 100 }, 'cars_nearest');
    const slugs = result.hits.map((h) => byId.get(Number(h['id']))!.location_slug);
    const firstOf = (slug: string) => slugs.indexOf(slug);
    const lastOf = (slug: string) => slugs.lastIndexOf(slug);
    expect(lastOf('harbour-newcastle')).toBeLessThan(firstOf('harbour-sydney'));
    expect(lastOf('harbour-sydney')).toBeLessThan(firstOf('harbour-brisbane'));
    expect(lastOf('harbour-brisbane')).toBeLessThan(
      firstOf('rival-melbourne') === -1 ? Infinity : firstOf('rival-melbourne'),
    );
  });

  it('pages through the same order', () => {
    const params = { aroundLatLng: NEWCASTLE, aroundRadius: 2_000_000 };
    const whole = hitIds(one({ ...params, hitsPerPage: 100 }, 'cars_nearest'));
    const pages = [0, 1, 2, 3, 4, 5, 6].flatMap((page) =>
      hitIds(one({ ...params, hitsPerPage: 7, page }, 'cars_nearest')),
    );
    expect(pages).toEqual(whole);
    // Without the collapse too (a Meilisearch tenant's build), which walks the order only to the page's end.
    const all = (page: number, hitsPerPage: number) =>
      hitIds(uncollapsed.search([{ indexName: 'cars_nearest', params: { ...params, hitsPerPage, page } }]).results[0]!);
    expect([0, 1, 2, 3, 4, 5, 6, 7].flatMap((page) => all(page, 7))).toEqual(all(0, 100));
  });

  it('is the featured order without a location', () => {
    const nearest = one({ hitsPerPage: 100, facets: ['make'] }, 'cars_nearest');
    const featured = one({ hitsPerPage: 100, facets: ['make'] }, 'cars');
    expect(hitIds(nearest)).toEqual(hitIds(featured));
    expect(nearest.facets).toEqual(featured.facets);
  });

  it('with a query: fewest typos first, then nearest', () => {
    const result = one(
      { query: 'toyota', aroundLatLng: NEWCASTLE, aroundRadius: 2_000_000, hitsPerPage: 100 },
      'cars_nearest',
    );
    const distances = result.hits.map((h) => {
      const d = byId.get(Number(h['id']))!;
      return distanceKm({ lat: -32.9283, lng: 151.7817 }, { lat: d.lat!, lng: d.lng! });
    });
    expect(result.hits.length).toBeGreaterThan(1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });
});
