/**
 * Client storage of the lead forms (SPEC.md §7 "Client storage keys: ...
 * enquire car, ... success category"). Every key is listed here and in
 * docs/decisions.md "Lead forms". Reading or writing storage never throws:
 * private modes and full quotas only lose the convenience, never the form.
 */
import { STORAGE_KEYS } from './storage-keys.ts';

export { STORAGE_KEYS };

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
