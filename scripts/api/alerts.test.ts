// Stock alerts over HTTP: a real API on port 0 with a temporary SQLite file and its own copy of the
// tenant's snapshot, mail going to the outbox table (no SMTP_URL). The e2e suite
// (tests/e2e/stock-alerts.e2e.ts) runs the same flow over a real SMTP server and the nightly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_ERRORS_HEADING } from '../../src/core/leads.ts';
import { readSnapshot, type Snapshot } from '../../src/data/snapshot.ts';
import { stockNoticeToken } from './alerts/routes.ts';
import { startApi, type RunningApi } from './server.ts';

const SITE = 'harbour-toyota';
const START = new Date('2026-11-21T01:00:00Z');
let clock = START;
let dir: string;
let server: RunningApi;
let snapshot: Snapshot;

function writeSnapshot(next: Snapshot) {
  mkdirSync(join(dir, 'data', SITE), { recursive: true });
  writeFileSync(join(dir, 'data', SITE, 'snapshot.json'), JSON.stringify(next));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-alerts-'));
  const source = readSnapshot(SITE);
  if (!source) throw new Error('run `npm run pull -- --site harbour-toyota` first');
  snapshot = source;
  writeSnapshot(snapshot);
  server = await startApi({
    port: 0,
    dbPath: join(dir, 'api.sqlite'),
    dataDir: join(dir, 'data'),
    sites: [SITE],
    now: () => clock,
    alerts: {
      ipLimit: { max: 50, windowMs: 60_000 },
      emailLimit: { max: 2, windowMs: 60_000 },
      secret: 'a-test-secret-of-some-length',
    },
  });
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const HILUX = '/search/toyota/hilux';

const subscription = (over: Record<string, unknown> = {}) => ({
  email: 'Shopper@Example.com',
  name: 'Used Toyota HiLux',
  search: HILUX,
  frequency: 'daily',
  consent: true,
  ...over,
});

function subscribe(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/api/alerts?site=${SITE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const rows = (email: string) =>
  server.db.prepare('SELECT * FROM alert_subscriptions WHERE email = ? ORDER BY created_at').all(email) as Record<
    string,
    unknown
  >[];

interface OutboxMail {
  to_address: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}
async function outbox(to: string): Promise<OutboxMail[]> {
  const res = await fetch(`${server.url}/api/dev/outbox`);
  expect(res.status).toBe(200);
  const { mails } = (await res.json()) as { mails: OutboxMail[] };
  return mails.filter((m) => m.to_address === to).reverse();
}

function linkIn(mail: OutboxMail, path: string): string {
  const url = mail.text.match(new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?\\S+`))?.[0];
  if (!url) throw new Error(`no ${path} link in:\n${mail.text}`);
  return url;
}

async function page(url: string, method = 'GET') {
  const res = await fetch(url, {
    method,
    ...(method === 'POST' && {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  });
  const html = await res.text();
  return {
    status: res.status,
    heading: html.match(/<h1>(.*?)<\/h1>/)?.[1],
    html,
    type: res.headers.get('content-type'),
  };
}

let pulls = 0;
/** A new HiLux the nightly's pull brought in, and the API told of it. */
async function newStock(change: (cars: Snapshot['collections']['cars']) => void, daily = true) {
  const cars = structuredClone(snapshot.collections.cars);
  change(cars);
  // Each pull has its own time (the API reseeds a tenant whose snapshot's pulled_at changed).
  pulls++;
  snapshot = {
    ...snapshot,
    meta: { ...snapshot.meta, pulled_at: new Date(START.getTime() + pulls * 60_000).toISOString() },
    collections: { ...snapshot.collections, cars },
  };
  writeSnapshot(snapshot);
  const res = await fetch(`${server.url}/api/internal/stock?site=${SITE}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stockNoticeToken(server.alerts.secret, SITE, clock)}` },
    body: JSON.stringify({ daily }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { mails: number; cars: number };
}

function hiluxes(cars: Snapshot['collections']['cars']) {
  // As the search page lists them: in stock and shown on the dealer's website.
  return cars.filter((c) => c.model === 'HiLux' && c.status === 'in_stock' && c.show_on_dealer_website !== false);
}

let nextId = 900_000;
function cloneHilux(cars: Snapshot['collections']['cars'], price: number) {
  const base = hiluxes(cars)[0]!;
  const id = nextId++;
  cars.push({
    ...structuredClone(base),
    id,
    slug: `${base.slug}-new-${id}`,
    price,
    offer_price: null,
    subscription_price: null,
    created_at: clock.toISOString(),
  });
  return id;
}

describe('POST /api/alerts', () => {
  it('stores a pending subscription, answers 202 and mails only a confirmation link', async () => {
    const res = await subscribe(subscription());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending_confirmation' });
    const [row] = rows('shopper@example.com');
    expect(row).toMatchObject({
      site: SITE,
      status: 'pending',
      frequency: 'daily',
      // As the codec writes it without a catalogue: the same search on a night without HiLuxes.
      search: '/search/new-used-and-demo-cars?refinementList[make][0]=Toyota&refinementList[model][0]=HiLux',
      confirmed_at: null,
      ip: '127.0.0.1',
    });
    const [mail] = await outbox('shopper@example.com');
    expect(mail?.subject).toBe('Please confirm your stock alert: Used Toyota HiLux');
    expect(linkIn(mail!, '/api/alerts/confirm')).toContain(`site=${SITE}`);
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

  it('saves the search without its page, and refuses a path that names nothing the dealer has', async () => {
    expect(
      (await subscribe(subscription({ email: 'page@example.com', search: `${HILUX}?page=3&range[price]=:50000` })))
        .status,
    ).toBe(202);
    expect(rows('page@example.com')[0]?.['search']).toBe(
      '/search/new-used-and-demo-cars?range[price]=:50000&refinementList[make][0]=Toyota&refinementList[model][0]=HiLux',
    );
    const gone = await subscribe(subscription({ email: 'gone@example.com', search: '/search/ferrari' }));
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({
      errors: [{ path: 'search', message: expect.stringContaining('finds nothing') }],
    });
    expect(rows('gone@example.com')).toEqual([]);
  });

  it('stores and mails nothing when the spam trap is filled, with the same answer', async () => {
    const res = await subscribe(subscription({ email: 'bot@example.com', website: 'http://spam' }));
    expect(res.status).toBe(202);
    expect(rows('bot@example.com')).toEqual([]);
    expect(await outbox('bot@example.com')).toEqual([]);
  });

  it('limits confirmation mails per address', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await subscribe(subscription({ email: 'many@example.com' }))).status);
    expect(statuses).toEqual([202, 202, 429]);
    expect(await outbox('many@example.com')).toHaveLength(2);
  });
});

describe('confirmation links', { timeout: 30_000 }, () => {
  it('a forged or altered link, or one for another tenant, gets a clear page and changes nothing', async () => {
    await subscribe(subscription({ email: 'forge@example.com' }));
    const link = linkIn((await outbox('forge@example.com'))[0]!, '/api/alerts/confirm');
    const url = new URL(link);
    const token = url.searchParams.get('token')!;
    const altered = new URL(link);
    altered.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    const otherSite = new URL(link);
    otherSite.searchParams.set('site', 'outback-caravans');
    const forged = new URL(link);
    forged.searchParams.set('token', token.replace(/^confirm\.[^.]+/, `confirm.${crypto.randomUUID()}`));
    for (const bad of [altered.href, otherSite.href, forged.href, `${url.origin}${url.pathname}?site=${SITE}`]) {
      const res = await page(bad);
      expect(res.status).toBe(400);
      expect(res.heading).toBe('This link is not valid');
      expect(res.type).toBe('text/html; charset=utf-8');
    }
    expect(rows('forge@example.com')[0]).toMatchObject({ status: 'pending', confirmed_at: null });
  });

  it('an expired link changes nothing; a newer mail replaces the older link; a used link is not used again', async () => {
    await subscribe(subscription({ email: 'late@example.com' }));
    const first = linkIn((await outbox('late@example.com'))[0]!, '/api/alerts/confirm');
    clock = new Date(START.getTime() + 8 * 24 * 3600_000);
    try {
      const res = await page(first);
      expect(res.status).toBe(410);
      expect(res.heading).toBe('This link has expired');
      expect(rows('late@example.com')[0]).toMatchObject({ status: 'pending' });
    } finally {
      clock = START;
    }
    await subscribe(subscription({ email: 'late@example.com' }));
    const second = linkIn((await outbox('late@example.com'))[1]!, '/api/alerts/confirm');
    expect((await page(first)).heading).toBe('This confirmation link has already been used');
    expect(rows('late@example.com')[0]).toMatchObject({ status: 'pending' });
    const ok = await page(second);
    expect(ok).toMatchObject({ status: 200, heading: 'Your stock alert is confirmed' });
    expect(ok.html).toContain('Used Toyota HiLux');
    expect(rows('late@example.com')[0]).toMatchObject({ status: 'confirmed', confirmed_at: START.toISOString() });
    expect((await page(second)).heading).toBe('This stock alert is already confirmed');
  });
});

describe('the alert run', { timeout: 30_000 }, () => {
  it('mails a confirmed subscription the new and reduced cars once, at most 6, with one-click unsubscribe', async () => {
    const email = 'alerts@example.com';
    await subscribe(subscription({ email }));
    await page(linkIn((await outbox(email))[0]!, '/api/alerts/confirm'));
    const baseline = server.db
      .prepare('SELECT COUNT(*) AS n FROM alert_cars WHERE subscription_id = ?')
      .get(String(rows(email)[0]!['id']));
    expect(Number(baseline?.['n'])).toBe(hiluxes(snapshot.collections.cars).length);

    // Nothing new: no mail.
    expect((await newStock(() => {})).mails).toBe(0);
    expect(await outbox(email)).toHaveLength(1);

    // Eight new HiLuxes and a Corolla: one mail, six cars, all eight counted.
    let corolla = 0;
    const added: number[] = [];
    const run = await newStock((cars) => {
      for (let i = 0; i < 8; i++) added.push(cloneHilux(cars, 41_000 + i * 1000));
      const base = cars.find((c) => c.model !== 'HiLux' && c.status === 'in_stock')!;
      corolla = nextId++;
      cars.push({ ...structuredClone(base), id: corolla, slug: `${base.slug}-x${corolla}` });
    });
    // (the earlier test's confirmed HiLux alert hears of them too)
    expect(run).toMatchObject({ mails: 2, cars: 12 });
    expect(await outbox(email)).toHaveLength(2);
    const [, alert] = await outbox(email);
    expect(alert!.subject).toBe('8 new matches for your stock alert: Used Toyota HiLux');
    expect(alert!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?site=harbour-toyota&token=[^>]+>$/,
    );
    expect(alert!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const carLinks = [...alert!.html.matchAll(/href="(https:\/\/[^"]+\/cars\/[^"]+)"/g)].map((m) => m[1]);
    expect(new Set(carLinks).size).toBe(6);
    expect(alert!.html).toContain('See all 8 matches');
    expect(alert!.html).not.toContain(`x${corolla}`);
    expect(alert!.text).toContain('$41,000');

    // The same stock again: nothing is alerted twice.
    expect((await newStock(() => {})).mails).toBe(0);
    // One of them is reduced: it is news again, alone.
    const reduced = added[7]!;
    const again = await newStock((cars) => {
      const car = cars.find((c) => c.id === reduced)!;
      car.price = 30_000;
    });
    expect(again).toMatchObject({ mails: 2, cars: 2 });
    const third = (await outbox(email))[2]!;
    expect(third.subject).toBe('1 new match for your stock alert: Used Toyota HiLux');
    expect(third.text).toContain('$30,000');

    // A daily subscription hears nothing from an instant-only notice.
    const instantOnly = await newStock((cars) => void cloneHilux(cars, 45_000), false);
    expect(instantOnly.mails).toBe(0);

    // One-click unsubscribe (RFC 8058 POST), then nothing more, even if it signs up again.
    const unsubscribe = alert!.headers['List-Unsubscribe']!.slice(1, -1);
    const forged = unsubscribe.replace(/token=[^&]+/, 'token=unsubscribe.x.1.y.z');
    expect((await page(forged, 'POST')).heading).toBe('This link is not valid');
    expect(rows(email)[0]).toMatchObject({ status: 'confirmed' });
    expect(await page(unsubscribe, 'POST')).toMatchObject({ status: 200, heading: 'You are unsubscribed' });
    expect(rows(email)[0]).toMatchObject({ status: 'unsubscribed' });
    expect((await page(unsubscribe)).heading).toBe('You are already unsubscribed');
    await subscribe(subscription({ email }));
    const mails = await outbox(email);
    expect(mails.at(-1)!.subject).toMatch(/^Please confirm/);
    expect((await newStock((cars) => void cloneHilux(cars, 39_000))).mails).toBe(1);
    expect(await outbox(email)).toHaveLength(mails.length);
  });

  it('an instant alert is mailed at every stock notice, a daily one only at the nightly', async () => {
    const instant = 'instant@example.com';
    const daily = 'daily@example.com';
    for (const [email, frequency] of [
      [instant, 'instant'],
      [daily, 'daily'],
    ] as const) {
      await subscribe(subscription({ email, frequency, search: '/search/toyota?query=instant' }));
      expect((await page(linkIn((await outbox(email))[0]!, '/api/alerts/confirm'))).status).toBe(200);
    }
    const car = (cars: Snapshot['collections']['cars']) => {
      const id = cloneHilux(cars, 52_000);
      const added = cars.find((c) => c.id === id)!;
      added.name = `${added.name} instant`;
    };
    await newStock(car, false);
    expect((await outbox(instant)).map((m) => m.subject)).toEqual([
      'Please confirm your stock alert: Used Toyota HiLux',
      '1 new match for your stock alert: Used Toyota HiLux',
    ]);
    expect(await outbox(daily)).toHaveLength(1);
    await newStock(() => {}, true);
    expect(await outbox(daily)).toHaveLength(2);
    expect(await outbox(instant)).toHaveLength(2);
  });

  it('the outbox is not served in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
  });

  it('the stock notice needs the signed token of its site', async () => {
    const post = (auth: string, site = SITE) =>
      fetch(`${server.url}/api/internal/stock?site=${site}`, { method: 'POST', headers: { Authorization: auth } });
    expect((await post('')).status).toBe(401);
    expect((await post('Bearer nope')).status).toBe(401);
    expect((await post(`Bearer ${stockNoticeToken('another-secret-entirely', SITE, clock)}`)).status).toBe(401);
    expect((await post(`Bearer ${stockNoticeToken(server.alerts.secret, 'outback-caravans', clock)}`)).status).toBe(
      401,
    );
  });
});
