/**
 * Dealership locations: which locations are listed, their type, distances and
 * nearby lookup, the map index and per-location notices (SPEC.md §2 Locations,
 * §3 Location, §4 Dealership search, §5, §9).
 *
 * Search radius options and the default search distance are owned by
 * `src/core/search/options.ts`; functions here take a radius as a parameter.
 */

/** The address fields these rules read (SPEC.md §3 Location.address). */
export interface LocationAddress {
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postcode?: string | null | undefined;
  /** Latitude in degrees; APIs sometimes send numbers as strings. */
  lat?: number | string | null | undefined;
  /** Longitude in degrees; APIs sometimes send numbers as strings. */
  long?: number | string | null | undefined;
  place_id?: string | null | undefined;
}

/** The location fields these rules read (SPEC.md §3 Location). */
export interface CoreLocation {
  id: number;
  slug?: string | null | undefined;
  location_type?: string | null | undefined;
  visible?: boolean | null | undefined;
  phone?: string | null | undefined;
  address?: LocationAddress | null | undefined;
  contact_detail?: { phone?: string | null | undefined } | null | undefined;
}

/** A point on the earth in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean earth radius used for distances (SPEC.md §9). */
export const EARTH_RADIUS_KM = 6371;

/** Nearby-dealership lookup radius (SPEC.md §4, §9 "nearby dealership lookup 250 km"). */
export const NEARBY_RADIUS_KM = 250;

/** At most this many nearby dealerships are listed (SPEC.md §4, §9 "max 5"). */
export const NEARBY_MAX_RESULTS = 5;

/** The map index shows only when a list has fewer than this many items (SPEC.md §2). */
export const MAP_INDEX_ITEM_LIMIT = 10;

/** Location type of a location whose location_type is empty (SPEC.md §3). */
export const DEFAULT_LOCATION_TYPE = 'sales';

/** Badge text shown on flagged locations (SPEC.md §2, verbatim). */
/** Required message of the dealership search and the location select (SPEC.md §5). */
export const DEALERSHIP_LOCATION_REQUIRED = 'Please select a dealership location.';

export const COMING_SOON_LOCATION_BADGE = 'COMING EARLY 2026';

/**
 * The location's type: `location_type` trimmed, or 'sales' when it is
 * missing or blank (SPEC.md §3 "empty means sales").
 */
export function locationType(location: Pick<CoreLocation, 'location_type'>): string {
  const t = location.location_type?.trim() ?? '';
  return t === '' ? DEFAULT_LOCATION_TYPE : t;
}

/** Locations of one type (compared case-insensitively), with empty types counted as 'sales'. */
export function locationsOfType<L extends CoreLocation>(locations: readonly L[], type: string): L[] {
  const wanted = type.trim().toLowerCase();
  return locations.filter((l) => locationType(l).toLowerCase() === wanted);
}

/** Only the digits of a phone number: '(07) 3123 4567' -> '0731234567'. */
export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

function normaliseStreet(street: string | null | undefined): string {
  return (street ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

function locationPhone(l: CoreLocation): string {
  return phoneDigits(l.phone ?? l.contact_detail?.phone);
}

/**
 * The locations to list (SPEC.md §5): drops invisible locations (`visible`
 * exactly false; a missing flag counts as visible), then drops a location
 * that duplicates an earlier kept one, keeping the first. Two locations are
 * duplicates when they share the same phone digits AND the same street
 * (trimmed, spaces collapsed, case-insensitive), or the same non-empty
 * place_id. The phone is `phone`, else `contact_detail.phone`. The
 * phone-and-street key applies only when both parts are non-empty, so two
 * locations without a phone are never merged on the street alone.
 */
export function listableLocations<L extends CoreLocation>(locations: readonly L[]): L[] {
  const seenPhoneStreet = new Set<string>();
  const seenPlace = new Set<string>();
  const kept: L[] = [];
  for (const l of locations) {
    if (l.visible === false) continue;
    const digits = locationPhone(l);
    const street = normaliseStreet(l.address?.street);
    const phoneStreet = digits !== '' && street !== '' ? `${digits}|${street}` : null;
    const place = l.address?.place_id?.trim() ?? '';
    if ((phoneStreet !== null && seenPhoneStreet.has(phoneStreet)) || (place !== '' && seenPlace.has(place))) {
      continue;
    }
    if (phoneStreet !== null) seenPhoneStreet.add(phoneStreet);
    if (place !== '') seenPlace.add(place);
    kept.push(l);
  }
  return kept;
}

function toDegrees(value: number | string | null | undefined): number | null {
  if (value == null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The location's coordinates from address.lat / address.long, or null when
 * either is missing, not numeric, or out of range.
 */
export function locationLatLng(location: Pick<CoreLocation, 'address'>): LatLng | null {
  const lat = toDegrees(location.address?.lat);
  const lng = toDegrees(location.address?.long);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Great-circle (haversine) distance in km between two points, on a sphere of
 * radius {@link EARTH_RADIUS_KM} (Sydney to Melbourne is about 713 km).
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A location with its distance from the searched point. */
export interface LocationDistance<L> {
  location: L;
  distanceKm: number;
}

/**
 * Locations within `radiusKm` (inclusive) of `origin`, nearest first; ties
 * keep the input order. Locations without coordinates are left out. The
 * radius comes from the search options (`src/core/search/options.ts`).
 */
export function locationsWithinRadius<L extends CoreLocation>(
  locations: readonly L[],
  origin: LatLng,
  radiusKm: number,
): LocationDistance<L>[] {
  const out: LocationDistance<L>[] = [];
  for (const location of locations) {
    const point = locationLatLng(location);
    if (point === null) continue;
    const d = distanceKm(origin, point);
    if (d <= radiusKm) out.push({ location, distanceKm: d });
  }
  return out.sort((x, y) => x.distanceKm - y.distanceKm);
}

/**
 * Nearby dealerships for a chosen place (SPEC.md §4): within
 * {@link NEARBY_RADIUS_KM} km, nearest first, at most
 * {@link NEARBY_MAX_RESULTS}.
 */
export function nearbyLocations<L extends CoreLocation>(
  locations: readonly L[],
  origin: LatLng,
): LocationDistance<L>[] {
  return locationsWithinRadius(locations, origin, NEARBY_RADIUS_KM).slice(0, NEARBY_MAX_RESULTS);
}

/** Whether a list shows its map index: only with fewer than 10 items (SPEC.md §2). */
export function showMapIndex(itemCount: number): boolean {
  return itemCount < MAP_INDEX_ITEM_LIMIT;
}

/**
 * Per-site notices for certain locations (SPEC.md §2 "A 'COMING EARLY 2026'
 * badge and a site-visit-by-appointment note appear on certain locations").
 * Location records carry no field for these, so the site settings name the
 * locations by slug. Default: no location is flagged.
 */
export interface LocationNoticeOptions {
  /** Slugs of locations that show the coming-soon badge. */
  comingSoonSlugs?: readonly string[] | undefined;
  /** Slugs of locations that show the site-visit-by-appointment note. */
  siteVisitByAppointmentSlugs?: readonly string[] | undefined;
  /** Badge text; default {@link COMING_SOON_LOCATION_BADGE}. */
  comingSoonBadge?: string | undefined;
}

/** What a location card or page shows beyond its data. */
export interface LocationNotices {
  /** Badge text, or null for no badge. */
  badge: string | null;
  /** Whether the site-visit-by-appointment note is shown (the note's text is not in the spec). */
  siteVisitByAppointment: boolean;
}

/** The notices for one location, matched on its slug (case-insensitive). */
export function locationNotices(
  location: Pick<CoreLocation, 'slug'>,
  options: LocationNoticeOptions = {},
): LocationNotices {
  const slug = location.slug?.trim().toLowerCase() ?? '';
  const has = (list: readonly string[] | undefined) =>
    slug !== '' && (list ?? []).some((s) => s.trim().toLowerCase() === slug);
  return {
    badge: has(options.comingSoonSlugs) ? (options.comingSoonBadge ?? COMING_SOON_LOCATION_BADGE) : null,
    siteVisitByAppointment: has(options.siteVisitByAppointmentSlugs),
  };
}

/** Department types of the hours selector, in its order (SPEC.md §2 "location-type selector"). */
export const DEPARTMENT_TYPES = ['sales', 'service', 'parts'] as const;

/** One department of a location's hours selector: its type and the location whose hours it shows. */
export interface Department<L> {
  type: string;
  location: L;
}

function sameAddress(a: CoreLocation, b: CoreLocation): boolean {
  const street = normaliseStreet(a.address?.street);
  return street !== '' && street === normaliseStreet(b.address?.street) && a.address?.postcode === b.address?.postcode;
}

/**
 * The departments a location's hours selector offers (SPEC.md §2 "opening-hours
 * table with location-type selector"): the location's own type first, then the
 * other types (sales, service, parts, then any other) among the listed
 * locations of the same dealership. Of several locations of one type, the one
 * at the same address wins, else the first listed. A location without a
 * dealership only has its own type.
 */
export function locationDepartments<L extends CoreLocation & { dealership_id?: number | null | undefined }>(
  location: L,
  listed: readonly L[],
): Department<L>[] {
  const own = locationType(location).toLowerCase();
  const out: Department<L>[] = [{ type: own, location }];
  if (location.dealership_id == null) return out;
  const siblings = listed.filter((l) => l.id !== location.id && l.dealership_id === location.dealership_id);
  const types = [...new Set(siblings.map((l) => locationType(l).toLowerCase()))].filter((t) => t !== own);
  const order = (t: string) => {
    const i = (DEPARTMENT_TYPES as readonly string[]).indexOf(t);
    return i === -1 ? DEPARTMENT_TYPES.length : i;
  };
  types.sort((a, b) => order(a) - order(b));
  for (const type of types) {
    const ofType = siblings.filter((l) => locationType(l).toLowerCase() === type);
    out.push({ type, location: ofType.find((l) => sameAddress(l, location)) ?? ofType[0]! });
  }
  return out;
}

/** Whether lat and lng are both finite and in range (degrees). */
export function validPoint(lat: number | undefined, lng: number | undefined): lat is number {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** A licence or registration number as a location's contact block labels it. */
export interface LocationLicence {
  label: string;
  value: string;
}

/**
 * The licence numbers a location shows (SPEC.md §2 "contact info block (dealer licence DL and
 * repairer MRB numbers)"). Those are Australian labels: an NZ location shows the motor vehicle
 * trader registration (Motor Vehicle Sales Act 2003) instead, the tenant's where it is set, else
 * the number its feed carries as its dealer licence; NZ has no repairer licence.
 */
export function locationLicences(
  location: { dealer_license_number?: string | null | undefined; motor_vehicle_repairer?: string | null | undefined },
  options: { country: 'AU' | 'NZ'; traderRegistration?: string | null | undefined },
): LocationLicence[] {
  const entries: Array<[string, string | null | undefined]> =
    options.country === 'NZ'
      ? [['Motor vehicle trader registration', options.traderRegistration || location.dealer_license_number]]
      : [
          ['Dealer licence (DL)', location.dealer_license_number],
          ['Repairer licence (MRB)', location.motor_vehicle_repairer],
        ];
  return entries.flatMap(([label, value]) => (value?.trim() ? [{ label, value: value.trim() }] : []));
}
