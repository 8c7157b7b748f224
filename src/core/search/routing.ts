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

/* ------------------------------------------------------------------------ */
/* Car types                                                                 */
/* ------------------------------------------------------------------------ */

/** Car-type filter of the search (SPEC.md §2 paths); 'all' is the default. */
export type CarTypeFilter = 'all' | 'new' | 'used' | 'demo' | 'new-and-demo';

/** Every car-type filter, in the order of the spec's path list. */
export const CAR_TYPE_FILTERS = [
  'all',
  'used',
  'new-and-demo',
  'new',
  'demo',
] as const satisfies readonly CarTypeFilter[];

/** Search root. */
export const SEARCH_BASE_PATH = '/search';

/** Path segment of each car-type filter (SPEC.md §2). */
export const CAR_TYPE_SEGMENTS = {
  all: 'new-used-and-demo-cars',
  used: 'used-cars',
  'new-and-demo': 'new-and-demo-cars',
  new: 'new-cars',
  demo: 'demo-cars',
} as const satisfies Record<CarTypeFilter, string>;

/** Default search path: every car type (SPEC.md §2). */
export const DEFAULT_SEARCH_PATH = `${SEARCH_BASE_PATH}/${CAR_TYPE_SEGMENTS.all}`;

/** Path of a car-type filter, e.g. 'used' -> '/search/used-cars'. */
export function carTypePath(carType: CarTypeFilter): string {
  return `${SEARCH_BASE_PATH}/${CAR_TYPE_SEGMENTS[carType]}`;
}

/** `car_type` values each filter stands for (SPEC.md §3 car_type: new, demo, used). */
export const CAR_TYPE_VALUES = {
  new: ['new'],
  used: ['used'],
  demo: ['demo'],
  'new-and-demo': ['new', 'demo'],
} as const satisfies Record<Exclude<CarTypeFilter, 'all'>, readonly CarType[]>;

const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used'];

/* ------------------------------------------------------------------------ */
/* Slugs and body types                                                      */
/* ------------------------------------------------------------------------ */

/**
 * URL slug of a make, model or other label: accents removed, lower-case,
 * every run of characters other than a-z and 0-9 (spaces included) becomes
 * one hyphen, no hyphen at either end. 'Land Rover' -> 'land-rover',
 * 'HiLux' -> 'hilux', 'CX-5' -> 'cx-5', 'Citroën' -> 'citroen'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A body type of SPEC.md §9 with its URL slug and display label. */
export interface BodyType {
  /** The spec's name. */
  key: string;
  /** Slug in /search/{slug}-cars: the key in kebab case. */
  slug: string;
  /** Display label (a choice; the spec lists names only). */
  label: string;
}

/** Body types (SPEC.md §9), in the spec's order; path /search/{slug}-cars. */
export const BODY_TYPES = [
  { key: '4x4', slug: '4x4', label: '4x4' },
  { key: 'bus', slug: 'bus', label: 'Bus' },
  { key: 'cabChassis', slug: 'cab-chassis', label: 'Cab Chassis' },
  { key: 'convertible', slug: 'convertible', label: 'Convertible' },
  { key: 'coupe', slug: 'coupe', label: 'Coupe' },
  { key: 'ev', slug: 'ev', label: 'EV' },
  { key: 'hardtop', slug: 'hardtop', label: 'Hardtop' },
  { key: 'hatch', slug: 'hatch', label: 'Hatch' },
  { key: 'hatchback', slug: 'hatchback', label: 'Hatchback' },
  { key: 'motorhome', slug: 'motorhome', label: 'Motorhome' },
  { key: 'lightTruck', slug: 'light-truck', label: 'Light Truck' },
  { key: 'peopleMover', slug: 'people-mover', label: 'People Mover' },
  { key: 'prestige', slug: 'prestige', label: 'Prestige' },
  { key: 'sedan', slug: 'sedan', label: 'Sedan' },
  { key: 'softtop', slug: 'softtop', label: 'Softtop' },
  { key: 'suv', slug: 'suv', label: 'SUV' },
  { key: 'ute', slug: 'ute', label: 'Ute' },
  { key: 'van', slug: 'van', label: 'Van' },
  { key: 'wagon', slug: 'wagon', label: 'Wagon' },
  { key: 'stationWagon', slug: 'station-wagon', label: 'Station Wagon' },
] as const satisfies readonly BodyType[];

/** Suffix of body-type path segments: /search/{slug}-cars. */
export const BODY_PATH_SUFFIX = '-cars';

/** Path of a body-type slug: 'suv' -> '/search/suv-cars', 'people-mover' -> '/search/people-mover-cars'. */
export function bodyTypePath(slug: string): string {
  return `${SEARCH_BASE_PATH}/${slug}${BODY_PATH_SUFFIX}`;
}

/**
 * Body types that are one facet value, search path and label under another
 * (SPEC.md §9 lists both 'hatch' and 'hatchback'; feeds use them for the same
 * cars): key -> the key it merges into. A choice.
 */
export const BODY_TYPE_ALIASES: Readonly<Record<string, (typeof BODY_TYPES)[number]['key']>> = {
  hatchback: 'hatch',
};

/** The {@link BODY_TYPES} entry a value names (key, label or slug, ignoring case), aliases followed. */
function knownBodyType(value: string): (typeof BODY_TYPES)[number] | undefined {
  const text = value.trim().toLowerCase();
  const slug = slugify(value);
  const known = BODY_TYPES.find(
    (b) => b.key.toLowerCase() === text || b.label.toLowerCase() === text || b.slug === slug,
  );
  const alias = known ? BODY_TYPE_ALIASES[known.key] : undefined;
  return alias === undefined ? known : BODY_TYPES.find((b) => b.key === alias);
}

/**
 * The one stock value of a body type (the search document's `simple_body`):
 * a {@link BODY_TYPES} body given by key, label or slug in any letter case
 * becomes its spec key, aliases merged ('SUV' -> 'suv', 'People Mover' ->
 * 'peopleMover', 'hatchback' -> 'hatch'); any other value is kept, trimmed
 * ('Naked'). Blank gives null. So facets count 'hatch', 'Hatch' and
 * 'hatchback' as one value (SPEC.md §5 "Body types de-duplicated
 * case-insensitively").
 */
export function canonicalBodyType(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  return knownBodyType(value)?.key ?? value.trim();
}

/**
 * Slug of a body type given by spec key, label or stock value, ignoring case:
 * a {@link BODY_TYPES} entry's slug when one matches, aliases merged
 * ('peopleMover', 'People Mover' -> 'people-mover'; 'SUV' -> 'suv';
 * 'hatchback' -> 'hatch'), else {@link slugify}.
 */
export function bodyTypeSlug(value: string): string {
  return knownBodyType(value)?.slug ?? slugify(value);
}

/** Each word's first letter upper-cased: 'sport' -> 'Sport', 'tray back' -> 'Tray Back'. */
function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Display label of a body type given by key, label or stock value: a
 * {@link BODY_TYPES} label ('hatch' and 'hatchback' -> 'Hatch', 'lightTruck'
 * -> 'Light Truck', 'peopleMover' -> 'People Mover'), else the value with
 * each word capitalised ('sport' -> 'Sport', 'Naked' -> 'Naked'), never a
 * raw stock value.
 */
export function bodyTypeLabel(value: string): string {
  return knownBodyType(value)?.label ?? titleCase(value);
}

/* ------------------------------------------------------------------------ */
/* State and catalogue                                                       */
/* ------------------------------------------------------------------------ */

/** Price filter; either end may be open. */
export interface PriceRange {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * A range with its ends in order: when both ends are given and `min` is above
 * `max` they are swapped ('Price from $12,345' and 'Price to $10,000' mean
 * $10,000 to $12,345), so min <= max always holds; an open end stays open.
 * A choice: swapping keeps both numbers the shopper typed, where clamping
 * would drop one.
 */
export function orderedRange<R extends PriceRange>(range: R): R {
  const { min, max } = range;
  if (min === undefined || max === undefined || min <= max) return range;
  return { ...range, min: max, max: min };
}

/** What a search shows; the URL is a function of it and back. */
export interface SearchState {
  /** Car types shown. Default (and when omitted) 'all'. */
  carType?: CarTypeFilter | undefined;
  /** Make label as in stock, e.g. 'Toyota'. */
  make?: string | undefined;
  /** Model label as in stock, e.g. 'HiLux'. */
  model?: string | undefined;
  /** Body type as in stock (`simple_body`), e.g. 'SUV'. */
  body?: string | undefined;
  /** Dealership slug (`dealership_slug`). */
  dealership?: string | undefined;
  /** Location slug (`location.slug`). */
  location?: string | undefined;
  /** Free-text query. */
  query?: string | undefined;
  /** 1-based page; 1 is the default and never written. */
  page?: number | undefined;
  /** Sort id (options.ts). */
  sortBy?: string | undefined;
  /** Chosen place or location id (opaque text). */
  locationId?: string | undefined;
  /** Kind of {@link locationId} (opaque text). */
  locationType?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  /**
   * Radius in km around lat/lng (URL `distance`, SPEC.md §9 radius options;
   * a search with lat/lng and no distance uses DEFAULT_RADIUS_KM).
   */
  distance?: number | undefined;
  price?: PriceRange | undefined;
  /** Model year range (range[year]=min:max). */
  year?: PriceRange | undefined;
  /** Odometer range in km (range[km]=min:max). */
  km?: PriceRange | undefined;
  /** Menu-style filters: attribute -> selected values (OR within an attribute). */
  refinementList: Record<string, string[]>;
}

/** Index attribute each single-value field refines (SPEC.md §3 field names). */
export const REFINEMENT_ATTRIBUTES = {
  carType: 'car_type',
  make: 'make',
  model: 'model',
  body: 'simple_body',
  dealership: 'dealership_slug',
  location: 'location.slug',
} as const;

/** SPEC.md §3 item_type values; a car without one is a car (core/search/kinds.ts names them). */
export const VEHICLE_KINDS = ['car', 'motorcycle', 'truck', 'caravan'] as const;

/** One of {@link VEHICLE_KINDS}. */
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** A slug and the label it stands for. */
export interface CatalogueEntry {
  slug: string;
  label: string;
  /** Set when every listed vehicle behind the value is of this kind, other than car (kinds.ts). */
  kind?: VehicleKind | undefined;
}

/** A model slug; `make` is the make's label. */
export interface ModelCatalogueEntry extends CatalogueEntry {
  make: string;
}

/**
 * The tenant's known slugs, needed to read a path: which segments are
 * makes, models (per make), body types (slug without '-cars'), dealerships
 * and locations. Make, model and body labels are the stock values; for
 * dealerships and locations the state holds the slug and the label is for
 * display. Slugs are matched ignoring case; only lower-case a-z, 0-9 and
 * hyphen slugs are written into paths.
 */
export interface SearchCatalogue {
  makes: readonly CatalogueEntry[];
  models: readonly ModelCatalogueEntry[];
  bodyTypes: readonly CatalogueEntry[];
  dealerships: readonly CatalogueEntry[];
  locations: readonly CatalogueEntry[];
  /** Set when the tenant's whole listed stock is of this kind, other than car (kinds.ts: a caravan dealer). */
  kind?: VehicleKind | undefined;
}

/** A catalogue that knows no slugs: every filter goes in the query. */
export const EMPTY_CATALOGUE: SearchCatalogue = {
  makes: [],
  models: [],
  bodyTypes: [],
  dealerships: [],
  locations: [],
};

/* ------------------------------------------------------------------------ */
/* Normal form                                                               */
/* ------------------------------------------------------------------------ */

type Dimension = 'make' | 'model' | 'body' | 'dealership' | 'location';
const DIMENSIONS: readonly Dimension[] = ['make', 'model', 'body', 'dealership', 'location'];

function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.toWellFormed();
  return text === '' ? undefined : text;
}

function cleanNumber(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value;
}

function formatPrice(value: number): string {
  return String(value);
}

/** A price bound survives the URL only if its text parses back to it. */
function cleanPrice(value: unknown): number | undefined {
  const n = cleanNumber(value);
  return n !== undefined && parseMoney(formatPrice(n)) === n ? n : undefined;
}

/** Attribute names a URL can carry: not empty, no brackets, and not '__proto__' (unsafe as an object key). */
function isAttributeName(name: string): boolean {
  return name !== '' && name !== '__proto__' && !/[[\]]/.test(name);
}

function uniqueTexts(values: Iterable<unknown>): string[] {
  const out: string[] = [];
  for (const v of values) {
    const text = cleanText(v);
    if (text !== undefined && !out.includes(text)) out.push(text);
  }
  return out;
}

function carTypeFilterOf(types: ReadonlySet<CarType>): CarTypeFilter | null {
  if (types.size === 0 || types.size === CAR_TYPE_ORDER.length) return 'all';
  for (const [filter, values] of Object.entries(CAR_TYPE_VALUES) as Array<[CarTypeFilter, readonly CarType[]]>) {
    if (values.length === types.size && values.every((v) => types.has(v))) return filter;
  }
  return null;
}

/**
 * The canonical form of a state, the one {@link urlToState} returns:
 * - empty or non-text values dropped, lone UTF-16 surrogates replaced;
 *   refinement attributes that are empty, contain '[' or ']', or are
 *   '__proto__' dropped;
 * - for each single-value field, its value and its attribute's refinement
 *   values are merged (duplicates dropped, the field's value first): one
 *   value sits in the field, several in refinementList;
 * - car types likewise: the union of `carType` and refinementList.car_type
 *   (values other than new, demo, used dropped) becomes `carType` when it
 *   is one of the filters, is dropped when it is none or all three (the
 *   default 'all' is omitted), else stays as refinementList.car_type in the
 *   order new, demo, used;
 * - a model without any make takes its make from the catalogue when exactly
 *   one make has a model of that label;
 * - page kept only as a whole number from 2; distance only when above 0;
 *   lat, lng, distance, price bounds kept only when finite (-0 becomes 0; price bounds must read back exactly
 *   from their text); price omitted with neither bound; the price, year and km ranges with both
 *   ends in order ({@link orderedRange}: min above max are swapped).
 */
export function normaliseState(state: SearchState, catalogue: SearchCatalogue): SearchState {
  const refinements = new Map<string, string[]>();
  for (const [attribute, values] of Object.entries(state.refinementList ?? {})) {
    const name = attribute.toWellFormed();
    if (!isAttributeName(name) || !Array.isArray(values)) continue;
    const merged = uniqueTexts([...(refinements.get(name) ?? []), ...values]);
    if (merged.length > 0) refinements.set(name, merged);
  }

  const out: SearchState = { refinementList: {} };

  const types = new Set<CarType>();
  const filter = state.carType;
  if (filter !== undefined && filter !== 'all' && Object.hasOwn(CAR_TYPE_VALUES, filter)) {
    for (const t of CAR_TYPE_VALUES[filter]) types.add(t);
  }
  for (const v of refinements.get(REFINEMENT_ATTRIBUTES.carType) ?? []) {
    if ((CAR_TYPE_ORDER as readonly string[]).includes(v)) types.add(v as CarType);
  }
  refinements.delete(REFINEMENT_ATTRIBUTES.carType);
  const carType = carTypeFilterOf(types);
  if (carType === null) {
    refinements.set(
      REFINEMENT_ATTRIBUTES.carType,
      CAR_TYPE_ORDER.filter((t) => types.has(t)),
    );
  } else if (carType !== 'all') {
    out.carType = carType;
  }

  for (const dimension of DIMENSIONS) {
    const attribute = REFINEMENT_ATTRIBUTES[dimension];
    const values = uniqueTexts([state[dimension], ...(refinements.get(attribute) ?? [])]);
    refinements.delete(attribute);
    if (values.length === 1) out[dimension] = values[0];
    else if (values.length > 1) refinements.set(attribute, values);
  }

  if (out.model !== undefined && out.make === undefined && !refinements.has(REFINEMENT_ATTRIBUTES.make)) {
    const makes = new Set(catalogue.models.filter((m) => m.label === out.model).map((m) => m.make));
    const make = makes.size === 1 ? cleanText([...makes][0]) : undefined;
    if (make !== undefined) out.make = make;
  }

  const query = cleanText(state.query);
  if (query !== undefined) out.query = query;
  if (typeof state.page === 'number' && Number.isSafeInteger(state.page) && state.page >= 2) out.page = state.page;
  const sortBy = cleanText(state.sortBy);
  if (sortBy !== undefined) out.sortBy = sortBy;
  const locationId = cleanText(state.locationId);
  if (locationId !== undefined) out.locationId = locationId;
  const locationType = cleanText(state.locationType);
  if (locationType !== undefined) out.locationType = locationType;
  const lat = cleanNumber(state.lat);
  if (lat !== undefined) out.lat = lat;
  const lng = cleanNumber(state.lng);
  if (lng !== undefined) out.lng = lng;
  const distance = cleanNumber(state.distance);
  if (distance !== undefined && distance > 0) out.distance = distance;
  for (const key of RANGE_KEYS) {
    const min = cleanPrice(state[key]?.min);
    const max = cleanPrice(state[key]?.max);
    if (min !== undefined || max !== undefined) {
      const range: PriceRange = {};
      if (min !== undefined) range.min = min;
      if (max !== undefined) range.max = max;
      out[key] = orderedRange(range);
    }
  }

  for (const [attribute, values] of refinements) out.refinementList[attribute] = values;
  return out;
}

/**
 * Every filter of a state as attribute -> values (car type expanded to its
 * car_type values), the form both search backends filter on. Values of one
 * attribute are alternatives (OR); attributes combine with AND.
 */
export function refinementsOf(state: SearchState): Record<string, string[]> {
  const n = normaliseState(state, EMPTY_CATALOGUE);
  const out: Record<string, string[]> = { ...n.refinementList };
  if (n.carType !== undefined && n.carType !== 'all')
    out[REFINEMENT_ATTRIBUTES.carType] = [...CAR_TYPE_VALUES[n.carType]];
  for (const dimension of DIMENSIONS) {
    const value = n[dimension];
    if (value !== undefined) out[REFINEMENT_ATTRIBUTES[dimension]] = [value];
  }
  return out;
}

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
/** Numeric ranges the URL carries, in URL order: range[price], range[year], range[km]. */
export const RANGE_KEYS = ['price', 'year', 'km'] as const;

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
