// 'Request more photos' (SPEC.md §3 "Photo request form: hidden field Request
// Photos and a message textarea"): a car with 3 or fewer photos offers it under its gallery; it
// opens the photo request form in a dialog, and the request is sent as a lead through the lead
// pipeline and its outbox. The cars are the sample generator's edge cases 'images-3', 'images-4'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { readLeads } from './helpers/platform-api.ts';
import { EDGE_CASES } from '../../scripts/sample-data/edge-cases.ts';
import { HARBOUR_TOYOTA } from '../../scripts/sample-data/profiles.ts';
import { generateTenantDetailed } from '../../scripts/sample-data/tenant.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { REQUEST_MORE_PHOTOS_TEXT } from '../../src/core/vehicle/photo-request.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const site = 'harbour-toyota';
const edge = generateTenantDetailed(HARBOUR_TOYOTA, { cars: EDGE_CASES.length });
const carOf = (key: string) => {
  const slug = edge.edgeCases[key];
  const car = edge.collections.cars.find((c) => c.slug === slug);
  if (!car) throw new Error(`no ${key} edge case`);
  return car;
};

describe('photo request', () => {
  it('a car with 3 photos: Request more photos opens the form in a dialog and sends a lead (phone and desktop)', async () => {
    const car = carOf('images-3');
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl(site)}/cars/${car.slug}`);
      const open = page.getByRole('button', { name: REQUEST_MORE_PHOTOS_TEXT });
      // Keyboard: focus and Enter open the dialog; focus moves into it.
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: REQUEST_MORE_PHOTOS_TEXT });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      // The form hydrates once the dialog shows; its message is prefilled.
      const form = dialog.getByRole('form', { name: /^Photo request for the / });
      await page.locator('#photo-request astro-island:not([ssr])').waitFor();
      expect(await form.getByRole('textbox', { name: 'Message' }).inputValue()).toMatch(
        /^Please send me more photos of the .+\.$/,
      );
      expect(await axeViolations(page)).toEqual([]);

      const email = `photos-${viewport.width}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Photos');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
      await form.getByRole('button', { name: 'Request Photos' }).click();
      await page.waitForURL(/\/success$/);
      const leads = () => readLeads({ site }).filter((l) => l.payload['email'] === email);
      await expect.poll(() => leads().length, { timeout: 15_000 }).toBe(1);
      const lead = leads()[0]!;
      expect(lead.car_id).toBe(car.id);
      expect(lead.payload).toMatchObject({ 'Request Photos': true, subcategory: 'Request Photos', car_id: car.id });
      expect(String(lead.payload['message'])).toMatch(/^Please send me more photos of the /);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('Escape closes the dialog and focus returns to the button', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${siteUrl(site)}/cars/${carOf('images-1').slug}`);
    const open = page.getByRole('button', { name: REQUEST_MORE_PHOTOS_TEXT });
    await open.click();
    const dialog = page.getByRole('dialog', { name: REQUEST_MORE_PHOTOS_TEXT });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('a car with 4 or more photos does not offer it', async () => {
    for (const key of ['images-4', 'images-max']) {
      const html = await (await fetch(`${siteUrl(site)}/cars/${carOf(key).slug}`)).text();
      expect(html, key).not.toContain(`>${REQUEST_MORE_PHOTOS_TEXT}<`);
    }
  });

  it('the page loads none of the form until the dialog opens', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${siteUrl(site)}/cars/${carOf('images-3').slug}`, { waitUntil: 'networkidle' });
    expect(scripts.filter((u) => u.includes('PhotoRequestIsland'))).toEqual([]);
    await page.getByRole('button', { name: REQUEST_MORE_PHOTOS_TEXT }).click();
    await expect.poll(() => scripts.filter((u) => u.includes('PhotoRequestIsland')).length).toBeGreaterThan(0);
    await page.close();
  });
});
