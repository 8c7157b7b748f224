// The search page before its island has hydrated (a slow phone, a slow network): its controls
// are disabled (the filters inert) until they can act. A filter ticked, a query typed or a sort
// chosen before then did nothing, and hydration then put the control back: the shopper's choice
// was silently lost. The island's script is held back to keep the page in that state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, siteUrl, waitForHydration, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';

const VIEWPORTS = {
  phone: { width: 412, height: 915 },
  desktop: { width: 1280, height: 900 },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Opens metro-motor-group's used-cars page with the search island's script held back, so the page
 * stays as the build wrote it until `release()`.
 */
async function openHeld(size: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[size],
    ...(size === 'phone' && { isMobile: true, hasTouch: true }),
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/SearchIsland\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${siteUrl('metro-motor-group')}/search/used-cars`, { waitUntil: 'domcontentloaded' });
  return { context, page, errors, release };
}

describe.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)('search before hydration (%s)', (size) => {
  it('the search box, sort and filters do nothing until the island hydrates, then a ticked make applies', async () => {
    const { context, page, errors, release } = await openHeld(size);

    const searchBox = page.getByRole('searchbox', { name: 'Search stock' });
    const sort = page.getByLabel('Sort by');
    const toyota = page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: /^Toyota \(/ });
    expect(await searchBox.isDisabled()).toBe(true);
    expect(await sort.isDisabled()).toBe(true);
    if (size === 'phone') {
      // The filters wait behind the Filters button; it takes a tap already (below).
      expect(await page.getByRole('button', { name: /^Filters/ }).isEnabled()).toBe(true);
    } else {
      // A click on a filter does nothing yet (it used to tick it, and hydration untick it).
      const unready = page.locator('.search-filters__content label', { hasText: /^Toyota \(/ });
      await unready.scrollIntoViewIfNeeded();
      const box = (await unready.boundingBox())!;
      await page.mouse.click(box.x + 10, box.y + box.height / 2);
      expect(await unready.locator('input').isChecked()).toBe(false);
      expect(page.url()).toMatch(/\/search\/used-cars$/);
    }
    // The results and their links work already: nothing around them is inert.
    expect(
      await page
        .locator('.search-results article a')
        .first()
        .evaluate((a) => a.closest('[inert]')),
    ).toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    release();
    await waitForHydration(page);
    expect(await searchBox.isEnabled()).toBe(true);
    expect(await sort.isEnabled()).toBe(true);
    if (size === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
    await toyota.check();
    await page.waitForURL((url) => url.pathname === '/search/toyota');
    expect(await toyota.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(size === 'phone')('a tap on Filters before hydration opens the filters once the island runs', async () => {
    const { context, page, errors, release } = await openHeld(size);
    const button = page.getByRole('button', { name: /^Filters/ });
    const box = (await button.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Nothing to show yet: the drawer needs the island.
    expect(await page.getByRole('dialog', { name: 'Filters' }).count()).toBe(0);
    release();
    await waitForHydration(page);
    // No second tap: the kept one opens the dialog, focus on Close.
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Later taps are React's: open, close.
    await button.tap();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('no island code runs before the shopper acts; a first tap on a control that waits for it is given to it', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS[size],
      ...(size === 'phone' && { isMobile: true, hasTouch: true }),
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const island: string[] = [];
    page.on('request', (r) => {
      if (/\/SearchIsland\.[^/]*\.js$/.test(r.url())) island.push(r.url());
    });
    await page.goto(`${siteUrl('metro-motor-group')}/search/used-cars`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    // The page as the build wrote it (client:intent): its cards and links, and no search code yet.
    expect(island).toEqual([]);
    expect(await page.locator('astro-island[component-url*="/SearchIsland."][ssr]').count()).toBe(1);
    if (size === 'phone') {
      // The search box is disabled until then: the tap on it is kept, and focuses it once it acts.
      const searchBox = page.getByRole('searchbox', { name: 'Search stock' });
      const box = (await searchBox.boundingBox())!;
      await page.touchscreen.tap(box.x + 10, box.y + box.height / 2);
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search', null, {
        timeout: 15_000,
      });
      expect(await searchBox.isEnabled()).toBe(true);
      await page.keyboard.type('camry');
      await page.waitForURL((url) => url.search.includes('query=camry'));
    } else {
      // The first click on a make (inert until then) ticks it once the island has hydrated.
      const label = page.locator('.search-filters__content label', { hasText: /^Toyota \(/ });
      await label.scrollIntoViewIfNeeded();
      const box = (await label.boundingBox())!;
      await page.mouse.click(box.x + 10, box.y + box.height / 2);
      await page.waitForURL((url) => url.pathname === '/search/toyota', { timeout: 15_000 });
      const toyota = page.getByRole('group', { name: 'Make' }).getByRole('checkbox', { name: /^Toyota \(/ });
      await expect.poll(() => toyota.isChecked(), { timeout: 10_000 }).toBe(true);
    }
    expect(island).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a keyboard shopper: the first Tab hydrates the island, and Tab reaches the search box ready', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[size] });
    const page = await context.newPage();
    await page.goto(`${siteUrl('metro-motor-group')}/search/used-cars`, { waitUntil: 'load' });
    await page.keyboard.press('Tab');
    await page.locator('.filters-button[data-ready]').waitFor({ state: 'attached', timeout: 15_000 });
    const searchBox = page.getByRole('searchbox', { name: 'Search stock' });
    for (let i = 0; i < 60 && !(await searchBox.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await searchBox.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it.runIf(size === 'phone')('without JavaScript a phone shows the results and no Filters button', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${siteUrl('metro-motor-group')}/search/used-cars`);
    expect(await page.locator('.search-results article').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    await context.close();
  });

  it('the Popular makes list is in the page before hydration, the same size after; choosing one shows that make', async () => {
    const { context, page, errors, release } = await openHeld(size);
    // Read from the DOM: on a phone the list waits in the closed Filters drawer.
    const popular = () =>
      page.locator('.popular-makes select').evaluate((select: HTMLSelectElement) => ({
        options: [...select.options].map((o) => o.text),
        width: select.getBoundingClientRect().width,
      }));
    const before = await popular();
    // metro-motor-group lists its 20 most stocked makes (popular_makes), most first, with counts.
    expect(before.options[0]).toBe('All makes');
    expect(before.options).toHaveLength(21);
    const counts = before.options.slice(1).map((o) => Number(/\(([\d,]+)\)$/.exec(o)?.[1]?.replace(',', '')));
    expect(counts.every((c) => c > 0)).toBe(true);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    release();
    await waitForHydration(page);
    // Hydration changes nothing: the select used to hold 'All makes' alone until then, and grow.
    expect(await popular()).toEqual(before);

    if (size === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
    const second = before.options[2]!;
    await page.getByLabel('Popular makes').selectOption({ label: second });
    const make = second.replace(/ \([\d,]+\)$/, '');
    await page.waitForURL((url) => url.pathname === `/search/${make.toLowerCase().replaceAll(' ', '-')}`);
    expect(
      await page
        .getByRole('group', { name: 'Make' })
        .getByRole('checkbox', { name: new RegExp(`^${make} \\(`) })
        .isChecked(),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
