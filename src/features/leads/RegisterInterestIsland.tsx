/**
 * A coming-soon model's register-interest form (/models/{slug}): the model page says "Register
 * your interest", so it takes the interest there: a new vehicle enquiry with its own
 * subcategory ('Register Interest') and the model's vehicle fields, through the shared lead form
 * (validation on both sides, pipeline, outbox, /success).
 */
import { modelLeadFields, modelLeadTitle, OPT_IN_LABEL, type LeadModel } from '../../core/leads.ts';
import { placeRules } from '../../core/forms/schemas.ts';
import { CheckboxField, TextAreaField } from '../../ui/forms/Fields.tsx';
import { ContactFields } from './ContactFields.tsx';
import { PlaceFields, type FormDealership, type FormLocation } from './PlaceFields.tsx';
import {
  LABELS,
  REGISTER_INTEREST_CATEGORY,
  REGISTER_INTEREST_SUBCATEGORY,
  SUBMIT,
  registerInterestMessage,
} from './labels.ts';
import { LeadForm, type LeadFormProps } from './LeadForm.tsx';
import type { LeadFormSettings } from './settings.ts';

export interface RegisterInterestIslandProps extends Pick<LeadFormProps, 'client' | 'outbox' | 'captcha' | 'onSent'> {
  settings: LeadFormSettings;
  model: LeadModel;
  /** The site's visible locations and dealerships: the enquiry's place selects (core placeRules). */
  locations: readonly FormLocation[];
  dealerships: readonly FormDealership[];
}

export default function RegisterInterestIsland({
  settings,
  model,
  locations,
  dealerships,
  ...inject
}: RegisterInterestIslandProps) {
  const { showLocation, requirePreferredDealership } = placeRules('enquiry', locations.length, dealerships.length);
  const single = locations.length === 1 ? locations[0] : undefined;
  const title = modelLeadTitle(model);
  return (
    <LeadForm
      {...inject}
      kind="enquiry"
      id="register-interest-form"
      label={`Register your interest in the ${title}`}
      settings={settings}
      rules={{ showLocation, requirePreferredDealership }}
      category={REGISTER_INTEREST_CATEGORY}
      subcategory={REGISTER_INTEREST_SUBCATEGORY}
      hidden={{
        ...modelLeadFields(model),
        category: REGISTER_INTEREST_CATEGORY,
        ...(single ? { location: String(single.id) } : {}),
      }}
      initialValues={{ message: registerInterestMessage(title), location: '', dealership_slug: '', opt_in: false }}
      submitLabel={SUBMIT.registerInterest}
    >
      <ContactFields />
      <PlaceFields
        locations={locations}
        dealerships={dealerships}
        showLocation={showLocation}
        showDealership={requirePreferredDealership}
      />
      <TextAreaField name="message" label={LABELS.comments} required={settings.commentsRequired} />
      <CheckboxField name="opt_in" label={OPT_IN_LABEL} />
    </LeadForm>
  );
}
