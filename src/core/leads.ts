/**
 * Lead submission: payload composition, the prefilled vehicle-enquiry hidden
 * fields and the form texts (SPEC.md §3 Enquiry form and Lead payload, §4
 * Multi-step form, §5 Enquiry form, §7 Lead submission, §8 Form errors).
 */
import { modelNameWithMake } from './models.ts';
import { slugify } from './search/routing.ts';
import type { CoreCar } from './types.ts';

/** Form error banner heading (SPEC.md §5, §8). */
export const FORM_ERRORS_HEADING = 'Please fix the following errors:';
/** Alert and fallback form error when a submission fails (SPEC.md §8). */
export const FORM_SUBMIT_ERROR = 'An error occurred when submitting this form';
/** Fallback error of the multi-step lead flow; the spec's spelling is kept (SPEC.md §8). */
export const MULTI_STEP_ERROR = 'An unexpected error occured';
/** Location select placeholder (SPEC.md §5). */
export const LOCATION_PLACEHOLDER = 'Please Select a Dealership Location';
/** Location select placeholder on department-style forms (SPEC.md §5). */
export const DEPARTMENT_PLACEHOLDER = 'Please Select a Department';
/** Preferred-dealership select placeholder (SPEC.md §5). */
export const PREFERRED_DEALERSHIP_PLACEHOLDER = 'Select a Preferred Dealership';
/** Rego field placeholder (SPEC.md §5). */
export const REGO_PLACEHOLDER = 'Rego - Helps us better assist your enquiry';
/** Opt-in label on general forms (SPEC.md §5). */
export const OPT_IN_LABEL = 'Yes, I would like to subscribe to receive latest offers & product updates.';
/** Opt-in label on vehicle forms (SPEC.md §5). */
export const VEHICLE_OPT_IN_LABEL = 'Email me similar stock and latest offers.';
/** Terms note on some sites (SPEC.md §5). */
export const TERMS_NOTE = '* You must agree to the terms of use before submitting the form.';
/** Required message of the dealership search / location select (SPEC.md §5). */
export { DEALERSHIP_LOCATION_REQUIRED } from './locations.ts';

/** Category used when none is chosen (SPEC.md §5 "default General Enquiry"). */
export const DEFAULT_LEAD_CATEGORY = 'General Enquiry';
/** Lead source sent with every lead (SPEC.md §3 Lead payload). */
export const LEAD_SOURCE = 'Website';
/** Category that is remapped (SPEC.md §5). */
export const CAREERS_CATEGORY = 'Careers Enquiry';
/** Subcategory a careers enquiry is sent with (SPEC.md §5). */
export const CAREER_SUBCATEGORY = 'Career Enquiry';

/** A form value as collected from inputs. */
export type FormValue = string | number | boolean | null | readonly string[];

/**
 * How a form field is treated when the lead is composed:
 * - 'check': a check-option field (e.g. an extra service tick box); when
 *   checked its `label` (else its `name`) is collected into
 *   `additional_services` and the field itself is not sent.
 * - 'radio-helper': a helper field of a radio-option group; removed before
 *   sending.
 * - 'field': sent as is (the default for undescribed fields).
 */
export interface FieldDescription {
  name: string;
  kind: 'check' | 'radio-helper' | 'field';
  label?: string | undefined;
}

/** Everything a lead is composed from. */
export interface LeadInput {
  /** The form's values, keyed by field name. */
  fields: Readonly<Record<string, FormValue | undefined>>;
  /** Descriptions of fields that need special handling; default none. */
  fieldDescriptions?: readonly FieldDescription[] | undefined;
  /** Category; else the form's `category` field; else 'General Enquiry'. */
  category?: string | null | undefined;
  /** Subcategory; else the form's `subcategory` field. */
  subcategory?: string | null | undefined;
  /** The page URL the lead was sent from. */
  url: string;
  /** The browser's user agent (read by the caller). */
  userAgent: string;
  /** The car the lead is about. */
  car?: { id: number; dealership_id?: number | null | undefined } | null | undefined;
  /** Pages visited this session, for lead_attributes.visited_pages; default []. */
  visitedPages?: readonly string[] | undefined;
  /** Campaign query parameters, for lead_attributes.linked_query_params; default {}. */
  linkedQueryParams?: Readonly<Record<string, string>> | undefined;
  /** Client-generated lead id. */
  leadId: string;
  /** Whether the form was completed; default true when the offer was accepted, else false. */
  formCompleted?: boolean | undefined;
  /** Whether the valuation offer was accepted; default false. */
  offerAccepted?: boolean | undefined;
  /** Rego lookup step (SPEC.md §7 Multi-step send). */
  rego?: string | undefined;
  /** Rego lookup step: state of the rego. */
  regoState?: string | undefined;
  /** Valuation adjustment step: the valuation id. */
  id?: number | string | undefined;
  /** Valuation adjustment step: the answers. */
  adjustmentAnswers?: unknown;
}

/** The named part of a lead payload (SPEC.md §3 Lead payload). */
export interface LeadPayloadCore {
  category: string;
  subcategory?: string;
  url: string;
  source: typeof LEAD_SOURCE;
  user_agent: string;
  car_id?: number;
  car_dealership_id?: number;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  lead_id: string;
  form_completed: boolean;
  offer_accepted: boolean;
  rego?: string;
  regoState?: string;
  id?: number | string;
  adjustmentAnswers?: unknown;
  /** Labels of the checked check-option fields; present when the form has any. */
  additional_services?: string[];
}

/** A lead payload: the form's own fields plus the named lead fields (which win on a name clash). */
export type LeadPayload = LeadPayloadCore & { readonly [field: string]: unknown };

/** Whether a check-option value counts as checked: true, 'true', 'on', 'yes', '1', 1. */
export function isChecked(value: FormValue | undefined): boolean {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') return ['true', 'on', 'yes', '1'].includes(value.trim().toLowerCase());
  return false;
}

function nonBlank(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t === '' ? null : t;
}

/**
 * The category and subcategory sent: 'Careers Enquiry' becomes 'General
 * Enquiry' with subcategory 'Career Enquiry'; a blank category becomes
 * 'General Enquiry' (SPEC.md §5).
 */
export function leadCategory(
  category: string | null | undefined,
  subcategory: string | null | undefined,
): { category: string; subcategory: string | null } {
  const c = nonBlank(category) ?? DEFAULT_LEAD_CATEGORY;
  if (c === CAREERS_CATEGORY) return { category: DEFAULT_LEAD_CATEGORY, subcategory: CAREER_SUBCATEGORY };
  return { category: c, subcategory: nonBlank(subcategory) };
}

/**
 * The payload of a lead (SPEC.md §3, §5, §7): the form fields with radio
 * helpers removed and checked check-options collected into
 * `additional_services`, plus category / subcategory (see
 * {@link leadCategory}), url, source 'Website', user_agent, car_id and
 * car_dealership_id (when a car is given), lead_attributes, lead_id,
 * form_completed (default: true for an accepted offer, else false),
 * offer_accepted (default false) and the multi-step fields rego, regoState,
 * id and adjustmentAnswers when given. Undefined form values are dropped.
 */
export function composeLead(input: LeadInput): LeadPayload {
  const described = new Map((input.fieldDescriptions ?? []).map((d) => [d.name, d]));
  const fields: Record<string, FormValue> = {};
  const services: string[] = [];
  let hasChecks = false;
  for (const [name, value] of Object.entries(input.fields)) {
    const d = described.get(name);
    if (d?.kind === 'radio-helper') continue;
    if (d?.kind === 'check') {
      hasChecks = true;
      if (isChecked(value)) services.push(d.label ?? d.name);
      continue;
    }
    if (value !== undefined) fields[name] = value;
  }
  if (!hasChecks) hasChecks = [...described.values()].some((d) => d.kind === 'check');

  const { category, subcategory } = leadCategory(
    input.category ?? (typeof input.fields['category'] === 'string' ? input.fields['category'] : null),
    input.subcategory ?? (typeof input.fields['subcategory'] === 'string' ? input.fields['subcategory'] : null),
  );
  delete fields['subcategory'];

  const offerAccepted = input.offerAccepted ?? false;
  const payload: LeadPayload = {
    ...fields,
    category,
    url: input.url,
    source: LEAD_SOURCE,
    user_agent: input.userAgent,
    lead_attributes: {
      visited_pages: [...(input.visitedPages ?? [])],
      linked_query_params: { ...(input.linkedQueryParams ?? {}) },
    },
    lead_id: input.leadId,
    form_completed: input.formCompleted ?? offerAccepted,
    offer_accepted: offerAccepted,
    ...(subcategory !== null ? { subcategory } : {}),
    ...(input.car != null ? { car_id: input.car.id } : {}),
    ...(input.car?.dealership_id != null ? { car_dealership_id: input.car.dealership_id } : {}),
    ...(input.rego !== undefined ? { rego: input.rego } : {}),
    ...(input.regoState !== undefined ? { regoState: input.regoState } : {}),
    ...(input.id !== undefined ? { id: input.id } : {}),
    ...(input.adjustmentAnswers !== undefined ? { adjustmentAnswers: input.adjustmentAnswers } : {}),
    ...(hasChecks ? { additional_services: services } : {}),
  };
  return payload;
}

/** The car fields the vehicle-enquiry hidden fields read. */
export type EnquiryCar = Pick<CoreCar, 'id' | 'make' | 'model' | 'car_type' | 'status'> & {
  stocknum?: string | null | undefined;
  dealership_slug?: string | null | undefined;
  /** Used when present; else the make slugified ('Land Rover' -> 'land-rover'). */
  manufacturer_slug?: string | null | undefined;
};

/** Prefilled hidden fields of a vehicle enquiry (SPEC.md §3 Enquiry form). */
export interface VehicleEnquiryFields {
  dealership_slug: string;
  manufacturer_slug: string;
  stock_number: string;
  'Vehicle Make': string;
  'Vehicle Model': string;
  car_type: string;
  car_id: number;
  vehicle_status: string;
  opt_in: true;
  message?: string;
  subcategory?: string;
}

/**
 * The prefilled hidden fields of a vehicle enquiry: dealership_slug,
 * manufacturer_slug (the car's, else `slugify(make)` from
 * `src/core/breadcrumb.ts`), stock_number, 'Vehicle Make', 'Vehicle Model',
 * car_type, car_id, vehicle_status (the car's status), opt_in true, and
 * message / subcategory when given (the spec does not show their default
 * texts, so the caller supplies them). Missing text values become ''.
 */
export function vehicleEnquiryFields(
  car: EnquiryCar,
  extra: { message?: string | undefined; subcategory?: string | undefined } = {},
): VehicleEnquiryFields {
  return {
    dealership_slug: car.dealership_slug ?? '',
    manufacturer_slug: nonBlank(car.manufacturer_slug) ?? slugify(car.make),
    stock_number: car.stocknum ?? '',
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    opt_in: true,
    ...(extra.message !== undefined ? { message: extra.message } : {}),
    ...(extra.subcategory !== undefined ? { subcategory: extra.subcategory } : {}),
  };
}

/**
 * A model of the range a lead is about when there is no stock car (SPEC.md
 * §3 Model: name, slug, manufacturer_name): a test drive booked from
 * /models/{slug}. `make` is the model's manufacturer_name, else the site's.
 */
export interface LeadModel {
  slug: string;
  name: string;
  make: string | null;
}

/** The query parameter that carries a model into a lead form page ('/book-test-drive?model=hilux'). */
export const MODEL_QUERY_PARAM = 'model';

/** The test drive booking for a model: '/book-test-drive?model=hilux'. */
export function modelTestDrivePath(model: Pick<LeadModel, 'slug'>): string {
  return `/book-test-drive?${new URLSearchParams({ [MODEL_QUERY_PARAM]: model.slug }).toString()}`;
}

/** How a lead form names the model: 'Toyota HiLux', 'Mazda3' (the brand once). */
export function modelLeadTitle(model: LeadModel): string {
  return modelNameWithMake(model.name, model.make);
}

/**
 * The vehicle fields of a lead about a model (the spec's prefilled enquiry
 * fields that a model has): 'Vehicle Make', 'Vehicle Model',
 * manufacturer_slug, and car_type 'new' (a model page shows the new range).
 * No car_id, stock number or status: there is no car.
 */
export function modelLeadFields(model: LeadModel): {
  'Vehicle Make': string;
  'Vehicle Model': string;
  manufacturer_slug: string;
  car_type: 'new';
} {
  const make = model.make?.trim() ?? '';
  return {
    'Vehicle Make': make,
    'Vehicle Model': model.name.trim(),
    manufacturer_slug: make === '' ? '' : slugify(make),
    car_type: 'new',
  };
}

/** Whether a lead-submission response accepted the lead: it carries a lead_id (SPEC.md §7). */
export function leadAccepted(response: unknown): boolean {
  if (typeof response !== 'object' || response === null || !('lead_id' in response)) return false;
  const id = (response as { lead_id: unknown }).lead_id;
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id));
}

/** The form error after a failed submission: the server's message, else {@link FORM_SUBMIT_ERROR} (SPEC.md §8). */
export function submitErrorMessage(serverMessage: string | null | undefined): string {
  return nonBlank(serverMessage) ?? FORM_SUBMIT_ERROR;
}

/** The error of a failed multi-step lead: the response error, else {@link MULTI_STEP_ERROR} (SPEC.md §8). */
export function multiStepErrorMessage(responseError: string | null | undefined): string {
  return nonBlank(responseError) ?? MULTI_STEP_ERROR;
}

/**
 * Said by the multi-step form when its lead could not be sent now and is
 * kept on the device, to be sent by the outbox (ours: the spec's texts are
 * for a lead that failed; this one did not, so it says so as the other forms
 * do, and how to go on).
 */
export const MULTI_STEP_KEPT_MESSAGE =
  "We couldn't reach our team just now, but your details are saved on this device and will be sent automatically as soon as the connection is back. You don't need to enter them again: press Next to try again for your online valuation.";
/** Said when the kept multi-step lead got through while the page is still open. */
export const MULTI_STEP_DELIVERED_MESSAGE =
  'Thank you, your details have now been sent. Press Next to see your online valuation.';

/**
 * What the multi-step form tells the shopper when its lead was not accepted
 * (SPEC.md §8 "Multi-step lead failure: response error or 'An unexpected
 * error occured'"): a lead kept on the device for the outbox is not a
 * failure, so it gets {@link MULTI_STEP_KEPT_MESSAGE} as a polite status;
 * anything else the response error, else the spec's text, as an alert.
 */
export function multiStepFailure(
  kept: boolean,
  responseError: string | null | undefined,
): { tone: 'info' | 'error'; message: string } {
  return kept
    ? { tone: 'info', message: MULTI_STEP_KEPT_MESSAGE }
    : { tone: 'error', message: multiStepErrorMessage(responseError) };
}

/** One choice of the test drive form's location list; value '' is the car's own location (no distribution_location sent). */
export interface TestDrivePlace {
  value: string;
  name: string;
}

/**
 * Where a car can be test-driven (SPEC.md §3 "optional distribution location"): the car's own
 * location first (value '', named by the car's location, or 'No preference' without one), then its
 * distribution locations other than that one, each once. Nothing else: the list is the car's, not
 * the site's.
 */
export function testDrivePlaces(
  car: { location_id: number | null; location_name: string | null },
  distribution: ReadonlyArray<{ id: number; name: string }>,
  noPreference: string,
): TestDrivePlace[] {
  const own = car.location_id;
  const first = own === null ? noPreference : (car.location_name ?? `Location ${own}`);
  const seen = new Set<number>(own === null ? [] : [own]);
  const others: TestDrivePlace[] = [];
  for (const d of distribution) {
    if (seen.has(d.id)) continue;
    seen.add(d.id);
    others.push({ value: String(d.id), name: d.name });
  }
  return [{ value: '', name: first }, ...others];
}
