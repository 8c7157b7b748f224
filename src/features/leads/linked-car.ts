/**
 * The car of a lead form page (/contact, /book-test-drive): the one the
 * vehicle page stored, else the one the address carries (a search card's
 * links). Apart from enquire-car.ts, which the vehicle page loads at once:
 * reading an address needs the core's lead rules, which only the form pages
 * need (the vehicle page's JS budget, docs/performance.md).
 */
import { linkedCarOf } from '../../core/lead-links.ts';
import { storedEnquireCar, type EnquireCar } from './enquire-car.ts';

/** Whether a form's car is known in full (not only by its id). */
export function isEnquireCar(car: EnquireCar | { id: number }): car is EnquireCar {
  return 'make' in car;
}

/**
 * The car a lead form page is about, for `?car_id=` in its address `query`:
 * the car the vehicle page stored when it is that one; else the facts the
 * address carries (a search card's links, core `linkedCarPath`); else the id
 * alone (the form then sends only car_id).
 */
export function enquireCarFor(carId: number, query: URLSearchParams): EnquireCar | { id: number } {
  const stored = storedEnquireCar(carId);
  if (stored) return stored;
  const linked = linkedCarOf(query);
  if (!linked || linked.id !== carId) return { id: carId };
  return {
    id: linked.id,
    slug: '',
    title: linked.title,
    make: linked.make,
    model: linked.model,
    year: null,
    car_type: linked.car_type,
    status: linked.status,
    tag: linked.tag,
    stocknum: linked.stocknum,
    vin: null,
    price: null,
    dealership_id: linked.dealership_id,
    dealership_slug: linked.dealership_slug,
    manufacturer_slug: null,
    location_id: linked.location_id,
    location_name: null,
    distribution_locations: [],
  };
}
