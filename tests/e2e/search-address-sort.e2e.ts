// A search page opened by its address with more than the prebuilt page holds (SPEC.md §2: a
// shared URL with a sort and a page). The server HTML of /search/used-cars/page/2 is the
// Featured order; with ?sortBy=price-asc the shopper must never see those cards as if they
// were the sorted result, from the first frame until the island's answer (docs/decisions.md
// "A page opened with more than it was prebuilt for"). With a filter in the address, the
// prebuilt page's count is not shown as the count of the filtered search either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, waitForHydration, waitForSearchAnswer, watchErrors } from './browser.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { priceSortValue } from '../../src/core/vehicle/price.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const prices = new Map(
  readSnapshot('metro-motor-group')!.collections.cars.map((c) => [c.id, priceSortValue(c)] as const),
);
const PATH = '/search/used-cars/page/2';

/** The cards of the server HTML, in order (what a browser paints before any script). */
async function prebuiltIds(path: string): Promise<number[]> {
  const html = await (await fetch(siteUrl('metro-motor-group') + path)).text();
  const list = html.slice(html.indexOf('aria-label="Search results"'));
  return [...list.matchAll(/data-car-id="(\d+)"/g)].map((m) => Number(m[1]));
}

interface Frame {
  /** The result cards a shopper can see (rendered, not hidden). */
  ids: number[];
  /** What the sort menu says. */
  sort: string;
  /** The result count a shopper can see ('' while it is hidden). */
  count: string;
  /** Before DOMContentLoaded: the page's own scripts had not run yet. */
  parsing: boolean;
}

/** Records, every frame from the first, what the results show; each change once. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    (window as unknown as { __frames: Frame[] }).__frames = frames;
    let last = '';
    let loaded = false;
    document.addEventListener('DOMContentLoaded', () => (loaded = true));
    const sample = () => {
      const ids = [...document.querySelectorAll('.search-results article')]
        .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((el) => Number(el.getAttribute('data-car-id')));
      const select = document.querySelector<HTMLSelectElement>('.search-toolbar select');
      const sort = select?.selectedOptions[0]?.textContent ?? '';
      const parsing = !loaded;
      const count = document.querySelector<HTMLElement>('.search-page__count')?.innerText ?? '';
      const key = JSON.stringify([ids, sort, parsing, count]);
      if (key !== last) {
        last = key;
        frames.push({ ids, sort, parsing, count });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
const shownIds = (page: Page) =>
  page
    .locator('.search-results article')
    .evaluateAll((els) =>
      els
        .filter((el) => el.checkVisibility({ visibilityProperty: true }))
        .map((el) => Number(el.getAttribute('data-car-id'))),
    );

describe('a search page opened by its address with a sort, a page or a filter', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'shows no Featured-order card as the sorted result, only the sorted answer (%s)',
    async (_n, viewport) => {
      const featured = await prebuiltIds(PATH);
      expect(featured).toHaveLength(21);
      const page = await browser.newPage({ viewport });
      const errors = watchErrors(page);
      await recordFrames(page);
      await page.goto(`${siteUrl('metro-motor-group')}${PATH}?sortBy=price-asc`);
      // The sorted answer: page 2 of the used cars by price, lowest first.
      await expect
        .poll(async () => {
          const ids = await shownIds(page);
          const p = ids.map((id) => prices.get(id) ?? null);
          return ids.length === 21 && p.every((v, i) => v !== null && (i === 0 || p[i - 1]! <= v));
        })
        .toBe(true);
      const sorted = await shownIds(page);
      expect(sorted).not.toEqual(featured);
      const seen = (await frames(page)).filter((f) => f.ids.length > 0);
      expect(seen.length).toBeGreaterThan(0);
      for (const frame of seen) {
        if (frame.parsing) {
          // While the HTML is still arriving (no script can run before it under the site's CSP),
          // the prebuilt cards are what the server page says they are: Featured, as its menu says.
          expect(frame.sort).toBe('Featured');
          expect(featured.slice(0, frame.ids.length)).toEqual(frame.ids);
        } else {
          // From then on only the sorted answer is on screen: no frame of the prebuilt Featured page.
          expect(frame.ids).toEqual(sorted);
          expect(frame.sort).toBe('Price (Low to High)');
        }
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('a filter in the address: the prebuilt count is never shown as its count (%s)', async (_n, viewport) => {
    const path = '/search/used-cars';
    const html = await (await fetch(siteUrl('metro-motor-group') + path)).text();
    const prebuiltCount = /class="search-page__count"[^>]*>([^<]+)</.exec(html)![1]!.trim();
    const page = await browser.newPage({ viewport });
    const errors = watchErrors(page);
    await recordFrames(page);
    await page.goto(`${siteUrl('metro-motor-group')}${path}?range%5Bprice%5D=%3A20000`);
    await waitForSearchAnswer(page);
    const answer = await page.locator('.search-page__count').innerText();
    expect(answer).toMatch(/^\d[\d,]* vehicles?$/);
    expect(answer).not.toBe(prebuiltCount);
    for (const frame of await frames(page)) {
      // While the HTML arrives the server page's count is its own; from then on the shopper sees
      // the address's answer or nothing, never the unfiltered page's number as if it were the answer.
      if (!frame.parsing) expect([answer, '']).toContain(frame.count);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the prebuilt page itself (no sort in its address) shows its cards from the first frame (phone)', async () => {
    const featured = await prebuiltIds(PATH);
    const page = await browser.newPage({ viewport: PHONE });
    await recordFrames(page);
    await page.goto(`${siteUrl('metro-motor-group')}${PATH}?utm_source=mail`, { waitUntil: 'load' });
    await waitForHydration(page);
    const seen = (await frames(page)).filter((f) => f.ids.length > 0);
    // Cards appear as the HTML arrives, each frame a longer start of the same page, never hidden.
    expect(seen.length).toBeGreaterThan(0);
    for (const frame of seen) expect(featured.slice(0, frame.ids.length)).toEqual(frame.ids);
    expect(seen.at(-1)!.ids).toEqual(featured);
    expect(await shownIds(page)).toEqual(featured);
    await page.close();
  });

  it('without JavaScript the prebuilt cards stay shown as they are', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl('metro-motor-group')}${PATH}?sortBy=price-asc`);
    expect(await shownIds(page)).toEqual(await prebuiltIds(PATH));
    await context.close();
  });
});
