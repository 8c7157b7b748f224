/**
 * Phone layout in Chromium against the built tenants: no page kind of any tenant scrolls
 * sideways at 360 or 412 px (the document is never wider than the window), with the compare
 * page holding three cars and the print page showing a car; the compare table scrolls inside
 * its own box with its row labels kept in view and a hint that more cars follow.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl } from './browser.ts';
import { E2E_TENANTS, type E2eTenant } from './tenants.ts';
import { COMPARE_STORAGE_KEY, type CompareEntry } from '../../src/features/compare/compare.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';

const WIDTHS = [360, 412] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '_astro' || name === 'map-tiles' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/**
 * One built page of each kind: every top-level page, and the first page of each route under a
 * folder (vehicle pages and their sub-routes, search landings by depth, models, locations...).
 */
function pageKinds(slug: E2eTenant): string[] {
  const root = `dist/${slug}`;
  const byKind = new Map<string, string>();
  for (const file of htmlFiles(root).sort()) {
    const parts = relative(root, file)
      .replace(/\.html$/, '')
      .split('/');
    const kind =
      parts.length === 1
        ? parts[0]!
        : parts[0] === 'cars' && parts.length > 2
          ? `cars/*/${parts.at(-1)}`
          : parts[0] === 'search' || parts[0] === 'cars' || parts[0] === 'models'
            ? `${parts[0]}/${parts.length}${parts.includes('page') ? '/page' : ''}`
            : `${parts.length > 2 ? parts[0] : '*'}/${parts.length}/${parts.at(-1) === 'overview' ? 'overview' : ''}`;
    if (!byKind.has(kind)) byKind.set(kind, `/${parts.join('/').replace(/(^|\/)index$/, '')}`);
  }
  return [...byKind.values()];
}

/** Three cars of the tenant as the compare list stores them (long names and prices first). */
function compareEntries(slug: E2eTenant): CompareEntry[] {
  const cars = readSnapshot(slug)!.collections.cars.filter((c) => typeof c.price === 'number' && c.price > 10);
  return cars.slice(0, 3).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: `${c.year} ${c.make} ${c.model}`,
    year: c.year,
    make: c.make,
    model: c.model,
    badge: c.badge ?? null,
    series: c.series ?? null,
    status: c.status ?? 'in_stock',
    price: c.price as number,
    offer_price: c.offer_price ?? null,
    before_price: c.before_price ?? null,
    subscription_price: c.subscription_price ?? null,
    preorder: c.preorder === true,
    price_type: c.price_type ?? null,
    km: c.km ?? null,
    simple_body: c.simple_body ?? null,
    simple_fuel: c.simple_fuel ?? null,
    simple_transmission: c.simple_transmission ?? null,
    simple_drive: c.simple_drive ?? null,
    colour: c.colour ?? null,
    seats: c.seats ?? null,
    doors: c.doors ?? null,
    location_name: c.location?.name ?? null,
    primary_image_url: c.primary_image_url ?? null,
    car_type: c.car_type,
  }));
}

async function phonePage(slug: E2eTenant, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 915 }, isMobile: true, hasTouch: true });
  // Three cars on the compare list before any page runs (the list is the browser's own).
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    COMPARE_STORAGE_KEY,
    JSON.stringify(compareEntries(slug)),
  ] as const);
  return context.newPage();
}

/**
 * How far the document is wider than the window, and the outermost parts that stick out. A phone
 * widens its layout viewport (innerWidth) to fit a too-wide page and shows it zoomed out, so the
 * width compared is the screen's, the lesser of innerWidth and the width the phone was given.
 */
async function sideways(page: Page): Promise<{ over: number; culprits: string[] }> {
  const screen = page.viewportSize()!.width;
  return page.evaluate((screen) => {
    const width = Math.min(window.innerWidth, screen);
    const over = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (over > 0) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const right = el.getBoundingClientRect().right;
        const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
        if (right > width + 1 && parent <= width + 1 && culprits.length < 3) {
          culprits.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(right)} px)`);
        }
      }
    }
    return { over, culprits };
  }, screen);
}

/**
 * The page's width once it has settled: islands hydrated that hydrate on load, and any redirect
 * (a gated page sends a signed-out shopper to sign-in) followed.
 */
async function settled(page: Page): Promise<{ over: number; culprits: string[] }> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForLoadState('load');
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      return await sideways(page);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('no page scrolls sideways on a phone', () => {
  for (const slug of E2E_TENANTS) {
    it(`${slug}: every page kind at 360 and 412 px`, { timeout: 600_000 }, async () => {
      const car = readSnapshot(slug)!.collections.cars[0]!;
      const paths = [...pageKinds(slug), `/print?car_id=${car.slug}`, '/compare'];
      const failures: string[] = [];
      for (const width of WIDTHS) {
        const page = await phonePage(slug, width);
        for (const path of paths) {
          const res = await page.goto(new URL(path, siteUrl(slug)).href, { waitUntil: 'load' });
          if (!res) continue;
          if (path.startsWith('/print')) await page.locator('.print-car, .print-missing').first().waitFor();
          if (path === '/compare' && res.ok()) await page.locator('.compare-table, .garage-page').first().waitFor();
          const { over, culprits } = await settled(page);
          if (over > 0) failures.push(`${width} px ${path}: ${over} px too wide; ${culprits.join(', ')}`);
        }
        await page.context().close();
      }
      expect(failures).toEqual([]);
    });
  }
});

describe('the compare table on a phone (412 px, three cars)', () => {
  it('scrolls in its own box; the row labels stay in view; a hint says more cars follow', async () => {
    const page = await phonePage('metro-motor-group', 412);
    await page.goto(new URL('/compare', siteUrl('metro-motor-group')).href);
    const wrap = page.getByRole('region', { name: 'Compared cars' });
    await wrap.locator('table').waitFor();
    expect((await sideways(page)).over).toBeLessThanOrEqual(0);
    // The table is wider than its box, which scrolls.
    const box = await wrap.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
    // More than one car's column is (at least partly) in view beside the labels.
    const heads = wrap.locator('thead th');
    expect(await heads.count()).toBe(3);
    const second = await heads.nth(1).boundingBox();
    expect(second!.x).toBeLessThan(412);
    // The hint is visible while cars are out of view.
    const hint = page.getByText(/Scroll sideways to see all 3 cars/);
    expect(await hint.isVisible()).toBe(true);
    // Scrolled to the last car, the Price label is still in view at the left of the box.
    await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.waitForTimeout(100);
    const wrapBox = (await wrap.boundingBox())!;
    const label = (await wrap.getByRole('rowheader', { name: 'Price' }).boundingBox())!;
    expect(label.x).toBeGreaterThanOrEqual(wrapBox.x - 1);
    expect(label.x + label.width).toBeLessThan(wrapBox.x + wrapBox.width / 2);
    await page.context().close();
  });
});

describe('the car PDF', () => {
  it('carries the primary photo and the dealer name and phone', { timeout: 120_000 }, async () => {
    const slug: E2eTenant = 'harbour-toyota';
    const car = readSnapshot(slug)!.collections.cars.find((c) => c.primary_image_url && c.location?.phone)!;
    const page = await phonePage(slug, 412);
    await page.goto(new URL(`/print?car_id=${car.slug}`, siteUrl(slug)).href);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await (await download).path();
    const bytes = readFileSync(file!);
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const raw = Buffer.from(await pdf.save({ useObjectStreams: false }));
    expect(raw.toString('latin1').includes('/Subtype /Image'), 'the PDF embeds an image').toBe(true);
    const text = pdfText(raw);
    expect(text).toContain(car.location!.name!);
    expect(text).toMatch(/Phone \d{2} \d{4} \d{4}/);
    await page.context().close();
  });
});

/** The text drawn on the PDF's pages: pdf-lib writes each line as a hex string shown with Tj, in deflated streams. */
function pdfText(raw: Buffer): string {
  const latin = raw.toString('latin1');
  const streams: string[] = [latin];
  for (const m of latin.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('endstream', start);
    try {
      streams.push(inflateSync(raw.subarray(start, end)).toString('latin1'));
    } catch {
      // not a deflated stream (an image)
    }
  }
  const lines: string[] = [];
  for (const m of streams.join('\n').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
    lines.push(Buffer.from(m[1]!, 'hex').toString('latin1'));
  return lines.join('\n');
}
