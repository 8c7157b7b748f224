/**
 * The multi-step trade-in valuation form (SPEC.md §4 Multi-step form, §7
 * Multi-step send, /api/miscellaneous; §8 multi-step error):
 * 1. Your vehicle: rego + state -> rego lookup; the vehicle found is shown.
 * 2. Condition: kilometres and condition questions (the adjustment answers).
 * 3. Your details: First Name, Last Name, Postcode, Mobile Number, Email ->
 *    the lead is created (form 'multi-step', category 'Trade-In Valuation',
 *    rego, regoState, id, adjustmentAnswers, the car being bought when
 *    given), then the valuation adjustments give the range. The lead id is
 *    kept, so a retry never makes a second lead.
 *    Over 7 years or 100,000 km there is no online estimate (SPEC.md §5): that is
 *    said at step 2, as soon as the vehicle found (or the kilometres typed) shows
 *    it, and step 2 becomes the appraisal request: the contact details, sent as
 *    the same lead (form_completed true) with the rego and vehicle already given.
 * 4. Your valuation: 'Accept offer' -> offer accepted (form_completed true)
 *    and, where the site says so, the valuation to /api/miscellaneous
 *    (column_name 'valuation'; success or failure logged only).
 * Next advances; Back keeps every value; a failure shows the response error
 * or 'An unexpected error occured' and keeps what was typed. A lead that
 * cannot be delivered now (no answer, 5xx) is not a failure: it is kept in
 * the outbox and the form says the details are saved and will be sent
 * (MULTI_STEP_KEPT_MESSAGE), then that they were, when the outbox delivers
 * them while the page is open; Next tries again for the valuation with the
 * same lead id. The valuation is kept in the "trade-in valuation" client
 * storage.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiError, createApiClient, type ApiClient } from '../../api/client.ts';
import { api, type LeadSubmissionInput } from '../../api/contract.ts';
import { fieldErrors, type FieldError } from '../../core/forms/fields.ts';
import {
  composeLead,
  MULTI_STEP_DELIVERED_MESSAGE,
  multiStepErrorMessage,
  multiStepFailure,
  type FormValue,
} from '../../core/leads.ts';
import { formatCurrency } from '../../core/money.ts';
import { tradeInEstimateRefused } from '../../core/vehicle/availability.ts';
import { carTitle } from '../../core/vehicle/title.ts';
import { isRetryable, leadOutbox, type Outbox } from '../leads/outbox.ts';
import { startLeadPage } from '../leads/page.ts';
import { validateLead } from '../leads/pipeline.ts';
import { leadSession } from '../leads/session.ts';
import type { LeadFormSettings } from '../leads/settings.ts';
import { storeValuation } from './valuation-storage.ts';
import { placeholderCaptcha, type CaptchaProvider } from '../../ui/forms/captcha.ts';
import { ErrorBanner } from '../../ui/forms/ErrorBanner.tsx';
import { FormContext, PostcodeField, SelectField, TextField } from '../../ui/forms/Fields.tsx';
import { CaptchaSlot, FormAlert, Honeypot, StepList, SubmitButton } from '../../ui/forms/parts.tsx';
import { useForm, type FormValues } from '../../ui/forms/useForm.ts';
import {
  ANSWER_REQUIRED,
  CONDITION_QUESTIONS,
  ESTIMATE_RULE_TEXT,
  KM_REQUIRED,
  REGO_STATES,
  STEP_TITLES,
  TRADE_IN_LABELS as L,
  VALUATION_CATEGORY,
  APPRAISAL_STEP_TITLE,
  APPRAISAL_INVITE,
  APPRAISAL_SUBMIT,
} from './labels.ts';
import { RadioGroupField } from './RadioGroupField.tsx';
import type { CarSummary } from '../../data/car-summary.ts';
import '../../ui/forms/forms.css';
import './trade-in.css';

export type ValuationCar = Pick<CarSummary, 'id'> & {
  dealership_id?: CarSummary['dealership_id'] | undefined;
  title?: string | undefined;
};

export interface MultiStepValuationProps {
  settings: LeadFormSettings;
  /** forms.send_valuation_to_miscellaneous. */
  sendValuationToMiscellaneous: boolean;
  /** The tenant's time zone (the estimate's age rule counts calendar years). */
  timeZone: string;
  /** The car being bought (/cars/trade-in?car_id=), attached to the lead. */
  car?: ValuationCar | null | undefined;
  id?: string | undefined;
  client?: ApiClient | undefined;
  outbox?: Outbox | undefined;
  captcha?: CaptchaProvider | undefined;
  now?: (() => Date) | undefined;
}

interface Vehicle {
  id: string | number;
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
}

type Result =
  | { kind: 'valuation'; min: number; max: number }
  | { kind: 'refused' }
  | { kind: 'accepted'; min: number; max: number };

/** The steps of the appraisal request (a vehicle with no online estimate). */
const APPRAISAL_TITLES = [STEP_TITLES[0], APPRAISAL_STEP_TITLE] as const;

const STEP_FIELDS: readonly (readonly string[])[] = [
  ['rego', 'regoState'],
  ['vehicle_km', ...CONDITION_QUESTIONS.map((q) => q.name)],
  ['name', 'last_name', 'postcode', 'phone', 'email'],
  [],
];

const RegoSchema = api.regoLookup.body;

function vehicleName(vehicle: Vehicle): string {
  return carTitle(vehicle);
}

/** The response's own error of a refused call (not the client's 'HTTP 500' stand-in), else null. */
function responseError(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  return /^HTTP \d+$/.test(error.message) ? null : error.message;
}

function text(value: FormValue | undefined): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The kilometres typed, or null when none (or not a number) yet. */
function kmOf(values: FormValues): number | null {
  const raw = text(values['vehicle_km']).replace(/[,\s]/g, '');
  return /^\d{1,7}$/.test(raw) ? Number(raw) : null;
}

/**
 * Why the vehicle found gets no online estimate (SPEC.md §5), known at step 2: its age as soon
 * as it is found, its kilometres as they are typed; null when it gets one (or none is found).
 */
function appraisalOf(vehicle: Vehicle | null, values: FormValues, now: Date, timeZone: string): 'age' | 'km' | null {
  if (vehicle === null) return null;
  if (tradeInEstimateRefused({ year: vehicle.year ?? 0, km: null }, now, { timeZone })) return 'age';
  if (tradeInEstimateRefused({ year: 0, km: kmOf(values) }, now, { timeZone })) return 'km';
  return null;
}

/**
 * The errors of one step's fields. `appraisal`: step 2 is the appraisal request (no online
 * estimate): the contact details, and the kilometres only when the age alone refused it.
 */
export function stepErrors(step: number, values: FormValues, appraisal: 'age' | 'km' | null = null): FieldError[] {
  if (step === 1 && appraisal !== null) {
    const errors: FieldError[] = [];
    const raw = text(values['vehicle_km']);
    if (raw !== '' && kmOf(values) === null) errors.push({ path: 'vehicle_km', message: KM_REQUIRED });
    return [...errors, ...stepErrors(2, values)];
  }
  if (step === 0) {
    const r = v.safeParse(RegoSchema, { rego: text(values['rego']), regoState: text(values['regoState']) });
    return r.success ? [] : fieldErrors(r.issues);
  }
  if (step === 1) {
    const errors: FieldError[] = [];
    if (!/^\d{1,7}$/.test(text(values['vehicle_km']).replace(/[,\s]/g, '')))
      errors.push({ path: 'vehicle_km', message: KM_REQUIRED });
    for (const q of CONDITION_QUESTIONS) {
      if (text(values[q.name]) === '') errors.push({ path: q.name, message: ANSWER_REQUIRED });
    }
    return errors;
  }
  if (step === 2) {
    const r = validateLead('multi-step', values);
    const own = new Set(STEP_FIELDS[2]);
    return r.ok ? [] : r.errors.filter((e) => own.has(e.path));
  }
  return [];
}

export function MultiStepValuation(props: MultiStepValuationProps) {
  const { settings } = props;
  const formId = props.id ?? 'valuation-form';
  const [step, setStep] = useState(0);
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);
  const { now, timeZone } = props;
  const appraisalFor = useCallback(
    (values: FormValues) => appraisalOf(step === 1 ? vehicle : null, values, now?.() ?? new Date(), timeZone),
    [step, vehicle, now, timeZone],
  );
  const validate = useCallback(
    (values: FormValues) => stepErrors(step, values, appraisalFor(values)),
    [step, appraisalFor],
  );
  const form = useForm({ formId, initialValues: { rego: '', regoState: '' }, validate });
  const appraisal = appraisalFor(form.values);
  const client = useMemo(
    () => props.client ?? createApiClient({ baseUrl: settings.apiBaseUrl, site: settings.site }),
    [props.client, settings.apiBaseUrl, settings.site],
  );
  const captcha = props.captcha ?? placeholderCaptcha;
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'info' | 'success'; message: string } | null>(null);
  const [keptLeadId, setKeptLeadId] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [attempt, setAttempt] = useState(0);
  const leadId = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!props.outbox) startLeadPage();
  }, [props.outbox]);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step, result?.kind]);
  useEffect(() => {
    if (attempt > 0) banner.current?.focus();
  }, [attempt]);
  // A kept lead delivered (or refused for good) while the page is open.
  useEffect(() => {
    if (!keptLeadId) return;
    return (props.outbox ?? leadOutbox()).watch(keptLeadId, (o) => {
      setNotice(
        o.status === 'delivered'
          ? { tone: 'success', message: MULTI_STEP_DELIVERED_MESSAGE }
          : { tone: 'error', message: multiStepErrorMessage(null) },
      );
      setKeptLeadId(null);
    });
  }, [keptLeadId, props.outbox]);

  function goTo(next: number) {
    moved.current = true;
    form.resetSubmitted();
    setNotice(null);
    setStep(next);
  }

  function fail(error: unknown) {
    if (error instanceof ApiError && error.kind === 'invalid' && error.fieldErrors.length > 0) {
      form.setServerErrors(error.fieldErrors.map((e) => ({ path: e.path.replace(/^lead\./, ''), message: e.message })));
    }
    if (!(error instanceof ApiError)) console.error('Trade-in valuation failed', error);
    setNotice(multiStepFailure(false, responseError(error)));
  }

  async function lookUp() {
    const rego = text(form.values['rego']);
    const regoState = text(form.values['regoState']);
    const found = await client.call(api.regoLookup, {
      params: {},
      query: {},
      body: { rego, regoState } as v.InferInput<typeof RegoSchema>,
    });
    if (leadId.current !== null && vehicle !== null && String(vehicle.id) !== String(found.id)) {
      // Another vehicle: a new valuation, so a new lead.
      leadId.current = null;
      setResult(null);
    }
    setVehicle({ id: found.id, year: found.year, make: found.make, model: found.model, badge: found.badge });
    goTo(1);
  }

  async function sendLead() {
    if (!vehicle) return goTo(0);
    const values = form.values;
    const km = kmOf(values);
    const adjustmentAnswers: Record<string, string | number> = km === null ? {} : { kilometres: km };
    // The answers given (an appraisal request asks none of them).
    for (const q of CONDITION_QUESTIONS)
      if (text(values[q.name]) !== '') adjustmentAnswers[q.name] = text(values[q.name]);
    const refused = tradeInEstimateRefused({ year: vehicle.year ?? 0, km }, props.now?.() ?? new Date(), {
      timeZone: props.timeZone,
    });
    const id = leadId.current ?? crypto.randomUUID();
    leadId.current = id;
    const session = leadSession();
    const rego = text(values['rego']);
    const regoState = text(values['regoState']);
    const lead = composeLead({
      fields: {
        name: text(values['name']),
        last_name: text(values['last_name']),
        postcode: text(values['postcode']),
        phone: text(values['phone']),
        email: text(values['email']),
        vehicle_make: vehicle.make ?? '',
        vehicle_model: vehicle.model ?? '',
        vehicle_year: vehicle.year == null ? '' : String(vehicle.year),
        vehicle_km: km === null ? '' : String(km),
      },
      category: VALUATION_CATEGORY,
      url: window.location.href,
      userAgent: navigator.userAgent,
      car: props.car ? { id: props.car.id, dealership_id: props.car.dealership_id } : null,
      visitedPages: session.visited_pages,
      linkedQueryParams: session.linked_query_params,
      leadId: id,
      formCompleted: refused,
      rego,
      regoState,
      id: vehicle.id,
      adjustmentAnswers,
    });
    const token = settings.captcha ? await captcha.token().catch(() => null) : null;
    const body: LeadSubmissionInput = {
      form: 'multi-step',
      lead,
      website: honeypot,
      ...(token ? { captcha_token: token } : {}),
    };
    // Kept before the first attempt: closing the tab while it is sent does not lose it.
    const outbox = props.outbox ?? leadOutbox();
    outbox.hold({ leadId: id, baseUrl: client.baseUrl, site: client.site, body });
    try {
      await client.call(api.leads, { params: {}, query: {}, body });
      outbox.release(id);
    } catch (error) {
      if (!isRetryable(error)) {
        outbox.release(id);
        throw error;
      }
      // Never lose a lead: one that cannot be delivered now is retried by the outbox, and the shopper is told so.
      outbox.keep({ leadId: id, baseUrl: client.baseUrl, site: client.site, body, error });
      outbox.start({ flushNow: false });
      setKeptLeadId(id);
      setNotice(multiStepFailure(true, null));
      return;
    }
    setKeptLeadId(null);
    const vehicleText = vehicleName(vehicle);
    if (refused) {
      storeValuation({
        lead_id: id,
        rego,
        regoState,
        vehicle: vehicleText,
        valuation: null,
        offer_accepted: false,
        saved_at: new Date().toISOString(),
      });
      moved.current = true;
      setResult({ kind: 'refused' });
      return;
    }
    const adjusted = await client.call(api.leadAdjustments, {
      params: { leadId: id },
      query: {},
      body: { id: vehicle.id, adjustmentAnswers },
    });
    storeValuation({
      lead_id: id,
      rego,
      regoState,
      vehicle: vehicleText,
      valuation: adjusted.valuation,
      offer_accepted: false,
      saved_at: new Date().toISOString(),
    });
    setResult({ kind: 'valuation', ...adjusted.valuation });
    goTo(3);
  }

  async function acceptOffer() {
    if (!leadId.current || result?.kind !== 'valuation') return;
    const id = leadId.current;
    await client.call(api.offerAccepted, {
      params: { leadId: id },
      query: {},
      body: { offer_accepted: true, form_completed: true },
    });
    const valuation = { min: result.min, max: result.max };
    if (props.sendValuationToMiscellaneous) {
      try {
        await client.call(api.miscellaneous, {
          params: {},
          query: {},
          body: { column_name: 'valuation', valuation, lead_id: id },
        });
        console.info('Valuation sent to miscellaneous');
      } catch (error) {
        console.error('Failed to send the valuation to miscellaneous', error);
      }
    }
    storeValuation({
      lead_id: id,
      rego: text(form.values['rego']),
      regoState: text(form.values['regoState']),
      vehicle: vehicle ? vehicleName(vehicle) : '',
      valuation,
      offer_accepted: true,
      saved_at: new Date().toISOString(),
    });
    moved.current = true;
    setResult({ kind: 'accepted', ...valuation });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (step < 3) {
      const errors = form.validateAll();
      if (errors.length > 0) {
        setNotice(null);
        setAttempt((n) => n + 1);
        return;
      }
    }
    setBusy(true);
    setNotice(null);
    try {
      if (step === 0) await lookUp();
      else if (step === 1 && appraisal !== null) await sendLead();
      else if (step === 1) goTo(2);
      else if (step === 2) await sendLead();
      else await acceptOffer();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const titles: readonly string[] = appraisal === null ? STEP_TITLES : APPRAISAL_TITLES;
  const title = titles[step] ?? '';
  const money = (n: number) => formatCurrency(n);
  const last = step === 3;
  const contactFields = (
    <>
      <TextField name="name" label={L.name} required autoComplete="given-name" />
      <TextField name="last_name" label={L.lastName} required autoComplete="family-name" />
      <PostcodeField name="postcode" label={L.postcode} />
      <TextField name="phone" label={L.phone} type="tel" required autoComplete="tel" inputMode="tel" />
      <TextField name="email" label={L.email} type="email" required autoComplete="email" inputMode="email" />
      <Honeypot formId={formId} value={honeypot} onChange={setHoneypot} />
      {settings.captcha && <CaptchaSlot provider={captcha} />}
    </>
  );

  if (result?.kind === 'refused') {
    return (
      <section className="valuation valuation--done" aria-labelledby={`${formId}-done`}>
        <h3 id={`${formId}-done`} ref={heading} tabIndex={-1}>
          Valuation requested
        </h3>
        <p role="status">
          Thank you, {text(form.values['name'])}. We have your details and our team will contact you with a valuation of
          your {vehicle ? vehicleName(vehicle) : 'vehicle'}.
        </p>
      </section>
    );
  }

  if (result?.kind === 'accepted') {
    return (
      <section className="valuation valuation--done" aria-labelledby={`${formId}-done`}>
        <h3 id={`${formId}-done`} ref={heading} tabIndex={-1}>
          Offer accepted
        </h3>
        <p role="status">
          Thank you, {text(form.values['name'])}. You have accepted our offer of {money(result.min)} to{' '}
          {money(result.max)} for your {vehicle ? vehicleName(vehicle) : 'vehicle'}. Our team will contact you to
          inspect the vehicle and confirm the price.
        </p>
      </section>
    );
  }

  return (
    <FormContext.Provider value={form}>
      <form
        id={formId}
        className="lead-form valuation"
        noValidate
        aria-label="Trade-in valuation"
        onSubmit={(e) => void onSubmit(e)}
      >
        <StepList titles={titles} current={step} />
        <h3 ref={heading} tabIndex={-1} className="valuation__title">
          Step {step + 1} of {titles.length}: {title}
        </h3>
        {form.submitted && <ErrorBanner ref={banner} errors={form.errors} idFor={form.idFor} />}

        {step === 0 && (
          <>
            <TextField name="rego" label={L.rego} required autoComplete="off" maxLength={10} />
            <SelectField
              name="regoState"
              label={L.regoState}
              required
              placeholder="Select a state"
              options={REGO_STATES.map((s) => ({ value: s, label: s }))}
            />
          </>
        )}
        {step === 1 && (
          <>
            {vehicle && (
              <p className="valuation__vehicle">
                Vehicle found: <strong>{vehicleName(vehicle)}</strong>
              </p>
            )}
            {appraisal !== null && (
              <div className="valuation__refused" role="status">
                <p>{ESTIMATE_RULE_TEXT}</p>
                <p>{APPRAISAL_INVITE}</p>
              </div>
            )}
            <TextField
              name="vehicle_km"
              label={L.km}
              required={appraisal !== 'age'}
              inputMode="numeric"
              autoComplete="off"
            />
            {appraisal === null &&
              CONDITION_QUESTIONS.map((q) => (
                <RadioGroupField key={q.name} name={q.name} legend={q.legend} options={q.options} />
              ))}
            {appraisal !== null && contactFields}
          </>
        )}
        {step === 2 && contactFields}
        {step === 3 && result?.kind === 'valuation' && (
          <div className="valuation__result">
            <p>Your {vehicle ? vehicleName(vehicle) : 'vehicle'} is worth an estimated</p>
            <p className="valuation__range">
              {money(result.min)} – {money(result.max)}
            </p>
            <p className="valuation__note">
              Subject to an inspection of the vehicle. Accept the offer and our team will contact you to arrange it.
            </p>
          </div>
        )}

        {notice && <FormAlert tone={notice.tone}>{notice.message}</FormAlert>}
        <div className="lead-form__actions">
          {step > 0 && (
            <button type="button" className="btn" onClick={() => goTo(step - 1)} disabled={busy}>
              Back
            </button>
          )}
          <SubmitButton busy={busy}>
            {last ? 'Accept offer' : appraisal !== null ? APPRAISAL_SUBMIT : 'Next'}
          </SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}
