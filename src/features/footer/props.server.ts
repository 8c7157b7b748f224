// The footer's props builder: the link groups and the primary location's dealer
// details (address, phone, opening hours, licence) and the social links, from the tenant settings
// and the data store. Footer.astro reads no settings.
import { formatPhone, telHref } from '../../core/format.ts';
import { datedSpecialHours, openingHoursRows, weekHoursTexts, type HoursRow } from '../../core/opening-hours.ts';
import { safeHref } from '../../core/safe-url.ts';
import type { LocationOutput } from '../../data/schemas.ts';
import { siteLocations } from '../../data/locations.ts';
import { navigation } from '../../data/navigation.ts';
import { stockBodyTypes } from '../../data/stock.ts';
import type { SiteConfig } from '../../config/site-schema.ts';
import { dealerDetailLines } from '../consumer/props.server.ts';
import { addressLines, scheduleOf } from '../locations/props.server.ts';
import { buildNow, site, timeZone, today } from '../../site.ts';
import type { FooterTodayProps } from './types.ts';
import { primaryLocation, socialLinks, type FooterLink } from './dealer.ts';

export type { FooterLink };

export interface FooterDealer {
  name: string;
  /** The location's page. */
  href: string;
  addressLines: string[];
  phone: FooterLink | null;
  /** The week, grouped as the location pages group it. */
  hours: HoursRow[];
  today: FooterTodayProps;
}

export interface FooterProps {
  siteName: string;
  year: number;
  bodyTypes: FooterLink[];
  models: FooterLink[];
  pages: FooterLink[];
  serviceHref: string;
  /** The primary location, or null for a tenant without listed locations. */
  dealer: FooterDealer | null;
  /** 'Dealer licence MD 12345', 'ABN …': the tenant's licence, else its primary location's. */
  licenceLines: string[];
  social: FooterLink[];
  /** The Toyota certified-pre-owned dialog, opened from badges on any page (features/certified). */
  certifiedDialog: boolean;
}

function dealerOf(location: LocationOutput, config: SiteConfig): FooterDealer {
  const hoursOptions = { closedByAppointment: config.features.by_appointment_when_closed };
  const openingHours = location.contact_detail?.opening_hours ?? [];
  const phone = location.phone ?? location.contact_detail?.phone;
  const tel = phone ? telHref(phone, { defaultCountry: config.country }) : null;
  return {
    name: location.name,
    href: `/locations/${location.slug}`,
    addressLines: addressLines(location),
    phone: phone && tel ? { label: formatPhone(phone, { defaultCountry: config.country }), href: tel } : null,
    hours: openingHoursRows(openingHours, 'grouped-exceptions', hoursOptions),
    today: {
      week: weekHoursTexts(openingHours, hoursOptions),
      // From the build year's first day, not the build day: the footer is on every vehicle page,
      // and a list that lost a day whenever a holiday passed would re-render them all
      // (features/vehicle/page-key.ts); the island picks today's date from it anyway.
      specials: datedSpecialHours(location.special_hours ?? [], {
        ...hoursOptions,
        from: `${today.slice(0, 4)}-01-01`,
      }),
      schedule: scheduleOf(location, `${today.slice(0, 4)}-01-01`),
      timeZone,
    },
  };
}

export async function footerProps(): Promise<FooterProps> {
  const [nav, bodyTypes, locations] = await Promise.all([navigation(), stockBodyTypes(), siteLocations()]);
  const primary = primaryLocation(locations);
  return {
    siteName: site.name,
    year: buildNow.getFullYear(),
    bodyTypes: bodyTypes.map(({ label, href }) => ({ label, href })),
    models: nav.models.slice(0, 8).map((m) => ({ label: m.label, href: m.href })),
    pages: nav.pages.map((p) => ({ label: p.label, href: p.href })),
    serviceHref: safeHref(site.service_booking_url) ?? '/service',
    dealer: primary ? dealerOf(primary, site) : null,
    licenceLines: dealerDetailLines(site, site.legal.dealer_licence ?? primary?.dealer_license_number),
    social: socialLinks(site.social),
    certifiedDialog: site.features.certified_pre_owned_tag,
  };
}
