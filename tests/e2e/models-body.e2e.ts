/**
 * The model range (SPEC.md §2 '/models?body={body}') in Chromium at phone and desktop size: each
 * model once, in one grid; the address's body shows only that body's models, a body button
 * writes ?body= without a reload, All shows the range again; without JavaScript the whole range
 * shows. On a group's range (several makes) each model is named with its make, and a phone
 * page stays short.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch, siteUrl, waitForHydration, watchErrors } from './browser.ts';
import { readLeads } from './helpers/platform-api.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { modelBodies, type CoreModel } from '../../src/core/models.ts';
import type { E2eTenant } from './tenants.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The tenant's model range as the build pulled it. */
function rangeOf(slug: E2eTenant): Array<CoreModel & { manufacturer_name?: string | null }> {
  return JSON.parse(readFileSync(`.sample-data/${slug}/models.json`, 'utf8')) as Array<
    CoreModel & { manufacturer_name?: string | null }
  >;
}

const visibleCards = (page: Page) =>
  page.locator('[data-model-range] article:visible .model-card__title').allTextContents();
const bodies = (page: Page) => page.getByRole('navigation', { name: 'Body types' });
const withBody = (slug: E2eTenant, body: string) =>
  rangeOf(slug).filter((m) => modelBodies(m).some((b) => b.toLowerCase() === body.toLowerCase()));

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('models by body (%s)', (_size, viewport) => {
  it('shows the body the address names, each model once, and a body button changes it without a reload', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(new URL('/models?body=SUV', siteUrl('harbour-toyota')).href);
    await page.waitForLoadState('load');
    expect(await visibleCards(page)).toHaveLength(withBody('harbour-toyota', 'SUV').length);
    expect(await bodies(page).getByRole('link', { name: 'SUV' }).getAttribute('aria-current')).toBe('true');

    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await bodies(page).getByRole('link', { name: 'Hatch' }).click();
    await page.waitForURL(/\/models\?body=Hatch$/);
    const hatches = await visibleCards(page);
    expect(hatches).toHaveLength(withBody('harbour-toyota', 'Hatch').length);
    expect(hatches.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await bodies(page).getByRole('link', { name: 'All' }).click();
    await page.waitForURL(/\/models$/);
    const all = await visibleCards(page);
    expect(all).toHaveLength(rangeOf('harbour-toyota').length);
    expect(new Set(all).size).toBe(all.length);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the whole range shows, each model once', async () => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('/models?body=SUV', siteUrl('harbour-toyota')).href);
    const all = await visibleCards(page);
    expect(all).toHaveLength(rangeOf('harbour-toyota').length);
    await context.close();
  });
});

describe('a group range on a phone (metro-motor-group)', () => {
  it('shows each model once with its make, in a grid, on a page a few screens long', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(new URL('/models', siteUrl('metro-motor-group')).href);
    await page.waitForLoadState('load');
    const range = rangeOf('metro-motor-group');
    const titles = await visibleCards(page);
    expect(titles).toHaveLength(range.length);
    // Named with the make ('New Ford Ranger', not 'New Ranger'); the brand once ('Mazda3').
    expect(titles).toContain('New Ford Ranger');
    for (const title of titles) expect(title).toMatch(/Toyota|Mazda|Hyundai|Ford|Kia/);
    // Two cards a row.
    const boxes = await page
      .locator('[data-model-range] article')
      .evaluateAll((cards) => cards.slice(0, 2).map((c) => c.getBoundingClientRect().top));
    expect(boxes[0]).toBe(boxes[1]);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(20_000);
    await bodies(page).getByRole('link', { name: 'Ute' }).click();
    await page.waitForURL(/\/models\?body=Ute$/);
    expect(await visibleCards(page)).toHaveLength(withBody('metro-motor-group', 'Ute').length);
    await context.close();
  });
});

describe('a coming-soon model (harbour-toyota /models/landcruiser-fj)', () => {
  it('takes the registered interest on its page, on a phone: a new vehicle enquiry the platform API stores', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(new URL('/models/landcruiser-fj', siteUrl('harbour-toyota')).href);
    await page.getByRole('link', { name: 'Register your interest' }).click();
    await page.waitForURL(/#register-interest$/);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Register your interest in the Toyota LandCruiser FJ' });
    await form.waitFor();
    expect(await form.getByLabel('Comments').inputValue()).toContain('Toyota LandCruiser FJ');
    // Nothing is sent while the contact details are missing.
    const before = readLeads({ site: 'harbour-toyota' }).length;
    await form.getByRole('button', { name: 'Register Interest' }).click();
    expect(await page.getByRole('alert').first().textContent()).toContain('Please enter your name.');
    await form.getByLabel('Name').fill('Ivy Interested');
    await form.getByRole('textbox', { name: 'Email' }).fill('ivy@example.com');
    await form.getByLabel('Phone').fill('0412 000 333');
    const location = form.getByLabel('Dealership Location');
    if ((await location.count()) > 0) await location.selectOption({ index: 1 });
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Register Interest' }).click();
    await page.waitForURL(/\/success$/);
    const leads = readLeads({ site: 'harbour-toyota' });
    expect(leads).toHaveLength(before + 1);
    expect(leads.at(-1)).toMatchObject({ form: 'enquiry', category: 'New Vehicle Enquiry' });
    expect(leads.at(-1)!.payload).toMatchObject({
      name: 'Ivy Interested',
      email: 'ivy@example.com',
      subcategory: 'Register Interest',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'LandCruiser FJ',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a model on sale keeps Book a Test Drive and has no register-interest form', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(new URL('/models/hilux', siteUrl('harbour-toyota')).href);
    expect(await page.getByRole('main').getByRole('link', { name: 'Book a Test Drive' }).count()).toBe(1);
    expect(await page.locator('#register-interest').count()).toBe(0);
    await context.close();
  });
});
