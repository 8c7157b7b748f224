/**
 * schema.org structured data of a vehicle page (SPEC.md §2, issue "Structured
 * data and sharing"): a `Car` with an `Offer`, sold by the dealer as an
 * `AutoDealer`. Search engines read it for rich results.
 */
import { isAvailable } from './vehicle/availability.ts';
import { priceDisplay } from './vehicle/price.ts';
import type { CoreCar, CurrencyCode } from './types.ts';

export interface StructuredDataCar extends CoreCar {
  name: string;
  badge?: string | null | undefined;
  vin?: string | null | undefined;
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
}

export interface PostalAddress {
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postcode?: string | null | undefined;
  country: 'AU' | 'NZ';
}

const CONDITION = { new: 'NewCondition', demo: 'UsedCondition', used: 'UsedCondition' } as const;

/** Drops null, undefined and empty-string members so the JSON carries only what is known. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Partial<T>;
}

export function carStructuredData(car: StructuredDataCar, options: StructuredDataOptions): Record<string, unknown> {
  const display = priceDisplay(car, { currency: options.currency });
  const price = display.kind === 'price' || display.kind === 'offer' ? display.amount : undefined;
  const address = options.dealer.address;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
    url: options.url,
    image: options.images.length > 0 ? [...options.images] : undefined,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleIdentificationNumber: car.vin,
    itemCondition: `https://schema.org/${CONDITION[car.car_type]}`,
    mileageFromOdometer:
      typeof car.km === 'number' ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : undefined,
    bodyType: car.body ?? car.simple_body,
    fuelType: car.simple_fuel ?? car.fuel,
    vehicleTransmission: car.simple_transmission ?? car.trans,
    driveWheelConfiguration: car.simple_drive ?? car.drive,
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    vehicleSeatingCapacity: car.seats,
    numberOfDoors: car.doors,
    offers: compact({
      '@type': 'Offer',
      url: options.url,
      price,
      priceCurrency: options.currency,
      availability: isAvailable(car) ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      itemCondition: `https://schema.org/${CONDITION[car.car_type]}`,
      seller: compact({
        '@type': 'AutoDealer',
        name: options.dealer.name,
        url: options.dealer.url,
        telephone: options.dealer.telephone,
        address: address
          ? compact({
              '@type': 'PostalAddress',
              streetAddress: address.street,
              addressLocality: address.city,
              addressRegion: address.state,
              postalCode: address.postcode,
              addressCountry: address.country,
            })
          : undefined,
      }),
    }),
  });
}

/** JSON for a <script type="application/ld+json"> element: '<' escaped so no text can close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
