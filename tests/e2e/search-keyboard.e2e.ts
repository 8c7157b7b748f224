// The search by keyboard: a skip link from the search box to the
// results, and no scroll jump away from the control in use. Desktop and
// phone (412x915).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors, waitForHydration } from './browser.ts';
import type { E2eTenant } from './tenants.ts';

const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 800 };

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
  // Hydrated: Astro drops the island's `ssr` attribute.
  if (javaScript) await waitForHydration(page);
  return { page, errors };
}

async function close(page: Page) {
  await page.context().close();
}

const firstCard = (page: Page) => page.locator('.search-results article').first();

/** The count the results status shows ('1,234 vehicles'). */
async function statusCount(page: Page): Promise<number> {
  const text = (await page.locator('.search-page__count[role="status"]').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

async function top(locator: Locator): Promise<number> {
  return (await locator.boundingBox())!.y;
}

/** The element is shown and lies inside the viewport. */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width;
}

async function focused(page: Page): Promise<{ text: string; inResults: boolean; id: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      text: el?.textContent?.trim() ?? '',
      inResults: el?.closest('.search-results') !== null && el?.closest('.search-results') !== undefined,
      id: el?.id ?? '',
    };
  });
}

describe('keyboard use of the search', () => {
  it('desktop: Space on a facet checkbox far down the filters keeps the page there, the checkbox on screen', async () => {
    const { page } = await open('metro-motor-group', '/search/used-cars', 'desktop');
    await page.waitForLoadState('networkidle');
    const body = page.getByRole('group', { name: 'Body type' }).getByRole('checkbox').first();
    await body.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const placed = await top(body);
    const before = await statusCount(page);
    await body.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.href.includes('simple_body') || url.pathname.endsWith('-cars'));
    await poll(() => statusCount(page)).not.toBe(before);
    // Where it was on screen (the chosen-filter chips appearing above it do not push it away).
    expect(await body.evaluate((c) => c === document.activeElement)).toBe(true);
    expect(await onScreen(page, body)).toBe(true);
    expect(Math.abs((await top(body)) - placed)).toBeLessThan(2);
    await close(page);
  });

  it.each(['desktop', 'phone'] as const)(
    '%s: a skip link takes the keyboard from the search box to the first result in a few Tabs',
    async (size) => {
      const { page } = await open('harbour-toyota', '/search/new-used-and-demo-cars', size);
      await page.getByRole('searchbox').focus();
      let presses = 0;
      while ((await focused(page)).text !== 'Skip to results' && presses < 8) {
        await page.keyboard.press('Tab');
        presses++;
      }
      expect((await focused(page)).text).toBe('Skip to results');
      expect(await onScreen(page, page.locator(':focus'))).toBe(true);
      await page.keyboard.press('Enter');
      presses++;
      expect((await focused(page)).id).toBe('search-results');
      await page.keyboard.press('Tab');
      presses++;
      expect((await focused(page)).inResults).toBe(true);
      expect(await onScreen(page, page.locator(':focus'))).toBe(true);
      expect(presses).toBeLessThanOrEqual(7);
      await close(page);
    },
  );

  it('desktop: a page link brings the top of the results into view and focus to them', async () => {
    const { page } = await open('metro-motor-group', '/search/used-cars', 'desktop');
    // Page 2 is a prebuilt page (a link before JavaScript too): wait until the island has taken it over.
    await page.waitForLoadState('networkidle');
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' });
    await next.focus();
    await page.keyboard.press('Enter');
    await poll(() => page.evaluate(() => window.location.search)).toBe('?page=2');
    expect((await focused(page)).id).toBe('search-results');
    await poll(() => onScreen(page, firstCard(page))).toBe(true);
    await close(page);
  });
});
