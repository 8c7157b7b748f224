// The home page that sells (SPEC.md §2 Home, Other; §9):
// hero slides, featured stock, Why Buy From Us, locations with today's
// hours, the sales counter and the feature banner, on a phone and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { listableLocations } from '../../src/core/locations.ts';
import { salesSoFar } from '../../src/core/sales-counter.ts';
import { loadSiteConfig } from '../../src/config/load.ts';

const HARBOUR_PER_DAY = loadSiteConfig('harbour-toyota').home.sales_per_day;
import { weekHoursTexts } from '../../src/core/opening-hours.ts';
import { todayLine } from '../../src/features/locations/today.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Sum of layout shifts so far (CLS as the page saw it, without input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

const hydrated = (page: Page, selector: string) =>
  page.locator(`astro-island:not([ssr]) ${selector}`).first().waitFor();

describe('home page', () => {
  it('harbour-toyota sells: slides, featured stock, 7-year warranty, reviews, hours, counter and banner (phone and desktop)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await page.goto(`${siteUrl('harbour-toyota')}/`);

      // Hero slides: the first is the LCP candidate and nothing moves while the islands hydrate.
      const hero = page.getByRole('region', { name: 'Highlights' });
      expect(await hero.getByRole('listitem').count()).toBe(3);
      expect(await hero.getByRole('link', { name: 'Find out more about Drive Away Today' }).getAttribute('href')).toBe(
        '/search/new-used-and-demo-cars',
      );
      await hydrated(page, '.hero-slides');
      await hero.getByRole('button', { name: 'Next slide' }).click();
      await expect
        .poll(() => hero.getByRole('button', { name: /Show slide 2/ }).getAttribute('aria-current'))
        .toBe('true');
      await hero.getByRole('button', { name: 'Previous slide' }).click();
      await expect
        .poll(() => hero.getByRole('button', { name: /Show slide 1/ }).getAttribute('aria-current'))
        .toBe('true');
      expect(await layoutShift(page)).toBeLessThan(0.02);

      // Featured stock: result cards with arrows.
      const featured = page.getByRole('region', { name: 'Featured Vehicles' });
      await featured.scrollIntoViewIfNeeded();
      await hydrated(page, '.card-carousel');
      expect(await featured.getByRole('article').count()).toBe(10);
      expect(await featured.getByRole('button', { name: 'Previous vehicles' }).isDisabled()).toBe(true);
      await featured.getByRole('button', { name: 'Next vehicles' }).click();
      await expect
        .poll(() => featured.locator('.card-carousel__track').evaluate((el) => el.scrollLeft))
        .toBeGreaterThan(200);
      await expect.poll(() => featured.getByRole('button', { name: 'Previous vehicles' }).isDisabled()).toBe(false);

      const why = page.getByRole('region', { name: 'Why Buy From Harbour Toyota' });
      expect(await why.getByRole('listitem').count()).toBe(4);
      expect(await why.innerText()).toContain('Eligible vehicles come with a 7-year warranty');

      // Sales counter: the core's count for the shopper's clock.
      await page.locator('.sales-counter').scrollIntoViewIfNeeded();
      const counter = page.locator('astro-island:not([ssr]) .sales-counter');
      await counter.waitFor();
      // The island moves from the build's figure to the shopper's clock on its first tick after hydrating.
      const sold = () =>
        counter
          .locator('strong')
          .innerText()
          .then((t) => Number(t.replace(/,/g, '')));
      await expect
        .poll(async () =>
          [salesSoFar(Date.now(), HARBOUR_PER_DAY), salesSoFar(Date.now() - 450_000, HARBOUR_PER_DAY)].includes(
            await sold(),
          ),
        )
        .toBe(true);
      expect(await counter.innerText()).toMatch(/^\d+ cars? sold today$/);

      // Locations with today's hours.
      const locationsRegion = page.getByRole('region', { name: 'Our Locations' });
      await locationsRegion.scrollIntoViewIfNeeded();
      await hydrated(page, '.home-locations');
      const locations = listableLocations(readSnapshot('harbour-toyota')!.collections.locations);
      const today = await locationsRegion.locator('.home-locations__today').allInnerTexts();
      expect(today).toEqual(
        locations.map((l) =>
          todayLine(
            { week: weekHoursTexts(l.contact_detail?.opening_hours ?? []), specials: [] },
            new Date(),
            'Australia/Sydney',
          ),
        ),
      );

      // Feature banner: real links.
      const banner = page.getByRole('region', { name: 'More from us' });
      expect(await banner.getByRole('link', { name: 'View offers' }).getAttribute('href')).toBe('/special-offers');
      expect(await banner.getByRole('link', { name: 'Book a service' }).getAttribute('href')).toBe(
        'https://www.toyota.com.au/service-booking',
      );
      expect(await banner.getByRole('link', { name: 'Sell your car' }).getAttribute('href')).toBe('/sell-my-car');

      await page.getByRole('region', { name: 'What Our Customers Say' }).scrollIntoViewIfNeeded();
      await hydrated(page, '.reviews');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("the sales counter counts the dealer's own rate in Brisbane time and refreshes every 150 s", async () => {
    // Harbour Toyota sells 6 a day (`home.sales_per_day`), not the spec's default 192: at 08:40 a
    // 250-car dealer shows 2, not 69.
    expect(HARBOUR_PER_DAY).toBe(6);
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // 08:40 in Brisbane (22:40 UTC the day before): 2 of 6 (one every 4 hours).
    await page.clock.install({ time: new Date('2026-11-24T22:40:00Z') });
    await page.goto(`${siteUrl('harbour-toyota')}/`);
    const count = page.locator('astro-island:not([ssr]) .sales-counter strong');
    await expect.poll(() => count.innerText()).toBe('2');
    // 11:59:00: 2; the refresh 150 s later (12:01:30) shows the sale counted at noon.
    await page.clock.setSystemTime(new Date('2026-11-25T01:59:00Z'));
    await page.clock.runFor(1_000);
    await page.clock.runFor(150_000);
    expect(await count.innerText()).toBe('3');
    await context.close();
  });

  it('metro-motor-group: the standard warranty and no sales counter (tenant default)', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${siteUrl('metro-motor-group')}/`);
    const why = page.getByRole('region', { name: 'Why Buy From Metro Motor Group' });
    expect(await why.innerText()).toContain('3-year standard warranty');
    expect(await page.locator('.sales-counter').count()).toBe(0);
    await page.close();
  });

  it('without JavaScript the slides, featured cars and locations are all there', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${siteUrl('harbour-toyota')}/`);
    expect(await page.getByRole('region', { name: 'Highlights' }).getByRole('listitem').count()).toBe(3);
    expect(await page.getByRole('region', { name: 'Featured Vehicles' }).getByRole('article').count()).toBe(10);
    // The locations are there; today's hours and the open-now status are the browser's to say
    // (a build-day "today" would go stale), so none is claimed.
    const locations = page.getByRole('region', { name: 'Our Locations' });
    expect(await locations.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await locations.getByText(/^Today: |^Open now|^Closed/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(false);
    await context.close();
  });
});
