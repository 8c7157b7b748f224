/**
 * Build-time props of the finance calculator (SPEC.md §5 "Finance calculator
 * shows only if a finance provider exists and the finance amount is above 0",
 * §9 Finance): null when it is not shown, and for a car shown as sold
 * (showsBuyingPanels). Server only (reads the tenant's settings through
 * core-options).
 */
import { FINANCE_DISCLAIMER } from '~/core/finance/index.ts';
import { financeEstimateRules } from '~/config/core-options.ts';
import type { SiteConfig } from '~/config/site-schema.ts';
import type { CurrencyCode } from '~/core/types.ts';
import type { CarOutput } from '~/data/schemas.ts';
import { vehicleFinance } from '../part-props.ts';
import type { FinanceCalculatorProps } from './FinanceCalculator.tsx';

export function financeCalculatorProps(
  car: Pick<CarOutput, 'price' | 'finance_lenders' | 'status' | 'sold'>,
  site: SiteConfig,
  currency: CurrencyCode,
): FinanceCalculatorProps | null {
  const { offer, rules, calculatorShown } = vehicleFinance(car, site);
  const price = car.price ?? null;
  if (!calculatorShown) return null;
  return {
    price,
    offer,
    rules,
    showFrequency: financeEstimateRules(site).showFrequencySelector,
    currency,
    // The calculator's own disclaimer (SPEC.md §9), then the lender's for its offer.
    disclaimer: [FINANCE_DISCLAIMER, offer?.disclaimer?.trim()].filter(Boolean).join(' '),
    analytics: site.analytics.enabled,
  };
}
