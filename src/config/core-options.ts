// The one place where tenant settings become the option objects of the pure
// core. Pages and islands call these instead of reading settings themselves.
import type { SiteConfig } from './site-schema.ts';
import type { CurrencyCode } from '../core/types.ts';
import type { PriceOptions } from '../core/vehicle/price.ts';
import type { ImageTagOptions } from '../core/vehicle/tags.ts';
import type { StockFilterOptions } from '../core/search/stock-filter.ts';

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
    priceAscendingRequiresPrice: site.search.price_ascending_requires_price,
    timeZone: timeZoneOf(site),
  };
}
