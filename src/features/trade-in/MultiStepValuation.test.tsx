// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { MULTI_STEP_DELIVERED_MESSAGE, MULTI_STEP_ERROR, MULTI_STEP_KEPT_MESSAGE } from '../../core/leads.ts';
import { createOutbox, type Outbox } from '../leads/outbox.ts';
import { testLeadFormSettings } from '../leads/testing/settings.ts';
import { TRADE_IN_VALUATION_KEY } from './valuation-storage.ts';
import { MultiStepValuation } from './MultiStepValuation.tsx';

const settings = testLeadFormSettings();

type Call = { path: string; body: Record<string, unknown> };
type Answer = (path: string, body: Record<string, unknown>) => Response | Promise<Response> | undefined;

/** A fake platform API for the four multi-step calls; `override` may answer a call differently. */
function fakeApi(override: Answer = () => undefined, year = 2022) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const custom = await override(path, body);
    if (custom) return custom;
    if (path === '/api/rego-lookup')
      return Response.json({
        id: `${String(body['regoState'])}-${String(body['rego'])}`,
        year,
        make: 'Toyota',
        model: 'Corolla',
        badge: 'Ascent Sport',
        valuation: { min: 20000, max: 23000 },
      });
    if (path === '/api/leads') {
      const lead = body['lead'] as { lead_id: string };
      return Response.json({ lead_id: lead.lead_id, status: 'created' }, { status: 201 });
    }
    const m = /^\/api\/leads\/([^/]+)\/(valuation-adjustments|offer-accepted)$/.exec(path);
    if (m?.[2] === 'valuation-adjustments')
      return Response.json({ lead_id: m[1], valuation: { min: 19000, max: 21900 } });
    if (m?.[2] === 'offer-accepted')
      return Response.json({ lead_id: m[1], offer_accepted: true, form_completed: body['form_completed'] });
    if (path === '/api/miscellaneous') return Response.json({ success: true });
    return Response.json({ error: 'Not found' }, { status: 404 });
  });
  const client = createApiClient({
    baseUrl: settings.apiBaseUrl,
    site: settings.site,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, calls };
}

let outbox: Outbox;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  outbox = createOutbox({ key: 'test-outbox', send: () => Promise.resolve({}) });
});
afterEach(() => outbox.stop());

function setup(fake: ReturnType<typeof fakeApi>, misc = true) {
  const user = userEvent.setup();
  render(
    <MultiStepValuation
      settings={settings}
      sendValuationToMiscellaneous={misc}
      timeZone="Australia/Sydney"
      car={{ id: 4242, dealership_id: 7 }}
      client={fake.client}
      outbox={outbox}
      now={() => new Date('2026-06-01T00:00:00Z')}
    />,
  );
  return user;
}

const next = () => screen.getByRole('button', { name: 'Next' });

async function stepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Rego/), 'ABC123');
  await user.selectOptions(screen.getByLabelText(/^State/), 'NSW');
  await user.click(next());
  await screen.findByText(/Step 2 of/);
}
async function stepTwo(user: ReturnType<typeof userEvent.setup>, km = '45000') {
  await user.type(screen.getByLabelText(/^Kilometres/), km);
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
  await user.click(screen.getByRole('radio', { name: 'No damage' }));
  const goods = screen.getAllByRole('radio', { name: 'Good' });
  for (const r of goods) await user.click(r);
  await user.click(next());
  await screen.findByText(/Step 3 of 4/);
}
async function contactDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^First Name/), 'Jo');
  await user.type(screen.getByLabelText(/^Last Name/), 'Citizen');
  await user.type(screen.getByLabelText(/^Postcode/), '2000');
  await user.type(screen.getByLabelText(/^Mobile Number/), '0412 345 678');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jo@example.com');
}
async function stepThree(user: ReturnType<typeof userEvent.setup>) {
  await contactDetails(user);
  await user.click(next());
}

describe('multi-step trade-in valuation', () => {
  it('validates each step on Next and only that step', async () => {
    const fake = fakeApi();
    const user = setup(fake);
    await user.click(next());
    expect(screen.getByRole('alert').textContent).toContain('Please enter a rego.');
    expect(screen.getByRole('alert').textContent).toContain('Please select a state.');
    expect(screen.queryByText('Please enter your name.')).toBeNull();
    expect(fake.calls).toEqual([]);
    await stepOne(user);
    expect(screen.getByText(/Vehicle found/).textContent).toContain('2022 Toyota Corolla Ascent Sport');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(next());
    expect(screen.getAllByText('Please answer this question.')).not.toHaveLength(0);
  });

  it('Back keeps every value typed', async () => {
    const user = setup(fakeApi());
    await stepOne(user);
    await stepTwo(user);
    await user.type(screen.getByLabelText(/^First Name/), 'Jo');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText(/^Kilometres/) as HTMLInputElement).value).toBe('45000');
    expect((screen.getByRole('radio', { name: 'No damage' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText(/^Rego/) as HTMLInputElement).value).toBe('ABC123');
    expect((screen.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('NSW');
    await user.click(next());
    await screen.findByText(/Step 2 of 4/);
    await user.click(next());
    await screen.findByText(/Step 3 of 4/);
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Jo');
  });

  it('a failed rego lookup shows the response error and keeps the values', async () => {
    const fake = fakeApi((path) =>
      path === '/api/rego-lookup'
        ? Response.json({ error: 'We could not find a vehicle with that rego.' }, { status: 404 })
        : undefined,
    );
    const user = setup(fake);
    await user.type(screen.getByLabelText(/^Rego/), '000000');
    await user.selectOptions(screen.getByLabelText(/^State/), 'VIC');
    await user.click(next());
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find a vehicle with that rego.');
    expect(screen.getByText(/Step 1 of 4/)).toBeTruthy();
    expect((screen.getByLabelText(/^Rego/) as HTMLInputElement).value).toBe('000000');
  });

  it("a failed lead without an error message shows 'An unexpected error occured', keeps the values and retries with the same lead id", async () => {
    let fail = true;
    const fake = fakeApi((path) => {
      if (path === '/api/leads' && fail) return new Response('oops', { status: 422 });
      return undefined;
    });
    const user = setup(fake);
    await stepOne(user);
    await stepTwo(user);
    await stepThree(user);
    expect((await screen.findByRole('alert')).textContent).toBe(MULTI_STEP_ERROR);
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Jo');
    expect((screen.getByLabelText(/^Mobile Number/) as HTMLInputElement).value).toBe('0412 345 678');
    fail = false;
    await user.click(next());
    await screen.findByText(/Step 4 of 4/);
    const leads = fake.calls
      .filter((c) => c.path === '/api/leads')
      .map((c) => (c.body['lead'] as { lead_id: string }).lead_id);
    expect(leads).toHaveLength(2);
    expect(leads[0]).toBe(leads[1]);
  });

  it('sends the lead, shows the adjusted range and Accept offer sends form_completed true and the valuation to miscellaneous', async () => {
    const fake = fakeApi();
    const user = setup(fake);
    await stepOne(user);
    await stepTwo(user);
    await stepThree(user);
    await screen.findByText(/Step 4 of 4/);
    expect(screen.getByText(/\$19,000 – \$21,900/)).toBeTruthy();

    const leadCall = fake.calls.find((c) => c.path === '/api/leads')!;
    expect(leadCall.body['form']).toBe('multi-step');
    const lead = leadCall.body['lead'] as Record<string, unknown>;
    expect(lead).toMatchObject({
      category: 'Trade-In Valuation',
      name: 'Jo',
      last_name: 'Citizen',
      postcode: '2000',
      phone: '0412 345 678',
      email: 'jo@example.com',
      rego: 'ABC123',
      regoState: 'NSW',
      id: 'NSW-ABC123',
      car_id: 4242,
      car_dealership_id: 7,
      form_completed: false,
      offer_accepted: false,
      adjustmentAnswers: { service_history: 'yes', accident_damage: 'none', body_condition: 'good', kilometres: 45000 },
    });
    const adj = fake.calls.find((c) => c.path.endsWith('/valuation-adjustments'))!;
    expect(adj.path).toBe(`/api/leads/${String(lead['lead_id'])}/valuation-adjustments`);
    expect(adj.body['id']).toBe('NSW-ABC123');
    expect(JSON.parse(localStorage.getItem(TRADE_IN_VALUATION_KEY)!)).toMatchObject({
      lead_id: lead['lead_id'],
      valuation: { min: 19000, max: 21900 },
      offer_accepted: false,
    });

    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    await screen.findByRole('heading', { name: 'Offer accepted' });
    const accepted = fake.calls.find((c) => c.path.endsWith('/offer-accepted'))!;
    expect(accepted.path).toBe(`/api/leads/${String(lead['lead_id'])}/offer-accepted`);
    expect(accepted.body).toEqual({ offer_accepted: true, form_completed: true });
    const misc = fake.calls.find((c) => c.path === '/api/miscellaneous')!;
    expect(misc.body).toEqual({
      column_name: 'valuation',
      valuation: { min: 19000, max: 21900 },
      lead_id: lead['lead_id'],
    });
    expect(JSON.parse(localStorage.getItem(TRADE_IN_VALUATION_KEY)!)).toMatchObject({ offer_accepted: true });
  });

  it('does not post to miscellaneous when the site does not ask for it; a failed offer keeps the range and says why', async () => {
    let failOffer = true;
    const fake = fakeApi((path) =>
      path.endsWith('/offer-accepted') && failOffer
        ? Response.json({ error: 'Lead not found' }, { status: 404 })
        : undefined,
    );
    const user = setup(fake, false);
    await stepOne(user);
    await stepTwo(user);
    await stepThree(user);
    await screen.findByText(/Step 4 of 4/);
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lead not found');
    expect(screen.getByText(/\$19,000 – \$21,900/)).toBeTruthy();
    failOffer = false;
    await user.click(screen.getByRole('button', { name: 'Accept offer' }));
    await screen.findByRole('heading', { name: 'Offer accepted' });
    expect(fake.calls.some((c) => c.path === '/api/miscellaneous')).toBe(false);
  });

  it('over 100,000 km says so at step 2 and asks for the appraisal there, with the rego and the vehicle in the lead', async () => {
    const fake = fakeApi();
    const user = setup(fake);
    await stepOne(user);
    await user.type(screen.getByLabelText(/^Kilometres/), '100001');
    // Said at step 2, before any contact detail is asked for.
    expect(screen.getByText(/Step 2 of 2/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/over 7 years old or with over 100,000 km/);
    expect(screen.queryByRole('radio', { name: 'No damage' })).toBeNull();
    await contactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request a valuation' }));
    await screen.findByRole('heading', { name: 'Valuation requested' });
    expect(screen.queryByRole('button', { name: 'Accept offer' })).toBeNull();
    expect(fake.calls.some((c) => c.path.endsWith('/valuation-adjustments'))).toBe(false);
    const lead = fake.calls.find((c) => c.path === '/api/leads')!.body['lead'] as Record<string, unknown>;
    expect(lead).toMatchObject({
      category: 'Trade-In Valuation',
      form_completed: true,
      name: 'Jo',
      email: 'jo@example.com',
      rego: 'ABC123',
      regoState: 'NSW',
      id: 'NSW-ABC123',
      vehicle_make: 'Toyota',
      vehicle_km: '100001',
    });
  });

  it('a car over 7 years old is told so as soon as it is found, and the appraisal request needs only the contact details', async () => {
    const fake = fakeApi(() => undefined, 2012);
    const user = setup(fake);
    await stepOne(user);
    expect(screen.getByText(/Vehicle found/).textContent).toContain('2012 Toyota Corolla');
    expect(screen.getByRole('status').textContent).toMatch(/over 7 years old/);
    expect(screen.getByText(/Step 2 of 2/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    // Nothing typed: the contact fields are asked for, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Request a valuation' }));
    expect(screen.getByRole('alert').textContent).toContain('Please enter your name.');
    expect(fake.calls.filter((c) => c.path === '/api/leads')).toEqual([]);
    await contactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Request a valuation' }));
    await screen.findByRole('heading', { name: 'Valuation requested' });
    expect(screen.getByText(/2012 Toyota Corolla Ascent Sport/)).toBeTruthy();
    const lead = fake.calls.find((c) => c.path === '/api/leads')!.body['lead'] as Record<string, unknown>;
    expect(lead).toMatchObject({ form_completed: true, rego: 'ABC123', vehicle_year: '2012', car_id: 4242 });
    expect(JSON.parse(localStorage.getItem(TRADE_IN_VALUATION_KEY)!)).toMatchObject({ valuation: null });
    // Back to the rego: another car is valued from the start.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('Back from the appraisal request goes to the rego, and a newer car gets the condition questions again', async () => {
    let year = 2012;
    const fake = fakeApi((path, body) =>
      path === '/api/rego-lookup'
        ? Response.json({
            id: String(body['rego']),
            year,
            make: 'Subaru',
            model: 'Forester',
            badge: null,
            valuation: { min: 9000, max: 11000 },
          })
        : undefined,
    );
    const user = setup(fake);
    await stepOne(user);
    expect(screen.getByText(/Step 2 of 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    year = 2022;
    await user.click(next());
    await screen.findByText(/Step 2 of 4/);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('radio', { name: 'No damage' })).toBeTruthy();
  });

  it('a lead that cannot be delivered is kept: says the details are saved and will be sent, then goes on', async () => {
    // With the API down at step 3 the shopper used to read 'An unexpected error occured' and was stuck.
    let down = true;
    const fake = fakeApi((path) =>
      path === '/api/leads' && down ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    );
    const user = setup(fake);
    await stepOne(user);
    await stepTwo(user);
    await stepThree(user);
    expect((await screen.findByRole('status')).textContent).toBe(MULTI_STEP_KEPT_MESSAGE);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(MULTI_STEP_ERROR)).toBeNull();
    await waitFor(() => expect(outbox.entries()).toHaveLength(1));
    expect(outbox.entries()[0]?.body.form).toBe('multi-step');
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Jo');
    // The outbox delivers it while the page is open.
    await act(() => outbox.flush({ all: true }));
    expect((await screen.findByRole('status')).textContent).toBe(MULTI_STEP_DELIVERED_MESSAGE);
    expect(outbox.entries()).toHaveLength(0);
    // Next gets the valuation, with the same lead id (the API answers the repeat as a duplicate).
    down = false;
    await user.click(next());
    await screen.findByText(/Step 4 of 4/);
    const ids = fake.calls
      .filter((c) => c.path === '/api/leads')
      .map((c) => (c.body['lead'] as { lead_id: string }).lead_id);
    expect(new Set(ids).size).toBe(1);
    expect(outbox.entries()).toHaveLength(0);
  });

  it('the lead is in the outbox while it is being sent and leaves it on the answer', async () => {
    let answer: (r: Response) => void = () => {};
    const fake = fakeApi((path) => (path === '/api/leads' ? new Promise<Response>((r) => (answer = r)) : undefined));
    const user = setup(fake);
    await stepOne(user);
    await stepTwo(user);
    await stepThree(user);
    await waitFor(() => expect(outbox.entries().map((e) => e.body.form)).toEqual(['multi-step']));
    const lead = fake.calls.find((c) => c.path === '/api/leads')!.body['lead'] as { lead_id: string };
    answer(Response.json({ lead_id: lead.lead_id, status: 'created' }, { status: 201 }));
    await screen.findByText(/Step 4 of 4/);
    expect(outbox.entries()).toEqual([]);
  });
});
