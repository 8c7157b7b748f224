import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fieldErrors, phoneDigits } from './fields.ts';
import { DEFAULT_FORM_RULES, formSchema, type FormKind, type FormRules } from './schemas.ts';

const person = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' };

function errors(kind: FormKind, input: Record<string, unknown>, rules: Partial<FormRules> = {}) {
  const result = v.safeParse(formSchema(kind, { ...DEFAULT_FORM_RULES, ...rules }), input);
  return result.success ? [] : fieldErrors(result.issues);
}

describe('lead form rules', () => {
  it.each([
    ['enquiry', { ...person, message: 'Is it available?' }, []],
    ['enquiry', { ...person, message: '  ' }, [['message', 'Please enter your comments.']]],
    ['enquiry', { ...person }, [['message', 'Please enter your comments.']]],
    [
      'enquiry',
      { name: '', email: 'x@', phone: '12', message: 'hi' },
      [
        ['name', 'Please enter your name.'],
        ['email', 'Please enter a valid email address.'],
        ['phone', 'Please enter a valid phone number.'],
      ],
    ],
    ['careers', { ...person, position: 'Sales Consultant', message: 'I sold cars for 5 years.' }, []],
    ['careers', { ...person, message: 'hi' }, [['position', 'Please select a position.']]],
    [
      'careers',
      { ...person, position: ' ' },
      [
        ['position', 'Please select a position.'],
        ['message', 'Please enter your comments.'],
      ],
    ],
    ['test-drive', { ...person }, []],
    ['test-drive', { ...person, dateTime: '23/11/2026' }, [['dateTime', 'Please choose a date and time.']]],
    ['vehicle-enquiry', { ...person, message: 'hi' }, [['car_id', 'This form is about a car, but no car was given.']]],
    [
      'trade-in',
      { ...person, last_name: 'C', postcode: '200' },
      [['postcode', 'Invalid postcode. Please enter a 4-digit number.']],
    ],
    ['sell-my-car', { ...person, last_name: 'Citizen', postcode: '2000' }, []],
    ['reservation', { ...person, car_id: 12 }, [['terms_conditions', 'You must agree to the terms of use.']]],
    ['reservation', { ...person, car_id: '12', terms_conditions: 'on' }, []],
  ] as const)('%s %j', (kind, input, expected) => {
    expect(errors(kind, input).map((e) => [e.path, e.message])).toEqual(expected);
  });

  it('relaxes comments where the site does', () => {
    expect(errors('enquiry', person, { commentsRequired: false })).toEqual([]);
  });

  it('requires the location and preferred dealership only when shown', () => {
    const rules = { showLocation: true, requirePreferredDealership: true };
    expect(errors('enquiry', { ...person, message: 'hi' }, rules).map((e) => e.message)).toEqual([
      'Please select a dealership location.',
      'Please select a preferred dealership.',
    ]);
    expect(
      errors('enquiry', { ...person, message: 'hi', location: '12', dealership_slug: 'metro-kia' }, rules),
    ).toEqual([]);
  });

  it('requires the terms box where the site shows the terms note', () => {
    expect(errors('enquiry', { ...person, message: 'hi' }, { termsRequired: true })).toEqual([
      { path: 'terms_conditions', message: 'You must agree to the terms of use.' },
    ]);
  });

  it('defaults the category to General Enquiry and keeps hidden fields', () => {
    const out = v.parse(formSchema('enquiry'), { ...person, message: 'hi', 'Request Photos': 'yes' });
    expect(out['category']).toBe('General Enquiry');
    expect(out['Request Photos']).toBe('yes');
  });

  it.each([
    ['+61 412 345 678', '+61412345678'],
    ['(02) 9876-5432', '0298765432'],
  ])('phone digits of %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });
});
