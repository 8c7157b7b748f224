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
import type { CarOutput } from '~/data/schemas.ts';
import { financeCalculatorProps } from '../finance/calculator-props.ts';
import type { VehicleToolsProps } from './VehicleTools.tsx';

/** The car fields the panels read. */
export type ToolsCar = Pick<
  CarOutput,
  'slug' | 'price' | 'finance_lenders' | 'status' | 'sold' | 'simple_fuel' | 'variant'
>;

export function vehicleToolsProps(
  car: ToolsCar,
  site: SiteConfig,
  context: { apiBaseUrl: string; currency: CurrencyCode },
): VehicleToolsProps {
  const api = { carSlug: car.slug, apiBaseUrl: context.apiBaseUrl, site: site.slug, currency: context.currency };
  const buying = showsBuyingPanels(car);
  return {
    delivery: buying && site.features.delivery_calculator ? api : null,
    fuel:
      site.features.fuel_calculator && isFuelCalculatorShown(car) ? { consumption: combinedConsumption(car) } : null,
    gauge: buying && site.features.price_gauge ? api : null,
    finance: financeCalculatorProps(car, site, context.currency),
  };
}
