import { describe, expect, it } from 'vitest';
import { catalogueFromFacets } from './routing.ts';
import {
  animatedCount,
  modelsOf,
  SHOW_ME_ANIMATION_MS,
  showMeCount,
  showMeButton,
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

describe('Show Me counts what the results read (the cars in stock, core stockCount)', () => {
  const stock = [
    { make: 'Kia', model: 'Seltos', price: 30000, status: 'in_stock' },
    { make: 'Kia', model: 'Seltos', price: 27000, status: 'sold' },
    { make: 'Kia', model: 'Seltos', price: 26000, status: 'sold' },
    { make: 'Kia', model: 'Carnival', price: 48000, status: 'sold' },
    { make: 'Kia', model: 'Carnival', price: 52000, status: 'coming_soon' },
    { make: 'Kia', model: 'Picanto', price: 18000, status: 'sold' },
    { make: 'Kia', model: 'Picanto', price: 17000, status: 'sold' },
    { make: 'Kia', model: 'Stonic', price: 25000, status: 'in_stock' },
  ];
  const kia = showMeTable(stock, [20000, 28000, 50000]);
  it.each<[string, object, number]>([
    ['every Kia: 3 available, 5 sold', { make: 'Kia' }, 3],
    ['Seltos: 1 available, 2 sold', { make: 'Kia', model: 'Seltos' }, 1],
    ['Picanto: all sold, all show and count', { make: 'Kia', model: 'Picanto' }, 2],
    ['up to $28,000: 1 available, 4 sold', { make: 'Kia', maxPrice: 28000 }, 1],
    ['up to $20,000: all sold', { maxPrice: 20000 }, 2],
    ['up to $50,000: 2 available, 5 sold', { maxPrice: 50000 }, 2],
    ['Stonic: none sold', { make: 'Kia', model: 'Stonic' }, 1],
  ])('%s', (_, choice, count) => {
    expect(showMeCount(kia, choice)).toBe(count);
  });

  it('a table without sold cars carries no sold counts', () => {
    expect(table.models.every((m) => m.sold === undefined)).toBe(true);
  });
});

describe('the Show Me button (SPEC.md §2; no link to an empty search)', () => {
  it.each<[number, number, 'car' | 'caravan' | 'motorcycle', { label: string; disabled: boolean; announce: string }]>([
    [12, 12, 'car', { label: 'Show Me 12 Cars', disabled: false, announce: '12 cars match' }],
    [1, 1, 'car', { label: 'Show Me 1 Car', disabled: false, announce: '1 car matches' }],
    [1234, 1234, 'car', { label: 'Show Me 1,234 Cars', disabled: false, announce: '1,234 cars match' }],
    [143, 143, 'caravan', { label: 'Show Me 143 Caravans', disabled: false, announce: '143 caravans match' }],
    [12, 12, 'motorcycle', { label: 'Show Me 12 Motorcycles', disabled: false, announce: '12 motorcycles match' }],
    [40, 7, 'car', { label: 'Show Me 7 Cars', disabled: false, announce: '40 cars match' }],
    [40, 0, 'car', { label: 'Show Me 1 Car', disabled: false, announce: '40 cars match' }],
    [
      0,
      0,
      'car',
      { label: 'No Matching Cars', disabled: true, announce: 'No cars match. Choose another make, model or price.' },
    ],
    [
      0,
      35,
      'car',
      { label: 'No Matching Cars', disabled: true, announce: 'No cars match. Choose another make, model or price.' },
    ],
    [
      0,
      0,
      'caravan',
      {
        label: 'No Matching Caravans',
        disabled: true,
        announce: 'No caravans match. Choose another make, model or price.',
      },
    ],
  ])('%i matching, %i shown, %s', (count, shown, kind, expected) => {
    expect(showMeButton(count, shown, kind)).toEqual(expected);
  });

  it('the label names the kind of vehicle', () => {
    expect(showMeLabel(143, 'caravan')).toBe('Show Me 143 Caravans');
    expect(showMeLabel(1, 'caravan')).toBe('Show Me 1 Caravan');
  });
});
