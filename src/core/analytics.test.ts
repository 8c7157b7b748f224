import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT, enquiryEventId, testDriveEventId } from './analytics.ts';
import type { CarType } from './types.ts';

describe('ANALYTICS_EVENT', () => {
  it('holds exactly the ids of the spec', () => {
    expect(Object.values(ANALYTICS_EVENT).sort((a, b) => a - b)).toEqual([
      4, 9, 14, 15, 17, 18, 25, 26, 39, 48, 49, 51, 60, 61,
    ]);
  });

  it.each([
    ['FINANCE_MODAL_FORM', 9],
    ['NEW_ENQUIRY', 14],
    ['USED_ENQUIRY', 15],
    ['NEW_TEST_DRIVE', 17],
    ['USED_TEST_DRIVE', 48],
    ['PHONE_CLICK', 25],
    ['CALCULATOR_FIRST_USE', 26],
    ['SAVE', 39],
  ] as const)('%s = %i', (name, id) => {
    expect(ANALYTICS_EVENT[name]).toBe(id);
  });
});

describe('enquiryEventId', () => {
  it.each<[CarType, number]>([
    ['new', 14],
    ['demo', 14],
    ['used', 15],
  ])('%s -> %i', (car_type, id) => {
    expect(enquiryEventId({ car_type })).toBe(id);
  });
});

describe('testDriveEventId', () => {
  it.each<[CarType, string | null, number]>([
    ['new', null, 17],
    ['demo', null, 17],
    ['used', null, 48],
    ['used', 'Test Drive Only', 17],
    ['used', ' test drive only ', 17],
    ['used', 'Runout Sale', 48],
    ['new', 'Runout Sale', 17],
    ['used', 'Test Drive', 48],
  ])('%s tagged %j -> %i', (car_type, tag, id) => {
    expect(testDriveEventId({ car_type, tag })).toBe(id);
  });
});
