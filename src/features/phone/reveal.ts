/**
 * The dealer's number on a vehicle page, shared by every island that shows
 * or dials it (the call box, Call Now, the phone bar's Call): once the
 * shopper reveals it anywhere, it shows in full everywhere, and the first
 * click on any of them records the reveal (SPEC.md §4 "click logs a reveal
 * event"; §7 phone reveal record), once per page view. The rule itself is
 * the core's (`phoneShownInFull`, src/core/vehicle/call-box.ts). Plain
 * module state, no store library: Call Now hydrates at once, inside the
 * vehicle page's JS budget.
 */
import { sendPhoneReveal } from '../../api/beacons.ts';

/**
 * What the reveal record needs: where the API is and which car (SPEC.md §7
 * "body car_id, dealership_id, website_id"). Plain JSON: pages pass it to
 * islands as packed props.
 */
export interface PhoneRevealTarget {
  /** The platform API origin (`apiBaseUrl` of src/site.ts). */
  apiBaseUrl: string;
  /** The tenant slug sent as ?site=. */
  site: string;
  carId: number;
  dealershipId: number | null;
  websiteId: number | null;
}

let revealed = false;
let recorded = false;
const listeners = new Set<() => void>();

/** Whether the shopper has revealed (or dialled) the number on this page. */
export function phoneRevealed(): boolean {
  return revealed;
}

export function subscribePhoneReveal(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The shopper clicked the dealer's number (Show number, the number's link,
 * Call Now or Call): it shows in full everywhere on the page from now on,
 * and the first such click records the reveal. A failed record is logged
 * (console.warn); the number stays revealed. `fetch`: tests only.
 */
export function revealPhone(target: PhoneRevealTarget, fetch?: typeof globalThis.fetch): void {
  if (!revealed) {
    revealed = true;
    for (const listener of listeners) listener();
  }
  if (recorded) return;
  recorded = true;
  sendPhoneReveal(
    { apiBaseUrl: target.apiBaseUrl, site: target.site, fetch },
    {
      car_id: target.carId,
      dealership_id: target.dealershipId,
      website_id: target.websiteId,
    },
  ).catch((error: unknown) => console.warn('Phone reveal was not recorded', error));
}

/** Tests only: a new page view. */
export function resetPhoneReveal(): void {
  revealed = false;
  recorded = false;
  for (const listener of listeners) listener();
}
