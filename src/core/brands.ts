/**
 * The group brands page (SPEC.md §2 "Group brands page: grids Car Brands, Motorcycle Brands,
 * Truck Brands, Our Brands ...; stats banner 50+ Locations, 40+ Brands, 30+ Years Est."): which
 * brand is in which grid with how many cars, and the banner's figures.
 *
 * - A kind's grid lists the brands with stock of that kind, each counted in that kind alone (a
 *   maker of cars and motorcycles shows its cars under Car Brands and its motorcycles under
 *   Motorcycle Brands). Our Brands are the franchised makes, counted over all their stock.
 * - The banner states what is true: the tenant's own figures when it sets them, else the number
 *   of locations and brands from the data and the years since the group was established when
 *   the tenant gives that year; a figure that is not known is not shown. The labels are the
 *   spec's ('Locations', 'Brands', 'Years Est.').
 */
import { vehicleKindOf } from './search/kinds.ts';

/** A car as these rules read it. */
export interface BrandStockCar {
  make: string;
  item_type?: string | null | undefined;
}

/** A manufacturer record as these rules read it. */
export interface BrandRecord {
  name: string;
  slug: string;
  logo?: { url?: string | null | undefined } | null | undefined;
}

/** A brand's tile: its logo (null: none, the tile shows the name) and its cars in the grid's kind. */
export interface BrandTileModel {
  name: string;
  slug: string;
  logo: string | null;
  count: number;
}

export interface BrandGrid {
  title: string;
  brands: BrandTileModel[];
}

const GRIDS = [
  ['Car Brands', 'car'],
  ['Motorcycle Brands', 'motorcycle'],
  ['Truck Brands', 'truck'],
] as const;

/** The page's grids in the spec's order; a grid without a brand is left out. */
export function brandGrids(
  manufacturers: readonly BrandRecord[],
  cars: readonly BrandStockCar[],
  franchised: ReadonlySet<string>,
): BrandGrid[] {
  const byKind = new Map<string, Map<string, number>>();
  const total = new Map<string, number>();
  for (const car of cars) {
    const kind = vehicleKindOf(car.item_type);
    const counts = byKind.get(kind) ?? new Map<string, number>();
    counts.set(car.make, (counts.get(car.make) ?? 0) + 1);
    byKind.set(kind, counts);
    total.set(car.make, (total.get(car.make) ?? 0) + 1);
  }
  const tile = (m: BrandRecord, count: number): BrandTileModel => ({
    name: m.name,
    slug: m.slug,
    logo: m.logo?.url?.trim() || null,
    count,
  });
  const grids: BrandGrid[] = GRIDS.map(([title, kind]) => {
    const counts = byKind.get(kind);
    return {
      title,
      brands: manufacturers.filter((m) => counts?.has(m.name)).map((m) => tile(m, counts!.get(m.name)!)),
    };
  });
  grids.push({
    title: 'Our Brands',
    brands: manufacturers.filter((m) => franchised.has(m.name)).map((m) => tile(m, total.get(m.name) ?? 0)),
  });
  return grids.filter((g) => g.brands.length > 0);
}

/** One figure of the banner. */
export interface BrandStat {
  value: string;
  label: string;
}

/** What the banner may state. */
export interface BrandStatsInput {
  /** The tenant's own figures (`brands_stats`); null: from the data. */
  configured: readonly BrandStat[] | null;
  /** The locations the site lists. */
  locations: number;
  /** The brands on the page. */
  brands: number;
  /** The year the group was established (`brands_established_year`); null: not stated. */
  establishedYear: number | null;
  /** The build's year. */
  year: number;
}

export function brandStats(input: BrandStatsInput): BrandStat[] {
  if (input.configured) return input.configured.filter((s) => s.value.trim() !== '' && s.label.trim() !== '');
  const years = input.establishedYear == null ? 0 : input.year - input.establishedYear;
  const stats: Array<[number, string]> = [
    [input.locations, 'Locations'],
    [input.brands, 'Brands'],
    [years, 'Years Est.'],
  ];
  return stats.filter(([n]) => n > 0).map(([n, label]) => ({ value: String(n), label }));
}
