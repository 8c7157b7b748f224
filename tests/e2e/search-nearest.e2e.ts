// Search by distance (issue 19 item 5): after a postcode search the sort
// menu offers 'Nearest first'; choosing it orders the cards by the distance
// of their location from the postcode's point; clearing the location takes
// the option away and falls back to the default sort. Metro Motor Group, on
// a phone (412x915, the postcode field in the Filters dialog) and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors, waitForHydration } from './browser.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { distanceKm, locationLatLng } from '../../src/core/locations.ts';

const slug = 'metro-motor-group';
const PHONE = { width: 412, height: 915 };
const DESKTOP = { width: 1280, height: 800 };
const NEAREST = 'Nearest first';

const snapshot = readSnapshot(slug)!;
const locations = snapshot.collections.locations;
const carLocation = new Map(snapshot.collections.cars.map((car) => [car.id, car.location?.id ?? null]));
/** Penrith: not the featured order's first location, so the nearest order visibly differs. */
const penrith = locations.find((l) => l.slug === 'metro-mazda-penrith')!;
const postcode = penrith.address!.postcode!;

/** Distance in km of a car's location from a point (the geocoded postcode). */
function carDistance(id: number, centre: { lat: number; lng: number }): number {
  const location = locations.find((l) => l.id === carLocation.get(id));
  const point = location ? locationLatLng(location) : null;
  if (point === null) throw new Error(`car ${id} has no location coordinates`);
  return distanceKm(centre, point);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });
const cardIds = (page: Page) =>
  page.locator('.search-results article').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-car-id'))));
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const sortLabels = (page: Page) =>
  sortSelect(page)
    .locator('option')
    .evaluateAll((els) => els.map((el) => el.textContent));
const query = (page: Page) => new URL(page.url()).searchParams;

describe.each(['phone', 'desktop'] as const)("'Nearest first' on a %s", (size) => {
  it('appears with a postcode, orders the cards by distance, and goes when the location is cleared', async () => {
    const context = await browser.newContext({
      viewport: size === 'phone' ? PHONE : DESKTOP,
      ...(size === 'phone' && { isMobile: true, hasTouch: true }),
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    expect((await page.goto(`${siteUrl(slug)}/search/new-used-and-demo-cars`))?.status()).toBe(200);
    await waitForHydration(page);

    // No location: no distance sort.
    expect(await sortLabels(page)).not.toContain(NEAREST);
    const featuredIds = await cardIds(page);

    // A postcode search sets the location (on a phone, inside the Filters dialog).
    if (size === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
    const form = page.getByRole('form', { name: 'Distance' });
    await form.getByRole('textbox', { name: 'Postcode' }).fill(postcode);
    await form.getByRole('combobox', { name: 'Within' }).selectOption('1000');
    await form.getByRole('button', { name: 'Search by distance' }).click();
    await page.waitForURL((url) => url.searchParams.get('distance') === '1000');
    if (size === 'phone') {
      await page
        .getByRole('dialog', { name: 'Filters' })
        .getByRole('button', { name: /^Show [\d,]+ results?$/ })
        .click();
    }
    const centre = { lat: Number(query(page).get('lat')), lng: Number(query(page).get('lng')) };
    expect(distanceKm(centre, locationLatLng(penrith)!)).toBeLessThan(1);

    await poll(() => sortLabels(page)).toContain(NEAREST);
    // Offered, not chosen: the order stays the default one until the shopper picks it.
    expect(query(page).get('sortBy')).toBeNull();
    const before = await cardIds(page);
    const distancesBefore = before.map((id) => carDistance(id, centre));
    expect(distancesBefore.some((d, i) => i > 0 && d < (distancesBefore[i - 1] as number))).toBe(true);

    // Chosen from the keyboard-operable select: the first cards come nearest first.
    await sortSelect(page).selectOption({ label: NEAREST });
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'nearest');
    await poll(async () => (await cardIds(page)).join()).not.toBe(before.join());
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(10);
    const distances = ids.map((id) => carDistance(id, centre));
    for (let i = 1; i < distances.length; i++) {
      expect(distances[i]).toBeGreaterThanOrEqual(distances[i - 1] as number);
    }
    // The nearest cars are Penrith's own, at the postcode's point.
    expect(distances[0]).toBeLessThan(1);
    expect(await sortSelect(page).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(
      NEAREST,
    );

    // Clearing the location removes the option and falls back to the default sort.
    if (size === 'phone') await page.getByRole('button', { name: /^Filters/ }).click();
    await form.getByRole('button', { name: 'Clear distance' }).click();
    await page.waitForURL((url) => url.searchParams.get('lat') === null);
    if (size === 'phone') {
      await page
        .getByRole('dialog', { name: 'Filters' })
        .getByRole('button', { name: /^Show [\d,]+ results?$/ })
        .click();
    }
    expect(query(page).get('sortBy')).toBeNull();
    await poll(() => sortLabels(page)).not.toContain(NEAREST);
    expect(await sortSelect(page).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(
      'Featured',
    );
    await poll(async () => (await cardIds(page)).join()).toBe(featuredIds.join());
    expect(errors).toEqual([]);
    await context.close();
  });
});
