/**
 * The lead form shell every lead form is built from: the fields (children,
 * bound by name), the error banner, the honeypot, the captcha slot, the
 * terms note and box where the site asks for them, the submit button and the
 * submit outcome. Submitting validates with the shared schema (nothing is sent
 * when invalid), then hands the lead to the pipeline (src/features/leads):
 * - sent: the success category is stored and the shopper goes to /success;
 * - kept for retry: LEAD_KEPT_MESSAGE, every value kept; when the outbox
 *   delivers it while the page is open, LEAD_DELIVERED_MESSAGE;
 * - refused with field errors (400): the errors go to the fields and banner;
 * - refused otherwise: 'An error occurred when submitting this form' (or the
 *   server's message), every value kept.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import type { AnalyticsEventId } from '../../core/analytics.ts';
import type { FormKind, FormRules } from '../../core/forms/schemas.ts';
import { FORM_SUBMIT_ERROR, TERMS_NOTE, type FieldDescription, type FormValue } from '../../core/leads.ts';
import { trackEvent } from '../analytics/analytics.ts';
import { leadOutbox, type Outbox } from './outbox.ts';
import { startLeadPage } from './page.ts';
import { LEAD_DELIVERED_MESSAGE, LEAD_KEPT_MESSAGE, submitLead, validateLead } from './pipeline.ts';
import type { LeadFormSettings } from './settings.ts';
import { successCategory as successCategoryStore } from './success-store.ts';
import { placeholderCaptcha, type CaptchaProvider } from '../../ui/forms/captcha.ts';
import { ErrorBanner } from '../../ui/forms/ErrorBanner.tsx';
import { CheckboxField, FormContext } from '../../ui/forms/Fields.tsx';
import { CaptchaSlot, FormAlert, Honeypot, SubmitButton } from '../../ui/forms/parts.tsx';
import { useForm, type FormValues } from '../../ui/forms/useForm.ts';
import '../../ui/forms/forms.css';

/** The page a successful lead goes to (SPEC.md §2 /success). */
export const SUCCESS_PATH = '/success';
/** Label of the terms box shown with the terms note. */
export const TERMS_LABEL = 'I agree to the terms of use';

export interface LeadFormProps {
  kind: FormKind;
  settings: LeadFormSettings;
  /** The form element's id (e.g. 'finance-form' for the #finance-form anchor). */
  id: string;
  /** Accessible name of the form. */
  label: string;
  /** Rules on top of the site's (location / preferred dealership selects shown). */
  rules?: Partial<FormRules> | undefined;
  initialValues?: FormValues | undefined;
  /** Hidden fields sent with the lead. */
  hidden?: Readonly<Record<string, FormValue>> | undefined;
  fieldDescriptions?: readonly FieldDescription[] | undefined;
  category?: string | undefined;
  subcategory?: string | undefined;
  car?: { id: number; dealership_id?: number | null | undefined } | null | undefined;
  /** Analytics event pushed when a lead is made (sent or kept). */
  eventId?: AnalyticsEventId | null | undefined;
  eventDetail?: Readonly<Record<string, unknown>> | undefined;
  /** Category stored for /success; default the category sent. */
  successCategory?: string | undefined;
  submitLabel: string;
  /** Shown beside the submit button (e.g. Back of a two-step form). */
  secondaryAction?: ReactNode | undefined;
  children: ReactNode;
  /** Injected for tests; default the platform API client from settings. */
  client?: ApiClient | undefined;
  outbox?: Outbox | undefined;
  captcha?: CaptchaProvider | undefined;
  /** After a sent lead; default: store the success category and go to /success. */
  onSent?: ((result: { leadId: string; category: string }) => void) | undefined;
}

type Outcome = { tone: 'error' | 'info' | 'success'; message: string } | null;

function goToSuccess(category: string) {
  successCategoryStore.set(category);
  window.location.assign(SUCCESS_PATH);
}

export function LeadForm(props: LeadFormProps) {
  const { kind, settings, id, hidden, submitLabel, children } = props;
  const rules: FormRules = useMemo(
    () => ({
      commentsRequired: settings.commentsRequired,
      termsRequired: settings.termsNote,
      showLocation: false,
      requirePreferredDealership: false,
      ...props.rules,
    }),
    [settings.commentsRequired, settings.termsNote, props.rules],
  );
  const validate = useCallback(
    (values: FormValues) => {
      const r = validateLead(kind, { ...values, ...hidden }, rules);
      return r.ok ? [] : r.errors;
    },
    [kind, hidden, rules],
  );
  const form = useForm({ formId: id, initialValues: props.initialValues ?? {}, validate });
  const client = useMemo(
    () => props.client ?? createApiClient({ baseUrl: settings.apiBaseUrl, site: settings.site }),
    [props.client, settings.apiBaseUrl, settings.site],
  );
  const captcha = props.captcha ?? placeholderCaptcha;
  const outbox = props.outbox;
  const [honeypot, setHoneypot] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [keptLeadId, setKeptLeadId] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const leadId = useRef<string | undefined>(undefined);
  const banner = useRef<HTMLDivElement>(null);
  const successCategory = props.successCategory;

  useEffect(() => {
    if (!outbox) startLeadPage();
  }, [outbox]);

  // Focus the banner after a submit that found errors.
  useEffect(() => {
    if (attempt > 0) banner.current?.focus();
  }, [attempt]);

  // A kept lead delivered or refused while the page is open.
  useEffect(() => {
    if (!keptLeadId) return;
    return (outbox ?? leadOutbox()).watch(keptLeadId, (o) => {
      if (o.status === 'delivered') {
        successCategoryStore.set(successCategory ?? props.category ?? 'General Enquiry');
        leadId.current = undefined;
        setOutcome({ tone: 'success', message: LEAD_DELIVERED_MESSAGE });
      } else setOutcome({ tone: 'error', message: FORM_SUBMIT_ERROR });
      setKeptLeadId(null);
    });
  }, [keptLeadId, outbox, successCategory, props.category]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const errors = form.validateAll();
    if (errors.length > 0) {
      setOutcome(null);
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const token = settings.captcha ? await captcha.token().catch(() => null) : null;
      const result = await submitLead(
        client,
        {
          form: kind,
          fields: { ...form.values, ...hidden },
          rules,
          fieldDescriptions: props.fieldDescriptions,
          category: props.category,
          subcategory: props.subcategory,
          car: props.car,
          website: honeypot,
          captchaToken: token,
          leadId: leadId.current,
        },
        outbox ? { outbox } : {},
      );
      if (result.leadId) leadId.current = result.leadId;
      if (props.eventId != null && (result.status === 'sent' || result.status === 'kept')) {
        trackEvent(props.eventId, { form: kind, ...props.eventDetail }, settings.analytics);
      }
      switch (result.status) {
        case 'sent': {
          const category = successCategory ?? result.category;
          if (props.onSent) props.onSent({ leadId: result.leadId, category });
          else goToSuccess(category);
          break;
        }
        case 'kept':
          setKeptLeadId(result.leadId);
          setOutcome({ tone: 'info', message: LEAD_KEPT_MESSAGE });
          break;
        case 'invalid':
          form.setServerErrors(result.errors);
          setAttempt((n) => n + 1);
          break;
        case 'failed':
          setOutcome({ tone: 'error', message: result.message });
          break;
      }
    } catch (error) {
      console.error('Lead submission failed', error);
      setOutcome({ tone: 'error', message: FORM_SUBMIT_ERROR });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormContext.Provider value={form}>
      <form
        id={id}
        className="lead-form"
        method="post"
        noValidate
        aria-label={props.label}
        onSubmit={(e) => void onSubmit(e)}
      >
        {form.submitted && <ErrorBanner ref={banner} errors={form.errors} idFor={form.idFor} />}
        {children}
        {settings.termsNote && (
          <>
            <p className="lead-form__note">{TERMS_NOTE}</p>
            <CheckboxField name="terms_conditions" label={TERMS_LABEL} required>
              I agree to the <a href="/terms-and-conditions">terms of use</a>
            </CheckboxField>
          </>
        )}
        <Honeypot formId={id} value={honeypot} onChange={setHoneypot} />
        {settings.captcha && <CaptchaSlot provider={captcha} />}
        {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
        <div className="lead-form__actions">
          {props.secondaryAction}
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}
