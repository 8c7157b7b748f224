/**
 * Saved searches in Chromium against the built Metro Motor Group and the real local platform API.
 * On a phone (412x915): Save this search on a filtered landing page names it from its filters,
 * saving it again adds no second entry, the dialog is axe clean, "Email me new matches" shows the
 * field error of an invalid email and then the API's answer ("check your inbox"), with a pending
 * row stored; /my-garage lists it (axe clean), Run lands on the same results, Rename and Delete
 * (with Undo) work, and the empty state shows. On a desktop (1280x900) the search is saved by
 * keyboard only. At 360 px nothing scrolls sideways, on the search page, in the dialog and on
 * /my-garage.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch, siteUrl, waitForHydration, waitForSearchAnswer, watchErrors } from './browser.ts';
import { apiDbPath } from './helpers/platform-api.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { locationLatLng } from '../../src/core/locations.ts';

const slug = 'metro-motor-group';
const PHONE = { width: 412, height: 915 };
const NARROW = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

const snapshot = readSnapshot(slug)!;
// A used car under $40,000 in stock: its make and model are the search a shopper saves.
const car = snapshot.collections.cars.find(
  (c) => c.car_type === 'used' && c.status === 'in_stock' && (c.price ?? 0) > 0 && (c.price ?? 0) < 40000,
)!;
const carLocation = snapshot.collections.locations.find((l) => l.id === car.location?.id)!;
const postcode = carLocation.address!.postcode!;
const point = locationLatLng(carLocation)!;
const EXPECTED_NAME = `Used ${car.make} ${car.model} under $40,000 near ${postcode}`;

/** The search as a shared link: filters in the query; the island writes its canonical URL. */
const SHARED_SEARCH =
  `/search/new-used-and-demo-cars?refinementList%5Bcar_type%5D%5B0%5D=used` +
  `&refinementList%5Bmake%5D%5B0%5D=${encodeURIComponent(car.make)}` +
  `&refinementList%5Bmodel%5D%5B0%5D=${encodeURIComponent(car.model)}` +
  `&range%5Bprice%5D=%3A40000&lat=${point.lat}&lng=${point.lng}&distance=100` +
  `&locationId=${postcode}&locationType=postcode`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    ...(viewport.width < 992 && { isMobile: true, hasTouch: true }),
  });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page) {
  await page.waitForSelector('astro-island[component-url*="SignInForm"]:not([ssr])', { state: 'attached' });
  await page.getByLabel('Name').fill('Sam Saver');
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The results' count line and first cards: what the shopper sees of a search. */
async function results(page: Page): Promise<string> {
  const count = await page.locator('.search-page__count').innerText();
  const ids = await page
    .locator('article.result-card')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-car-id')));
  return `${count} | ${ids.join(',')}`;
}

/** Waits until the island has written its canonical URL for the shared link (a single make becomes the path). */
async function canonicalUrl(page: Page): Promise<string> {
  await page.waitForFunction(() => location.pathname !== '/search/new-used-and-demo-cars', null, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const url = new URL(page.url());
  return url.pathname + url.search;
}

function noSidewaysScroll(page: Page, width: number) {
  return expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
}

function alertRows(): Array<Record<string, unknown>> {
  const db = new DatabaseSync(apiDbPath(), { readOnly: true });
  try {
    return db
      .prepare('SELECT email, name, search, frequency, status FROM alert_subscriptions WHERE site = ?')
      .all(slug) as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}

describe('saved searches on a phone (412x915)', () => {
  it('saves a search once, alerts by email, and lists it on /my-garage to run, rename and delete', async () => {
    const { context, page } = await newPage(PHONE);
    const errors = watchErrors(page);
    expect((await page.goto(siteUrl(slug) + SHARED_SEARCH))?.status()).toBe(200);
    await waitForHydration(page);
    const savedUrl = await canonicalUrl(page);
    await waitForSearchAnswer(page);
    const before = await results(page);

    const saveButton = page.getByRole('button', { name: 'Save this search' });
    await expect(saveButton.isVisible()).resolves.toBe(true);
    await saveButton.tap();
    const dialog = page.getByRole('dialog', { name: 'Search saved' });
    await dialog.waitFor();
    await expect(dialog.getByText(EXPECTED_NAME, { exact: true }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The same search again: no second entry.
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await saveButton.tap();
    await page.getByRole('dialog', { name: 'Search already saved' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('saved_searches') ?? '[]') as unknown[]);
    expect(stored).toEqual([{ url: savedUrl, name: EXPECTED_NAME, savedAt: expect.any(String) }]);

    // Email me new matches: the client's field error, then the platform API's answer.
    const again = page.getByRole('dialog', { name: 'Search already saved' });
    const email = again.getByRole('textbox', { name: /Email/ });
    await email.fill('sam@@example');
    await email.blur();
    await again.getByRole('button', { name: 'Email me new matches' }).tap();
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(
      again.locator('.field__error', { hasText: 'Please enter a valid email address' }).isVisible(),
    ).resolves.toBe(true);
    expect(alertRows()).toEqual([]);
    await expect(
      again.locator('.field__error', { hasText: 'Please confirm you want to receive these emails' }).count(),
    ).resolves.toBe(1);
    await email.fill('sam.saver@example.com');
    await email.blur();
    await again.getByRole('checkbox', { name: /may email me cars matching this search/ }).check();
    await again.getByRole('radio', { name: /Instant/ }).check();
    await again.getByRole('button', { name: 'Email me new matches' }).tap();
    await again.getByRole('status').filter({ hasText: 'check your inbox' }).waitFor();
    expect(alertRows()).toEqual([
      {
        email: 'sam.saver@example.com',
        name: EXPECTED_NAME,
        search: expect.any(String),
        frequency: 'instant',
        status: 'pending',
      },
    ]);
    // The API keeps the search in the codec's catalogue-free form: every filter in the query, so it
    // means the same search on a night that make has no stock.
    const kept = new URL(String(alertRows()[0]!['search']), 'http://site');
    expect(kept.pathname).toBe('/search/used-cars');
    expect(kept.searchParams.get('refinementList[make][0]')).toBe(car.make);
    expect(kept.searchParams.get('refinementList[model][0]')).toBe(car.model);
    expect(kept.searchParams.get('range[price]')).toBe(':40000');
    expect(kept.searchParams.get('locationId')).toBe(postcode);
    await again.getByRole('button', { name: 'Close' }).tap();

    // No sideways scroll at 360 px, page and dialog.
    await page.setViewportSize(NARROW);
    await noSidewaysScroll(page, NARROW.width);
    await saveButton.tap();
    await page.getByRole('dialog', { name: 'Search already saved' }).waitFor();
    await noSidewaysScroll(page, NARROW.width);
    await page.setViewportSize(PHONE);

    // My Garage lists it.
    await page.goto(`${siteUrl(slug)}/my-garage`);
    await page.waitForURL(/\/sign-in\?type=my-garage/);
    await signIn(page);
    await page.waitForURL(/\/my-garage$/);
    const section = page.getByRole('region', { name: 'Saved searches' });
    await section.locator('.saved-search__name').getByText(EXPECTED_NAME, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(NARROW);
    await noSidewaysScroll(page, NARROW.width);
    await page.setViewportSize(PHONE);

    // Run: the same results.
    await section.getByRole('link', { name: `Run search: ${EXPECTED_NAME}` }).tap();
    await page.waitForURL((url) => url.pathname + url.search === savedUrl);
    await waitForHydration(page);
    await expect.poll(() => results(page), { timeout: 15_000 }).toBe(before);

    // Rename inline.
    await page.goto(`${siteUrl(slug)}/my-garage`);
    await section.getByRole('button', { name: `Rename ${EXPECTED_NAME}` }).tap();
    const nameField = section.getByRole('textbox', { name: 'Name' });
    await nameField.fill('My next ute');
    await nameField.press('Enter');
    await section.locator('.saved-search__name').getByText('My next ute', { exact: true }).waitFor();
    await page.reload();
    await section.locator('.saved-search__name').getByText('My next ute', { exact: true }).waitFor();

    // Delete, undo, delete: the empty state.
    await section.getByRole('button', { name: 'Delete My next ute' }).tap();
    await page.getByRole('button', { name: /^Undo/ }).tap();
    await section.locator('.saved-search__name').getByText('My next ute', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Delete My next ute' }).tap();
    await section.getByText('No saved searches yet.', { exact: false }).waitFor();
    await page.reload();
    await section.getByText('No saved searches yet.', { exact: false }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('saved searches on a desktop (1280x900)', () => {
  it('saves by keyboard only, and the dialog closes back to the button', async () => {
    const { context, page } = await newPage(DESKTOP);
    const errors = watchErrors(page);
    await page.goto(`${siteUrl(slug)}/search/used-cars`);
    await waitForHydration(page);
    let found = false;
    for (let i = 0; i < 120 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Save this search');
    }
    expect(found).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Search saved' });
    await dialog.waitFor();
    await expect(dialog.getByText('Used Cars', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Save this search');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('saved_searches') ?? '[]') as unknown[]);
    expect(stored).toEqual([{ url: '/search/used-cars', name: 'Used Cars', savedAt: expect.any(String) }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
