import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFilter } from './meili-eval.ts';
import { eq } from './meili.ts';
import {
  SIMILAR_LAZY_MARGIN_PX,
  SIMILAR_MAX_RESULTS,
  SIMILAR_QUERY_LIMIT,
  findSimilar,
  isSimilarCandidate,
  selectSimilar,
  similarIndex,
  similarIdsFilter,
  similarPriceBand,
  similarQueries,
  type SimilarCandidate,
  type SimilarSubject,
} from './similar.ts';

const subject = (over: Partial<SimilarSubject> = {}): SimilarSubject => ({
  id: 1,
  make: 'Toyota',
  model: 'HiLux',
  price: 40000,
  simple_body: 'Ute',
  ...over,
});
const cand = (id: number, over: Partial<SimilarCandidate & { make: string; simple_body: string }> = {}) => ({
  id,
  status: 'in_stock',
  model: 'Ranger',
  make: 'Ford',
  simple_body: 'Ute',
  price: 40000,
  ...over,
});

describe('constants (SPEC.md §9)', () => {
  it('max 6, limit 10, lazy margin 500', () => {
    expect([SIMILAR_MAX_RESULTS, SIMILAR_QUERY_LIMIT, SIMILAR_LAZY_MARGIN_PX]).toEqual([6, 10, 500]);
  });
});

describe('similarPriceBand', () => {
  it.each([
    [49999, { min: 39999, max: 59999 }],
    [50000, { min: 25000, max: 75000 }],
    [20000, { min: 10000, max: 30000 }],
    [80000, { min: 55000, max: 105000 }],
    [1, { min: -9999, max: 10001 }],
    [0, null],
    [-5, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s -> %j', (price, expected) => {
    expect(similarPriceBand(price)).toEqual(expected);
  });
});

describe('isSimilarCandidate', () => {
  it.each([
    ['in band, in stock', cand(2), true],
    ['the car itself', cand(1), false],
    ['coming_soon is not in_stock', cand(2, { status: 'coming_soon' }), false],
    ['sold', cand(2, { status: 'sold' }), false],
    ['band low edge 30000', cand(2, { price: 30000 }), true],
    ['below band 29999', cand(2, { price: 29999 }), false],
    ['band high edge 50000', cand(2, { price: 50000 }), true],
    ['above band 50001', cand(2, { price: 50001 }), false],
    ['no price', cand(2, { price: null }), false],
  ])('%s', (_, c, expected) => {
    expect(isSimilarCandidate(subject(), c)).toBe(expected);
  });
  it('a car without price matches any price', () => {
    expect(isSimilarCandidate(subject({ price: null }), cand(2, { price: 999999 }))).toBe(true);
  });
});

describe('selectSimilar', () => {
  it('same model first, de-duplicated, self excluded, max 6', () => {
    const hits = [
      cand(2),
      cand(3, { model: 'HiLux', make: 'Toyota' }),
      cand(1, { model: 'HiLux' }),
      cand(4),
      cand(3, { model: 'HiLux', make: 'Toyota' }),
      cand(5, { model: 'hilux' }),
      cand(6, { status: 'sold', model: 'HiLux' }),
      cand(7),
      cand(8),
      cand(9),
      cand(10),
      cand(11, { model: 'HiLux', price: 90000 }),
    ];
    expect(selectSimilar(subject(), hits).map((c) => c.id)).toEqual([3, 5, 2, 4, 7, 8]);
  });

  it('property: at most 6, unique ids, all eligible, same model before others', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.integer({ min: 1, max: 15 }),
            status: fc.constantFrom('in_stock', 'sold', 'coming_soon'),
            model: fc.constantFrom('HiLux', 'Ranger'),
            price: fc.option(fc.integer({ min: 20000, max: 70000 }), { nil: null }),
          }),
          { maxLength: 40 },
        ),
        fc.integer({ min: 1, max: 100000 }),
        (hits, price) => {
          const car = subject({ price });
          const out = selectSimilar(car, hits);
          expect(out.length).toBeLessThanOrEqual(6);
          expect(new Set(out.map((c) => c.id)).size).toBe(out.length);
          for (const c of out) expect(isSimilarCandidate(car, c)).toBe(true);
          const firstOther = out.findIndex((c) => c.model !== 'HiLux');
          if (firstOther >= 0) expect(out.slice(firstOther).every((c) => c.model !== 'HiLux')).toBe(true);
          const eligibleIds = new Set(hits.filter((h) => isSimilarCandidate(car, h)).map((h) => h.id));
          expect(out.length).toBe(Math.min(6, eligibleIds.size));
        },
      ),
    );
  });
});

describe('similarQueries', () => {
  it('three queries: same model, same body, band; limit 10 each', () => {
    const queries = similarQueries(subject());
    expect(queries).toEqual([
      {
        indexUid: 'Car_production',
        facets: [],
        attributesToHighlight: [],
        limit: 10,
        filter:
          'status = "in_stock" AND id != 1 AND price >= 30000 AND price <= 50000 AND make = "Toyota" AND model = "HiLux"',
      },
      {
        indexUid: 'Car_production',
        facets: [],
        attributesToHighlight: [],
        limit: 10,
        filter: 'status = "in_stock" AND id != 1 AND price >= 30000 AND price <= 50000 AND simple_body = "Ute"',
      },
      {
        indexUid: 'Car_production',
        facets: [],
        attributesToHighlight: [],
        limit: 10,
        filter: 'status = "in_stock" AND id != 1 AND price >= 30000 AND price <= 50000',
      },
    ]);
  });

  it('no body query without a body; no band without a price; base filter first', () => {
    const queries = similarQueries(subject({ simple_body: null, price: null }), {
      indexUid: 'Cars_test',
      baseFilter: 'show_on_dealer_website = true OR x = 1',
      facets: ['make'],
    });
    expect(queries.map((q) => q.filter)).toEqual([
      '(show_on_dealer_website = true OR x = 1) AND status = "in_stock" AND id != 1 AND make = "Toyota" AND model = "HiLux"',
      '(show_on_dealer_website = true OR x = 1) AND status = "in_stock" AND id != 1',
    ]);
    expect(queries[0]?.indexUid).toBe('Cars_test');
    expect(queries[0]?.facets).toEqual(['make']);
  });

  it('accepts an expression as base filter', () => {
    expect(similarQueries(subject(), { baseFilter: eq('a', 1) })[2]?.filter).toBe(
      'a = 1 AND status = "in_stock" AND id != 1 AND price >= 30000 AND price <= 50000',
    );
  });

  it('property: every hit of the band query is a similar candidate, and back', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.integer({ min: 1, max: 3 }),
          status: fc.constantFrom('in_stock', 'sold', 'coming_soon'),
          model: fc.constantFrom('HiLux', 'Ranger'),
          price: fc.option(fc.integer({ min: 0, max: 120000 }), { nil: null }),
        }),
        fc.option(fc.integer({ min: 0, max: 100000 }), { nil: null }),
        (c, price) => {
          const car = subject({ price });
          const bandQuery = similarQueries(car).at(-1);
          expect(matchesFilter(c, bandQuery?.filter ?? '')).toBe(isSimilarCandidate(car, c));
        },
      ),
    );
  });
});

describe('similarIdsFilter', () => {
  it.each([
    [[4, 9], 'id = 4 OR id = 9'],
    [[4], 'id = 4'],
    [[4, 4], 'id = 4'],
    [[], null],
  ])('%j -> %s', (ids, expected) => {
    expect(similarIdsFilter(ids)).toBe(expected);
  });
});

describe('findSimilar over the indexed stock', () => {
  // What the three similar-car queries would return from a search of the listed stock (first 10
  // matches each, in listing order), then selectSimilar: the definition the index must keep.
  const byQueries = (car: SimilarSubject, stock: ReturnType<typeof cand>[]) => {
    const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();
    const first10 = (match: (c: ReturnType<typeof cand>) => boolean) =>
      stock.filter((c) => match(c) && isSimilarCandidate(car, c)).slice(0, SIMILAR_QUERY_LIMIT);
    return selectSimilar(car, [
      ...first10((c) => lower(c.make) === lower(car.make) && lower(c.model) === lower(car.model)),
      ...(car.simple_body ? first10((c) => lower(c.simple_body) === lower(car.simple_body)) : []),
      ...first10(() => true),
    ]);
  };

  it.each([
    // 2 is the same model; then the same body (Ute) in listing order, cut to 6; 4 (SUV) would only
    // come from the band query, after them.
    ['same model in stock first, then same body, then the band', subject(), [2, 3, 5, 6, 7, 10]],
    ['no price: any price matches, 95,000 included', subject({ price: null }), [2, 3, 5, 9, 6, 7]],
    ['wide band from 50,000 (25,000-75,000)', subject({ price: 50000 }), [2, 3, 5, 6, 7, 10]],
    ['a body of its own: the band query fills in', subject({ simple_body: 'Cab' }), [2, 3, 4, 5, 6, 7]],
  ])('%s', (_name, car, expectedIds) => {
    const stock = [
      cand(1, { model: 'HiLux', make: 'Toyota' }), // the car itself
      cand(2, { model: 'HiLux', make: 'Toyota' }),
      cand(8, { model: 'HiLux', make: 'Toyota', status: 'sold' }),
      cand(3),
      cand(4, { simple_body: 'SUV', model: 'RAV4', make: 'Toyota' }),
      cand(5, { price: 45000 }),
      cand(9, { price: 95000 }), // out of every band here
      cand(6),
      cand(7),
      cand(10),
    ];
    const out = findSimilar(similarIndex(stock), car).map((c) => c.id);
    expect(out).toEqual(byQueries(car, stock).map((c) => c.id));
    expect(out).toEqual(expectedIds);
  });

  it('property: the same cars, in the same order, as the queries over the stock', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            status: fc.constantFrom('in_stock', 'in_stock', 'sold', 'coming_soon'),
            model: fc.constantFrom('HiLux', 'Ranger', 'hilux', 'Corolla'),
            make: fc.constantFrom('Toyota', 'Ford'),
            simple_body: fc.constantFrom('Ute', 'SUV', 'ute'),
            price: fc.integer({ min: 0, max: 120000 }),
          }),
          { maxLength: 80 },
        ),
        fc.integer({ min: 0, max: 120000 }),
        fc.constantFrom('Ute', 'SUV', null),
        (rows, price, body) => {
          const stock = rows.map((r, i) => cand(i + 2, r));
          const car = subject({ price, simple_body: body });
          expect(findSimilar(similarIndex(stock), car).map((c) => c.id)).toEqual(
            byQueries(car, stock).map((c) => c.id),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
