/**
 * The prefilled vehicle enquiry (SPEC.md §3 Enquiry form: hidden
 * dealership_slug, manufacturer_slug, stock_number, Vehicle Make, Vehicle
 * Model, car_type, car_id, vehicle_status; opt_in true; message and
 * subcategory) used by Enquire Now, Instant Message and Find Me Something
 * Similar, and the photo request (hidden 'Request Photos' and a message).
 */
import { enquiryEventId } from '../../core/analytics.ts';
import { DEFAULT_LEAD_CATEGORY, VEHICLE_OPT_IN_LABEL, vehicleEnquiryFields, type FormValue } from '../../core/leads.ts';
import type { EnquireCar } from './enquire-car.ts';
import type { LeadFormSettings } from './settings.ts';
import { ContactFields } from './ContactFields.tsx';
import { CheckboxField, TextAreaField } from '../../ui/forms/Fields.tsx';
import {
  FIND_SIMILAR_SUBCATEGORY,
  INSTANT_MESSAGE_SUBCATEGORY,
  LABELS,
  PHOTO_REQUEST_SUBCATEGORY,
  SUBMIT,
  vehicleMessage,
} from './labels.ts';
import { LeadForm, type LeadFormProps } from './LeadForm.tsx';
import type { CarSummary } from '../../data/car-summary.ts';

/** A car known only by its id (a /contact?car_id= link opened without the vehicle page before). */
export type CarRef = Pick<CarSummary, 'id'>;

export type VehicleEnquiryVariant = 'enquiry' | 'similar' | 'instant-message';

export interface VehicleEnquiryFormProps extends Pick<LeadFormProps, 'client' | 'outbox' | 'captcha' | 'onSent'> {
  settings: LeadFormSettings;
  car: EnquireCar | CarRef;
  variant?: VehicleEnquiryVariant;
  id?: string;
}

function isFull(car: EnquireCar | CarRef): car is EnquireCar {
  return 'make' in car;
}

/** The hidden fields of a car's enquiry (without opt_in and message: the shopper edits those). */
export function vehicleHiddenFields(car: EnquireCar | CarRef, subcategory?: string): Record<string, FormValue> {
  if (!isFull(car)) return { car_id: car.id, ...(subcategory ? { subcategory } : {}) };
  const { opt_in: _optIn, ...fields } = vehicleEnquiryFields(
    {
      id: car.id,
      make: car.make,
      model: car.model,
      car_type: car.car_type,
      status: car.status,
      stocknum: car.stocknum,
      dealership_slug: car.dealership_slug,
      manufacturer_slug: car.manufacturer_slug,
    },
    subcategory ? { subcategory } : {},
  );
  return fields;
}

const SUBCATEGORY: Record<VehicleEnquiryVariant, string | undefined> = {
  enquiry: undefined,
  similar: FIND_SIMILAR_SUBCATEGORY,
  'instant-message': INSTANT_MESSAGE_SUBCATEGORY,
};

export function VehicleEnquiryForm({
  settings,
  car,
  variant = 'enquiry',
  id = 'vehicle-enquiry-form',
  ...inject
}: VehicleEnquiryFormProps) {
  const full = isFull(car) ? car : null;
  const subcategory = SUBCATEGORY[variant];
  return (
    <LeadForm
      {...inject}
      kind="vehicle-enquiry"
      id={id}
      label={full ? `Enquiry about the ${full.title}` : 'Vehicle enquiry'}
      settings={settings}
      initialValues={{ message: full ? vehicleMessage(variant, full.title) : '', opt_in: true }}
      hidden={vehicleHiddenFields(car, subcategory)}
      category={DEFAULT_LEAD_CATEGORY}
      subcategory={subcategory}
      car={{ id: car.id, dealership_id: full?.dealership_id ?? null }}
      eventId={full ? enquiryEventId(full) : null}
      eventDetail={{ car_id: car.id }}
      submitLabel={SUBMIT.enquiry}
    >
      <ContactFields />
      <TextAreaField name="message" label={LABELS.comments} required={settings.commentsRequired} />
      <CheckboxField name="opt_in" label={VEHICLE_OPT_IN_LABEL} />
    </LeadForm>
  );
}

export interface PhotoRequestFormProps extends Pick<LeadFormProps, 'client' | 'outbox' | 'captcha' | 'onSent'> {
  settings: LeadFormSettings;
  car: EnquireCar;
  id?: string;
}

/** The photo request: the car's hidden fields, a hidden 'Request Photos' field and a message. */
export function PhotoRequestForm({ settings, car, id = 'photo-request-form', ...inject }: PhotoRequestFormProps) {
  return (
    <LeadForm
      {...inject}
      kind="photo-request"
      id={id}
      label={`Photo request for the ${car.title}`}
      settings={settings}
      initialValues={{ message: vehicleMessage('photos', car.title) }}
      hidden={{ ...vehicleHiddenFields(car, PHOTO_REQUEST_SUBCATEGORY), 'Request Photos': true, opt_in: false }}
      category={DEFAULT_LEAD_CATEGORY}
      subcategory={PHOTO_REQUEST_SUBCATEGORY}
      car={{ id: car.id, dealership_id: car.dealership_id }}
      submitLabel={SUBMIT.photos}
    >
      <ContactFields />
      <TextAreaField name="message" label={LABELS.message} />
    </LeadForm>
  );
}
