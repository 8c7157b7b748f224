/**
 * The lead outbox: a lead that could not be delivered (no network, timeout,
 * 5xx, 429) is kept in localStorage (STORAGE_KEYS.outbox) with its lead id and
 * sent again with exponential backoff: 2 s, 4 s, 8 s ... capped at 5 minutes,
 * for as long as a page of the site with an island is open. Opening such a
 * page again (any lead form island, the vehicle page's actions island) tries
 * every kept lead at once; so does the browser coming back online. The
 * platform API is idempotent by lead_id, so a retry never makes a second lead.
 *
 * A lead the server refuses for good (400 or another 4xx) leaves the outbox
 * and is reported to the page that listens for it.
 *
 * A lead is written here before its first attempt (`hold`) and leaves on the
 * answer (issue 22): closing the tab while the API takes its time no longer
 * loses it. When the page is hidden (`pagehide`: tab closed, navigation) every
 * lead still here goes once more with `navigator.sendBeacon` (or `fetch` with
 * `keepalive`), which the browser finishes after the page is gone; it stays
 * kept, since whether that arrived is unknown, and the next page sends it
 * again (answered 'duplicate' if it had).
 */
import { persistentJSON } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { ApiError, createApiClient, type ApiClient } from '../../api/client.ts';
import { api, type LeadSubmissionInput } from '../../api/contract.ts';
import { readJson, STORAGE_KEYS } from './storage.ts';

/** First retry delay; each further failure doubles it (SPEC-silent choice, docs/decisions.md). */
export const RETRY_BASE_MS = 2_000;
/** Longest wait between two attempts. */
export const RETRY_MAX_MS = 5 * 60_000;
/**
 * How long a lead held for its first attempt waits before an outbox (another tab, or this one)
 * may try it: longer than the client's 15 s timeout, so the first attempt is not raced.
 */
export const FIRST_ATTEMPT_MS = 20_000;

/** Delay before the next attempt after `failures` failed attempts (1 -> 2 s, 2 -> 4 s ... <= 5 min). */
export function retryDelayMs(failures: number): number {
  const n = Math.max(1, Math.floor(failures));
  return Math.min(RETRY_BASE_MS * 2 ** Math.min(n - 1, 30), RETRY_MAX_MS);
}

/**
 * Whether a failed send is worth retrying: no answer (network, timeout), a
 * server error (5xx), too many requests (429), request timeout (408), or a
 * 2xx answer that broke the contract (the lead may be stored; a retry is
 * harmless). 400 and every other 4xx are final. Unknown errors are retried.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network' || error.kind === 'contract') return true;
  if (error.kind === 'invalid') return false;
  const status = error.status ?? 0;
  return status >= 500 || status === 429 || status === 408;
}

/** One kept lead. */
export interface OutboxEntry {
  leadId: string;
  /** Where to send it: the platform API origin and the tenant. */
  baseUrl: string;
  site: string;
  body: LeadSubmissionInput;
  /** Failed attempts so far. */
  attempts: number;
  /** Epoch ms of the next attempt while a page is open. */
  nextAttemptAt: number;
  /** Epoch ms when it was first kept. */
  queuedAt: number;
  lastError: string;
}

export type OutboxOutcome = { status: 'delivered' } | { status: 'refused'; error: unknown };

function isEntry(x: unknown): x is OutboxEntry {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Partial<OutboxEntry>;
  return (
    typeof e.leadId === 'string' &&
    typeof e.baseUrl === 'string' &&
    typeof e.site === 'string' &&
    typeof e.body === 'object' &&
    e.body !== null &&
    typeof e.attempts === 'number' &&
    typeof e.nextAttemptAt === 'number'
  );
}

/** The persisted outbox store (localStorage, synchronised between tabs); its value is checked on every read. */
export function outboxStore(key: string = STORAGE_KEYS.outbox): WritableAtom<unknown> {
  return persistentJSON<unknown>(key, []);
}

/** The well-formed entries of a stored value (anything else in storage is ignored). */
function storedEntries(value: unknown): OutboxEntry[] {
  return Array.isArray(value) ? value.filter(isEntry) : [];
}

export interface OutboxOptions {
  /** localStorage key; default STORAGE_KEYS.outbox. */
  key?: string;
  /** Sends one kept lead; default: the platform API client of the entry's baseUrl and site. */
  send?: (entry: OutboxEntry) => Promise<unknown>;
  now?: () => number;
}

export interface Outbox {
  /** The kept leads. */
  entries(): OutboxEntry[];
  /** Keeps a lead before its first attempt, which the caller makes (replaces a kept lead with the same id). */
  hold(input: { leadId: string; baseUrl: string; site: string; body: LeadSubmissionInput }): OutboxEntry;
  /** The caller's attempt got an answer (delivered, or refused for good): the lead leaves the outbox. */
  release(leadId: string): void;
  /** Keeps a lead after a failed first attempt (replaces a kept lead with the same id). */
  keep(input: {
    leadId: string;
    baseUrl: string;
    site: string;
    body: LeadSubmissionInput;
    error: unknown;
  }): OutboxEntry;
  /** Tries the due leads (every lead with `all`), then schedules the next attempt. */
  flush(options?: { all?: boolean }): Promise<void>;
  /**
   * Page open: try every kept lead now (unless `flushNow` is false: then each
   * waits for its own next attempt), keep retrying while the page is open.
   * Only the first call counts.
   */
  start(options?: { flushNow?: boolean }): void;
  /** Stops the timers and listeners (tests, unmount of the last island). */
  stop(): void;
  /** Hears what happens to one kept lead; returns the unsubscribe. */
  watch(leadId: string, listener: (outcome: OutboxOutcome) => void): () => void;
}

export function createOutbox(options: OutboxOptions = {}): Outbox {
  const key = options.key ?? STORAGE_KEYS.outbox;
  const store = outboxStore(key);
  const now = options.now ?? (() => Date.now());
  const clients = new Map<string, ApiClient>();
  const send =
    options.send ??
    ((entry: OutboxEntry) => {
      const k = `${entry.baseUrl} ${entry.site}`;
      let client = clients.get(k);
      if (!client) {
        client = createApiClient({ baseUrl: entry.baseUrl, site: entry.site });
        clients.set(k, client);
      }
      return client.call(api.leads, { params: {}, query: {}, body: entry.body });
    });
  const inFlight = new Set<string>();
  const watchers = new Map<string, Set<(o: OutboxOutcome) => void>>();
  let started = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let unlisten: (() => void) | null = null;
  const onOnline = () => void flush({ all: true });
  const onPageHide = () => {
    for (const entry of entries()) sendOnUnload(entry);
  };
  let hideListening = false;
  const listenForHide = () => {
    if (hideListening || typeof window === 'undefined') return;
    hideListening = true;
    window.addEventListener('pagehide', onPageHide);
  };

  // Read storage itself each time: another tab (or an earlier outbox of this
  // page) may have changed it; the atom's copy is the fallback when storage
  // is unavailable.
  const entries = () => storedEntries(readJson('local', key) ?? store.get());
  const update = (fn: (list: OutboxEntry[]) => OutboxEntry[]) => store.set(fn(entries()));
  const notify = (leadId: string, outcome: OutboxOutcome) => {
    for (const listener of watchers.get(leadId) ?? []) listener(outcome);
  };

  function schedule() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (!started) return;
    const waiting = entries().filter((e) => !inFlight.has(e.leadId));
    if (waiting.length === 0) return;
    const next = Math.min(...waiting.map((e) => e.nextAttemptAt));
    timer = setTimeout(() => void flush(), Math.max(0, next - now()));
  }

  async function attempt(entry: OutboxEntry): Promise<void> {
    inFlight.add(entry.leadId);
    try {
      await send(entry);
      update((list) => list.filter((e) => e.leadId !== entry.leadId));
      notify(entry.leadId, { status: 'delivered' });
    } catch (error) {
      if (isRetryable(error)) {
        const attempts = entry.attempts + 1;
        update((list) =>
          list.map((e) =>
            e.leadId === entry.leadId
              ? { ...e, attempts, nextAttemptAt: now() + retryDelayMs(attempts), lastError: String(error) }
              : e,
          ),
        );
      } else {
        update((list) => list.filter((e) => e.leadId !== entry.leadId));
        console.error(`Lead ${entry.leadId} was refused by the platform API`, error);
        notify(entry.leadId, { status: 'refused', error });
      }
    } finally {
      inFlight.delete(entry.leadId);
    }
  }

  async function flush(flushOptions: { all?: boolean } = {}): Promise<void> {
    const t = now();
    const due = entries().filter((e) => !inFlight.has(e.leadId) && (flushOptions.all || e.nextAttemptAt <= t));
    await Promise.all(due.map(attempt));
    schedule();
  }

  return {
    entries,
    hold({ leadId, baseUrl, site, body }) {
      const entry: OutboxEntry = {
        leadId,
        baseUrl,
        site,
        body,
        attempts: 0,
        nextAttemptAt: now() + FIRST_ATTEMPT_MS,
        queuedAt: now(),
        lastError: '',
      };
      inFlight.add(leadId);
      update((list) => [...list.filter((e) => e.leadId !== leadId), entry]);
      listenForHide();
      return entry;
    },
    release(leadId) {
      inFlight.delete(leadId);
      update((list) => list.filter((e) => e.leadId !== leadId));
    },
    keep({ leadId, baseUrl, site, body, error }) {
      inFlight.delete(leadId);
      const entry: OutboxEntry = {
        leadId,
        baseUrl,
        site,
        body,
        attempts: 1,
        nextAttemptAt: now() + retryDelayMs(1),
        queuedAt: now(),
        lastError: String(error),
      };
      update((list) => [...list.filter((e) => e.leadId !== leadId), entry]);
      listenForHide();
      schedule();
      return entry;
    },
    flush,
    start(startOptions = {}) {
      if (started) return;
      started = true;
      // Keep the store mounted so another tab's changes are seen.
      unlisten = store.listen(() => {});
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
      listenForHide();
      if (startOptions.flushNow === false) schedule();
      else void flush({ all: true });
    },
    stop() {
      started = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      unlisten?.();
      unlisten = null;
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('pagehide', onPageHide);
      }
      hideListening = false;
    },
    watch(leadId, listener) {
      const set = watchers.get(leadId) ?? new Set();
      set.add(listener);
      watchers.set(leadId, set);
      return () => set.delete(listener);
    },
  };
}

/**
 * Sends a lead as the page goes away: `sendBeacon` with a text/plain body (a simple request, no
 * CORS preflight; the API reads any POST body as JSON), else `fetch` with `keepalive`.
 */
function sendOnUnload(entry: OutboxEntry): void {
  const url = createApiClient({ baseUrl: entry.baseUrl, site: entry.site }).url(api.leads, {
    params: {},
    query: {},
    body: entry.body,
  });
  const text = JSON.stringify(entry.body);
  try {
    const blob = new Blob([text], { type: 'text/plain;charset=UTF-8' });
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, blob)) return;
  } catch {
    // sendBeacon can throw on a bad URL or in an old browser: fall back to fetch.
  }
  void globalThis
    .fetch(url, {
      method: 'POST',
      keepalive: true,
      body: text,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    })
    .catch(() => {});
}

let shared: Outbox | undefined;
/** The page's outbox (created on first use, never at import). */
export function leadOutbox(): Outbox {
  shared ??= createOutbox();
  return shared;
}
