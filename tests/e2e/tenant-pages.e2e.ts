/**
 * The tenants' own pages (sites/<slug>/pages/*.md) in Chromium, at phone and
 * desktop size: a partner page with its call to action and footer link, an ended promotion
 * that says so and leaves search results, and a gated branded page that sends an anonymous
 * shopper to sign in and shows its text after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import type { E2eTenant } from './tenants.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(slug: E2eTenant, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(new URL(path, siteUrl(slug)).href);
  return { page, errors };
}

const footerPages = (page: Page) => page.getByRole('region', { name: 'Offers & Partners' }).getByRole('link');

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('tenant pages (%s)', (_size, viewport) => {
  it('a partner page shows its text and call to action, and the footer lists it', async () => {
    const { page, errors } = await open('harbour-toyota', '/finance-and-insurance', viewport);
    await page.getByRole('heading', { level: 1, name: 'Finance and Insurance' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Extended warranty' }).count()).toBe(1);
    const cta = page.getByRole('link', { name: 'Apply for Finance' }).first();
    expect(await cta.getAttribute('href')).toBe('/apply-for-finance#finance-form');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await footerPages(page).allTextContents()).toEqual(['Finance and Insurance']);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an ended promotion says when it ended, keeps out of search results and out of the footer', async () => {
    const { page, errors } = await open('harbour-toyota', '/eofy', viewport);
    await page.getByText('This promotion ended on 15 June 2025.').waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    // No call to buy into an offer that ended.
    expect(await page.getByRole('link', { name: 'Browse New Cars' }).count()).toBe(0);
    expect(await footerPages(page).allTextContents()).not.toContain('End of Financial Year Sale');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a gated branded page sends an anonymous shopper to sign in, then shows its text', async () => {
    const { page, errors } = await open('metro-motor-group', '/mymotorama', viewport);
    await page.waitForURL(/\/sign-in\?type=my-garage&redirect=%2Fmymotorama/);
    await page.waitForSelector('astro-island[component-url*="SignInForm"]:not([ssr])', { state: 'attached' });
    await page.getByLabel('Name').fill('Mona Member');
    await page.getByLabel('Mobile Number').fill('0412 345 678');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/mymotorama$/);
    await page.getByRole('heading', { level: 2, name: 'Members’ offers' }).waitFor();
    expect(await page.getByText('10% off genuine accessories fitted at delivery.').count()).toBe(1);
    expect(await footerPages(page).allTextContents()).not.toContain('My Motorama');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

// The spec's partner and branded routes (SPEC.md §2), each on the sample tenant whose group has it.
describe('partner and branded pages at 412x915', () => {
  it('/neotek on metro reads as the dealer partner page, with its call to action and footer link', async () => {
    const { page, errors } = await open('metro-motor-group', '/neotek', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Neotek Paint and Interior Protection' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'What Neotek protects' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Ask About Neotek' }).first().getAttribute('href')).toBe('/contact');
    expect(await footerPages(page).allTextContents()).toContain('Neotek Paint and Interior Protection');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['metro-motor-group', '/myblinkr', 'Your Blinkr benefits'],
    ['harbour-toyota', '/myservco', 'Your service plan'],
    ['kiwi-motors', '/mybigboxcars', 'Your Big Box Cars benefits'],
  ] as const)('%s %s is a branded members page: sign in first, then its text', async (slug, path, heading) => {
    const { page, errors } = await open(slug, path, PHONE);
    await page.waitForURL(new RegExp(`/sign-in\\?type=my-garage&redirect=%2F${path.slice(1)}`));
    await page.waitForSelector('astro-island[component-url*="SignInForm"]:not([ssr])', { state: 'attached' });
    await page.getByLabel('Name').fill('Mona Member');
    await page.getByLabel('Mobile Number').fill('0412 345 678');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(new RegExp(`${path}$`));
    await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    expect((await footerPages(page).allTextContents()).some((t) => t.startsWith('My '))).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
