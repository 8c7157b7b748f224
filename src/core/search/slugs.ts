/**
 * The search's vocabulary of paths (SPEC.md §2 Search): car-type filters and their path
 * segments, body types with their labels, slugs and aliases, and `slugify`. The URL codec
 * (routing.ts) and the normal form of a search (state.ts) build on these.
 */

import type { CarType } from '../types.ts';

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

/** Car types in the order the normal form lists them. */
export const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'demo', 'used'];

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
