/**
 * The general enquiry form (SPEC.md §3 Enquiry form, §5 Enquiry form) and the
 * careers form (category 'Careers Enquiry', remapped by the core to General
 * Enquiry / Career Enquiry).
 */
import { CAREERS_CATEGORY, DEFAULT_LEAD_CATEGORY, OPT_IN_LABEL, REGO_PLACEHOLDER } from '../../core/leads.ts';
import { placeRules } from '../../core/forms/schemas.ts';
import type { LeadFormSettings } from './settings.ts';
import { ContactFields } from './ContactFields.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../ui/forms/Fields.tsx';
import { ENQUIRY_CATEGORIES, LABELS, POSITION_PLACEHOLDER, SUBMIT } from './labels.ts';
import { LeadForm, type LeadFormProps } from './LeadForm.tsx';

import { PlaceFields, type FormDealership, type FormLocation } from './PlaceFields.tsx';

export type { FormDealership, FormLocation };

export interface EnquiryFormProps extends Pick<LeadFormProps, 'client' | 'outbox' | 'captcha' | 'onSent'> {
  settings: LeadFormSettings;
  id?: string;
  /** The site's visible locations; the select shows when there are several. */
  locations: readonly FormLocation[];
  /** The site's dealerships; the preferred-dealership select shows when there are several. */
  dealerships: readonly FormDealership[];
  /** Location preselected (the /contact-us/{location} page). */
  locationId?: number | null;
  careers?: boolean;
  /** The careers form's position select (forms.career_positions). */
  positions?: readonly string[];
  categories?: readonly string[];
}

export function EnquiryForm({
  settings,
  id = 'enquiry-form',
  locations,
  dealerships,
  locationId = null,
  careers = false,
  positions = [],
  categories = ENQUIRY_CATEGORIES,
  ...inject
}: EnquiryFormProps) {
  // The same rule as the platform API's (a location names its dealership).
  const { showLocation, requirePreferredDealership: showDealership } = placeRules(
    careers ? 'careers' : 'enquiry',
    locations.length,
    dealerships.length,
  );
  const department = settings.locationPlaceholder === 'department';
  const single = locations.length === 1 ? locations[0] : undefined;
  return (
    <LeadForm
      {...inject}
      kind={careers ? 'careers' : 'enquiry'}
      id={id}
      label={careers ? 'Careers enquiry' : 'Enquiry'}
      settings={settings}
      rules={{ showLocation, requirePreferredDealership: showDealership }}
      initialValues={{
        category: careers ? CAREERS_CATEGORY : DEFAULT_LEAD_CATEGORY,
        location: locationId != null && locations.some((l) => l.id === locationId) ? String(locationId) : '',
        dealership_slug: '',
        ...(careers ? { position: '' } : {}),
        opt_in: false,
      }}
      hidden={single ? { location: String(single.id) } : {}}
      successCategory={careers ? CAREERS_CATEGORY : undefined}
      submitLabel={careers ? SUBMIT.careers : SUBMIT.enquiry}
    >
      <ContactFields />
      {careers && (
        <SelectField
          name="position"
          label={LABELS.position}
          required
          placeholder={POSITION_PLACEHOLDER}
          options={positions.map((p) => ({ value: p, label: p }))}
        />
      )}
      {!careers && (
        <SelectField
          name="category"
          label={LABELS.category}
          required
          options={categories.map((c) => ({ value: c, label: c }))}
        />
      )}
      <PlaceFields
        locations={locations}
        dealerships={dealerships}
        showLocation={showLocation}
        showDealership={showDealership}
        department={department}
      />
      {!careers && <TextField name="rego" label={LABELS.rego} placeholder={REGO_PLACEHOLDER} autoComplete="off" />}
      <TextAreaField
        name="message"
        label={careers ? LABELS.message : LABELS.comments}
        required={settings.commentsRequired}
      />
      <CheckboxField name="opt_in" label={OPT_IN_LABEL} />
    </LeadForm>
  );
}
