import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, siteUrl, watchErrors } from './browser.ts';
import { axeViolations } from './axe.ts';
import { E2E_TENANTS, type E2eTenant } from './tenants.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { priceDisplay } from '../../src/core/vehicle/price.ts';
import { priceOptions } from '../../src/config/core-options.ts';
import type { CarOutput } from '../../src/data/schemas.ts';
import { minimumDisplayedPrice, modelCardTitle } from '../../src/core/models.ts';
import { formatCurrency } from '../../src/core/money.ts';
import { isCurrentOffer } from '../../src/core/offers.ts';
import { buildNow } from './clock.ts';
import { vehicleSchemaType } from '../../src/core/structured-data.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function cars(slug: E2eTenant): CarOutput[] {
  return readSnapshot(slug)!.collections.cars;
}

async function open(url: string): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status(), url).toBe(200);
  return { page, errors, scripts };
}

describe('every sample tenant is its own static site', () => {
  it.each(E2E_TENANTS)('%s has a home page, a 404 page and one page per listed car', (slug) => {
    expect(existsSync(`dist/${slug}/index.html`)).toBe(true);
    expect(existsSync(`dist/${slug}/404.html`)).toBe(true);
    const pages = readdirSync(`dist/${slug}/cars`);
    expect(pages.length).toBeGreaterThan(50);
  });
});

describe('sold cars', () => {
  it('a car sold inside the window keeps its page; past it, its old URL leads to the search for its make and model', async () => {
    const site = loadSiteConfig('harbour-toyota');
    const now = buildNow().getTime() / 1000;
    const window = site.stock.include_sold_cars_days * 86_400;
    const sold = cars('harbour-toyota').filter(
      (c) => c.status === 'sold' && c.show_on_dealer_website && c.sold_date_timestamp,
    );
    const recent = sold.find((c) => now - c.sold_date_timestamp! < window - 3600)!;
    const inStockMakes = new Set(
      cars('harbour-toyota')
        .filter((c) => c.status === 'in_stock')
        .map((c) => c.make),
    );
    const old = sold.find((c) => now - c.sold_date_timestamp! > window + 3600 && inStockMakes.has(c.make))!;
    const { page } = await open(`${siteUrl('harbour-toyota')}/cars/${recent.slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(
      `${recent.year} ${recent.make} ${recent.model}`,
    );
    await page.goto(`${siteUrl('harbour-toyota')}/cars/${old.slug}`);
    await page.waitForURL((url) => url.pathname.startsWith('/search/'));
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/search/${old.make.toLowerCase()}(/|$)`));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(old.make);
    await page.close();
  });
});

describe('model range', () => {
  it('lists the models by body type with status labels, and each model page shows its from-price and stock', async () => {
    const models = readSnapshot('harbour-toyota')!.collections.models;
    const { page, errors } = await open(`${siteUrl('harbour-toyota')}/models`);
    const bodies = page.getByRole('navigation', { name: 'Body types' });
    expect(await bodies.getByRole('link').count()).toBeGreaterThan(1);
    const comingSoon = models.find((m) => m.status === 'coming_soon');
    if (comingSoon) expect(await page.getByText('Coming Soon').count()).toBeGreaterThan(0);
    const fresh = models.find((m) => m.status === 'new')!;
    expect(await page.getByRole('heading', { name: modelCardTitle(fresh), exact: true }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    const priced = models.find((m) => minimumDisplayedPrice(m.model_variants) !== null)!;
    await page.goto(`${siteUrl('harbour-toyota')}/models/${priced.slug}`);
    expect(await page.locator('main .price').first().textContent()).toBe(
      `From ${formatCurrency(minimumDisplayedPrice(priced.model_variants)!)}`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('special offers', () => {
  it('lists only current offers with sanitised descriptions; a dealer without offers has no page', async () => {
    const offers = readSnapshot('harbour-toyota')!.collections.offers;
    const today = buildNow().toISOString().slice(0, 10);
    const current = offers.filter((o) => isCurrentOffer(o, today)).map((o) => o.title);
    const { page, errors } = await open(`${siteUrl('harbour-toyota')}/special-offers`);
    expect(await page.locator('main h2').allTextContents()).toEqual(current);
    expect(current.length).toBeLessThan(offers.length); // the sample has an expired and a future offer
    expect(await page.locator('main script, main [onerror], main [onclick]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    const none = await browser.newPage();
    expect((await none.goto(`${siteUrl('outback-caravans')}/special-offers`))?.status()).toBe(404);
    await page.close();
    await none.close();
  });
});

describe('group brands page', () => {
  it('shows the stats banner and the car, motorcycle, truck and own brand grids on the group site only', async () => {
    const { page, errors } = await open(`${siteUrl('metro-motor-group')}/brands`);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Car Brands', 'Motorcycle Brands', 'Truck Brands', 'Our Brands']);
    // The banner states the group's real figures: its listed locations (the locator's cards) and
    // the brands on the page; no 'Years Est.' without the year the group was established.
    const banner = (await page.getByRole('list', { name: 'About the group' }).innerText()).replace(/\s+/g, ' ');
    const brandNames = new Set((await page.locator('.brand-grid__name').allTextContents()).map((n) => n.trim()));
    const locator = await browser.newPage();
    await locator.goto(`${siteUrl('metro-motor-group')}/dealer-locator`);
    await locator.locator('.locator__list .location-card').first().waitFor();
    const locations = await locator.locator('.locator__list .location-card').count();
    await locator.close();
    expect(locations).toBeGreaterThan(0);
    expect(banner).toBe(`${locations} Locations ${brandNames.size} Brands`);
    // Each kind's grid counts that kind's stock: Honda's cars and motorcycles differ.
    const count = async (grid: string, brand: string) =>
      page
        .getByRole('region', { name: grid })
        .getByRole('link', { name: new RegExp(`^${brand}\\b`) })
        .locator('.brand-grid__count')
        .textContent();
    expect(await count('Car Brands', 'Honda')).not.toBe(await count('Motorcycle Brands', 'Honda'));
    // A brand without a logo shows its name, not a placeholder image.
    const holden = page.getByRole('region', { name: 'Car Brands' }).getByRole('link', { name: /^Holden\b/ });
    expect(await holden.locator('img').count()).toBe(0);
    expect(await holden.locator('.brand-grid__wordmark').textContent()).toBe('Holden');
    expect(await page.getByText('Logo not found').count()).toBe(0);
    const motorcycles = page.getByRole('region', { name: 'Motorcycle Brands' });
    expect(await motorcycles.getByRole('link', { name: /Yamaha/ }).getAttribute('href')).toBe('/search/yamaha');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
    const other = await browser.newPage();
    expect((await other.goto(`${siteUrl('harbour-toyota')}/brands`))?.status()).toBe(404);
    await other.close();
  });
});

describe.each(E2E_TENANTS)('%s in Chromium', (slug) => {
  const site = loadSiteConfig(slug);

  // (/dealerships has the locator island: tests/e2e/maps.e2e.ts.)
  it.each(['/about-us', '/privacy-policy', '/terms-and-conditions'])(
    'a page with no interactive part (%s) loads no script file; inline only the header menu script',
    async (path) => {
      const { page, errors, scripts } = await open(`${siteUrl(slug)}${path}`);
      expect(scripts).toEqual([]);
      // The header menus are popovers; the one inline script closes a menu keyboard focus has left
      // (docs/decisions.md "Layout"). Nothing else: no handlers, no islands.
      const inline = page.locator('script:not([type="application/ld+json"])');
      expect(await inline.count()).toBe(1);
      expect(await page.locator('header.site-header + script[type="module"]').count()).toBe(1);
      expect((await inline.textContent())!.length).toBeLessThan(500);
      expect(await page.locator('[onclick], [onload], [onerror], [onsubmit], [onchange]').count()).toBe(0);
      expect(await page.locator('astro-island').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('home page: name, welcome text, View Stock and the offers rule, only the home islands, no axe violations', async () => {
    const { page, errors, scripts } = await open(siteUrl(slug));
    await expect(page.title()).resolves.toBe(site.name);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(site.name);
    const offers = readSnapshot(slug)!.collections.offers as Array<{ start_date?: string; expiry_date?: string }>;
    const hasOffers = offers.some((o) => isCurrentOffer(o, buildNow().toISOString().slice(0, 10)));
    expect(await page.getByRole('link', { name: 'View Stock', exact: true }).getAttribute('href')).toBe(
      '/search/new-used-and-demo-cars',
    );
    const second = hasOffers ? 'View Offers' : 'About Us';
    expect(await page.locator('.hero__second').textContent()).toBe(second);
    // Header menu (SPEC.md §2): Offers only when the dealer has offers.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Offers', exact: true }).count()).toBe(hasOffers ? 1 : 0);
    for (const label of ['Home', 'Our Stock', 'Finance'])
      await expect(nav.getByRole('link', { name: label, exact: true }).isVisible()).resolves.toBe(true);
    // The home page's islands: hero slides, the sales counter where the tenant has it,
    // the Show Me quick search, featured stock, reviews and locations, and the footer's today's
    // hours; nothing else ships JS.
    const islands = await page
      .locator('astro-island')
      .evaluateAll((els) => els.map((e) => /\/_astro\/(\w+)\./.exec(e.getAttribute('component-url') ?? '')?.[1]));
    expect(islands).toEqual([
      'HeroSlides',
      ...(site.home.sales_counter ? ['SalesCounter'] : []),
      'ShowMeIsland',
      'FeaturedStock',
      'ReviewsCarousel',
      'HomeLocations',
      'FooterToday',
    ]);
    // Show Me hydrates when it comes into view (under the hero slides on a desktop).
    await page.locator('astro-island[component-url*="ShowMeIsland"]').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((s) => /ShowMeIsland/.test(s))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('vehicle page: title, price by the display precedence, key specs, main image', async () => {
    const car = cars(slug).find((c) => c.status === 'in_stock' && (c.images?.length ?? 0) > 1 && (c.price ?? 0) > 10)!;
    const { page, errors } = await open(`${siteUrl(slug)}/cars/${car.slug}`);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toContain(`${car.year} ${car.make} ${car.model}`);
    const expected = priceDisplay(car, priceOptions(site)).text;
    expect(await page.locator('.price__amount').first().textContent()).toBe(expected);
    const hero = page.locator('.vehicle__media img').first();
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await breadcrumb.getByRole('link', { name: car.make, exact: true }).count()).toBe(1);
    // Structured data and sharing (schema.org vehicle + Offer, canonical, Open Graph).
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      '@type': string;
      vehicleIdentificationNumber?: string;
      offers: { price?: number; priceCurrency: string; seller: { '@type': string } };
    };
    // Car, Motorcycle or, for a caravan, Vehicle (the rule's table is in structured-data.test.ts).
    expect(jsonLd['@type']).toBe(vehicleSchemaType(car.item_type));
    expect(jsonLd.vehicleIdentificationNumber).toBe(car.vin ?? undefined);
    const shown = priceDisplay(car, priceOptions(site));
    expect(jsonLd.offers.price).toBe('amount' in shown ? shown.amount : undefined);
    expect(jsonLd.offers.priceCurrency).toBe(site.country === 'NZ' ? 'NZD' : 'AUD');
    expect(jsonLd.offers.seller['@type']).toBe('AutoDealer');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      new URL(`/cars/${car.slug}`, site.site_url).href,
    );
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /^https:\/\/.+w=1200&q=75$/,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('unknown paths answer the tenant 404 page', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${siteUrl(slug)}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Sorry, we couldn't find that page");
    await page.close();
  });
});
