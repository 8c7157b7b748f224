import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium.ts';
import type { E2eTenant } from './tenants.ts';
import { STALE_RESULTS_ATTRIBUTE } from '../../src/features/search/stale-results.ts';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launch(): Promise<Browser> {
  return launchChromium();
}

/** Base URL of a served sample tenant. */
export function siteUrl(slug: E2eTenant): string {
  const url = inject('sites')[slug];
  if (!url) throw new Error(`tenant ${slug} is not served`);
  return url;
}

/**
 * Waits until the page's islands have hydrated. Astro drops an island's `ssr` attribute when it
 * hands the island to React, which may finish hydrating later; the search island marks its
 * Filters button ready (data-ready) only once React has hydrated it, so on a search page that is
 * what is waited for.
 * (Acting on the page between the two lost a tick of a filter in CI on a slow machine.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  if ((await page.locator('astro-island').count()) === 0) return;
  // Every island waits for the shopper (the vehicle page: client:intent, client:visible out of view): none will.
  const waitsForShopper = await page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].every((el) => {
      const client = el.getAttribute('client');
      // An island is display: contents: where it is, is where its first element is (none, or a
      // hidden one with an empty box: it never shows, so it never hydrates).
      const box = el.firstElementChild?.getBoundingClientRect();
      const shown = box && (box.width > 0 || box.height > 0);
      return client === 'intent' || (client === 'visible' && (!shown || box.top > window.innerHeight));
    }),
  );
  const search = page.locator('astro-island[component-url*="/SearchIsland."]');
  if (waitsForShopper && (await search.count()) === 0) return;
  // The search island hydrates on intent (client:intent): tests act as a shopper who has moved the
  // pointer over it.
  if ((await search.count()) > 0) await search.first().dispatchEvent('pointerover');
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  if ((await search.count()) > 0) {
    await page.locator('.filters-button[data-ready]').waitFor({ state: 'attached' });
  }
}

/**
 * Waits until a search page opened with more than it was prebuilt for (a filter, a sort or a
 * page in its address) shows the island's answer: until then its prebuilt cards and count are
 * placeholders (src/features/search/stale-results.ts).
 */
export async function waitForSearchAnswer(page: Page): Promise<void> {
  await page.waitForFunction((stale) => !document.documentElement.hasAttribute(stale), STALE_RESULTS_ATTRIBUTE, {
    timeout: 15_000,
  });
}

/**
 * Hydrates a client:intent island (src/integrations/client-intent) as the shopper's first pointer
 * over it does, and waits until it has. `component`: its file name ('VehicleMedia').
 */
export async function hydrateOnIntent(page: Page, component: string): Promise<void> {
  const selector = `astro-island[component-url*="/${component}."]`;
  await page.locator(selector).first().dispatchEvent('pointerover');
  await page.waitForSelector(`${selector}:not([ssr])`, { state: 'attached' });
}

/** Collects console errors and failed requests of a page, so tests can assert none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  // A request cancelled by leaving the page (net::ERR_ABORTED: an island's
  // script still loading when the test navigates on) is not a failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      errors.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  return errors;
}
