/**
 * What every island of the site does when it hydrates (the flush trigger of
 * the lead outbox): record the page in the lead session and, when leads are
 * kept from an earlier page, load and start the outbox, which tries each of
 * them at once and keeps retrying while the page stays open. The outbox code
 * is only loaded when there is something to send (or when a form on this
 * page keeps a lead), so islands stay small. Pages without an island ship no
 * JS and do neither.
 */
import { recordVisit } from './session.ts';
import { readJson, STORAGE_KEYS } from './storage.ts';

let started = false;

/** Whether leads are waiting in the outbox (a cheap look at localStorage). */
export function hasKeptLeads(): boolean {
  const stored = readJson('local', STORAGE_KEYS.outbox);
  return Array.isArray(stored) && stored.length > 0;
}

export function startLeadPage(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  try {
    recordVisit(window.location.href);
  } catch (error) {
    console.error('Could not record the page visit', error);
  }
  if (hasKeptLeads()) {
    import('./outbox.ts')
      .then((m) => m.leadOutbox().start())
      .catch((error: unknown) => console.error('Could not start the lead outbox', error));
  }
  // Coming back online later with a lead kept on this page: the outbox is
  // loaded by then (the form that kept it imported it) and listens itself.
}
