/**
 * The lead forms by kind (SPEC.md §2, §3). Apart from the schemas so the API
 * contract can name the kinds without loading every form rule.
 */
export const FORM_KINDS = [
  'enquiry',
  'vehicle-enquiry',
  'test-drive',
  'finance-enquiry',
  'photo-request',
  'trade-in',
  'sell-my-car',
  'multi-step',
  'careers',
  'reservation',
  'spin-to-win',
  'online-payment',
  'apply-for-finance',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];
