import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launch, siteUrl } from './browser.ts';
import { axeViolations } from './axe.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { stockOptionsOf } from '../../src/config/core-options.ts';
import { buildNow } from './clock.ts';
import { stockCountOf } from './helpers/counts.ts';

let browser: Browser;
let noScript: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  noScript = await browser.newContext({ javaScriptEnabled: false });
});
afterAll(async () => {
  await browser?.close();
});

const slug = 'metro-motor-group';
const site = loadSiteConfig(slug);
const snapshot = readSnapshot(slug)!;
/** The site's stock rule with each location's own sold window. */
const stockOptions = stockOptionsOf(site, snapshot.collections.locations);
const listed = snapshot.collections.cars.filter((car) => isListed(car, stockOptions, buildNow()));
const byId = new Map(listed.map((car) => [car.id, car]));

async function cardsOf(path: string) {
  const page = await noScript.newPage();
  const response = await page.goto(siteUrl(slug) + path);
  expect(response?.status()).toBe(200);
  const ids = (
    await page
      .locator('.search-results article')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-car-id'))))
  ).map((id) => byId.get(id));
  return { page, cars: ids };
}

describe('search landing pages without JavaScript', () => {
  it('/search/used-cars holds its title, the count of listed used cars and the first 21 cards', async () => {
    const { page, cars } = await cardsOf('/search/used-cars');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Used Cars for Sale');
    const used = stockCountOf(listed.filter((c) => c.car_type === 'used'));
    expect(await page.locator('.search-page__count[role="status"]').textContent()).toBe(
      `${used.toLocaleString('en-AU')} vehicles`,
    );
    expect(cars.length).toBeGreaterThan(15);
    expect(cars.length).toBeLessThanOrEqual(21);
    expect(cars.every((car) => car?.car_type === 'used')).toBe(true);
    const first = page.locator('.search-results article').first();
    const href = await first.getByRole('heading').getByRole('link').getAttribute('href');
    expect(href).toBe(`/cars/${cars[0]!.slug}`);
    const promo = page.locator('.promo-card');
    expect(await promo.count()).toBe(2);
    expect(await promo.first().textContent()).toContain('We Want Your Car!');
    await page.close();
  });

  it('/search/{make} and /search/{make}/{model} list only that make and model', async () => {
    const { page, cars } = await cardsOf('/search/toyota');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Toyota Cars for Sale');
    expect(cars.every((car) => car?.make === 'Toyota')).toBe(true);
    const hilux = await cardsOf('/search/toyota/hilux');
    expect(hilux.cars.length).toBeGreaterThan(0);
    expect(hilux.cars.every((car) => car?.make === 'Toyota' && car.model === 'HiLux')).toBe(true);
    await page.close();
    await hilux.page.close();
  });

  it('every Our Stock link of the menu reaches a landing page, and it passes axe', async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl(slug));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Stock' }).click();
    await page.waitForURL(/\/search\/new-used-and-demo-cars/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('New, Used and Demo Cars for Sale');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
