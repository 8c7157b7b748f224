/**
 * The finance pages know the car: a search card's Get Finance opens /apply-for-finance?car_id=,
 * which names the car with its price and starts the budget at it (the car looked up in the
 * site's published search index), and the lead names the car. /finance has the repayment
 * calculator its disclaimer is about, on a site with a finance provider; without one, neither.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch, siteUrl, waitForHydration, watchErrors } from './browser.ts';
import { readLeads } from './helpers/platform-api.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { decodePayload, type EmbeddedIndexPayload } from '../../src/search/embedded/payload.ts';
import { FINANCE_DISCLAIMER } from '../../src/core/finance/disclaimer.ts';
import { formatCurrency } from '../../src/core/money.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The cars the built site publishes in its search index. */
function indexedCars(slug: string) {
  return decodePayload(JSON.parse(readFileSync(`dist/${slug}/search-index.json`, 'utf8')) as EmbeddedIndexPayload);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('Get Finance from a search card (%s)', (_size, viewport) => {
  it('shows the car with its price, fills the budget, and the lead names the car', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${siteUrl('harbour-toyota')}/search/used-cars`);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: /^Get Finance/ }).first();
    const href = (await link.getAttribute('href'))!;
    const id = Number(new URL(href, siteUrl('harbour-toyota')).searchParams.get('car_id'));
    const car = indexedCars('harbour-toyota').find((c) => c.id === id)!;
    expect(car.sort_price).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(/\/apply-for-finance\?car_id=\d+/);
    await waitForHydration(page);
    const named = page.getByText(/^Finance for the/);
    await named.waitFor();
    expect(await named.textContent()).toBe(
      `Finance for the ${[car.year, car.make, car.model, car.badge].filter(Boolean).join(' ')} (${formatCurrency(car.sort_price!)})`,
    );
    const form = page.locator('form#finance-form');
    expect(await form.getByLabel('Vehicle price budget').inputValue()).toBe(String(car.sort_price));
    expect(await axeViolations(page)).toEqual([]);

    await form.getByLabel('Name').fill('Fin Buyer');
    await form.getByRole('textbox', { name: 'Email' }).fill('fin@example.com');
    await form.getByLabel('Phone').fill('0412 000 444');
    const before = readLeads({ site: 'harbour-toyota' }).length;
    await form.getByRole('button', { name: 'Get Finance Now' }).click();
    await page.waitForURL(/\/success$/);
    const leads = readLeads({ site: 'harbour-toyota' });
    expect(leads).toHaveLength(before + 1);
    expect(leads.at(-1)).toMatchObject({ form: 'apply-for-finance', car_id: id });
    expect(leads.at(-1)!.payload).toMatchObject({
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      vehiclePriceBudget: String(car.sort_price),
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/finance', () => {
  it('has the repayment calculator its disclaimer is about (phone)', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${siteUrl('harbour-toyota')}/finance`);
    const calculator = page.getByRole('region', { name: 'Finance Calculator' });
    await calculator.scrollIntoViewIfNeeded();
    await waitForHydration(page);
    expect(await calculator.getByRole('slider', { name: /Loan amount/ }).count()).toBe(1);
    expect(await calculator.getByText(/per week|\/wk|wk/).count()).toBeGreaterThan(0);
    expect(await calculator.textContent()).toContain(FINANCE_DISCLAIMER.slice(0, 60));
    // The disclaimer is said once, with the repayment.
    expect(await page.getByText(/This repayment is indicative only/).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a site with no finance provider, no calculator and no repayment disclaimer', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${siteUrl('kiwi-motors')}/finance`);
    expect(await page.getByRole('region', { name: 'Finance Calculator' }).count()).toBe(0);
    expect(await page.getByText(/This repayment is indicative only/).count()).toBe(0);
    await context.close();
  });
});
