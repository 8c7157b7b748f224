import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesFilter } from './meili-eval.ts';
import {
  DEFAULT_INCLUDE_SOLD_CARS_DAYS,
  STOCK_FILTER_ATTRIBUTES,
  isListed,
  minimumListedYear,
  soldCutoffTimestamp,
  stockFilterExpression,
  type ListableCar,
  type StockFilterOptions,
} from './stock-filter.ts';

const NOW = new Date('2026-01-15T00:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const DAY = 86_400;

const car = (over: Partial<ListableCar> = {}): ListableCar => ({
  id: 1,
  status: 'in_stock',
  year: 2022,
  make: 'Toyota',
  model: 'HiLux',
  price: 45000,
  show_on_dealer_website: true,
  stocknum: 'T100',
  dealership_id: 10,
  ...over,
});

/** Both forms of the rule, checked to agree on every case. */
function listed(c: ListableCar, options: StockFilterOptions = {}, now = NOW, sortBy?: string): boolean {
  const byPredicate = isListed(c, options, now, { sortBy });
  const byFilter = matchesFilter(c, stockFilterExpression(options, now, { sortBy }));
  expect(byFilter).toBe(byPredicate);
  return byPredicate;
}

describe('status and sold window (SPEC.md §4, §7)', () => {
  it.each([
    ['in_stock', undefined, true],
    ['coming_soon', undefined, true],
    ['others', undefined, false],
    ['sold', undefined, false],
    ['sold', NOW_S, true],
    ['sold', NOW_S - 3 * DAY, true],
    ['sold', NOW_S - 3 * DAY - 1, false],
    ['sold', NOW_S - 10 * DAY, false],
    ['sold', NOW_S + DAY, true],
  ])('%s sold at %s -> %s (default 3 days)', (status, ts, expected) => {
    expect(listed(car({ status, sold_date_timestamp: ts ?? null }))).toBe(expected);
  });

  it('default is 3 days', () => expect(DEFAULT_INCLUDE_SOLD_CARS_DAYS).toBe(3));

  it.each([
    [7, NOW_S - 7 * DAY, true],
    [7, NOW_S - 7 * DAY - 1, false],
    [1, NOW_S - DAY, true],
    [0, NOW_S, false],
  ])('includeSoldCarsDays %i, sold at %i -> %s', (days, ts, expected) => {
    expect(listed(car({ status: 'sold', sold_date_timestamp: ts }), { includeSoldCarsDays: days })).toBe(expected);
  });

  it('a sold status on another car with an old timestamp is still listed when in stock', () => {
    expect(listed(car({ status: 'in_stock', sold_date_timestamp: 1 }))).toBe(true);
  });

  it.each([-1, Number.NaN])('rejects includeSoldCarsDays %s', (days) => {
    expect(() => isListed(car(), { includeSoldCarsDays: days }, NOW)).toThrow(RangeError);
    expect(() => stockFilterExpression({ includeSoldCarsDays: days }, NOW)).toThrow(RangeError);
  });

  it('cutoff is now minus whole days in unix seconds', () => {
    expect(soldCutoffTimestamp(new Date(1_700_000_000_500), 3)).toBe(1_700_000_000 - 259_200);
  });
});

describe('show_on_dealer_website', () => {
  it.each([
    [true, true],
    [false, false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (flag, expected) => {
    const c = car();
    if (flag === undefined) delete c.show_on_dealer_website;
    else c.show_on_dealer_website = flag;
    expect(listed(c)).toBe(expected);
  });
});

describe('age filter (SPEC.md §1: 0 to 14 years; age = current year - car.year)', () => {
  it.each([
    [10, 2016, true],
    [10, 2015, false],
    [0, 2026, true],
    [0, 2025, false],
    [0, 2027, true],
    [14, 2012, true],
    [14, 2011, false],
    [null, 1990, true],
    [undefined, 1990, true],
  ])('max age %s, year %i -> %s (in 2026)', (maxAgeYears, year, expected) => {
    expect(listed(car({ year }), { maxAgeYears })).toBe(expected);
  });

  it.each([15, -1, 2.5])('rejects maxAgeYears %s', (maxAgeYears) => {
    expect(() => isListed(car(), { maxAgeYears }, NOW)).toThrow(RangeError);
    expect(() => minimumListedYear(NOW, maxAgeYears)).toThrow(RangeError);
  });

  it('the current year is the calendar year in the tenant zone', () => {
    const newYearInSydney = new Date('2025-12-31T13:30:00Z');
    expect(minimumListedYear(newYearInSydney, 0)).toBe(2026);
    expect(minimumListedYear(newYearInSydney, 0, 'UTC')).toBe(2025);
    expect(listed(car({ year: 2025 }), { maxAgeYears: 0 }, newYearInSydney)).toBe(false);
    expect(listed(car({ year: 2025 }), { maxAgeYears: 0, timeZone: 'UTC' }, newYearInSydney)).toBe(true);
  });
});

describe('exclusion lists (SPEC.md §1)', () => {
  it.each<[string, StockFilterOptions['exclusions'], boolean]>([
    ['make', { makes: ['Ford', 'Toyota'] }, false],
    ['make, other case', { makes: ['TOYOTA'] }, false],
    ['other make', { makes: ['Ford'] }, true],
    ['model', { models: ['hilux'] }, false],
    ['other model', { models: ['Ranger'] }, true],
    ['id', { ids: [1] }, false],
    ['other id', { ids: [2] }, true],
    ['stock number', { stockNumbers: ['t100'] }, false],
    ['other stock number', { stockNumbers: ['T101'] }, true],
    ['dealership', { dealershipIds: [10] }, false],
    ['other dealership', { dealershipIds: [11] }, true],
    ['empty lists', { makes: [], models: [], ids: [], stockNumbers: [], dealershipIds: [] }, true],
  ])('%s', (_, exclusions, expected) => {
    expect(listed(car(), { exclusions })).toBe(expected);
  });

  it('cars missing the excluded field are kept', () => {
    expect(
      listed(car({ stocknum: null, dealership_id: null }), {
        exclusions: { stockNumbers: ['T100'], dealershipIds: [10] },
      }),
    ).toBe(true);
  });
});

describe('price-ascending sort may require a price above 0 (SPEC.md §5)', () => {
  it.each([
    [true, 'price-asc', 0, false],
    [true, 'price-asc', null, false],
    [true, 'price-asc', 1, true],
    [true, 'price-desc', 0, true],
    [true, undefined, 0, true],
    [false, 'price-asc', 0, true],
  ])('option %s, sort %s, price %s -> %s', (priceAscendingRequiresPrice, sortBy, price, expected) => {
    expect(listed(car({ price }), { priceAscendingRequiresPrice }, NOW, sortBy)).toBe(expected);
  });
});

describe('stockFilterExpression', () => {
  it('default rule', () => {
    expect(stockFilterExpression({}, NOW)).toBe(
      `(status IN ["in_stock", "coming_soon"] OR (status = "sold" AND sold_date_timestamp >= ${NOW_S - 3 * DAY})) AND show_on_dealer_website = true`,
    );
  });
  it('every option', () => {
    expect(
      stockFilterExpression(
        {
          includeSoldCarsDays: 0,
          maxAgeYears: 10,
          exclusions: {
            makes: ['Ford'],
            models: ['Ranger', 'Everest'],
            ids: [5],
            stockNumbers: ['A"1'],
            dealershipIds: [3, 4],
          },
          priceAscendingRequiresPrice: true,
        },
        NOW,
        { sortBy: 'price-asc' },
      ),
    ).toBe(
      'status IN ["in_stock", "coming_soon"] AND show_on_dealer_website = true AND year >= 2016' +
        ' AND make NOT IN ["Ford"] AND model NOT IN ["Ranger", "Everest"] AND id NOT IN [5]' +
        ' AND stocknum NOT IN ["A\\"1"] AND dealership_id NOT IN [3, 4] AND price > 0',
    );
  });
  it('only filters on declared attributes', () => {
    const expr = stockFilterExpression(
      {
        maxAgeYears: 3,
        exclusions: { makes: ['x'], models: ['y'], ids: [1], stockNumbers: ['z'], dealershipIds: [2] },
        priceAscendingRequiresPrice: true,
      },
      NOW,
      { sortBy: 'price-asc' },
    );
    const attributes = [...expr.matchAll(/(?:^|\(|AND |OR )([a-z_.]+) /g)].map((m) => m[1]);
    for (const a of attributes) expect(STOCK_FILTER_ATTRIBUTES).toContain(a);
  });
});

describe('property: predicate and Meilisearch filter agree', () => {
  const arbCar = fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    status: fc.constantFrom('in_stock', 'coming_soon', 'sold', 'others'),
    year: fc.integer({ min: 2005, max: 2027 }),
    make: fc.constantFrom('Toyota', 'toyota', 'Ford', 'Kia'),
    model: fc.constantFrom('HiLux', 'Ranger', 'Sportage'),
    price: fc.option(fc.integer({ min: -1, max: 3 }), { nil: null }),
    show_on_dealer_website: fc.option(fc.boolean(), { nil: null }),
    sold_date_timestamp: fc.option(fc.integer({ min: NOW_S - 10 * DAY, max: NOW_S + DAY }), { nil: null }),
    stocknum: fc.option(fc.constantFrom('A1', 'a1', 'B2'), { nil: null }),
    dealership_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  });
  const arbOptions = fc.record(
    {
      includeSoldCarsDays: fc.integer({ min: 0, max: 10 }),
      maxAgeYears: fc.option(fc.integer({ min: 0, max: 14 }), { nil: null }),
      priceAscendingRequiresPrice: fc.boolean(),
      exclusions: fc.record(
        {
          makes: fc.subarray(['TOYOTA', 'Ford']),
          models: fc.subarray(['hilux', 'Ranger']),
          ids: fc.subarray([1, 2, 3]),
          stockNumbers: fc.subarray(['A1', 'b2']),
          dealershipIds: fc.subarray([1, 2]),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  );
  it('on generated cars, options, times and sorts', () => {
    fc.assert(
      fc.property(
        arbCar,
        arbOptions,
        fc.integer({ min: NOW.getTime() - 400 * DAY * 1000, max: NOW.getTime() }),
        fc.constantFrom(undefined, 'price-asc', 'featured'),
        (c, options, ms, sortBy) => {
          const now = new Date(ms);
          expect(matchesFilter(c, stockFilterExpression(options, now, { sortBy }))).toBe(
            isListed(c, options, now, { sortBy }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('per-location include_sold_cars_days (SPEC.md §3 Location field)', () => {
  const sold = (daysAgo: number, location_id: number | null) =>
    car({ status: 'sold', sold_date_timestamp: NOW_S - daysAgo * DAY, location_id });
  const options: StockFilterOptions = { includeSoldCarsDays: 3, soldDaysByLocation: { '7': 10, '8': 0 } };

  it.each([
    ['site window: 2 days at a location without an override', sold(2, 5), true],
    ['site window: 4 days at a location without an override', sold(4, 5), false],
    ['overridden location keeps a car sold 9 days ago', sold(9, 7), true],
    ['overridden location drops it after 10 days', sold(11, 7), false],
    ['location with 0 days lists no sold car', sold(1, 8), false],
    ['a car without location uses the site window', sold(2, null), true],
    ['in stock at the 0-day location is still listed', car({ location_id: 8 }), true],
  ])('%s', (_, c, expected) => {
    expect(listed(c, options)).toBe(expected);
  });

  it('reads the location of a stock record (location.id) too', () => {
    const record = { ...car({ status: 'sold', sold_date_timestamp: NOW_S - 9 * DAY }), location: { id: 7 } };
    expect(isListed(record, options, NOW)).toBe(true);
    expect(isListed({ ...record, location: { id: 5 } }, options, NOW)).toBe(false);
  });

  it('with the site at 0 days only the overridden locations list sold cars', () => {
    const zero: StockFilterOptions = { includeSoldCarsDays: 0, soldDaysByLocation: { '7': 5 } };
    expect(listed(sold(1, 7), zero)).toBe(true);
    expect(listed(sold(1, 5), zero)).toBe(false);
  });

  it('filters on location_id, a stock filter attribute', () => {
    expect(stockFilterExpression(options, NOW)).toContain('location_id');
    expect(STOCK_FILTER_ATTRIBUTES).toContain('location_id');
  });
});
