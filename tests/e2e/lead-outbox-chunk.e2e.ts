// The lead outbox (src/features/leads/outbox.ts) and the API client it brings stay off a vehicle
// page's first load on a phone: its actions island loads them only when leads are kept from an
// earlier page (or a form opens). This is the split the dynamic import in leads/page.ts makes.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, siteUrl, hydrateOnIntent, waitForHydration, watchErrors } from './browser.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { STORAGE_KEYS } from '../../src/features/leads/storage-keys.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const slug = 'harbour-toyota';
const car = readSnapshot(slug)!.collections.cars.find((c) => {
  const file = `dist/${slug}/cars/${c.slug}.html`;
  return c.status === 'in_stock' && existsSync(file) && !readFileSync(file, 'utf8').includes('http-equiv="refresh"');
})!;

it('a vehicle page at 412x915 loads the outbox only when a lead is kept', async () => {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
  await waitForHydration(page);
  // The lead actions hydrate on the shopper's first pointer over them (client:intent).
  await hydrateOnIntent(page, 'VehicleLeadActions');
  expect(scripts.some((s) => s.includes('VehicleLeadActions'))).toBe(true);
  expect(scripts.filter((s) => /\/outbox\.[\w-]+\.js$/.test(s))).toEqual([]);

  // A lead kept from an earlier page: the same page now loads the outbox to send it.
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify([{ leadId: 'kept-1' }])), STORAGE_KEYS.outbox);
  scripts.length = 0;
  await page.reload();
  await expect.poll(() => scripts.some((s) => /\/outbox\.[\w-]+\.js$/.test(s)), { timeout: 15_000 }).toBe(true);
  await page.evaluate((key) => localStorage.removeItem(key), STORAGE_KEYS.outbox);
  expect(errors).toEqual([]);
  await context.close();
});
