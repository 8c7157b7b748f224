/**
 * The /success page's thanks by stored success category (SPEC.md §2 /success
 * "after a successful enquiry or test drive form", §7 client storage key
 * "success category"). Texts are ours (docs/decisions.md "Lead forms").
 */
export const SUCCESS_TITLE = 'Thank You';

export const DEFAULT_SUCCESS_MESSAGE =
  'Thank you for your enquiry. A member of our team will be in touch with you shortly.';

export const SUCCESS_MESSAGES: Readonly<Record<string, string>> = {
  'Test Drive': 'Thank you for booking a test drive. Our team will contact you shortly to confirm the day and time.',
  'Finance Enquiry':
    'Thank you for your finance enquiry. One of our finance specialists will be in touch with you shortly.',
  'Careers Enquiry':
    'Thank you for your interest in joining our team. We will be in touch if a suitable role comes up.',
  'Service Enquiry': 'Thank you for your service enquiry. Our service team will be in touch with you shortly.',
  'Parts Enquiry': 'Thank you for your parts enquiry. Our parts team will be in touch with you shortly.',
  'Trade-In Enquiry':
    'Thank you for your trade-in enquiry. Our team will be in touch with you shortly about your vehicle.',
  Feedback: 'Thank you for your feedback. We read every message and will reply if you asked us to.',
};

/** The thanks for a category; the general text for any other or none. */
export function successMessage(category: string | null | undefined): string {
  return (category && SUCCESS_MESSAGES[category.trim()]) || DEFAULT_SUCCESS_MESSAGE;
}
