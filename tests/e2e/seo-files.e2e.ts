// What search engines and marketplaces read of each built tenant: the sitemap index and
// its sitemaps list every indexable page and only those (each answers 200 and is its own canonical;
// every vehicle page that is not a redirect is listed); robots.txt names the index and keeps
// crawlers out of the pages that carry noindex (checkout, print, success, sign-in, gated pages); the
// Google and Meta inventory feeds carry every car for sale with their required attributes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteUrl } from './browser.ts';
import { E2E_TENANTS } from './tenants.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { parsePageHead } from '../../src/features/seo/page-head.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';
import { priceSortValue } from '../../src/core/vehicle/price.ts';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

describe.each(E2E_TENANTS)('%s sitemaps and robots.txt', (slug) => {
  const site = loadSiteConfig(slug);
  const origin = new URL(site.site_url).origin;
  const local = (url: string) => siteUrl(slug) + url.slice(origin.length);

  it('the sitemaps list every indexable page, each answering 200 as its own canonical', async () => {
    const index = await fetch(`${siteUrl(slug)}/sitemap-index.xml`);
    expect(index.status).toBe(200);
    const parts = locs(await index.text());
    expect(parts.map((p) => p.slice(origin.length))).toContain('/sitemap-vehicles.xml');
    const listed: string[] = [];
    for (const part of parts) {
      const xml = await (await fetch(local(part))).text();
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      listed.push(...locs(xml));
    }
    expect(new Set(listed).size).toBe(listed.length);
    const wrong: string[] = [];
    for (const url of listed) {
      const res = await fetch(local(url));
      const head = parsePageHead(await res.text());
      if (res.status !== 200 || head.canonical !== url || head.noindex || head.refresh)
        wrong.push(`${url}: ${res.status} canonical ${head.canonical} noindex ${head.noindex}`);
    }
    expect(wrong).toEqual([]);

    // Every vehicle page that is a page (not a sold car's redirect) is listed, with its lastmod.
    const vehiclePages = readdirSync(`dist/${slug}/cars`)
      .filter((f) => f.endsWith('.html'))
      .filter((f) => {
        const head = parsePageHead(readFileSync(`dist/${slug}/cars/${f}`, 'utf8'));
        return !head.refresh && !head.noindex;
      })
      .map((f) => `${origin}/cars/${f.slice(0, -'.html'.length)}`);
    expect(vehiclePages.length).toBeGreaterThan(10);
    expect(listed.filter((u) => u.startsWith(`${origin}/cars/`)).sort()).toEqual(vehiclePages.sort());
    const vehicles = await (await fetch(`${siteUrl(slug)}/sitemap-vehicles.xml`)).text();
    expect(vehicles).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/);
  });

  it('robots.txt names the sitemap index and disallows the noindex pages', async () => {
    const res = await fetch(`${siteUrl(slug)}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
    const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1] ?? '');
    for (const path of ['/print', '/success', '/sign-in']) expect(disallowed).toContain(path);
    if (site.features.reserve) expect(disallowed).toContain('/cars/*/checkout');
    const car = readdirSync(`dist/${slug}/cars`)
      .find((f) => f.endsWith('.html'))!
      .slice(0, -'.html'.length);
    for (const path of disallowed) {
      const page = await fetch(siteUrl(slug) + path.replace('*', car));
      expect(page.status, path).toBe(200);
      expect(parsePageHead(await page.text()).noindex, path).toBe(true);
    }
  });
});

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF) into rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

const records = (header: string[], rows: string[][]) =>
  rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])) as Record<string, string>);

// Required attributes and formats, from Google's vehicle ads feed specification and Meta's
// automotive catalogue reference (docs/decisions.md, "Inventory feeds").
const PRICE = /^\d+\.\d\d (AUD|NZD)$/;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;
const GOOGLE_REQUIRED: Record<string, RegExp> = {
  id: /^\S+$/,
  title: /\S/,
  description: /\S/,
  link: /^https:\/\//,
  image_link: /^https:\/\//,
  price: PRICE,
  condition: /^(new|used)$/,
  brand: /\S/,
  model: /\S/,
  year: /^\d{4}$/,
  vin: VIN,
  store_code: /\S/,
  'vehicle_fulfillment(option:store_code)': /^in_store:\S+$/,
  dealership_name: /\S/,
  dealership_address: /\S+, .+ \d{4}, (AU|NZ)$/,
};
const META_REQUIRED: Record<string, RegExp> = {
  vehicle_id: /^\S+$/,
  title: /\S/,
  description: /\S/,
  url: /^https:\/\//,
  make: /\S/,
  model: /\S/,
  year: /^\d{4}$/,
  'mileage.value': /^\d+$/,
  'mileage.unit': /^KM$/,
  'image[0].url': /^https:\/\//,
  'image[0].tag[0]': /\S/,
  transmission: /^(AUTOMATIC|MANUAL|)$/,
  fuel_type: /^(DIESEL|ELECTRIC|GASOLINE|FLEX|HYBRID|OTHER|PETROL|PLUGIN_HYBRID)$/,
  body_style: /^(CONVERTIBLE|COUPE|CROSSOVER|ESTATE|HATCHBACK|MINIVAN|PICKUP|SEDAN|SUV|TRUCK|VAN|WAGON|OTHER)$/,
  drivetrain: /^(TWO_WD|FOUR_WD|AWD|FWD|RWD|OTHER)$/,
  vin: VIN,
  price: PRICE,
  state_of_vehicle: /^(NEW|USED|CPO)$/,
  exterior_color: /\S/,
  address: /^\{.*"addr1":"[^"]+".*"city":"[^"]+".*"region":"[^"]*".*"postal_code":"\d{4}".*"country":"(AU|NZ)"\}$/,
};

describe.each(E2E_TENANTS)('%s inventory feeds', (slug) => {
  const site = loadSiteConfig(slug);
  const origin = new URL(site.site_url).origin;
  const currency = site.country === 'NZ' ? 'NZD' : 'AUD';
  const snapshot = readSnapshot(slug)!.collections.cars;
  const byId = new Map(snapshot.map((c) => [String(c.id), c]));
  /** Cars with a vehicle page (not a redirect) that are for sale, with a price, a VIN and a photo. */
  const forSale = snapshot.filter((c) => {
    const page = `dist/${slug}/cars/${c.slug}.html`;
    if (!existsSync(page) || parsePageHead(readFileSync(page, 'utf8')).refresh) return false;
    const photo = (c.images?.length ?? 0) > 0 || !!c.primary_image_url;
    const forSaleNow = ['in_stock', 'coming_soon'].includes(c.status) && !c.sold;
    return forSaleNow && priceSortValue(c) !== null && VIN.test(c.vin ?? '') && photo;
  });

  function check(rows: Array<Record<string, string>>, required: Record<string, RegExp>, idKey: string, link: string) {
    const wrong: string[] = [];
    for (const row of rows) {
      for (const [column, format] of Object.entries(required))
        if (!format.test(row[column] ?? '')) wrong.push(`${row[idKey]} ${column}: ${JSON.stringify(row[column])}`);
      const car = byId.get(row[idKey] ?? '');
      if (!car) {
        wrong.push(`${row[idKey]}: no such car`);
        continue;
      }
      // The page's price (display precedence) and currency, the car's own page, the right condition.
      if (row['price'] !== `${priceSortValue(car)!.toFixed(2)} ${currency}`)
        wrong.push(`${car.id} price ${row['price']}`);
      if (row[link] !== `${origin}/cars/${car.slug}`) wrong.push(`${car.id} link ${row[link]}`);
    }
    return wrong;
  }

  it('the Google vehicle ads feed has every required attribute in its format, for every passenger car for sale', async () => {
    const res = await fetch(`${siteUrl(slug)}/feeds/google-vehicle-ads.tsv`);
    expect(res.status).toBe(200);
    const [header = [], ...rows] = (await res.text())
      .trimEnd()
      .split('\n')
      .map((l) => l.split('\t'));
    for (const column of Object.keys(GOOGLE_REQUIRED)) expect(header).toContain(column);
    for (const column of ['mileage', 'trim', 'additional_image_link']) expect(header).toContain(column);
    const feed = records(header, rows);
    expect(check(feed, GOOGLE_REQUIRED, 'id', 'link')).toEqual([]);
    for (const row of feed) {
      const car = byId.get(row['id']!)!;
      expect(row['condition']).toBe(car.car_type === 'new' ? 'new' : 'used');
      if (car.car_type !== 'new') expect(row['mileage']).toMatch(/^\d+ km$/);
      expect(row['trim']).toBe([car.badge, car.series].filter(Boolean).join(' '));
    }
    const passenger = forSale.filter((c) => !c.item_type || c.item_type === 'car').map((c) => String(c.id));
    expect(feed.map((r) => r['id']).sort()).toEqual(passenger.sort());
    if (slug !== 'outback-caravans') expect(feed.length).toBeGreaterThan(10);
    // A listed link is a vehicle page.
    if (feed[0]) expect((await fetch(siteUrl(slug) + feed[0]['link']!.slice(origin.length))).status).toBe(200);
  });

  it('the Meta automotive catalogue feed has every required column in its format, for every car for sale', async () => {
    const res = await fetch(`${siteUrl(slug)}/feeds/meta-vehicles.csv`);
    expect(res.status).toBe(200);
    const [header = [], ...rows] = parseCsv(await res.text());
    for (const column of Object.keys(META_REQUIRED)) expect(header).toContain(column);
    const feed = records(header, rows);
    expect(check(feed, META_REQUIRED, 'vehicle_id', 'url')).toEqual([]);
    for (const row of feed) {
      const car = byId.get(row['vehicle_id']!)!;
      expect(row['mileage.value']).toBe(String(Math.round(car.km ?? 0)));
      expect(row['state_of_vehicle']).toBe(car.car_type === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED');
    }
    expect(feed.map((r) => r['vehicle_id']).sort()).toEqual(forSale.map((c) => String(c.id)).sort());
    expect(feed.length).toBeGreaterThan(10);
  });
});
