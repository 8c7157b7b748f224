/** Location records (SPEC.md §3 Location) and the location block carried by cars. */
import type {
  AddressInput,
  CarLocationInput,
  LocationInput,
  OpeningHourEntryInput,
  SpecialHoursEntryInput,
} from '../../src/data/schemas.ts';
import { dateAfter } from './anchor.ts';
import { MAKES } from './catalog/makes.ts';
import { locationImageUrl, logoUrl } from './image-catalog.ts';
import type { HoursPattern, LocationProfile, TenantProfile } from './profiles.ts';
import { hashSeed } from './prng.ts';
import { slugify } from './text.ts';

/** '08:30' -> '8:30am', '17:30' -> '5:30pm'. */
function twelveHour(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')}${suffix}`;
}

function open(weekday: number, from: string, to: string): OpeningHourEntryInput {
  return { weekday, status: 'Open', open: from, close: to, formated_hours: `${twelveHour(from)} - ${twelveHour(to)}` };
}

function closed(weekday: number, status = 'Closed'): OpeningHourEntryInput {
  return { weekday, status, open: null, close: null, formated_hours: null };
}

/** The week of a pattern, Sunday (0) to Saturday (6). */
export function openingHours(pattern: HoursPattern): OpeningHourEntryInput[] {
  const weekdays = (from: string, to: string, thursday?: readonly [string, string]) =>
    [1, 2, 3, 4, 5].map((d) => (d === 4 && thursday ? open(d, thursday[0], thursday[1]) : open(d, from, to)));
  switch (pattern) {
    case 'standard':
      return [closed(0), ...weekdays('08:30', '17:30'), open(6, '08:30', '16:00')];
    case 'thursday-late':
      return [closed(0), ...weekdays('08:30', '17:30', ['08:30', '21:00']), open(6, '08:30', '16:00')];
    case 'sunday-open':
      return [open(0, '10:00', '16:00'), ...weekdays('09:00', '18:00'), open(6, '09:00', '17:00')];
    case 'service':
      return [closed(0), ...weekdays('07:30', '17:00'), closed(6)];
    case 'by-appointment':
      return [closed(0), ...weekdays('08:00', '16:30'), closed(6, 'By Appointment')];
  }
}

/**
 * Holiday hours around the anchor: one past entry (so a from-today filter has
 * something to drop), Melbourne Cup Day for Victoria, Christmas to New Year.
 * Hours are given both as numbers (10, 16) and as text ('09:00').
 */
export function specialHours(location: LocationProfile): SpecialHoursEntryInput[] {
  const id = location.id;
  const entries: SpecialHoursEntryInput[] = [
    { date: dateAfter(-27), location_id: id, status: 'Closed', start: null, end: null },
  ];
  if (location.state === 'VIC')
    entries.push({ date: dateAfter(2), location_id: id, status: 'Closed', start: null, end: null });
  entries.push(
    { date: dateAfter(53), location_id: id, status: 'Open', start: '09:00', end: '13:00' },
    { date: dateAfter(54), location_id: id, status: 'Closed', start: null, end: null },
    { date: dateAfter(55), location_id: id, status: 'Open', start: 10, end: 16 },
    { date: dateAfter(61), location_id: id, status: 'Closed', start: null, end: null },
  );
  return entries;
}

/** A Google-style place id, stable per location. */
function placeId(location: LocationProfile): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  let h = hashSeed('place', location.id, location.slug);
  let out = 'ChIJ';
  for (let i = 0; i < 23; i++) {
    out += alphabet.charAt(h % alphabet.length);
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
  }
  return out;
}

export function address(location: LocationProfile): AddressInput {
  const id = placeId(location);
  return {
    id: location.id * 10,
    street: location.street,
    ...(location.suburb ? { suburb: location.suburb } : {}),
    city: location.city,
    state: location.state,
    postcode: location.postcode,
    lat: location.lat,
    long: location.long,
    place_id: id,
    place_url: `https://maps.google.com/?q=place_id:${id}`,
    map_key: location.slug,
  };
}

const makeIds = new Map(MAKES.map(([name], i) => [name, i + 1]));

/** The tenant's location records. */
export function buildLocations(profile: TenantProfile, offerCount: number): LocationInput[] {
  return profile.locations.map((loc) => {
    const dealership = profile.dealerships.find((d) => d.id === loc.dealershipId);
    const makes = dealership?.makes ?? [];
    const first = makes[0];
    return {
      id: loc.id,
      name: loc.name,
      slug: loc.slug,
      location_type: loc.type,
      location_subtype: loc.subtype ? [...loc.subtype] : null,
      dealership_id: loc.dealershipId,
      dealership_slug: dealership?.slug ?? null,
      dealership: { id: loc.dealershipId, slug: dealership?.slug ?? null },
      primary: loc.primary,
      visible: loc.visible,
      manufacturers: makes.map((name) => ({ id: makeIds.get(name) ?? null, name, slug: slugify(name) })),
      manufacturer_id: first ? (makeIds.get(first) ?? null) : null,
      logo: { url: first ? logoUrl(slugify(first)) : null },
      website_id: loc.dealershipId + 1000,
      website_name: dealership?.name ?? profile.name,
      website_url: profile.websiteUrl,
      phone: loc.phone,
      address: address(loc),
      contact_detail: {
        phone: loc.phone,
        landline_phone: loc.landline,
        email: `${loc.slug}@${new URL(profile.websiteUrl).hostname.replace(/^www\./, '')}`,
        opening_hours: openingHours(loc.hours),
      },
      special_hours: specialHours(loc),
      image: { url: locationImageUrl(loc.image) },
      dealer_license_number: loc.dealerLicence,
      motor_vehicle_repairer: loc.repairerLicence,
      average_rating: loc.rating,
      review_count: loc.reviewCount,
      reviews: { count: loc.reviewCount, average_rating: loc.rating },
      offers: { count: loc.visible && loc.type !== 'service' ? offerCount : 0 },
      include_sold_cars_days: loc.includeSoldDays,
      override_city: loc.overrideCity,
    };
  });
}

/**
 * The location block of a car: its location, and where it can be test-driven: the visible stock
 * yards of the dealership(s) keeping stock at this location (their own branches, the car's own
 * yard first), never another franchise's yard of the group.
 */
export function carLocation(location: LocationProfile, profile: TenantProfile): CarLocationInput {
  const yards = new Set(
    profile.dealerships.filter((d) => d.stockLocationIds.includes(location.id)).flatMap((d) => d.stockLocationIds),
  );
  const distribution = profile.locations
    .filter((l) => l.visible && yards.has(l.id))
    .sort((a, b) => Number(b.id === location.id) - Number(a.id === location.id));
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    phone: location.phone,
    address: address(location),
    distribution_locations: distribution.map((l) => ({ id: l.id, name: l.name, slug: l.slug })),
  };
}
