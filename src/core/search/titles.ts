/**
 * What a search page is called (SPEC.md §2 Search paths): the heading and
 * the document title of any search state, so a prebuilt landing page and
 * the island, after the shopper changes the filters, say the same thing for
 * the same state.
 *
 * The heading names the filters that have one value: car types, make, model,
 * body type, then the dealership or location, with the kind of vehicle
 * (kinds.ts): 'Used Toyota HiLux for Sale', 'SUV Cars for Sale', 'Light
 * Trucks for Sale', 'Naked Motorcycles for Sale', 'Cars for Sale at Metro
 * Ford'. Without any of them it is the default path's 'New, Used and Demo
 * Cars for Sale'. Other filters (several values, ranges, the text query,
 * distance) leave the heading as it is.
 */

import { bodyPhrase, carTypeWords, stateKind, vehicleNoun } from './kinds.ts';
import { normaliseState, type SearchCatalogue, type SearchState } from './routing.ts';

// The naming words live beside the kinds (kinds.ts): the search island and the saved search
// dialog share that module's chunk, so neither splits this one out of the island.
export { bodyPhrase, carTypeWords };

/** Words of the spec's default path, /search/new-used-and-demo-cars. */
const ALL_CAR_TYPES = 'New, Used and Demo';

/**
 * The heading of a search state (the landing pages' titles and the island's
 * after every change): '{car types} {make} {model | body vehicles} for Sale
 * [at {place}]'. See the module comment.
 */
export function searchHeading(state: SearchState, catalogue: SearchCatalogue): string {
  const n = normaliseState(state, catalogue);
  const vehicles = vehicleNoun(stateKind(n, catalogue));
  const types = carTypeWords(n);
  const place =
    n.location !== undefined
      ? (catalogue.locations.find((e) => e.slug === n.location)?.label ?? n.location)
      : n.dealership !== undefined
        ? (catalogue.dealerships.find((e) => e.slug === n.dealership)?.label ?? n.dealership)
        : undefined;
  const subject =
    n.model !== undefined
      ? [n.make, n.model]
      : [n.make, n.body !== undefined ? bodyPhrase(n.body, vehicles) : vehicles];
  const plain = types === null && n.make === undefined && n.model === undefined && n.body === undefined;
  const words = [types ?? (plain && place === undefined ? ALL_CAR_TYPES : undefined), ...subject].filter(
    (w): w is string => w !== undefined && w !== '',
  );
  return `${words.join(' ')} for Sale${place === undefined ? '' : ` at ${place}`}`;
}

/**
 * The document title of a page: '{title} | {site name}', the site name alone
 * for the home page; a search result page from 2 on adds '(Page n)' so each
 * page has its own title.
 */
export function documentTitle(title: string, siteName: string, page?: number | undefined): string {
  const paged = page !== undefined && page > 1 ? `${title} (Page ${page})` : title;
  return paged === siteName ? paged : `${paged} | ${siteName}`;
}
