// Search by distance: a postcode search sorts 'Nearest first' (the cards by
// the distance of their location from the postcode's point), each card says
// how far its car is, and on a phone the chosen filters, the distance among
// them, sit above the results as removable chips; the shopper can still
// choose another sort; clearing the location takes the option away and
// falls back to the default sort. Metro Motor Group, on a phone (412x915,
// the postcode field in the Filters dialog) and a desktop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors, waitForHydration } from './browser.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { distanceKm, locationLatLng } from '../../src/core/locations.ts';
import { distanceText } from '../../src/core/search/nearest.ts';

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

/** A car's location's point. */
function carPoint(id: number): { lat: number; lng: number } {
  const location = locations.find((l) => l.id === carLocation.get(id));
  const point = location ? locationLatLng(location) : null;
  if (point === null) throw new Error(`car ${id} has no location coordinates`);
  return point;
}

/** Distance in km of a car's location from a point (the geocoded postcode). */
function carDistance(id: number, centre: { lat: number; lng: number }): number {
  return distanceKm(centre, carPoint(id));
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
const cardDistances = (page: Page) => page.locator('.search-results article .result-card__distance').allTextContents();
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const sortLabels = (page: Page) =>
  sortSelect(page)
    .locator('option')
    .evaluateAll((els) => els.map((el) => el.textContent));
const query = (page: Page) => new URL(page.url()).searchParams;

describe.each(['phone', 'desktop'] as const)("'Nearest first' on a %s", (size) => {
  it("is chosen by a postcode search, with each card's distance, and goes when the location is cleared", async () => {
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

    // The postcode search chose nearest first: the first cards are Penrith's own, at the postcode's point.
    await poll(() => query(page).get('sortBy')).toBe('nearest');
    // The address is written before the menu renders again (a race on a loaded machine): wait for it.
    await poll(() => sortLabels(page)).toContain(NEAREST);
    expect(await sortSelect(page).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(
      NEAREST,
    );
    await poll(async () => (await cardIds(page)).join()).not.toBe(featuredIds.join());
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(10);
    const distances = ids.map((id) => carDistance(id, centre));
    for (let i = 1; i < distances.length; i++) {
      expect(distances[i]).toBeGreaterThanOrEqual(distances[i - 1] as number);
    }
    expect(distances[0]).toBeLessThan(1);
    // Each card says how far its car is.
    expect(await cardDistances(page)).toEqual(
      ids.map((id) => distanceText(centre, carPoint(id).lat, carPoint(id).lng)),
    );
    expect((await cardDistances(page))[0]).toBe('<1 km away');

    // The chosen filters, the distance among them: above the results on a phone, in the sidebar on a desktop.
    const chip = page
      .getByRole('group', { name: 'Chosen filters' })
      .getByRole('button', { name: `Distance: within 1,000 km of ${postcode} (remove)` });
    await poll(() => chip.count()).toBe(1);
    expect(await chip.isVisible()).toBe(true);
    const aboveResults = await chip.evaluate((el) => el.closest('.search-main') !== null);
    expect(aboveResults).toBe(size === 'phone');

    // Another sort can still be chosen, from the keyboard-operable select; the distances stay.
    const nearestIds = ids;
    await sortSelect(page).selectOption({ label: 'Featured' });
    await page.waitForURL((url) => url.searchParams.get('sortBy') === null);
    await poll(async () => (await cardIds(page)).join()).not.toBe(nearestIds.join());
    expect(query(page).get('lat')).not.toBeNull();
    const featuredNear = await cardIds(page);
    expect(await cardDistances(page)).toEqual(
      featuredNear.map((id) => distanceText(centre, carPoint(id).lat, carPoint(id).lng)),
    );
    await sortSelect(page).selectOption({ label: NEAREST });
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'nearest');
    await poll(async () => (await cardIds(page)).join()).toBe(nearestIds.join());

    // Clearing the location removes the option and falls back to the default sort: on a phone with its
    // chip above the results, on a desktop with the field's Clear.
    if (size === 'phone') await chip.click();
    else await form.getByRole('button', { name: 'Clear distance' }).click();
    await page.waitForURL((url) => url.searchParams.get('lat') === null);
    expect(query(page).get('sortBy')).toBeNull();
    await poll(() => sortLabels(page)).not.toContain(NEAREST);
    expect(await sortSelect(page).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(
      'Featured',
    );
    await poll(async () => (await cardIds(page)).join()).toBe(featuredIds.join());
    expect(await cardDistances(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
