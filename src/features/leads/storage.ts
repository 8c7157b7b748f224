/**
 * Client storage of the lead forms (SPEC.md §7 "Client storage keys: ...
 * enquire car, ... success category"). Every key is listed here and in
 * docs/decisions.md "Lead forms". Reading or writing storage never throws:
 * private modes and full quotas only lose the convenience, never the form.
 */
import { persistentAtom } from '@nanostores/persistent';

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

/** The success category (SPEC.md §7 "success category"), '' when none. */
export const successCategory = persistentAtom<string>(STORAGE_KEYS.successCategory, '');

/** Reads a JSON value from a storage; null when missing, unreadable or storage is unavailable. */
export function readJson(storage: 'local' | 'session', key: string): unknown {
  try {
    const raw = (storage === 'local' ? globalThis.localStorage : globalThis.sessionStorage)?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

/** Writes a JSON value; silently does nothing when storage is unavailable. */
export function writeJson(storage: 'local' | 'session', key: string, value: unknown): void {
  try {
    (storage === 'local' ? globalThis.localStorage : globalThis.sessionStorage)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the value is only a convenience.
  }
}
