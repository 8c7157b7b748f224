// The consumer-law details a page shows: the dealer's licence and ABN, the Australian
// Credit Licence on finance surfaces, and the NZ Consumer Information Notice on used-vehicle pages.
// From the tenant's settings and, on a vehicle page, the car's own record and location only (the
// page's incremental-build key covers both).
import type { SiteConfig } from '../../config/site-schema.ts';
import { currencyOf, timeZoneOf } from '../../config/core-options.ts';
import {
  consumerInformationNotice,
  formatAbn,
  needsConsumerInformationNotice,
  type CinCar,
  type CinRow,
} from '../../core/vehicle/consumer-details.ts';
import { formatAddress } from '../../core/address.ts';
import type { LocationOutput } from '../../data/schemas.ts';
import { site } from '../../site.ts';

/** 'Dealer licence MD 12345', 'ABN 12 345 678 901' or, in NZ, 'Motor vehicle trader registration M123456'. */
export function dealerDetailLines(site: SiteConfig, licence?: string | null): string[] {
  const { legal } = site;
  const lines: string[] = [];
  const dealerLicence = licence ?? legal.dealer_licence;
  if (site.country === 'NZ') {
    if (legal.nz_trader_registration) lines.push(`Motor vehicle trader registration ${legal.nz_trader_registration}`);
  } else if (dealerLicence) lines.push(`Dealer licence ${dealerLicence}`);
  if (legal.abn) lines.push(formatAbn(legal.abn));
  return lines;
}

/** 'Harbour Toyota, Australian Credit Licence 389328' where the tenant has one; null otherwise. */
export function creditLicenceLine(site: SiteConfig): string | null {
  return site.country === 'AU' && site.legal.credit_licence
    ? `${site.name}, Australian Credit Licence ${site.legal.credit_licence}`
    : null;
}

/** The CIN of a vehicle page, or null when the car needs none (AU tenants, new cars). */
export function vehicleCin(
  site: SiteConfig,
  car: CinCar & { car_type: 'new' | 'demo' | 'used' },
  location: LocationOutput | undefined,
): CinRow[] | null {
  if (!needsConsumerInformationNotice(site.country, car.car_type)) return null;
  const address = formatAddress(location?.address, site.country);
  return consumerInformationNotice(
    car,
    {
      name: location?.name ?? site.name,
      address: address || null,
      registration: site.legal.nz_trader_registration,
    },
    { currency: currencyOf(site), noPriceText: site.pricing.no_price_text, timeZone: timeZoneOf(site) },
  );
}

/** The tenant's Australian Credit Licence line for a finance page (CreditLicence.astro). */
export function tenantCreditLicence(): string | null {
  return creditLicenceLine(site);
}

/** What a vehicle page shows below the car's details (VehicleConsumerDetails.astro). */
export function vehicleConsumerProps(
  car: CinCar & { car_type: 'new' | 'demo' | 'used' },
  location: LocationOutput | undefined,
): { cin: CinRow[] | null; lines: string[] } {
  const lines = dealerDetailLines(site, location?.dealer_license_number);
  const credit = site.finance_provider ? creditLicenceLine(site) : null;
  return { cin: vehicleCin(site, car, location), lines: credit ? [...lines, credit] : lines };
}
