/**
 * Every client storage key of the lead forms (SPEC.md §7 "Client storage
 * keys"), kept dependency-free so a page script can read one without
 * bundling the stores. Documented in docs/decisions.md "Lead forms".
 */
export const STORAGE_KEYS = {
  /** localStorage: leads kept for retry (JSON array of OutboxEntry). */
  outbox: 'dealer:lead-outbox',
  /** localStorage: the category of the last successful lead, read by /success. */
  successCategory: 'dealer:success-category',
  /** localStorage: the car of the last vehicle page, read by /contact?car_id= and friends. */
  enquireCar: 'dealer:enquire-car',
  /** sessionStorage: pages visited and campaign query parameters of this visit. */
  session: 'dealer:lead-session',
} as const;
