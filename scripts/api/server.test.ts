// The local platform API, end to end over HTTP: a real server on port 0 and a
// temporary SQLite file, seeded from the pulled snapshots (npm run pull).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/contract.ts';
import { ApiError, createApiClient } from '../../src/api/client.ts';
import { DELIVERY_ESTIMATE_FAILURE_MESSAGE } from '../../src/core/inputs.ts';
import { FIELD_MESSAGES } from '../../src/core/forms/fields.ts';
import { priceDisplay } from '../../src/core/vehicle/price.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { startApi, type RunningApi } from './server.ts';

const SITE = 'harbour-toyota';
const snapshot = readSnapshot(SITE);
if (!snapshot) throw new Error('run `npm run pull` first: the API seeds from .data/<slug>/snapshot.json');
const cars = snapshot.collections.cars;
const locations = snapshot.collections.locations;
const car = cars.find((c) => c.status === 'in_stock' && c.autograb_data?.state_average_market_price)!;
const nationalOnly = cars.find(
  (c) => c.autograb_data && c.autograb_data.state_average_market_price == null && c.price > 10,
)!;
const noAutograb = cars.find((c) => !c.autograb_data)!;
const reservable = cars.filter((c) => c.status === 'in_stock' && !c.reserved && !c.sold);

let dir: string;
let server: RunningApi;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  server = await startApi({
    port: 0,
    dbPath: join(dir, 'api.sqlite'),
    now: () => new Date('2026-11-21T01:00:00Z'),
    // This suite sends many leads; the rate limit has its own test below.
    leadRateLimit: { max: 1000, windowMs: 60_000 },
    // A fresh clone has pulled only what `npm run check` needed: pull the other tenants.
    pullMissing: true,
  });
  base = server.url;
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, init: RequestInit = {}) {
  return fetch(`${base}${path}${path.includes('?') ? '&' : '?'}site=${SITE}`, init);
}
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return get(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function leadBody(fields: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    form: 'vehicle-enquiry',
    lead: {
      category: 'General Enquiry',
      url: `https://www.harbourtoyota.com.au/cars/${car.slug}`,
      source: 'Website',
      user_agent: 'vitest',
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
      lead_id: crypto.randomUUID(),
      form_completed: true,
      offer_accepted: false,
      car_id: car.id,
      name: 'Jo Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      message: 'Is it still available?',
      ...fields,
    },
    ...extra,
  };
}

function leadRows(leadId: string) {
  return server.db.prepare('SELECT * FROM leads WHERE lead_id = ?').all(leadId);
}

describe('seeding', () => {
  it('fails with a clear message naming npm run pull when a snapshot is missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'api-empty-'));
    try {
      await expect(startApi({ port: 0, dbPath: ':memory:', dataDir: empty, sites: [SITE] })).rejects.toThrow(
        `run \`npm run pull -- --site ${SITE}\` first`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('seeds every tenant once; a restart on the same file keeps what was sent', async () => {
    const count = (table: string) => Number(server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.['n']);
    const seeded = server.db
      .prepare('SELECT slug FROM sites ORDER BY slug')
      .all()
      .map((r) => r['slug']);
    expect(seeded).toEqual(['harbour-toyota', 'kiwi-motors', 'metro-motor-group', 'outback-caravans']);
    const carsBefore = count('cars');
    const path = join(dir, 'restart.sqlite');
    const first = await startApi({ port: 0, dbPath: path, sites: [SITE] });
    const body = leadBody();
    expect(
      (
        await fetch(`${first.url}/api/leads?site=${SITE}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    ).toBe(201);
    await first.close();
    const second = await startApi({ port: 0, dbPath: path, sites: [SITE] });
    try {
      expect(second.db.prepare('SELECT COUNT(*) AS n FROM cars').get()?.['n']).toBe(cars.length);
      expect(
        second.db
          .prepare('SELECT lead_id FROM leads')
          .all()
          .map((r) => r['lead_id']),
      ).toEqual([body.lead.lead_id]);
    } finally {
      await second.close();
    }
    expect(count('cars')).toBe(carsBefore);
  });
});

describe('routing, validation, CORS', () => {
  it('answers 404 for a path the contract does not have and for an unknown site', async () => {
    expect((await fetch(`${base}/api/nothing?site=${SITE}`)).status).toBe(404);
    const res = await fetch(`${base}/api/reviews/snap21?site=no-such-site&orgId=1`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Unknown site "no-such-site"' });
  });

  it('answers 405 for the wrong method and 400 with the field for a missing site or query value', async () => {
    expect((await get('/api/leads')).status).toBe(405);
    const noSite = await fetch(`${base}/api/reviews/snap21?orgId=1`);
    expect(noSite.status).toBe(400);
    expect(((await noSite.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['site']);
    const res = await get(`/api/cars/${car.slug}/delivery-price?postcode=%20`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Invalid query',
      errors: [{ path: 'postcode', message: 'Please enter a postcode.' }],
    });
  });

  it('answers a preflight and allows local origins and the tenant origin, not others', async () => {
    const preflight = await get('/api/leads', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4321', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
    const tenant = await get('/api/reviews/snap21?orgId=1', {
      headers: { Origin: 'https://www.harbourtoyota.com.au' },
    });
    expect(tenant.headers.get('access-control-allow-origin')).toBe('https://www.harbourtoyota.com.au');
    const other = await get('/api/reviews/snap21?orgId=1', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const otherTenant = await get('/api/reviews/snap21?orgId=1', {
      headers: { Origin: 'https://www.kiwimotors.co.nz' },
    });
    expect(otherTenant.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a body over 64 KB with 413 and malformed JSON with 400', async () => {
    const big = await post('/api/leads', leadBody({ message: 'x'.repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    const bad = await get('/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: unknown[] }).errors).toEqual([
      { path: 'body', message: 'The request body is not valid JSON.' },
    ]);
  });
});

describe('leads', () => {
  it('stores a lead once: 201 created, then 200 duplicate for the same lead_id', async () => {
    const body = leadBody();
    const first = await post('/api/leads', body);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ lead_id: body.lead.lead_id, status: 'created' });
    const again = await post('/api/leads', body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ lead_id: body.lead.lead_id, status: 'duplicate' });
    const rows = leadRows(body.lead.lead_id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site: SITE, form: 'vehicle-enquiry', category: 'General Enquiry', car_id: car.id });
    expect(JSON.parse(String(rows[0]?.['payload']))).toEqual(body.lead);
  });

  it('accepts a text/plain JSON body (navigator.sendBeacon)', async () => {
    const body = leadBody();
    const res = await get('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    expect(leadRows(body.lead.lead_id)).toHaveLength(1);
  });

  it('stores one row for 10 concurrent submissions of one lead', async () => {
    const body = leadBody();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/leads', body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(leadRows(body.lead.lead_id)).toHaveLength(1);
  });

  it('answers 400 with every field path: bad email and missing name', async () => {
    const body = leadBody({ email: 'not-an-email', name: undefined });
    const res = await post('/api/leads', body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; errors: { path: string; message: string }[] };
    expect(answer.error).toBe('Please fix the following errors:');
    expect(answer.errors).toEqual([
      { path: 'name', message: FIELD_MESSAGES.name },
      { path: 'email', message: FIELD_MESSAGES.email },
    ]);
    expect(leadRows(body.lead.lead_id)).toHaveLength(0);
  });

  it('applies the site rules: the enquiry form needs a location on a tenant with two locations', async () => {
    const body = { ...leadBody(), form: 'enquiry' };
    const res = await post('/api/leads', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { path: 'location', message: FIELD_MESSAGES.location },
    ]);
    const ok = await post('/api/leads', {
      ...body,
      lead: { ...body.lead, lead_id: crypto.randomUUID(), location: locations[0]!.slug },
    });
    expect(ok.status).toBe(201);
  });

  it('answers 400 for a payload that is not a lead (bad lead_id, wrong source)', async () => {
    const body = leadBody({ lead_id: 'abc', source: 'Email' });
    const res = await post('/api/leads', body);
    expect(res.status).toBe(400);
    const paths = ((await res.json()) as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toEqual(['lead.source', 'lead.lead_id']);
  });

  it('honeypot: answers like success but stores the lead flagged as spam', async () => {
    const body = leadBody({ email: 'bot' }, { website: 'http://spam.example' });
    const res = await post('/api/leads', body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ lead_id: body.lead.lead_id, status: 'created' });
    expect(leadRows(body.lead.lead_id).map((r) => r['spam'])).toEqual([1]);
  });

  it('a test drive books its slot: the time disappears from the appointments', async () => {
    const location = locations.find((l) => l.id === car.location?.id)!;
    const day = '2026-11-24'; // a Tuesday, open 08:30-17:30
    const before = await (await get(`/api/appointments?location_id=${location.id}&from=${day}&days=1`)).json();
    expect(before).toMatchObject({ days: [{ date: day }] });
    const times = (before as { days: { times: string[] }[] }).days[0]!.times;
    expect(times[0]).toBe('08:30');
    expect(times.at(-1)).toBe('17:00');
    expect(times).toContain('10:00');
    const body = { ...leadBody({ dateTime: `${day}T10:00` }), form: 'test-drive' };
    expect((await post('/api/leads', body)).status).toBe(201);
    const after = (await (await get(`/api/appointments?location_id=${location.id}&from=${day}&days=1`)).json()) as {
      days: { times: string[] }[];
    };
    expect(after.days[0]!.times).toEqual(times.filter((t) => t !== '10:00'));
  });

  it('captcha: a refusing verifier answers 400 on captcha_token', async () => {
    const other = await startApi({
      port: 0,
      dbPath: join(dir, 'captcha.sqlite'),
      sites: [SITE],
      verifyCaptcha: (token) => Promise.resolve(token === 'good'),
    });
    try {
      const send = (token: string) =>
        fetch(`${other.url}/api/leads?site=${SITE}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(leadBody({}, { captcha_token: token })),
        });
      const refused = await send('bad');
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: { path: string }[] }).errors[0]?.path).toBe('captcha_token');
      expect((await send('good')).status).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('rate limit: the 4th lead within the window from one client and site answers 429', async () => {
    const limited = await startApi({
      port: 0,
      dbPath: join(dir, 'limited.sqlite'),
      sites: [SITE, 'kiwi-motors'],
      leadRateLimit: { max: 3, windowMs: 60_000 },
    });
    try {
      const send = (site: string) =>
        fetch(`${limited.url}/api/leads?site=${site}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(leadBody()),
        });
      expect([(await send(SITE)).status, (await send(SITE)).status, (await send(SITE)).status]).toEqual([
        201, 201, 201,
      ]);
      const refused = await send(SITE);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: expect.stringContaining('Too many') as unknown });
      // Another site is another window.
      expect((await send('kiwi-motors')).status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('vehicle calls', () => {
  it('autogauge: a car with a state figure gets a confident comparison around its price', async () => {
    const res = await get(`/api/cars/${car.slug}/autogauge`);
    expect(res.status).toBe(200);
    const gauge = v.parse(api.autogauge.response, await res.json());
    const price = priceDisplay(car);
    const market = car.autograb_data!.state_average_market_price!;
    expect(gauge).toMatchObject({
      listing_price: 'amount' in price ? price.amount : null,
      market_range_min: Math.round(market * 0.92),
      market_range_max: Math.round(market * 1.08),
      confidence: 0.85,
    });
    expect(gauge.fill).toBeGreaterThan(0);
    expect(gauge.fill).toBeLessThanOrEqual(1);
  });

  it('autogauge: national-only data gives low confidence; no autograb data answers 404 No data returned', async () => {
    const low = (await (await get(`/api/cars/${nationalOnly.slug}/autogauge`)).json()) as { confidence: number };
    expect(low.confidence).toBeLessThanOrEqual(0.2);
    const none = await get(`/api/cars/${noAutograb.slug}/autogauge`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: 'No data returned' });
  });

  it('view counter: starts from the sample views and counts each view', async () => {
    const first = (await (await get(`/api/cars/${car.slug}/view.json?photos_count=3`)).json()) as { views: number };
    const second = (await (await get(`/api/cars/${car.slug}/view.json`)).json()) as { views: number };
    expect(second.views).toBe(first.views + 1);
    expect(first.views).toBeGreaterThanOrEqual(Math.round(car.views ?? 0) + 1);
    expect((await get('/api/cars/no-such-car/view.json')).status).toBe(404);
  });

  it('similar ids: in-stock cars in the price band, same model first, at most 6', async () => {
    const { ids } = (await (await get(`/api/cars/${car.slug}/similar-ids`)).json()) as { ids: number[] };
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(6);
    expect(ids).not.toContain(car.id);
    const band = car.price < 50_000 ? 10_000 : 25_000;
    for (const id of ids) {
      const other = cars.find((c) => c.id === id)!;
      expect(other.status).toBe('in_stock');
      expect(Math.abs(other.price - car.price)).toBeLessThanOrEqual(band);
    }
  });

  it('watchlist: save and remove answer success with the spec texts; the row comes and goes', async () => {
    const body = { phone_number: '0412345678', car_id: car.id };
    const saved = await (await post('/api/watchlist/save-car', body)).json();
    expect(saved).toEqual({ success: true, message: `${car.name} is now available in your watchlist` });
    const count = () =>
      server.db.prepare('SELECT COUNT(*) AS n FROM watchlist WHERE phone_number = ?').get('0412345678')?.['n'];
    expect(count()).toBe(1);
    const removed = await (await post('/api/watchlist/remove-car', body)).json();
    expect(removed).toEqual({ success: true, message: `${car.name} is no longer in your watchlist` });
    expect(count()).toBe(0);
  });

  it('phone reveal: stored', async () => {
    const res = await post('/api/phone-reveals', { car_id: car.id, dealership_id: 101, website_id: null });
    expect(await res.json()).toEqual({ success: true });
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM phone_reveals WHERE car_id = ?').get(car.id)?.['n']).toBe(1);
  });

  it('delivery price: farther postcodes cost more; unknown postcode 404 with the spec message', async () => {
    const near = (await (await get(`/api/cars/${car.slug}/delivery-price?postcode=2000`)).json()) as {
      name: string;
      price: number;
    };
    const far = (await (await get(`/api/cars/${car.slug}/delivery-price?postcode=6000`)).json()) as {
      name: string;
      price: number;
    };
    expect(near.name).toBe('Sydney');
    expect(far.name).toBe('Perth');
    expect(far.price).toBeGreaterThan(near.price);
    expect(near.price % 10).toBe(0);
    const unknown = await get(`/api/cars/${car.slug}/delivery-price?postcode=abcd`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: DELIVERY_ESTIMATE_FAILURE_MESSAGE });
  });

  it('finance lenders: the car own offers keyed by provider', async () => {
    const res = await get(`/api/cars/${car.id}/finance-lenders`);
    expect(await res.json()).toEqual(car.finance_lenders ?? {});
    expect((await get('/api/cars/999/finance-lenders')).status).toBe(404);
  });

  it('PDF: a real PDF named after the car', async () => {
    const res = await get(`/api/cars/${car.slug}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${car.slug}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(car.name);
    expect(doc.getPageCount()).toBe(1);
  });

  it('reservations: idempotent by reservation_id; another id for the same car is 409', async () => {
    const target = reservable[0]!;
    const body = {
      reservation_id: crypto.randomUUID(),
      car_id: target.id,
      name: 'Jo',
      email: 'jo@example.com',
      phone: '0412345678',
      fee: 200,
    };
    const lookup = async () =>
      (await (await get(`/api/cars/${target.slug}/checkout`)).json()) as { id: number; reservable: boolean };
    expect(await lookup()).toMatchObject({ id: target.id, slug: target.slug, reservable: true });
    const first = await post('/api/reservations', body);
    expect(first.status).toBe(201);
    // Once held, the checkout page learns it before the shopper types.
    expect(await lookup()).toMatchObject({ id: target.id, reservable: false });
    expect((await get('/api/cars/no-such-car/checkout')).status).toBe(404);
    expect(await first.json()).toEqual({ reservation_id: body.reservation_id, status: 'created' });
    const again = await post('/api/reservations', body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ reservation_id: body.reservation_id, status: 'duplicate' });
    const other = await post('/api/reservations', { ...body, reservation_id: crypto.randomUUID() });
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: 'This car has already been reserved.' });
    const bad = await post('/api/reservations', {
      ...body,
      reservation_id: crypto.randomUUID(),
      car_id: reservable[1]!.id,
      email: 'x',
    });
    expect(bad.status).toBe(400);
  });
});

describe('multi-step, finance, reviews, places', () => {
  it('rego lookup, valuation adjustments, offer accepted and miscellaneous', async () => {
    const rego = (await (await post('/api/rego-lookup', { rego: 'abc 123', regoState: 'NSW' })).json()) as {
      id: string;
      valuation: { min: number; max: number };
    };
    expect(rego.id).toBe('NSW-ABC123');
    expect(await (await post('/api/rego-lookup', { rego: 'ABC123', regoState: 'NSW' })).json()).toEqual(rego);
    expect((await post('/api/rego-lookup', { rego: '000000', regoState: 'VIC' })).status).toBe(404);

    const body = { ...leadBody({ rego: 'ABC123', regoState: 'NSW', last_name: 'Citizen', postcode: '2000' }) };
    const leadId = body.lead.lead_id;
    expect((await post('/api/leads', { ...body, form: 'multi-step' })).status).toBe(201);
    const adjusted = (await (
      await post(`/api/leads/${leadId}/valuation-adjustments`, {
        id: rego.id,
        adjustmentAnswers: { serviceHistory: 'no', condition: 'fair' },
      })
    ).json()) as { valuation: { min: number; max: number } };
    expect(adjusted.valuation.min).toBeLessThan(rego.valuation.min);
    const accepted = await post(`/api/leads/${leadId}/offer-accepted`, { offer_accepted: true });
    expect(await accepted.json()).toEqual({ lead_id: leadId, offer_accepted: true, form_completed: true });
    expect(leadRows(leadId)[0]).toMatchObject({ offer_accepted: 1, form_completed: 1 });
    expect((await post(`/api/leads/${crypto.randomUUID()}/offer-accepted`, { offer_accepted: true })).status).toBe(404);
    const misc = await post('/api/miscellaneous', { column_name: 'valuation', valuation: adjusted, lead_id: leadId });
    expect(await misc.json()).toEqual({ success: true });
  });

  it('youX quote: deterministic from the finance calculator', async () => {
    const body = {
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 30_000,
      loanTerm: 5,
      year: 2025,
      vin: null,
      nvic: null,
      whoIsHelping: '',
    };
    const quote = (await (await post('/api/youx/quote', body)).json()) as Record<string, number>;
    // $30,000 over 260 weeks at 7.49% / 52: 30000 r / (1 - (1 + r)^-260) = 138.4 -> $138.
    expect(quote).toEqual({ weeklyRepaymentAmount: 138, advertisedRate: 7.49, comparisonRate: 8.11 });
    expect(await (await post('/api/youx/quote', body)).json()).toEqual(quote);
  });

  it('snap21 answers the sample figures; manufacturer locations group the locations', async () => {
    expect(await (await get('/api/reviews/snap21?orgId=42')).json()).toEqual({ rating: 4.7, stars: 43 });
    const websites = v.parse(
      api.manufacturerLocations.response,
      await (await get('/api/manufacturer-locations')).json(),
    );
    expect(websites.flatMap((w) => w.locations.map((l) => l.id)).sort()).toEqual(
      locations
        .filter((l) => l.visible !== false)
        .map((l) => l.id)
        .sort(),
    );
  });

  it('geocode: a real AU postcode resolves, a dealer postcode exactly, others give no result', async () => {
    const geo = async (postcode: string, country = 'AU') =>
      (await (await get(`/api/geocode?postcode=${postcode}&country=${country}`)).json()) as {
        results: { lat: number; lng: number; label?: string }[];
      };
    const melbourne = await geo('3000');
    expect(melbourne.results).toHaveLength(1);
    expect(melbourne.results[0]!.lat).toBeCloseTo(-37.81, 1);
    const dealer = locations[0]!.address!;
    expect((await geo(dealer.postcode!)).results[0]).toMatchObject({ lat: dealer.lat, lng: dealer.long });
    expect((await geo('0001')).results).toEqual([]);
    expect((await geo('6011', 'NZ')).results[0]!.label).toContain('Wellington');
    const bad = await get('/api/geocode?postcode=12');
    expect(bad.status).toBe(400);
  });

  it('place suggestions: regions and dealer suburbs by prefix', async () => {
    const { suggestions } = (await (await get('/api/places/suggest?q=parra')).json()) as {
      suggestions: { label: string }[];
    };
    expect(suggestions.map((s) => s.label)).toEqual(['Parramatta NSW 2150, Australia']);
    const perth = (await (await get('/api/places/suggest?q=Perth')).json()) as { suggestions: { label: string }[] };
    expect(perth.suggestions.map((s) => s.label)).toContain('Perth, WA, Australia');
  });
});

describe('the browser client against the real server', () => {
  const client = () => createApiClient({ baseUrl: base, site: SITE });

  it('returns validated answers', async () => {
    expect(await client().call(api.snap21, { query: { orgId: '1' } })).toEqual({ rating: 4.7, stars: 43 });
    const leadId = crypto.randomUUID();
    const body = leadBody({ lead_id: leadId });
    expect(await client().call(api.leads, { body: body as never })).toEqual({ lead_id: leadId, status: 'created' });
    const pdf = await client().call(api.carPdf, { params: { slug: car.slug } });
    expect(pdf.type).toBe('application/pdf');
  });

  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ApiError) return error;
      throw error;
    }
    throw new Error('expected the call to fail');
  }

  it("kind 'invalid': 400 with field errors", async () => {
    const error = await failure(client().call(api.leads, { body: leadBody({ email: 'x', name: '' }) as never }));
    expect(error.kind).toBe('invalid');
    expect(error.fieldErrors.map((e) => e.path)).toEqual(['name', 'email']);
  });

  it("kind 'http': 404 with the server message", async () => {
    const error = await failure(
      client().call(api.deliveryPrice, { params: { slug: car.slug }, query: { postcode: 'zzzz' } }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 404, message: DELIVERY_ESTIMATE_FAILURE_MESSAGE });
  });

  it("kind 'contract': an answer that does not fit the endpoint's response", async () => {
    // The same real path, read with a stricter (wrong) response schema.
    const strict = { ...api.snap21, response: v.object({ rating: v.string(), stars: v.number() }) };
    const error = await failure(client().call(strict, { query: { orgId: '1' } }));
    expect(error.kind).toBe('contract');
    expect(error.message).toContain('rating');
  });

  it("kind 'network': nothing listens", async () => {
    const closed = await startApi({ port: 0, dbPath: join(dir, 'closed.sqlite'), sites: [SITE] });
    const url = closed.url;
    await closed.close();
    const error = await failure(
      createApiClient({ baseUrl: url, site: SITE }).call(api.snap21, { query: { orgId: '1' } }),
    );
    expect(error.kind).toBe('network');
  });
});
