/**
 * The vehicle page's props builder: the tenant's settings and the car -> what the page's parts
 * show. The decisions more than one part needs are made here once, from the core's rules: the
 * lender offer, whether the finance calculator shows (the calculator and the sidebar's link to it),
 * the price shown (the sidebar and the phone bar), and the dealer's number with its reveal rule
 * (Call Now, the phone bar's Call, the call box). Server only; the settings come in as arguments.
 */
import { carShowsFinanceCalculator, lenderOfferFor, type LenderOffer } from '../../core/finance/index.ts';
import type { FinanceCalculatorRules } from '../../core/finance/rules.ts';
import { formatPhone, telHref } from '../../core/format.ts';
import { showsBuyingPanels } from '../../core/vehicle/availability.ts';
import type { PhoneRevealMode } from '../../core/vehicle/call-box.ts';
import { priceDisplay, wasPrice, type PriceDisplay } from '../../core/vehicle/price.ts';
import type { CarPrices } from '../../core/types.ts';
import { financeCalculatorRules, priceOptions } from '../../config/core-options.ts';
import type { SiteConfig } from '../../config/site-schema.ts';
import type { CarOutput, LocationOutput } from '../../data/schemas.ts';
import type { PhoneRevealTarget } from '../phone/reveal.ts';

/** The car's finance as every finance part sees it. */
export interface VehicleFinance {
  /** The tenant's lender's offer for the car (SPEC.md §9), if any. */
  offer: LenderOffer | null;
  rules: FinanceCalculatorRules;
  /** The finance calculator shows: a car for sale (showsBuyingPanels) and core carShowsFinanceCalculator. */
  calculatorShown: boolean;
}

export function vehicleFinance(
  car: Pick<CarOutput, 'price' | 'finance_lenders' | 'status' | 'sold'>,
  site: SiteConfig,
): VehicleFinance {
  const offer = lenderOfferFor(car.finance_lenders, site.finance_provider);
  const rules = financeCalculatorRules(site);
  const calculatorShown =
    showsBuyingPanels(car) && carShowsFinanceCalculator(site.finance_provider, car.price ?? null, offer, rules);
  return { offer, rules, calculatorShown };
}

/** The price as shown (SPEC.md §5 price display), with the was-price beside it. */
export interface VehiclePrice {
  display: PriceDisplay;
  was: ReturnType<typeof wasPrice>;
}

export function vehiclePrice(car: CarPrices, site: SiteConfig): VehiclePrice {
  const options = priceOptions(site);
  const display = priceDisplay(car, options);
  return { display, was: wasPrice(car, display, options) };
}

/**
 * The dealer's number on the vehicle page and how it shows: one rule for every part that shows or
 * dials it (features.phone_reveal, core/vehicle/call-box.ts), and one reveal target so all of them
 * record the same car, dealership and website.
 */
export interface VehiclePhone {
  /** The number as shown and as a tel: link; null without one. */
  phone: { display: string; tel: string } | null;
  /** The number as shown, also where it makes no tel: link (the page's structured data). */
  telephone: string | null;
  mode: PhoneRevealMode;
  analytics: boolean;
  reveal: PhoneRevealTarget;
}

export function vehiclePhone(
  car: CarOutput,
  location: LocationOutput | undefined,
  site: SiteConfig,
  apiBaseUrl: string,
): VehiclePhone {
  const dealerPhone = site.dealers.phone_overrides[car.dealership_slug ?? ''] ?? location?.phone ?? car.location?.phone;
  const display = dealerPhone ? formatPhone(dealerPhone, { defaultCountry: site.country }) : null;
  const tel = dealerPhone ? telHref(dealerPhone, { defaultCountry: site.country }) : null;
  return {
    phone: display && tel ? { display, tel } : null,
    telephone: display,
    mode: site.features.phone_reveal,
    analytics: site.analytics.enabled,
    reveal: {
      apiBaseUrl,
      site: site.slug,
      carId: car.id,
      dealershipId: car.dealership_id ?? location?.dealership_id ?? null,
      websiteId: location?.website_id ?? null,
    },
  };
}
