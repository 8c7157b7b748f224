// The Leaflet maps of the locator, location and vehicle pages, the
// locator's place search, the hours type selector and the holiday-hours modal,
// in Chromium at phone and desktop sizes, with the sample tenants' local tiles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { distanceKm, listableLocations, locationLatLng } from '../../src/core/locations.ts';
import { formatPhone } from '../../src/core/format.ts';
import { openingHoursRows } from '../../src/core/opening-hours.ts';
import type { LocationOutput } from '../../src/data/schemas.ts';
import type { E2eTenant } from './tenants.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

function listed(slug: E2eTenant): LocationOutput[] {
  return listableLocations(readSnapshot(slug)!.collections.locations);
}

async function open(path: string, size: (typeof SIZES)[number][1], slug: E2eTenant = 'metro-motor-group') {
  const page = await browser.newPage({
    viewport: { width: size.width, height: size.height },
    isMobile: size === PHONE,
    hasTouch: size === PHONE,
  });
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`${siteUrl(slug)}${path}`);
  return { page, errors, requests };
}

/** In the browser: whether the map shows `n` locations, as pins or counted in group markers. */
const shownOnMap = (n: number) =>
  [...document.querySelectorAll('.leaflet-marker-icon')].reduce(
    (sum, e) => sum + (e.classList.contains('map-pin-group') ? Number(e.textContent) : 1),
    0,
  ) === n;

/** Waits for the map to show real tiles (loaded 256 px images from the local source). */
async function tilesShown(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile-container img.leaflet-tile-loaded')].filter(
        (img) => img.naturalWidth === 256 && img.src.includes('/map-tiles/'),
      ).length >= 2,
  );
}

describe.each(SIZES)('dealer locator at %s size', (_name, size) => {
  const locations = listed('metro-motor-group');

  it("Metro's /dealerships shows a map with its 8 locations, the cards beside it, markers keyboard-reachable with their popups", async () => {
    expect(locations).toHaveLength(8);
    const { page, errors } = await open('/dealerships', size);
    const map = page.getByRole('region', { name: 'Map of our locations' });
    await map.waitFor();
    await tilesShown(page);
    // Every location is a pin of its own or counted in a group marker; no two markers overlap.
    const labels = await map
      .locator('.leaflet-marker-icon')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
    const named = labels
      .flatMap((l) => /^(.*): show details$/.exec(l)?.[1] ?? [])
      .filter((n) => !/^\d+ locations/.test(n));
    const grouped = labels.flatMap((l) => {
      const m = /^(\d+) locations \((.*)\): (zoom in|show details)$/.exec(l);
      if (!m) return [];
      const names = m[2]!.split(', ');
      expect(names).toHaveLength(Number(m[1]));
      return names;
    });
    expect([...named, ...grouped].sort()).toEqual(locations.map((l) => l.name).sort());
    const boxes = await map
      .locator('.leaflet-marker-icon')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, 'two markers overlap').toBe(false);
      }
    }
    // The cards list stays: the map's accessible alternative.
    expect(await page.locator('main h2').allTextContents()).toEqual(locations.map((l) => l.name));
    if (size === DESKTOP) {
      // On a wide screen the list is beside the map, both from the top of the locator.
      const list = (await page.locator('.locator__list').boundingBox())!;
      const frame = (await map.boundingBox())!;
      expect(list.x + list.width).toBeLessThanOrEqual(frame.x);
      expect(frame.width).toBeGreaterThan(size.width / 2 - 100);
      expect(frame.height).toBeGreaterThanOrEqual(size.height - 8 * 16 - 1);
    }

    // Keyboard: the group holding Parramatta zooms in (Enter) until its own pin shows.
    const parramatta = locations.find((l) => l.slug === 'metro-toyota-parramatta')!;
    const marker = map.getByRole('button', { name: `${parramatta.name}: show details` });
    for (let i = 0; i < 6 && (await marker.count()) === 0; i++) {
      const group = map.getByRole('button', {
        name: new RegExp(`^\\d+ locations \\(.*${parramatta.name}.*\\): zoom in$`),
      });
      await group.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(400);
    }
    // A marker takes focus, Enter opens its popup with focus in it, Escape closes it and focus returns.
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await popup.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(parramatta.name);
    const text = await popup.textContent();
    expect(text).toContain('330 Church Street');
    expect(text).toContain(formatPhone(parramatta.phone!, { defaultCountry: 'AU' }));
    expect(text).toMatch(/Today: (\d{1,2}:\d{2}[ap]m - \d{1,2}:\d{2}[ap]m|Closed)/);
    expect(await popup.getByRole('link', { name: /^View Location Details/ }).getAttribute('href')).toBe(
      '/locations/metro-toyota-parramatta',
    );
    expect(await popup.getByRole('link', { name: /^Get Directions/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1/,
    );
    expect(await popup.getByRole('link', { name: /^View Our Stock/ }).getAttribute('href')).toBe(
      '/search/metro-toyota-parramatta',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `${parramatta.name}: show details`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('place search: a postcode lists the up to 5 locations within 250 km by distance and the map follows; an unknown postcode is invalid; Clear resets', async () => {
    const { page, errors } = await open('/dealerships', size);
    const field = page.getByRole('combobox', { name: 'Find a dealership' });
    await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('[role="combobox"]')?.disabled);
    await page.getByRole('region', { name: 'Map of our locations' }).waitFor();

    await field.fill('2150');
    await field.press('Enter');
    const status = page.getByRole('status');
    await page.waitForFunction(() =>
      /within 250 km of 2150/.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    );
    const parramatta = locationLatLng(locations.find((l) => l.slug === 'metro-toyota-parramatta')!)!;
    const expected = locations
      .map((l) => ({ l, d: distanceKm(parramatta, locationLatLng(l)!) }))
      .filter((x) => x.d <= 250)
      .sort((a, b) => a.d - b.d)
      .slice(0, 5);
    expect(await page.locator('main h2').allTextContents()).toEqual(expected.map((x) => x.l.name));
    expect(await page.locator('.location-card__distance').allTextContents()).toEqual(
      expected.map((x) => `${x.d < 1 ? '<1 km' : `${Math.round(x.d)} km`} away`),
    );
    expect(await status.textContent()).toBe(`${expected.length} locations within 250 km of 2150, nearest first.`);
    // The map shows only those (pins or counted in groups), and has moved in on them.
    await page.waitForFunction(shownOnMap, expected.length);

    await field.fill('0000');
    await field.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Invalid postcode' }).waitFor();

    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await field.inputValue()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.locator('main h2').count()).toBe(8);
    await page.waitForFunction(shownOnMap, 8);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('dealer locator: place suggestions and failing tiles', () => {
  it('choosing a suggested place lists the nearby locations with their distance', async () => {
    const { page, errors } = await open('/dealerships', DESKTOP);
    await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('[role="combobox"]')?.disabled);
    const field = page.getByRole('combobox', { name: 'Find a dealership' });
    await field.pressSequentially('Geelong');
    const option = page.getByRole('option', { name: /Geelong.*\(place\)/ });
    await option.waitFor();
    await option.click();
    await page.waitForFunction(() =>
      /within 250 km of Geelong/.test(document.querySelector('[role="status"]')?.textContent ?? ''),
    );
    const names = await page.locator('main h2').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(5);
    expect(names.every((n) => /Ringwood|Dandenong|Moorabbin/.test(n))).toBe(true);
    const km = (await page.locator('.location-card__distance').allTextContents()).map((t) =>
      Number(t.replace(/\D/g, '')),
    );
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when tiles fail to load, the markers, popups and the list still work', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.route('**/map-tiles/**', (route) => route.abort());
    await page.goto(`${siteUrl('metro-motor-group')}/dealerships`);
    const markers = page.locator('.map-pin');
    await page.waitForFunction(() => document.querySelectorAll('.leaflet-marker-icon').length > 0);
    // A count marker zooms in (click) until pins of their own show.
    for (let i = 0; i < 6 && (await markers.count()) === 0; i++) {
      await page.locator('.map-pin-group').first().click();
      await page.waitForTimeout(400);
    }
    await markers.first().click();
    await page
      .locator('.leaflet-popup')
      .getByRole('link', { name: /^View Location Details/ })
      .waitFor();
    expect(await page.locator('.location-card').count()).toBe(8);
    await page.close();
  });
});

describe.each(SIZES)('vehicle page map at %s size', (_name, size) => {
  it('loads no map code or tiles before the shopper comes near it; following the location link loads it', async () => {
    const car = readSnapshot('harbour-toyota')!.collections.cars.find((c) => c.status === 'in_stock')!;
    const { page, errors, requests } = await open(`/cars/${car.slug}`, size, 'harbour-toyota');
    await page.waitForLoadState('networkidle');
    const placeholder = page.locator('#vehicle-map [data-map-placeholder]');
    expect(await placeholder.textContent()).toContain('1 Frederick Street');
    expect(requests.filter((u) => /LeafletMap|leaflet|map-tiles/.test(u))).toEqual([]);
    // The sidebar's location link (#vehicle-map) brings the map in.
    await page.locator('a[href="#vehicle-map"]').first().click();
    await tilesShown(page);
    expect(requests.some((u) => /LeafletMap/.test(u))).toBe(true);
    const map = page.getByRole('region', { name: /^Map of / });
    expect(await map.getByRole('button', { name: /: show details$/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors.filter((e) => !e.includes('127.0.0.1:4'))).toEqual([]);
    await page.close();
  });
});

describe.each(SIZES)('location page at %s size', (_name, size) => {
  it('shows the map centred on the location, the hours type selector and the holiday-hours modal (focus returns)', async () => {
    const locations = listed('harbour-toyota');
    const artarmon = locations.find((l) => l.slug === 'harbour-toyota-artarmon')!;
    const brookvale = locations.find((l) => l.slug === 'harbour-toyota-service-brookvale')!;
    const { page, errors } = await open('/locations/harbour-toyota-artarmon', size, 'harbour-toyota');
    // Opening hours: Sales (this site) and Service (the dealership's service centre).
    const types = page.getByRole('group', { name: 'Show hours for' });
    expect(await types.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
      'sales',
      'service',
    ]);
    const visibleRows = () =>
      page
        .locator('.hours-switch table.hours:visible tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.querySelector('th')?.textContent, tr.querySelector('td')?.textContent]),
        );
    const rows = (l: LocationOutput) =>
      openingHoursRows(l.contact_detail!.opening_hours!, 'grouped-exceptions').map((r) => [r.label, r.hours]);
    expect(await visibleRows()).toEqual(rows(artarmon));
    await types.getByRole('radio', { name: 'Service' }).check();
    expect(await visibleRows()).toEqual(rows(brookvale));
    expect(await page.getByRole('link', { name: brookvale.name }).getAttribute('href')).toBe(
      `/locations/${brookvale.slug}`,
    );

    // Holiday hours: a modal with 12-hour times; Escape closes it and focus goes back to its button.
    const button = page.getByRole('button', { name: 'Holiday Hours' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Holiday Hours' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close Holiday Hours');
    expect(await dialog.locator('td').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Closed|\d{1,2}:\d{2}[ap]m - \d{1,2}:\d{2}[ap]m)$/)]),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Holiday Hours');
    await button.click();
    await page.getByRole('button', { name: 'Close Holiday Hours' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The map, centred on the location, with its marker; axe clean with the map open.
    const map = page.getByRole('region', { name: `Map of ${artarmon.name}` });
    await map.scrollIntoViewIfNeeded();
    await tilesShown(page);
    expect(await map.getByRole('button', { name: `${artarmon.name}: show details` }).count()).toBe(1);
    // The contact info block.
    const contact = page.getByRole('region', { name: 'Contact Information' });
    expect(await contact.textContent()).toContain(artarmon.dealer_license_number!);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
