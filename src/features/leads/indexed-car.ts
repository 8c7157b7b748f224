/**
 * The car of a `?car_id=` form page (/apply-for-finance) that no vehicle page stored: looked up in
 * the browser in the search index the site already publishes (/search-index.json, the embedded
 * search's static file), so a search card's "Get Finance" opens a form that names the car and
 * knows its price. Loaded only when the address names a car; null when the site has no such
 * file (a large tenant on the hosted search) or the car is not in it (sold since the build).
 */
import { carTitle } from '../../core/vehicle/title.ts';
import type { SearchDocument } from '../../data/car-summary.ts';
import type { EnquireCar } from './enquire-car.ts';

/** Where the embedded search index is published (src/pages/search-index.json.ts). */
export const SEARCH_INDEX_URL = '/search-index.json';

/** The lead form's car of a search document; its price is the one its card shows. */
export function enquireCarOfDocument(doc: SearchDocument): EnquireCar {
  return {
    id: doc.id,
    slug: doc.slug,
    title: carTitle({ year: doc.year, make: doc.make, model: doc.model, badge: doc.badge }),
    make: doc.make,
    model: doc.model,
    year: doc.year,
    car_type: doc.car_type,
    status: doc.status,
    tag: doc.tag,
    stocknum: doc.stocknum,
    vin: null,
    // The price the card shows (none for 'Enquire for price.'), as the shopper saw it.
    price: doc.sort_price,
    dealership_id: doc.dealership_id,
    dealership_slug: doc.dealership_slug,
    manufacturer_slug: null,
    location_id: doc.location_id,
    location_name: doc.location_name,
    distribution_locations: [],
  };
}

/** The car with this id in the site's published search index, or null. */
export async function indexedCar(id: number, indexUrl = SEARCH_INDEX_URL): Promise<EnquireCar | null> {
  try {
    const [{ fetchPayload }, { decodePayload }] = await Promise.all([
      import('../../search/embedded/load.ts'),
      import('../../search/embedded/payload.ts'),
    ]);
    const doc = decodePayload(await fetchPayload(indexUrl)).find((d) => d.id === id);
    return doc ? enquireCarOfDocument(doc) : null;
  } catch {
    // No index (hosted search) or an unreadable one: the form goes on with the car id alone.
    return null;
  }
}
