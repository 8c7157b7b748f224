import { describe, expect, it } from 'vitest';
import { catalogueFromFacets } from './routing.ts';
import {
  animatedCount,
  modelsOf,
  SHOW_ME_ANIMATION_MS,
  showMeCount,
  showMeLabel,
  showMeTable,
  showMeUrl,
} from './show-me.ts';

const cars = [
  { make: 'Toyota', model: 'HiLux', price: 45000 },
  { make: 'Toyota', model: 'HiLux', price: 25000 },
  { make: 'Toyota', model: 'Corolla', price: 18000 },
  { make: 'Toyota', model: 'Corolla', price: null },
  { make: 'Mazda', model: 'CX-5', price: 32000 },
  { make: 'Mazda', model: 'CX-5', price: 9000 },
];
const table = showMeTable(cars, [50000, 10000, 20000, 30000]);

describe('count table', () => {
  it('sorts makes, models and prices', () => {
    expect(table.makes).toEqual(['Mazda', 'Toyota']);
    expect(table.prices).toEqual([10000, 20000, 30000, 50000]);
    expect(modelsOf(table, 'Toyota')).toEqual(['Corolla', 'HiLux']);
    expect(modelsOf(table, undefined)).toEqual([]);
  });

  it.each([
    [{}, 6],
    [{ make: 'Toyota' }, 4],
    [{ make: 'Toyota', model: 'HiLux' }, 2],
    [{ make: 'Toyota', maxPrice: 30000 }, 2],
    [{ maxPrice: 10000 }, 1],
    [{ maxPrice: 50000 }, 5],
    [{ make: 'Ford' }, 0],
    [{ make: 'Mazda', model: 'HiLux' }, 0],
  ])('%o matches %i cars', (choice, count) => {
    expect(showMeCount(table, choice)).toBe(count);
  });
});

describe('button text and animation', () => {
  it.each([
    [1234, 'Show Me 1,234 Cars'],
    [1, 'Show Me 1 Car'],
    [0, 'Show Me 0 Cars'],
  ])('%i -> %s', (count, text) => {
    expect(showMeLabel(count)).toBe(text);
  });

  it('counts from the old to the new number over 1 second, up or down, ending exactly', () => {
    expect(SHOW_ME_ANIMATION_MS).toBe(1000);
    expect(animatedCount(100, 200, 0)).toBe(100);
    const mid = animatedCount(100, 200, 500);
    expect(mid).toBeGreaterThan(150);
    expect(mid).toBeLessThan(200);
    expect(animatedCount(100, 200, 1000)).toBe(200);
    expect(animatedCount(200, 20, 999)).toBeGreaterThanOrEqual(20);
    expect(animatedCount(200, 20, 1000)).toBe(20);
    const frames = [0, 100, 200, 400, 600, 800, 1000].map((t) => animatedCount(0, 500, t));
    expect([...frames].sort((a, b) => a - b)).toEqual(frames);
  });

  it('jumps straight to the number with no duration (reduced motion)', () => {
    expect(animatedCount(100, 200, 0, 0)).toBe(200);
  });
});

describe('results URL', () => {
  const catalogue = catalogueFromFacets({
    makes: { Toyota: 4, Mazda: 2 },
    models: [{ make: 'Toyota', model: 'HiLux', count: 2 }],
  });
  it.each([
    [{}, '/search/new-used-and-demo-cars'],
    [{ make: 'Toyota' }, '/search/toyota'],
    [{ make: 'Toyota', model: 'HiLux', maxPrice: 30000 }, '/search/toyota/hilux?range[price]=:30000'],
    [{ maxPrice: 10000 }, '/search/new-used-and-demo-cars?range[price]=:10000'],
    [{ model: 'HiLux' }, '/search/new-used-and-demo-cars'],
  ])('%o -> %s', (choice, url) => {
    expect(showMeUrl(choice, catalogue)).toBe(url);
  });
});
