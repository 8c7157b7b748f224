// The footer's dealer details: the primary location's address, phone, opening
// hours and today's hours, the dealer licence and the tenant's social links, on a phone and a
// desktop. "Today" is the dealer's day (the tenant's time zone), computed in the browser: a page
// built yesterday, or a shopper in another time zone, still sees today's hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { listableLocations } from '../../src/core/locations.ts';
import { datedSpecialHours, hoursOnDate, weekHoursTexts } from '../../src/core/opening-hours.ts';
import { todayLine } from '../../src/features/locations/today.ts';
import type { LocationOutput } from '../../src/data/schemas.ts';
import type { E2eTenant } from './tenants.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function primary(site: E2eTenant): LocationOutput {
  const locations = listableLocations(readSnapshot(site)!.collections.locations as unknown as LocationOutput[]);
  return locations.find((l) => l.primary === true) ?? locations[0]!;
}

function hoursOf(location: LocationOutput) {
  return {
    week: weekHoursTexts(location.contact_detail?.opening_hours ?? []),
    specials: datedSpecialHours(location.special_hours ?? [], {}),
  };
}

/** The footer's today line once its island has hydrated (it loads when the footer nears the screen). */
async function todayText(page: Page): Promise<string> {
  await page.locator('footer.site-footer .site-footer__today').scrollIntoViewIfNeeded();
  const line = page.locator('footer.site-footer .site-footer__today[data-footer-today]');
  await line.waitFor();
  return line.innerText();
}

describe('footer dealer details', () => {
  it('harbour-toyota: the primary location, its hours and today, the licence and social links (phone and desktop)', async () => {
    const location = primary('harbour-toyota');
    expect(location.name).toBe('Harbour Toyota Artarmon');
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl('harbour-toyota')}/`);
      const footer = page.getByRole('contentinfo');
      const dealer = footer.getByRole('region', { name: location.name });
      expect(await dealer.locator('address').innerText()).toContain(location.address!.street!);
      expect(await dealer.getByRole('link', { name: /^\(02\)|^0\d/ }).getAttribute('href')).toMatch(/^tel:\+61/);
      expect(await dealer.getByRole('table', { name: `Opening hours of ${location.name}` }).isVisible()).toBe(true);
      expect(
        await dealer.getByRole('link', { name: `Location details of ${location.name}` }).getAttribute('href'),
      ).toBe(`/locations/${location.slug}`);
      expect(await todayText(page)).toBe(todayLine(hoursOf(location), new Date(), 'Australia/Sydney'));
      expect(await footer.locator('.dealer-details').innerText()).toBe('Dealer licence MD 12345, ABN 51 824 753 556');
      const social = footer.getByRole('list', { name: 'Harbour Toyota on social media' });
      expect(await social.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
        'https://www.facebook.com/harbourtoyota',
        'https://www.instagram.com/harbourtoyota',
        'https://www.youtube.com/@harbourtoyota',
      ]);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("today is the dealer's day: 01:30 Saturday in Sydney is still Friday for a shopper in Los Angeles", async () => {
    const location = primary('harbour-toyota');
    const context = await browser.newContext({ viewport: PHONE, timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-27T14:30:00Z') });
    await page.goto(`${siteUrl('harbour-toyota')}/`);
    const { week, specials } = hoursOf(location);
    const saturday = hoursOnDate(week, specials, '2026-11-28');
    expect(saturday.hours).not.toBe(hoursOnDate(week, specials, '2026-11-27').hours);
    expect(await todayText(page)).toBe(`Today: ${saturday.hours}${saturday.holiday ? ' (holiday hours)' : ''}`);
    await context.close();
  });

  it('a vehicle page (kept between nightly builds) computes today too; kiwi-motors: NZ registration, no social links', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const html = await (await fetch(`${siteUrl('kiwi-motors')}/search/new-used-and-demo-cars`)).text();
    const car = /href="(\/cars\/[^"]+)"/.exec(html)![1]!;
    await page.goto(`${siteUrl('kiwi-motors')}${car}`);
    const location = primary('kiwi-motors');
    expect(await todayText(page)).toBe(todayLine(hoursOf(location), new Date(), 'Pacific/Auckland'));
    const footer = page.getByRole('contentinfo');
    expect(await footer.locator('.dealer-details').innerText()).toContain('Motor vehicle trader registration M123456');
    expect(await footer.getByRole('list', { name: /on social media$/ }).count()).toBe(0);
    await page.close();
  });

  it('without JavaScript the week is there and no "today" is claimed; pages without islands load no script for it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${siteUrl('harbour-toyota')}/`);
    const footer = page.getByRole('contentinfo');
    expect(
      await footer
        .getByRole('table', { name: /^Opening hours of / })
        .getByRole('row')
        .count(),
    ).toBeGreaterThan(2);
    expect(await footer.locator('.site-footer__today').innerText()).toBe('');
    await context.close();

    const about = await (await fetch(`${siteUrl('harbour-toyota')}/about-us`)).text();
    expect(about).toContain('Opening hours of Harbour Toyota Artarmon');
    expect(about).not.toContain('<astro-island');
  });
});
