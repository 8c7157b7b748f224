/**
 * The single tag drawn over a car's image (SPEC.md §4 "Image tag precedence"
 * and "Availability"). Pure: the instant used for the just-arrived window is a
 * parameter.
 */

import type { CarTagFields, CarType } from '../types.ts';
import { showsAsSold, soldTag } from './availability.ts';

/** Fuel types that get a fuel tag (SPEC.md §3 simple_fuel), in display spelling. */
export const FUEL_TAG_TYPES = ['Electric', 'Hybrid', 'PHEV'] as const;

/** Tag text for reserved cars (SPEC.md §4 step 2). */
export const RESERVED_TAG = 'RESERVED';

/** Tag text for coming_soon cars (SPEC.md §4 step 5). */
export const COMING_SOON_TAG = 'COMING SOON';

/** Make whose certified used cars get the certified-pre-owned logo (SPEC.md §4 step 3). */
export const CERTIFIED_PRE_OWNED_MAKE = 'Toyota';

/** Accessible text of the certified-pre-owned logo (the spec shows a logo, no text). */
export const CERTIFIED_PRE_OWNED_TEXT = 'Toyota Certified Pre-Owned';

/**
 * Which certified-pre-owned programme a car's badge belongs to: Toyota's (SPEC.md §4 step 3, with
 * its information dialog, §2) or the one luxury make a site names (§2 "certified-pre-owned badge
 * for one luxury make").
 */
export interface CertifiedPreOwned {
  programme: 'toyota' | 'luxury';
  /** The make as the site setting or the rule spells it ('Toyota', 'Lexus'). */
  make: string;
  /** The logo's text: '{make} Certified Pre-Owned'. */
  text: string;
}

/** The site switches of {@link certifiedPreOwned}; both off by default ("site-dependent"). */
export interface CertifiedPreOwnedOptions {
  /** Certified used Toyotas get the Toyota logo. Default false. */
  toyota?: boolean | undefined;
  /** The one luxury make whose certified used cars get its logo; null or blank for none. */
  luxuryMake?: string | null | undefined;
}

/**
 * The certified-pre-owned badge of a car, or null: the car is `certified: true`, used, and of
 * Toyota (when the site shows the Toyota logo) or of the site's luxury make (compared trimmed and
 * case-insensitively). New and demo cars never qualify, whatever their flag says.
 */
export function certifiedPreOwned(
  car: Pick<CarTagFields, 'certified' | 'car_type' | 'make'>,
  options: CertifiedPreOwnedOptions,
): CertifiedPreOwned | null {
  if (car.certified !== true || car.car_type !== 'used') return null;
  const make = car.make.trim().toLowerCase();
  if (options.toyota === true && make === CERTIFIED_PRE_OWNED_MAKE.toLowerCase())
    return { programme: 'toyota', make: CERTIFIED_PRE_OWNED_MAKE, text: CERTIFIED_PRE_OWNED_TEXT };
  const luxury = options.luxuryMake?.trim();
  if (luxury && make === luxury.toLowerCase())
    return { programme: 'luxury', make: luxury, text: `${luxury} Certified Pre-Owned` };
  return null;
}

/** Default just-arrived window in days (SPEC.md §9: "Just-arrived window 8 days default"). */
export const DEFAULT_JUST_ARRIVED_DAYS = 8;

/** Default just-arrived tag text (SPEC.md §4 step 6: "default New"). */
export const DEFAULT_JUST_ARRIVED_TAG = 'New';

/**
 * Just-arrived text on a car whose condition the tenant's tag name would misstate: a used or
 * demo car under the default 'New' (docs/decisions.md, "Just-arrived tag on used and demo cars").
 */
export const JUST_ARRIVED_TAG = 'Just Arrived';

/** Tag names that read as a car's condition (car_type), compared trimmed and case-insensitively. */
const CONDITION_NAMES: ReadonlyMap<string, CarType> = new Map([
  ['new', 'new'],
  ['brand new', 'new'],
  ['all new', 'new'],
  ['all-new', 'new'],
  ['demo', 'demo'],
  ['ex demo', 'demo'],
  ['ex-demo', 'demo'],
  ['used', 'used'],
  ['pre-owned', 'used'],
  ['pre owned', 'used'],
]);

/**
 * The just-arrived tag's text for one car (SPEC.md §4 step 6): the tenant's name (default
 * 'New'), unless that name reads as a condition the car does not have ('New' on a used or demo
 * car, 'Demo' on a used one); then {@link JUST_ARRIVED_TAG}. On a card a tag reads as the car's
 * condition, and a 'NEW' badge on a 2018 car with 84,680 km misleads the shopper.
 */
export function justArrivedText(name: string | null | undefined, carType: CarType): string {
  const text = name?.trim() || DEFAULT_JUST_ARRIVED_TAG;
  const condition = CONDITION_NAMES.get(text.toLowerCase().replace(/\s+/g, ' '));
  return condition === undefined || condition === carType ? text : JUST_ARRIVED_TAG;
}

const DAY_MS = 86_400_000;

/** The tag to draw, or null for none (step 7). */
export type ImageTag =
  | { kind: 'sold'; text: string }
  | { kind: 'fuel'; text: (typeof FUEL_TAG_TYPES)[number] }
  | { kind: 'reserved'; text: typeof RESERVED_TAG }
  | ({ kind: 'certified' } & CertifiedPreOwned)
  | { kind: 'label'; text: string }
  | { kind: 'coming-soon'; text: typeof COMING_SOON_TAG }
  | { kind: 'just-arrived'; text: string };

/** Site settings and switches read by {@link imageTag}. */
export interface ImageTagOptions {
  /** Step 1: "Electric/Hybrid/PHEV tag when the site enables it". Default false. */
  fuelTagEnabled?: boolean | undefined;
  /** Step 3: certified-pre-owned logo, "site-dependent". Default false. */
  certifiedLogoEnabled?: boolean | undefined;
  /** Step 3 for the site's one luxury make (§2); null or absent for none. */
  certifiedLuxuryMake?: string | null | undefined;
  /** Site specifications (SPEC.md §1); missing or blank values use the defaults. */
  specifications?:
    | {
        just_arrived_days?: number | null | undefined;
        just_arrived_tag_name?: string | null | undefined;
        sold_tag_name?: string | null | undefined;
      }
    | null
    | undefined;
}

function fuelTag(simpleFuel: string | null | undefined): (typeof FUEL_TAG_TYPES)[number] | null {
  const wanted = simpleFuel?.trim().toLowerCase();
  return FUEL_TAG_TYPES.find((f) => f.toLowerCase() === wanted) ?? null;
}

/**
 * Whether `created_at` falls within the just-arrived window: at most
 * `days` x 24 hours before `now` (exactly 8 days old still counts, one
 * millisecond more does not). A created_at after `now` (clock skew between
 * feed and build) counts as just arrived. A window of 0 days or less, or an
 * unreadable created_at, never matches.
 */
export function isJustArrived(createdAt: string, now: Date, days: number): boolean {
  if (!(days > 0)) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= days * DAY_MS;
}

/**
 * Image tag (SPEC.md §4). Cars shown as sold ({@link showsAsSold}: any
 * status other than in_stock / coming_soon, or `sold: true`) always get the
 * sold tag (specifications.sold_tag_name, default 'JUST SOLD'): shoppers must
 * see that first. Otherwise the first matching step wins, exactly in the
 * spec's order:
 *
 * 1. simple_fuel Electric / Hybrid / PHEV, when `fuelTagEnabled`;
 * 2. reserved -> 'RESERVED';
 * 3. certified used Toyota -> certified-pre-owned logo, when `certifiedLogoEnabled`, or of the
 *    site's `certifiedLuxuryMake` ({@link certifiedPreOwned});
 * 4. free-text `tag` (trimmed, non-blank) as a label;
 * 5. status coming_soon -> 'COMING SOON';
 * 6. created within specifications.just_arrived_days (default 8) ->
 *    specifications.just_arrived_tag_name (default 'New'), 'Just Arrived' where that name
 *    misstates the car's condition ({@link justArrivedText});
 * 7. nothing (null).
 */
export function imageTag(car: CarTagFields, now: Date, options: ImageTagOptions = {}): ImageTag | null {
  const specs = options.specifications ?? {};
  if (showsAsSold(car)) return { kind: 'sold', text: soldTag(specs) };

  const fuel = options.fuelTagEnabled === true ? fuelTag(car.simple_fuel) : null;
  if (fuel) return { kind: 'fuel', text: fuel };

  if (car.reserved === true) return { kind: 'reserved', text: RESERVED_TAG };

  const certified = certifiedPreOwned(car, {
    toyota: options.certifiedLogoEnabled,
    luxuryMake: options.certifiedLuxuryMake,
  });
  if (certified) return { kind: 'certified', ...certified };

  const label = car.tag?.trim();
  if (label) return { kind: 'label', text: label };

  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: COMING_SOON_TAG };

  const days = specs.just_arrived_days ?? DEFAULT_JUST_ARRIVED_DAYS;
  if (isJustArrived(car.created_at, now, days))
    return { kind: 'just-arrived', text: justArrivedText(specs.just_arrived_tag_name, car.car_type) };

  return null;
}
