import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CollectionName } from '../../src/data/snapshot.ts';

/** A collection as the source sent it: a digest of what came, and its records when asked. */
export interface RawCollection {
  /** sha256 of the bytes the source sent and of anything that changes how they are read. */
  readonly digest: string;
  /** The records; throws a SourceError when the bytes are not a list of records. */
  records(): unknown[];
}

/** Where a tenant's records come from. Throwing means the source failed as a whole. */
export interface Source {
  /** Shown in reports and stored in the snapshot's meta. */
  readonly label: string;
  fetchCollection(slug: string, collection: CollectionName): Promise<unknown[]>;
  /**
   * The collection with a digest of its bytes, for a source that can give one: a pull whose every
   * collection came byte for byte as last time keeps its snapshot without validating it again.
   */
  fetchRaw?(slug: string, collection: CollectionName): Promise<RawCollection>;
}

export class SourceError extends Error {
  override name = 'SourceError';
}

import { DAY_MS, SAMPLE_ANCHOR_MS } from '../sample-data/anchor.ts';

/**
 * The bundled sample data: `<dir>/<slug>/<collection>.json`, written by the
 * deterministic generator. The generated files are fixed bytes dated around
 * SAMPLE_ANCHOR; this source shifts every date by whole days so the pulled
 * snapshot is as fresh as a live feed (just-arrived and sold windows work on
 * the day you build).
 */
export class SampleSource implements Source {
  readonly label = 'sample';
  readonly dir: string;
  readonly shiftDays: number;
  constructor(dir: string, now: number = Date.now()) {
    this.dir = dir;
    this.shiftDays = Math.floor((now - SAMPLE_ANCHOR_MS) / DAY_MS);
  }

  async fetchCollection(slug: string, collection: CollectionName): Promise<unknown[]> {
    return (await this.fetchRaw(slug, collection)).records();
  }

  async fetchRaw(slug: string, collection: CollectionName): Promise<RawCollection> {
    const file = join(this.dir, slug, `${collection}.json`);
    if (!existsSync(file)) {
      if (collection === 'cars') throw new SourceError(`sample data not found: ${file} (run npm run sample-data)`);
      return { digest: createHash('sha256').update('none').digest('hex'), records: () => [] };
    }
    const bytes = readFileSync(file);
    // The dates move with the day of the pull, so the same file on another day is another feed.
    const digest = createHash('sha256').update(`shift ${this.shiftDays}\n`).update(bytes).digest('hex');
    return {
      digest,
      records: () => {
        let records: unknown;
        try {
          records = JSON.parse(bytes.toString('utf8'));
        } catch (error) {
          throw new SourceError(`${file} is not valid JSON: ${(error as Error).message}`);
        }
        if (!Array.isArray(records)) throw new SourceError(`${file} does not hold an array of records`);
        return this.shiftDays === 0 ? records : shiftDates(records, this.shiftDays);
      },
    };
  }
}

const DATE_FIELDS = new Set([
  'created_at',
  'updated_at',
  'rego_expiry',
  'start',
  'expiry',
  'start_date',
  'expiry_date',
  'date',
  'review_date',
  'reply_date',
]);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;
const DAY_MONTH_YEAR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function shiftDate(value: string, days: number): string {
  const ms = days * DAY_MS;
  if (DATE_TIME.test(value)) return new Date(Date.parse(value) + ms).toISOString();
  if (DATE_ONLY.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + ms).toISOString().slice(0, 10);
  const dmy = DAY_MONTH_YEAR.exec(value);
  if (dmy) {
    const iso = new Date(Date.parse(`${dmy[3]}-${dmy[2]}-${dmy[1]}T00:00:00Z`) + ms).toISOString();
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  }
  return value;
}

/**
 * Moves the date fields of a record, nested ones included (special hours,
 * reply dates), by whole days. Times ('09:00') and other fields are untouched.
 * In place: the records were just parsed from the file, and at 20,000 cars a
 * copy of every record was half of the sample source's time.
 */
export function shiftDates<T>(record: T, days: number): T {
  if (record === null || typeof record !== 'object') return record;
  if (Array.isArray(record)) {
    for (const item of record) shiftDates(item, days);
    return record;
  }
  const fields = record as Record<string, unknown>;
  for (const key in fields) {
    const value = fields[key];
    if (key === 'sold_date_timestamp' && typeof value === 'number') fields[key] = value + days * 86_400;
    else if (DATE_FIELDS.has(key) && typeof value === 'string') fields[key] = shiftDate(value, days);
    else if (value !== null && typeof value === 'object') shiftDates(value, days);
  }
  return record;
}

/**
 * The platform API over HTTP (docs/platform-api.md): GET
 * `{base}/api/sites/{slug}/{collection}` answers `{ "data": [...], "next": url | null }`;
 * the source follows `next` until it is null. It never leaves the configured origin: a redirect,
 * or a `next` link to another host, fails the pull (the tenant's data comes from its own API).
 */
export class HttpSource implements Source {
  readonly label: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly #origin: string;
  constructor(baseUrl: string, timeoutMs = 30_000) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.label = this.baseUrl;
    this.timeoutMs = timeoutMs;
    this.#origin = new URL(this.baseUrl).origin;
  }

  async fetchCollection(slug: string, collection: CollectionName): Promise<unknown[]> {
    return (await this.fetchRaw(slug, collection)).records();
  }

  async fetchRaw(slug: string, collection: CollectionName): Promise<RawCollection> {
    const records: unknown[] = [];
    // The pages' bodies in order: the same bodies are the same feed.
    const hash = createHash('sha256');
    let url: string | null = `${this.baseUrl}/api/sites/${encodeURIComponent(slug)}/${collection}`;
    for (let pages = 0; url !== null; pages++) {
      if (pages > 10_000) throw new SourceError(`${collection}: too many pages from ${this.baseUrl}`);
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(this.timeoutMs),
          headers: { accept: 'application/json' },
          redirect: 'manual',
        });
      } catch (error) {
        throw new SourceError(`${url} unreachable: ${(error as Error).message}`);
      }
      if (response.status >= 300 && response.status < 400) {
        const to = response.headers.get('location') ?? 'nowhere';
        throw new SourceError(`${url} redirected (HTTP ${response.status}) to ${to}; the pull follows no redirect`);
      }
      if (!response.ok) throw new SourceError(`${url} answered HTTP ${response.status}`);
      let body: unknown;
      try {
        const text = await response.text();
        hash.update(`${text.length}\n`).update(text);
        body = JSON.parse(text);
      } catch {
        throw new SourceError(`${url} did not answer JSON`);
      }
      const page = body as { data?: unknown; next?: unknown };
      if (!Array.isArray(page.data)) throw new SourceError(`${url} answered without a data array`);
      // One at a time: spreading a page of 125,000 records into push() overflows the call stack.
      for (const record of page.data as unknown[]) records.push(record);
      const next: string | null =
        typeof page.next === 'string' && page.next !== '' ? new URL(page.next, url).href : null;
      if (next !== null && new URL(next).origin !== this.#origin) {
        throw new SourceError(
          `${url} links its next page to ${next}, outside ${this.#origin}; the pull stays on its origin`,
        );
      }
      url = next;
    }
    return { digest: hash.digest('hex'), records: () => records };
  }
}
