import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { listableLocations } from '../../src/core/locations.ts';
import { formatPhone } from '../../src/core/format.ts';
import { openingHoursRows } from '../../src/core/opening-hours.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const locations = readSnapshot('metro-motor-group')!.collections.locations;

describe('locations of the group', () => {
  it('lists every visible location once, with badge and appointment note where configured', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${siteUrl('metro-motor-group')}/dealerships`);
    const names = await page.locator('main h2').allTextContents();
    expect(names).toEqual(listableLocations(locations).map((l) => l.name));
    expect(names).not.toContain('Metro Wholesale Homebush'); // invisible
    const northLakes = page.getByRole('article', { name: 'Metro Used Cars North Lakes' });
    expect(await northLakes.getByText('COMING EARLY 2026').count()).toBe(1);
    const trucks = page.getByRole('article', { name: 'Metro Trucks Archerfield' });
    expect(await trucks.getByText('Site visits are by appointment only.').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a location page shows its phone, grouped opening hours and its stock link', async () => {
    const location = locations.find((l) => l.slug === 'metro-toyota-parramatta')!;
    const page = await browser.newPage();
    await page.goto(`${siteUrl('metro-motor-group')}/dealerships`);
    await page.getByRole('link', { name: `View Location Details for ${location.name}` }).click();
    await page.waitForURL(/\/locations\/metro-toyota-parramatta/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(location.name);
    // In the page (the footer repeats the primary location's number).
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: formatPhone(location.phone!, { defaultCountry: 'AU' }) })
        .count(),
    ).toBe(1);
    const rows = await page
      .locator('table.hours')
      .first()
      .locator('tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')?.textContent, tr.querySelector('td')?.textContent]),
      );
    expect(rows).toEqual(
      openingHoursRows(location.contact_detail!.opening_hours!, 'grouped-exceptions').map((r) => [r.label, r.hours]),
    );
    expect(await page.getByRole('link', { name: 'View Our Stock' }).getAttribute('href')).toBe(
      '/search/metro-toyota-parramatta',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('New Zealand locations (kiwi-motors)', () => {
  it("addresses follow NZ Post's format and the contact block names the trader registration", async () => {
    const page = await browser.newPage();
    await page.goto(`${siteUrl('kiwi-motors')}/locations/kiwi-motors-auckland`);
    const main = page.getByRole('main');
    expect((await main.locator('address').first().textContent())?.trim()).toBe(
      '700 Great South Road, Penrose, Auckland 1061',
    );
    const contact = page.getByRole('region', { name: 'Contact Information' });
    expect(await contact.getByText('Motor vehicle trader registration').count()).toBe(1);
    expect(await contact.getByText('M123456').count()).toBe(1);
    // No AU label and no region repeated after the city anywhere on the page (the footer too).
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
    expect(text).not.toContain('Dealer licence');
    expect(text).not.toContain('(DL)');
    expect(text).not.toMatch(/Auckland Auckland|Wellington Wellington|Christchurch Canterbury/);
    await page.goto(`${siteUrl('kiwi-motors')}/dealerships`);
    const cards = (await page.getByRole('main').locator('address').allTextContents()).map((a) => a.trim());
    expect(cards).toEqual([
      '700 Great South Road, Penrose, Auckland 1061',
      '200 Hutt Road, Kaiwharawhara, Wellington 6035',
      '300 Moorhouse Avenue, Sydenham, Christchurch 8011',
    ]);
    await page.close();
  });
});
