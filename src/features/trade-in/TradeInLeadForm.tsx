/**
 * The trade-in / sell-my-car lead form (SPEC.md §3 Trade-in/lead form: a
 * hidden field, First Name, last_name, postcode, Mobile Number, email), built
 * on the shared LeadForm (validation, pipeline, outbox, /success).
 */
import type { FormValue } from '../../core/leads.ts';
import { PostcodeField, TextField } from '../../ui/forms/Fields.tsx';
import { LeadForm, type LeadFormProps } from '../leads/LeadForm.tsx';
import { SELL_MY_CAR_CATEGORY, TRADE_IN_CATEGORY, TRADE_IN_LABELS as L } from './labels.ts';

export interface TradeInLeadFormProps extends Pick<
  LeadFormProps,
  'settings' | 'client' | 'outbox' | 'captcha' | 'onSent' | 'car'
> {
  kind: 'trade-in' | 'sell-my-car';
  id?: string;
  /** Prefill from the signed-in user's details. */
  initialValues?: Record<string, FormValue>;
}

export function TradeInLeadForm({ kind, id, initialValues, ...rest }: TradeInLeadFormProps) {
  const sell = kind === 'sell-my-car';
  const category = sell ? SELL_MY_CAR_CATEGORY : TRADE_IN_CATEGORY;
  return (
    <LeadForm
      {...rest}
      kind={kind}
      id={id ?? `${kind}-form`}
      label={sell ? 'Sell my car' : 'Trade-in enquiry'}
      category={category}
      // The form's hidden field: which page the lead came from.
      hidden={{ lead_type: sell ? 'Sell My Car' : 'Trade-In' }}
      initialValues={initialValues ?? {}}
      submitLabel={sell ? 'Get an offer' : 'Send'}
    >
      <TextField name="name" label={L.name} required autoComplete="given-name" />
      <TextField name="last_name" label={L.lastName} required autoComplete="family-name" />
      <PostcodeField name="postcode" label={L.postcode} />
      <TextField name="phone" label={L.phone} type="tel" required autoComplete="tel" inputMode="tel" />
      <TextField name="email" label={L.email} type="email" required autoComplete="email" inputMode="email" />
      <fieldset className="lead-form__group">
        <legend>Your vehicle (optional)</legend>
        <TextField name="rego" label={L.rego} autoComplete="off" />
        <TextField name="vehicle_make" label={L.make} autoComplete="off" />
        <TextField name="vehicle_model" label={L.model} autoComplete="off" />
        <TextField name="vehicle_year" label={L.year} inputMode="numeric" autoComplete="off" />
        <TextField name="vehicle_km" label={L.km} inputMode="numeric" autoComplete="off" />
      </fieldset>
    </LeadForm>
  );
}
