// Today's hours and the open-now status on location cards (home, footer, locator), computed in the
// browser for the dealer's time zone, and home pages that hydrate without a mismatch. WebKitGTK on
// Debian's ICU 72 formats en-CA dates as "12/02/2026" where Node gives "2026-12-02"; the pages
// below run with that pattern simulated (formatToParts is left alone), a shopper's clock and time
// zone unlike the build's, and any React hydration error fails the test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import type { E2eTenant } from './tenants.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { buildNow } from './clock.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** An older ICU's en-CA short date: 'MM/DD/YYYY' from format(), parts unchanged. */
function simulateOlderIcu(): void {
  const proto = Intl.DateTimeFormat.prototype;
  const getter = Object.getOwnPropertyDescriptor(proto, 'format')!.get!;
  Object.defineProperty(proto, 'format', {
    configurable: true,
    get(this: Intl.DateTimeFormat) {
      const format = getter.call(this) as (d?: Date | number) => string;
      if (!this.resolvedOptions().locale.startsWith('en-CA')) return format;
      return (d?: Date | number) => format(d).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
    },
  });
}

/** A page at a shopper's instant, in Los Angeles (far from the dealer), with the older ICU's dates. */
async function shopperPage(viewport: { width: number; height: number }, time: string) {
  const context: BrowserContext = await browser.newContext({ viewport, timezoneId: 'America/Los_Angeles' });
  await context.addInitScript(simulateOlderIcu);
  const page = await context.newPage();
  await page.clock.install({ time: new Date(time) });
  return { context, page, errors: watchErrors(page) };
}

const hydrationErrors = (errors: string[]) =>
  errors.filter((e) => /#418|#423|#425|Hydration|hydrat|did not match|didn't match/i.test(e));

async function homeCards(page: Page, site: E2eTenant, errors: string[]) {
  await page.goto(`${siteUrl(site)}/`);
  const region = page.getByRole('region', { name: 'Our Locations' });
  await region.scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr]) .home-locations').waitFor();
  // React reports a mismatch once it has hydrated the island: give it a moment (real time).
  await page.waitForTimeout(300);
  expect(hydrationErrors(errors)).toEqual([]);
  const status = region.locator('.home-locations__status').first();
  await expect.poll(() => status.innerText()).not.toBe('');
  return region;
}

describe('opening status', () => {
  it('harbour-toyota home, Thursday 10:10 in Sydney: right hours, open now, no hydration mismatch (phone and desktop)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      // 2026-12-02T23:10Z: Thursday 3 Dec, 10:10 AEDT; still Wednesday afternoon in Los Angeles.
      const { context, page, errors } = await shopperPage(viewport, '2026-12-02T23:10:00Z');
      const region = await homeCards(page, 'harbour-toyota', errors);
      expect(await region.locator('.home-locations__today').allInnerTexts()).toEqual([
        'Today: 8:30am - 9:00pm',
        'Today: 7:30am - 5:00pm',
      ]);
      expect(await region.locator('.home-locations__status').allInnerTexts()).toEqual([
        'Open now, closes 9:00pm',
        'Open now, closes 5:00pm',
      ]);
      // The footer's primary location, on the same page.
      const footer = page.locator('footer.site-footer');
      await footer.locator('.site-footer__today').scrollIntoViewIfNeeded();
      await expect.poll(() => footer.locator('.site-footer__status').innerText()).toBe('Open now, closes 9:00pm');
      expect(await footer.locator('.site-footer__today').innerText()).toBe('Today: 8:30am - 9:00pm');
      await page.getByRole('region', { name: 'What Our Customers Say' }).scrollIntoViewIfNeeded();
      await page.locator('astro-island:not([ssr]) .reviews').first().waitFor();
      expect(hydrationErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it('metro-motor-group home, Saturday 6pm: closed, opens Monday; a VIC location opens Sunday (phone)', async () => {
    // 2026-12-05T07:00Z: Saturday 5 Dec, 18:00 AEDT.
    const { context, page, errors } = await shopperPage(PHONE, '2026-12-05T07:00:00Z');
    const region = await homeCards(page, 'metro-motor-group', errors);
    const parramatta = region.getByRole('listitem').filter({ hasText: 'Metro Toyota Parramatta' });
    expect(await parramatta.locator('.home-locations__status').innerText()).toBe('Closed, opens 8:30am Mon');
    // Ringwood (VIC) opens on Sundays, 10:00am.
    const ringwood = region.getByRole('listitem').filter({ hasText: 'Metro Hyundai Ringwood' });
    expect(await ringwood.locator('.home-locations__status').innerText()).toBe('Closed, opens 10:00am Sun');
    expect(hydrationErrors(errors)).toEqual([]);
    await context.close();
  });

  it("the locator's status follows the clock: open at 4:59pm, closed once 5:30pm has passed (kiwi-motors, Auckland, phone)", async () => {
    // 2026-12-02T03:59Z: Wednesday 2 Dec, 16:59 NZDT (+13).
    const { context, page, errors } = await shopperPage(PHONE, '2026-12-02T03:59:00Z');
    await page.goto(`${siteUrl('kiwi-motors')}/dealerships`);
    const card = page.getByRole('article', { name: 'Kiwi Motors Wellington' });
    const status = card.locator('.location-card__status');
    await expect.poll(() => status.innerText()).toBe('Open now, closes 5:30pm');
    expect(await card.locator('.location-card__today').innerText()).toBe('Today: 8:30am - 5:30pm');
    await page.clock.runFor(35 * 60_000);
    await expect.poll(() => status.innerText()).toBe('Closed, opens 8:30am Thu');
    expect(hydrationErrors(errors)).toEqual([]);
    await context.close();
  });

  it("a holiday replaces the day's hours: Ringwood (VIC) closed on its holiday, opening the next day (phone)", async () => {
    // The sample data closes the VIC locations two days after the pull; its date moves with the build.
    const ringwood = readSnapshot('metro-motor-group')!.collections.locations.find(
      (l) => l.name === 'Metro Hyundai Ringwood',
    )!;
    const built = buildNow().toISOString().slice(0, 10);
    const holiday = ringwood.special_hours!.find((s) => s.status === 'Closed' && s.date.slice(0, 10) > built)!;
    const date = holiday.date.slice(0, 10);
    // 01:00Z is late morning in Melbourne on that date, with or without DST.
    const { context, page, errors } = await shopperPage(PHONE, `${date}T01:00:00Z`);
    const region = await homeCards(page, 'metro-motor-group', errors);
    const card = region.getByRole('listitem').filter({ hasText: 'Metro Hyundai Ringwood' });
    expect(await card.locator('.home-locations__today').innerText()).toBe('Today: Closed (holiday hours)');
    // Ringwood opens 10:00am on Sundays and 9:00am on other days.
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][next.getUTCDay()]!;
    expect(await card.locator('.home-locations__status').innerText()).toBe(
      `Closed, opens ${day === 'Sun' ? '10:00am' : '9:00am'} ${day}`,
    );
    await context.close();
  });

  it('/contact lists every location: phone, email, address, today, open-now status and a map link (360, 412 and 1280)', async () => {
    for (const viewport of [{ width: 360, height: 800 }, PHONE, DESKTOP]) {
      // Wednesday 2 Dec 2026, 10:10 in Sydney.
      const { context, page, errors } = await shopperPage(viewport, '2026-12-01T23:10:00Z');
      await page.goto(`${siteUrl('metro-motor-group')}/contact`);
      const list = page.getByRole('region', { name: 'Our locations' });
      const card = list
        .locator('.contact-locations__card')
        .filter({ has: page.getByRole('link', { name: 'Metro Toyota Parramatta', exact: true }) });
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.locator('.location-today__status').innerText()).toBe('Open now, closes 5:30pm');
      expect(await card.locator('.location-today__today').innerText()).toBe('Today: 8:30am - 5:30pm');
      expect(await card.locator('address').innerText()).toContain('Parramatta');
      expect(await card.getByRole('link', { name: /^\+?[\d ()]+$/ }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
      expect(await card.getByRole('link', { name: /@metromotorgroup\.com\.au$/ }).getAttribute('href')).toBe(
        'mailto:metro-toyota-parramatta@metromotorgroup.com.au',
      );
      const map = new URL((await card.getByRole('link', { name: /^View on map/ }).getAttribute('href'))!);
      expect(`${map.origin}${map.pathname}`).toBe('https://www.google.com/maps/search/');
      expect(map.searchParams.get('query')).toContain('Metro Toyota Parramatta');
      // Every listed location has its card; nothing is wider than the screen.
      expect(await list.locator('.contact-locations__card').count()).toBeGreaterThan(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
