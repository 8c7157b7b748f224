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

import type { CarType } from '../types.ts';
import { stateKind, vehicleNoun } from './kinds.ts';
import {
  bodyTypeLabel,
  canonicalBodyType,
  CAR_TYPE_VALUES,
  normaliseState,
  REFINEMENT_ATTRIBUTES,
  type SearchCatalogue,
  type SearchState,
} from './routing.ts';

const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used'];
const CAR_TYPE_WORDS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Used' };

/** 'A', 'A and B', 'A, B and C'. */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** 'New', 'New and Demo', 'Demo and Used'... of a state's car types; null for every car type. */
export function carTypeWords(state: SearchState): string | null {
  const types = new Set<string>(
    state.carType !== undefined && state.carType !== 'all'
      ? CAR_TYPE_VALUES[state.carType]
      : (state.refinementList[REFINEMENT_ATTRIBUTES.carType] ?? []),
  );
  const words = CAR_TYPE_ORDER.filter((t) => types.has(t)).map((t) => CAR_TYPE_WORDS[t]);
  return words.length === 0 || words.length === CAR_TYPE_ORDER.length ? null : joinWords(words);
}

/** Words of the spec's default path, /search/new-used-and-demo-cars. */
const ALL_CAR_TYPES = 'New, Used and Demo';

/**
 * Body types whose name is itself a kind of vehicle: their heading says the
 * plural instead of '{body} {vehicles}' ('Caravans', not 'Caravan
 * Caravans'). Keys are lower-case stock values. A choice.
 */
const BODY_NOUNS: Readonly<Record<string, string>> = {
  bus: 'Buses',
  caravan: 'Caravans',
  lighttruck: 'Light Trucks',
  motorhome: 'Motorhomes',
  scooter: 'Scooters',
};

/** The plural a body type is called on its own ('SUV Cars', 'Naked Motorcycles', 'Light Trucks'). */
export function bodyPhrase(body: string, vehicles: string): string {
  const key = (canonicalBodyType(body) ?? body).toLowerCase();
  return BODY_NOUNS[key] ?? `${bodyTypeLabel(body)} ${vehicles}`;
}

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
