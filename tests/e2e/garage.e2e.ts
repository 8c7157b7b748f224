/**
 * Favourites, compare and watchlist in Chromium against the built tenants and
 * the real local platform API: a favourite from search results is on
 * /my-garage after a reload; two compared cars are side by side on /compare;
 * on kiwi-motors Save sends a signed-out shopper to sign-in, then saves (toast,
 * row in the API database), the vehicle page shows it saved and removes it
 * ('Car Removed'); /compare, /my-garage and /watchlist are axe clean.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { apiDbPath, restartApi, stopApi } from './helpers/platform-api.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import type { E2eTenant } from './tenants.ts';
import { WATCHLIST_NETWORK_MESSAGE } from '../../src/core/watchlist.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function watchlistRows(site: string): Array<Record<string, unknown>> {
  const db = new DatabaseSync(apiDbPath(), { readOnly: true });
  try {
    return db.prepare('SELECT phone_number, car_id FROM watchlist WHERE site = ?').all(site) as Array<
      Record<string, unknown>
    >;
  } finally {
    db.close();
  }
}

async function open(slug: E2eTenant, path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(new URL(path, siteUrl(slug)).href);
  return { page, errors };
}

async function hydrated(page: Page, island: string) {
  // Islands that hydrate on intent (the search island) do as the shopper's pointer over them.
  await page.locator(`astro-island[component-url*="${island}"]`).first().dispatchEvent('pointerover');
  await page.waitForSelector(`astro-island[component-url*="${island}"]:not([ssr])`, { state: 'attached' });
}

async function signInAs(page: Page, name: string, phone: string) {
  await hydrated(page, 'SignInForm');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The nth available result card (one with View Details): its id and title. */
async function availableCard(page: Page, nth: number) {
  const card = page.locator('article.result-card', { has: page.getByRole('link', { name: 'View Details' }) }).nth(nth);
  const id = await card.getAttribute('data-car-id');
  // The card title without its badge line: '{year} {make} {model}', the name the tools store.
  const title = await card.locator('.result-card__title a').evaluate((a) => a.firstChild?.textContent ?? '');
  return { card, id: Number(id), title: title.trim() };
}

describe('favourites and compare (metro-motor-group)', () => {
  it('a favourite from the search results is on /my-garage after signing in and reloading', async () => {
    const { page, errors } = await open('metro-motor-group', '/search/used-cars');
    await hydrated(page, 'SearchIsland');
    const { card, id } = await availableCard(page, 0);
    const toggle = card.getByRole('button', { name: /Save to favourites/ });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await card.getByRole('button', { name: /Saved to favourites/ }).waitFor();
    const slug = (await card.getByRole('link', { name: 'View Details' }).getAttribute('href'))!;
    // Leave once the page's own requests are done (a navigation would cancel them).
    await page.waitForLoadState('networkidle');
    await page.goto(new URL('/my-garage', siteUrl('metro-motor-group')).href);
    await page.waitForURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage/);
    await signInAs(page, 'Gary Garage', '0412 345 678');
    await page.waitForURL(/\/my-garage$/);
    const favourites = page.getByRole('list', { name: 'Favourites' });
    await favourites.waitFor();
    await page.reload();
    await favourites.waitFor();
    expect(await favourites.locator(`[data-car-id="${id}"] a`).getAttribute('href')).toBe(slug);
    expect(await axeViolations(page)).toEqual([]);

    // Back on search, the stored favourite shows pressed after hydration.
    await page.goto(new URL('/search/used-cars', siteUrl('metro-motor-group')).href);
    await hydrated(page, 'SearchIsland');
    await page
      .locator(`article[data-car-id="${id}"]`)
      .getByRole('button', { name: /Saved to favourites/ })
      .waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('two compared cars are side by side on /compare', async () => {
    const { page, errors } = await open('metro-motor-group', '/search/used-cars');
    await hydrated(page, 'SearchIsland');
    const first = await availableCard(page, 0);
    const second = await availableCard(page, 1);
    await first.card.getByRole('button', { name: /Compare/ }).click();
    await second.card.getByRole('button', { name: /Compare/ }).click();
    expect(await second.card.getByRole('button', { name: /Compare/ }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Compare (2)' }).click();
    await page.waitForURL(/\/compare$/);
    const table = page.getByRole('main').getByRole('table');
    await table.waitFor();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toHaveLength(2);
    expect(headers[0]).toContain(first.title);
    expect(headers[1]).toContain(second.title);
    const priceRow = await table
      .locator('tbody tr', { has: page.getByRole('rowheader', { name: 'Price' }) })
      .locator('td')
      .allTextContents();
    expect(priceRow.every((p) => /^\$[\d,]+|Enquire for price\.|PREORDER/.test(p))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('watchlist (kiwi-motors)', () => {
  it('Save signs in first, then saves (toast, API row); the vehicle page removes it with Car Removed', async () => {
    const { page, errors } = await open('kiwi-motors', '/search/new-used-and-demo-cars');
    await hydrated(page, 'SearchIsland');
    const { card, id, title } = await availableCard(page, 0);
    await card.getByRole('button', { name: /Save to watchlist/ }).click();
    await page.waitForURL(/\/sign-in\?type=watchlist&redirect=%2Fsearch%2Fnew-used-and-demo-cars&back=/);
    expect(await axeViolations(page)).toEqual([]);
    await signInAs(page, 'Wendy Watcher', '021 555 4321');
    await page.waitForURL(/\/search\/new-used-and-demo-cars$/);
    await hydrated(page, 'SearchIsland');
    const again = page.locator(`article[data-car-id="${id}"]`);
    await again.getByRole('button', { name: /Save to watchlist/ }).click();
    const status = page.locator('.garage-toasts[role="status"]');
    await status.getByText('Car Saved In Watchlist').waitFor();
    expect(await status.textContent()).toContain(`${title} is now available in your watchlist`);
    expect(await status.getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist');
    await again.getByRole('button', { name: /Saved to watchlist/ }).waitFor();
    expect(watchlistRows('kiwi-motors')).toContainEqual({ phone_number: '021 555 4321', car_id: id });

    // The watchlist page lists it.
    await status.getByRole('link', { name: 'View List' }).click();
    await page.waitForURL(/\/watchlist$/);
    const list = page.getByRole('list', { name: 'Your watchlist' });
    await list.waitFor();
    const href = (await list.locator(`[data-car-id="${id}"] a`).getAttribute('href'))!;
    expect(await axeViolations(page)).toEqual([]);

    // The vehicle page shows it saved (sidebar) and records the view; removing says Car Removed.
    await page.waitForLoadState('networkidle');
    await page.goto(new URL(href, siteUrl('kiwi-motors')).href);
    const saved = page.locator('.vehicle__tools').getByRole('button', { name: 'Saved to watchlist' });
    await saved.waitFor();
    await saved.click();
    await page.locator('.garage-toasts').getByText('Car Removed').waitFor();
    await page.locator('.vehicle__tools').getByRole('button', { name: 'Save to watchlist' }).waitFor();
    expect(watchlistRows('kiwi-motors')).not.toContainEqual({ phone_number: '021 555 4321', car_id: id });
    await page.waitForLoadState('networkidle');
    await page.goto(new URL('/my-garage', siteUrl('kiwi-motors')).href);
    const viewed = page.getByRole('list', { name: 'Recently viewed cars' });
    await viewed.waitFor();
    expect(await viewed.locator(`[data-car-id="${id}"] a`).getAttribute('href')).toBe(href);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a network failure alerts a sentence a shopper understands, not the browser's text; the car is not saved (phone and desktop)", async () => {
    // The alert used to read the raw 'Failed to fetch'.
    for (const viewport of [PHONE, DESKTOP]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(new URL('/sign-in?type=watchlist&redirect=%2Fsearch%2Fused-cars', siteUrl('kiwi-motors')).href);
      await signInAs(page, 'Nora Network', '021 555 9876');
      await page.waitForURL(/\/search\/used-cars$/);
      await hydrated(page, 'SearchIsland');
      const { card, id } = await availableCard(page, 1);
      const href = (await card.getByRole('link', { name: 'View Details' }).getAttribute('href'))!;
      await page.waitForLoadState('networkidle');
      await page.goto(new URL(href, siteUrl('kiwi-motors')).href);
      const save = page.locator('.vehicle__tools').getByRole('button', { name: 'Save to watchlist' });
      // The save tools hydrate on the first pointer over them (client:intent).
      await save.hover();
      await hydrated(page, 'ShareSaveTools');
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      await stopApi();
      try {
        await save.click();
        await expect.poll(() => alerts.length, { timeout: 20_000 }).toBe(1);
      } finally {
        await restartApi();
      }
      expect(alerts[0]).toBe(WATCHLIST_NETWORK_MESSAGE);
      expect(alerts[0]).not.toMatch(/fetch/i);
      await page.locator('.vehicle__tools').getByRole('button', { name: 'Save to watchlist' }).waitFor();
      expect(watchlistRows('kiwi-motors')).not.toContainEqual({ phone_number: '021 555 9876', car_id: id });
      await context.close();
    }
  });
});
