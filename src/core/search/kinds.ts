/**
 * What kind of vehicle a search lists (SPEC.md §1 "new, demo and used cars
 * (also trucks, motorcycles, caravans on some sites)", §3 Car item_type), so
 * titles, breadcrumbs and buttons name motorcycles, trucks and caravans as
 * what they are: 'Used Caravans', 'Harley-Davidson Motorcycles for Sale',
 * 'Show Me 143 Caravans'.
 *
 * The tenant's search catalogue records the kind of each make, model, body
 * type, dealership and location whose listed stock is all of one kind other
 * than car ({@link withVehicleKinds}); a search's kind follows from its
 * filters ({@link stateKind}). Stock of mixed kinds is named with the spec's
 * generic word, cars.
 */

import type { CarType } from '../types.ts';
import {
  bodyTypeLabel,
  canonicalBodyType,
  CAR_TYPE_VALUES,
  normaliseState,
  REFINEMENT_ATTRIBUTES,
  VEHICLE_KINDS,
  type CatalogueEntry,
  type SearchCatalogue,
  type SearchState,
  type VehicleKind,
} from './routing.ts';

export { VEHICLE_KINDS, type VehicleKind };

const NOUNS: Readonly<Record<VehicleKind, { one: string; many: string }>> = {
  car: { one: 'Car', many: 'Cars' },
  motorcycle: { one: 'Motorcycle', many: 'Motorcycles' },
  truck: { one: 'Truck', many: 'Trucks' },
  caravan: { one: 'Caravan', many: 'Caravans' },
};

/** The kind of a car's item_type: a known value, else car (missing or unknown). */
export function vehicleKindOf(itemType: string | null | undefined): VehicleKind {
  return (VEHICLE_KINDS as readonly string[]).includes(itemType ?? '') ? (itemType as VehicleKind) : 'car';
}

/** The noun of a kind for a count: 'Car' for 1, else 'Cars' ('Caravan', 'Motorcycles'...). Default car. */
export function vehicleNoun(kind: VehicleKind | null | undefined, count = 2): string {
  const noun = NOUNS[kind ?? 'car'];
  return count === 1 ? noun.one : noun.many;
}

/**
 * Our own word for stock in headings and labels that are not the spec's ('Featured Vehicles',
 * 'Previous vehicles'): the kind's plural ('Caravans'), 'Vehicles' for cars and mixed stock.
 */
export function stockWord(kind: VehicleKind | null | undefined): string {
  return kind === undefined || kind === null || kind === 'car' ? 'Vehicles' : vehicleNoun(kind);
}

/**
 * Our own words for one item on its page ('Vehicle Location', 'Share this car'): for a car the
 * generic 'Vehicle' and 'car', else the kind's noun ('Caravan', 'caravan'). Default car.
 */
export function itemWords(kind: VehicleKind | null | undefined): { title: string; noun: string } {
  const one = vehicleNoun(kind, 1);
  return { title: kind === undefined || kind === null || kind === 'car' ? 'Vehicle' : one, noun: one.toLowerCase() };
}

/**
 * What a search offers that means nothing for a kind, the one rule for filters and sorts: a
 * caravan is towed, so it has no odometer, gearbox, fuel or drive, and it sleeps people rather
 * than seating them (its cards show length, sleeps, ATM and tare instead). A motorhome is item
 * type caravan too but is driven: a search narrowed to driven bodies only offers them all again.
 * Attributes are the search documents' names (`km` for the kilometre range), sorts the site's
 * sort values, bodies the stock's simple_body values (any case).
 */
const MEANINGLESS: Partial<
  Record<VehicleKind, { attributes: readonly string[]; sorts: readonly string[]; drivenBodies: readonly string[] }>
> = {
  caravan: {
    attributes: ['km', 'simple_transmission', 'simple_fuel', 'simple_drive', 'seats'],
    sorts: ['km-asc', 'km-desc'],
    drivenBodies: ['motorhome'],
  },
};

/** What stays hidden for stock of `kind` narrowed to `bodies` (none chosen: every body). */
function hiddenFor(
  kind: VehicleKind | null | undefined,
  bodies: readonly string[],
): { attributes: readonly string[]; sorts: readonly string[] } {
  const rule = MEANINGLESS[kind ?? 'car'];
  if (!rule) return { attributes: [], sorts: [] };
  const driven = bodies.length > 0 && bodies.every((b) => rule.drivenBodies.includes(b.toLowerCase()));
  return driven ? { attributes: [], sorts: [] } : rule;
}

/**
 * Whether the search filter on `attribute` means something for stock of `kind` (missing: car),
 * when the search is narrowed to the body types `bodies`.
 */
export function attributeAppliesTo(
  attribute: string,
  kind: VehicleKind | null | undefined,
  bodies: readonly string[] = [],
): boolean {
  return !hiddenFor(kind, bodies).attributes.includes(attribute);
}

/**
 * The tenant's sort options without those that mean nothing for the kind of its stock
 * (`catalogue.kind`, {@link withVehicleKinds}) narrowed to `bodies`; every option when that
 * would leave none.
 */
export function sortOptionsForKind<O extends { value: string }>(
  options: readonly O[],
  kind: VehicleKind | null | undefined,
  bodies: readonly string[] = [],
): O[] {
  const hidden = hiddenFor(kind, bodies).sorts;
  const kept = options.filter((o) => !hidden.includes(o.value));
  return kept.length > 0 ? kept : [...options];
}

/** A listed car as {@link withVehicleKinds} reads it (the search document's fields). */
export interface KindedCar {
  item_type?: string | null | undefined;
  make: string;
  model: string;
  simple_body?: string | null | undefined;
  dealership_slug?: string | null | undefined;
  location_slug?: string | null | undefined;
}

/** Kinds met per key; 'mixed' once two differ. */
class KindTally {
  private readonly seen = new Map<string, VehicleKind | 'mixed'>();
  add(key: string | null | undefined, kind: VehicleKind): void {
    if (key === null || key === undefined || key === '') return;
    const before = this.seen.get(key);
    this.seen.set(key, before === undefined || before === kind ? kind : 'mixed');
  }
  /** The one kind of a key when it is not car (cars and mixed stock go unmarked). */
  kind(key: string): VehicleKind | undefined {
    const kind = this.seen.get(key);
    return kind === undefined || kind === 'mixed' || kind === 'car' ? undefined : kind;
  }
}

function marked<E extends CatalogueEntry>(entries: readonly E[], kindOf: (entry: E) => VehicleKind | undefined): E[] {
  return entries.map((entry) => {
    const { kind: _old, ...rest } = entry;
    const kind = kindOf(entry);
    return (kind === undefined ? rest : { ...rest, kind }) as E;
  });
}

/**
 * The catalogue with the kind of each entry whose listed cars are all of one
 * kind other than car (`kind: 'motorcycle'` on Harley-Davidson), and the
 * catalogue's own `kind` when the tenant's whole stock is (a caravan
 * dealer). Cars and stock of mixed kinds are left unmarked: they read as
 * cars. Body types are matched ignoring case (the catalogue's labels are the
 * stock values).
 */
export function withVehicleKinds(catalogue: SearchCatalogue, cars: Iterable<KindedCar>): SearchCatalogue {
  const all = new KindTally();
  const makes = new KindTally();
  const models = new KindTally();
  const bodies = new KindTally();
  const dealerships = new KindTally();
  const locations = new KindTally();
  for (const car of cars) {
    const kind = vehicleKindOf(car.item_type);
    all.add('*', kind);
    makes.add(car.make, kind);
    models.add(`${car.make}\u0000${car.model}`, kind);
    bodies.add(car.simple_body?.toLowerCase(), kind);
    dealerships.add(car.dealership_slug, kind);
    locations.add(car.location_slug, kind);
  }
  const { kind: _old, ...rest } = catalogue;
  const tenant = all.kind('*');
  return {
    ...rest,
    ...(tenant !== undefined && { kind: tenant }),
    makes: marked(catalogue.makes, (e) => makes.kind(e.label)),
    models: marked(catalogue.models, (e) => models.kind(`${e.make}\u0000${e.label}`)),
    bodyTypes: marked(catalogue.bodyTypes, (e) => bodies.kind(e.label.toLowerCase())),
    dealerships: marked(catalogue.dealerships, (e) => dealerships.kind(e.slug)),
    locations: marked(catalogue.locations, (e) => locations.kind(e.slug)),
  };
}

/**
 * The kind a search lists: the tenant's when its whole stock is one kind;
 * else the kind its filters agree on. A filter (make, model, body type,
 * dealership, location; one value or several) names a kind when every value
 * chosen has that kind in the catalogue; filters naming two kinds, or none,
 * give car (the spec's generic word).
 */
export function stateKind(state: SearchState, catalogue: SearchCatalogue): VehicleKind {
  if (catalogue.kind !== undefined) return catalogue.kind;
  const n = normaliseState(state, catalogue);
  const kinds = new Set<VehicleKind>();
  const dimension = (
    field: 'make' | 'model' | 'body' | 'dealership' | 'location',
    lookup: (value: string) => CatalogueEntry | undefined,
  ) => {
    const value = n[field];
    const values = value !== undefined ? [value] : (n.refinementList[REFINEMENT_ATTRIBUTES[field]] ?? []);
    if (values.length === 0) return;
    const found = values.map((v) => lookup(v)?.kind);
    const first = found[0];
    if (first !== undefined && found.every((k) => k === first)) kinds.add(first);
  };
  dimension('make', (v) => catalogue.makes.find((e) => e.label === v));
  dimension('model', (v) => catalogue.models.find((e) => e.label === v && (n.make === undefined || e.make === n.make)));
  dimension('body', (v) => catalogue.bodyTypes.find((e) => e.label.toLowerCase() === v.toLowerCase()));
  dimension('dealership', (v) => catalogue.dealerships.find((e) => e.slug === v));
  dimension('location', (v) => catalogue.locations.find((e) => e.slug === v));
  return kinds.size === 1 ? ([...kinds][0] as VehicleKind) : 'car';
}

/* ------------------------------------------------------------------------ */
/* Words naming a search's vehicles (titles.ts, saved-name.ts)               */
/* ------------------------------------------------------------------------ */

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
