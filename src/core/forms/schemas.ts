/**
 * The lead forms and what each requires (SPEC.md §2, §3, §5). A form is named
 * by its kind; `formSchema(kind, rules)` gives the valibot schema both the
 * browser form and the platform API validate with. Extra (hidden) fields pass
 * through untouched: the vehicle-enquiry hidden fields, 'Request Photos',
 * additional_services...
 */
import * as v from 'valibot';
import { DEFAULT_LEAD_CATEGORY } from '../leads.ts';
import {
  CheckboxSchema,
  ChoiceSchema,
  DateTimeSchema,
  EmailSchema,
  FIELD_MESSAGES,
  MessageSchema,
  NameSchema,
  PhoneSchema,
  PostcodeSchema,
  ShortTextSchema,
  TermsSchema,
} from './fields.ts';

export { FORM_KINDS, type FormKind } from './kinds.ts';
import type { FormKind } from './kinds.ts';

/** The site- and form-dependent switches of SPEC.md §5 Enquiry form. */
export interface FormRules {
  /** Comments required (default) unless a site flag or form setting relaxes it. */
  commentsRequired: boolean;
  /** The location select is shown, so required. */
  showLocation: boolean;
  /** The preferred-dealership select is shown (several dealerships, not removed), so required. */
  requirePreferredDealership: boolean;
  /** The site shows the terms note: the terms box must be ticked. */
  termsRequired: boolean;
}

/**
 * The place selects of a form (SPEC.md §5 Enquiry form): only the enquiry and
 * careers forms ask where. The location select is shown (so required) when
 * the site lists more than one location; the preferred-dealership select is
 * shown (so required) when there are several dealerships and no location
 * select (a location names its dealership, so asking both is redundant). The
 * browser form and the platform API both decide with this.
 */
export function placeRules(
  form: FormKind,
  listedLocations: number,
  dealerships: number,
): Pick<FormRules, 'showLocation' | 'requirePreferredDealership'> {
  const choosesPlace = form === 'enquiry' || form === 'careers';
  const showLocation = choosesPlace && listedLocations > 1;
  return { showLocation, requirePreferredDealership: choosesPlace && !showLocation && dealerships > 1 };
}

export const DEFAULT_FORM_RULES: FormRules = {
  commentsRequired: true,
  showLocation: false,
  requirePreferredDealership: false,
  termsRequired: false,
};

/** The car a form is about: a positive whole number (a hidden field may send it as text). */
const CarIdSchema = v.pipe(
  v.optional(v.unknown(), null),
  v.transform((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x)),
  v.number(FIELD_MESSAGES.car),
  v.integer(FIELD_MESSAGES.car),
  v.minValue(1, FIELD_MESSAGES.car),
);

function contact() {
  return { name: NameSchema(), email: EmailSchema, phone: PhoneSchema };
}

function terms(rules: FormRules) {
  return rules.termsRequired ? { terms_conditions: TermsSchema } : { terms_conditions: CheckboxSchema };
}

function optionalChoice(required: boolean, message: string) {
  return required ? ChoiceSchema(message) : ShortTextSchema;
}

/** The trade-in / sell-my-car lead fields (SPEC.md §3 Trade-in/lead form). */
function tradeInFields() {
  return {
    name: NameSchema(),
    last_name: NameSchema(FIELD_MESSAGES.lastName),
    postcode: PostcodeSchema,
    phone: PhoneSchema,
    email: EmailSchema,
    rego: ShortTextSchema,
    vehicle_make: ShortTextSchema,
    vehicle_model: ShortTextSchema,
    vehicle_year: ShortTextSchema,
    vehicle_km: ShortTextSchema,
  };
}

/** The schema of one form under the site's rules. */
export function formSchema(kind: FormKind, rules: FormRules = DEFAULT_FORM_RULES) {
  const comments = MessageSchema(rules.commentsRequired);
  switch (kind) {
    case 'careers':
      // The enquiry's fields plus the position applied for (docs/decisions.md "Lead forms").
      return v.looseObject({
        ...contact(),
        position: ChoiceSchema(FIELD_MESSAGES.position),
        message: comments,
        category: v.optional(ChoiceSchema(FIELD_MESSAGES.category), DEFAULT_LEAD_CATEGORY),
        location: optionalChoice(rules.showLocation, FIELD_MESSAGES.location),
        dealership_slug: optionalChoice(rules.requirePreferredDealership, FIELD_MESSAGES.preferredDealership),
        opt_in: CheckboxSchema,
        ...terms(rules),
      });
    case 'enquiry':
      return v.looseObject({
        ...contact(),
        message: comments,
        category: v.optional(ChoiceSchema(FIELD_MESSAGES.category), DEFAULT_LEAD_CATEGORY),
        rego: ShortTextSchema,
        location: optionalChoice(rules.showLocation, FIELD_MESSAGES.location),
        dealership_slug: optionalChoice(rules.requirePreferredDealership, FIELD_MESSAGES.preferredDealership),
        opt_in: CheckboxSchema,
        ...terms(rules),
      });
    case 'vehicle-enquiry':
      return v.looseObject({
        ...contact(),
        message: comments,
        category: v.optional(ChoiceSchema(FIELD_MESSAGES.category), DEFAULT_LEAD_CATEGORY),
        rego: ShortTextSchema,
        car_id: CarIdSchema,
        opt_in: CheckboxSchema,
        ...terms(rules),
      });
    case 'test-drive':
      return v.looseObject({
        ...contact(),
        message: MessageSchema(false),
        dateTime: DateTimeSchema,
        distribution_location: ShortTextSchema,
        car_id: v.optional(CarIdSchema),
        ...terms(rules),
      });
    case 'finance-enquiry':
    case 'apply-for-finance':
      return v.looseObject({
        ...contact(),
        message: MessageSchema(false),
        car_id: v.optional(CarIdSchema),
        ...terms(rules),
      });
    case 'photo-request':
      return v.looseObject({ ...contact(), message: MessageSchema(false), car_id: CarIdSchema });
    case 'trade-in':
    case 'sell-my-car':
    case 'multi-step':
      return v.looseObject(tradeInFields());
    case 'reservation':
      return v.looseObject({ ...contact(), car_id: CarIdSchema, terms_conditions: TermsSchema });
    case 'spin-to-win':
      return v.looseObject({ ...contact(), postcode: PostcodeSchema, ...terms(rules) });
    case 'online-payment':
      return v.looseObject({
        ...contact(),
        amount: v.pipe(
          v.union([
            v.number(),
            v.pipe(
              v.string(),
              v.transform((s) => Number(s.replace(/[$,\s]/g, ''))),
            ),
          ]),
          v.number(FIELD_MESSAGES.amount),
          v.minValue(1, FIELD_MESSAGES.amount),
        ),
        reference: ShortTextSchema,
        ...terms(rules),
      });
  }
}

export type FormSchema = ReturnType<typeof formSchema>;
