import { describe, expect, it } from 'vitest';
import { brandGrids, brandStats, type BrandStatsInput } from './brands.ts';

const M = (name: string, logo: string | null = `/logos/${name.toLowerCase()}.svg`) => ({
  name,
  slug: name.toLowerCase(),
  logo: { url: logo },
});

describe('brandGrids: each kind counts its own stock', () => {
  const manufacturers = [M('Honda'), M('Yamaha'), M('Isuzu'), M('Holden', null), M('Audi')];
  const cars = [
    { make: 'Honda', item_type: 'car' },
    { make: 'Honda', item_type: null },
    { make: 'Honda', item_type: 'motorcycle' },
    { make: 'Yamaha', item_type: 'motorcycle' },
    { make: 'Isuzu', item_type: 'truck' },
    { make: 'Isuzu', item_type: 'car' },
    { make: 'Holden' },
  ];
  const grids = brandGrids(manufacturers, cars, new Set(['Honda', 'Audi']));
  const view = Object.fromEntries(grids.map((g) => [g.title, g.brands.map((b) => `${b.name} ${b.count}`)]));

  it.each([
    ['Car Brands', ['Honda 2', 'Isuzu 1', 'Holden 1']],
    ['Motorcycle Brands', ['Honda 1', 'Yamaha 1']],
    ['Truck Brands', ['Isuzu 1']],
    ['Our Brands', ['Honda 3', 'Audi 0']],
  ])('%s', (title, tiles) => {
    expect(view[title]).toEqual(tiles);
  });

  it('keeps the spec order and leaves out a grid without a brand', () => {
    expect(grids.map((g) => g.title)).toEqual(['Car Brands', 'Motorcycle Brands', 'Truck Brands', 'Our Brands']);
    expect(brandGrids(manufacturers, [{ make: 'Audi' }], new Set()).map((g) => g.title)).toEqual(['Car Brands']);
  });

  it('a brand without a logo has none (the tile shows its name), never a placeholder', () => {
    const holden = grids[0]!.brands.find((b) => b.name === 'Holden')!;
    expect(holden.logo).toBeNull();
    expect(brandGrids([M('Kia', '  ')], [{ make: 'Kia' }], new Set())[0]!.brands[0]!.logo).toBeNull();
  });
});

describe('brandStats: only what is true', () => {
  const base: BrandStatsInput = { configured: null, locations: 8, brands: 31, establishedYear: null, year: 2026 };
  it.each<[string, Partial<BrandStatsInput>, string[]]>([
    ['from the data; no year, no Years Est.', {}, ['8 Locations', '31 Brands']],
    [
      'with the year the group was established',
      { establishedYear: 1994 },
      ['8 Locations', '31 Brands', '32 Years Est.'],
    ],
    ['a year of this year states no years', { establishedYear: 2026 }, ['8 Locations', '31 Brands']],
    ['no location, no figure for it', { locations: 0 }, ['31 Brands']],
    [
      "the tenant's own figures as set",
      {
        configured: [
          { value: '10', label: 'Locations' },
          { value: '', label: 'Brands' },
        ],
      },
      ['10 Locations'],
    ],
    ['an empty list hides the banner', { configured: [] }, []],
  ])('%s', (_name, over, shown) => {
    expect(brandStats({ ...base, ...over }).map((s) => `${s.value} ${s.label}`)).toEqual(shown);
  });
});
