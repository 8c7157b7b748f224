// The vehicle page's fixed bottom bar on phones (SPEC.md §2 "A fixed bottom bar on mobile; it
// changes state after scrolling 900 px"): on both templates a shopper who has scrolled can still
// call or enquire, with buttons of at least 44 px that fit one line at 360 px, and the bar never
// covers the end of the page. Showroom's bar turns solid and offers Back to top after 900 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, siteUrl, waitForHydration } from './browser.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { stockFilterOptions } from '../../src/config/core-options.ts';
import { showsAsSold } from '../../src/core/vehicle/availability.ts';
import { E2E_TENANTS, type E2eTenant } from './tenants.ts';
import { buildNow } from './clock.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A car for sale with a dealer phone (the bar's Call needs one). */
function carFor(slug: E2eTenant) {
  const site = loadSiteConfig(slug);
  const car = readSnapshot(slug)!.collections.cars.find(
    (c) => isListed(c, stockFilterOptions(site), buildNow()) && !showsAsSold(c) && c.location?.phone,
  );
  if (!car) throw new Error(`no car for sale with a phone on ${slug}`);
  return car;
}

const PHONES = [
  { width: 412, height: 915 },
  { width: 360, height: 800 },
] as const;

async function scrollTo(page: Page, y: number | 'end') {
  await page.evaluate((to) => {
    window.scrollTo(0, to === 'end' ? document.documentElement.scrollHeight : to);
  }, y);
  // Scroll-driven animations apply on the next frames.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Lines of visible text an element's content takes (1 when nothing wraps; screen-reader-only text aside). */
function lines(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
    }
    rects.sort((a, b) => a.top - b.top);
    let count = 0;
    let last = -Infinity;
    for (const r of rects) {
      if (r.top > last + r.height / 2) count++;
      last = Math.max(last, r.top);
    }
    return count;
  });
}

/** The bar's Call and Enquire as a shopper sees them: inside the screen, at least 44 x 44, one line each. */
async function expectActions(page: Page, size: { width: number; height: number }) {
  const bar = page.getByRole('navigation', { name: 'Quick actions' });
  expect(await bar.isVisible()).toBe(true);
  const box = (await bar.boundingBox())!;
  expect(Math.abs(box.y + box.height - size.height)).toBeLessThanOrEqual(1);
  expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const name of [/^Call\b/, /^Enquire\b/]) {
    const action = bar.getByRole('link', { name });
    expect(await action.isVisible(), `${String(name)} visible`).toBe(true);
    const b = (await action.boundingBox())!;
    expect(b.height, `${String(name)} height`).toBeGreaterThanOrEqual(44);
    expect(b.width, `${String(name)} width`).toBeGreaterThanOrEqual(44);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(size.width);
    expect(await lines(action), `${String(name)} on one line`).toBe(1);
  }
  return bar;
}

describe('vehicle page bottom bar on phones', () => {
  for (const slug of E2E_TENANTS) {
    for (const size of PHONES) {
      it(`${slug} at ${size.width}x${size.height}: Call and Enquire stay within reach, nothing covered`, async () => {
        const car = carFor(slug);
        const page = await browser.newPage({ viewport: size, hasTouch: true });
        await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
        await waitForHydration(page);
        const bar = await expectActions(page, size);
        const topLink = bar.getByRole('link', { name: 'Back to top' });
        const showroom = loadSiteConfig(slug).template === 'showroom';
        const before = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
        if (showroom) expect(await topLink.isVisible()).toBe(false);

        await scrollTo(page, 1500);
        await expectActions(page, size);
        if (showroom) {
          // The spec's state change after 900 px: solid colours and Back to top, still on one line.
          expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
          expect(await topLink.isVisible()).toBe(true);
          const b = (await topLink.boundingBox())!;
          expect(b.height).toBeGreaterThanOrEqual(44);
          expect(b.width).toBeGreaterThanOrEqual(44);
          expect(b.x + b.width).toBeLessThanOrEqual(size.width);
          expect(await lines(topLink), 'Back to top on one line').toBeLessThanOrEqual(1);
        }

        // At the end of the page the footer ends above the bar: the page makes room for it.
        await scrollTo(page, 'end');
        const barTop = (await bar.boundingBox())!.y;
        const footer = (await page.locator('.site-footer').boundingBox())!;
        expect(footer.y + footer.height).toBeLessThanOrEqual(barTop + 1);
        await page.close();
      });
    }
  }

  it('desktop 1280x900: no bottom bar (the sidebar has the buttons)', async () => {
    for (const slug of E2E_TENANTS) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${siteUrl(slug)}/cars/${carFor(slug).slug}`);
      expect(await page.getByRole('navigation', { name: 'Quick actions' }).isVisible()).toBe(false);
      await page.close();
    }
  });
});
