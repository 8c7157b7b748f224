/**
 * Test-side access to the e2e platform API (see ./api.ts): its URL, the
 * leads it stored, and stopping/restarting it inside a test.
 */
import { inject } from 'vitest';
import { readLeadsFrom, restartApiProcess, stopApiProcess, type StoredLead } from './api.ts';

/** The API origin baked into the built sites (SITE_API_URL). */
export function apiUrl(): string {
  return inject('apiUrl');
}

/** The API's SQLite file. */
export function apiDbPath(): string {
  return inject('apiDb');
}

/** Stored leads (not spam unless asked), oldest first. */
export function readLeads(filter: { site?: string; leadId?: string; includeSpam?: boolean } = {}): StoredLead[] {
  return readLeadsFrom(apiDbPath(), filter);
}

/** Stops the API (requests then fail as a network error). Always pair with {@link restartApi}. */
export function stopApi(): Promise<void> {
  return stopApiProcess(inject('apiState'));
}

/** Starts the API again on the same port and database. */
export async function restartApi(): Promise<void> {
  await restartApiProcess(inject('apiState'));
}
