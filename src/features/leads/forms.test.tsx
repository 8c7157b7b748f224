// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import { api } from '../../api/contract.ts';
import type { EnquireCar } from './enquire-car.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { LEAD_DELIVERED_MESSAGE, LEAD_KEPT_MESSAGE } from './pipeline.ts';
import { testLeadFormSettings } from './testing/settings.ts';
import { STORAGE_KEYS } from './storage.ts';
import { EnquiryForm } from './EnquiryForm.tsx';
import { FinanceEnquiryForm } from './FinanceEnquiryForm.tsx';
import { TestDriveForm } from './TestDriveForm.tsx';
import { PhotoRequestForm, VehicleEnquiryForm } from './VehicleEnquiryForm.tsx';

const settings = testLeadFormSettings({ site: 'metro-motor-group', captcha: true, analytics: true });
const locations = [
  { id: 11, name: 'Metro Toyota Parramatta' },
  { id: 12, name: 'Metro Used Cars Penrith' },
];
const dealerships = [
  { slug: 'metro-toyota', name: 'Metro Toyota' },
  { slug: 'metro-used', name: 'Metro Used' },
];
const car: EnquireCar = {
  id: 42,
  slug: '2022-toyota-hilux-sr5',
  title: '2022 Toyota HiLux SR5',
  make: 'Toyota',
  model: 'HiLux',
  year: 2022,
  car_type: 'used',
  status: 'in_stock',
  tag: null,
  stocknum: 'U123',
  vin: 'JTEBR3FJ20K123456',
  price: 45990,
  dealership_id: 3,
  dealership_slug: 'metro-toyota',
  manufacturer_slug: 'toyota',
  location_id: 11,
  location_name: 'Metro Toyota Parramatta',
  distribution_locations: [
    { id: 11, name: 'Parramatta' },
    { id: 12, name: 'Penrith' },
  ],
};

type Body = { form: string; lead: Record<string, unknown>; website: string; captcha_token?: string };

/** A fake platform API answering leads with `leadAnswer` and appointments with two days. */
function fakeApi(leadAnswer: (body: Body) => Response | Promise<Response>) {
  const leads: Body[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const u = new URL(String(url));
    if (u.pathname === '/api/appointments') {
      return Response.json({
        days: [
          { date: '2026-11-23', times: ['09:00', '09:30'] },
          { date: '2026-11-24', times: ['14:00'] },
        ],
      });
    }
    const body = JSON.parse(String(init?.body)) as Body;
    leads.push(body);
    return leadAnswer(body);
  });
  const client: ApiClient = createApiClient({
    baseUrl: settings.apiBaseUrl,
    site: settings.site,
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, leads, fetch };
}
const created = (b: Body) => Response.json({ lead_id: b.lead['lead_id'], status: 'created' }, { status: 201 });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

let outbox: Outbox;
let current: ApiClient;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  (globalThis as { dataLayer?: unknown }).dataLayer = undefined;
  outbox = createOutbox({ send: (e) => current.call(api.leads, { params: {}, query: {}, body: e.body }) });
});
afterEach(() => outbox.stop());

async function fillContact(user: ReturnType<typeof userEvent.setup>, root: HTMLElement = document.body) {
  const q = within(root);
  await user.type(q.getByLabelText(/^Name/), 'Jo Smith');
  await user.type(q.getByRole('textbox', { name: /^Email/ }), 'jo@example.com');
  await user.type(q.getByLabelText(/^Phone/), '0412 345 678');
}

describe('general enquiry form', () => {
  function setup(
    answer: (b: Body) => Response | Promise<Response> = created,
    extra: Partial<Parameters<typeof EnquiryForm>[0]> = {},
  ) {
    const fake = fakeApi(answer);
    current = fake.client;
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(
      <EnquiryForm
        settings={settings}
        locations={locations}
        dealerships={dealerships}
        client={fake.client}
        outbox={outbox}
        onSent={onSent}
        {...extra}
      />,
    );
    return { ...fake, onSent, user };
  }

  it("shows the spec's fields, placeholders and labels", () => {
    setup();
    expect(screen.getByRole('combobox', { name: /Enquiry Type/ })).toHaveProperty('value', 'General Enquiry');
    const location = screen.getByRole('combobox', { name: /Dealership Location/ });
    expect(within(location).getAllByRole('option')[0]!.textContent).toBe('Please Select a Dealership Location');
    // A location names its dealership: no preferred-dealership select beside the location select.
    expect(screen.queryByRole('combobox', { name: /Preferred Dealership/ })).toBeNull();
    expect(screen.getByLabelText('Rego').getAttribute('placeholder')).toBe(
      'Rego - Helps us better assist your enquiry',
    );
    expect(
      screen.getByLabelText('Yes, I would like to subscribe to receive latest offers & product updates.'),
    ).toBeTruthy();
    expect(screen.queryByText('* You must agree to the terms of use before submitting the form.')).toBeNull();
    expect(screen.getByTestId('captcha-slot').dataset['captcha']).toBe('placeholder');
  });

  it('asks for a preferred dealership when the site has one location and several dealerships', async () => {
    const { user, leads, onSent } = setup(created, { locations: [locations[0]!] });
    const dealership = screen.getByRole('combobox', { name: /Preferred Dealership/ });
    expect(within(dealership).getAllByRole('option')[0]!.textContent).toBe('Select a Preferred Dealership');
    expect(screen.queryByRole('combobox', { name: /Dealership Location/ })).toBeNull();
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Comments/), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(
      'Please select a preferred dealership.',
    );
    await user.selectOptions(dealership, 'metro-used');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(leads[0]!.lead).toMatchObject({ dealership_slug: 'metro-used', location: '11' });
  });

  it('validates a field when it is left, with aria-invalid and aria-describedby', async () => {
    const { user } = setup();
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'not-an-email');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    await user.tab();
    const message = screen.getByText('Please enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    await user.clear(email);
    await user.type(email, 'jo@example.com');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('on submit lists every error in the banner, links focus the field, and nothing is sent', async () => {
    const { user, fetch } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const banner = screen.getByRole('alert');
    expect(within(banner).getByText('Please fix the following errors:')).toBeTruthy();
    const links = within(banner)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual([
      'Please enter your name.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
      'Please enter your comments.',
      'Please select a dealership location.',
    ]);
    expect(document.activeElement).toBe(banner);
    await user.click(within(banner).getByRole('link', { name: 'Please enter a valid phone number.' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the lead with the chosen category, location and dealership, then reports success', async () => {
    const { user, leads, onSent } = setup();
    await fillContact(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Enquiry Type/ }), 'Service Enquiry');
    await user.selectOptions(screen.getByRole('combobox', { name: /Dealership Location/ }), '12');
    await user.type(screen.getByLabelText('Rego'), 'ABC123');
    await user.type(screen.getByLabelText(/^Comments/), 'Need a service');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      form: 'enquiry',
      website: '',
      lead: {
        name: 'Jo Smith',
        email: 'jo@example.com',
        phone: '0412 345 678',
        category: 'Service Enquiry',
        location: '12',
        rego: 'ABC123',
        message: 'Need a service',
        opt_in: false,
        source: 'Website',
      },
    });
    expect(onSent).toHaveBeenCalledWith({ leadId: leads[0]!.lead['lead_id'], category: 'Service Enquiry' });
  });

  it('keeps the lead for retry when the API is down: the message shows and every value stays', async () => {
    const { user, leads } = setup(offline, { locations: [locations[0]!], dealerships: [dealerships[0]!] });
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Comments/), 'Call me please');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText(LEAD_KEPT_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Jo Smith');
    expect(screen.getByLabelText(/^Comments/)).toHaveProperty('value', 'Call me please');
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toHaveProperty('disabled', false);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox) ?? '[]') as Array<{ leadId: string }>;
    expect(stored.map((e) => e.leadId)).toEqual([leads[0]!.lead['lead_id']]);
    // A second click keeps the same lead id: one submission, one lead.
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(leads).toHaveLength(2));
    expect(leads[1]!.lead['lead_id']).toBe(leads[0]!.lead['lead_id']);
  });

  it('tells the shopper when the kept lead is delivered while the page is open', async () => {
    let up = false;
    const { user } = setup((b) => (up ? created(b) : offline()), { locations: [], dealerships: [] });
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Comments/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByText(LEAD_KEPT_MESSAGE);
    up = true;
    await act(() => outbox.flush({ all: true }));
    expect(await screen.findByText(LEAD_DELIVERED_MESSAGE)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.successCategory)).toBe('General Enquiry');
  });

  it("shows the submit error (the server's message or the spec's text) and keeps every value", async () => {
    const { user } = setup(() => new Response('{}', { status: 403 }), { locations: [], dealerships: [] });
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Comments/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred when submitting this form');
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'jo@example.com');
  });

  it("puts the server's 400 field errors on the fields", async () => {
    const { user } = setup(
      () =>
        Response.json(
          { error: 'invalid', errors: [{ path: 'lead.phone', message: 'That number is not in service.' }] },
          { status: 400 },
        ),
      { locations: [], dealerships: [] },
    );
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Comments/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('link').textContent).toBe('That number is not in service.');
    expect(screen.getByLabelText(/^Phone/).getAttribute('aria-invalid')).toBe('true');
  });

  it('disables the submit button and marks it busy while sending', async () => {
    let release: (r: Response) => void = () => {};
    const { user } = setup(() => new Promise<Response>((r) => (release = r)), { locations: [], dealerships: [] });
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Comments/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    release(Response.json({ lead_id: 'x', status: 'created' }));
  });

  it('hides the honeypot from people and sends its value', async () => {
    const { user, leads } = setup(created, { locations: [], dealerships: [] });
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Comments/), 'Hello');
    await user.type(trap, 'spam.example');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(leads).toHaveLength(1));
    expect(leads[0]!.website).toBe('spam.example');
  });

  it('follows the site: comments optional, terms note and box, department wording, no captcha', async () => {
    const { user, fetch } = setup(created, {
      settings: {
        ...settings,
        commentsRequired: false,
        termsNote: true,
        captcha: false,
        locationPlaceholder: 'department',
      },
    });
    expect(screen.getByText('* You must agree to the terms of use before submitting the form.')).toBeTruthy();
    const department = screen.getByRole('combobox', { name: /Department/ });
    expect(within(department).getAllByRole('option')[0]!.textContent).toBe('Please Select a Department');
    expect(screen.queryByTestId('captcha-slot')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const links = within(screen.getByRole('alert'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).not.toContain('Please enter your comments.');
    expect(links).toContain('You must agree to the terms of use.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a careers enquiry as General Enquiry / Career Enquiry and remembers Careers Enquiry for /success', async () => {
    const { user, leads, onSent } = setup(created, {
      careers: true,
      locations: [],
      dealerships: [],
      positions: ['Sales Consultant', 'Service Technician'],
    });
    expect(screen.queryByRole('combobox', { name: /Enquiry Type/ })).toBeNull();
    await fillContact(user);
    await user.type(screen.getByLabelText(/^Message/), 'Any jobs?');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findAllByText('Please select a position.')).not.toHaveLength(0);
    expect(leads).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Position/ }), 'Service Technician');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(leads[0]!.lead).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      position: 'Service Technician',
      message: 'Any jobs?',
    });
    expect(onSent.mock.calls[0]![0]).toMatchObject({ category: 'Careers Enquiry' });
  });
});

describe('vehicle forms', () => {
  it("sends the car's hidden fields and pushes the used-car enquiry event (15)", async () => {
    const fake = fakeApi(created);
    current = fake.client;
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<VehicleEnquiryForm settings={settings} car={car} client={fake.client} outbox={outbox} onSent={onSent} />);
    expect(screen.getByLabelText('Email me similar stock and latest offers.')).toHaveProperty('checked', true);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fake.leads[0]).toMatchObject({
      form: 'vehicle-enquiry',
      lead: {
        car_id: 42,
        car_dealership_id: 3,
        dealership_slug: 'metro-toyota',
        manufacturer_slug: 'toyota',
        stock_number: 'U123',
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'HiLux',
        car_type: 'used',
        vehicle_status: 'in_stock',
        opt_in: true,
        message: "I'm interested in the 2022 Toyota HiLux SR5. Is it still available?",
        category: 'General Enquiry',
      },
    });
    expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'dealer_event', event_id: 15, form: 'vehicle-enquiry', car_id: 42 },
    ]);
  });

  it("sends a photo request with the hidden 'Request Photos' field", async () => {
    const fake = fakeApi(created);
    current = fake.client;
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<PhotoRequestForm settings={settings} car={car} client={fake.client} outbox={outbox} onSent={onSent} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Request Photos' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fake.leads[0]).toMatchObject({
      form: 'photo-request',
      lead: { 'Request Photos': true, car_id: 42, subcategory: 'Request Photos' },
    });
  });

  it('books a test drive in two steps with the chosen time and place, Back keeping the values (event 48)', async () => {
    const fake = fakeApi(created);
    current = fake.client;
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<TestDriveForm settings={settings} car={car} client={fake.client} outbox={outbox} onSent={onSent} />);
    expect(screen.getByText('Step 1 of 2: Choose a date and time')).toBeTruthy();
    const date = screen.getByRole('combobox', { name: 'Preferred date' });
    await waitFor(() => expect(date).toHaveProperty('disabled', false));
    expect(String(fake.fetch.mock.calls[0]![0])).toContain('location_id=11');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Test drive location' }), 'Penrith');
    await waitFor(() => expect(String(fake.fetch.mock.calls.at(-1)![0])).toContain('location_id=12'));
    await waitFor(() => expect(date).toHaveProperty('disabled', false));
    await user.selectOptions(date, '2026-11-23');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred time' }), '09:30');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(document.activeElement!.textContent).toBe('Step 2 of 2: Your details');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'Preferred time' })).toHaveProperty('value', '09:30');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Jo Smith');
    await user.click(screen.getByRole('button', { name: 'Book Test Drive' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fake.leads[0]).toMatchObject({
      form: 'test-drive',
      lead: { dateTime: '2026-11-23T09:30', distribution_location: '12', car_id: 42, category: 'Test Drive' },
    });
    expect((globalThis as { dataLayer?: Array<{ event_id: number }> }).dataLayer?.[0]?.event_id).toBe(48);
  });

  it("offers the car's location and its distribution locations only, and times in the site's 12-hour format", async () => {
    const fake = fakeApi(created);
    current = fake.client;
    const user = userEvent.setup();
    render(<TestDriveForm settings={settings} car={car} client={fake.client} outbox={outbox} />);
    const place = screen.getByRole('combobox', { name: 'Test drive location' });
    const options = (select: HTMLElement) =>
      [...(select as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);
    // The car's own location first (its id is in its distribution list too: listed once), then the others.
    expect(options(place)).toEqual([
      ['', 'Metro Toyota Parramatta'],
      ['12', 'Penrith'],
    ]);
    const date = screen.getByRole('combobox', { name: 'Preferred date' });
    await waitFor(() => expect(date).toHaveProperty('disabled', false));
    await user.selectOptions(date, '2026-11-24');
    expect(options(screen.getByRole('combobox', { name: 'Preferred time' }))).toEqual([
      ['', 'No preference'],
      ['14:00', '2:00pm'],
    ]);
    await user.selectOptions(date, '2026-11-23');
    expect(options(screen.getByRole('combobox', { name: 'Preferred time' })).map(([, label]) => label)).toEqual([
      'No preference',
      '9:00am',
      '9:30am',
    ]);
  });

  it('a test drive of a model (no stock car) carries the model: make, model, manufacturer slug, new (event 17)', async () => {
    const fake = fakeApi(created);
    current = fake.client;
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(
      <TestDriveForm
        settings={settings}
        model={{ slug: 'hilux', name: 'HiLux', make: 'Toyota' }}
        client={fake.client}
        outbox={outbox}
        onSent={onSent}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Book Test Drive' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fake.leads[0]!.lead).toMatchObject({
      category: 'Test Drive',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'HiLux',
      manufacturer_slug: 'toyota',
      car_type: 'new',
    });
    expect(fake.leads[0]!.lead).not.toHaveProperty('car_id');
    expect((globalThis as { dataLayer?: Array<{ event_id: number }> }).dataLayer?.[0]?.event_id).toBe(17);
  });

  it('sends a finance enquiry with Get Finance Now and event 9', async () => {
    const fake = fakeApi(created);
    current = fake.client;
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(<FinanceEnquiryForm settings={settings} car={car} client={fake.client} outbox={outbox} onSent={onSent} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Get Finance Now' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fake.leads[0]).toMatchObject({ form: 'finance-enquiry', lead: { category: 'Finance Enquiry', car_id: 42 } });
    expect(onSent.mock.calls[0]![0]).toMatchObject({ category: 'Finance Enquiry' });
    expect((globalThis as { dataLayer?: Array<{ event_id: number }> }).dataLayer?.[0]?.event_id).toBe(9);
  });

  it('fills the apply-for-finance form from its query values', async () => {
    const fake = fakeApi(created);
    current = fake.client;
    const onSent = vi.fn();
    const user = userEvent.setup();
    render(
      <FinanceEnquiryForm
        settings={settings}
        kind="apply-for-finance"
        car={{ id: 42 }}
        dealerships={dealerships}
        prefill={{ preferredDealership: 'metro-used', vehiclePriceBudget: '30000', car_type: 'used', vin: 'VIN1' }}
        client={fake.client}
        outbox={outbox}
        onSent={onSent}
      />,
    );
    expect(document.getElementById('finance-form')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: /Preferred Dealership/ })).toHaveProperty('value', 'metro-used');
    expect(screen.getByLabelText('Vehicle price budget')).toHaveProperty('value', '30000');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Get Finance Now' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fake.leads[0]).toMatchObject({
      form: 'apply-for-finance',
      lead: {
        preferredDealership: 'metro-used',
        vehiclePriceBudget: '30000',
        car_type: 'used',
        vin: 'VIN1',
        car_id: 42,
      },
    });
  });
});
