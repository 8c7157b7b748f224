// The locations slice's props for a location card and a phone link: apart from ./props.server.ts,
// which imports the search slice for stock links, so that a page listing location cards (the
// content pages) takes no search or garage styles with it.
import { addressLines as postalLines } from '../../core/address.ts';
import { formatPhone, telHref } from '../../core/format.ts';
import { locationNotices } from '../../core/locations.ts';
import type { LocationOutput } from '../../data/schemas.ts';
import { site } from '../../site.ts';

/** A phone number as a link and as shown, in the tenant's country's format. */
export interface PhoneLink {
  href: string | undefined;
  display: string;
}

export function phoneLink(phone: string): PhoneLink {
  return {
    href: telHref(phone, { defaultCountry: site.country }) ?? undefined,
    display: formatPhone(phone, { defaultCountry: site.country }),
  };
}

/** The address as display lines in the tenant's country's postal format (core/address.ts). */
export function addressLines(location: Pick<LocationOutput, 'address'>): string[] {
  return postalLines(location.address, site.country);
}

/** The location's coming-soon badge and by-appointment note (location_notices). */
export function locationNotice(location: LocationOutput): ReturnType<typeof locationNotices> {
  return locationNotices(location, {
    comingSoonSlugs: site.location_notices.coming_soon,
    siteVisitByAppointmentSlugs: site.location_notices.by_appointment,
  });
}

/** What a location card (LocationCard.astro) shows from the settings. */
export interface LocationCardView {
  notices: ReturnType<typeof locationNotices>;
  phone: PhoneLink | null;
  /** The address on one line ('' when it has none). */
  address: string;
}

export function locationCardView(location: LocationOutput): LocationCardView {
  const phone = location.phone ?? location.contact_detail?.phone ?? null;
  return {
    notices: locationNotice(location),
    phone: phone ? phoneLink(phone) : null,
    address: addressLines(location).join(', '),
  };
}
