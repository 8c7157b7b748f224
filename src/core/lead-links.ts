/**
 * A car carried in the address of a lead form page (/contact,
 * /book-test-drive): the search cards' lead links name the car, so the form
 * pages name and prefill it as the vehicle page's forms do (SPEC.md §3
 * Enquiry form prefilled fields). Apart from leads.ts: the search island's
 * cards build these links and need none of the other lead rules.
 */
import type { CarType } from './types.ts';

/**
 * The car facts a lead form page (/contact, /book-test-drive) reads from its
 * address when no vehicle page stored the car (a search card's links): what
 * the vehicle page's own forms get, so the form names the car, prefills the
 * message and sends the vehicle's hidden fields (`vehicleEnquiryFields`, leads.ts).
 */
export interface LinkedCar {
  id: number;
  /** As the vehicle page names it: year, make, model and badge. */
  title: string;
  make: string;
  model: string;
  car_type: CarType;
  status: string;
  stocknum: string | null;
  dealership_slug: string | null;
  dealership_id: number | null;
  /** Free-text tag ('Test Drive Only' picks the test drive event). */
  tag: string | null;
  /** The car's location (the test drive's appointments are that location's). */
  location_id: number | null;
}

/** Query names: the spec's enquiry field names where it has one (SPEC.md §3 Enquiry form). */
const LINKED = {
  id: 'car_id',
  title: 'title',
  make: 'make',
  model: 'model',
  car_type: 'car_type',
  status: 'vehicle_status',
  stocknum: 'stock_number',
  dealership_slug: 'dealership_slug',
  dealership_id: 'dealership_id',
  tag: 'tag',
  location_id: 'location_id',
} as const;
/** Longest text value read from an address (a title is about 60). */
const LINKED_MAX = 120;

/**
 * A lead form page's address for a car, carrying its facts:
 * '/contact?car_id=42&subcategory=...&title=2022+Toyota+HiLux+SR5&make=Toyota&...'.
 * `extra` (subcategory) follows car_id; empty facts are left out.
 */
export function linkedCarPath(path: string, car: LinkedCar, extra: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams({ [LINKED.id]: String(car.id), ...extra });
  const facts: Array<[string, string | number | null]> = [
    [LINKED.title, car.title],
    [LINKED.make, car.make],
    [LINKED.model, car.model],
    [LINKED.car_type, car.car_type],
    [LINKED.status, car.status],
    [LINKED.stocknum, car.stocknum],
    [LINKED.dealership_slug, car.dealership_slug],
    [LINKED.dealership_id, car.dealership_id],
    [LINKED.tag, car.tag],
    [LINKED.location_id, car.location_id],
  ];
  for (const [key, value] of facts) if (value !== null && String(value).trim() !== '') query.set(key, String(value));
  return `${path}?${query.toString()}`;
}

/**
 * The car an address carries ({@link linkedCarPath}), or null when it does
 * not name one fully (car id, make, model and car type are needed). Texts are
 * trimmed and cut to 120 characters; a missing title is year-less make and
 * model. Shown and sent as text only (never as HTML).
 */
export function linkedCarOf(query: URLSearchParams): LinkedCar | null {
  const text = (key: string): string | null => {
    const value = query.get(key)?.trim().slice(0, LINKED_MAX) ?? '';
    return value === '' ? null : value;
  };
  const whole = (key: string): number | null => {
    const value = text(key);
    return value !== null && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
  };
  const id = whole(LINKED.id);
  const make = text(LINKED.make);
  const model = text(LINKED.model);
  const carType = text(LINKED.car_type);
  if (id === null || make === null || model === null) return null;
  if (carType !== 'new' && carType !== 'demo' && carType !== 'used') return null;
  return {
    id,
    title: text(LINKED.title) ?? `${make} ${model}`,
    make,
    model,
    car_type: carType,
    status: text(LINKED.status) ?? '',
    stocknum: text(LINKED.stocknum),
    dealership_slug: text(LINKED.dealership_slug),
    dealership_id: whole(LINKED.dealership_id),
    tag: text(LINKED.tag),
    location_id: whole(LINKED.location_id),
  };
}
