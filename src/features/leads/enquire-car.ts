/**
 * The "enquire car" client storage (SPEC.md §7 client storage keys): the
 * vehicle page stores its car, so the static /contact?car_id=,
 * /book-test-drive?car_id= and /personalised/finance?car_id= pages can
 * prefill the vehicle enquiry for it without a per-car page or API call.
 */
import type { CarSummary } from '../../data/car-summary.ts';
import type { CarLocationOutput, CarOutput } from '../../data/schemas.ts';
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

type DistributionLocation = NonNullable<CarLocationOutput['distribution_locations']>[number];

/** The car facts the lead forms need (serialisable): the summary's fields, and a few of the record's as value or null. */
export type EnquireCar = Pick<
  CarSummary,
  | 'id'
  | 'slug'
  | 'make'
  | 'model'
  | 'car_type'
  | 'status'
  | 'tag'
  | 'stocknum'
  | 'dealership_id'
  | 'dealership_slug'
  | 'location_id'
  | 'location_name'
> & {
  title: string;
  year: CarOutput['year'] | null;
  vin: NonNullable<CarOutput['vin']> | null;
  price: CarOutput['price'] | null;
  manufacturer_slug: string | null;
  /** Each with a name: 'Location {id}' where the record has none. */
  distribution_locations: Array<Pick<DistributionLocation, 'id'> & { name: string }>;
};

export function storeEnquireCar(car: EnquireCar): void {
  writeJson('local', STORAGE_KEYS.enquireCar, car);
}

/** The stored car when it is the one asked for (by id), else null. */
export function storedEnquireCar(id: number): EnquireCar | null {
  const stored = readJson('local', STORAGE_KEYS.enquireCar);
  if (typeof stored !== 'object' || stored === null) return null;
  const car = stored as Partial<EnquireCar>;
  if (car.id !== id || typeof car.make !== 'string' || typeof car.model !== 'string') return null;
  const full = car as EnquireCar;
  return {
    ...full,
    distribution_locations: Array.isArray(full.distribution_locations) ? full.distribution_locations : [],
  };
}

/** The car id of a query parameter ('?car_id=42' -> 42), null when missing or not a whole number. */
export function carIdParam(search: string, name = 'car_id'): number | null {
  const raw = new URLSearchParams(search).get(name);
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** The car record's fields `enquireCarOf` reads. */
export type EnquireCarSource = Pick<
  CarOutput,
  | 'id'
  | 'slug'
  | 'make'
  | 'model'
  | 'car_type'
  | 'status'
  | 'tag'
  | 'stocknum'
  | 'vin'
  | 'price'
  | 'dealership_id'
  | 'dealership_slug'
  | 'year'
> & {
  location?: Pick<CarLocationOutput, 'id' | 'name' | 'distribution_locations'> | null | undefined;
};

/** The serialisable car a vehicle page gives its lead island (build time). */
export function enquireCarOf(car: EnquireCarSource, title: string): EnquireCar {
  return {
    id: car.id,
    slug: car.slug,
    title,
    make: car.make,
    model: car.model,
    year: car.year ?? null,
    car_type: car.car_type,
    status: car.status,
    tag: car.tag ?? null,
    stocknum: car.stocknum ?? null,
    vin: car.vin ?? null,
    price: car.price ?? null,
    dealership_id: car.dealership_id ?? null,
    dealership_slug: car.dealership_slug ?? null,
    manufacturer_slug: null,
    location_id: car.location?.id ?? null,
    location_name: car.location?.name ?? null,
    distribution_locations: (car.location?.distribution_locations ?? []).map((d) => ({
      id: d.id,
      name: d.name ?? `Location ${d.id}`,
    })),
  };
}
