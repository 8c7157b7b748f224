// The stock count a shopper reads (docs/decisions.md, "Stock counts and sold
// cards"): the home page's 'N vehicles in stock', its Show Me button, the
// default search page's count and its description say the same number, and
// no sort changes a search's count. On a phone (412x915), for the group
// site (sold cars in more than one run in a price sort) and the Toyota
// dealer (whose price-ascending sort used to drop the unpriced cars).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, waitForHydration, watchErrors } from './browser.ts';
import { buildNow } from './clock.ts';
import { stockCountOf } from './helpers/counts.ts';
import type { E2eTenant } from './tenants.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { isSoldHit } from '../../src/core/search/sold.ts';
import { stockOptionsOf } from '../../src/config/core-options.ts';

const PHONE = { width: 412, height: 915 };
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

function listedOf(slug: E2eTenant) {
  const site = loadSiteConfig(slug);
  const snapshot = readSnapshot(slug)!;
  const locations = snapshot.collections.locations;
  return snapshot.collections.cars.filter((car) => isListed(car, stockOptionsOf(site, locations), buildNow()));
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const countText = (page: Page) => page.locator('.search-page__count').first().textContent();
const cardIds = (page: Page) =>
  page.locator('.search-results article').evaluateAll((els) => els.map((el) => el.getAttribute('data-car-id')).join());
const vehicles = (n: number) => `${n.toLocaleString('en-AU')} vehicles`;

describe.each(['metro-motor-group', 'harbour-toyota'] as const)('%s: one stock count', (slug) => {
  const listed = listedOf(slug);
  const inStock = stockCountOf(listed);

  it('the home page, Show Me and the default search page say the same number', async () => {
    expect(listed.filter(isSoldHit).length).toBeGreaterThan(1);
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${siteUrl(slug)}/`);
    expect(await page.locator('.hero__count').textContent()).toBe(
      `${inStock.toLocaleString('en-AU')} vehicles in stock`,
    );
    const form = page.getByRole('form', { name: 'Quick search' });
    await form.scrollIntoViewIfNeeded();
    await poll(() => form.getByRole('link', { name: /^Show Me/ }).textContent()).toBe(
      `Show Me ${inStock.toLocaleString('en-AU')} Cars`,
    );

    await page.goto(`${siteUrl(slug)}/search/new-used-and-demo-cars`);
    expect(await countText(page)).toBe(vehicles(inStock));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      new RegExp(`^${inStock} New, Used and Demo Cars for sale at `),
    );
    await context.close();
  });

  it.each([['/search/new-used-and-demo-cars'], ['/search/used-cars']])(
    '%s: every sort reads the same count',
    async (path) => {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${siteUrl(slug)}${path}`);
      await waitForHydration(page);
      const featured = await countText(page);
      const cars = path === '/search/used-cars' ? listed.filter((c) => c.car_type === 'used') : listed;
      expect(featured).toBe(vehicles(stockCountOf(cars)));
      const select = page.getByRole('combobox', { name: 'Sort by' });
      const labels = await select.locator('option').allTextContents();
      expect(labels.length).toBeGreaterThan(2);
      const seen: Record<string, string | null> = {};
      for (const label of labels.slice(1)) {
        const before = await cardIds(page);
        await select.selectOption({ label });
        // The new order has come in (every sort here orders the first cards differently).
        await poll(() => cardIds(page)).not.toBe(before);
        seen[label] = await countText(page);
      }
      expect(seen).toEqual(Object.fromEntries(labels.slice(1).map((label) => [label, featured])));
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
