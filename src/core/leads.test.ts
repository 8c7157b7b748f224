import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  testDrivePlaces,
  DEALERSHIP_LOCATION_REQUIRED,
  DEPARTMENT_PLACEHOLDER,
  FORM_ERRORS_HEADING,
  FORM_SUBMIT_ERROR,
  LOCATION_PLACEHOLDER,
  MULTI_STEP_ERROR,
  OPT_IN_LABEL,
  PREFERRED_DEALERSHIP_PLACEHOLDER,
  REGO_PLACEHOLDER,
  TERMS_NOTE,
  VEHICLE_OPT_IN_LABEL,
  composeLead,
  isChecked,
  leadAccepted,
  leadCategory,
  modelLeadFields,
  modelLeadTitle,
  modelTestDrivePath,
  multiStepErrorMessage,
  multiStepFailure,
  MULTI_STEP_KEPT_MESSAGE,
  submitErrorMessage,
  vehicleEnquiryFields,
  type LeadInput,
} from './leads.ts';

const base = (over: Partial<LeadInput> = {}): LeadInput => ({
  fields: { name: 'Jane', email: 'jane@example.com', phone: '0412345678', message: 'Hi' },
  url: 'https://dealer.example/contact',
  userAgent: 'UA/1.0',
  leadId: 'lead-123',
  ...over,
});

describe('form texts (verbatim)', () => {
  it.each([
    [FORM_ERRORS_HEADING, 'Please fix the following errors:'],
    [FORM_SUBMIT_ERROR, 'An error occurred when submitting this form'],
    [MULTI_STEP_ERROR, 'An unexpected error occured'],
    [LOCATION_PLACEHOLDER, 'Please Select a Dealership Location'],
    [DEPARTMENT_PLACEHOLDER, 'Please Select a Department'],
    [PREFERRED_DEALERSHIP_PLACEHOLDER, 'Select a Preferred Dealership'],
    [REGO_PLACEHOLDER, 'Rego - Helps us better assist your enquiry'],
    [OPT_IN_LABEL, 'Yes, I would like to subscribe to receive latest offers & product updates.'],
    [VEHICLE_OPT_IN_LABEL, 'Email me similar stock and latest offers.'],
    [TERMS_NOTE, '* You must agree to the terms of use before submitting the form.'],
    [DEALERSHIP_LOCATION_REQUIRED, 'Please select a dealership location.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('leadCategory', () => {
  it.each([
    [null, null, { category: 'General Enquiry', subcategory: null }],
    ['', 'x', { category: 'General Enquiry', subcategory: 'x' }],
    ['Careers Enquiry', null, { category: 'General Enquiry', subcategory: 'Career Enquiry' }],
    ['Careers Enquiry', 'Other', { category: 'General Enquiry', subcategory: 'Career Enquiry' }],
    ['Service Enquiry', null, { category: 'Service Enquiry', subcategory: null }],
    ['Vehicle Enquiry', 'New Car', { category: 'Vehicle Enquiry', subcategory: 'New Car' }],
  ])('%j / %j -> %j', (c, s, expected) => {
    expect(leadCategory(c, s)).toEqual(expected);
  });
});

describe('composeLead', () => {
  it('composes the generic payload', () => {
    expect(
      composeLead(
        base({
          car: { id: 42, dealership_id: 9 },
          visitedPages: ['/', '/cars/x'],
          linkedQueryParams: { utm_source: 'google' },
        }),
      ),
    ).toEqual({
      name: 'Jane',
      email: 'jane@example.com',
      phone: '0412345678',
      message: 'Hi',
      category: 'General Enquiry',
      url: 'https://dealer.example/contact',
      source: 'Website',
      user_agent: 'UA/1.0',
      car_id: 42,
      car_dealership_id: 9,
      lead_attributes: { visited_pages: ['/', '/cars/x'], linked_query_params: { utm_source: 'google' } },
      lead_id: 'lead-123',
      form_completed: false,
      offer_accepted: false,
    });
  });

  it('takes category and subcategory from the form and remaps careers', () => {
    const lead = composeLead(base({ fields: { category: 'Careers Enquiry', subcategory: 'x', name: 'J' } }));
    expect(lead.category).toBe('General Enquiry');
    expect(lead.subcategory).toBe('Career Enquiry');
    expect(lead['name']).toBe('J');
  });

  it('explicit category wins over the form field', () => {
    expect(composeLead(base({ category: 'Finance Enquiry', fields: { category: 'Other' } })).category).toBe(
      'Finance Enquiry',
    );
  });

  it.each([
    [undefined, undefined, false, false],
    [undefined, true, true, true],
    [false, true, false, true],
    [true, undefined, true, false],
  ])(
    'formCompleted %s, offerAccepted %s -> form_completed %s, offer_accepted %s',
    (fc_, oa, formCompleted, offerAccepted) => {
      const lead = composeLead(base({ formCompleted: fc_, offerAccepted: oa }));
      expect(lead.form_completed).toBe(formCompleted);
      expect(lead.offer_accepted).toBe(offerAccepted);
    },
  );

  it('sends multi-step fields only when given', () => {
    const plain = composeLead(base());
    for (const key of [
      'rego',
      'regoState',
      'id',
      'adjustmentAnswers',
      'car_id',
      'car_dealership_id',
      'subcategory',
      'additional_services',
    ]) {
      expect(plain).not.toHaveProperty(key);
    }
    const steps = composeLead(base({ rego: 'ABC123', regoState: 'QLD', id: 77, adjustmentAnswers: { tyres: 'worn' } }));
    expect(steps).toMatchObject({ rego: 'ABC123', regoState: 'QLD', id: 77, adjustmentAnswers: { tyres: 'worn' } });
  });

  it('collects checked check-options and removes radio helpers', () => {
    const lead = composeLead(
      base({
        fields: {
          name: 'J',
          wheel_alignment: true,
          tyre_rotation: 'on',
          car_wash: false,
          service_type_helper: 'Logbook',
          service_type: 'Logbook service',
          unset: undefined,
        },
        fieldDescriptions: [
          { name: 'wheel_alignment', kind: 'check', label: 'Wheel Alignment' },
          { name: 'tyre_rotation', kind: 'check' },
          { name: 'car_wash', kind: 'check', label: 'Car Wash' },
          { name: 'service_type_helper', kind: 'radio-helper' },
          { name: 'service_type', kind: 'field' },
        ],
      }),
    );
    expect(lead.additional_services).toEqual(['Wheel Alignment', 'tyre_rotation']);
    expect(lead).not.toHaveProperty('wheel_alignment');
    expect(lead).not.toHaveProperty('car_wash');
    expect(lead).not.toHaveProperty('service_type_helper');
    expect(lead).not.toHaveProperty('unset');
    expect(lead['service_type']).toBe('Logbook service');
  });

  it('sends an empty additional_services when the form has check-options and none is ticked', () => {
    const lead = composeLead(base({ fieldDescriptions: [{ name: 'car_wash', kind: 'check' }] }));
    expect(lead.additional_services).toEqual([]);
  });

  it('named fields win over form fields of the same name, and the source is always Website', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.boolean(), fc.integer())), (fields) => {
        const lead = composeLead(base({ fields }));
        expect(lead.source).toBe('Website');
        expect(lead.lead_id).toBe('lead-123');
        expect(lead.user_agent).toBe('UA/1.0');
        expect(typeof lead.category).toBe('string');
        expect(lead.category).not.toBe('Careers Enquiry');
      }),
    );
  });
});

describe('isChecked', () => {
  it.each([
    [true, true],
    ['true', true],
    ['on', true],
    ['Yes', true],
    ['1', true],
    [1, true],
    [false, false],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> %s', (v, checked) => {
    expect(isChecked(v)).toBe(checked);
  });
});

describe('vehicleEnquiryFields', () => {
  const car = {
    id: 42,
    make: 'Land Rover',
    model: 'Defender',
    car_type: 'used' as const,
    status: 'in_stock',
    stocknum: 'U1234',
    dealership_slug: 'brisbane-motors',
  };

  it('prefills the hidden fields from the car', () => {
    expect(vehicleEnquiryFields(car, { message: 'I am interested', subcategory: 'Used Car' })).toEqual({
      dealership_slug: 'brisbane-motors',
      manufacturer_slug: 'land-rover',
      stock_number: 'U1234',
      'Vehicle Make': 'Land Rover',
      'Vehicle Model': 'Defender',
      car_type: 'used',
      car_id: 42,
      vehicle_status: 'in_stock',
      opt_in: true,
      message: 'I am interested',
      subcategory: 'Used Car',
    });
  });

  it('uses an explicit manufacturer slug and omits message/subcategory when not given', () => {
    const f = vehicleEnquiryFields({ ...car, manufacturer_slug: 'landrover', stocknum: null, dealership_slug: null });
    expect(f.manufacturer_slug).toBe('landrover');
    expect(f.stock_number).toBe('');
    expect(f.dealership_slug).toBe('');
    expect(f).not.toHaveProperty('message');
    expect(f).not.toHaveProperty('subcategory');
  });
});

describe('a lead about a model (no stock car)', () => {
  it('books the test drive with the model in the address', () => {
    expect(modelTestDrivePath({ slug: 'hilux' })).toBe('/book-test-drive?model=hilux');
    expect(modelTestDrivePath({ slug: 'landcruiser-300' })).toBe('/book-test-drive?model=landcruiser-300');
  });

  it.each([
    [{ slug: 'hilux', name: 'HiLux', make: 'Toyota' }, 'Toyota HiLux'],
    [{ slug: 'mazda3', name: '3', make: 'Mazda' }, 'Mazda3'],
    [{ slug: 'x', name: 'Toyota 86', make: 'Toyota' }, 'Toyota 86'],
    [{ slug: 'y', name: 'Cruiser', make: null }, 'Cruiser'],
  ])('names %o as %s', (model, title) => {
    expect(modelLeadTitle(model)).toBe(title);
  });

  it('carries make, model, manufacturer slug and car type new; no car fields', () => {
    expect(modelLeadFields({ slug: 'hilux', name: 'HiLux', make: 'Toyota' })).toEqual({
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'HiLux',
      manufacturer_slug: 'toyota',
      car_type: 'new',
    });
    expect(modelLeadFields({ slug: 'r', name: 'Range', make: 'Land Rover' }).manufacturer_slug).toBe('land-rover');
    expect(modelLeadFields({ slug: 'y', name: 'Cruiser', make: null })).toMatchObject({
      'Vehicle Make': '',
      manufacturer_slug: '',
    });
  });
});

describe('responses and errors', () => {
  it.each([
    [{ lead_id: 'abc' }, true],
    [{ lead_id: 12 }, true],
    [{ lead_id: '' }, false],
    [{ lead_id: null }, false],
    [{ success: true }, false],
    [null, false],
    ['lead_id', false],
  ])('leadAccepted %j -> %s', (response, accepted) => {
    expect(leadAccepted(response)).toBe(accepted);
  });

  it.each([
    ['Email is invalid', 'Email is invalid'],
    ['', 'An error occurred when submitting this form'],
    [null, 'An error occurred when submitting this form'],
  ])('submitErrorMessage %j -> %s', (m, expected) => {
    expect(submitErrorMessage(m)).toBe(expected);
  });

  it.each([
    ['Rego not found', 'Rego not found'],
    [undefined, 'An unexpected error occured'],
  ])('multiStepErrorMessage %j -> %s', (m, expected) => {
    expect(multiStepErrorMessage(m)).toBe(expected);
  });
});

describe('multi-step failure', () => {
  it('a lead kept on the device is reported as saved, not as an error', () => {
    expect(multiStepFailure(true, 'ignored')).toEqual({ tone: 'info', message: MULTI_STEP_KEPT_MESSAGE });
    expect(MULTI_STEP_KEPT_MESSAGE).toMatch(/saved on this device and will be sent automatically/);
  });

  it('anything else: the response error, else the spec text', () => {
    expect(multiStepFailure(false, 'Rego not found')).toEqual({ tone: 'error', message: 'Rego not found' });
    expect(multiStepFailure(false, null)).toEqual({ tone: 'error', message: 'An unexpected error occured' });
  });
});

describe("testDrivePlaces: the car's location, then its distribution locations, each once", () => {
  const at = { location_id: 14, location_name: 'Metro Ford Dandenong' };
  it.each<
    [
      string,
      { location_id: number | null; location_name: string | null },
      Array<{ id: number; name: string }>,
      string[],
    ]
  >([
    ['no distribution locations', at, [], ['=Metro Ford Dandenong']],
    ['its own location listed too', at, [{ id: 14, name: 'Dandenong' }], ['=Metro Ford Dandenong']],
    [
      'two other yards, one twice',
      at,
      [
        { id: 14, name: 'Dandenong' },
        { id: 21, name: 'Metro Ford Frankston' },
        { id: 21, name: 'Metro Ford Frankston' },
        { id: 22, name: 'Metro Ford Geelong' },
      ],
      ['=Metro Ford Dandenong', '21=Metro Ford Frankston', '22=Metro Ford Geelong'],
    ],
    [
      'a location without a name',
      { location_id: 14, location_name: null },
      [{ id: 21, name: 'B' }],
      ['=Location 14', '21=B'],
    ],
    [
      'no location of its own',
      { location_id: null, location_name: null },
      [{ id: 21, name: 'B' }],
      ['=No preference', '21=B'],
    ],
  ])('%s', (_label, car, distribution, expected) => {
    expect(testDrivePlaces(car, distribution, 'No preference').map((p) => `${p.value}=${p.name}`)).toEqual(expected);
  });
});
