// The gallery's Fullscreen button where the page cannot go fullscreen: iPhone Safari has no
// Element.requestFullscreen, so there the button would do nothing. Chromium at phone size,
// with and without the method (deleted before any page script runs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { hydrateOnIntent, launch, siteUrl, watchErrors } from './browser.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { stockFilterOptions } from '../../src/config/core-options.ts';
import { buildNow } from './clock.ts';
import { MEDIA_TEXT } from '../../src/core/vehicle/media.ts';

const PHONE = { width: 412, height: 915 };
const slug = 'harbour-toyota';
const site = loadSiteConfig(slug);
const car = readSnapshot(slug)!.collections.cars.find(
  (c) => isListed(c, stockFilterOptions(site), buildNow()) && (c.images?.length ?? 0) > 1,
)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openCar(withoutFullscreen: boolean): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  const errors = watchErrors(page);
  if (withoutFullscreen)
    await page.addInitScript(() => {
      delete (Element.prototype as { requestFullscreen?: unknown }).requestFullscreen;
    });
  await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
  await hydrateOnIntent(page, 'VehicleMedia');
  return { page, errors };
}

describe('gallery fullscreen on a phone (412x915)', () => {
  it('without Element.requestFullscreen (iPhone Safari) the gallery offers no Fullscreen button; photos still move', async () => {
    const { page, errors } = await openCar(true);
    const media = page.locator('.vehicle__media');
    await expect.poll(() => media.getByRole('button', { name: 'Fullscreen' }).count()).toBe(0);
    await media.getByRole('button', { name: MEDIA_TEXT.next }).click();
    await expect.poll(() => media.locator('[role="status"]').innerText()).toMatch(/^Photo 2 of \d+/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with it, the button is there and opens fullscreen', async () => {
    const { page, errors } = await openCar(false);
    const button = page.locator('.vehicle__media').getByRole('button', { name: 'Fullscreen' });
    expect(await button.isVisible()).toBe(true);
    await button.click();
    await page.waitForFunction(() => document.fullscreenElement?.classList.contains('vmedia') === true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
