import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { stockFilterOptions } from '../../src/config/core-options.ts';
import { marketPriceBadge } from '../../src/core/vehicle/market.ts';
import { buildNow } from './clock.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const slug = 'harbour-toyota';
const site = loadSiteConfig(slug);
const cars = readSnapshot(slug)!.collections.cars.filter((c) => isListed(c, stockFilterOptions(site), buildNow()));

describe('vehicle page details', () => {
  it('standard equipment shows 4, then Show All / Hide by keyboard', async () => {
    const car = cars.find((c) => (c.standardEquipment?.length ?? 0) > 4)!;
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
    const section = page.getByRole('region', { name: 'Standard Equipment' });
    const visibleItems = () => section.locator('li:visible').count();
    expect(await visibleItems()).toBe(4);
    const toggle = section.locator('summary');
    await toggle.focus();
    expect(await toggle.innerText()).toMatch(/^Show All\s/);
    await page.keyboard.press('Enter');
    expect(await visibleItems()).toBe(car.standardEquipment!.length);
    expect(await toggle.innerText()).toMatch(/^Hide\s/);
    expect(await page.getByRole('heading', { name: 'Car Details' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('dealer comments are sanitised: no script runs, the text stays', async () => {
    const car = cars.find((c) => c.dealercomments?.includes('<script'))!;
    const page = await browser.newPage();
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
    const comments = page.getByRole('region', { name: 'Dealer Comments' });
    expect(await comments.locator('script, [onerror], [onclick]').count()).toBe(0);
    expect((await comments.innerText()).length).toBeGreaterThan(20);
    expect(dialog).toBe(false);
    await page.close();
  });

  it('the HTML of every vehicle page is ASCII (the build encodes it several times faster)', async () => {
    // Not something a shopper sees, but the 300 pages/s build budget depends on it: one character
    // above U+00FF makes V8 hold the page as a two-byte string, about 0.3 ms more per page to encode
    // (docs/performance.md). Non-ASCII text goes out as character references instead.
    const offending: string[] = [];
    for (const car of cars.slice(0, 40)) {
      const html = await (await fetch(`${siteUrl(slug)}/cars/${car.slug}`)).text();
      const char = /[^\p{ASCII}]/u.exec(html);
      if (char) offending.push(`${car.slug}: ${JSON.stringify(html.slice(char.index - 60, char.index + 10))}`);
    }
    expect(offending).toEqual([]);
  });

  it('a car without comments says they are pending; the key information shows the market badge', async () => {
    const empty = cars.find((c) => !c.dealercomments?.trim())!;
    const page = await browser.newPage();
    await page.goto(`${siteUrl(slug)}/cars/${empty.slug}`);
    expect(await page.getByText('Dealer comments are pending. Please check back here later.').count()).toBe(1);
    const below = cars.find((c) => marketPriceBadge(c) !== null)!;
    await page.goto(`${siteUrl(slug)}/cars/${below.slug}#key-information`);
    const key = page.locator('#key-information');
    expect(await key.locator('.market-badge').textContent()).toBe(marketPriceBadge(below)!.text);
    await page.close();
  });
});
