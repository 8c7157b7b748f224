// No dead ends: every internal link a shopper can reach from the home page,
// the header and footer menus, a search landing, a vehicle page and a
// location page of each built tenant answers 200 on the static server (the
// CDN stand-in). A menu entry pointing at a page that is not built fails here.
import { describe, expect, it } from 'vitest';
import { siteUrl } from './browser.ts';
import { E2E_TENANTS } from './tenants.ts';

/** Pages crawled per tenant (links on them are all checked). */
const CRAWL_LIMIT = 60;
/** Of the many similar pages, only a few are crawled for their own links. */
const SAMPLE_PER_SECTION = 3;

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
}

function internalPath(href: string, base: string): string | null {
  if (/^(mailto|tel|sms|javascript):/i.test(href) || href.startsWith('#')) return null;
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return null;
  return url.pathname;
}

const section = (path: string) => path.split('/').slice(0, 2).join('/');

describe.each(E2E_TENANTS)('%s links', (slug) => {
  it('every internal link reachable from the main pages answers 200', async () => {
    const base = siteUrl(slug);
    const status = new Map<string, number>();
    const linkedFrom = new Map<string, string>();
    const queue = ['/'];
    const crawledPerSection = new Map<string, number>();
    let crawled = 0;
    while (queue.length > 0 && crawled < CRAWL_LIMIT) {
      const path = queue.shift()!;
      const res = await fetch(base + path);
      status.set(path, res.status);
      if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html')) continue;
      crawled++;
      for (const href of hrefs(await res.text())) {
        const target = internalPath(href, base + path);
        if (target === null || status.has(target) || linkedFrom.has(target)) continue;
        linkedFrom.set(target, path);
        const s = section(target);
        const seen = crawledPerSection.get(s) ?? 0;
        if (['/cars', '/search', '/locations', '/models', '/sample-images'].includes(s) && seen >= SAMPLE_PER_SECTION)
          continue;
        crawledPerSection.set(s, seen + 1);
        queue.push(target);
      }
    }
    // Every link found, crawled or not, must resolve.
    const dead: string[] = [];
    for (const [target, from] of linkedFrom) {
      const code = status.get(target) ?? (await fetch(base + target, { method: 'HEAD' })).status;
      if (code !== 200) dead.push(`${target} (${code}) linked from ${from}`);
    }
    expect(crawled).toBeGreaterThan(5);
    expect(dead).toEqual([]);
  });
});
