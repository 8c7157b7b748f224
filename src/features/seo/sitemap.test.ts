import { describe, expect, it } from 'vitest';
import { buildSitemaps, chunkUrls, robotsTxt, xmlEscape } from './sitemap.ts';
import { parsePageHead } from './page-head.ts';

const SITE = 'https://www.example.com.au';
const urls = (n: number, prefix = '/cars/car-') =>
  Array.from({ length: n }, (_, i) => ({
    loc: `${SITE}${prefix}${i}`,
    lastmod: `2026-11-${String((i % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
  }));

describe('buildSitemaps', () => {
  it('writes one sitemap per page kind with its URLs, and an index naming each with its newest lastmod', () => {
    const files = buildSitemaps(SITE, { vehicles: urls(3), search: [{ loc: `${SITE}/search/used-cars` }], models: [] });
    expect([...files.keys()]).toEqual(['sitemap-vehicles.xml', 'sitemap-search.xml', 'sitemap-index.xml']);
    expect(files.get('sitemap-vehicles.xml')).toContain(
      `<url><loc>${SITE}/cars/car-2</loc><lastmod>2026-11-03T00:00:00.000Z</lastmod></url>`,
    );
    expect(files.get('sitemap-search.xml')).toContain(`<url><loc>${SITE}/search/used-cars</loc></url>`);
    const index = files.get('sitemap-index.xml') ?? '';
    expect(index).toContain(
      `<sitemap><loc>${SITE}/sitemap-vehicles.xml</loc><lastmod>2026-11-03T00:00:00.000Z</lastmod></sitemap>`,
    );
    expect(index).toContain(`<sitemap><loc>${SITE}/sitemap-search.xml</loc></sitemap>`);
    expect(index).not.toContain('models');
  });

  it.each([
    { n: 50_000, files: 1 },
    { n: 50_001, files: 2 },
    { n: 120_000, files: 3 },
  ])('$n vehicle URLs make $files file(s) of at most 50,000', ({ n, files }) => {
    const out = buildSitemaps(SITE, { vehicles: urls(n) });
    const parts = [...out.keys()].filter((k) => k !== 'sitemap-index.xml');
    expect(parts).toHaveLength(files);
    if (files > 1) expect(parts[0]).toBe('sitemap-vehicles-1.xml');
    const counts = parts.map((p) => (out.get(p)?.match(/<url>/g) ?? []).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
    expect(Math.max(...counts)).toBeLessThanOrEqual(50_000);
  });

  it('splits on bytes before the 50 MB limit', () => {
    const long = urls(10, `/${'x'.repeat(200)}/`);
    const chunks = chunkUrls(long, 50_000, 1_000);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.join('').length + 120).toBeLessThanOrEqual(1_000 + 200);
  });

  it('escapes URLs for XML and gives the same bytes for the same input', () => {
    expect(xmlEscape(`${SITE}/a?b=1&c=<'">`)).toBe(`${SITE}/a?b=1&amp;c=&lt;&apos;&quot;&gt;`);
    const input = { vehicles: urls(5) };
    expect(buildSitemaps(SITE, input)).toEqual(buildSitemaps(SITE, input));
  });
});

describe('robotsTxt', () => {
  it('disallows the given paths in order and names the sitemap index', () => {
    expect(robotsTxt(SITE, ['/sign-in', '/cars/*/checkout', '/print', '/print'])).toBe(
      'User-agent: *\nDisallow: /cars/*/checkout\nDisallow: /print\nDisallow: /sign-in\n\n' +
        `Sitemap: ${SITE}/sitemap-index.xml\n`,
    );
  });
});

describe('parsePageHead', () => {
  it.each([
    {
      html: `<html><head><link rel="canonical" href="${SITE}/a"><meta name="robots" content="noindex"></head>`,
      want: { canonical: `${SITE}/a`, noindex: true, refresh: false, refreshTo: null, csp: null },
    },
    {
      html: `<!doctype html><title>Redirecting</title><meta http-equiv="refresh" content="0;url=/b"><meta name="robots" content="noindex">`,
      want: { canonical: null, noindex: true, refresh: true, refreshTo: '/b', csp: null },
    },
    {
      html: `<head><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-x'"></head><body><meta name="robots" content="noindex">`,
      want: { canonical: null, noindex: false, refresh: false, refreshTo: null, csp: "script-src 'self' 'sha256-x'" },
    },
  ])('reads $want', ({ html, want }) => {
    expect(parsePageHead(html)).toEqual(want);
  });
});
