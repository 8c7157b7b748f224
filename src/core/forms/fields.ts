/**
 * Lead form fields and their rules (SPEC.md §3 Enquiry / Test drive / Trade-in
 * forms, §5 Enquiry form, Postcode field, "Form field types: string, postcode,
 * phone, email (rules not shown)"). One set of valibot schemas validates a form
 * in the browser (on blur and submit) and the same lead again on the server.
 *
 * The spec gives no texts for missing or malformed name, email and phone; the
 * messages below are ours (docs/decisions.md "Lead forms").
 */
import * as v from 'valibot';
import { INVALID_POSTCODE_MESSAGE } from '../inputs.ts';
import { DEALERSHIP_LOCATION_REQUIRED } from '../locations.ts';

export const FIELD_MESSAGES = {
  name: 'Please enter your name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  message: 'Please enter your comments.',
  category: 'Please select an enquiry type.',
  position: 'Please select a position.',
  location: DEALERSHIP_LOCATION_REQUIRED,
  preferredDealership: 'Please select a preferred dealership.',
  terms: 'You must agree to the terms of use.',
  postcode: INVALID_POSTCODE_MESSAGE,
  dateTime: 'Please choose a date and time.',
  amount: 'Please enter an amount.',
  car: 'This form is about a car, but no car was given.',
} as const;

/** Longest accepted values: generous, but a payload cannot grow without bound. */
export const FIELD_LIMITS = { name: 80, email: 254, phone: 20, message: 5000, short: 200 } as const;

const trimmed = v.pipe(v.string(), v.trim());

/**
 * A required text field: a missing field counts as empty, so it gets the
 * field's own message rather than a generic 'missing key'.
 */
function required<S extends v.GenericSchema<string, string>>(schema: S) {
  return v.optional(schema, '');
}

/** A required person name: 1 to 80 characters after trimming. */
export const NameSchema = (message: string = FIELD_MESSAGES.name) =>
  required(v.pipe(trimmed, v.nonEmpty(message), v.maxLength(FIELD_LIMITS.name, message)));

/** A required email address. */
export const EmailSchema = required(
  v.pipe(
    trimmed,
    v.nonEmpty(FIELD_MESSAGES.email),
    v.maxLength(FIELD_LIMITS.email, FIELD_MESSAGES.email),
    v.email(FIELD_MESSAGES.email),
  ),
);

/**
 * Digits of a phone number as typed: spaces, dashes, dots and brackets are
 * ignored, a leading + is kept ('+61 412 345 678' -> '+61412345678').
 */
export function phoneDigits(text: string): string {
  const t = text.trim();
  return (t.startsWith('+') ? '+' : '') + t.replace(/\D/g, '');
}

/**
 * A required AU/NZ phone number: 8 to 12 digits (landline without area code
 * up to mobile with country code), optionally with a leading +.
 */
export const PhoneSchema = required(
  v.pipe(
    trimmed,
    v.nonEmpty(FIELD_MESSAGES.phone),
    v.maxLength(FIELD_LIMITS.phone, FIELD_MESSAGES.phone),
    v.regex(/^[+\d\s().-]+$/, FIELD_MESSAGES.phone),
    v.check((s) => /^\+?\d{8,12}$/.test(phoneDigits(s)), FIELD_MESSAGES.phone),
  ),
);

/** SPEC.md §5: exactly 4 digits, 'Invalid postcode. Please enter a 4-digit number.' */
export const PostcodeSchema = required(v.pipe(trimmed, v.regex(/^\d{4}$/, INVALID_POSTCODE_MESSAGE)));

/** Comments: required where the site has not relaxed it. */
export const MessageSchema = (isRequired: boolean) =>
  isRequired
    ? required(v.pipe(trimmed, v.nonEmpty(FIELD_MESSAGES.message), v.maxLength(FIELD_LIMITS.message)))
    : v.optional(v.pipe(trimmed, v.maxLength(FIELD_LIMITS.message)), '');

/** A short optional text (rego, suburb, make...). */
export const ShortTextSchema = v.optional(v.pipe(trimmed, v.maxLength(FIELD_LIMITS.short)), '');

/** A required choice from a select. */
export const ChoiceSchema = (message: string) =>
  required(v.pipe(trimmed, v.nonEmpty(message), v.maxLength(FIELD_LIMITS.short)));

/** A checkbox as sent by a form: true/false or 'on'/'true'/'yes'/'1'. */
export const CheckboxSchema = v.pipe(
  v.optional(v.union([v.boolean(), v.string()]), false),
  v.transform((x) => x === true || (typeof x === 'string' && ['on', 'true', 'yes', '1'].includes(x.toLowerCase()))),
);

/** The terms box when the site asks for it: must be ticked. */
export const TermsSchema = v.pipe(
  CheckboxSchema,
  v.check((x) => x, FIELD_MESSAGES.terms),
);

/** An ISO local date-time from the appointment picker ('2026-11-23T09:30'), optional. */
export const DateTimeSchema = v.optional(
  v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, FIELD_MESSAGES.dateTime))]),
  '',
);

/** One field error: the field's name (dot path for nested fields) and its message. */
export interface FieldError {
  path: string;
  message: string;
}

/**
 * Every problem of a failed parse as field errors, in form order, one per
 * field (the first message wins), for the error banner and for the server's
 * 400 answer.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, message: issue.message });
  }
  return out;
}
