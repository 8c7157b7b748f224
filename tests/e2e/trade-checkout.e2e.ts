/**
 * Trade-in, checkout and sign-in against the built tenants and the real local
 * platform API: the multi-step valuation (mouse and keyboard only), the
 * sell-my-car lead, reserving a car on harbour-toyota (and the 409 on a second
 * try), the buy-online journey, the sign-in gate of spin-to-win on
 * kiwi-motors, the postcode rule, and axe on every page.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { apiDbPath, apiUrl, readLeads, restartApi, stopApi } from './helpers/platform-api.ts';
import type { E2eTenant } from './tenants.ts';
import { regoVehicle } from '../../scripts/api/valuation.ts';
import { TRADE_IN_ESTIMATE_MAX_AGE_YEARS } from '../../src/core/vehicle/availability.ts';
import { MULTI_STEP_DELIVERED_MESSAGE, MULTI_STEP_ERROR, MULTI_STEP_KEPT_MESSAGE } from '../../src/core/leads.ts';
import { DESKTOP, PHONE, type Viewport } from '../../scripts/bench/browser-js.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs a read-only query on the API's database. */
function query(sql: string, ...args: Array<string | number>): Array<Record<string, unknown>> {
  const db = new DatabaseSync(apiDbPath(), { readOnly: true });
  try {
    return db.prepare(sql).all(...args) as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

/** A rego the stand-in valuation service gives a young enough car for an online estimate. */
function youngRego(prefix: string): string {
  for (let i = 0; i < 500; i++) {
    const rego = `${prefix}${i}`;
    const v = regoVehicle(`NSW-${rego}`, new Date());
    if (v && new Date().getUTCFullYear() - v.year <= TRADE_IN_ESTIMATE_MAX_AGE_YEARS - 1) return rego;
  }
  throw new Error('no young rego found');
}

async function open(
  slug: E2eTenant,
  path: string,
  island: string | null,
  viewport?: Viewport,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(new URL(path, siteUrl(slug)).href);
  if (island) await page.waitForSelector(`astro-island[component-url*="${island}"]:not([ssr])`, { state: 'attached' });
  return { page, errors };
}

async function close(page: Page) {
  await page.context().close();
}

/** The leads row of one lead with the multi-step columns. */
function leadRow(leadId: string) {
  return query('SELECT offer_accepted, form_completed, valuation, car_id FROM leads WHERE lead_id = ?', leadId)[0];
}

describe('multi-step trade-in valuation', () => {
  it('completes on /cars/trade-in?car_id=: the lead carries the car, offer_accepted and form_completed, the valuation goes to miscellaneous', async () => {
    const car = query("SELECT id FROM cars WHERE site = 'harbour-toyota' AND status = 'in_stock' LIMIT 1")[0]!;
    const carId = Number(car['id']);
    const { page, errors } = await open('harbour-toyota', `/cars/trade-in?car_id=${carId}`, 'TradeInIsland');
    const form = page.getByRole('form', { name: 'Trade-in valuation' });
    const rego = youngRego('MS');
    await form.getByLabel('Rego').fill(rego);
    await form.getByLabel('State').selectOption('NSW');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Step 2 of 4: Condition').waitFor();
    const vehicle = regoVehicle(`NSW-${rego}`, new Date())!;
    expect(await form.getByText('Vehicle found:').textContent()).toContain(`${vehicle.make} ${vehicle.model}`);
    await form.getByLabel('Kilometres').fill('42000');
    await form.getByRole('radio', { name: 'Yes', exact: true }).check();
    await form.getByRole('radio', { name: 'No damage' }).check();
    for (const good of await form.getByRole('radio', { name: 'Good' }).all()) await good.check();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Step 3 of 4: Your details').waitFor();
    await form.getByLabel('First Name').fill('Val');
    await form.getByLabel('Last Name').fill('Uation');
    await form.getByLabel('Postcode').fill('2000');
    await form.getByLabel('Mobile Number').fill('0412 345 678');
    await form.getByRole('textbox', { name: 'Email' }).fill('val@example.com');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Step 4 of 4: Your valuation').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByRole('heading', { name: 'Offer accepted' }).waitFor();

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('dealer:trade-in-valuation')))!) as {
      lead_id: string;
      offer_accepted: boolean;
    };
    expect(stored.offer_accepted).toBe(true);
    const [lead] = readLeads({ leadId: stored.lead_id });
    expect(lead).toMatchObject({
      site: 'harbour-toyota',
      form: 'multi-step',
      category: 'Trade-In Valuation',
      car_id: carId,
    });
    expect(lead!.payload).toMatchObject({ rego, regoState: 'NSW', id: `NSW-${rego}`, name: 'Val' });
    expect(leadRow(stored.lead_id)).toMatchObject({ offer_accepted: 1, form_completed: 1 });
    const misc = query('SELECT column_name, value FROM miscellaneous WHERE lead_id = ?', stored.lead_id);
    expect(misc).toHaveLength(1);
    expect(misc[0]!['column_name']).toBe('valuation');
    expect(JSON.parse(String(misc[0]!['value']))).toEqual(JSON.parse(String(leadRow(stored.lead_id)!['valuation'])));
    expect(errors).toEqual([]);
    await close(page);
  });

  it('with the API down at step 3 the details are saved and will be sent; back up, Next gives the valuation (phone and desktop)', async () => {
    // The shopper used to read 'An unexpected error occured' and be stuck, although the lead was in the outbox.
    for (const viewport of [PHONE, DESKTOP]) {
      const { page } = await open('harbour-toyota', '/trade-in', 'TradeInIsland', viewport);
      const form = page.getByRole('form', { name: 'Trade-in valuation' });
      const rego = youngRego(`DN${viewport.width}`);
      await form.getByLabel('Rego').fill(rego);
      await form.getByLabel('State').selectOption('NSW');
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByText('Step 2 of 4: Condition').waitFor();
      await form.getByLabel('Kilometres').fill('42000');
      await form.getByRole('radio', { name: 'Yes', exact: true }).check();
      await form.getByRole('radio', { name: 'No damage' }).check();
      for (const good of await form.getByRole('radio', { name: 'Good' }).all()) await good.check();
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByText('Step 3 of 4: Your details').waitFor();
      const email = `down-${viewport.width}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await form.getByLabel('First Name').fill('Dee');
      await form.getByLabel('Last Name').fill('Own');
      await form.getByLabel('Postcode').fill('2000');
      await form.getByLabel('Mobile Number').fill('0412 345 678');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await stopApi();
      try {
        await form.getByRole('button', { name: 'Next' }).click();
        await form.getByRole('status').filter({ hasText: MULTI_STEP_KEPT_MESSAGE }).waitFor();
        expect(await form.getByText(MULTI_STEP_ERROR).count()).toBe(0);
        expect(await form.getByRole('alert').count()).toBe(0);
        expect(await form.getByLabel('First Name').inputValue()).toBe('Dee');
        const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('dealer:lead-outbox'))) ?? '[]') as [];
        expect(kept).toHaveLength(1);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await restartApi();
      }
      // The outbox delivers it (the browser is back online: try at once), then Next gives the valuation.
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await form.getByRole('status').filter({ hasText: MULTI_STEP_DELIVERED_MESSAGE }).waitFor();
      await form.getByRole('button', { name: 'Next' }).click();
      await form.getByText('Step 4 of 4: Your valuation').waitFor();
      expect(readLeads({ site: 'harbour-toyota' }).filter((l) => l.payload['email'] === email)).toHaveLength(1);
      await close(page);
    }
  });

  it('a car too old for an online estimate is told so at step 2 and asks for a valuation there, on a phone', async () => {
    // The audit's rego: the stand-in service finds a 2012 Subaru Forester for ABC123 NSW.
    const vehicle = regoVehicle('NSW-ABC123', new Date())!;
    expect(new Date().getUTCFullYear() - vehicle.year).toBeGreaterThan(TRADE_IN_ESTIMATE_MAX_AGE_YEARS);
    const { page, errors } = await open('harbour-toyota', '/trade-in', 'TradeInIsland', PHONE);
    const form = page.getByRole('form', { name: 'Trade-in valuation' });
    await form.getByLabel('Rego').fill('ABC123');
    await form.getByLabel('State').selectOption('NSW');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Step 2 of 2: Request a valuation').waitFor();
    expect(await form.getByText('Vehicle found:').textContent()).toContain(`${vehicle.year} ${vehicle.make}`);
    expect(await form.getByRole('status').textContent()).toMatch(/can't give an online estimate for cars over 7 years/);
    // No condition questions for a valuation that cannot be given; the details are asked here.
    expect(await form.getByRole('radio').count()).toBe(0);
    await form.getByLabel('First Name').fill('Olive');
    await form.getByLabel('Last Name').fill('Older');
    await form.getByLabel('Postcode').fill('2000');
    await form.getByLabel('Mobile Number').fill('0412 000 222');
    await form.getByRole('textbox', { name: 'Email' }).fill('olive@example.com');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Request a valuation' }).click();
    await page.getByRole('heading', { name: 'Valuation requested' }).waitFor();
    const leadId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('dealer:trade-in-valuation') ?? '{}') as { lead_id?: string }).lead_id,
    );
    const [lead] = readLeads({ leadId: leadId! });
    expect(lead).toMatchObject({ form: 'multi-step', category: 'Trade-In Valuation' });
    expect(lead!.payload).toMatchObject({ name: 'Olive', rego: 'ABC123', regoState: 'NSW', id: 'NSW-ABC123' });
    expect(leadRow(leadId!)).toMatchObject({ form_completed: 1, offer_accepted: 0 });
    expect(errors).toEqual([]);
    await close(page);
  });

  it('completes by keyboard alone on /trade-in', async () => {
    const { page, errors } = await open('harbour-toyota', '/trade-in', 'TradeInIsland');
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el ? `${el.tagName}:${el.getAttribute('name') ?? el.textContent ?? ''}` : '';
      });
    // Tab from the top of the page to the rego field.
    let found = false;
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press('Tab');
      found = (await focusedName()) === 'INPUT:rego';
    }
    expect(found).toBe(true);
    const rego = youngRego('KB');
    await page.keyboard.type(rego);
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('SELECT:regoState');
    await page.keyboard.type('NSW');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Step 2 of 4: Condition').waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('INPUT:vehicle_km');
    await page.keyboard.type('30000');
    for (const name of ['service_history', 'accident_damage', 'body_condition', 'interior_condition']) {
      await page.keyboard.press('Tab');
      expect(await focusedName()).toBe(`INPUT:${name}`);
      await page.keyboard.press('Space');
    }
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Next
    await page.keyboard.press('Enter');
    await page.getByText('Step 3 of 4: Your details').waitFor();
    for (const text of ['Kay', 'Board', '3000', '0400 000 001']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(text);
    }
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('INPUT:email');
    await page.keyboard.type('kay@example.com');
    await page.keyboard.press('Enter');
    await page.getByText('Step 4 of 4: Your valuation').waitFor();
    await page.keyboard.press('Tab'); // Back
    await page.keyboard.press('Tab'); // Accept offer
    expect(await focusedName()).toContain('Accept offer');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Offer accepted' }).waitFor();
    const leadId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('dealer:trade-in-valuation') ?? '{}') as { lead_id?: string }).lead_id,
    );
    expect(leadRow(leadId!)).toMatchObject({ offer_accepted: 1, form_completed: 1 });
    expect(errors).toEqual([]);
    await close(page);
  });
});

describe('trade-in and sell-my-car lead forms', () => {
  it('sell-my-car: the FAQ gives the estimate rule, a bad postcode is refused, the lead is stored', async () => {
    const { page, errors } = await open('metro-motor-group', '/sell-my-car', 'TradeInIsland');
    expect(await page.getByText(/over 7 years old or with over 100,000 km/).count()).toBe(1);
    const form = page.getByRole('form', { name: 'Sell my car' });
    await form.getByLabel('First Name').fill('Sally');
    await form.getByLabel('Last Name').fill('Seller');
    await form.getByLabel('Postcode').fill('20');
    await form.getByLabel('Mobile Number').fill('0412 000 111');
    expect(await form.getByText('Invalid postcode. Please enter a 4-digit number.').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel('Postcode').fill('2150');
    await form.getByRole('textbox', { name: 'Email' }).fill('sally@example.com');
    await form.getByLabel('Rego').fill('SELL01');
    const before = readLeads({ site: 'metro-motor-group' }).length;
    await form.getByRole('button', { name: 'Get an offer' }).click();
    await page.waitForURL(/\/success$/);
    const leads = readLeads({ site: 'metro-motor-group' });
    expect(leads).toHaveLength(before + 1);
    expect(leads.at(-1)).toMatchObject({ form: 'sell-my-car', category: 'Sell My Car' });
    expect(leads.at(-1)!.payload).toMatchObject({
      name: 'Sally',
      last_name: 'Seller',
      postcode: '2150',
      lead_type: 'Sell My Car',
      rego: 'SELL01',
    });
    expect(await page.evaluate(() => localStorage.getItem('dealer:success-category'))).toBe('Sell My Car');
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await close(page);
  });

  it('/trade-in without online estimates shows the trade-in form and FAQ, axe clean', async () => {
    const { page, errors } = await open('kiwi-motors', '/trade-in', 'TradeInIsland');
    expect(await page.getByRole('form', { name: 'Trade-in valuation' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Trade-in enquiry' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Trade-in FAQ' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close(page);
  });
});

describe('reserve and buy online on harbour-toyota', () => {
  function freeCar(): { id: number; slug: string; title: string } {
    const rows = query(
      `SELECT id, slug, json_extract(data, '$.year') || ' ' || json_extract(data, '$.make') || ' ' ||
       json_extract(data, '$.model') || ifnull(' ' || nullif(json_extract(data, '$.badge'), ''), '') AS title
       FROM cars WHERE site = 'harbour-toyota' AND status = 'in_stock'
       AND json_extract(data, '$.reserved') = 0 AND json_extract(data, '$.sold') = 0
       AND id NOT IN (SELECT car_id FROM reservations WHERE site = 'harbour-toyota') ORDER BY id`,
    );
    return { id: Number(rows[0]!['id']), slug: String(rows[0]!['slug']), title: String(rows[0]!['title']) };
  }

  it('reserves a car on /cars/{slug}/checkout (one page found by the address; fee from the settings), then refuses it', async () => {
    const car = freeCar();
    const { page, errors } = await open('harbour-toyota', `/cars/${car.slug}/checkout`, 'ReservePage');
    await page.getByText('Reserve this car today for $200.').waitFor();
    expect(await page.getByRole('link', { name: car.title }).getAttribute('href')).toBe(`/cars/${car.slug}`);
    expect(await axeViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Reserve this car' });
    await form.getByRole('button', { name: 'Reserve Car Now' }).click();
    expect(await form.getByText('You must agree to the terms of use.').count()).toBeGreaterThan(0);
    await form.getByLabel('Name').fill('Rita Reserve');
    await form.getByRole('textbox', { name: 'Email' }).fill('rita@example.com');
    await form.getByLabel('Phone').fill('0412 555 666');
    await form.getByRole('checkbox').check();
    expect(errors).toEqual([]);
    await form.getByRole('button', { name: 'Reserve Car Now' }).click();
    await page.waitForURL(/\/success$/);
    expect(await page.evaluate(() => localStorage.getItem('dealer:success-category'))).toBe('Reservation');
    const rows = query(
      "SELECT car_id, name, fee FROM reservations WHERE site = 'harbour-toyota' AND car_id = ?",
      car.id,
    );
    expect(rows).toEqual([{ car_id: car.id, name: 'Rita Reserve', fee: 200 }]);
    await close(page);

    // The same address now says the car is held, before anyone types.
    const again = await open('harbour-toyota', `/cars/${car.slug}/checkout`, 'ReservePage');
    await again.page.getByText('This car can no longer be reserved online. Please contact us about it.').waitFor();
    expect(await again.page.getByRole('form', { name: 'Reserve this car' }).count()).toBe(0);
    await close(again.page);
  });

  it('keeps what the shopper typed when someone else reserves the car first (409)', async () => {
    const car = freeCar();
    const { page } = await open('harbour-toyota', `/reserve?car_id=${car.slug}`, 'ReservePage');
    const form = page.getByRole('form', { name: 'Reserve this car' });
    await form.getByLabel('Name').fill('Second Person');
    await form.getByRole('textbox', { name: 'Email' }).fill('second@example.com');
    await form.getByLabel('Phone').fill('0412 777 888');
    await form.getByRole('checkbox').check();
    // Another shopper's reservation lands while this one is typing.
    const other = await fetch(`${apiUrl()}/api/reservations?site=harbour-toyota`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        reservation_id: crypto.randomUUID(),
        car_id: car.id,
        name: 'First Person',
        email: 'first@example.com',
        phone: '0412 111 222',
        fee: 200,
      }),
    });
    expect(other.status).toBe(201);
    await form.getByRole('button', { name: 'Reserve Car Now' }).click();
    await form.getByText('This car has already been reserved.').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Second Person');
    expect(query('SELECT COUNT(*) AS n FROM reservations WHERE car_id = ?', car.id)[0]!['n']).toBe(1);
    await close(page);
  });

  it('sends a shopper with no car in the address to the stock', async () => {
    const { page, errors } = await open('harbour-toyota', '/reserve', 'ReservePage');
    await page.getByText("We couldn't find this car. It may have been sold.").waitFor();
    expect(await page.getByRole('link', { name: 'Browse our stock' }).getAttribute('href')).toMatch(/^\/search\//);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('buys online through /checkout-journey?car_id={slug}: details, delivery, deposit summary -> reservation and lead', async () => {
    const car = freeCar();
    const { page, errors } = await open('harbour-toyota', `/checkout-journey?car_id=${car.slug}`, 'BuyOnlineJourney');
    const form = page.getByRole('form', { name: 'Buy online' });
    await form.getByLabel('Name').fill('Bob Buyer');
    await form.getByRole('textbox', { name: 'Email' }).fill('bob@example.com');
    await form.getByLabel('Phone').fill('0412 999 000');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('radio', { name: 'Deliver to my address' }).check();
    await form.getByLabel('Delivery postcode').fill('12');
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await form.getByText('Invalid postcode. Please enter a 4-digit number.').count()).toBeGreaterThan(0);
    await form.getByLabel('Delivery postcode').fill('2000');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Deposit due now').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('checkbox').check();
    expect(errors).toEqual([]);
    await form.getByRole('button', { name: 'Reserve and pay deposit later' }).click();
    await page.waitForURL(/\/success$/);
    expect(query('SELECT name FROM reservations WHERE car_id = ?', car.id)).toEqual([{ name: 'Bob Buyer' }]);
    const lead = readLeads({ site: 'harbour-toyota' }).find((l) => l.category === 'Buy Online' && l.car_id === car.id);
    expect(lead?.payload).toMatchObject({ delivery_method: 'delivery', delivery_postcode: '2000', deposit: 200 });
    await close(page);
  });

  it('the buy-online page of a car is axe clean', async () => {
    const car = freeCar();
    const { page, errors } = await open('harbour-toyota', `/cars/${car.slug}/buy-online`, 'BuyOnlineJourney');
    await page.getByRole('form', { name: 'Buy online' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close(page);
  });
});

describe('sign-in gating (local stand-in)', () => {
  it('spin-to-win sends an anonymous visitor to /sign-in and back after signing in; the lead is stored', async () => {
    const { page, errors } = await open('kiwi-motors', '/spin-to-win', null);
    await page.waitForURL(/\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win$/);
    await page.waitForSelector('astro-island[component-url*="SignInForm"]:not([ssr])', { state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('button', { name: 'Sign In' }).click();
    expect(await form.getByText('Please enter your name.').count()).toBeGreaterThan(0);
    await form.getByLabel('Name').fill('Spinner Sam');
    await form.getByLabel('Mobile Number').fill('021 555 1234');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/spin-to-win$/);
    const spin = page.getByRole('form', { name: 'Spin to win' });
    await spin.waitFor();
    expect(await spin.getByLabel('Name').inputValue()).toBe('Spinner Sam');
    expect(await axeViolations(page)).toEqual([]);
    await spin.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await spin.getByLabel('Postcode').fill('0600');
    await spin.getByRole('button', { name: 'Spin to Win' }).click();
    await page.waitForURL(/\/success$/);
    const lead = readLeads({ site: 'kiwi-motors' }).find((l) => l.form === 'spin-to-win');
    expect(lead?.payload).toMatchObject({ name: 'Spinner Sam', phone: '021 555 1234', postcode: '0600' });
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('dealer:user-details')))!)).toMatchObject({
      name: 'Spinner Sam',
      phone: '021 555 1234',
    });
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await close(page);
  });

  it('online payment, once signed in, is axe clean; non-trade sites have no spin-to-win page', async () => {
    const { page, errors } = await open(
      'kiwi-motors',
      '/sign-in?type=online-payment&redirect=%2Fonline-payment',
      'SignInForm',
    );
    await page.getByLabel('Name').fill('Olive Payer');
    await page.getByLabel('Mobile Number').fill('021 555 9876');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/online-payment$/);
    await page.getByRole('form', { name: 'Online payment' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    const missing = await page.goto(new URL('/spin-to-win', siteUrl('harbour-toyota')).href);
    expect(missing?.status()).toBe(404);
    await close(page);
  });
});
