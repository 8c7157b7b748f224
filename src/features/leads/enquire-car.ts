/**
 * The "enquire car" client storage (SPEC.md §7 client storage keys): the
 * vehicle page stores its car, so the static /contact?car_id=,
 * /book-test-drive?car_id= and /personalised/finance?car_id= pages can
 * prefill the vehicle enquiry for it without a per-car page or API call.
 */
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/** The car facts the lead forms need (serialisable). */
export interface EnquireCar {
  id: number;
  slug: string;
  title: string;
  make: string;
  model: string;
  year: number | null;
  car_type: 'new' | 'demo' | 'used';
  status: string;
  tag: string | null;
  stocknum: string | null;
  vin: string | null;
  price: number | null;
  dealership_id: number | null;
  dealership_slug: string | null;
  manufacturer_slug: string | null;
  location_id: number | null;
  location_name: string | null;
  distribution_locations: Array<{ id: number; name: string }>;
}

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

/** The car fields `enquireCarOf` reads (a pulled car record satisfies it). */
export interface EnquireCarSource {
  id: number;
  slug: string;
  make: string;
  model: string;
  year?: number | null | undefined;
  car_type: 'new' | 'demo' | 'used';
  status: string;
  tag?: string | null | undefined;
  stocknum?: string | null | undefined;
  vin?: string | null | undefined;
  price?: number | null | undefined;
  dealership_id?: number | null | undefined;
  dealership_slug?: string | null | undefined;
  location?:
    | {
        id: number;
        name?: string | null | undefined;
        distribution_locations?: ReadonlyArray<{ id: number; name?: string | null | undefined }> | null | undefined;
      }
    | null
    | undefined;
}

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
