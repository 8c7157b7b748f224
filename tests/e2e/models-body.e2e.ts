/**
 * The model range's body choice (SPEC.md §2 '/models?body={body}'; issue 21 item 5) in Chromium
 * at phone and desktop size: the address's choice shows only that body's models, a body button
 * writes ?body= without a reload, All shows the range again, and without JavaScript the buttons
 * are links to their groups with the whole range on the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const visibleGroups = (page: Page) => page.locator('section[data-body-group]:visible h2').allTextContents();
const bodies = (page: Page) => page.getByRole('navigation', { name: 'Body types' });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('models by body (%s)', (_size, viewport) => {
  it('shows the body the address names, and a body button changes it without a reload', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(new URL('/models?body=SUV', siteUrl('harbour-toyota')).href);
    await page.waitForLoadState('load');
    expect(await visibleGroups(page)).toEqual(['SUV']);
    expect(await bodies(page).getByRole('link', { name: 'SUV' }).getAttribute('aria-current')).toBe('true');

    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await bodies(page).getByRole('link', { name: 'Hatch' }).click();
    await page.waitForURL(/\/models\?body=Hatch$/);
    expect(await visibleGroups(page)).toEqual(['Hatch']);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.locator('section[data-body-group="Hatch"] a').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    await bodies(page).getByRole('link', { name: 'All' }).click();
    await page.waitForURL(/\/models$/);
    expect((await visibleGroups(page)).length).toBeGreaterThan(3);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, the range is whole and a body button jumps to its group', async () => {
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(new URL('/models?body=SUV', siteUrl('harbour-toyota')).href);
    const all = await visibleGroups(page);
    expect(all.length).toBeGreaterThan(3);
    await bodies(page).getByRole('link', { name: 'Hatch' }).click();
    await page.waitForURL(/\/models\?body=Hatch#body-hatch$/);
    expect(await visibleGroups(page)).toEqual(all);
    await context.close();
  });
});
