/**
 * Text fields on a phone: Safari on iPhone zooms the page into a field under 16 px when it gets
 * focus, so every text input, select and textarea is at least 16 px at 412x915, on every tenant
 * (both templates) and every page with fields: the search page with its filters drawer open,
 * the locator, and the lead forms; and a placeholder is not cut off by its field.
 */
import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, waitForHydration } from './browser.ts';
import { E2E_TENANTS, type E2eTenant } from './tenants.ts';
import { PHONE } from '../../scripts/bench/browser-js.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  '/',
  '/dealerships',
  '/contact',
  '/trade-in',
  '/sell-my-car',
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/book-test-drive',
  '/careers',
  '/compare',
  '/sign-in',
] as const;

/** The pages with fields the tenant has, and one of its car pages. */
function pagesOf(slug: E2eTenant): string[] {
  const dist = `dist/${slug}`;
  const pages: string[] = PAGES.filter((p) => p === '/' || existsSync(`${dist}${p}.html`));
  const car = readdirSync(`${dist}/cars`).find((f) => f.endsWith('.html'));
  if (car) pages.push(`/cars/${car.replace(/\.html$/, '')}`);
  return pages;
}

/** Every text field on the page under 16 px: 'path name-or-tag: size'. */
function smallFields(page: Page, path: string): Promise<string[]> {
  return page.evaluate((where) => {
    const notText = new Set([
      'checkbox',
      'radio',
      'range',
      'button',
      'submit',
      'reset',
      'image',
      'file',
      'color',
      'hidden',
    ]);
    const fields = [...document.querySelectorAll<HTMLElement>('input, select, textarea')].filter(
      (el) => !(el instanceof HTMLInputElement && notText.has(el.type)) && el.checkVisibility(),
    );
    return fields
      .map((el) => ({ el, size: parseFloat(getComputedStyle(el).fontSize) }))
      .filter((f) => f.size < 16)
      .map(
        (f) =>
          `${where} ${f.el.getAttribute('name') ?? f.el.getAttribute('aria-label') ?? f.el.id ?? f.el.tagName}: ${f.size.toFixed(1)}px`,
      );
  }, path);
}

/** Every visible placeholder cut off by its field: 'path name: text'. */
function cutPlaceholders(page: Page, path: string): Promise<string[]> {
  return page.evaluate((where) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((el) => el.checkVisibility() && el.value === '')
      .filter((el) => {
        const cs = getComputedStyle(el);
        ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        return ctx.measureText(el.placeholder).width > room + 1;
      })
      .map((el) => `${where} ${el.name || el.id}: ${el.placeholder}`);
  }, path);
}

async function visibleFields(page: Page): Promise<number> {
  return page.locator('input:visible, select:visible, textarea:visible').count();
}

describe.each(E2E_TENANTS)('%s text fields on a phone', (slug) => {
  it('every visible text field is at least 16 px and shows its placeholder whole, the filters drawer open', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const small: string[] = [];
    const cut: string[] = [];
    let seen = 0;
    for (const path of pagesOf(slug)) {
      await page.goto(siteUrl(slug) + path);
      await waitForHydration(page);
      // A page gated by sign-in sends an anonymous shopper to /sign-in once its island hydrates;
      // that page's own fields are walked as /sign-in.
      await page.waitForLoadState('networkidle');
      if (new URL(page.url()).pathname !== path) continue;
      seen += await visibleFields(page);
      small.push(...(await smallFields(page, path)));
      cut.push(...(await cutPlaceholders(page, path)));
    }
    // The search page, its filters in the drawer.
    await page.goto(`${siteUrl(slug)}/search/used-cars`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    expect(await drawer.locator('input:visible, select:visible').count()).toBeGreaterThan(0);
    small.push(...(await smallFields(page, '/search (filters)')));
    // The locator's field and the forms were there to be measured.
    expect(seen).toBeGreaterThan(20);
    expect(small).toEqual([]);
    expect(cut).toEqual([]);
    await context.close();
  });
});
