/**
 * Build-time props of the finance calculator (SPEC.md §5 "Finance calculator
 * shows only if a finance provider exists and the finance amount is above 0",
 * §9 Finance): null when it is not shown, and for a car shown as sold
 * (showsBuyingPanels). Server only (reads the tenant's settings through
 * core-options).
 */
import {
  defaultFinanceInputs,
  FINANCE_DISCLAIMER,
  isFinanceCalculatorShown,
  lenderOfferFor,
} from '../../../core/finance/index.ts';
import { financeCalculatorRules, financeEstimateRules } from '../../../config/core-options.ts';
import type { SiteConfig } from '../../../config/site-schema.ts';
import type { CurrencyCode } from '../../../core/types.ts';
import { showsBuyingPanels } from '../../../core/vehicle/availability.ts';
import type { CarOutput } from '../../../data/schemas.ts';
import type { FinanceCalculatorProps } from './FinanceCalculator.tsx';

export function financeCalculatorProps(
  car: Pick<CarOutput, 'price' | 'finance_lenders' | 'status' | 'sold'>,
  site: SiteConfig,
  currency: CurrencyCode,
): FinanceCalculatorProps | null {
  const rules = financeCalculatorRules(site);
  const offer = lenderOfferFor(car.finance_lenders, site.finance_provider);
  const price = car.price ?? null;
  if (!showsBuyingPanels(car)) return null;
  if (!isFinanceCalculatorShown(site.finance_provider, defaultFinanceInputs(price, offer, rules).amount)) return null;
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
