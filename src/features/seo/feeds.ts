// The inventory feeds of a tenant: Google vehicle ads (a Merchant Center tab-separated
// primary feed) and a Meta automotive inventory catalogue (CSV). One row per car that is for sale
// with a price and a VIN; values from the core's feed rules (src/core/feeds/vehicle-feed.ts).
// Columns, formats and sources: docs/decisions.md, "Inventory feeds".
import {
  feedAmount,
  feedExclusion,
  feedPrice,
  feedText,
  googleCondition,
  googleMileage,
  metaBodyStyle,
  metaDrivetrain,
  metaFuelType,
  metaStateOfVehicle,
  metaTransmission,
  type FeedExclusion,
} from '../../core/feeds/vehicle-feed.ts';
import { formatAddress } from '../../core/address.ts';
import { imageUrl } from '../../core/images.ts';
import { carTitle } from '../../core/vehicle/title.ts';
import { priceLabel } from '../../core/vehicle/price-label.ts';
import type { CurrencyCode } from '../../core/types.ts';
import type { CarOutput, LocationOutput } from '../../data/schemas.ts';

export const GOOGLE_FEED_PATH = 'feeds/google-vehicle-ads.tsv';
export const META_FEED_PATH = 'feeds/meta-vehicles.csv';

/** Images per car in the feeds (Google: up to 10 additional; Meta: up to 20). */
const MAX_IMAGES = 10;
const FEED_IMAGE_WIDTH = 1200;

export interface FeedSettings {
  siteUrl: string;
  currency: CurrencyCode;
  country: 'AU' | 'NZ';
  /** The tenant's name: the dealership's name when a car's location has none. */
  dealerName: string;
}

/** What a feed row needs of a car's location: where the car is sold. */
export interface FeedLocation {
  id: number;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  address?: LocationOutput['address'];
}

export const GOOGLE_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'condition',
  'brand',
  'model',
  'year',
  'mileage',
  'vin',
  'trim',
  'color',
  'store_code',
  'vehicle_fulfillment(option:store_code)',
  'dealership_name',
  'dealership_address',
] as const;

export const META_COLUMNS = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'trim',
  'mileage.value',
  'mileage.unit',
  ...Array.from({ length: MAX_IMAGES }, (_, i) => [`image[${i}].url`, `image[${i}].tag[0]`]).flat(),
  'transmission',
  'fuel_type',
  'body_style',
  'drivetrain',
  'vin',
  'price',
  'state_of_vehicle',
  'exterior_color',
  'availability',
  'address',
  'latitude',
  'longitude',
  'dealer_name',
  'dealer_phone',
  'date_first_on_lot',
] as const;

type Row<C extends readonly string[]> = Record<C[number], string>;

function addressLine(location: FeedLocation, country: string): string | null {
  const a = location.address;
  if (!a?.street || !a.city || !a.postcode) return null;
  return `${formatAddress(a, country === 'NZ' ? 'NZ' : 'AU')}, ${country}`;
}

function images(car: CarOutput, siteUrl: string): string[] {
  const urls = (car.images ?? []).map((i) => i.image.url);
  if (urls.length === 0 && car.primary_image_url) urls.push(car.primary_image_url);
  return urls.slice(0, MAX_IMAGES).map((src) => new URL(imageUrl(src, { width: FEED_IMAGE_WIDTH }), siteUrl).href);
}

/** The dealer's comments (else a line made from the car), then the price's label as the page shows it. */
function description(car: CarOutput, title: string): string {
  const label = priceLabel(car.price_type);
  const text = feedText(car.dealercomments) || generatedDescription(car, title);
  return label ? feedText(`${text} Price: ${label}.`) : text;
}

function generatedDescription(car: CarOutput, title: string): string {
  const kind = { new: 'New', demo: 'Demo', used: 'Used' }[car.car_type];
  return feedText(
    [`${kind} ${title}`, car.colour, car.simple_transmission, car.simple_fuel].filter(Boolean).join(', '),
  );
}

export interface FeedRows {
  google: Array<Row<typeof GOOGLE_COLUMNS>>;
  meta: Array<Row<typeof META_COLUMNS>>;
  /** Cars left out of each feed, by reason. */
  excluded: {
    google: Partial<Record<FeedExclusion | 'no-address', number>>;
    meta: Partial<Record<FeedExclusion | 'no-address', number>>;
  };
}

/**
 * The rows of both feeds, in the order of `cars` (listed cars). A car needs a location with a street
 * address (both feeds name where it is sold): its own, else the first of its dealership.
 */
export function feedRows(
  cars: readonly CarOutput[],
  locationOf: (car: CarOutput) => FeedLocation | undefined,
  settings: FeedSettings,
): FeedRows {
  const result: FeedRows = { google: [], meta: [], excluded: { google: {}, meta: {} } };
  const count = (feed: 'google' | 'meta', reason: FeedExclusion | 'no-address') => {
    result.excluded[feed][reason] = (result.excluded[feed][reason] ?? 0) + 1;
  };
  for (const car of cars) {
    const location = locationOf(car);
    const address = location ? addressLine(location, settings.country) : null;
    const googleOut = feedExclusion(car, { passengerOnly: true }) ?? (address ? null : 'no-address');
    const metaOut = feedExclusion(car, { passengerOnly: false }) ?? (address ? null : 'no-address');
    if (googleOut) count('google', googleOut);
    if (metaOut) count('meta', metaOut);
    if ((googleOut && metaOut) || !location || !address) continue;
    const title = carTitle(car);
    const link = new URL(`/cars/${car.slug}`, settings.siteUrl).href;
    const price = feedPrice(feedAmount(car) ?? 0, settings.currency);
    const pictures = images(car, settings.siteUrl);
    const text = description(car, title);
    const dealer = location.name ?? settings.dealerName;
    const storeCode = String(location.id);
    const trim = [car.badge, car.series].filter(Boolean).join(' ');
    if (!googleOut) {
      result.google.push({
        id: String(car.id),
        title,
        description: text,
        link,
        image_link: pictures[0] ?? '',
        additional_image_link: pictures.slice(1).join(','),
        price,
        condition: googleCondition(car.car_type),
        brand: car.make,
        model: car.model,
        year: String(car.year),
        mileage: googleMileage(car.km) ?? (car.car_type === 'new' ? '0 km' : ''),
        vin: (car.vin ?? '').trim().toUpperCase(),
        trim,
        color: car.colour ?? '',
        store_code: storeCode,
        'vehicle_fulfillment(option:store_code)': `in_store:${storeCode}`,
        dealership_name: dealer,
        dealership_address: address,
      });
    }
    if (!metaOut) {
      const a = location.address;
      const row: Record<string, string> = {
        vehicle_id: String(car.id),
        title,
        description: text,
        url: link,
        make: car.make,
        model: car.model,
        year: String(car.year),
        trim,
        'mileage.value': String(Math.round(car.km ?? 0)),
        'mileage.unit': 'KM',
        transmission: metaTransmission(car.simple_transmission) ?? '',
        fuel_type: metaFuelType(car.simple_fuel),
        body_style: metaBodyStyle(car.simple_body),
        drivetrain: metaDrivetrain(car.simple_drive),
        vin: (car.vin ?? '').trim().toUpperCase(),
        price,
        state_of_vehicle: metaStateOfVehicle(car.car_type, car.certified),
        exterior_color: car.colour ?? '',
        availability: 'AVAILABLE',
        address: JSON.stringify({
          addr1: a?.street ?? '',
          city: a?.city ?? '',
          region: a?.state ?? '',
          postal_code: String(a?.postcode ?? ''),
          country: settings.country,
        }),
        latitude: typeof a?.lat === 'number' ? String(a.lat) : '',
        longitude: typeof a?.long === 'number' ? String(a.long) : '',
        dealer_name: dealer,
        dealer_phone: location.phone ?? '',
        date_first_on_lot: car.created_at.slice(0, 10),
      };
      for (let i = 0; i < MAX_IMAGES; i++) {
        row[`image[${i}].url`] = pictures[i] ?? '';
        row[`image[${i}].tag[0]`] = pictures[i] ? (i === 0 ? 'Exterior' : 'Vehicle') : '';
      }
      result.meta.push(row as Row<typeof META_COLUMNS>);
    }
  }
  return result;
}

/** Tab-separated values: a header line, then a row a line; tabs and line breaks in values become spaces. */
export function toTsv<C extends readonly string[]>(columns: C, rows: ReadonlyArray<Row<C>>): string {
  const cell = (value: string) => value.replace(/[\t\r\n]+/g, ' ');
  return [columns.join('\t'), ...rows.map((row) => columns.map((c: C[number]) => cell(row[c])).join('\t'))]
    .map((line) => `${line}\n`)
    .join('');
}

/** RFC 4180 CSV: a field with a comma, quote or line break is quoted, quotes doubled; CRLF line ends. */
export function toCsv<C extends readonly string[]>(columns: C, rows: ReadonlyArray<Row<C>>): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [columns.map(cell).join(','), ...rows.map((row) => columns.map((c: C[number]) => cell(row[c])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}
