/**
 * What every island of the site does when it hydrates (the flush trigger of
 * the lead outbox): record the page in the lead session and start the outbox,
 * which tries every lead kept by an earlier page at once and retries while
 * the page stays open. Pages without an island ship no JS and do neither.
 */
import { leadOutbox } from './outbox.ts';
import { recordVisit } from './session.ts';

let started = false;

export function startLeadPage(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  try {
    recordVisit(window.location.href);
  } catch (error) {
    console.error('Could not record the page visit', error);
  }
  leadOutbox().start();
}
