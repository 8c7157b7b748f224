/**
 * Lead submission (SPEC.md §3 Lead payload, §5 Enquiry form, §7 Lead
 * submission, §8 Form errors): validate with the shared form schema (nothing
 * is sent when invalid), compose the payload with the core's `composeLead`,
 * POST it, and never lose it: a lead that cannot be delivered now is kept in
 * the outbox and retried (see outbox.ts). The caller keeps the returned lead
 * id and passes it back on a resubmit, so one submission has one lead id
 * however often it is tried.
 */
import * as v from 'valibot';
import { ApiError, type ApiClient } from '../../api/client.ts';
import { api, type LeadSubmissionInput } from '../../api/contract.ts';
import { fieldErrors, type FieldError } from '../../core/forms/fields.ts';
import { DEFAULT_FORM_RULES, formSchema, type FormKind, type FormRules } from '../../core/forms/schemas.ts';
import {
  composeLead,
  leadAccepted,
  leadCategory,
  submitErrorMessage,
  type FieldDescription,
  type FormValue,
} from '../../core/leads.ts';
import { isRetryable, leadOutbox, type Outbox } from './outbox.ts';
import { leadSession } from './session.ts';

/** Shown while a kept lead waits for its retry (docs/decisions.md "Lead forms"). */
export const LEAD_KEPT_MESSAGE =
  "We couldn't reach our team just now, but your enquiry is saved on this device and will be sent automatically as soon as the connection is back. You don't need to send it again.";
/** Shown when a kept lead was delivered while the page is still open. */
export const LEAD_DELIVERED_MESSAGE = 'Thank you, your enquiry has now been sent.';

export interface LeadRequest {
  form: FormKind;
  /** The form's values (hidden fields included), keyed by field name. */
  fields: Readonly<Record<string, FormValue | undefined>>;
  rules?: FormRules | undefined;
  fieldDescriptions?: readonly FieldDescription[] | undefined;
  category?: string | null | undefined;
  subcategory?: string | null | undefined;
  car?: { id: number; dealership_id?: number | null | undefined } | null | undefined;
  /** The honeypot field's value (people leave it empty). */
  website?: string | undefined;
  captchaToken?: string | null | undefined;
  /** The submission's lead id from an earlier attempt; a new one is made when missing. */
  leadId?: string | undefined;
}

export type LeadResult =
  /** Invalid in the browser (nothing sent) or refused by the server with field errors (400). */
  | { status: 'invalid'; errors: FieldError[]; leadId: string | null }
  /** Accepted by the platform API. */
  | { status: 'sent'; leadId: string; category: string }
  /** Not delivered now; kept in the outbox and retried automatically. */
  | { status: 'kept'; leadId: string; category: string }
  /** Refused for good (a 4xx other than 400): the server's message or the spec's text. */
  | { status: 'failed'; message: string; leadId: string };

export interface LeadEnvironment {
  /** The page URL; default location.href. */
  url?: string;
  userAgent?: string;
  outbox?: Outbox;
  newLeadId?: () => string;
}

/** A server field path ('lead.email') as the form names it ('email'). */
function formPath(path: string): string {
  return path.replace(/^lead\./, '');
}

/** The server's own message of a refusal (not the client's 'HTTP 404' stand-in). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  return /^HTTP \d+$/.test(error.message) ? null : error.message;
}

/** Validates the form's fields; the field errors in form order, or the parsed values. */
export function validateLead(
  form: FormKind,
  fields: Readonly<Record<string, unknown>>,
  rules: FormRules = DEFAULT_FORM_RULES,
): { ok: true; values: Record<string, FormValue> } | { ok: false; errors: FieldError[] } {
  const parsed = v.safeParse(formSchema(form, rules), fields);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.issues) };
  return { ok: true, values: parsed.output as Record<string, FormValue> };
}

export async function submitLead(
  client: ApiClient,
  request: LeadRequest,
  env: LeadEnvironment = {},
): Promise<LeadResult> {
  const checked = validateLead(request.form, request.fields, request.rules);
  if (!checked.ok) return { status: 'invalid', errors: checked.errors, leadId: request.leadId ?? null };

  const leadId = request.leadId ?? env.newLeadId?.() ?? crypto.randomUUID();
  const session = leadSession();
  const lead = composeLead({
    fields: checked.values,
    fieldDescriptions: request.fieldDescriptions,
    category: request.category,
    subcategory: request.subcategory,
    url: env.url ?? globalThis.location.href,
    userAgent: env.userAgent ?? globalThis.navigator.userAgent,
    car: request.car,
    visitedPages: session.visited_pages,
    linkedQueryParams: session.linked_query_params,
    leadId,
  });
  const body: LeadSubmissionInput = {
    form: request.form,
    lead,
    website: request.website ?? '',
    ...(request.captchaToken ? { captcha_token: request.captchaToken } : {}),
  };
  const { category } = leadCategory(lead.category, null);

  // Kept before the first attempt: a tab closed while the API is slow does not lose the lead.
  const outbox = env.outbox ?? leadOutbox();
  outbox.hold({ leadId, baseUrl: client.baseUrl, site: client.site, body });
  try {
    const response = await client.call(api.leads, { params: {}, query: {}, body });
    if (!leadAccepted(response)) throw new ApiError('contract', 'lead submission: no lead id in the answer');
    outbox.release(leadId);
    return { status: 'sent', leadId, category };
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'invalid') {
      outbox.release(leadId);
      const errors = error.fieldErrors.map((e) => ({ path: formPath(e.path), message: e.message }));
      return { status: 'invalid', errors, leadId };
    }
    if (isRetryable(error)) {
      outbox.keep({ leadId, baseUrl: client.baseUrl, site: client.site, body, error });
      outbox.start({ flushNow: false });
      return { status: 'kept', leadId, category };
    }
    outbox.release(leadId);
    return {
      status: 'failed',
      message: submitErrorMessage(serverMessage(error)),
      leadId,
    };
  }
}
