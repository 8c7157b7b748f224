/**
 * Search state <-> URL (SPEC.md §2 Search).
 *
 * Paths: /search/new-used-and-demo-cars (default, every car type),
 * /search/used-cars, /search/new-and-demo-cars, /search/new-cars,
 * /search/demo-cars, /search/{make}, /search/{make}/{model},
 * /search/{bodytype}-cars, /search/{dealership_slug}, /search/{location-slug}.
 * Query: query, page (only when not 1), sortBy, locationId, locationType,
 * lat, lng, range[price]=min:max and refinementList[attribute][i]=value.
 *
 * Which filter picks the path, first that applies:
 * 1. a single make (and, under it, a single model): /search/{make}[/{model}];
 *    the car type then goes in the query as refinementList[car_type];
 * 2. a car type other than all: its car-type path;
 * 3. a single body type: /search/{body}-cars;
 * 4. a single dealership: /search/{dealership_slug};
 * 5. a single location: /search/{location-slug};
 * 6. otherwise the default path.
 * Every filter not in the path goes in the query. A value becomes a path
 * only when the tenant's {@link SearchCatalogue} knows its slug and that slug
 * reads back as the same filter (a make whose slug equals a dealership's is
 * unambiguous only for the one met first: car types, bodies, makes,
 * dealerships, locations); otherwise it stays in the query, so every state
 * survives the trip through its URL.
 *
 * Single-value fields are shorthand for a one-value refinement of their
 * attribute ({@link REFINEMENT_ATTRIBUTES}): make 'Toyota' is
 * refinementList.make ['Toyota']. Values of one attribute combine with OR,
 * as in a refinement list. {@link normaliseState} gives every state one
 * canonical form; `urlToState(stateToUrl(s, c), c)` equals
 * `normaliseState(s, c)`.
 */

import { parseMoney } from '../money.ts';
import type { CarType } from '../types.ts';
import { bodyTypeFacets, sortFacets } from './facets.ts';
import {
  BODY_PATH_SUFFIX,
  CAR_TYPE_FILTERS,
  CAR_TYPE_ORDER,
  CAR_TYPE_SEGMENTS,
  CAR_TYPE_VALUES,
  SEARCH_BASE_PATH,
  bodyTypeSlug,
  canonicalBodyType,
  slugify,
  type CarTypeFilter,
} from './slugs.ts';
import {
  RANGE_KEYS,
  DIMENSIONS,
  REFINEMENT_ATTRIBUTES,
  formatPrice,
  isAttributeName,
  normaliseState,
  type CatalogueEntry,
  type Dimension,
  type ModelCatalogueEntry,
  type PriceRange,
  type SearchCatalogue,
  type SearchState,
} from './state.ts';

// The vocabulary and the state are imported from here, as one module: browser code importing
// slugs.ts or state.ts directly makes the bundler put them in a chunk of their own, one more
// request on the home and search pages (npm run bench:js).
export * from './slugs.ts';
export * from './state.ts';

/* ------------------------------------------------------------------------ */
/* Paths                                                                     */
/* ------------------------------------------------------------------------ */

/** The filters a search path stands for. */
interface PathFilters {
  carType?: Exclude<CarTypeFilter, 'all'>;
  make?: string;
  model?: string;
  body?: string;
  dealership?: string;
  location?: string;
}

const PATH_SLUG = /^[a-z0-9][a-z0-9-]*$/;

function bySlug<E extends CatalogueEntry>(entries: readonly E[], slug: string): E | undefined {
  return entries.find((e) => e.slug.toLowerCase() === slug);
}

/**
 * Filters of the segments after /search (already percent-decoded). One
 * segment is tried as a car-type path, then '{body}-cars', then a make, a
 * dealership, a location; two as make and model (an unknown model keeps
 * the make). Anything else means no filter.
 */
function resolveSegments(segments: readonly string[], catalogue: SearchCatalogue): PathFilters {
  const segs = segments.map((s) => s.toLowerCase());
  const [first, second] = segs;
  if (first === undefined || segs.length > 2) return {};
  if (second !== undefined) {
    const make = bySlug(catalogue.makes, first);
    if (!make) return {};
    const model = catalogue.models.find((m) => m.make === make.label && m.slug.toLowerCase() === second);
    return model ? { make: make.label, model: model.label } : { make: make.label };
  }
  const carType = (Object.keys(CAR_TYPE_SEGMENTS) as CarTypeFilter[]).find((k) => CAR_TYPE_SEGMENTS[k] === first);
  if (carType !== undefined) return carType === 'all' ? {} : { carType };
  if (first.endsWith(BODY_PATH_SUFFIX)) {
    const body = bySlug(catalogue.bodyTypes, first.slice(0, -BODY_PATH_SUFFIX.length));
    if (body) return { body: body.label };
  }
  const make = bySlug(catalogue.makes, first);
  if (make) return { make: make.label };
  const dealership = bySlug(catalogue.dealerships, first);
  if (dealership) return { dealership: dealership.slug };
  const location = bySlug(catalogue.locations, first);
  if (location) return { location: location.slug };
  return {};
}

function samePathFilters(a: PathFilters, b: PathFilters): boolean {
  const keys: Array<keyof PathFilters> = ['carType', 'make', 'model', 'body', 'dealership', 'location'];
  return keys.every((k) => a[k] === b[k]);
}

/** Segments after /search that read back as exactly `wanted`, or null. */
function pathFor(segments: string[], wanted: PathFilters, catalogue: SearchCatalogue): string[] | null {
  if (!segments.every((s) => PATH_SLUG.test(s))) return null;
  return samePathFilters(resolveSegments(segments, catalogue), wanted) ? segments : null;
}

interface ChosenPath {
  segments: string[];
  covers: ReadonlyArray<Dimension | 'carType'>;
}

function choosePath(n: SearchState, catalogue: SearchCatalogue): ChosenPath {
  if (n.make !== undefined) {
    const make = catalogue.makes.find((e) => e.label === n.make);
    const makePath = make ? pathFor([make.slug], { make: n.make }, catalogue) : null;
    if (make && makePath) {
      const model =
        n.model !== undefined ? catalogue.models.find((m) => m.make === n.make && m.label === n.model) : undefined;
      const modelPath = model
        ? pathFor([make.slug, model.slug], { make: n.make, model: model.label }, catalogue)
        : null;
      if (modelPath) return { segments: modelPath, covers: ['make', 'model'] };
      return { segments: makePath, covers: ['make'] };
    }
  }
  if (n.carType !== undefined && n.carType !== 'all') {
    return { segments: [CAR_TYPE_SEGMENTS[n.carType]], covers: ['carType'] };
  }
  if (n.body !== undefined) {
    const body = catalogue.bodyTypes.find((e) => e.label === n.body);
    const path = body ? pathFor([`${body.slug}${BODY_PATH_SUFFIX}`], { body: n.body }, catalogue) : null;
    if (path) return { segments: path, covers: ['body'] };
  }
  for (const dimension of ['dealership', 'location'] as const) {
    const slug = n[dimension];
    if (slug === undefined) continue;
    const entries = dimension === 'dealership' ? catalogue.dealerships : catalogue.locations;
    const entry = entries.find((e) => e.slug === slug);
    const wanted: PathFilters = dimension === 'dealership' ? { dealership: slug } : { location: slug };
    const path = entry ? pathFor([entry.slug], wanted, catalogue) : null;
    if (path) return { segments: path, covers: [dimension] };
  }
  return { segments: [CAR_TYPE_SEGMENTS.all], covers: [] };
}

/* ------------------------------------------------------------------------ */
/* URL writing and reading                                                   */
/* ------------------------------------------------------------------------ */

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}

function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/%3A/g, ':');
}

/** Query key of the price range. */
export const PRICE_RANGE_PARAM = 'range[price]';

/**
 * The URL of a search: path plus, when any, '?' and the query, e.g.
 * { make: 'Toyota', carType: 'used', page: 2 } ->
 * '/search/toyota?page=2&refinementList[car_type][0]=used'.
 *
 * Query parameters are written in this order: query, page, sortBy,
 * locationId, locationType, lat, lng, distance, range[price], range[year],
 * range[km], then refinementList
 * entries by attribute name (code-unit order) and value index. Values are
 * percent-encoded (space as '+'); brackets in keys and ':' in values are
 * left readable. The state is normalised first ({@link normaliseState}).
 */
export function stateToUrl(state: SearchState, catalogue: SearchCatalogue): string {
  const n = normaliseState(state, catalogue);
  const chosen = choosePath(n, catalogue);
  const path = `${SEARCH_BASE_PATH}/${chosen.segments.map(encodeURIComponent).join('/')}`;

  const refinements: Record<string, string[]> = { ...n.refinementList };
  if (n.carType !== undefined && n.carType !== 'all' && !chosen.covers.includes('carType')) {
    refinements[REFINEMENT_ATTRIBUTES.carType] = [...CAR_TYPE_VALUES[n.carType]];
  }
  for (const dimension of DIMENSIONS) {
    const value = n[dimension];
    if (value !== undefined && !chosen.covers.includes(dimension)) {
      refinements[REFINEMENT_ATTRIBUTES[dimension]] = [value];
    }
  }

  const params: Array<[string, string]> = [];
  if (n.query !== undefined) params.push(['query', n.query]);
  if (n.page !== undefined) params.push(['page', String(n.page)]);
  if (n.sortBy !== undefined) params.push(['sortBy', n.sortBy]);
  if (n.locationId !== undefined) params.push(['locationId', n.locationId]);
  if (n.locationType !== undefined) params.push(['locationType', n.locationType]);
  if (n.lat !== undefined) params.push(['lat', String(n.lat)]);
  if (n.lng !== undefined) params.push(['lng', String(n.lng)]);
  if (n.distance !== undefined) params.push(['distance', String(n.distance)]);
  for (const key of RANGE_KEYS) {
    const range = n[key];
    if (range === undefined) continue;
    const min = range.min === undefined ? '' : formatPrice(range.min);
    const max = range.max === undefined ? '' : formatPrice(range.max);
    params.push([`range[${key}]`, `${min}:${max}`]);
  }
  for (const attribute of Object.keys(refinements).sort()) {
    (refinements[attribute] ?? []).forEach((value, i) => {
      params.push([`refinementList[${attribute}][${i}]`, value]);
    });
  }
  const query = params.map(([k, v]) => `${encodeKey(k)}=${encodeValue(v)}`).join('&');
  return query === '' ? path : `${path}?${query}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function parseFinite(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Reads range[price]: 'min:max' with either end open ('5000:', ':20000');
 * currency symbols, commas and spaces are stripped from each end
 * ('$5,000:$20,000' -> 5000..20000). Text without ':' or with no readable
 * end gives no range.
 */
export function parsePriceRange(text: string): PriceRange | undefined {
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const min = parseMoney(text.slice(0, colon));
  const max = parseMoney(text.slice(colon + 1));
  if (min === null && max === null) return undefined;
  const range: PriceRange = {};
  if (min !== null) range.min = min;
  if (max !== null) range.max = max;
  return range;
}

const REFINEMENT_KEY = /^refinementList\[([^[\]]+)\](?:\[(\d*)\])?$/;

/** Segment before the page number of a prebuilt result page: /search/used-cars/page/2. */
export const PAGE_SEGMENT = 'page';

/**
 * The path of page `page` of a landing path, as prebuilt for browsers
 * without JavaScript (a static host cannot answer ?page=2):
 * ('/search/used-cars', 2) -> '/search/used-cars/page/2'; page 1 is the
 * landing path itself. {@link urlToState} reads it back; {@link stateToUrl}
 * never writes it (the URL of a state keeps SPEC.md §2's ?page=2).
 */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}/${PAGE_SEGMENT}/${page}` : path;
}

/**
 * The search state of a URL (absolute, or a path with optional query).
 * Paths outside /search, or /search paths whose segments the catalogue does
 * not know, give no path filter. A path ending in /page/{n} ({@link
 * pagedPath}) is page n of the path before it, unless the query names a
 * page. Unknown query parameters are ignored;
 * refinementList entries are read in index order ('refinementList[a][]' and
 * 'refinementList[a]' also accepted, after indexed ones). The result is in
 * normal form ({@link normaliseState}).
 */
export function urlToState(url: string, catalogue: SearchCatalogue): SearchState {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return normaliseState({ refinementList: {} }, catalogue);
  }
  const segments = parsed.pathname
    .split('/')
    .filter((s) => s !== '')
    .map(decodeSegment);
  const state: SearchState = { refinementList: {} };
  let pathPage: string | undefined;
  if (segments[0] === SEARCH_BASE_PATH.slice(1)) {
    const [number, marker] = [segments.at(-1) ?? '', segments.at(-2)];
    if (segments.length >= 4 && marker === PAGE_SEGMENT && /^\d+$/.test(number)) {
      pathPage = number;
      segments.splice(-2);
    }
    Object.assign(state, resolveSegments(segments.slice(1), catalogue));
  }

  const q = parsed.searchParams;
  const text = (key: string): string | undefined => q.get(key) ?? undefined;
  state.query = text('query');
  const page = q.get('page') ?? pathPage ?? null;
  if (page !== null && /^\d+$/.test(page)) state.page = Number(page);
  state.sortBy = text('sortBy');
  state.locationId = text('locationId');
  state.locationType = text('locationType');
  state.lat = parseFinite(q.get('lat'));
  state.lng = parseFinite(q.get('lng'));
  state.distance = parseFinite(q.get('distance'));
  for (const key of RANGE_KEYS) {
    const range = q.get(`range[${key}]`);
    if (range !== null) state[key] = parsePriceRange(range);
  }

  const entries: Array<{ attribute: string; index: number; order: number; value: string }> = [];
  let order = 0;
  for (const [key, value] of q) {
    const m = REFINEMENT_KEY.exec(key);
    if (!m?.[1]) continue;
    const index = m[2] !== undefined && m[2] !== '' ? Number(m[2]) : Number.POSITIVE_INFINITY;
    entries.push({ attribute: m[1], index, order: order++, value });
  }
  entries.sort((a, b) => a.index - b.index || a.order - b.order);
  for (const e of entries) {
    if (!isAttributeName(e.attribute)) continue;
    const values = Object.hasOwn(state.refinementList, e.attribute) ? state.refinementList[e.attribute] : undefined;
    if (values) values.push(e.value);
    else state.refinementList[e.attribute] = [e.value];
  }

  return normaliseState(state, catalogue);
}

/* ------------------------------------------------------------------------ */
/* Landing paths                                                             */
/* ------------------------------------------------------------------------ */

/** Counts of a tenant's listed stock per filter value, as the build or facets see them. */
export interface StockFacets {
  /** Cars per car_type. */
  carTypes?: Readonly<Partial<Record<CarType, number>>> | undefined;
  /** Cars per make label. */
  makes?: Readonly<Record<string, number>> | undefined;
  /** Cars per make and model label. */
  models?: ReadonlyArray<{ make: string; model: string; count: number }> | undefined;
  /** Cars per body type (`simple_body`), before case-insensitive de-duplication. */
  bodyTypes?: Readonly<Record<string, number>> | undefined;
  /** Cars per dealership_slug. */
  dealerships?: Readonly<Record<string, number>> | undefined;
  /** Cars per location slug. */
  locations?: Readonly<Record<string, number>> | undefined;
}

/** Display names for dealership and location slugs (slug -> label); slugs without one show as themselves. */
export interface CatalogueNames {
  dealerships?: readonly CatalogueEntry[] | undefined;
  locations?: readonly CatalogueEntry[] | undefined;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function uniqueBySlug(entries: Iterable<CatalogueEntry>): CatalogueEntry[] {
  const seen = new Set<string>();
  const out: CatalogueEntry[] = [];
  for (const e of entries) {
    const key = e.slug.toLowerCase();
    if (e.slug === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(e);
  }
  return out;
}

/** Body type counts merged under their one stock value ({@link canonicalBodyType}: 'SUV' and 'suv', 'hatch' and 'hatchback'). */
function canonicalBodyCounts(counts: Readonly<Record<string, number>> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [value, count] of Object.entries(counts ?? {})) {
    const body = canonicalBodyType(value);
    if (body !== null) out[body] = (out[body] ?? 0) + count;
  }
  return out;
}

function stocked(counts: Readonly<Record<string, number>> | undefined): string[] {
  return sortFacets(counts ?? {})
    .filter((e) => e.count > 0)
    .map((e) => e.label);
}

/**
 * The catalogue of a tenant's stock: makes and models slugged with
 * {@link slugify}, body types merged under their stock value
 * ({@link canonicalBodyType}: letter case and aliases) and slugged with
 * {@link bodyTypeSlug}, dealership and location slugs as given with labels
 * from `names`. Values with no cars are left out; the most common value
 * keeps a slug two values share.
 */
export function catalogueFromFacets(facets: StockFacets, names: CatalogueNames = {}): SearchCatalogue {
  const makes = uniqueBySlug(stocked(facets.makes).map((label) => ({ slug: slugify(label), label })));
  const models: ModelCatalogueEntry[] = [];
  const seenModels = new Set<string>();
  const sortedModels = [...(facets.models ?? [])]
    .filter((m) => m.count > 0)
    .sort((a, b) => b.count - a.count || compareText(a.make, b.make) || compareText(a.model, b.model));
  for (const m of sortedModels) {
    const slug = slugify(m.model);
    const key = `${m.make}\u0000${slug}`;
    if (slug === '' || seenModels.has(key)) continue;
    seenModels.add(key);
    models.push({ make: m.make, slug, label: m.model });
  }
  const bodyTypes = uniqueBySlug(
    bodyTypeFacets(canonicalBodyCounts(facets.bodyTypes))
      .filter((e) => e.count > 0)
      .map((e) => ({ slug: bodyTypeSlug(e.label), label: e.label })),
  );
  const named = (slugs: string[], list: readonly CatalogueEntry[] | undefined): CatalogueEntry[] =>
    uniqueBySlug(slugs.map((slug) => ({ slug, label: list?.find((e) => e.slug === slug)?.label ?? slug })));
  return {
    makes,
    models,
    bodyTypes,
    dealerships: named(stocked(facets.dealerships), names.dealerships),
    locations: named(stocked(facets.locations), names.locations),
  };
}

/** What a landing path filters on. */
export type LandingKind = 'all' | 'carType' | 'make' | 'model' | 'body' | 'dealership' | 'location';

/** A search landing page a tenant's stock supports. */
export interface LandingPath {
  path: string;
  kind: LandingKind;
  /** The state the path stands for (normal form). */
  state: SearchState;
  /** Cars behind it. */
  count: number;
}

/**
 * The search paths worth a page for a tenant's stock: the default path
 * always; each car-type path with cars (new-and-demo when new or demo
 * cars exist); each make, make/model, body type, dealership and location
 * with cars whose filter fits wholly in a path under `catalogue` (default:
 * {@link catalogueFromFacets} of the same facets). In that order, values by
 * count then name; a path is listed once.
 */
export function landingPaths(
  facets: StockFacets,
  catalogue: SearchCatalogue = catalogueFromFacets(facets),
): LandingPath[] {
  const out: LandingPath[] = [];
  const seen = new Set<string>();
  const add = (kind: LandingKind, state: SearchState, count: number): void => {
    const url = stateToUrl(state, catalogue);
    if (url.includes('?') || seen.has(url)) return;
    seen.add(url);
    out.push({ path: url, kind, state: normaliseState(state, catalogue), count });
  };

  const typeCount = (types: readonly CarType[]): number =>
    types.reduce((sum, t) => sum + (facets.carTypes?.[t] ?? 0), 0);
  add('all', { refinementList: {} }, typeCount(CAR_TYPE_ORDER));
  for (const filter of CAR_TYPE_FILTERS) {
    if (filter === 'all') continue;
    const count = typeCount(CAR_TYPE_VALUES[filter]);
    if (count > 0) add('carType', { carType: filter, refinementList: {} }, count);
  }
  for (const make of sortFacets(facets.makes ?? {})) {
    if (make.count > 0) add('make', { make: make.label, refinementList: {} }, make.count);
  }
  const models = [...(facets.models ?? [])].filter((m) => m.count > 0).sort((a, b) => b.count - a.count);
  for (const m of models) add('model', { make: m.make, model: m.model, refinementList: {} }, m.count);
  for (const body of bodyTypeFacets(canonicalBodyCounts(facets.bodyTypes))) {
    if (body.count > 0) add('body', { body: body.label, refinementList: {} }, body.count);
  }
  for (const d of sortFacets(facets.dealerships ?? {})) {
    if (d.count > 0) add('dealership', { dealership: d.label, refinementList: {} }, d.count);
  }
  for (const l of sortFacets(facets.locations ?? {})) {
    if (l.count > 0) add('location', { location: l.label, refinementList: {} }, l.count);
  }
  return out;
}
