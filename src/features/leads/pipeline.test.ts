// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import { api as endpoints } from '../../api/contract.ts';
import { createOutbox, retryDelayMs, RETRY_MAX_MS, type Outbox } from './outbox.ts';
import { submitLead } from './pipeline.ts';
import { recordVisit } from './session.ts';
import { STORAGE_KEYS } from './storage.ts';

const BASE = 'http://api.test';
const valid = { name: 'Jo Smith', email: 'jo@example.com', phone: '0412 345 678', message: 'Is it still available?' };

interface Call {
  url: string;
  body: { form: string; lead: Record<string, unknown>; website: string };
}

/** A fake platform API: answers with the queued responses in turn (the last one repeats). */
function fakeApi(...answers: Array<() => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) as Call['body'] });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    return answer!();
  });
  const client = createApiClient({ baseUrl: BASE, site: 'harbour-toyota', fetch: fetch as typeof globalThis.fetch });
  current = client;
  return { calls, fetch, client };
}
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const created = (req: () => string) => () =>
  new Response(JSON.stringify({ lead_id: req(), status: 'created' }), { status: 201 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

let outbox: Outbox;
let uuid = 0;
/** The fake API the outbox's retries go to (the one the test made last). */
let current: ApiClient | null = null;
const env = () => ({
  url: 'https://harbour-toyota.example/contact?car_id=42',
  userAgent: 'test-agent',
  outbox,
  newLeadId: () => `00000000-0000-4000-8000-${String(++uuid).padStart(12, '0')}`,
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers();
  uuid = 0;
  outbox = createOutbox({
    send: (entry) => current!.call(endpoints.leads, { params: {}, query: {}, body: entry.body }),
  });
});
afterEach(() => {
  outbox.stop();
  vi.useRealTimers();
});

describe('retryDelayMs', () => {
  it.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [7, 128_000],
    [8, 256_000],
    [9, RETRY_MAX_MS],
    [50, RETRY_MAX_MS],
  ])('after %i failed attempts waits %i ms', (failures, ms) => {
    expect(retryDelayMs(failures)).toBe(ms);
  });
});

describe('submitLead', () => {
  it('sends nothing and lists the errors in form order when the form is invalid', async () => {
    const { fetch, client } = fakeApi(created(() => ''));
    const result = await submitLead(client, { form: 'enquiry', fields: { ...valid, name: ' ', email: 'x' } }, env());
    expect(result).toEqual({
      status: 'invalid',
      leadId: null,
      errors: [
        { path: 'name', message: 'Please enter your name.' },
        { path: 'email', message: 'Please enter a valid email address.' },
      ],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('composes the lead payload and reports it sent', async () => {
    recordVisit('https://harbour-toyota.example/cars/a-car?utm_source=news&x=1');
    const api = fakeApi(created(() => api.calls[0]!.body.lead['lead_id'] as string));
    const result = await submitLead(
      api.client,
      {
        form: 'vehicle-enquiry',
        fields: { ...valid, car_id: '42', 'Vehicle Make': 'Toyota', opt_in: true },
        car: { id: 42, dealership_id: 3 },
        website: '',
      },
      env(),
    );
    expect(result).toEqual({
      status: 'sent',
      leadId: '00000000-0000-4000-8000-000000000001',
      category: 'General Enquiry',
    });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url).toBe(`${BASE}/api/leads?site=harbour-toyota`);
    expect(api.calls[0]!.body).toMatchObject({
      form: 'vehicle-enquiry',
      website: '',
      lead: {
        name: 'Jo Smith',
        'Vehicle Make': 'Toyota',
        category: 'General Enquiry',
        source: 'Website',
        url: 'https://harbour-toyota.example/contact?car_id=42',
        user_agent: 'test-agent',
        car_id: 42,
        car_dealership_id: 3,
        lead_id: '00000000-0000-4000-8000-000000000001',
        form_completed: false,
        offer_accepted: false,
        lead_attributes: {
          visited_pages: ['/cars/a-car?utm_source=news&x=1'],
          linked_query_params: { utm_source: 'news' },
        },
      },
    });
  });

  it('remaps a careers enquiry and reports the category sent', async () => {
    const api = fakeApi(created(() => api.calls[0]!.body.lead['lead_id'] as string));
    const result = await submitLead(
      api.client,
      { form: 'careers', fields: { ...valid, position: 'Sales Consultant', category: 'Careers Enquiry' } },
      env(),
    );
    expect(result).toMatchObject({ status: 'sent', category: 'General Enquiry' });
    expect(api.calls[0]!.body.lead).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      position: 'Sales Consultant',
    });
  });

  it('sends no careers enquiry without a position', async () => {
    const api = fakeApi(created(() => 'x'));
    const result = await submitLead(api.client, { form: 'careers', fields: { ...valid } }, env());
    expect(result).toMatchObject({ status: 'invalid' });
    expect(api.calls).toHaveLength(0);
  });

  it('does not retry a 400: its field errors go back to the form', async () => {
    const api = fakeApi(
      json(400, {
        error: 'invalid lead',
        errors: [{ path: 'lead.phone', message: 'Please enter a valid phone number.' }],
      }),
    );
    const result = await submitLead(api.client, { form: 'enquiry', fields: valid }, env());
    expect(result).toMatchObject({
      status: 'invalid',
      errors: [{ path: 'phone', message: 'Please enter a valid phone number.' }],
    });
    outbox.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.outbox) ?? '[]').toBe('[]');
  });

  it("shows the server's message for another refusal, and the spec's text when there is none", async () => {
    let api = fakeApi(json(409, { error: 'This site no longer takes enquiries.' }));
    expect(await submitLead(api.client, { form: 'enquiry', fields: valid }, env())).toMatchObject({
      status: 'failed',
      message: 'This site no longer takes enquiries.',
    });
    api = fakeApi(() => new Response('nope', { status: 404 }));
    expect(await submitLead(api.client, { form: 'enquiry', fields: valid }, env())).toMatchObject({
      status: 'failed',
      message: 'An error occurred when submitting this form',
    });
    expect(outbox.entries()).toEqual([]);
  });

  it.each([
    ['the network is down', offline],
    ['the server fails', json(500, { error: 'boom' })],
    ['the server is busy', json(429, { error: 'slow down' })],
  ])('keeps the lead in the persisted outbox when %s', async (_, failure) => {
    const api = fakeApi(failure);
    const result = await submitLead(api.client, { form: 'enquiry', fields: valid }, env());
    expect(result).toMatchObject({ status: 'kept', leadId: '00000000-0000-4000-8000-000000000001' });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox) ?? '[]') as Array<Record<string, unknown>>;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      leadId: '00000000-0000-4000-8000-000000000001',
      baseUrl: BASE,
      site: 'harbour-toyota',
      attempts: 1,
      body: { form: 'enquiry', lead: { lead_id: '00000000-0000-4000-8000-000000000001', name: 'Jo Smith' } },
    });
  });

  it('retries with backoff (2 s, 4 s, 8 s) under the same lead id until delivered, once', async () => {
    let up = false;
    const api = fakeApi(() => (up ? created(() => api.calls[0]!.body.lead['lead_id'] as string)() : offline()));
    const delivered = vi.fn();
    const result = await submitLead(api.client, { form: 'enquiry', fields: valid }, env());
    outbox.watch(result.leadId!, delivered);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(api.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(3);
    up = true;
    await vi.advanceTimersByTimeAsync(7_999);
    expect(api.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(4);
    expect(new Set(api.calls.map((c) => c.body.lead['lead_id']))).toEqual(new Set([result.leadId]));
    expect(delivered).toHaveBeenCalledWith({ status: 'delivered' });
    expect(outbox.entries()).toEqual([]);
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS * 2);
    expect(api.calls).toHaveLength(4);
  });

  it('reuses the lead id the form passes back when the shopper submits again', async () => {
    const api = fakeApi(offline);
    const first = await submitLead(api.client, { form: 'enquiry', fields: valid }, env());
    const second = await submitLead(api.client, { form: 'enquiry', fields: valid, leadId: first.leadId! }, env());
    expect(second.leadId).toBe(first.leadId);
    expect(outbox.entries()).toHaveLength(1);
  });
});

describe('the outbox across page loads', () => {
  it('sends a lead kept by an earlier page as soon as a page with an island opens', async () => {
    const api = fakeApi(offline);
    const kept = await submitLead(api.client, { form: 'enquiry', fields: valid }, env());
    outbox.stop();
    // The next page: a fresh outbox reading the same localStorage key.
    const sent: string[] = [];
    const next = createOutbox({
      send: async (entry) => {
        sent.push(entry.body.lead.lead_id);
        return { lead_id: entry.leadId, status: 'created' };
      },
    });
    expect(next.entries().map((e) => e.leadId)).toEqual([kept.leadId]);
    next.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([kept.leadId]);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox) ?? 'null')).toEqual([]);
    next.stop();
  });

  it('drops a kept lead the server refuses with a 400 and tells the page', async () => {
    const refused = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi(offline, json(400, { error: 'invalid', errors: [{ path: 'lead.email', message: 'bad' }] }));
    const kept = await submitLead(api.client, { form: 'enquiry', fields: valid }, env());
    outbox.watch(kept.leadId!, refused);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ status: 'refused' }));
    expect(outbox.entries()).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('a lead is kept from the moment it is submitted', () => {
  /** An API that accepts the request and answers only when the test says so. */
  function hangingApi() {
    let answer: (r: Response) => void = () => {};
    const api = fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    return { ...api, answer: (r: Response) => answer(r) };
  }
  const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox) ?? '[]') as Array<{ leadId: string }>;

  it('is in the outbox while the first attempt waits, and leaves it on the answer', async () => {
    const api = hangingApi();
    const pending = submitLead(api.client, { form: 'enquiry', fields: valid }, env());
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.calls).toHaveLength(1);
    expect(stored().map((e) => e.leadId)).toEqual([api.calls[0]!.body.lead['lead_id']]);
    // Another page's outbox (or this one's timer) does not send it again while the first attempt waits.
    outbox.start({ flushNow: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.calls).toHaveLength(1);
    api.answer(created(() => api.calls[0]!.body.lead['lead_id'] as string)());
    expect(await pending).toMatchObject({ status: 'sent' });
    expect(stored()).toEqual([]);
  });

  it('leaves the outbox when the server refuses it for good', async () => {
    const api = fakeApi(json(409, { error: 'This site no longer takes enquiries.' }));
    expect(await submitLead(api.client, { form: 'enquiry', fields: valid }, env())).toMatchObject({ status: 'failed' });
    expect(stored()).toEqual([]);
  });

  it('goes with sendBeacon when the page is hidden while it is still sending', async () => {
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    try {
      const api = hangingApi();
      void submitLead(api.client, { form: 'enquiry', fields: valid }, env());
      await vi.advanceTimersByTimeAsync(2_000);
      window.dispatchEvent(new Event('pagehide'));
      expect(beacon).toHaveBeenCalledTimes(1);
      const [url, data] = beacon.mock.calls[0]!;
      expect(url).toBe(`${BASE}/api/leads?site=harbour-toyota`);
      // text/plain: a simple request, no CORS preflight the closing page would not wait for.
      expect(data.type).toBe('text/plain;charset=utf-8');
      expect(JSON.parse(await data.text())).toEqual(api.calls[0]!.body);
      // Still kept: whether the beacon arrived is unknown, the next page sends it again (idempotent).
      expect(stored()).toHaveLength(1);
    } finally {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    }
  });

  it('goes with fetch keepalive when there is no sendBeacon or it refuses', async () => {
    const keepalive = vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(new Response()));
    vi.stubGlobal('fetch', keepalive);
    try {
      const api = fakeApi(offline);
      await submitLead(api.client, { form: 'enquiry', fields: valid }, env());
      window.dispatchEvent(new Event('pagehide'));
      expect(keepalive).toHaveBeenCalledTimes(1);
      const [url, init] = keepalive.mock.calls[0]!;
      expect(url).toBe(`${BASE}/api/leads?site=harbour-toyota`);
      expect(init).toMatchObject({ method: 'POST', keepalive: true });
      expect(JSON.parse(String(init?.body))).toEqual(api.calls[0]!.body);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
