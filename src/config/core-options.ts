// The one place where tenant settings become the option objects of the pure
// core. Pages and islands call these instead of reading settings themselves.
import type { SiteConfig } from './site-schema.ts';
import type { CurrencyCode } from '../core/types.ts';
import type { PriceOptions } from '../core/vehicle/price.ts';
import type { ImageTagOptions } from '../core/vehicle/tags.ts';
import type { StockFilterOptions } from '../core/search/stock-filter.ts';
import type { FinanceProvider } from './schemas/finance.ts';
import {
  estimateRules,
  financeRules,
  VARIANT_FEE_SCHEDULE,
  type EstimateEligibilityRuleName,
  type EstimatePreset,
  type EstimateRules,
  type FinanceCalculatorRules,
  type FinanceProviderPreset,
} from '../core/finance/index.ts';

export function currencyOf(site: Pick<SiteConfig, 'country'>): CurrencyCode {
  return site.country === 'NZ' ? 'NZD' : 'AUD';
}

/** The tenant's IANA time zone: rules that speak of "today" or "this year" use its calendar. */
export function timeZoneOf(site: Pick<SiteConfig, 'country'>): string {
  return site.country === 'NZ' ? 'Pacific/Auckland' : 'Australia/Sydney';
}

export function priceOptions(site: SiteConfig): PriceOptions {
  return { currency: currencyOf(site), noPriceText: site.pricing.no_price_text };
}

export function imageTagOptions(site: SiteConfig): ImageTagOptions {
  return {
    fuelTagEnabled: site.features.fuel_type_tag,
    certifiedLogoEnabled: site.features.certified_pre_owned_tag,
    certifiedLuxuryMake: site.features.certified_pre_owned_luxury_make,
    specifications: site.specifications,
  };
}

export function stockFilterOptions(site: SiteConfig): StockFilterOptions {
  const { exclusions } = site.stock;
  return {
    includeSoldCarsDays: site.stock.include_sold_cars_days,
    maxAgeYears: site.stock.max_age_years,
    exclusions: {
      makes: exclusions.makes,
      models: exclusions.models,
      stockNumbers: exclusions.stock_numbers,
      dealershipIds: exclusions.dealership_ids,
    },
    // search.price_ascending_requires_price no longer drops unpriced cars: every price sort lists
    // them last, and no sort may change the count (docs/decisions.md, Stock counts and sold cards).
    priceAscendingRequiresPrice: false,
    timeZone: timeZoneOf(site),
  };
}

/** The location fields the stock rule reads (SPEC.md §3 Location.include_sold_cars_days). */
export interface SoldDaysLocation {
  id: number;
  include_sold_cars_days?: number | null | undefined;
}

/** Per-location sold windows: location id -> days, for the locations that set one. */
export function soldDaysByLocationOf(locations: readonly SoldDaysLocation[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of locations) {
    const days = l.include_sold_cars_days;
    if (typeof days === 'number' && Number.isFinite(days) && days >= 0) out[String(l.id)] = days;
  }
  return out;
}

/** The tenant's stock rule with its locations' own sold windows. */
export function stockOptionsOf(site: SiteConfig, locations: readonly SoldDaysLocation[] = []): StockFilterOptions {
  const byLocation = soldDaysByLocationOf(locations);
  const base = stockFilterOptions(site);
  return Object.keys(byLocation).length > 0 ? { ...base, soldDaysByLocation: byLocation } : base;
}

// ---------------------------------------------------------------- finance (vehicle page calculators)

/**
 * Which core finance preset each provider follows (SPEC.md §5, §9 "one
 * provider", "one lender"; docs/decisions.md "Vehicle calculators"). The lender
 * names stay here, in settings, so the core only knows named rules.
 */
const PROVIDER_PRESETS: Record<
  FinanceProvider,
  { calculator: FinanceProviderPreset; estimate: EstimatePreset; eligibility: EstimateEligibilityRuleName }
> = {
  stratton: { calculator: 'standard', estimate: 'standard', eligibility: 'recentCarWithComparisonRate' },
  angle: { calculator: 'standard', estimate: 'noFrequencySelectorLender', eligibility: 'priceWithPayment' },
  ausloans: { calculator: 'storedValueLender', estimate: 'standard', eligibility: 'priceWithPayment' },
  powertorque: { calculator: 'comparisonRangeProvider', estimate: 'standard', eligibility: 'priceWithPayment' },
  youx: { calculator: 'standard', estimate: 'standard', eligibility: 'genericOnly' },
};

const STANDARD_PRESETS = {
  calculator: 'standard',
  estimate: 'standard',
  eligibility: 'priceWithPayment',
} as const satisfies (typeof PROVIDER_PRESETS)[FinanceProvider];

function providerPresets(site: Pick<SiteConfig, 'finance_provider'>) {
  return site.finance_provider ? PROVIDER_PRESETS[site.finance_provider] : STANDARD_PRESETS;
}

/**
 * The vehicle-page finance calculator's options (SPEC.md §5 "Finance sliders",
 * §9 "Finance"): the provider's preset, then the tenant's `finance` settings.
 * A setting left at its default keeps the preset's value where the preset has
 * one (establishment fees 1360.5 and stored-value rounding for ausloans).
 */
export function financeCalculatorRules(site: Pick<SiteConfig, 'finance_provider' | 'finance'>): FinanceCalculatorRules {
  const f = site.finance;
  const base = financeRules(providerPresets(site).calculator);
  return {
    ...base,
    defaultTermYears: f.default_term_years,
    defaultInterest: f.default_interest,
    establishmentFees: f.establishment_fee > 0 ? f.establishment_fee : base.establishmentFees,
    rounding: f.round_up ? 'ceiling' : base.rounding,
    amountMin: f.min_amount,
    amountMaxScalesWithPrice: f.max_amount_from_price,
    term:
      f.term_years && f.term_years.length > 0
        ? { kind: 'years', years: f.term_years }
        : { kind: 'range', min: 1, max: f.term_max_years, step: 0.5 },
    interest:
      f.interest_locked !== null
        ? { kind: 'locked', value: f.interest_locked }
        : { kind: 'range', min: f.interest_min, max: f.interest_max, step: 0.5 },
    feeSchedule: f.variant_fees ? VARIANT_FEE_SCHEDULE : null,
  };
}

/**
 * The price panel's finance estimate options (SPEC.md §5 "Finance estimate
 * calculator"): the provider's preset (frequency selector hidden for Angle),
 * minimum price from `finance.min_amount` ($1,000, or $5,000), interest bounds
 * from `finance.interest_min` / `interest_max`.
 */
export function financeEstimateRules(site: Pick<SiteConfig, 'finance_provider' | 'finance'>): EstimateRules {
  const f = site.finance;
  return estimateRules(providerPresets(site).estimate, {
    minPrice: f.min_amount,
    interest: { min: f.interest_min, max: f.interest_max, step: 0.5 },
  });
}

/** The provider's rule for showing the finance estimate at all (SPEC.md §5 "Finance estimate shown only if"). */
export function financeEstimateEligibility(site: Pick<SiteConfig, 'finance_provider'>): EstimateEligibilityRuleName {
  return providerPresets(site).eligibility;
}
