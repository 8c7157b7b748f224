/**
 * Lead forms against the built tenants and the real local platform API:
 * every form type ends as a lead in the API's database with the right
 * payload; an outage keeps the lead on the device and a later page sends it
 * exactly once; invalid input shows the spec's messages and sends nothing;
 * the forms pass axe and work by keyboard.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { spawnApi, stopApiProcess } from './helpers/api.ts';
import { apiDbPath, apiUrl, readLeads, restartApi, stopApi } from './helpers/platform-api.ts';
import type { E2eTenant } from './tenants.ts';
import { enquiryEventId } from '../../src/core/analytics.ts';
import { formatTime12h } from '../../src/core/format.ts';
import { testDrivePlaces } from '../../src/core/leads.ts';
import type { CarOutput } from '../../src/data/schemas.ts';
import { slugify } from '../../src/core/search/routing.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { LEAD_KEPT_MESSAGE } from '../../src/features/leads/pipeline.ts';
import { STORAGE_KEYS } from '../../src/features/leads/storage-keys.ts';
import { SUCCESS_MESSAGES, DEFAULT_SUCCESS_MESSAGE } from '../../src/features/leads/success.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A unique shopper per test, so its lead is found by email. */
function shopper(tag: string) {
  return { name: `Jo ${tag}`, email: `${tag}-${crypto.randomUUID().slice(0, 8)}@example.com`, phone: '0412 345 678' };
}
type Shopper = ReturnType<typeof shopper>;

async function fillContact(scope: Page | Locator, who: Shopper) {
  await scope.getByRole('textbox', { name: 'Name', exact: true }).fill(who.name);
  await scope.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  await scope.getByRole('textbox', { name: 'Phone', exact: true }).fill(who.phone);
}

function leadsOf(site: E2eTenant, email: string) {
  return readLeads({ site }).filter((l) => l.payload['email'] === email);
}

/** Waits until exactly one lead of this shopper is stored; returns it. */
async function storedLead(site: E2eTenant, email: string) {
  await expect.poll(() => leadsOf(site, email).length, { timeout: 15_000 }).toBe(1);
  return leadsOf(site, email)[0]!;
}

/** Counts lead submissions the page sends to the platform API. */
function countLeadRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.url().startsWith(`${apiUrl()}/api/leads`) && r.method() === 'POST') seen.count++;
  });
  return seen;
}

/** A built vehicle page of the tenant: available (lead buttons) or sold (Find Me Something Similar). */
function vehiclePage(site: E2eTenant, kind: 'available' | 'sold'): { path: string; id: number } {
  const dir = `dist/${site}/cars`;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(`${dir}/${file}`, 'utf8');
    const island = html.includes('VehicleLeadActions');
    const wanted =
      kind === 'available'
        ? html.includes('>Enquire Now</button>')
        : html.includes('>Find Me Something Similar</button>');
    const id = /data-car-id="(\d+)"/.exec(html)?.[1];
    if (island && wanted && id) return { path: `/cars/${file.replace(/\.html$/, '')}`, id: Number(id) };
  }
  throw new Error(`no ${kind} vehicle page in ${dir}`);
}

/** The car's make as the snapshot has it. */
function makeOf(site: E2eTenant, id: number): string {
  const car = readSnapshot(site)!.collections.cars.find((c) => c.id === id);
  return String(car!['make']);
}

/** Waits until the page's form island has hydrated (it records the visit). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => sessionStorage.getItem('dealer:lead-session') !== null);
}

/** A free local port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A stand-in for the platform API on `port`: the first POST /api/leads is accepted and never
 * answered (a hanging API); every other request is passed to `target`.
 */
async function hangFirstLeadPost(port: number, target: string) {
  const held: ServerResponse[] = [];
  const server = createHttpServer((req, res) => {
    if (req.method === 'POST' && req.url?.startsWith('/api/leads') && held.length === 0) {
      held.push(res);
      req.resume();
      return;
    }
    const upstream = httpRequest(`${target}${req.url ?? '/'}`, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    held: () => held.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Opens a vehicle page and waits until its lead island has hydrated. */
async function openVehicle(page: Page, site: E2eTenant, path: string) {
  await page.goto(`${siteUrl(site)}${path}`);
  await page.waitForFunction(() => localStorage.getItem('dealer:enquire-car') !== null);
}

describe('vehicle page lead modals', () => {
  it('Enquire Now: an accessible modal, Escape returns focus, the vehicle enquiry is stored with its hidden fields', async () => {
    const site = 'harbour-toyota';
    const car = vehiclePage(site, 'available');
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await openVehicle(page, site, car.path);
    const opener = page.getByRole('button', { name: 'Enquire Now' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The dialog is height-capped at 85vh - 6rem (SPEC.md §9).
    const [height, viewport] = await dialog.evaluate((d) => [d.getBoundingClientRect().height, window.innerHeight]);
    expect(height).toBeLessThanOrEqual(viewport * 0.85 - 96 + 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);

    await opener.click();
    const who = shopper('enquiry');
    await fillContact(dialog, who);
    await dialog.getByRole('textbox', { name: 'Phone', exact: true }).press('Enter');
    await page.waitForURL(/\/success$/);
    expect(await page.locator('#success-message').textContent()).toBe(DEFAULT_SUCCESS_MESSAGE);
    const lead = await storedLead(site, who.email);
    expect(lead.form).toBe('vehicle-enquiry');
    expect(lead.car_id).toBe(car.id);
    expect(lead.category).toBe('General Enquiry');
    expect(lead.payload).toMatchObject({
      car_id: car.id,
      'Vehicle Make': makeOf(site, car.id),
      dealership_slug: 'harbour-toyota',
      manufacturer_slug: slugify(makeOf(site, car.id)),
      opt_in: true,
      source: 'Website',
      url: `${siteUrl(site)}${car.path}`,
    });
    expect(lead.payload).toHaveProperty('stock_number');
    expect(lead.payload).toHaveProperty('vehicle_status', 'in_stock');
    expect((lead.payload['lead_attributes'] as { visited_pages: string[] }).visited_pages).toContain(car.path);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Book a Test Drive: two steps with a time from the appointments, stored with dateTime and the car', async () => {
    const site = 'metro-motor-group';
    const car = vehiclePage(site, 'available');
    const page = await browser.newPage();
    await openVehicle(page, site, car.path);
    await page.getByRole('button', { name: 'Book a Test Drive' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' });
    const date = dialog.getByRole('combobox', { name: 'Preferred date' });
    await expect.poll(() => date.isEnabled(), { timeout: 10_000 }).toBe(true);
    const firstDay = await date.locator('option').nth(1).getAttribute('value');
    await date.selectOption(firstDay!);
    const time = dialog.getByRole('combobox', { name: 'Preferred time' });
    const firstTime = await time.locator('option').nth(1).getAttribute('value');
    await time.selectOption(firstTime!);
    await dialog.getByRole('button', { name: 'Next' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Step 2 of 2: Your details');
    expect(await axeViolations(page)).toEqual([]);
    const who = shopper('testdrive');
    await fillContact(dialog, who);
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Saturday suits');
    await dialog.getByRole('button', { name: 'Book Test Drive' }).click();
    await page.waitForURL(/\/success$/);
    expect(await page.locator('#success-message').textContent()).toBe(SUCCESS_MESSAGES['Test Drive']);
    const lead = await storedLead(site, who.email);
    expect(lead.form).toBe('test-drive');
    expect(lead.car_id).toBe(car.id);
    expect(lead.category).toBe('Test Drive');
    expect(lead.payload).toMatchObject({ dateTime: `${firstDay}T${firstTime}`, message: 'Saturday suits' });
    await page.close();
  });

  it("Book a Test Drive at 412 px: only the car's location and its dealership's yards; times read '1:30pm'", async () => {
    const cases = [
      // A Ford at Metro Ford Dandenong: never Metro Hyundai Ringwood or Metro Motorcycles Moorabbin.
      ['metro-motor-group', (c: CarOutput) => c.make === 'Ford' && c.location?.id === 14],
      // Outback Caravans keeps stock at two yards: the car's own first, then the other.
      ['outback-caravans', (c: CarOutput) => (c.location?.distribution_locations?.length ?? 0) > 1],
    ] as const;
    for (const [site, fits] of cases) {
      const car = readSnapshot(site)!.collections.cars.find(
        (c) => fits(c) && existsSync(`dist/${site}/cars/${c.slug}.html`) && !c.sold && c.status === 'in_stock',
      )!;
      expect(car, site).toBeDefined();
      const expected = testDrivePlaces(
        { location_id: car.location?.id ?? null, location_name: car.location?.name ?? null },
        (car.location?.distribution_locations ?? []).map((d) => ({ id: d.id, name: d.name ?? `Location ${d.id}` })),
        'No preference',
      ).map((p) => p.name);
      const page = await browser.newPage({ viewport: PHONE });
      await openVehicle(page, site, `/cars/${car.slug}`);
      await page.locator('.vehicle__summary').getByRole('button', { name: 'Book a Test Drive' }).click();
      const dialog = page.getByRole('dialog', { name: 'Book a Test Drive' });
      const date = dialog.getByRole('combobox', { name: 'Preferred date' });
      await expect.poll(() => date.isEnabled(), { timeout: 10_000 }).toBe(true);
      const place = dialog.getByRole('combobox', { name: 'Test drive location' });
      if (expected.length > 1) {
        expect(await place.locator('option').allTextContents()).toEqual(expected);
        expect(expected[0]).toBe(car.location!.name);
      } else {
        expect(await place.count()).toBe(0);
      }
      expect(await dialog.getByText(/Metro Hyundai Ringwood|Metro Motorcycles Moorabbin/).count()).toBe(0);
      await date.selectOption((await date.locator('option').nth(1).getAttribute('value'))!);
      const times = dialog.getByRole('combobox', { name: 'Preferred time' }).locator('option');
      const labels = (await times.allTextContents()).slice(1);
      const values = (await times.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).slice(1);
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toMatch(/^(1[0-2]|[1-9]):[0-5]\d(am|pm)$/);
      for (const value of values) expect(value).toMatch(/^\d{2}:\d{2}$/);
      expect(labels).toEqual(values.map((v) => formatTime12h(v)));
      await page.close();
    }
  });

  it("Get Finance: the 'Finance Enquiry' modal sends with 'Get Finance Now'", async () => {
    const site = 'harbour-toyota';
    const car = vehiclePage(site, 'available');
    const page = await browser.newPage();
    await openVehicle(page, site, car.path);
    await page.getByRole('button', { name: 'Get Finance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finance Enquiry' });
    const who = shopper('finance');
    await fillContact(dialog, who);
    await dialog.getByRole('button', { name: 'Get Finance Now' }).click();
    await page.waitForURL(/\/success$/);
    expect(await page.locator('#success-message').textContent()).toBe(SUCCESS_MESSAGES['Finance Enquiry']);
    const lead = await storedLead(site, who.email);
    expect([lead.form, lead.category, lead.car_id]).toEqual(['finance-enquiry', 'Finance Enquiry', car.id]);
    await page.close();
  });

  it('a sold car offers only Find Me Something Similar, sent with that subcategory', async () => {
    const site = 'metro-motor-group';
    const car = vehiclePage(site, 'sold');
    const page = await browser.newPage();
    await openVehicle(page, site, car.path);
    const panel = page.getByRole('region', { name: 'Car sold' });
    expect(await panel.getByRole('button').allTextContents()).toEqual(['Find Me Something Similar']);
    expect(await page.getByRole('button', { name: 'Enquire Now' }).count()).toBe(0);
    await panel.getByRole('button', { name: 'Find Me Something Similar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find Me Something Similar' });
    const who = shopper('similar');
    await fillContact(dialog, who);
    await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL(/\/success$/);
    const lead = await storedLead(site, who.email);
    expect(lead.payload).toMatchObject({ car_id: car.id, subcategory: 'Find Me Something Similar' });
    expect(lead.payload['vehicle_status']).not.toBe('in_stock');
    await page.close();
  });
});

describe('lead form pages', () => {
  it('/contact: invalid input shows the messages and sends nothing; then the enquiry is stored with its location', async () => {
    const site = 'metro-motor-group';
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const sent = countLeadRequests(page);
    await page.goto(`${siteUrl(site)}/contact`);
    const form = page.getByRole('form', { name: 'Enquiry' });
    await hydrated(page);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Email', exact: true }).press('Tab');
    expect(await form.getByText('Please enter a valid email address.').count()).toBe(1);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const banner = form.getByRole('alert');
    expect(await banner.locator('p').first().textContent()).toBe('Please fix the following errors:');
    expect(await banner.getByRole('link').allTextContents()).toEqual([
      'Please enter your name.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
      'Please enter your comments.',
      'Please select a dealership location.',
    ]);
    expect(
      await form.getByRole('combobox', { name: 'Dealership Location' }).locator('option').first().textContent(),
    ).toBe('Please Select a Dealership Location');
    expect(await form.getByRole('textbox', { name: 'Rego' }).getAttribute('placeholder')).toBe(
      'Rego - Helps us better assist your enquiry',
    );
    expect(await axeViolations(page)).toEqual([]);
    await banner.getByRole('link', { name: 'Please enter a valid phone number.' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
    expect(sent.count).toBe(0);

    const who = shopper('contact');
    await fillContact(form, who);
    await form.getByRole('combobox', { name: 'Enquiry Type' }).selectOption('Service Enquiry');
    const location = form.getByRole('combobox', { name: 'Dealership Location' });
    const locationId = await location.locator('option').nth(2).getAttribute('value');
    await location.selectOption(locationId!);
    await form.getByRole('textbox', { name: 'Comments' }).fill('Logbook service please');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL(/\/success$/);
    const lead = await storedLead(site, who.email);
    expect([lead.form, lead.category]).toEqual(['enquiry', 'Service Enquiry']);
    expect(lead.payload).toMatchObject({ location: locationId, message: 'Logbook service please', opt_in: false });
    expect(sent.count).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`/contact (${label}): what the shopper typed before the form's script ran is kept and sent`, async () => {
      const site = 'metro-motor-group';
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      // A slow phone: the page shows, the shopper starts typing, the island's script arrives later.
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_astro/**/*.js', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(`${siteUrl(site)}/contact`, { waitUntil: 'domcontentloaded' });
      const form = page.getByRole('form', { name: 'Enquiry' });
      const who = shopper(`early-${label}`);
      await fillContact(form, who);
      const location = form.getByRole('combobox', { name: 'Dealership Location' });
      const locationId = await location.locator('option').nth(1).getAttribute('value');
      await location.selectOption(locationId!);
      release();
      await hydrated(page);
      await form.getByRole('textbox', { name: 'Comments' }).fill('Typed while the page loaded');
      expect(await form.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(who.name);
      expect(await form.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(who.email);
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await page.waitForURL(/\/success$/);
      const lead = await storedLead(site, who.email);
      expect(lead.payload).toMatchObject({
        name: who.name,
        email: who.email,
        location: locationId,
        message: 'Typed while the page loaded',
      });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('/contact?car_id= after the vehicle page prefills the vehicle enquiry for that car', async () => {
    const site = 'harbour-toyota';
    const car = vehiclePage(site, 'available');
    const page = await browser.newPage();
    await openVehicle(page, site, car.path);
    await page.goto(`${siteUrl(site)}/contact?car_id=${car.id}&utm_source=newsletter`);
    const form = page.getByRole('form', { name: /^Enquiry about the / });
    const who = shopper('contactcar');
    await fillContact(form, who);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL(/\/success$/);
    const lead = await storedLead(site, who.email);
    expect(lead.form).toBe('vehicle-enquiry');
    expect(lead.payload).toMatchObject({ car_id: car.id, 'Vehicle Make': makeOf(site, car.id) });
    expect(lead.payload['lead_attributes']).toMatchObject({ linked_query_params: { utm_source: 'newsletter' } });
    await page.close();
  });

  it('Book a Test Drive on /models/hilux carries the model into the form and the lead (phone and desktop)', async () => {
    // The button used to open a bare /book-test-drive, and the lead named no vehicle.
    const site = 'harbour-toyota';
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl(site)}/models/hilux`);
      await page.getByRole('main').getByRole('link', { name: 'Book a Test Drive' }).click();
      await page.waitForURL((url) => url.pathname === '/book-test-drive' && url.searchParams.get('model') === 'hilux');
      await page.getByText('Test drive of the Toyota HiLux').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      const who = shopper(`model-${viewport.width}`);
      await fillContact(page, who);
      await page.getByRole('button', { name: 'Book Test Drive' }).click();
      await page.waitForURL(/\/success$/);
      const lead = await storedLead(site, who.email);
      expect([lead.form, lead.category]).toEqual(['test-drive', 'Test Drive']);
      expect(lead.payload).toMatchObject({
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'HiLux',
        manufacturer_slug: 'toyota',
        car_type: 'new',
      });
      expect(lead.payload).not.toHaveProperty('car_id');
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('Find Me Something Similar on a search card opens the enquiry prefilled for that car, as the vehicle page does (phone and desktop)', async () => {
    // From a search card it used to open a blank Contact Us form that did not name the car.
    const site = 'metro-motor-group';
    const dir = `dist/${site}/search`;
    const landing = readdirSync(dir).find(
      (f) => f.endsWith('.html') && readFileSync(`${dir}/${f}`, 'utf8').includes('>Find Me Something Similar</a>'),
    )!;
    expect(landing).toBeDefined();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl(site)}/search/${landing.replace(/\.html$/, '')}`);
      // The search island hydrates and re-renders the cards: click once it has settled.
      await page.waitForLoadState('networkidle');
      const card = page.locator('.result-card', { has: page.getByRole('link', { name: 'Find Me Something Similar' }) });
      const carId = Number(
        new URL(
          (await card.first().getByRole('link', { name: 'Find Me Something Similar' }).getAttribute('href'))!,
          siteUrl(site),
        ).searchParams.get('car_id'),
      );
      const car = readSnapshot(site)!.collections.cars.find((c) => c.id === carId)!;
      const title = [car['year'], car['make'], car['model'], car['badge']].filter(Boolean).join(' ');
      await card.first().getByRole('link', { name: 'Find Me Something Similar' }).click();
      await page.waitForURL(/\/contact\?/);
      await page.getByText(`Enquiring about the ${title}`).waitFor();
      const form = page.getByRole('form', { name: `Enquiry about the ${title}` });
      expect(await form.getByRole('textbox', { name: /^Comments/ }).inputValue()).toBe(
        `Please help me find a car similar to the ${title}.`,
      );
      const who = shopper(`similar-card-${viewport.width}`);
      await fillContact(form, who);
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await page.waitForURL(/\/success$/);
      const lead = await storedLead(site, who.email);
      expect(lead.form).toBe('vehicle-enquiry');
      expect(lead.payload).toMatchObject({
        car_id: carId,
        subcategory: 'Find Me Something Similar',
        'Vehicle Make': car['make'],
        'Vehicle Model': car['model'],
        car_type: car['car_type'],
        vehicle_status: car['status'],
        dealership_slug: car['dealership_slug'],
        manufacturer_slug: slugify(String(car['make'])),
        stock_number: car['stocknum'] ?? '',
      });
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('/contact-us/{location} shows the location and sends the enquiry for it', async () => {
    const site = 'metro-motor-group';
    const page = await browser.newPage();
    await page.goto(`${siteUrl(site)}/contact-us/metro-toyota-parramatta`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Metro Toyota Parramatta');
    const form = page.getByRole('form', { name: 'Enquiry' });
    const location = form.getByRole('combobox', { name: 'Dealership Location' });
    await expect.poll(() => location.locator('option:checked').textContent()).toBe('Metro Toyota Parramatta');
    expect(await axeViolations(page)).toEqual([]);
    // As the other form tests: type once the form's island has hydrated (it flaked when typed before).
    await hydrated(page);
    const who = shopper('location');
    await fillContact(form, who);
    await form.getByRole('textbox', { name: 'Comments' }).fill('Hello Parramatta');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await page.waitForURL(/\/success$/);
    const lead = await storedLead(site, who.email);
    const parramatta = readSnapshot(site)!.collections.locations.find((l) => l['slug'] === 'metro-toyota-parramatta')!;
    expect(lead.payload['location']).toBe(String(parramatta.id));
    await page.close();
  });

  it('/careers sends a careers enquiry with its position as General Enquiry / Career Enquiry and thanks the applicant (phone and desktop)', async () => {
    const site = 'outback-caravans';
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      await page.goto(`${siteUrl(site)}/careers`);
      const form = page.getByRole('form', { name: 'Careers enquiry' });
      expect(await axeViolations(page)).toEqual([]);
      await hydrated(page);
      const who = shopper(`careers-${viewport.width}`);
      await fillContact(form, who);
      // The position select: required, from forms.career_positions.
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await form.getByRole('link', { name: 'Please select a position.' }).waitFor();
      await form.getByRole('combobox', { name: /^Position/ }).selectOption('Service Technician');
      await form.getByRole('textbox', { name: /^Message/ }).fill('Ten years on caravans and trailers.');
      const location = form.getByRole('combobox', { name: 'Dealership Location' });
      const locationId = await location.locator('option').nth(1).getAttribute('value');
      await location.selectOption(locationId!);
      // Outback has no captcha slot and asks for the terms box.
      await form.getByRole('checkbox', { name: 'I agree to the terms of use' }).check();
      expect(await page.locator('[data-testid="captcha-slot"]').count()).toBe(0);
      await form.getByRole('button', { name: 'Send Enquiry' }).click();
      await page.waitForURL(/\/success$/);
      expect(await page.locator('#success-message').textContent()).toBe(SUCCESS_MESSAGES['Careers Enquiry']);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await axeViolations(page)).toEqual([]);
      const lead = await storedLead(site, who.email);
      expect(lead.form).toBe('careers');
      expect(lead.payload).toMatchObject({
        category: 'General Enquiry',
        subcategory: 'Career Enquiry',
        location: locationId,
        position: 'Service Technician',
        message: 'Ten years on caravans and trailers.',
        terms_conditions: true,
      });
      await page.close();
    }
  });

  it('/apply-for-finance reads its query into the #finance-form form', async () => {
    const site = 'harbour-toyota';
    const page = await browser.newPage();
    await page.goto(
      `${siteUrl(site)}/apply-for-finance?preferredDealership=harbour-toyota&vehiclePriceBudget=%2435%2C000&car_id=77&car_type=used&vin=JTM123#finance-form`,
    );
    const form = page.locator('form#finance-form');
    const budget = form.getByRole('textbox', { name: 'Vehicle price budget' });
    await expect.poll(() => budget.inputValue()).toBe('35000');
    expect(await axeViolations(page)).toEqual([]);
    const who = shopper('apply');
    await fillContact(form, who);
    await form.getByRole('button', { name: 'Get Finance Now' }).click();
    await page.waitForURL(/\/success$/);
    const lead = await storedLead(site, who.email);
    expect(lead.form).toBe('apply-for-finance');
    expect(lead.payload).toMatchObject({ vehiclePriceBudget: '35000', car_id: 77, car_type: 'used', vin: 'JTM123' });
    await page.close();
  });

  it('/book-test-drive, /finance, /finance-enquiry and /personalised/finance pass axe; the header and footer link them', async () => {
    const site = 'kiwi-motors';
    const page = await browser.newPage();
    for (const path of ['/book-test-drive', '/finance', '/finance-enquiry', '/personalised/finance?car_id=1']) {
      await page.goto(`${siteUrl(site)}${path}`);
      await hydrated(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto(siteUrl(site));
    const hrefs = await page.locator('header a, footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const path of ['/contact', '/careers', '/finance', '/book-test-drive']) expect(hrefs).toContain(path);
    await page.close();
  });

  it('works by keyboard: tab through the fields, tick the terms box with Space, submit with Enter', async () => {
    const site = 'outback-caravans';
    const page = await browser.newPage();
    await page.goto(`${siteUrl(site)}/contact`);
    await hydrated(page);
    const who = shopper('keyboard');
    await page.getByRole('textbox', { name: 'Name', exact: true }).focus();
    await page.keyboard.type(who.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(who.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(who.phone);
    // Outback shows the terms note: the box must be ticked.
    expect(await page.getByText('* You must agree to the terms of use before submitting the form.').count()).toBe(1);
    const order: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');
      order.push(name);
      if (name === 'message') await page.keyboard.type('Typed by keyboard');
      // Outback has several locations: pick the first with the arrow key.
      if (name === 'location') await page.keyboard.press('ArrowDown');
      if (name === 'terms_conditions') {
        await page.keyboard.press('Space');
        break;
      }
    }
    expect(order.slice(0, 4)).toEqual(['category', 'location', 'rego', 'message']);
    expect(order).not.toContain('website');
    await page.getByRole('textbox', { name: 'Email', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/success$/);
    const lead = await storedLead(site, who.email);
    expect(lead.payload).toMatchObject({ terms_conditions: true, message: 'Typed by keyboard' });
    await page.close();
  });
});

describe('never losing a lead', () => {
  it('with the API down the lead is kept and the values stay; the next page opened after a restart sends it exactly once', async () => {
    const site = 'harbour-toyota';
    const car = vehiclePage(site, 'available');
    // One browser context: the next page shares the first one's localStorage.
    const context = await browser.newContext();
    const page = await context.newPage();
    await openVehicle(page, site, car.path);
    const who = shopper('outage');
    await stopApi();
    try {
      await page.getByRole('button', { name: 'Enquire Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
      await fillContact(dialog, who);
      await dialog.getByRole('textbox', { name: 'Comments' }).fill('Sent during an outage');
      await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
      expect(await dialog.getByRole('status').textContent()).toBe(LEAD_KEPT_MESSAGE);
      expect(await dialog.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(who.email);
      expect(await dialog.getByRole('textbox', { name: 'Comments' }).inputValue()).toBe('Sent during an outage');
      expect(await dialog.getByRole('button', { name: 'Send Enquiry' }).isEnabled()).toBe(true);
      const kept = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ leadId: string }>,
        STORAGE_KEYS.outbox,
      );
      expect(kept).toHaveLength(1);
      // The enquiry event (14 new / 15 used) is pushed for a kept lead too.
      const { events, carType } = await page.evaluate(() => ({
        events: (window as unknown as { dataLayer?: Array<{ event_id: number }> }).dataLayer ?? [],
        carType: (JSON.parse(localStorage.getItem('dealer:enquire-car') ?? '{}') as { car_type: 'new' | 'used' })
          .car_type,
      }));
      expect(events.map((e) => e.event_id)).toEqual([enquiryEventId({ car_type: carType })]);
      // The shopper leaves while the platform is still down.
      await page.close();
      expect(leadsOf(site, who.email)).toEqual([]);
    } finally {
      await restartApi();
    }
    // The next page with an island (here a form page) sends what was kept.
    const next = await context.newPage();
    await next.goto(`${siteUrl(site)}/finance`);
    const lead = await storedLead(site, who.email);
    expect(lead.payload['message']).toBe('Sent during an outage');
    await expect
      .poll(() => next.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.outbox), { timeout: 10_000 })
      .toBe('[]');
    await next.reload();
    await hydrated(next);
    await next.waitForTimeout(1_000);
    expect(leadsOf(site, who.email)).toHaveLength(1);
    await context.close();
  });

  // The lead used to reach the outbox only after the first POST failed, up to 15 s later.
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'with a hanging API, a tab closed 2 s after Send keeps the lead; it arrives exactly once (%s)',
    async (_, viewport) => {
      const site = 'harbour-toyota';
      const car = vehiclePage(site, 'available');
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await openVehicle(page, site, car.path);
      const who = shopper('hanging');
      const port = Number(new URL(apiUrl()).port);
      await stopApi();
      const stand = mkdtempSync(join(tmpdir(), 'e2e-stand-in-'));
      const standIn = await spawnApi({ port: await freePort(), dbPath: apiDbPath(), stateFile: join(stand, 's.json') });
      // On the sites' API address: the first lead POST is accepted and never answered, the rest
      // (the page-hide send) reaches a real API on the same database.
      const proxy = await hangFirstLeadPost(port, `http://127.0.0.1:${standIn.port}`);
      try {
        await page.getByRole('button', { name: 'Enquire Now' }).click();
        const dialog = page.getByRole('dialog', { name: 'Enquire Now' });
        await fillContact(dialog, who);
        await dialog.getByRole('textbox', { name: 'Comments' }).fill('Sent to a hanging API');
        await dialog.getByRole('button', { name: 'Send Enquiry' }).click();
        await page.waitForTimeout(2_000);
        expect(proxy.held()).toBe(1);
        const kept = await page.evaluate(
          (key) =>
            (JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ body: { lead: { email: string } } }>).map(
              (e) => e.body.lead.email,
            ),
          STORAGE_KEYS.outbox,
        );
        expect(kept).toEqual([who.email]);
        expect(leadsOf(site, who.email)).toEqual([]);
        // The shopper closes the tab while the first attempt still waits.
        await page.close();
        const lead = await storedLead(site, who.email);
        expect(lead.payload['message']).toBe('Sent to a hanging API');
      } finally {
        await proxy.close();
        await stopApiProcess(join(stand, 's.json'));
        rmSync(stand, { recursive: true, force: true });
        await restartApi();
      }
      // The next page sends what is still kept; the API answers 'duplicate' and the outbox empties.
      const next = await context.newPage();
      await next.goto(`${siteUrl(site)}/finance`);
      await expect
        .poll(() => next.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.outbox), { timeout: 10_000 })
        .toBe('[]');
      expect(leadsOf(site, who.email)).toHaveLength(1);
      await context.close();
    },
    60_000,
  );

  it('the API answers a malformed lead with 400 and field errors', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl('kiwi-motors'));
    const answer = await page.evaluate(async (api) => {
      const r = await fetch(`${api}/api/leads?site=kiwi-motors`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          form: 'enquiry',
          lead: {
            category: 'General Enquiry',
            url: 'http://127.0.0.1/contact',
            source: 'Website',
            user_agent: 'e2e',
            lead_attributes: { visited_pages: [], linked_query_params: {} },
            lead_id: crypto.randomUUID(),
            form_completed: false,
            offer_accepted: false,
            name: '',
            email: 'nope',
            phone: '12',
          },
        }),
      });
      return { status: r.status, body: (await r.json()) as { errors: Array<{ path: string; message: string }> } };
    }, apiUrl());
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter your name.' },
        { path: 'email', message: 'Please enter a valid email address.' },
        { path: 'phone', message: 'Please enter a valid phone number.' },
      ]),
    );
    await page.close();
  });
});
