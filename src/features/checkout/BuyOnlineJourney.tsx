/**
 * The online purchase journey (SPEC.md §2 /cars/{slug}/buy-online and
 * /checkout-journey?car_id={slug}): 1 Your details, 2 Delivery or pickup,
 * 3 Payment (deposit summary). No payment provider can run here, so the last
 * step is a stand-in: it reserves the car (deposit = the reserve fee) and
 * sends a lead (form 'reservation', category 'Buy Online') with the delivery
 * choice, then goes to /success. Gated by gating.checkout; on
 * /checkout-journey the car's slug comes from the query, and the core's gate
 * waits until it is known.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import { formatCurrency } from '../../core/money.ts';
import type { CurrencyCode } from '../../core/types.ts';
import type { FieldError } from '../../core/forms/fields.ts';
import { INVALID_POSTCODE_MESSAGE } from '../../core/inputs.ts';
import { submitLead, validateLead } from '../leads/pipeline.ts';
import type { LeadFormSettings } from '../leads/settings.ts';
import { successCategory } from '../leads/success-store.ts';
import type { Outbox } from '../leads/outbox.ts';
import { ContactFields } from '../leads/ContactFields.tsx';
import { ErrorBanner } from '../../ui/forms/ErrorBanner.tsx';
import { CheckboxField, FormContext, PostcodeField } from '../../ui/forms/Fields.tsx';
import { SUCCESS_PATH, TERMS_LABEL } from '../leads/LeadForm.tsx';
import { FormAlert, StepList, SubmitButton } from '../../ui/forms/parts.tsx';
import { useForm, type FormValues } from '../../ui/forms/useForm.ts';
import { GatePending, useGate, type GateSettings } from '../auth/useGate.tsx';
import { RadioGroupField } from '../trade-in/RadioGroupField.tsx';
import { BUY_ONLINE_CATEGORY, JOURNEY_STEPS, PAYMENT_STAND_IN_NOTE } from './labels.ts';
import { forgetReservationId, reserveCar } from './reservation.ts';
import { useLocationSearch } from '../auth/client-state.ts';
import type { CheckoutCarProps } from '../../data/checkout.ts';
import '../../ui/forms/forms.css';
import '../trade-in/trade-in.css';

export type JourneyCar = CheckoutCarProps;

export interface BuyOnlineJourneyProps {
  settings: LeadFormSettings;
  gating: GateSettings;
  fee: number;
  currency: CurrencyCode;
  /** The car (/cars/{slug}/buy-online), or ... */
  car?: JourneyCar | null;
  /** ... the cars open for online purchase, picked by ?car_id={slug} (/checkout-journey). */
  cars?: readonly JourneyCar[];
  client?: ApiClient | undefined;
  outbox?: Outbox | undefined;
}

const DELIVERY_OPTIONS = [
  { value: 'pickup', label: 'Pick up from the dealership' },
  { value: 'delivery', label: 'Deliver to my address' },
] as const;

function stepErrors(step: number, values: FormValues, carId: number): FieldError[] {
  if (step === 0) {
    const r = validateLead('reservation', { ...values, car_id: carId, terms_conditions: true });
    return r.ok ? [] : r.errors.filter((e) => ['name', 'email', 'phone'].includes(e.path));
  }
  if (step === 1) {
    const errors: FieldError[] = [];
    const method = values['delivery_method'];
    if (method !== 'pickup' && method !== 'delivery')
      errors.push({ path: 'delivery_method', message: 'Please choose delivery or pickup.' });
    if (method === 'delivery' && !/^\d{4}$/.test(String(values['delivery_postcode'] ?? '').trim()))
      errors.push({ path: 'delivery_postcode', message: INVALID_POSTCODE_MESSAGE });
    return errors;
  }
  return values['terms_conditions'] === true
    ? []
    : [{ path: 'terms_conditions', message: 'You must agree to the terms of use.' }];
}

export default function BuyOnlineJourney(props: BuyOnlineJourneyProps) {
  const { settings, fee, currency } = props;
  const search = useLocationSearch();
  // undefined while the query is unknown (the gate waits for the slug); null when no such car.
  const car = useMemo((): JourneyCar | null | undefined => {
    if (props.car) return props.car;
    if (search === null) return undefined;
    const slug = new URLSearchParams(search).get('car_id');
    return (props.cars ?? []).find((c) => c.slug === slug || String(c.id) === slug) ?? null;
  }, [props.car, props.cars, search]);
  const decision = useGate('checkout', props.gating, car ? { id: car.id, slug: car.slug } : null);
  const [step, setStep] = useState(0);
  const validate = useCallback((values: FormValues) => stepErrors(step, values, car?.id ?? 0), [step, car?.id]);
  const form = useForm({
    formId: 'buy-online',
    initialValues: { delivery_method: '', terms_conditions: false },
    validate,
  });
  const client = useMemo(
    () => props.client ?? createApiClient({ baseUrl: settings.apiBaseUrl, site: settings.site }),
    [props.client, settings.apiBaseUrl, settings.site],
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const leadId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  useEffect(() => {
    if (attempt > 0) banner.current?.focus();
  }, [attempt]);

  if (car === null) {
    return (
      <p role="alert">
        This car is not available to buy online. <a href="/search/new-used-and-demo-cars">Browse our stock</a>.
      </p>
    );
  }
  if (car === undefined || decision.kind !== 'allow') return <GatePending decision={decision} />;
  const current = car;

  function goTo(next: number) {
    moved.current = true;
    form.resetSubmitted();
    setFailure(null);
    setStep(next);
  }

  async function finish() {
    const v = form.values;
    const contact = {
      name: String(v['name']).trim(),
      email: String(v['email']).trim(),
      phone: String(v['phone']).trim(),
    };
    const reserved = await reserveCar(client, { carId: current.id, ...contact, fee });
    if (reserved.status === 'invalid') {
      form.setServerErrors(reserved.errors);
      setAttempt((n) => n + 1);
      return;
    }
    if (reserved.status === 'failed') {
      setFailure(reserved.message);
      return;
    }
    const delivery = v['delivery_method'] === 'delivery';
    const lead = await submitLead(
      client,
      {
        form: 'reservation',
        fields: {
          ...contact,
          car_id: current.id,
          terms_conditions: true,
          delivery_method: delivery ? 'delivery' : 'pickup',
          ...(delivery ? { delivery_postcode: String(v['delivery_postcode']).trim() } : {}),
          deposit: fee,
          reservation_id: reserved.reservationId,
          payment: 'stand-in: deposit to be taken by the dealer',
        },
        category: BUY_ONLINE_CATEGORY,
        car: { id: current.id, dealership_id: current.dealership_id },
        leadId: leadId.current,
      },
      props.outbox ? { outbox: props.outbox } : {},
    );
    leadId.current = lead.leadId ?? undefined;
    // The car is reserved: a lead kept for retry (or refused) does not undo that.
    if (lead.status === 'failed') console.error('Buy online lead refused', lead.message);
    forgetReservationId(current.id);
    successCategory.set(BUY_ONLINE_CATEGORY);
    window.location.assign(SUCCESS_PATH);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (form.validateAll().length > 0) {
      setFailure(null);
      setAttempt((n) => n + 1);
      return;
    }
    if (step < 2) return goTo(step + 1);
    setBusy(true);
    setFailure(null);
    try {
      await finish();
    } catch (error) {
      console.error('Buy online failed', error);
      setFailure('An error occurred when submitting this form');
    } finally {
      setBusy(false);
    }
  }

  const money = (n: number) => formatCurrency(n, currency);
  return (
    <FormContext.Provider value={form}>
      <p className="checkout-car">
        Buying: <strong>{current.title}</strong> {current.price > 10 ? money(current.price) : ''}
      </p>
      <form
        id="buy-online"
        className="lead-form valuation"
        noValidate
        aria-label="Buy online"
        onSubmit={(e) => void onSubmit(e)}
      >
        <StepList titles={JOURNEY_STEPS} current={step} />
        <h2 ref={heading} tabIndex={-1} className="valuation__title">
          Step {step + 1} of {JOURNEY_STEPS.length}: {JOURNEY_STEPS[step]}
        </h2>
        {form.submitted && <ErrorBanner ref={banner} errors={form.errors} idFor={form.idFor} />}
        {step === 0 && <ContactFields />}
        {step === 1 && (
          <>
            <RadioGroupField
              name="delivery_method"
              legend="How would you like to receive the car?"
              options={DELIVERY_OPTIONS}
            />
            {form.values['delivery_method'] === 'delivery' && (
              <PostcodeField name="delivery_postcode" label="Delivery postcode" />
            )}
          </>
        )}
        {step === 2 && (
          <>
            <dl className="deposit-summary">
              <dt>Vehicle price</dt>
              <dd>{current.price > 10 ? money(current.price) : 'Price on application'}</dd>
              <dt>Deposit due now</dt>
              <dd>{money(fee)}</dd>
              {current.price > 10 && (
                <>
                  <dt>Balance on {form.values['delivery_method'] === 'delivery' ? 'delivery' : 'pickup'}</dt>
                  <dd>{money(Math.max(current.price - fee, 0))}</dd>
                </>
              )}
            </dl>
            <p className="valuation__note">{PAYMENT_STAND_IN_NOTE}</p>
            <CheckboxField name="terms_conditions" label={TERMS_LABEL} required>
              I agree to the <a href="/terms-and-conditions">terms of use</a>
            </CheckboxField>
          </>
        )}
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="lead-form__actions">
          {step > 0 && (
            <button type="button" className="btn" onClick={() => goTo(step - 1)} disabled={busy}>
              Back
            </button>
          )}
          <SubmitButton busy={busy}>{step < 2 ? 'Next' : 'Reserve and pay deposit later'}</SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}
