/**
 * What a search shows (SPEC.md §2 Search): the search state, the tenant's catalogue of the
 * values its paths may name, and the normal form every state is brought to
 * ({@link normaliseState}), so that a state survives the trip through its URL (routing.ts).
 */

import { parseMoney } from '../money.ts';
import type { CarType } from '../types.ts';
import { CAR_TYPE_ORDER, CAR_TYPE_VALUES, type CarTypeFilter } from './slugs.ts';
import { hasLocation, sortWithLocation } from './nearest.ts';

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

/** Numeric ranges the URL carries, in URL order: range[price], range[year], range[km]. */
export const RANGE_KEYS = ['price', 'year', 'km'] as const;

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

export type Dimension = 'make' | 'model' | 'body' | 'dealership' | 'location';
export const DIMENSIONS: readonly Dimension[] = ['make', 'model', 'body', 'dealership', 'location'];

function cleanText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.toWellFormed();
  return text === '' ? undefined : text;
}

function cleanNumber(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return value === 0 ? 0 : value;
}

export function formatPrice(value: number): string {
  return String(value);
}

/** A price bound survives the URL only if its text parses back to it. */
function cleanPrice(value: unknown): number | undefined {
  const n = cleanNumber(value);
  return n !== undefined && parseMoney(formatPrice(n)) === n ? n : undefined;
}

/** Attribute names a URL can carry: not empty, no brackets, and not '__proto__' (unsafe as an object key). */
export function isAttributeName(name: string): boolean {
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
 * - sortBy 'nearest' kept only with lat and lng (core nearest.ts);
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
  // 'Nearest first' only with a location (nearest.ts): without one, the default sort.
  if (sortWithLocation(out.sortBy, hasLocation(out)) === undefined) delete out.sortBy;
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
