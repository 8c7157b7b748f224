import { describe, expect, it } from 'vitest';
import { DEFAULT_SUCCESS_MESSAGE, successMessage } from './success.ts';

describe('successMessage', () => {
  it.each([
    ['Test Drive', /booking a test drive/],
    ['Finance Enquiry', /finance enquiry/],
    ['Careers Enquiry', /joining our team/],
    [' Service Enquiry ', /service enquiry/],
  ])('thanks a %s', (category, text) => {
    expect(successMessage(category)).toMatch(text);
  });

  it.each([null, undefined, '', 'General Enquiry', 'Something else'])(
    'falls back to the general thanks for %j',
    (category) => {
      expect(successMessage(category)).toBe(DEFAULT_SUCCESS_MESSAGE);
    },
  );
});
