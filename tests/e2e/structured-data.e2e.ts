// schema.org structured data on every page kind of each built tenant (issue 20): every JSON-LD
// block parses and stays inside its script element, the checker built from the schema-dts types
// (helpers/schema-check.ts) accepts every node, and each kind carries what it should: the
// breadcrumb as a BreadcrumbList, the vehicle page's Car (with an Offer exactly when the page shows
// a price), the location's AutoDealer, the tenant's Organization with its logo on the home page.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteUrl } from './browser.ts';
import { E2E_TENANTS } from './tenants.ts';
import { checkJsonLd } from './helpers/schema-check.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import type { CarOutput } from '../../src/data/schemas.ts';
import { priceSortValue } from '../../src/core/vehicle/price.ts';
import { vehicleSchemaType } from '../../src/core/structured-data.ts';

type Node = Record<string, unknown> & { '@type': string };

function jsonLd(html: string): { blocks: number; nodes: Node[] } {
  const texts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return {
    blocks: (html.match(/<script type="application\/ld\+json"/g) ?? []).length,
    nodes: texts.map((t) => JSON.parse(t) as Node),
  };
}

const breadcrumbLinks = (html: string) => {
  const nav = /<nav class="breadcrumb[^"]*" aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1];
  return nav ? (nav.match(/<li>/g) ?? []).length : 0;
};

describe.each(E2E_TENANTS)('%s structured data', (slug) => {
  const site = loadSiteConfig(slug);
  const origin = new URL(site.site_url).origin;
  const cars = readSnapshot(slug)!.collections.cars;
  const pages = (dir: string) =>
    readdirSync(`dist/${slug}/${dir}`)
      .filter((f) => f.endsWith('.html'))
      .map((f) => f.slice(0, -'.html'.length));
  const carPages = new Set(pages('cars'));
  const withPage = cars.filter(
    (c) =>
      carPages.has(c.slug) &&
      !readFileSync(`dist/${slug}/cars/${c.slug}.html`, 'utf8').includes('http-equiv="refresh"'),
  );
  const vehicleKinds = [
    withPage.find((c) => c.status === 'in_stock' && priceSortValue(c) !== null),
    withPage.find((c) => priceSortValue(c) === null),
    withPage.find((c) => c.status === 'sold'),
    // One listing of each item type the tenant stocks: each has its schema.org type.
    ...[...new Set(withPage.map((c) => c.item_type ?? 'car'))].map((type) =>
      withPage.find((c) => (c.item_type ?? 'car') === type && c.status === 'in_stock'),
    ),
  ].filter((c, i, all): c is CarOutput => c !== undefined && all.findIndex((o) => o?.slug === c.slug) === i);
  const search = readFileSync(`dist/${slug}/sitemap-search.xml`, 'utf8')
    .match(/<loc>([^<]+)<\/loc>/)![1]!
    .slice(origin.length);
  const paths = [
    '/',
    search,
    ...vehicleKinds.map((c) => `/cars/${c.slug}`),
    `/locations/${pages('locations')[0]}`,
    '/dealerships',
    '/about-us',
    '/sign-in',
    ...(pages('.').includes('models') ? ['/models', `/models/${pages('models')[0]}`] : []),
  ];

  it('every page kind has JSON-LD that parses, stays in its element and the schema-dts checker accepts', async () => {
    const documents: Node[] = [];
    for (const path of paths) {
      const html = await (await fetch(siteUrl(slug) + path)).text();
      const { blocks, nodes } = jsonLd(html);
      expect(nodes.length, path).toBe(blocks);
      documents.push(...nodes);
      const crumbs = breadcrumbLinks(html);
      const list = nodes.find((n) => n['@type'] === 'BreadcrumbList');
      if (crumbs > 0) {
        expect(list, path).toBeDefined();
        const items = list!['itemListElement'] as Array<{ position: number; item: string }>;
        expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
        expect(items.length, path).toBe(crumbs);
        for (const item of items) expect(item.item.startsWith(`${origin}/`), item.item).toBe(true);
        expect(items.at(-1)!.item).toBe(`${origin}${path === '/' ? '/' : path}`);
      } else expect(list, path).toBeUndefined();
    }
    expect(checkJsonLd(documents)).toEqual([]);
  }, 60_000);

  it('the vehicle page Car (Motorcycle, Vehicle) is complete, with an Offer exactly when the page shows a price', async () => {
    expect(vehicleKinds.length).toBeGreaterThanOrEqual(2);
    for (const car of vehicleKinds) {
      const { nodes } = jsonLd(await (await fetch(`${siteUrl(slug)}/cars/${car.slug}`)).text());
      const data = nodes.find((n) => n['@type'] === vehicleSchemaType(car.item_type))!;
      expect(data, car.slug).toBeDefined();
      const price = priceSortValue(car);
      expect(data).toMatchObject({
        name: [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
        itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
        vehicleModelDate: String(car.year),
      });
      if (car.stocknum) expect(data['sku']).toBe(car.stocknum);
      if (car.badge || car.series)
        expect(data['vehicleConfiguration']).toBe([car.badge, car.series].filter(Boolean).join(' '));
      if (typeof car.km === 'number')
        expect(data['mileageFromOdometer']).toMatchObject({ value: car.km, unitCode: 'KMT' });
      if (car.engine_size) expect(data['vehicleEngine']).toMatchObject({ '@type': 'EngineSpecification' });
      if (car.seats) expect(data['seatingCapacity']).toBe(car.seats);
      if (price === null) {
        expect(data['offers'], car.slug).toBeUndefined();
        expect(nodes.find((n) => n['@type'] === 'AutoDealer')).toBeDefined();
      } else {
        expect(data['offers']).toMatchObject({
          '@type': 'Offer',
          price,
          priceCurrency: site.country === 'NZ' ? 'NZD' : 'AUD',
        });
      }
    }
  });

  it('the location page is an AutoDealer with address, geo, hours and rating; the home page the Organization with its logo', async () => {
    const location = pages('locations')[0];
    const { nodes } = jsonLd(await (await fetch(`${siteUrl(slug)}/locations/${location}`)).text());
    const dealer = nodes.find((n) => n['@type'] === 'AutoDealer')!;
    expect(dealer).toMatchObject({
      url: `${origin}/locations/${location}`,
      address: { '@type': 'PostalAddress', addressCountry: site.country },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect((dealer['openingHoursSpecification'] as unknown[]).length).toBeGreaterThan(0);
    const home = jsonLd(await (await fetch(`${siteUrl(slug)}/`)).text()).nodes.find(
      (n) => n['@type'] === 'Organization',
    );
    expect(home).toMatchObject({ name: site.name, url: `${origin}/`, logo: expect.stringMatching(/^https:\/\//) });
  });
});
