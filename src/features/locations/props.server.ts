// The location feature's one props builder: every island
// and component of the locator, location and vehicle maps gets its props
// here, from the tenant settings (`site.maps`, notices, hours options) and
// the data store. Pages only call these.
import { formatPhone, mailtoHref, telHref } from '../../core/format.ts';
import { imageUrl } from '../../core/images.ts';
import {
  locationDepartments,
  locationLatLng,
  locationLicences,
  showMapIndex,
  type LatLng,
} from '../../core/locations.ts';
import { cappedZoom, isLocalTileTemplate } from '../../core/maps.ts';
import {
  datedSpecialHours,
  openingHoursRows,
  specialHoursRows,
  weekHoursTexts,
  type HoursRow,
} from '../../core/opening-hours.ts';
import { openingSchedule, type OpeningSchedule } from '../../core/open-status.ts';
import { safeHref } from '../../core/safe-url.ts';
import { locationStructuredData } from '../../core/structured-data.ts';
import { LOCAL_TILE_URL } from '../../config/schemas/maps.ts';
import { directionsUrl, mapSearchUrl, siteLocations } from '../../data/locations.ts';
import type { LocationOutput } from '../../data/schemas.ts';
import { searchLandings } from '../search/props.server.ts';
import { reviewsProps } from '../reviews/props.server.ts';
import { apiBaseUrl, site, timeZone, today } from '../../site.ts';
import { localTiles } from './tiles.server.ts';
import { addressLines, locationNotice, phoneLink } from './card-props.server.ts';

export {
  addressLines,
  locationCardView,
  phoneLink,
  type LocationCardView,
  type PhoneLink,
} from './card-props.server.ts';
import type { LocationTodayProps, MapIslandProps, MapPlace, TileSource } from './types.ts';

const hoursOptions = () => ({ closedByAppointment: site.features.by_appointment_when_closed });

async function points(): Promise<LatLng[]> {
  return (await siteLocations()).map(locationLatLng).filter((p): p is LatLng => p !== null);
}

/** The tenant's tile source (`maps.*`); local tiles carry the points they cover. */
export async function tileSource(): Promise<TileSource> {
  const m = site.maps;
  const local = isLocalTileTemplate(m.tile_url);
  return {
    // The schema admits https templates and root-relative paths only (core isTileUrlTemplate).
    url: m.tile_url,
    attribution: m.attribution,
    attributionUrl: safeHref(m.attribution_url),
    subdomains: m.subdomains,
    maxZoom: cappedZoom(m.max_zoom),
    coverage: local ? await points() : null,
  };
}

/** The tiles the build writes for a tenant on the generated local source (none otherwise). */
export async function localTilePaths() {
  if (site.maps.tile_url !== LOCAL_TILE_URL) return [];
  return localTiles(await points(), cappedZoom(site.maps.max_zoom)).map((t) => ({
    params: { z: String(t.z), x: String(t.x), y: String(t.y) },
    // Drawn from the coordinates alone: an incremental build keeps them.
    cacheKey: 'map-tile-1',
  }));
}

/** The search landing page of each location's stock, by location slug (the pages link to it). */
export async function stockPaths(): Promise<Map<string, string>> {
  const landings = await searchLandings();
  return new Map(
    landings.flatMap((l) => (l.kind === 'location' && l.state.location ? [[l.state.location, l.path] as const] : [])),
  );
}

/** A location's hours for the open-now status, holidays from a date (ISO) on. */
export function scheduleOf(location: LocationOutput, from: string): OpeningSchedule {
  return openingSchedule(location.contact_detail?.opening_hours ?? [], location.special_hours ?? [], { from });
}

function phoneOf(location: LocationOutput): MapPlace['phone'] {
  const phone = location.phone ?? location.contact_detail?.phone;
  if (!phone) return null;
  const href = telHref(phone, { defaultCountry: site.country });
  return href ? { display: formatPhone(phone, { defaultCountry: site.country }), href } : null;
}

/** A location as a map marker and popup; null without coordinates. */
function placeOf(location: LocationOutput, stock: Map<string, string>, listed: Set<number>): MapPlace | null {
  const point = locationLatLng(location);
  if (!point) return null;
  return {
    ...point,
    id: location.id,
    slug: location.slug,
    name: location.name,
    addressLines: addressLines(location),
    phone: phoneOf(location),
    week: weekHoursTexts(location.contact_detail?.opening_hours ?? [], hoursOptions()),
    specials: datedSpecialHours(location.special_hours ?? [], { ...hoursOptions(), from: today }),
    schedule: scheduleOf(location, today),
    detailsHref: listed.has(location.id) ? `/locations/${location.slug}` : null,
    directionsHref: safeHref(directionsUrl(location)) ?? '',
    stockHref: stock.get(location.slug) ?? null,
  };
}

/** Ids of the locations with a page (/locations/{slug}). */
async function listedIds(): Promise<Set<number>> {
  return new Set((await siteLocations()).map((l) => l.id));
}

/** The map of one location (location page, vehicle page); null when it has no coordinates. */
export async function locationMapProps(
  location: LocationOutput | undefined,
  options: { detailsLinks: boolean },
): Promise<MapIslandProps | null> {
  if (!location) return null;
  const place = placeOf(location, await stockPaths(), await listedIds());
  if (!place) return null;
  return {
    places: [place],
    tiles: await tileSource(),
    timeZone,
    label: `Map of ${location.name}`,
    detailsLinks: options.detailsLinks,
  };
}

/** A card of the locator list. */
export interface LocatorCard extends MapPlace {
  /** The listable record has coordinates (a marker); cards without stay in the list. */
  mapped: boolean;
  city: string | null;
  postcode: string | null;
  badge: string | null;
  byAppointment: boolean;
  image: string | null;
}

/** The locator island's props (/dealerships). */
export interface LocatorProps {
  cards: LocatorCard[];
  /** The map index (core `showMapIndex`: fewer than 10 locations). */
  map: Omit<MapIslandProps, 'places'> | null;
  api: { baseUrl: string; site: string };
  country: 'AU' | 'NZ';
  /** The tenant's time zone (the cards' today and open-now lines). */
  timeZone: string;
}

export async function locatorProps(): Promise<LocatorProps> {
  const [locations, stock, tiles, listed] = await Promise.all([
    siteLocations(),
    stockPaths(),
    tileSource(),
    listedIds(),
  ]);
  const cards = locations.map((location): LocatorCard => {
    const shown = locationNotice(location);
    const place = placeOf(location, stock, listed);
    const image = safeHref(location.image?.url);
    return {
      ...(place ?? {
        lat: 0,
        lng: 0,
        id: location.id,
        slug: location.slug,
        name: location.name,
        addressLines: addressLines(location),
        phone: phoneOf(location),
        week: weekHoursTexts(location.contact_detail?.opening_hours ?? [], hoursOptions()),
        specials: [],
        schedule: scheduleOf(location, today),
        detailsHref: `/locations/${location.slug}`,
        directionsHref: safeHref(directionsUrl(location)) ?? '',
        stockHref: stock.get(location.slug) ?? null,
      }),
      mapped: place !== null,
      city: location.address?.city ?? null,
      postcode: location.address?.postcode ?? null,
      badge: shown.badge,
      byAppointment: shown.siteVisitByAppointment,
      image: image ? imageUrl(image, { width: 400 }) : null,
    };
  });
  return {
    cards,
    map: showMapIndex(cards.length) ? { tiles, timeZone, label: 'Map of our locations', detailsLinks: true } : null,
    api: { baseUrl: apiBaseUrl, site: site.slug },
    country: site.country,
    timeZone,
  };
}

/** One department of the hours selector, with the table it shows. */
export interface HoursDepartment {
  type: string;
  label: string;
  /** The department's own location when it is not this one (name and page). */
  elsewhere: { name: string; href: string; address: string } | null;
  rows: HoursRow[];
}

/** Everything the location page shows beyond the record itself. */
export async function locationPageProps(location: LocationOutput) {
  const listed = await siteLocations();
  const departments = locationDepartments(location, listed).map((d): HoursDepartment => ({
    type: d.type,
    label: d.type.replace(/^./, (c) => c.toUpperCase()),
    elsewhere:
      d.location.id === location.id
        ? null
        : {
            name: d.location.name,
            href: `/locations/${d.location.slug}`,
            address: addressLines(d.location).join(', '),
          },
    rows: openingHoursRows(d.location.contact_detail?.opening_hours ?? [], 'grouped-exceptions', hoursOptions()),
  }));
  const image = safeHref(location.image?.url);
  const phones = [
    ['Phone', location.phone ?? location.contact_detail?.phone],
    ['Landline', location.contact_detail?.landline_phone],
  ].filter((p): p is [string, string] => typeof p[1] === 'string' && p[1] !== '');
  const rating = location.reviews?.average_rating ?? location.average_rating;
  const reviewCount = location.reviews?.count ?? location.review_count;
  return {
    departments,
    holidays: specialHoursRows(location.special_hours ?? [], { ...hoursOptions(), from: today }),
    map: await locationMapProps(location, { detailsLinks: false }),
    image: image ? imageUrl(image, { width: 768 }) : null,
    notices: locationNotice(location),
    stockHref: (await stockPaths()).get(location.slug) ?? null,
    bookServiceHref: safeHref(site.service_booking_url) ?? '/service',
    directionsHref: safeHref(directionsUrl(location)) ?? '',
    phones: phones.map(([label, phone]) => ({ label, ...phoneLink(phone) })),
    rating,
    reviewCount,
    licences: locationLicences(location, {
      country: site.country,
      traderRegistration: site.legal.nz_trader_registration,
    }),
    structuredData: locationStructuredData(
      {
        name: location.name,
        phone: phones[0]?.[1],
        address: location.address,
        opening_hours: location.contact_detail?.opening_hours,
        special_hours: location.special_hours,
        dealer_license_number: location.dealer_license_number,
        motor_vehicle_repairer: location.motor_vehicle_repairer,
        average_rating: rating,
        review_count: reviewCount,
        image: location.image?.url ? new URL(location.image.url, site.site_url).href : null,
      },
      {
        url: new URL(`/locations/${location.slug}`, site.site_url).href,
        country: site.country,
        today,
        traderRegistration: site.legal.nz_trader_registration,
      },
    ),
    reviews: await reviewsProps(site, apiBaseUrl, { id: 'location-reviews', location }),
  };
}

/** One location in the /contact page's list. */
export interface ContactLocation {
  id: number;
  name: string;
  href: string;
  addressLines: string[];
  phone: MapPlace['phone'];
  email: { display: string; href: string } | null;
  /** Google Maps for the address (through the safe-URL rule); null when it does not pass. */
  mapHref: string | null;
  /** The live today and open-now lines' props (LocationToday island). */
  today: LocationTodayProps;
}

/** /contact: every listed location's phone, email, address, today's hours and a map link. */
export async function contactLocations(): Promise<ContactLocation[]> {
  return (await siteLocations()).map((location) => {
    const email = location.contact_detail?.email?.trim() ?? '';
    const mailto = mailtoHref(email);
    return {
      id: location.id,
      name: location.name,
      href: `/locations/${location.slug}`,
      addressLines: addressLines(location),
      phone: phoneOf(location),
      email: mailto ? { display: email, href: mailto } : null,
      mapHref: safeHref(mapSearchUrl(location)),
      today: {
        week: weekHoursTexts(location.contact_detail?.opening_hours ?? [], hoursOptions()),
        specials: datedSpecialHours(location.special_hours ?? [], { ...hoursOptions(), from: today }),
        schedule: scheduleOf(location, today),
        timeZone,
      },
    };
  });
}
