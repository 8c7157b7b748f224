// AU and NZ consumer details: the NZ tenant's used-vehicle pages carry the Consumer
// Information Notice with its trader registration and vehicle facts; AU tenants show the dealer
// licence and ABN in the footer and on vehicle pages, and the Australian Credit Licence on finance;
// price labels come from the fixed set on cards and vehicle pages; sample offers state their own
// period in AU dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { existsSync, readFileSync } from 'node:fs';
import { PRICE_LABELS } from '../../src/core/vehicle/price-label.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { buildNow } from './clock.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const carsWithPage = (slug: 'kiwi-motors' | 'harbour-toyota') =>
  readSnapshot(slug)!.collections.cars.filter((c) => {
    const page = `dist/${slug}/cars/${c.slug}.html`;
    return existsSync(page) && !readFileSync(page, 'utf8').includes('http-equiv="refresh"');
  });

describe('NZ Consumer Information Notice', () => {
  const cars = carsWithPage('kiwi-motors');
  const used = cars.find((c) => c.car_type === 'used' && c.status === 'in_stock' && c.vin && c.regplate)!;
  const fresh = cars.find((c) => c.car_type === 'new')!;

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'a used vehicle page shows the notice with the trader and the vehicle facts, accessibly (%s)',
    async (_n, viewport) => {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl('kiwi-motors')}/cars/${used.slug}`);
      const cin = page.getByRole('region', { name: 'Consumer Information Notice' });
      await expect.poll(() => cin.isVisible()).toBe(true);
      const text = (await cin.textContent()) ?? '';
      for (const fact of [
        'Motor vehicle trader registration number',
        'M123456',
        'Cash price (including GST, registration and licensing)',
        'Security interest registered on the Personal Property Securities Register',
        `${used.make} ${used.model}`,
        String(used.year),
        used.vin!,
        used.regplate!,
        'Distance travelled (odometer)',
      ])
        expect(text).toContain(fact);
      expect(await page.locator('.dealer-details').first().textContent()).toContain(
        'Motor vehicle trader registration M123456',
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('a new vehicle page has none', async () => {
    const html = await (await fetch(`${siteUrl('kiwi-motors')}/cars/${fresh.slug}`)).text();
    expect(html).not.toContain('Consumer Information Notice');
  });
});

describe('AU dealer licence, ABN and credit licence', () => {
  it('the footer and a vehicle page show the dealer licence and ABN; finance pages the credit licence', async () => {
    const home = await (await fetch(`${siteUrl('harbour-toyota')}/`)).text();
    expect(home).toMatch(/<p class="dealer-details"[^>]*>Dealer licence MD 12345, ABN 51 824 753 556<\/p>/);
    const car = carsWithPage('harbour-toyota').find((c) => c.status === 'in_stock')!;
    const vehicle = await (await fetch(`${siteUrl('harbour-toyota')}/cars/${car.slug}`)).text();
    expect(vehicle).toContain('Australian Credit Licence 389328');
    expect(vehicle).toMatch(/Dealer licence [^<]+, ABN 51 824 753 556/);
    expect(vehicle).not.toContain('Consumer Information Notice');
    for (const path of ['/finance', '/apply-for-finance']) {
      const html = await (await fetch(siteUrl('harbour-toyota') + path)).text();
      expect(html, path).toContain('Harbour Toyota, Australian Credit Licence 389328');
    }
  });
});

describe('price labels', () => {
  const allowed = new Set<string>([...Object.values(PRICE_LABELS), 'per week subscription']);
  it.each(['harbour-toyota', 'kiwi-motors'] as const)(
    '%s cards and vehicle pages show only labels of the set',
    async (slug) => {
      const page = await browser.newPage({ viewport: PHONE });
      await page.goto(`${siteUrl(slug)}/search/new-used-and-demo-cars`);
      const labels = (await page.locator('.price__type').allTextContents()).map((t) => t.trim());
      expect(labels.length).toBeGreaterThan(3);
      for (const label of labels) expect(allowed.has(label), label).toBe(true);
      const car = carsWithPage(slug).find((c) => c.status === 'in_stock' && c.price_type)!;
      await page.goto(`${siteUrl(slug)}/cars/${car.slug}`);
      expect((await page.locator('.vehicle .price__type').first().textContent())?.trim()).toBe(car.price_type);
      await page.close();
    },
  );
});

describe('sample offers', () => {
  it.each(['harbour-toyota', 'metro-motor-group'] as const)(
    '%s: each offer states its own period, in AU dates, matching its end date and open on the build day',
    async (slug) => {
      const html = await (await fetch(`${siteUrl(slug)}/special-offers`)).text();
      const cards = [...html.matchAll(/<article class="card"[\s\S]*?<\/article>/g)].map((m) => m[0]);
      expect(cards.length).toBeGreaterThan(2);
      const built = buildNow().getTime();
      for (const card of cards) {
        const ends = /<p class="offer__ends"[^>]*>Ends (\d{1,2} \w+ \d{4})<\/p>/.exec(card)?.[1];
        const legal = /<p class="offer__disclaimer"[^>]*>([^<]+)<\/p>/.exec(card)?.[1] ?? '';
        const period = /between (\d{1,2} \w+ \d{4}) and (\d{1,2} \w+ \d{4})\./.exec(legal);
        expect(period, legal).not.toBeNull();
        expect(period![2]).toBe(ends);
        // No other date in the legal text, and none written the ISO or numeric way.
        expect(
          legal.match(
            /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/g,
          ),
        ).toHaveLength(2);
        expect(legal).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/);
        // A current offer's window has not closed before the build.
        // (the end day, read as UTC, plus a day of slack for the tenant's time zone)
        expect(Date.parse(`${period![2]} 00:00 UTC`) + 2 * 86_400_000).toBeGreaterThan(built);
      }
    },
  );
});
