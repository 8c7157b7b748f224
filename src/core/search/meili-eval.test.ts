import { describe, expect, it } from 'vitest';
import { compileFilter, matchesFilter } from './meili-eval.ts';

const car = {
  id: 7,
  status: 'in_stock',
  make: 'Toyota',
  model: 'HiLux',
  year: 2020,
  price: 45000,
  show_on_dealer_website: true,
  tags: ['Runout', 'Demo'],
  location: { slug: 'brisbane' },
  nothing: null,
};

describe('matchesFilter (Meilisearch semantics)', () => {
  it.each([
    ['', true],
    ['make = Toyota', true],
    ['make = "toyota"', true],
    ["make = 'TOYOTA'", true],
    ['make = Ford', false],
    ['make != Ford', true],
    ['make != toyota', false],
    ['missing != x', true],
    ['missing = x', false],
    ['nothing = x', false],
    ['year >= 2020', true],
    ['year > 2020', false],
    ['year < 2021', true],
    ['year <= 2019', false],
    ['price 40000 TO 45000', true],
    ['price 45001 TO 50000', false],
    ['id = 7', true],
    ['id = "7"', true],
    ['id IN [1, 7]', true],
    ['id NOT IN [1, 7]', false],
    ['make NOT IN ["Ford"]', true],
    ['missing NOT IN ["x"]', true],
    ['show_on_dealer_website = true', true],
    ['show_on_dealer_website = false', false],
    ['tags = demo', true],
    ['tags IN [x, runout]', true],
    ['location.slug = brisbane', true],
    ['location.slug = sydney', false],
    ['make EXISTS', true],
    ['missing EXISTS', false],
    ['missing NOT EXISTS', true],
    ['NOT make = Ford', true],
    ['NOT (make = Toyota AND year = 2020)', false],
    ['make = Ford OR year = 2020 AND price > 0', true],
    ['(make = Ford OR year = 2020) AND price > 50000', false],
    ['make = Ford OR make = Kia AND year = 2020', false],
    ['status IN ["in_stock", "coming_soon"] OR (status = "sold" AND sold_date_timestamp >= 5)', true],
    ['make = "Toy\\"ota"', false],
    ['year >= abc', false],
  ])('%s -> %s', (filter, expected) => {
    expect(matchesFilter(car, filter)).toBe(expected);
  });

  it('reads escaped quotes', () => {
    expect(matchesFilter({ a: 'say "hi"' }, 'a = "say \\"hi\\""')).toBe(true);
    expect(matchesFilter({ a: "it's" }, "a = 'it\\'s'")).toBe(true);
  });

  it.each(['make =', 'make = "open', '(make = a', 'make ! a', 'make IN [a b]', 'make NOT x', 'make = a)'])(
    'rejects %j',
    (filter) => {
      expect(() => matchesFilter(car, filter)).toThrow(SyntaxError);
    },
  );

  it('compileFilter reuses one parse', () => {
    const f = compileFilter('year >= 2020');
    expect([{ year: 2019 }, { year: 2020 }].map(f)).toEqual([false, true]);
  });
});
