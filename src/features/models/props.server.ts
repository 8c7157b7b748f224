/**
 * The models slice's props builder: the settings -> what the model range, a model's page, its
 * cards and a brand's overview show (prices in the tenant's currency; the makes and dealerships
 * of the site). Server only.
 */
import { formatCurrency } from '../../core/money.ts';
import type { ManufacturerOutput, ModelOutput } from '../../data/schemas.ts';
import { currency, site } from '../../site.ts';
import { modelView, type ModelView } from './model-view.ts';

/** What a model's card and page show (./model-view.ts), prices in the tenant's currency. */
export function modelViewOf(model: ModelOutput): ModelView {
  return modelView(model, currency);
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
