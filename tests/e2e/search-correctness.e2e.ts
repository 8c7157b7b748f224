// Search correctness in Chromium, on the built sample tenants: the
// heading, title, breadcrumb and canonical follow the state; body types and
// kinds of vehicle by their human names; ranges in order; counts that can be
// reached; page links that work without JavaScript; Show Me with nothing to
// show; price sorts with the cars without a price last. Layout-dependent
// checks run at phone size (412x915) and desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors, waitForHydration } from './browser.ts';
import { axeViolations } from './axe.ts';
import { buildNow } from './clock.ts';
import { featuredCardCount, stockCountOf } from './helpers/counts.ts';
import type { E2eTenant } from './tenants.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { isSoldHit } from '../../src/core/search/sold.ts';
import { priceSortValue } from '../../src/core/vehicle/price.ts';
import { canonicalBodyType } from '../../src/core/search/routing.ts';
import { stockOptionsOf } from '../../src/config/core-options.ts';

const VIEWPORTS = {
  phone: { width: 412, height: 915 },
  desktop: { width: 1280, height: 900 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

function stockOf(slug: E2eTenant) {
  const site = loadSiteConfig(slug);
  const snapshot = readSnapshot(slug)!;
  const locations = snapshot.collections.locations;
  const listed = snapshot.collections.cars.filter((car) => isListed(car, stockOptionsOf(site, locations), buildNow()));
  return { site, listed, byId: new Map(listed.map((car) => [car.id, car])) };
}

const metro = stockOf('metro-motor-group');
const vehicles = (n: number) => `${n.toLocaleString('en-AU')} vehicles`;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
  close: () => Promise<void>;
}

async function open(
  slug: E2eTenant,
  path: string,
  options: { viewport?: Viewport; javaScript?: boolean } = {},
): Promise<Opened> {
  const javaScript = options.javaScript ?? true;
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    javaScriptEnabled: javaScript,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(siteUrl(slug) + path);
  expect(response?.status()).toBe(200);
  if (javaScript) await waitForHydration(page);
  return { page, context, errors, close: () => context.close() };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const statusText = (page: Page) => page.locator('.search-page__count[role="status"]').textContent();
const cardIds = (page: Page) =>
  page.locator('.search-results article').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-car-id'))));
const crumbs = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .locator('li')
    .evaluateAll((els) =>
      els.map((li) => {
        const a = li.querySelector('a');
        return a ? `${a.textContent} <${a.getAttribute('href')}>` : (li.textContent ?? '');
      }),
    );
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return decodeURIComponent(url.pathname + url.search);
};
/** The filters: the desktop sidebar, or on a phone the drawer its Filters button opens. */
async function filters(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: /^Filters/ });
  if (!(await button.isVisible())) return page.getByRole('complementary', { name: 'Filters' });
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  if (!(await drawer.isVisible())) await button.click();
  return drawer;
}

describe('heading, title, breadcrumb and canonical follow the state the URL describes', () => {
  const base = metro.site.site_url.replace(/\/$/, '');

  it.each(Object.keys(VIEWPORTS) as Viewport[])(
    'unticking HiLux then Toyota on /search/toyota/hilux (%s)',
    async (viewport) => {
      const { page, errors, close } = await open('metro-motor-group', '/search/toyota/hilux', { viewport });
      expect(await heading(page)).toBe('Toyota HiLux for Sale');
      expect(await crumbs(page)).toEqual(['Home </>', 'Toyota </search/toyota>', 'Toyota HiLux for Sale']);

      await (
        await filters(page)
      )
        .getByRole('group', { name: 'Model' })
        .getByRole('checkbox', { name: /^HiLux \(/ })
        .uncheck();
      await page.waitForURL((url) => url.pathname === '/search/toyota');
      await poll(() => heading(page)).toBe('Toyota Cars for Sale');
      expect(await page.title()).toBe('Toyota Cars for Sale | Metro Motor Group');
      expect(await crumbs(page)).toEqual(['Home </>', 'Toyota Cars for Sale']);
      expect(await canonical(page)).toBe(`${base}/search/toyota`);

      await (
        await filters(page)
      )
        .getByRole('group', { name: 'Make' })
        .getByRole('checkbox', { name: /^Toyota \(/ })
        .uncheck();
      await page.waitForURL((url) => url.pathname === '/search/new-used-and-demo-cars');
      await poll(() => statusText(page)).toBe(vehicles(stockCountOf(metro.listed)));
      expect(await heading(page)).toBe('New, Used and Demo Cars for Sale');
      expect(await page.title()).toBe('New, Used and Demo Cars for Sale | Metro Motor Group');
      expect(await crumbs(page)).toEqual(['Home </>', 'New, Used and Demo Cars for Sale']);
      expect(await canonical(page)).toBe(`${base}/search/new-used-and-demo-cars`);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(
        `${base}/search/new-used-and-demo-cars`,
      );
      expect(await axeViolations(page)).toEqual([]);

      // Back: the HiLux page's names come back with its state.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/search/toyota');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/search/toyota/hilux');
      await poll(() => heading(page)).toBe('Toyota HiLux for Sale');
      expect(await page.title()).toBe('Toyota HiLux for Sale | Metro Motor Group');
      expect(await canonical(page)).toBe(`${base}/search/toyota/hilux`);
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('a filter beyond the path: the heading names it, the breadcrumb links the broader pages', async () => {
    const { page, close } = await open('metro-motor-group', '/search/used-cars');
    await (
      await filters(page)
    )
      .getByRole('group', { name: 'Make' })
      .getByRole('checkbox', { name: /^Toyota \(/ })
      .check();
    await page.waitForURL((url) => url.pathname === '/search/toyota');
    await poll(() => heading(page)).toBe('Used Toyota Cars for Sale');
    expect(await crumbs(page)).toEqual([
      'Home </>',
      'Used Cars </search/used-cars>',
      'Toyota </search/toyota>',
      'Used Toyota Cars for Sale',
    ]);
    expect(await canonical(page)).toBe(`${base}/search/toyota?refinementList[car_type][0]=used`);
    // A sort is the same results: the canonical URL leaves it out; a page gets its own title.
    await page.getByLabel('Sort by').selectOption({ label: 'Price (Low to High)' });
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'price-asc');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await poll(() => page.title()).toBe('Used Toyota Cars for Sale (Page 2) | Metro Motor Group');
    expect(await canonical(page)).toBe(`${base}/search/toyota?page=2&refinementList[car_type][0]=used`);
    await close();
  });
});

describe('body types and kinds of vehicle by their names', () => {
  it.each([
    ['/search/light-truck-cars', 'Light Trucks for Sale'],
    ['/search/hatch-cars', 'Hatch Cars for Sale'],
    ['/search/people-mover-cars', 'People Mover Cars for Sale'],
    ['/search/naked-cars', 'Naked Motorcycles for Sale'],
    ['/search/sport-cars', 'Sport Motorcycles for Sale'],
    ['/search/scooter-cars', 'Scooters for Sale'],
    ['/search/harley-davidson', 'Harley-Davidson Motorcycles for Sale'],
    ['/search/metro-motorcycles', 'Motorcycles for Sale at Metro Motorcycles'],
  ])('%s is titled %s (no JavaScript)', async (path, title) => {
    const { page, close } = await open('metro-motor-group', path, { javaScript: false });
    expect(await heading(page)).toBe(title);
    expect(await page.title()).toBe(`${title} | Metro Motor Group`);
    expect((await crumbs(page)).at(-1)).toBe(title);
    await close();
  });

  it('hatch and hatchback are one body type: one landing page, one facet value with both counts', async () => {
    const hatches = metro.listed.filter((c) => canonicalBodyType(c.simple_body) === 'hatch');
    expect(new Set(hatches.map((c) => c.simple_body))).toEqual(new Set(['hatch', 'hatchback']));
    expect((await fetch(`${siteUrl('metro-motor-group')}/search/hatchback-cars`)).status).toBe(404);
    const { page, close } = await open('metro-motor-group', '/search/hatch-cars');
    expect(await statusText(page)).toBe(vehicles(stockCountOf(hatches)));
    const bodies = await (
      await filters(page)
    )
      .getByRole('group', { name: 'Body type' })
      .getByRole('checkbox')
      .evaluateAll((els) => els.map((el) => el.closest('label')?.textContent ?? ''));
    expect(bodies.filter((label) => /hatch/i.test(label))).toEqual([`Hatch (${stockCountOf(hatches)})`]);
    await close();
  });

  it('the Body type facet and the footer links use human labels, each once', async () => {
    const { page, close } = await open('metro-motor-group', '/search/new-used-and-demo-cars');
    const bodies = await (
      await filters(page)
    )
      .getByRole('group', { name: 'Body type' })
      .getByRole('checkbox')
      .evaluateAll((els) => els.map((el) => (el.closest('label')?.textContent ?? '').replace(/ \(\d[\d,]*\)$/, '')));
    const footer = await page
      .locator('footer')
      .getByRole('region', { name: 'Vehicles by body type' })
      .getByRole('link')
      .allTextContents();
    for (const labels of [bodies, footer]) {
      expect(labels.length).toBeGreaterThan(3);
      expect(new Set(labels.map((l) => l.toLowerCase())).size).toBe(labels.length);
      for (const label of labels) expect(label).toMatch(/^[A-Z0-9][^A-Z]*( [A-Z0-9][^A-Z]*)*$|^SUV$|^EV$/);
      expect(labels).not.toContain('Hatchback');
    }
    await close();
  });

  it('a motorcycle page says Used Motorcycles in its breadcrumb', async () => {
    const bike = metro.listed.find((c) => c.item_type === 'motorcycle' && c.car_type === 'used')!;
    const { page, close } = await open('metro-motor-group', `/cars/${bike.slug}`, { javaScript: false });
    expect((await crumbs(page))[1]).toBe('Used Motorcycles </search/used-cars>');
    await close();
  });

  describe('a caravan dealer names caravans', () => {
    const outback = stockOf('outback-caravans');

    it.each([
      ['/search/used-cars', 'Used Caravans for Sale'],
      ['/search/new-cars', 'New Caravans for Sale'],
      ['/search/new-used-and-demo-cars', 'New, Used and Demo Caravans for Sale'],
      ['/search/caravan-cars', 'Caravans for Sale'],
      ['/search/motorhome-cars', 'Motorhomes for Sale'],
    ])('%s is titled %s', async (path, title) => {
      const { page, close } = await open('outback-caravans', path, { javaScript: false });
      expect(await heading(page)).toBe(title);
      await close();
    });

    it.each(Object.keys(VIEWPORTS) as Viewport[])('the home page and a vehicle page (%s)', async (viewport) => {
      const { page, close } = await open('outback-caravans', '/', { viewport });
      const showMe = page.getByRole('link', { name: /^Show Me/ });
      await showMe.scrollIntoViewIfNeeded();
      await poll(() => showMe.textContent()).toBe(`Show Me ${stockCountOf(outback.listed)} Caravans`);
      expect(await page.getByRole('link', { name: 'Browse new caravans' }).count()).toBe(1);
      const used = outback.listed.find((c) => c.car_type === 'used')!;
      await page.goto(`${siteUrl('outback-caravans')}/cars/${used.slug}`);
      expect((await crumbs(page))[1]).toBe('Used Caravans </search/used-cars>');
      await close();
    });
  });
});

describe('ranges keep min <= max', () => {
  it('Price from above Price to is swapped, and the results are in the range', async () => {
    const { page, errors, close } = await open('metro-motor-group', '/search/used-cars');
    const from = page.getByRole('combobox', { name: 'Price from' });
    await from.fill('12345');
    await from.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('range[price]') === '12345:');
    const to = page.getByRole('combobox', { name: 'Price to' });
    await to.fill('10000');
    await to.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('range[price]') === '10000:12345');
    await poll(async () => {
      const prices = (await cardIds(page)).map((id) => metro.byId.get(id)?.price ?? Number.NaN);
      return prices.length > 0 && prices.every((p) => p >= 10000 && p <= 12345);
    }).toBe(true);
    expect(await from.inputValue()).toBe('10,000');
    expect(await to.inputValue()).toBe('12,345');
    expect(await statusText(page)).not.toBe('0 vehicles');
    expect(errors).toEqual([]);
    await close();
  });

  it('a min year above the max year is swapped', async () => {
    const { page, close } = await open('metro-motor-group', '/search/used-cars');
    const form = page.getByRole('form', { name: 'Year' });
    await form.getByLabel('Min year').fill('2024');
    await form.getByLabel('Max year').fill('2018');
    await form.getByLabel('Max year').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('range[year]') === '2018:2024');
    await poll(async () => {
      const years = (await cardIds(page)).map((id) => metro.byId.get(id)?.year ?? 0);
      return years.length > 0 && years.every((y) => y >= 2018 && y <= 2024);
    }).toBe(true);
    expect(await form.getByLabel('Min year').inputValue()).toBe('2018');
    await close();
  });

  it('an inverted range in a shared URL is read in order', async () => {
    const { page, close } = await open('metro-motor-group', '/search/used-cars?range[price]=12345:10000');
    await page.waitForURL((url) => url.searchParams.get('range[price]') === '10000:12345');
    await poll(async () => (await cardIds(page)).length).toBeGreaterThan(0);
    await close();
  });
});

describe('counts: the cars in stock; the pages hold the cards, sold runs collapsed', () => {
  const location = 'metro-used-cars-parramatta';
  const atLocation = metro.listed.filter((c) => c.location?.slug === location);

  it.each([
    ['/search/new-used-and-demo-cars', metro.listed],
    [`/search/${location}`, atLocation],
  ])('%s: the count leaves out the sold cars; the last page holds the rest of the cards', async (path, cars) => {
    expect(cars.filter(isSoldHit).length).toBeGreaterThan(1);
    const count = stockCountOf(cars);
    const cards = featuredCardCount(cars);
    expect(cards).toBe(count + 1);
    const pages = Math.ceil(cards / 21);
    // Without JavaScript: the prebuilt page says it.
    const plain = await open('metro-motor-group', path, { javaScript: false });
    expect(await statusText(plain.page)).toBe(vehicles(count));
    await plain.close();
    // With it: the last page holds the rest of the count.
    const { page, close } = await open('metro-motor-group', `${path}?page=${pages}`);
    await poll(async () => (await page.locator('.pagination [aria-current="page"]').textContent()) ?? '').toBe(
      String(pages),
    );
    expect(await statusText(page)).toBe(vehicles(count));
    await poll(async () => (await cardIds(page)).length).toBe(cards - 21 * (pages - 1));
    expect(await page.getByRole('link', { name: 'Next page' }).count()).toBe(0);
    await close();
  });
});

describe('paging without JavaScript', () => {
  it.each(Object.keys(VIEWPORTS) as Viewport[])(
    'page links lead to prebuilt pages of the next cars; pages not prebuilt are not links (%s)',
    async (viewport) => {
      const { page, close } = await open('metro-motor-group', '/search/new-used-and-demo-cars', {
        viewport,
        javaScript: false,
      });
      const nav = page.getByRole('navigation', { name: 'Pagination' });
      const first = await cardIds(page);
      const seen = new Set(first);
      for (const n of [2, 3, 4, 5]) {
        await nav.getByRole('link', { name: n === 2 ? 'Page 2' : `Page ${n}` }).click();
        await page.waitForURL((url) => url.pathname === `/search/new-used-and-demo-cars/page/${n}`);
        expect(await nav.locator('[aria-current="page"]').textContent()).toBe(String(n));
        const ids = await cardIds(page);
        expect(ids).toHaveLength(21);
        expect(ids.some((id) => seen.has(id))).toBe(false);
        for (const id of ids) seen.add(id);
        expect(await heading(page)).toBe('New, Used and Demo Cars for Sale');
        expect(await page.title()).toBe(`New, Used and Demo Cars for Sale (Page ${n}) | Metro Motor Group`);
        expect(await canonical(page)).toMatch(new RegExp(`/search/new-used-and-demo-cars/page/${n}$`));
      }
      // Page 5: pages 6 and 7 exist but need JavaScript: shown, not linked; no Next link.
      expect(await nav.getByRole('link', { name: 'Page 6' }).count()).toBe(0);
      expect(await nav.getByText('6', { exact: true }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: 'Next page' }).count()).toBe(0);
      // Every page link answers 200 and is not a ?page= link.
      const hrefs = await nav.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
      expect(hrefs.every((href) => !href.includes('?'))).toBe(true);
      for (const href of hrefs) expect((await fetch(siteUrl('metro-motor-group') + href)).status).toBe(200);
      await close();
    },
  );

  it('with JavaScript a prebuilt page hydrates in place, and page links go on in place with ?page=n', async () => {
    const { page, errors, close } = await open('metro-motor-group', '/search/used-cars/page/2');
    await page.evaluate(() => {
      (window as unknown as { __same: boolean }).__same = true;
    });
    const before = await cardIds(page);
    expect(before).toHaveLength(21);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('2');
    // Once the island runs, every page is a link.
    await poll(() => nav.getByRole('link', { name: 'Page 4' }).count()).toBe(1);
    await nav.getByRole('link', { name: 'Page 3' }).click();
    await page.waitForURL((url) => url.pathname === '/search/used-cars' && url.searchParams.get('page') === '3');
    expect(pathAndQuery(page)).toBe('/search/used-cars?page=3');
    await poll(async () => (await cardIds(page))[0]).not.toBe(before[0]);
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Show Me with nothing to show', () => {
  it.each(Object.keys(VIEWPORTS) as Viewport[])('a disabled button that says so, not a link (%s)', async (viewport) => {
    const toyotasUpTo5000 = metro.listed.filter((c) => c.make === 'Toyota' && c.price > 0 && c.price <= 5000);
    expect(toyotasUpTo5000).toEqual([]);
    const { page, close } = await open('metro-motor-group', '/', { viewport });
    const form = page.getByRole('form', { name: 'Quick search' });
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
    await form.getByRole('combobox', { name: 'Make' }).selectOption('Toyota');
    await form.getByRole('combobox', { name: 'Max price' }).selectOption('5000');
    const disabled = form.getByRole('button', { name: 'No Matching Cars' });
    await poll(() => disabled.count()).toBe(1);
    expect(await disabled.isDisabled()).toBe(true);
    expect(await form.getByRole('link', { name: /^Show Me/ }).count()).toBe(0);
    expect(await form.getByText('No cars match. Choose another make, model or price.').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('combobox', { name: 'Max price' }).selectOption('');
    const toyotas = stockCountOf(metro.listed.filter((c) => c.make === 'Toyota'));
    await poll(() => form.getByRole('link', { name: /^Show Me/ }).textContent()).toBe(`Show Me ${toyotas} Cars`);
    await close();
  });
});

describe('price sorts: cars without a price last, in both directions', () => {
  const used = metro.listed.filter((c) => c.car_type === 'used');
  const unpriced = new Set(used.filter((c) => priceSortValue(c) === null).map((c) => c.id));

  it.each([
    ['price-asc', (a: number, b: number) => a <= b],
    ['price-desc', (a: number, b: number) => a >= b],
  ] as const)('%s on /search/used-cars', async (sortBy, inOrder) => {
    expect(unpriced.size).toBeGreaterThan(0);
    const { page, close } = await open('metro-motor-group', `/search/used-cars?sortBy=${sortBy}`);
    await poll(async () => {
      const ids = await cardIds(page);
      const prices = ids.map((id) => priceSortValue(metro.byId.get(id)!));
      return prices.length > 1 && prices.every((p, i) => p !== null && (i === 0 || inOrder(prices[i - 1]!, p)));
    }).toBe(true);
    // The count is the cars in stock; the sold cards a price sort lists (a run each) may add a page.
    const count = Number((await statusText(page))?.replace(/\D/g, ''));
    let last = Math.ceil(count / 21);
    await page.goto(`${siteUrl('metro-motor-group')}/search/used-cars?sortBy=${sortBy}&page=${last}`);
    const current = async () => (await page.locator('.pagination [aria-current="page"]').textContent()) ?? '';
    await poll(current).toBe(String(last));
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' });
    while ((await next.count()) > 0) {
      await next.click();
      last += 1;
      await poll(current).toBe(String(last));
    }
    // The last cards are the cars without a price (all of this page when they fill more than it).
    // (Sold ones among them collapse to a card a run, so fewer cards than cars may be unpriced.)
    // The page number can show before the island has the sorted hits of a page loaded by address.
    await poll(async () => {
      const ids = await cardIds(page);
      const first = ids.findIndex((id) => unpriced.has(id));
      return first >= 0 && ids.slice(first).every((id) => unpriced.has(id));
    }).toBe(true);
    await close();
  });
});
