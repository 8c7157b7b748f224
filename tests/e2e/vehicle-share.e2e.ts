// Share on the vehicle page (SPEC.md §4; docs/decisions.md "Share"): the phone's share sheet where
// the browser has navigator.share, with the car's name and URL; the copy-link otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { stockFilterOptions } from '../../src/config/core-options.ts';
import { showsAsSold } from '../../src/core/vehicle/availability.ts';
import { buildNow } from './clock.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SLUG = 'harbour-toyota';
function carForSale() {
  const site = loadSiteConfig(SLUG);
  return readSnapshot(SLUG)!.collections.cars.find(
    (c) => isListed(c, stockFilterOptions(site), buildNow()) && !showsAsSold(c),
  )!;
}
const carUrl = (slug: string) => new URL(`/cars/${slug}`, loadSiteConfig(SLUG).site_url).href;

/** The sidebar's Share button, once its island (client:intent) has hydrated. */
async function shareButton(page: Page) {
  const share = page.getByRole('button', { name: 'Share' });
  await share.hover();
  await page.locator('astro-island:not([ssr]) .share-button').waitFor();
  return share;
}

declare global {
  interface Window {
    sharedWith?: unknown[];
  }
}

describe('vehicle page share', () => {
  it("a phone with a share sheet: Share opens it with the car's URL and title, and copies nothing (412 and 1280)", async () => {
    const car = carForSale();
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript(() => {
        window.sharedWith = [];
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: (data: unknown) => {
            window.sharedWith!.push(data);
            return Promise.resolve();
          },
        });
        Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${siteUrl(SLUG)}/cars/${car.slug}`);
      const name = (await page.locator('h1').textContent())!.trim();
      await (await shareButton(page)).click();
      await expect.poll(() => page.evaluate(() => window.sharedWith)).toEqual([{ title: name, url: carUrl(car.slug) }]);
      expect(await page.locator('.share-button [role="status"]').textContent()).toBe('');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('a browser without navigator.share still copies the link, with the note (412)', async () => {
    const car = carForSale();
    const context = await browser.newContext({ viewport: PHONE });
    const origin = siteUrl(SLUG);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Reflect.deleteProperty(Navigator.prototype, 'canShare');
    });
    const page = await context.newPage();
    await page.goto(`${origin}/cars/${car.slug}`);
    expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
    await (await shareButton(page)).click();
    const status = page.locator('.share-button [role="status"]');
    await expect.poll(() => status.textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(carUrl(car.slug));
    await context.close();
  });
});
