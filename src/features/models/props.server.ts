/**
 * The models slice's props builder: the settings -> what the model range, a model's page, its
 * cards, a brand's overview and the group brands page show (prices in the tenant's currency; the
 * makes and dealerships of the site). Server only.
 */
import { rangeHasSeveralMakes } from '../../core/models.ts';
import { formatCurrency } from '../../core/money.ts';
import type { ManufacturerOutput, ModelOutput } from '../../data/schemas.ts';
import { all } from '../../data/store.ts';
import { listedCars } from '../../data/stock.ts';
import { currency, site } from '../../site.ts';
import { modelView, type ModelView } from './model-view.ts';

/**
 * What a model's card and page show (./model-view.ts), prices in the tenant's currency; in a
 * range of several makes (a group) the title names the make ('New Ford Ranger').
 */
export function modelViewOf(model: ModelOutput, range: readonly ModelOutput[] = [model]): ModelView {
  return modelView(model, currency, { withMake: rangeHasSeveralMakes(range) });
}

/** A price on a model's page ('$45,990'). */
export function modelPrice(amount: number): string {
  return formatCurrency(amount, currency);
}

/** The makes the site's dealerships sell, lower case: the brands with an overview page. */
export function franchisedMakes(): Set<string> {
  return new Set(site.dealerships.flatMap((d) => d.makes).map((m) => m.toLowerCase()));
}

/** Who sells the make, for its overview's introduction: its dealerships' names, else the site's. */
export function brandSellers(manufacturer: ManufacturerOutput): string {
  const dealers = site.dealerships.filter((d) =>
    d.makes.some((m) => m.toLowerCase() === manufacturer.name.toLowerCase()),
  );
  return dealers.map((d) => d.name).join(', ') || site.name;
}

/** A brand on the group brands page: its logo, search and cars in stock. */
export interface BrandTile {
  name: string;
  slug: string;
  logo: string;
  count: number;
}

/** The group brands page (/brands, SPEC.md §2): the group's figures and its grids of brands. */
export async function brandsPageProps(): Promise<{
  stats: Array<{ value: string; label: string }>;
  grids: Array<{ title: string; brands: BrandTile[] }>;
}> {
  const [manufacturers, cars] = await Promise.all([all('manufacturers'), listedCars()]);
  const stock = new Map<string, number>();
  for (const car of cars) stock.set(car.make, (stock.get(car.make) ?? 0) + 1);
  const franchised = new Set(site.dealerships.flatMap((d) => d.makes));
  const brand = (m: ManufacturerOutput): BrandTile => ({
    name: m.name,
    slug: m.slug,
    logo: m.logo?.url ?? '/sample-images/not-found-logo.svg',
    count: stock.get(m.name) ?? 0,
  });
  const inStock = manufacturers.filter((m) => stock.has(m.name));
  const grids = [
    { title: 'Car Brands', brands: inStock.filter((m) => m.item_types?.includes('car') ?? true).map(brand) },
    { title: 'Motorcycle Brands', brands: inStock.filter((m) => m.item_types?.includes('motorcycle')).map(brand) },
    { title: 'Truck Brands', brands: inStock.filter((m) => m.item_types?.includes('truck')).map(brand) },
    { title: 'Our Brands', brands: manufacturers.filter((m) => franchised.has(m.name)).map(brand) },
  ].filter((g) => g.brands.length > 0);
  return { stats: site.brands_stats, grids };
}
