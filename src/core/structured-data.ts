/**
 * schema.org structured data (JSON-LD) of the pages (issue 20): the vehicle page's `Car` with its
 * `Offer`, a `BreadcrumbList` wherever a breadcrumb shows, an `AutoDealer` per location page and
 * the tenant's `Organization` on the home page. Typed with schema-dts (types only: nothing of it is
 * bundled), so a property schema.org does not define for a type fails the type check.
 */
import type {
  AutoDealer,
  BreadcrumbList,
  Car,
  Motorcycle,
  Vehicle,
  DayOfWeek,
  EngineSpecification,
  Offer,
  OpeningHoursSpecification,
  Organization,
  PostalAddress as SchemaPostalAddress,
  WithContext,
} from 'schema-dts';
import { locationLicences } from './locations.ts';
import { isAvailable } from './vehicle/availability.ts';
import { priceSortValue } from './vehicle/price.ts';
import { carNameParts, carTitle } from './vehicle/title.ts';
import { vehicleKindOf, type VehicleKind } from './search/kinds.ts';
import type { Crumb } from './breadcrumb.ts';
import type { CoreCar, CurrencyCode } from './types.ts';

export interface StructuredDataCar extends CoreCar {
  name: string;
  /** SPEC.md §3 item_type: decides the schema.org type ({@link vehicleSchemaType}). */
  item_type?: string | null | undefined;
  badge?: string | null | undefined;
  series?: string | null | undefined;
  vin?: string | null | undefined;
  stocknum?: string | null | undefined;
  colour?: string | null | undefined;
  interior_colour?: string | null | undefined;
  seats?: number | null | undefined;
  doors?: number | null | undefined;
  fuel?: string | null | undefined;
  simple_fuel?: string | null | undefined;
  trans?: string | null | undefined;
  simple_transmission?: string | null | undefined;
  drive?: string | null | undefined;
  simple_drive?: string | null | undefined;
  /** Engine capacity in cc. */
  engine_size?: number | null | undefined;
  /** Build month as the feed gives it: 'MM/YYYY'. */
  build_date?: string | null | undefined;
}

export interface StructuredDataOptions {
  /** Absolute URL of the vehicle page. */
  url: string;
  /** Absolute image URLs, main image first. */
  images: readonly string[];
  currency: CurrencyCode;
  dealer: {
    name: string;
    url: string;
    telephone?: string | null | undefined;
    address?: PostalAddress | null | undefined;
  };
  /** The price's label from the fixed set (core/vehicle/price-label.ts), e.g. 'Drive Away'. */
  priceLabel?: string | null | undefined;
}

export interface PostalAddress {
  street?: string | null | undefined;
  suburb?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postcode?: string | null | undefined;
  country: 'AU' | 'NZ';
}

const CONDITION = {
  new: 'https://schema.org/NewCondition',
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
} as const;

/** schema.org's drive configurations for the stock values (SPEC.md §3 simple_drive); other text stays text. */
const DRIVE = {
  '4WD': 'https://schema.org/FourWheelDriveConfiguration',
  '4X4': 'https://schema.org/FourWheelDriveConfiguration',
  AWD: 'https://schema.org/AllWheelDriveConfiguration',
  FWD: 'https://schema.org/FrontWheelDriveConfiguration',
  RWD: 'https://schema.org/RearWheelDriveConfiguration',
} as const;

/** `T` with every member also allowed to be undefined (dropped by {@link compact}). */
type Loose<T> = { [K in keyof T]?: T[K] | undefined };

/** Drops null, undefined and empty-string members so the JSON carries only what is known. */
function compact<T extends object>(value: Loose<T>): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== '')) as T;
}

function postalAddress(address: PostalAddress): SchemaPostalAddress {
  return compact<Exclude<SchemaPostalAddress, string>>({
    '@type': 'PostalAddress',
    // NZ Post's address names the suburb below the street; schema.org has no suburb field.
    streetAddress:
      [address.street, address.country === 'NZ' ? address.suburb : null].filter(Boolean).join(', ') || undefined,
    addressLocality: address.city ?? undefined,
    addressRegion: address.state ?? undefined,
    postalCode: address.postcode ?? undefined,
    addressCountry: address.country,
  });
}

/** 'MM/YYYY' (or 'YYYY-MM') build month as an ISO 8601 year-month; null when it is neither. */
export function buildMonth(text: string | null | undefined): string | null {
  const slash = /^(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (slash) return `${slash[2]}-${slash[1]!.padStart(2, '0')}`;
  return /^\d{4}-\d{2}$/.test(text?.trim() ?? '') ? text!.trim() : null;
}

/** A listing's schema.org node: `Car`, `Motorcycle` or `Vehicle` (schema-dts types). */
export type VehicleNode = WithContext<Car> | WithContext<Motorcycle> | WithContext<Vehicle>;

/**
 * schema.org's type for an item type: a caravan is towed, not a car (schema.org has no caravan
 * type, so the generic `Vehicle`); motorcycles have their own type. Trucks stay `Car`, the type
 * Google's vehicle listings read (utes and light trucks are listed there as cars).
 */
const SCHEMA_TYPE = {
  car: 'Car',
  truck: 'Car',
  motorcycle: 'Motorcycle',
  caravan: 'Vehicle',
} as const satisfies Record<VehicleKind, VehicleNode['@type']>;

export function vehicleSchemaType(itemType: string | null | undefined): VehicleNode['@type'] {
  return SCHEMA_TYPE[vehicleKindOf(itemType)];
}

/**
 * The vehicle page's `Car` (`Motorcycle`, `Vehicle`: {@link vehicleSchemaType}). Its `Offer` carries the price the page shows (offer price above 10,
 * else price above 10; SPEC.md §4) and is left out when the page shows none (PREORDER, 'Enquire
 * for price.', a subscription alone): an Offer without a price is an error to search engines.
 * Demo cars are `UsedCondition` (registered and driven; schema.org has no demo condition).
 */
export function carStructuredData(car: StructuredDataCar, options: StructuredDataOptions): VehicleNode {
  const price = priceSortValue(car);
  const address = options.dealer.address;
  const condition = CONDITION[car.car_type];
  const fuel = car.simple_fuel ?? car.fuel ?? undefined;
  const drive = car.simple_drive ?? car.drive ?? undefined;
  const availability = !isAvailable(car)
    ? 'https://schema.org/SoldOut'
    : car.status === 'coming_soon'
      ? 'https://schema.org/PreOrder'
      : 'https://schema.org/InStock';
  const offer: Offer | undefined =
    price === null
      ? undefined
      : compact<Exclude<Offer, string>>({
          '@type': 'Offer',
          url: options.url,
          price,
          priceCurrency: options.currency,
          priceSpecification: options.priceLabel
            ? {
                '@type': 'UnitPriceSpecification',
                price,
                priceCurrency: options.currency,
                name: options.priceLabel,
              }
            : undefined,
          availability,
          itemCondition: condition,
          seller: compact<Exclude<AutoDealer, string>>({
            '@type': 'AutoDealer',
            name: options.dealer.name,
            url: options.dealer.url,
            telephone: options.dealer.telephone ?? undefined,
            address: address ? postalAddress(address) : undefined,
          }),
        });
  // Vehicle's properties: Car and Motorcycle add none of those used here.
  const node = compact<WithContext<Vehicle>>({
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: carTitle(car),
    url: options.url,
    image: options.images.length > 0 ? [...options.images] : undefined,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleConfiguration: [carNameParts(car).badge, car.series].filter(Boolean).join(' ') || undefined,
    vehicleModelDate: String(car.year),
    productionDate: buildMonth(car.build_date) ?? undefined,
    vehicleIdentificationNumber: car.vin ?? undefined,
    sku: car.stocknum ?? undefined,
    itemCondition: condition,
    mileageFromOdometer:
      typeof car.km === 'number' ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    bodyType: car.body ?? car.simple_body ?? undefined,
    fuelType: fuel,
    vehicleEngine:
      typeof car.engine_size === 'number' && car.engine_size > 0
        ? compact<Exclude<EngineSpecification, string>>({
            '@type': 'EngineSpecification',
            engineDisplacement: { '@type': 'QuantitativeValue', value: car.engine_size, unitCode: 'CMQ' },
            fuelType: fuel,
          })
        : undefined,
    vehicleTransmission: car.simple_transmission ?? car.trans ?? undefined,
    driveWheelConfiguration: drive ? (DRIVE[drive.toUpperCase() as keyof typeof DRIVE] ?? drive) : undefined,
    color: car.colour ?? undefined,
    vehicleInteriorColor: car.interior_colour ?? undefined,
    seatingCapacity: car.seats ?? undefined,
    numberOfDoors: car.doors ?? undefined,
    offers: offer,
  });
  return { ...node, '@type': vehicleSchemaType(car.item_type) } as VehicleNode;
}

/** The dealer a car is sold by, as its own node: for a vehicle page whose Car has no Offer to name it. */
export function sellerStructuredData(dealer: StructuredDataOptions['dealer']): WithContext<AutoDealer> {
  return compact<WithContext<AutoDealer>>({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: dealer.name,
    url: dealer.url,
    telephone: dealer.telephone ?? undefined,
    address: dealer.address ? postalAddress(dealer.address) : undefined,
  });
}

/** The page's breadcrumb (SPEC.md §2) as a `BreadcrumbList`: each crumb with its absolute URL, the last the page itself. */
export function breadcrumbStructuredData(
  trail: readonly Crumb[],
  pageUrl: string,
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: i === trail.length - 1 || !crumb.href ? pageUrl : new URL(crumb.href, siteUrl).href,
    })),
  };
}

type Maybe<T> = T | null | undefined;

export interface StructuredDataLocation {
  name: string;
  phone?: Maybe<string>;
  address?: Maybe<Omit<PostalAddress, 'country'> & { lat?: Maybe<number>; long?: Maybe<number> }>;
  opening_hours?: Maybe<
    ReadonlyArray<{ weekday: number; status: string; open?: Maybe<string>; close?: Maybe<string> }>
  >;
  special_hours?: Maybe<
    ReadonlyArray<{ date: string; status: string; start?: Maybe<number | string>; end?: Maybe<number | string> }>
  >;
  dealer_license_number?: string | null | undefined;
  motor_vehicle_repairer?: string | null | undefined;
  average_rating?: number | null | undefined;
  review_count?: number | null | undefined;
  image?: string | null | undefined;
}

const WEEKDAYS: readonly DayOfWeek[] = [
  'https://schema.org/Sunday',
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
];

/** 'HH:MM' from the feed's times: '08:30', '8:30', or an hour number (9.5 = 09:30); null otherwise. */
export function clockTime(value: number | string | null | undefined): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 24) {
    const minutes = Math.round(value * 60);
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  }
  const match = /^(\d{1,2}):(\d{2})/.exec(typeof value === 'string' ? value.trim() : '');
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

const isOpen = (status: string) => /^open$/i.test(status.trim());

/**
 * A location page's `AutoDealer`: address, geo, phone, weekly opening hours and the holiday
 * (special) hours from today on (a closed day opens and closes at 00:00, as schema.org says),
 * the rating when it has reviews, and its licence numbers as identifiers (schema.org has no
 * licence property; 'DL' dealer licence, 'MRB' repairer licence, as the page labels them).
 */
export function locationStructuredData(
  location: StructuredDataLocation,
  options: { url: string; country: 'AU' | 'NZ'; today: string; traderRegistration?: string | null | undefined },
): WithContext<AutoDealer> {
  const a = location.address;
  const weekly: OpeningHoursSpecification[] = (location.opening_hours ?? []).flatMap((entry) => {
    const opens = clockTime(entry.open);
    const closes = clockTime(entry.close);
    const day = WEEKDAYS[entry.weekday];
    if (!day || !isOpen(entry.status) || !opens || !closes) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens, closes }];
  });
  const special: OpeningHoursSpecification[] = (location.special_hours ?? [])
    .filter((entry) => entry.date.slice(0, 10) >= options.today)
    .map((entry) => {
      const date = entry.date.slice(0, 10);
      const opens = isOpen(entry.status) ? clockTime(entry.start) : null;
      const closes = isOpen(entry.status) ? clockTime(entry.end) : null;
      return {
        '@type': 'OpeningHoursSpecification',
        validFrom: date,
        validThrough: date,
        opens: opens && closes ? opens : '00:00',
        closes: opens && closes ? closes : '00:00',
      };
    });
  const identifiers = locationLicences(location, {
    country: options.country,
    traderRegistration: options.traderRegistration,
  }).map(({ label, value }) => ({ '@type': 'PropertyValue' as const, name: label, value }));
  const reviews = location.review_count ?? 0;
  return compact<WithContext<AutoDealer>>({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url: options.url,
    image: location.image ?? undefined,
    telephone: location.phone ?? undefined,
    address: a ? postalAddress({ ...a, country: options.country }) : undefined,
    geo:
      typeof a?.lat === 'number' && typeof a.long === 'number'
        ? { '@type': 'GeoCoordinates', latitude: a.lat, longitude: a.long }
        : undefined,
    openingHoursSpecification: weekly.length + special.length > 0 ? [...weekly, ...special] : undefined,
    aggregateRating:
      reviews > 0 && typeof location.average_rating === 'number'
        ? {
            '@type': 'AggregateRating',
            ratingValue: location.average_rating,
            reviewCount: reviews,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    identifier: identifiers.length > 0 ? identifiers : undefined,
  });
}

/** The tenant as an `Organization` (home page): name, site, logo, phone. */
export function organizationStructuredData(options: {
  name: string;
  url: string;
  logo: string;
  telephone?: string | null | undefined;
}): WithContext<Organization> {
  return compact<WithContext<Organization>>({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: options.name,
    url: options.url,
    logo: options.logo,
    telephone: options.telephone ?? undefined,
  });
}

/**
 * JSON for a <script type="application/ld+json"> element: '<' escaped so no text can close the
 * element or open a comment, and every character beyond ASCII (the pages are ASCII, and U+2028/9
 * are line breaks to some parsers) as a \u escape. JSON.parse gives back the same data.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
