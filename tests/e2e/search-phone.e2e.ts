// Search on a phone: the results before the filters, which open
// from a Filters button as a dialog with 'Show N results'. Phone 412x915;
// the desktop keeps its sidebar. Keyboard use: search-keyboard.e2e.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors, waitForHydration } from './browser.ts';
import { axeViolations } from './axe.ts';
import { E2E_TENANTS, type E2eTenant } from './tenants.ts';

const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 800 };
/** At least this much of the first card shows on the first screen. */
const CARD_SHOWN = 200;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Polls for up to 10 s: the first search of a page starts the worker and loads the index. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

async function open(
  slug: E2eTenant,
  path: string,
  size: 'phone' | 'desktop',
  javaScript = true,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: size === 'phone' ? PHONE : DESKTOP,
    ...(size === 'phone' && { isMobile: true, hasTouch: true }),
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  expect((await page.goto(siteUrl(slug) + path))?.status()).toBe(200);
  if (javaScript) await waitForHydration(page);
  return { page, errors };
}

async function close(page: Page) {
  await page.context().close();
}

const firstCard = (page: Page) => page.locator('.search-results article').first();
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Filters' });

/** The count the results status shows ('1,234 vehicles'). */
async function statusCount(page: Page): Promise<number> {
  const text = (await page.locator('.search-page__count[role="status"]').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function top(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.y;
}

describe.each(E2E_TENANTS)('%s search on a phone (412x915)', (slug) => {
  it('the first result card starts on the first screen, under the header and the search box', async () => {
    const { page, errors } = await open(slug, '/search/new-used-and-demo-cars', 'phone');
    const search = page.getByRole('searchbox', { name: 'Search stock' });
    const searchBox = (await search.boundingBox())!;
    const cardTop = await top(firstCard(page));
    expect(cardTop).toBeGreaterThan(searchBox.y + searchBox.height);
    expect(cardTop).toBeLessThan(PHONE.height - CARD_SHOWN);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The filters wait behind the Filters button.
    expect(await page.getByRole('group', { name: 'Make' }).isVisible()).toBe(false);
    expect(await filtersButton(page).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('without JavaScript the first card is on the first screen too', async () => {
    const { page } = await open(slug, '/search/new-used-and-demo-cars', 'phone', false);
    expect(await top(firstCard(page))).toBeLessThan(PHONE.height - CARD_SHOWN);
    await close(page);
  });
});

describe.each(['metro-motor-group', 'harbour-toyota'] as const)('%s filters drawer on a phone', (slug) => {
  it('Filters (N) opens the facets as a dialog; a ticked filter keeps focus and place; Show N results lands on the results', async () => {
    const { page, errors } = await open(slug, '/search/used-cars', 'phone');
    // The landing page's own filter (used cars) counts.
    expect(await filtersButton(page).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => filtersButton(page).textContent()).toMatch(/^Filters\s*1/);
    await filtersButton(page).click();
    const dialog = drawer(page);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Modal: the page behind is out of reach and does not scroll.
    expect(await page.getByRole('searchbox').evaluate((s) => s.closest('[inert]') !== null)).toBe(true);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(200, 20);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await axeViolations(page)).toEqual([]);

    // Tick the first make by keyboard: focus and the checkbox stay put, the count follows.
    const before = await statusCount(page);
    const make = dialog.getByRole('group', { name: 'Make' }).getByRole('checkbox').first();
    const makeName = ((await make.evaluate((c) => c.closest('label')?.textContent)) ?? '').replace(/\s*\(.*$/, '');
    await make.scrollIntoViewIfNeeded();
    const placed = await top(make);
    await make.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.pathname !== '/search/used-cars');
    await poll(() => statusCount(page)).not.toBe(before);
    expect(await make.isChecked()).toBe(true);
    expect(await make.evaluate((c) => c === document.activeElement)).toBe(true);
    expect(Math.abs((await top(make)) - placed)).toBeLessThan(2);
    const count = await statusCount(page);
    const show = dialog.getByRole('button', { name: `Show ${count.toLocaleString('en-AU')} results` });
    await poll(() => show.isVisible()).toBe(true);

    await show.click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Filters\s*2/);
    const card = await top(firstCard(page));
    expect(card).toBeGreaterThanOrEqual(0);
    expect(card).toBeLessThan(PHONE.height - CARD_SHOWN);
    expect(await firstCard(page).textContent()).toContain(makeName);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close(page);
  });

  it('Escape or Close shuts the drawer, focus back on Filters', async () => {
    const { page } = await open(slug, '/search/new-used-and-demo-cars', 'phone');
    await filtersButton(page).click();
    expect(await drawer(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await drawer(page).isVisible()).toBe(false);
    expect(await filtersButton(page).evaluate((b) => b === document.activeElement)).toBe(true);
    // The page is back within reach.
    expect(await page.getByRole('searchbox').evaluate((s) => s.closest('[inert]') === null)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await drawer(page).isVisible()).toBe(true);
    await drawer(page).getByRole('button', { name: 'Close' }).click();
    expect(await drawer(page).isVisible()).toBe(false);
    expect(await filtersButton(page).evaluate((b) => b === document.activeElement)).toBe(true);
    await close(page);
  });
});

describe('search on a desktop (1280x800)', () => {
  it('keeps the filters as a sidebar beside the results, with no Filters button', async () => {
    const { page } = await open('metro-motor-group', '/search/used-cars', 'desktop');
    expect(await filtersButton(page).isVisible()).toBe(false);
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    expect(await sidebar.getByRole('group', { name: 'Make' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    const [filters, card] = [(await sidebar.boundingBox())!, (await firstCard(page).boundingBox())!];
    expect(card.x).toBeGreaterThan(filters.x + filters.width);
    expect(Math.abs(card.y - filters.y)).toBeLessThan(50);
    await close(page);
  });
});
