import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, siteUrl } from './browser.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A vehicle page long enough to scroll past 900 px on a phone. */
function longCarPath(slug: 'metro-motor-group' | 'harbour-toyota'): string {
  const car = readSnapshot(slug)!.collections.cars.find(
    (c) => Array.isArray(c['images']) && (c['images'] as unknown[]).length > 8,
  )!;
  return `/cars/${String(car['slug'])}`;
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 150));
}

describe('classic template: header sticky after 500 px', () => {
  it('scrolls away with the page, then comes back pinned to the top after 500 px', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(siteUrl('metro-motor-group') + longCarPath('metro-motor-group'));
    const header = page.locator('.site-header');
    const top = async () => (await header.boundingBox())!.y;
    expect(await top()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await settle();
    expect(await top()).toBeLessThan(-10);
    await page.evaluate(() => window.scrollTo(0, 700));
    await settle();
    expect(await top()).toBe(0);
    await page.close();
  });
});

describe('showroom template: fixed mobile bottom bar changing after 900 px', () => {
  it('shows quick actions at the bottom of a phone screen and offers Back to top after 900 px', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 700 }, isMobile: true });
    await page.goto(siteUrl('harbour-toyota') + longCarPath('harbour-toyota'));
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    const box = (await bar.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(700);
    const backToTop = bar.getByRole('link', { name: 'Back to top' });
    expect(await backToTop.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1000));
    await settle();
    expect(await backToTop.isVisible()).toBe(true);
    await page.close();
  });

  it('has no bottom bar on a desktop screen, and the classic template has none outside vehicle pages', async () => {
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await desktop.goto(siteUrl('harbour-toyota'));
    expect(await desktop.getByRole('navigation', { name: 'Quick actions' }).isVisible()).toBe(false);
    const phone = await browser.newPage({ viewport: { width: 390, height: 700 } });
    await phone.goto(siteUrl('metro-motor-group'));
    expect(await phone.getByRole('navigation', { name: 'Quick actions' }).count()).toBe(0);
    await desktop.close();
    await phone.close();
  });
});
