/**
 * The finance enquiry (SPEC.md §2 'Finance Enquiry' modal with a 'Get Finance
 * Now' button, analytics event 9) and its page variants: /finance,
 * /finance-enquiry, /personalised/finance?car_id= and /apply-for-finance
 * (query preferredDealership, vehiclePriceBudget, car_id, car_type, vin; the
 * form's id is 'finance-form' for the #finance-form anchor).
 */
import { ANALYTICS_EVENT } from '../../core/analytics.ts';
import { PREFERRED_DEALERSHIP_PLACEHOLDER, type FormValue } from '../../core/leads.ts';
import type { EnquireCar } from './enquire-car.ts';
import type { LeadFormSettings } from './settings.ts';
import { ContactFields } from './ContactFields.tsx';
import type { FormDealership } from './EnquiryForm.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/forms/Fields.tsx';
import { FINANCE_CATEGORY, LABELS, SUBMIT } from './labels.ts';
import { LeadForm, type LeadFormProps } from './LeadForm.tsx';
import { vehicleHiddenFields, type CarRef } from './VehicleEnquiryForm.tsx';

/** The /apply-for-finance query (SPEC.md §2). */
export interface FinancePrefill {
  preferredDealership?: string | undefined;
  vehiclePriceBudget?: string | undefined;
  car_type?: string | undefined;
  vin?: string | undefined;
}

export interface FinanceEnquiryFormProps extends Pick<LeadFormProps, 'client' | 'outbox' | 'captcha' | 'onSent'> {
  settings: LeadFormSettings;
  id?: string;
  car?: EnquireCar | CarRef | null;
  /** 'apply-for-finance' adds the preferred dealership and budget fields. */
  kind?: 'finance-enquiry' | 'apply-for-finance';
  dealerships?: readonly FormDealership[];
  prefill?: FinancePrefill;
}

export function FinanceEnquiryForm({
  settings,
  id = 'finance-form',
  car = null,
  kind = 'finance-enquiry',
  dealerships = [],
  prefill = {},
  ...inject
}: FinanceEnquiryFormProps) {
  const apply = kind === 'apply-for-finance';
  const hidden: Record<string, FormValue> = {
    ...(car ? vehicleHiddenFields(car) : {}),
    ...(prefill.car_type ? { car_type: prefill.car_type } : {}),
    ...(prefill.vin ? { vin: prefill.vin } : {}),
  };
  const showDealership = apply && dealerships.length > 1;
  const title = car && 'title' in car ? car.title : null;
  return (
    <LeadForm
      {...inject}
      kind={kind}
      id={id}
      label={title ? `Finance enquiry for the ${title}` : 'Finance enquiry'}
      settings={settings}
      initialValues={{
        message: '',
        ...(apply
          ? {
              preferredDealership: dealerships.some((d) => d.slug === prefill.preferredDealership)
                ? (prefill.preferredDealership ?? '')
                : '',
              vehiclePriceBudget: prefill.vehiclePriceBudget ?? '',
            }
          : {}),
      }}
      hidden={hidden}
      category={FINANCE_CATEGORY}
      car={car ? { id: car.id, dealership_id: 'dealership_id' in car ? car.dealership_id : null } : null}
      eventId={ANALYTICS_EVENT.FINANCE_MODAL_FORM}
      eventDetail={car ? { car_id: car.id } : {}}
      submitLabel={SUBMIT.financeNow}
    >
      <ContactFields />
      {showDealership && (
        <SelectField
          name="preferredDealership"
          label={LABELS.preferredDealership}
          placeholder={PREFERRED_DEALERSHIP_PLACEHOLDER}
          options={dealerships.map((d) => ({ value: d.slug, label: d.name }))}
        />
      )}
      {apply && <TextField name="vehiclePriceBudget" label={LABELS.budget} inputMode="numeric" />}
      <TextAreaField name="message" label={LABELS.comments} />
    </LeadForm>
  );
}
