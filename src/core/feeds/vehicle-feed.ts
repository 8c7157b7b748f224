/**
 * Values of the inventory feeds for Google vehicle ads and Meta automotive catalogues
 * (the specifications and what each column means: docs/decisions.md, "Inventory feeds"). The
 * feeds carry the rules of the site itself: the price is the purchase price the vehicle page shows
 * (SPEC.md §4 price display precedence, `priceSortValue`), the condition follows car_type.
 */
import { canonicalBodyType } from '../search/slugs.ts';
import { isAvailable } from '../vehicle/availability.ts';
import { priceSortValue } from '../vehicle/price.ts';
import type { CarPrices, CarStatusFields, CurrencyCode } from '../types.ts';

/** Price with its currency as both feeds want it: '29990.00 AUD' (ISO 4217 code). */
export function feedPrice(amount: number, currency: CurrencyCode): string {
  return `${amount.toFixed(2)} ${currency}`;
}

/**
 * The price a feed lists: the purchase price the page shows (offer price above 10, else price
 * above 10), null for a car showing PREORDER, 'Enquire for price.' or only a subscription.
 */
export function feedAmount(car: CarPrices): number | null {
  return priceSortValue(car);
}

export interface FeedEligibility extends CarStatusFields, CarPrices {
  vin?: string | null | undefined;
  item_type?: string | null | undefined;
  images?: ReadonlyArray<unknown> | null | undefined;
  primary_image_url?: string | null | undefined;
}

/** Why a listed car is left out of a feed, or null when it goes in. */
export type FeedExclusion = 'not-available' | 'no-price' | 'no-vin' | 'no-image' | 'not-a-car';

/** A 17-character VIN (ISO 3779: letters and digits but I, O and Q), as both feeds require. */
export function isValidVin(vin: string | null | undefined): boolean {
  return typeof vin === 'string' && /^[A-HJ-NPR-Z0-9]{17}$/i.test(vin.trim());
}

/**
 * Whether a listed car goes in a feed: for sale now (in stock or coming soon, not sold), with a
 * price, a VIN and a photo (both feeds require them). Google's vehicle ads take passenger cars and utes
 * only, not caravans, motorcycles or trucks (`passengerOnly`).
 */
export function feedExclusion(car: FeedEligibility, options: { passengerOnly: boolean }): FeedExclusion | null {
  if (!isAvailable(car) || car.sold === true) return 'not-available';
  if (feedAmount(car) === null) return 'no-price';
  if (!isValidVin(car.vin)) return 'no-vin';
  // Both feeds need a photo of the car itself (not the page's coming-soon placeholder).
  if ((car.images?.length ?? 0) === 0 && !car.primary_image_url) return 'no-image';
  if (options.passengerOnly && car.item_type && car.item_type !== 'car') return 'not-a-car';
  return null;
}

/** Google's `condition`: new, or used (demo cars have been registered and driven: used). */
export function googleCondition(carType: 'new' | 'demo' | 'used'): 'new' | 'used' {
  return carType === 'new' ? 'new' : 'used';
}

/** Meta's `state_of_vehicle`: NEW, USED, or CPO for a certified used car. Demo cars are USED. */
export function metaStateOfVehicle(
  carType: 'new' | 'demo' | 'used',
  certified: boolean | null | undefined,
): 'NEW' | 'USED' | 'CPO' {
  if (carType === 'new') return 'NEW';
  return certified === true ? 'CPO' : 'USED';
}

export type MetaBodyStyle =
  'CONVERTIBLE' | 'COUPE' | 'HATCHBACK' | 'MINIVAN' | 'PICKUP' | 'SEDAN' | 'SUV' | 'TRUCK' | 'VAN' | 'WAGON' | 'OTHER';

const META_BODY: Record<string, MetaBodyStyle> = {
  convertible: 'CONVERTIBLE',
  softtop: 'CONVERTIBLE',
  hardtop: 'CONVERTIBLE',
  coupe: 'COUPE',
  hatch: 'HATCHBACK',
  peopleMover: 'MINIVAN',
  ute: 'PICKUP',
  sedan: 'SEDAN',
  suv: 'SUV',
  '4x4': 'SUV',
  cabChassis: 'TRUCK',
  lightTruck: 'TRUCK',
  van: 'VAN',
  wagon: 'WAGON',
  stationWagon: 'WAGON',
};

/** Meta's `body_style` from the car's body type (SPEC.md §9 body types; anything else OTHER). */
export function metaBodyStyle(simpleBody: string | null | undefined): MetaBodyStyle {
  if (!simpleBody) return 'OTHER';
  return META_BODY[canonicalBodyType(simpleBody) ?? ''] ?? 'OTHER';
}

/** Meta's `transmission`: AUTOMATIC or MANUAL; null when unknown (motorcycles' belt or chain). */
export function metaTransmission(simple: string | null | undefined): 'AUTOMATIC' | 'MANUAL' | null {
  if (!simple) return null;
  if (/^manual$/i.test(simple)) return 'MANUAL';
  if (/^auto/i.test(simple)) return 'AUTOMATIC';
  return null;
}

export type MetaFuelType = 'DIESEL' | 'ELECTRIC' | 'HYBRID' | 'PLUGIN_HYBRID' | 'PETROL' | 'OTHER';

/** Meta's `fuel_type` from simple_fuel (Petrol, Diesel, Hybrid, PHEV, Electric). */
export function metaFuelType(simpleFuel: string | null | undefined): MetaFuelType {
  switch ((simpleFuel ?? '').toLowerCase()) {
    case 'petrol':
      return 'PETROL';
    case 'diesel':
      return 'DIESEL';
    case 'electric':
      return 'ELECTRIC';
    case 'hybrid':
      return 'HYBRID';
    case 'phev':
      return 'PLUGIN_HYBRID';
    default:
      return 'OTHER';
  }
}

export type MetaDrivetrain = 'FOUR_WD' | 'AWD' | 'FWD' | 'RWD' | 'TWO_WD' | 'OTHER';

/** Meta's `drivetrain` from simple_drive (FWD, RWD, AWD, 4WD; a motorcycle's belt or chain is OTHER). */
export function metaDrivetrain(simpleDrive: string | null | undefined): MetaDrivetrain {
  switch ((simpleDrive ?? '').toUpperCase()) {
    case '4WD':
    case '4X4':
      return 'FOUR_WD';
    case 'AWD':
      return 'AWD';
    case 'FWD':
      return 'FWD';
    case 'RWD':
      return 'RWD';
    case '2WD':
    case '4X2':
      return 'TWO_WD';
    default:
      return 'OTHER';
  }
}

/** Odometer as Google wants it ('90240 km'); the feeds' unit is kilometres (AU and NZ). */
export function googleMileage(km: number | null | undefined): string | null {
  return typeof km === 'number' && km >= 0 ? `${Math.round(km)} km` : null;
}

/** Plain text for a feed's description: tags out, entities of the usual five decoded, spaces collapsed, at most 5,000 characters. */
export function feedText(html: string | null | undefined, max = 5000): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) =>
      e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === '#39' ? "'" : ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
