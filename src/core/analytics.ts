/**
 * Analytics event ids (SPEC.md §7 "Analytics event ids") and the rules that
 * pick the enquiry and test-drive event for a car. Sending and error logging
 * ("failures caught and logged") belong to the adapter, not the core.
 */
import type { CoreCar } from './types.ts';

/**
 * Event ids of SPEC.md §7. Where the spec gives only the number, the constant
 * is named by that number (EVENT_4, EVENT_18, EVENT_49, EVENT_51, EVENT_60,
 * EVENT_61): their meaning is not in the spec.
 */
export const ANALYTICS_EVENT = {
  /** Id 4; meaning not given in the spec. */
  EVENT_4: 4,
  /** Id 9: finance modal form. */
  FINANCE_MODAL_FORM: 9,
  /** Id 14: new-car enquiry. */
  NEW_ENQUIRY: 14,
  /** Id 15: used-car enquiry. */
  USED_ENQUIRY: 15,
  /** Id 17: new-car test drive, or a car tagged 'Test Drive Only'. */
  NEW_TEST_DRIVE: 17,
  /** Id 18; meaning not given in the spec. */
  EVENT_18: 18,
  /** Id 25: phone click (call button / phone reveal). */
  PHONE_CLICK: 25,
  /** Id 26: first use of the finance calculator, once per view (SPEC.md §4). */
  CALCULATOR_FIRST_USE: 26,
  /** Id 39: save (watchlist / favourite). */
  SAVE: 39,
  /** Id 48: used-car test drive. */
  USED_TEST_DRIVE: 48,
  /** Id 49; meaning not given in the spec. */
  EVENT_49: 49,
  /** Id 51; meaning not given in the spec. */
  EVENT_51: 51,
  /** Id 60; meaning not given in the spec. */
  EVENT_60: 60,
  /** Id 61; meaning not given in the spec. */
  EVENT_61: 61,
} as const;

/** One analytics event id. */
export type AnalyticsEventId = (typeof ANALYTICS_EVENT)[keyof typeof ANALYTICS_EVENT];

/** The tag that makes a test drive count as a new-car test drive (SPEC.md §7). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

/** The car fields the event rules read. */
export type AnalyticsCar = Pick<CoreCar, 'car_type' | 'tag'>;

/**
 * Whether a car counts on the new side of the new/used event pair. Demo cars
 * are counted with new cars (choice: the spec is silent; the site groups demo
 * with new, as in '/search/new-and-demo-cars').
 */
export function isNewSide(car: Pick<CoreCar, 'car_type'>): boolean {
  return car.car_type === 'new' || car.car_type === 'demo';
}

/** Enquiry event: 14 for new (and demo) cars, 15 for used cars. */
export function enquiryEventId(car: Pick<CoreCar, 'car_type'>): 14 | 15 {
  return isNewSide(car) ? ANALYTICS_EVENT.NEW_ENQUIRY : ANALYTICS_EVENT.USED_ENQUIRY;
}

/**
 * Test-drive event: 17 for new (and demo) cars or any car tagged 'Test Drive
 * Only' (tag compared trimmed, case-insensitively; the tag wins over a used
 * car type), else 48 for used cars.
 */
export function testDriveEventId(car: AnalyticsCar): 17 | 48 {
  const tagged = car.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
  return tagged || isNewSide(car) ? ANALYTICS_EVENT.NEW_TEST_DRIVE : ANALYTICS_EVENT.USED_TEST_DRIVE;
}
