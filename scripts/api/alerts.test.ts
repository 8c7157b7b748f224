// Stock alert subscriptions over HTTP: a real API on port 0 with a temporary SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ERRORS_HEADING } from '../../src/core/leads.ts';
import { startApi, type RunningApi } from './server.ts';

const SITE = 'harbour-toyota';
let dir: string;
let server: RunningApi;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-alerts-'));
  server = await startApi({
    port: 0,
    dbPath: join(dir, 'api.sqlite'),
    sites: [SITE],
    pullMissing: true,
    alerts: { ipLimit: { max: 8, windowMs: 60_000 }, emailLimit: { max: 2, windowMs: 60_000 } },
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const subscription = (over: Record<string, unknown> = {}) => ({
  email: 'Shopper@Example.com',
  name: 'Used Toyota under $40,000',
  search: '/search/toyota?range[price]=:40000',
  frequency: 'daily',
  consent: true,
  ...over,
});

function subscribe(body: unknown) {
  return fetch(`${server.url}/api/alerts?site=${SITE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const rows = (email: string) =>
  server.db.prepare('SELECT * FROM alert_subscriptions WHERE email = ?').all(email) as Record<string, unknown>[];

describe('POST /api/alerts', () => {
  it('stores a pending subscription and answers 202 pending_confirmation', async () => {
    const res = await subscribe(subscription());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending_confirmation' });
    const [row] = rows('shopper@example.com');
    expect(row).toMatchObject({
      site: SITE,
      status: 'pending',
      frequency: 'daily',
      search: '/search/toyota?range[price]=:40000',
      confirmed_at: null,
      ip: '127.0.0.1',
    });
  });

  it('answers an invalid email, a missing consent or a search outside /search with the field errors', async () => {
    const res = await subscribe(subscription({ email: 'not-an-email', consent: false }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'consent', message: 'Please confirm you want to receive these emails' },
      ]),
    );
    const outside = await subscribe(subscription({ email: 'x@example.com', search: '/cars/some-car' }));
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ error: FORM_ERRORS_HEADING, errors: [{ path: 'search' }] });
    expect(rows('x@example.com')).toEqual([]);
  });

  it('stores nothing when the spam trap is filled, with the same answer', async () => {
    const res = await subscribe(subscription({ email: 'bot@example.com', website: 'http://spam' }));
    expect(res.status).toBe(202);
    expect(rows('bot@example.com')).toEqual([]);
  });

  it('limits sign-ups per address, then per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await subscribe(subscription({ email: 'many@example.com' }))).status);
    expect(statuses).toEqual([202, 202, 429]);
    const more = [];
    for (let i = 0; i < 4; i++) more.push((await subscribe(subscription({ email: `ip${i}@example.com` }))).status);
    expect(more.at(-1)).toBe(429);
  });
});
