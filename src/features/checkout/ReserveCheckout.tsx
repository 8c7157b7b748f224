/**
 * /cars/{slug}/checkout (SPEC.md §2, §4 Reserve, §9 reserve fee): the
 * reservation form (kind 'reservation': name, email, phone, terms) sending
 * the reservation with a client-generated id kept across retries; success
 * stores the success category and goes to /success (as every lead form
 * does); a 409 shows 'This car has already been reserved.'. Gated by
 * gating.checkout (the core waits until the car's slug is known).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import type { LeadFormSettings } from '../leads/settings.ts';
import { validateLead } from '../leads/pipeline.ts';
import { successCategory } from '../leads/success-store.ts';
import { ContactFields } from '../leads/ContactFields.tsx';
import { ErrorBanner } from '../../ui/forms/ErrorBanner.tsx';
import { CheckboxField, FormContext } from '../../ui/forms/Fields.tsx';
import { SUCCESS_PATH, TERMS_LABEL } from '../leads/LeadForm.tsx';
import { FormAlert, SubmitButton } from '../../ui/forms/parts.tsx';
import { useForm, type FormValues } from '../../ui/forms/useForm.ts';
import { GatePending, useGate, type GateSettings } from '../auth/useGate.tsx';
import { RESERVATION_CATEGORY } from './labels.ts';
import { forgetReservationId, reserveCar } from './reservation.ts';
import type { CheckoutCarProps } from '../../data/checkout.ts';
import '../../ui/forms/forms.css';

export type CheckoutCar = Pick<CheckoutCarProps, 'id' | 'slug' | 'title' | 'dealership_id'>;

export interface ReserveCheckoutProps {
  settings: LeadFormSettings;
  gating: GateSettings;
  car: CheckoutCar;
  fee: number;
  client?: ApiClient | undefined;
  /** After a reservation; default: store the success category and go to /success. */
  onReserved?: (() => void) | undefined;
}

export default function ReserveCheckout(props: ReserveCheckoutProps) {
  const { car, fee, settings } = props;
  const decision = useGate('checkout', props.gating, { id: car.id, slug: car.slug });
  const validate = useCallback(
    (values: FormValues) => {
      const r = validateLead('reservation', { ...values, car_id: car.id });
      return r.ok ? [] : r.errors;
    },
    [car.id],
  );
  const form = useForm({
    formId: 'reserve-form',
    initialValues: { name: '', email: '', phone: '', terms_conditions: false },
    validate,
  });
  const client = useMemo(
    () => props.client ?? createApiClient({ baseUrl: settings.apiBaseUrl, site: settings.site }),
    [props.client, settings.apiBaseUrl, settings.site],
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) banner.current?.focus();
  }, [attempt]);

  if (decision.kind !== 'allow') return <GatePending decision={decision} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (form.validateAll().length > 0) {
      setFailure(null);
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setFailure(null);
    const v = form.values;
    const result = await reserveCar(client, {
      carId: car.id,
      name: String(v['name']).trim(),
      email: String(v['email']).trim(),
      phone: String(v['phone']).trim(),
      fee,
    });
    setBusy(false);
    if (result.status === 'reserved') {
      forgetReservationId(car.id);
      if (props.onReserved) props.onReserved();
      else {
        successCategory.set(RESERVATION_CATEGORY);
        window.location.assign(SUCCESS_PATH);
      }
    } else if (result.status === 'invalid') {
      form.setServerErrors(result.errors);
      setAttempt((n) => n + 1);
    } else setFailure(result.message);
  }

  return (
    <FormContext.Provider value={form}>
      <form
        id="reserve-form"
        className="lead-form"
        noValidate
        aria-label="Reserve this car"
        onSubmit={(e) => void onSubmit(e)}
      >
        {form.submitted && <ErrorBanner ref={banner} errors={form.errors} idFor={form.idFor} />}
        <ContactFields />
        <CheckboxField name="terms_conditions" label={TERMS_LABEL} required>
          I agree to the <a href="/terms-and-conditions">terms of use</a>
        </CheckboxField>
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className="lead-form__actions">
          <SubmitButton busy={busy}>Reserve Car Now</SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}
