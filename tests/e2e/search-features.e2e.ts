// The search page's location and quick-pick inputs and the home page's Show
// Me form in Chromium, against the local platform API (geocode and place
// suggestions) that the e2e setup runs: postcode + radius, money quick
// picks, the dealership field by keyboard, the Show Me count animation, axe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors, waitForHydration } from './browser.ts';
import { axeViolations } from './axe.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { isListed } from '../../src/core/search/stock-filter.ts';
import { distanceKm, locationLatLng } from '../../src/core/locations.ts';
import { stockOptionsOf } from '../../src/config/core-options.ts';
import { buildNow } from './clock.ts';
import { stockCountOf } from './helpers/counts.ts';

const slug = 'metro-motor-group';
const site = loadSiteConfig(slug);
const snapshot = readSnapshot(slug)!;
const locations = snapshot.collections.locations;
const listed = snapshot.collections.cars.filter((car) => isListed(car, stockOptionsOf(site, locations), buildNow()));
const byId = new Map(listed.map((car) => [car.id, car]));

/** The location with the most listed cars, and its postcode (the API geocodes a dealer's postcode exactly). */
const busiest = (() => {
  const counts = new Map<number, number>();
  for (const car of listed) if (car.location) counts.set(car.location.id, (counts.get(car.location.id) ?? 0) + 1);
  const id = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  return locations.find((l) => l.id === id)!;
})();
/** Listed cars within `km` of a point. */
const within = (km: number, centre: { lat: number; lng: number }) =>
  listed.filter((car) => {
    const loc = locations.find((l) => l.id === car.location?.id);
    const point = loc ? locationLatLng(loc) : null;
    return point !== null && distanceKm(centre, point) <= km;
  });

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, options: { reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const context = await browser.newContext({ reducedMotion: options.reducedMotion ?? 'no-preference' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(siteUrl(slug) + path);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

const statusText = (page: Page) => page.locator('.search-page__count[role="status"]').textContent();
const vehicles = (n: number) => `${n.toLocaleString('en-AU')} vehicles`;
const cardIds = (page: Page) =>
  page.locator('.search-results article').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-car-id'))));
const query = (page: Page) => new URL(page.url()).searchParams;

describe('postcode and distance', () => {
  it('narrows the results to the radius, carries it in the URL, and back restores it', async () => {
    const { page, errors, close } = await open('/search/new-used-and-demo-cars');
    const postcode = busiest.address!.postcode!;
    const form = page.getByRole('form', { name: 'Distance' });
    await form.getByRole('textbox', { name: 'Postcode' }).fill(postcode);
    await form.getByRole('combobox', { name: 'Within' }).selectOption('25');
    await form.getByRole('button', { name: 'Search by distance' }).click();
    await page.waitForURL((url) => url.searchParams.get('distance') === '25');
    const q = query(page);
    expect([q.get('locationId'), q.get('locationType')]).toEqual([postcode, 'postcode']);
    // The API geocodes a dealer's postcode to that dealer's point (two Parramatta locations share 2150).
    const centre = { lat: Number(q.get('lat')), lng: Number(q.get('lng')) };
    expect(distanceKm(centre, locationLatLng(busiest)!)).toBeLessThan(1);
    const near = within(25, centre);
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan(listed.length);
    await poll(() => statusText(page)).toBe(vehicles(stockCountOf(near)));
    const ids = await cardIds(page);
    expect(ids.every((id) => near.some((c) => c.id === id))).toBe(true);

    await form.getByRole('combobox', { name: 'Within' }).selectOption('1000');
    await page.waitForURL((url) => url.searchParams.get('distance') === '1000');
    await poll(() => statusText(page)).toBe(vehicles(stockCountOf(within(1000, centre))));

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('distance') === '25');
    await poll(() => statusText(page)).toBe(vehicles(stockCountOf(near)));
    expect(await form.getByRole('combobox', { name: 'Within' }).inputValue()).toBe('25');

    // A shared URL restores it too.
    const shared = page.url();
    await page.goto(shared);
    await poll(() => statusText(page)).toBe(vehicles(stockCountOf(near)));
    expect(await form.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe(postcode);
    expect(errors).toEqual([]);
    await close();
  });

  it('an unknown postcode says Invalid postcode and filters nothing', async () => {
    const { page, close } = await open('/search/new-used-and-demo-cars');
    const form = page.getByRole('form', { name: 'Distance' });
    await form.getByRole('textbox', { name: 'Postcode' }).fill('0001');
    await form.getByRole('textbox', { name: 'Postcode' }).press('Enter');
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Invalid postcode');
    expect(new URL(page.url()).search).toBe('');
    await close();
  });
});

describe('money quick picks', () => {
  it('a quick pick chosen by keyboard sets range[price] and the results follow', async () => {
    const { page, errors, close } = await open('/search/used-cars');
    const to = page.getByRole('combobox', { name: 'Price to' });
    await to.focus();
    await to.press('ArrowDown');
    await expect.poll(() => to.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < 4; i++) await to.press('ArrowDown');
    await to.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('range[price]') === ':25000');
    expect(await to.inputValue()).toBe('25,000');
    const cheap = listed.filter((c) => c.car_type === 'used' && typeof c.price === 'number' && c.price <= 25000);
    await poll(() => statusText(page)).toBe(vehicles(stockCountOf(cheap)));
    const prices = (await cardIds(page)).map((id) => byId.get(id)?.price ?? Number.NaN);
    expect(prices.every((p) => p <= 25000)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('dealership search field', () => {
  it('by keyboard: typing lists dealerships, Enter chooses one and the results are its cars', async () => {
    const { page, errors, close } = await open('/search/new-used-and-demo-cars');
    const field = page.getByRole('combobox', { name: 'Find a dealership' });
    await field.focus();
    await page.keyboard.type(busiest.name);
    await page.keyboard.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    const option = page.locator(`[id="${active}"]`);
    expect(await option.textContent()).toContain(busiest.name);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/search/${busiest.slug}`);
    const mine = listed.filter((c) => c.location?.id === busiest.id);
    await poll(() => statusText(page)).toBe(vehicles(stockCountOf(mine)));
    expect(await field.inputValue()).toBe(busiest.name);
    // Escape with the list closed clears the field and the location.
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/search/new-used-and-demo-cars');
    expect(await field.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('a place from the maps service lists the nearby dealerships', async () => {
    const { page, close } = await open('/search/new-used-and-demo-cars');
    const field = page.getByRole('combobox', { name: 'Find a dealership' });
    const city = busiest.address!.city!;
    await field.fill(city.slice(0, 5));
    const place = page.getByRole('option', { name: /\(place\)/ }).first();
    await place.waitFor();
    await place.click();
    const near = page.getByRole('listbox', { name: /^Dealerships near / });
    await near.waitFor();
    const names = await near.getByRole('option').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(5);
    // Nearest first, all within 250 km.
    const km = names.map((n) => (/\(<1 km\)$/.test(n) ? 0 : Number(/\((\d+) km\)$/.exec(n)?.[1])));
    expect(km.every((d, i) => d <= 250 && (i === 0 || d >= km[i - 1]!))).toBe(true);
    expect(names.some((n) => n.startsWith(busiest.name))).toBe(true);
    await close();
  });

  it('the search page passes axe, with a list open too', async () => {
    const { page, close } = await open('/search/new-used-and-demo-cars');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Price from' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

/** Show Me hydrates when it comes into view (the hero slides come first): scroll to it, as a shopper does. */
async function showMeReady(page: Page) {
  await page.getByRole('combobox', { name: 'Make' }).scrollIntoViewIfNeeded();
  await page.waitForSelector('astro-island[component-url*="ShowMe"]:not([ssr])', { state: 'attached' });
}

describe('Show Me on the home page', () => {
  const makeOf = (() => {
    const counts = new Map<string, number>();
    for (const car of listed) counts.set(car.make, (counts.get(car.make) ?? 0) + 1);
    const [make] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    // The count its results read (the cars in stock), which the button says too.
    return [make, stockCountOf(listed.filter((c) => c.make === make))] as const;
  })();

  it('the count animates over about a second, then the button leads to the results', async () => {
    const { page, errors, close } = await open('/');
    await showMeReady(page);
    const button = page.getByRole('link', { name: /^Show Me [\d,]+ Cars?$/ });
    expect(await button.textContent()).toBe(`Show Me ${stockCountOf(listed).toLocaleString('en-AU')} Cars`);
    const [make, count] = makeOf;
    // Sampled in the page, every animation frame, from the change on.
    await page.evaluate(() => {
      const w = window as unknown as { __samples: Array<[number, string]> };
      w.__samples = [];
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Show Me'))!;
      let start = 0;
      const sample = () => {
        w.__samples.push([performance.now() - start, link.textContent ?? '']);
        if (performance.now() - start < 1600) requestAnimationFrame(sample);
      };
      document.querySelector('select')!.addEventListener(
        'change',
        () => {
          start = performance.now();
          requestAnimationFrame(sample);
        },
        { once: true },
      );
    });
    await page.getByRole('combobox', { name: 'Make' }).selectOption(make);
    await page.waitForTimeout(1800);
    const timed = await page.evaluate(() => (window as unknown as { __samples: Array<[number, string]> }).__samples);
    const samples = timed.map(([, text]) => text);
    const final = `Show Me ${count.toLocaleString('en-AU')} Cars`;
    expect(samples.at(-1)).toBe(final);
    const numbers = samples.map((s) => Number(s.replace(/\D/g, '')));
    // In between values were shown, moving down monotonically; it settled within about 1 s.
    expect(new Set(numbers).size).toBeGreaterThan(3);
    expect(numbers.every((n, i) => i === 0 || n <= numbers[i - 1]!)).toBe(true);
    const settledAt = timed.find(([, text]) => text === final)![0];
    expect(settledAt).toBeGreaterThan(700);
    expect(settledAt).toBeLessThan(1300);
    await button.click();
    const makeSlug = make.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await page.waitForURL((url) => url.pathname === `/search/${makeSlug}`);
    await poll(() => statusText(page)).toBe(vehicles(count));
    expect(errors).toEqual([]);
    await close();
  });

  it('with reduced motion the count jumps straight to the number', async () => {
    const { page, close } = await open('/', { reducedMotion: 'reduce' });
    await showMeReady(page);
    const [make, count] = makeOf;
    await page.getByRole('combobox', { name: 'Make' }).selectOption(make);
    await page.waitForTimeout(100);
    expect(await page.getByRole('link', { name: /^Show Me/ }).textContent()).toBe(
      `Show Me ${count.toLocaleString('en-AU')} Cars`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
