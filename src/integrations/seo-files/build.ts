// The SEO files of the tenant being built (SITE_SLUG), from its prepared data and built pages.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readBuildContent, readCarSummaries, CarDetailsReader } from '../../data/build-data.ts';
import { listedOf } from '../../data/listed.ts';
import type { CarOutput, LocationOutput } from '../../data/schemas.ts';
import type { CarSummary } from '../../data/car-summary.ts';
import { readPageHead } from '../../features/seo/page-head.ts';
import {
  GOOGLE_COLUMNS,
  GOOGLE_FEED_PATH,
  META_COLUMNS,
  META_FEED_PATH,
  feedRows,
  toCsv,
  toTsv,
} from '../../features/seo/feeds.ts';
import { currencyOf } from '../../config/core-options.ts';
import { headersFile, redirectsFile, type Redirect } from '../../features/seo/host-files.ts';
import { buildSitemaps, robotsTxt, type SitemapKind, type SitemapUrl } from '../../features/seo/sitemap.ts';
import { isAvailable } from '../../core/vehicle/availability.ts';
import { buildNow, site } from '../../site.ts';

/**
 * The reserve page is linked to cars/{slug}/checkout.html after the build (scripts/render/checkout-links.ts),
 * so those pages are not in Astro's list; they are the reserve page, which is noindex.
 */
const LINKED_CHECKOUT = { page: 'reserve.html', pattern: '/cars/*/checkout' };

/** The sitemap kind of a page path ('search/toyota'). */
export function sitemapKindOf(path: string): SitemapKind {
  const first = path.split('/')[0] ?? '';
  if (first === 'cars') return 'vehicles';
  if (first === 'search') return 'search';
  if (first === 'models') return 'models';
  if (['locations', 'dealerships', 'contact-us'].includes(first)) return 'locations';
  return 'pages';
}

/** Page paths ('', 'cars/x', 'search/toyota/page/2') of the built HTML pages; endpoints' files left out. */
export function htmlPagePaths(pathnames: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const pathname of pathnames) {
    const path = pathname.replace(/^\/+|\/+$/g, '');
    if (/\.[a-z0-9]+$/i.test(path)) continue; // map tiles, search-index.json
    paths.add(path);
  }
  return [...paths].sort();
}

export interface TenantData {
  locations: LocationOutput[];
  listed: CarSummary[];
  delisted: CarSummary[];
  /** Full records of the listed cars, in listed order. */
  records: () => CarOutput[];
}

/** The tenant's listed and delisted cars (the pages' own rule, src/data/stock.ts). */
export function tenantData(slug: string): TenantData {
  const content = readBuildContent(slug);
  const locations = content.collections.locations;
  const summaries = readCarSummaries(slug);
  const listed = listedOf(summaries, locations, site, buildNow);
  const listedIds = new Set(listed.map((c) => c.id));
  const delisted = summaries.filter((c) => !listedIds.has(c.id) && c.show_on_dealer_website && !isAvailable(c));
  let records: CarOutput[] | undefined;
  return {
    locations,
    listed,
    delisted,
    records: () => {
      if (!records) {
        const reader = new CarDetailsReader(slug);
        records = listed.map((c) => reader.get(c.id));
      }
      return records;
    },
  };
}

export interface PageScan {
  byKind: Record<SitemapKind, SitemapUrl[]>;
  /** robots.txt Disallow patterns: the noindex pages. */
  disallow: string[];
  /** Redirect pages (meta refresh): sold cars past their window, the locator's old addresses. */
  redirects: Redirect[];
  /** The pages' meta Content-Security-Policy (one for the whole site: Astro hashes site-wide). */
  csp: string | null;
}

/** Which pages are indexable (by kind), which are noindex, which redirect where. */
export function scanPages(outDir: string, paths: readonly string[], data: TenantData): PageScan {
  const byKind: Record<SitemapKind, SitemapUrl[]> = { vehicles: [], search: [], models: [], locations: [], pages: [] };
  const disallow = new Set<string>();
  const redirects: Redirect[] = [];
  if (existsSync(join(outDir, LINKED_CHECKOUT.page))) disallow.add(LINKED_CHECKOUT.pattern);
  const records = data.records();
  const updatedBySlug = new Map(records.map((r) => [r.slug, r.updated_at ?? undefined]));
  const delisted = new Set(data.delisted.map((c) => c.slug));
  const seenSubPages = new Map<string, boolean>();
  let csp: string | null = null;
  for (const path of paths) {
    const url = new URL(`/${path}`, site.site_url).href;
    const vehicle = /^cars\/([^/]+)$/.exec(path)?.[1] ?? '';
    if (updatedBySlug.has(vehicle)) {
      // Vehicle pages: indexable when listed, lastmod from the record (their heads are not read).
      byKind.vehicles.push({ loc: url, lastmod: updatedBySlug.get(vehicle) });
      continue;
    }
    // A vehicle's sub-page (buy-online): one route for every car, so its first page speaks for all.
    const sub = /^cars\/[^/]+\/(.+)$/.exec(path);
    if (sub) {
      const pattern = `/cars/*/${sub[1]}`;
      if (!seenSubPages.has(pattern)) seenSubPages.set(pattern, readPageHead(join(outDir, `${path}.html`)).noindex);
      if (seenSubPages.get(pattern)) disallow.add(pattern);
      continue;
    }
    const head = readPageHead(join(outDir, `${path || 'index'}.html`));
    if (path === '') csp = head.csp;
    if (head.refresh) {
      if (head.refreshTo) redirects.push({ from: `/${path}`, to: head.refreshTo });
      continue;
    }
    if (delisted.has(vehicle) || path === '404') continue;
    if (head.noindex) {
      disallow.add(`/${path}`);
      continue;
    }
    if (head.canonical !== url && !(path === '' && head.canonical === new URL('/', site.site_url).href)) continue;
    byKind[sitemapKindOf(path)].push({ loc: url });
  }
  return { byKind, disallow: [...disallow], redirects, csp };
}

/** The Google and Meta inventory feeds of the listed cars, by id order (the same data gives the same bytes). */
export function feedFiles(data: TenantData): Map<string, string> {
  const byId = new Map(data.locations.map((l) => [l.id, l]));
  const cars = [...data.records()].sort((a, b) => a.id - b.id);
  const rows = feedRows(
    cars,
    (car) =>
      (car.location?.id === undefined ? undefined : byId.get(car.location.id)) ??
      data.locations.find((l) => l.dealership_id === car.dealership_id && l.address?.street),
    { siteUrl: site.site_url, currency: currencyOf(site), country: site.country, dealerName: site.name },
  );
  return new Map([
    [GOOGLE_FEED_PATH, toTsv(GOOGLE_COLUMNS, rows.google)],
    [META_FEED_PATH, toCsv(META_COLUMNS, rows.meta)],
  ]);
}

/**
 * Every SEO file of the tenant being built, by path under its output folder. `data` and `feeds`
 * come from the data alone: the renderer makes them while its thread lists the pages.
 */
export function seoFilesOf(
  outDir: string,
  pathnames: readonly string[],
  configRedirects: readonly Redirect[] = [],
  data: TenantData = tenantData(process.env['SITE_SLUG'] ?? ''),
  feeds: Map<string, string> = feedFiles(data),
): Map<string, string> {
  const scan = scanPages(outDir, htmlPagePaths(pathnames), data);
  const files = buildSitemaps(site.site_url, scan.byKind);
  files.set('robots.txt', robotsTxt(site.site_url, scan.disallow));
  files.set('_redirects', redirectsFile([...configRedirects, ...scan.redirects]));
  files.set('_headers', headersFile(scan.csp));
  for (const [path, text] of feeds) files.set(path, text);
  return files;
}
