/**
 * The two-step test drive form (SPEC.md §2 "Test drive: a two-step modal";
 * §3 Test drive form: name, message, dateTime, terms_conditions, optional
 * distribution location; §5 message and date/time optional). Step 1: date and
 * time from the appointments call for the car's location, and the test drive
 * location when the car can be driven at several. Step 2: contact details and
 * an optional message. Back keeps both steps' values.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import { api } from '../../api/contract.ts';
import { testDriveEventId } from '../../core/analytics.ts';
import { formatTime12h } from '../../core/format.ts';
import { modelLeadFields, testDrivePlaces, type LeadModel } from '../../core/leads.ts';
import type { EnquireCar } from './enquire-car.ts';
import type { LeadFormSettings } from './settings.ts';
import { ContactFields } from './ContactFields.tsx';
import { TextAreaField } from '../../ui/forms/Fields.tsx';
import { LABELS, SUBMIT, TEST_DRIVE_CATEGORY } from './labels.ts';
import { LeadForm, type LeadFormProps } from './LeadForm.tsx';
import { vehicleHiddenFields, type CarRef } from './VehicleEnquiryForm.tsx';

/** Shown when the available times cannot be loaded (date and time are optional). */
export const APPOINTMENTS_ERROR =
  "We couldn't load the available times. You can still book: leave the time empty and we'll call you to arrange one.";
export const NO_TIME_OPTION = 'No preference';
/** Days of appointments asked for. */
export const APPOINTMENT_DAYS = 14;

export interface TestDriveFormProps extends Pick<LeadFormProps, 'client' | 'outbox' | 'captcha' | 'onSent'> {
  settings: LeadFormSettings;
  car?: EnquireCar | CarRef | null;
  /** The model of the range the test drive is for, when there is no stock car (/book-test-drive?model=). */
  model?: LeadModel | null;
  id?: string;
  /** Level of the step headings: 3 inside a modal (its title is the h2), 2 on a page. */
  headingLevel?: 2 | 3;
}

type Day = { date: string; times: string[] };

/** '2026-11-23' -> 'Mon 23 Nov' (the date's own calendar day, no time-zone shift). */
function dayLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function TestDriveForm({
  settings,
  car = null,
  model = null,
  id = 'test-drive-form',
  headingLevel = 3,
  ...inject
}: TestDriveFormProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const full = car && 'make' in car ? car : null;
  const [step, setStep] = useState<1 | 2>(1);
  // The last appointments answer, for the location it was asked for.
  const [loaded, setLoaded] = useState<{ for: number | null; days: Day[] | null; error: boolean } | null>(null);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [place, setPlace] = useState('');
  const step1Heading = useRef<HTMLHeadingElement>(null);
  const step2Heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const uid = useId();
  const client: ApiClient = useMemo(
    () => inject.client ?? createApiClient({ baseUrl: settings.apiBaseUrl, site: settings.site }),
    [inject.client, settings.apiBaseUrl, settings.site],
  );
  // Times are those of the chosen test drive location, else the car's location.
  const locationId = place ? Number(place) : (full?.location_id ?? null);

  useEffect(() => {
    const controller = new AbortController();
    client
      .call(
        api.appointments,
        {
          params: {},
          query: { days: String(APPOINTMENT_DAYS), ...(locationId ? { location_id: String(locationId) } : {}) },
        },
        { signal: controller.signal },
      )
      .then((r) => setLoaded({ for: locationId, days: r.days.filter((d) => d.times.length > 0), error: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to fetch appointments', error);
        setLoaded({ for: locationId, days: null, error: true });
      });
    return () => controller.abort();
  }, [client, locationId]);

  useEffect(() => {
    if (!moved.current) return;
    (step === 1 ? step1Heading : step2Heading).current?.focus();
  }, [step]);

  const current = loaded?.for === locationId ? loaded : null;
  const days = current?.days ?? null;
  const loadError = current?.error ?? false;
  const times = days?.find((d) => d.date === date)?.times ?? [];
  const dateTime = date && time ? `${date}T${time}` : '';
  // The car's location and its distribution locations only (core testDrivePlaces).
  const places = full ? testDrivePlaces(full, full.distribution_locations, NO_TIME_OPTION) : [];
  const go = (s: 1 | 2) => {
    moved.current = true;
    setStep(s);
  };

  return (
    <div className="test-drive">
      <div hidden={step !== 1}>
        <Heading ref={step1Heading} tabIndex={-1} className="form-step__legend">
          Step 1 of 2: Choose a date and time
        </Heading>
        <div className="lead-form">
          {loadError && (
            <p className="form-alert form-alert--info" role="status">
              {APPOINTMENTS_ERROR}
            </p>
          )}
          {!days && !loadError && <p role="status">Loading available times…</p>}
          {places.length > 1 && (
            <div className="field">
              <label className="field__label" htmlFor={`${uid}-place`}>
                {LABELS.distributionLocation}
              </label>
              <select
                id={`${uid}-place`}
                className="field__control"
                value={place}
                onChange={(e) => {
                  setPlace(e.currentTarget.value);
                  setDate('');
                  setTime('');
                }}
              >
                {places.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor={`${uid}-date`}>
              {LABELS.date}
            </label>
            <select
              id={`${uid}-date`}
              className="field__control"
              value={date}
              disabled={!days}
              onChange={(e) => {
                setDate(e.currentTarget.value);
                setTime('');
              }}
            >
              <option value="">{NO_TIME_OPTION}</option>
              {(days ?? []).map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${uid}-time`}>
              {LABELS.time}
            </label>
            <select
              id={`${uid}-time`}
              className="field__control"
              value={time}
              disabled={times.length === 0}
              onChange={(e) => setTime(e.currentTarget.value)}
            >
              <option value="">{NO_TIME_OPTION}</option>
              {/* The value stays 24-hour ('13:30', the lead's dateTime); the label reads as the site does ('1:30pm'). */}
              {times.map((t) => (
                <option key={t} value={t}>
                  {formatTime12h(t) ?? t}
                </option>
              ))}
            </select>
          </div>
          <div className="lead-form__actions">
            <button type="button" className="btn btn--accent" onClick={() => go(2)}>
              Next
            </button>
          </div>
        </div>
      </div>
      <div hidden={step !== 2}>
        <Heading ref={step2Heading} tabIndex={-1} className="form-step__legend">
          Step 2 of 2: Your details
        </Heading>
        <LeadForm
          {...inject}
          client={client}
          kind="test-drive"
          id={id}
          label="Book a test drive"
          settings={settings}
          initialValues={{ message: '' }}
          hidden={{
            ...(car ? vehicleHiddenFields(car) : model ? modelLeadFields(model) : {}),
            dateTime,
            distribution_location: place,
          }}
          category={TEST_DRIVE_CATEGORY}
          car={car ? { id: car.id, dealership_id: full?.dealership_id ?? null } : null}
          eventId={
            full
              ? testDriveEventId({ car_type: full.car_type, tag: full.tag })
              : !car && model
                ? testDriveEventId({ car_type: 'new', tag: null })
                : null
          }
          eventDetail={car ? { car_id: car.id } : {}}
          submitLabel={SUBMIT.testDrive}
          secondaryAction={
            <button type="button" className="btn btn--outline" onClick={() => go(1)}>
              Back
            </button>
          }
        >
          <ContactFields />
          <TextAreaField name="message" label={`${LABELS.message} (optional)`} />
        </LeadForm>
      </div>
    </div>
  );
}
