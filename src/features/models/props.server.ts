/**
 * The models slice's props builder: the settings -> what the model range, a model's page, its
 * cards, a brand's overview and the group brands page show (prices in the tenant's currency; the
 * makes and dealerships of the site). Server only.
 */
import { rangeHasSeveralMakes } from '../../core/models.ts';
import { brandGrids, brandStats, type BrandGrid, type BrandStat, type BrandTileModel } from '../../core/brands.ts';
import { formatCurrency } from '../../core/money.ts';
import type { ManufacturerOutput, ModelOutput } from '../../data/schemas.ts';
import { all } from '../../data/store.ts';
import { siteLocations } from '../../data/locations.ts';
import { listedCars } from '../../data/stock.ts';
import { buildNow, currency, site } from '../../site.ts';
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

/** A brand on the group brands page: its logo (null: its name instead), search and cars in stock. */
export type BrandTile = BrandTileModel;

/** The group brands page (/brands, SPEC.md §2): the group's figures and its grids of brands. */
export async function brandsPageProps(): Promise<{ stats: BrandStat[]; grids: BrandGrid[] }> {
  const [manufacturers, cars, locations] = await Promise.all([all('manufacturers'), listedCars(), siteLocations()]);
  const grids = brandGrids(manufacturers, cars, new Set(site.dealerships.flatMap((d) => d.makes)));
  const stats = brandStats({
    configured: site.brands_stats,
    locations: locations.length,
    brands: new Set(grids.flatMap((g) => g.brands.map((b) => b.name))).size,
    establishedYear: site.brands_established_year,
    year: buildNow.getUTCFullYear(),
  });
  return { stats, grids };
}
