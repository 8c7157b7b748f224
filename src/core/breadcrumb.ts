/**
 * Breadcrumb (SPEC.md §2): Home, car type, make, model (only if known), body
 * type, then the page title. Links point at the matching search landing pages
 * built by the search routing of the core. The car type names the kind of
 * vehicle (core search/kinds.ts): 'Used Caravans', 'New Motorcycles'.
 */
import { stateKind, vehicleKindOf, vehicleNoun } from './search/kinds.ts';
import {
  SEARCH_BASE_PATH,
  bodyTypeLabel,
  bodyTypePath,
  bodyTypeSlug,
  carTypePath,
  normaliseState,
  slugify,
  stateToUrl,
  type SearchCatalogue,
  type SearchState,
} from './search/routing.ts';
import { carTypeWords } from './search/titles.ts';
import type { CarType } from './types.ts';

export interface Crumb {
  label: string;
  href?: string;
}

const CAR_TYPE_WORD: Record<CarType, string> = { new: 'New', demo: 'Demo', used: 'Used' };

export interface BreadcrumbInput {
  car_type?: CarType | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  /** Body type as stored on the car (simple_body), e.g. 'SUV' or 'peopleMover'. */
  body?: string | null | undefined;
  /** The car's item_type (SPEC.md §3): the car type crumb says 'Used Caravans' for a caravan. Default car. */
  item_type?: string | null | undefined;
}

export function breadcrumbTrail(input: BreadcrumbInput, title: string): Crumb[] {
  const trail: Crumb[] = [{ label: 'Home', href: '/' }];
  if (input.car_type) {
    const vehicles = vehicleNoun(vehicleKindOf(input.item_type));
    trail.push({ label: `${CAR_TYPE_WORD[input.car_type]} ${vehicles}`, href: carTypePath(input.car_type) });
  }
  if (input.make) {
    const make = `${SEARCH_BASE_PATH}/${slugify(input.make)}`;
    trail.push({ label: input.make, href: make });
    if (input.model) trail.push({ label: input.model, href: `${make}/${slugify(input.model)}` });
  }
  if (input.body) trail.push({ label: bodyTypeLabel(input.body), href: bodyTypePath(bodyTypeSlug(input.body)) });
  trail.push({ label: title });
  return trail;
}

/**
 * The breadcrumb of a search state (its landing page, or the island after
 * the shopper changed the filters): Home, then the car type, make, model and
 * body type the state has one value of, each a link to its own landing page,
 * then `title`. A crumb is left out when its page is not a landing page
 * (its URL needs a query) or is the page itself (the title stands for it):
 * /search/toyota/hilux reads Home, Toyota, 'Toyota HiLux for Sale'.
 */
export function searchBreadcrumb(state: SearchState, catalogue: SearchCatalogue, title: string): Crumb[] {
  const n = normaliseState(state, catalogue);
  const here = stateToUrl({ ...n, page: undefined, sortBy: undefined }, catalogue);
  const trail: Crumb[] = [{ label: 'Home', href: '/' }];
  const add = (label: string, crumb: SearchState) => {
    const href = stateToUrl(crumb, catalogue);
    if (!href.includes('?') && href !== here) trail.push({ label, href });
  };
  const types = carTypeWords(n);
  if (types !== null && n.carType !== undefined) {
    const crumb = { carType: n.carType, refinementList: {} };
    add(`${types} ${vehicleNoun(stateKind(crumb, catalogue))}`, crumb);
  }
  if (n.make !== undefined) {
    add(n.make, { make: n.make, refinementList: {} });
    if (n.model !== undefined) add(n.model, { make: n.make, model: n.model, refinementList: {} });
  }
  if (n.body !== undefined) add(bodyTypeLabel(n.body), { body: n.body, refinementList: {} });
  trail.push({ label: title });
  return trail;
}
