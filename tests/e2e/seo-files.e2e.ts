// What search engines read of each built tenant (issue 20): the sitemap index and its sitemaps list
// every indexable page and only those (each answers 200 and is its own canonical; every vehicle page
// that is not a redirect is listed), and robots.txt names the index and keeps crawlers out of the
// pages that carry noindex (checkout, print, success, sign-in, gated pages).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteUrl } from './browser.ts';
import { E2E_TENANTS } from './tenants.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { parsePageHead } from '../../src/features/seo/page-head.ts';

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
