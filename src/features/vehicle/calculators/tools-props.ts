/**
 * Build-time props of the calculators island (SPEC.md §2 delivery calculator,
 * fuel calculator, price comparison panel, finance calculator): which panels a
 * car and tenant get. A car shown as sold gets none of the buying panels
 * (showsBuyingPanels): no delivery estimate, price comparison or finance for a
 * car that cannot be bought; the fuel calculator still describes the car.
 * Server only (reads the tenant's settings).
 */
import type { SiteConfig } from '~/config/site-schema.ts';
import { combinedConsumption, isFuelCalculatorShown } from '~/core/fuel.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { showsBuyingPanels } from '~/core/vehicle/availability.ts';
import { hasPriceComparison } from '~/core/vehicle/market.ts';
import { priceDisplay } from '~/core/vehicle/price.ts';
import { priceOptions } from '~/config/core-options.ts';
import type { CarOutput } from '~/data/schemas.ts';
import { financeCalculatorProps } from '../finance/calculator-props.ts';
import type { VehicleToolsProps } from './VehicleTools.tsx';

/** The car fields the panels read. */
export type ToolsCar = Pick<
  CarOutput,
  | 'slug'
  | 'price'
  | 'before_price'
  | 'offer_price'
  | 'subscription_price'
  | 'preorder'
  | 'price_type'
  | 'finance_lenders'
  | 'status'
  | 'sold'
  | 'simple_fuel'
  | 'variant'
  | 'autograb_data'
>;

export function vehicleToolsProps(
  car: ToolsCar,
  site: SiteConfig,
  context: { apiBaseUrl: string; currency: CurrencyCode },
): VehicleToolsProps {
  const api = { carSlug: car.slug, apiBaseUrl: context.apiBaseUrl, site: site.slug, currency: context.currency };
  const buying = showsBuyingPanels(car);
  // The price comparison only where the platform can have one (market data and a shown amount).
  const shown = priceDisplay(car, priceOptions(site));
  const comparable = hasPriceComparison(car.autograb_data, 'amount' in shown ? shown.amount : null);
  return {
    delivery: buying && site.features.delivery_calculator ? api : null,
    fuel:
      site.features.fuel_calculator && isFuelCalculatorShown(car) ? { consumption: combinedConsumption(car) } : null,
    gauge: buying && site.features.price_gauge && comparable ? api : null,
    finance: financeCalculatorProps(car, site, context.currency),
  };
}
