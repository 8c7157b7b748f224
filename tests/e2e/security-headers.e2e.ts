// Security headers and Content-Security-Policy, and the hosts' redirect and
// header files: each tenant is served with its own _headers and _redirects applied, as
// Cloudflare Pages or Netlify would, and every kind of page loads, hydrates and is scrolled through
// on a phone and a desktop without one CSP violation. The meta CSP in each page (for hosts that
// read no _headers) is the header's policy less what only a header can say.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser.ts';
import { E2E_TENANTS, type E2eTenant } from './tenants.ts';
import { serveStatic, type RunningServer } from '../../scripts/lib/static-server.ts';
import { parsePageHead } from '../../src/features/seo/page-head.ts';
import { loadSiteConfig } from '../../src/config/load.ts';
import { DESKTOP, PHONE } from '../../scripts/bench/browser-js.ts';

let browser: Browser;
const servers = new Map<E2eTenant, RunningServer>();
beforeAll(async () => {
  browser = await launch();
  for (const slug of E2E_TENANTS)
    servers.set(slug, await serveStatic(`dist/${slug}`, 0, '127.0.0.1', { hostFiles: true }));
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([...servers.values()].map((s) => s.close()));
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

/** One page of each kind the tenant has: from its sitemaps, robots.txt's noindex pages, a sold car, a 404. */
function pagesOf(slug: E2eTenant, allContentPages: boolean): string[] {
  const origin = new URL(loadSiteConfig(slug).site_url).origin;
  const dist = `dist/${slug}`;
  const paths = new Set<string>();
  for (const file of readdirSync(dist).filter((f) => /^sitemap-(?!index).*\.xml$/.test(f))) {
    const urls = locs(readFileSync(`${dist}/${file}`, 'utf8')).map((u) => u.slice(origin.length) || '/');
    // Content pages differ from each other (forms, maps, offers): all of them; one of each other kind.
    for (const path of file === 'sitemap-pages.xml' && allContentPages ? urls : urls.slice(0, 2)) paths.add(path);
  }
  const cars = readdirSync(`${dist}/cars`).filter((f) => f.endsWith('.html'));
  const sold = cars.find((f) =>
    readFileSync(`${dist}/cars/${f}`, 'utf8').includes('Unfortunately this car recently sold'),
  );
  if (sold) paths.add(`/cars/${sold.slice(0, -'.html'.length)}`);
  const car = (cars[0] ?? '').slice(0, -'.html'.length);
  const robots = readFileSync(`${dist}/robots.txt`, 'utf8');
  for (const [, path] of robots.matchAll(/^Disallow: (\S+)$/gm)) paths.add((path ?? '').replace('*', car));
  paths.add(`/print?car_id=${car}`);
  paths.add('/no-such-page');
  return [...paths];
}

/**
 * Brings every island of the page to life, as a shopper going through it would: scrolls through
 * (client:visible), shows intent to the client:intent ones (focus), then waits until each island
 * that can hydrate at this size has, and the page is idle. A client:visible island hidden at this
 * size (a desktop-only panel on a phone) cannot, and is left.
 */
async function sweep(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((r) => setTimeout(r, 30));
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await pause();
    }
    for (const island of document.querySelectorAll('astro-island[client="intent"]'))
      island.dispatchEvent(new FocusEvent('focusin'));
    // One passed over between two scroll steps: into view on its own.
    for (const island of document.querySelectorAll('astro-island[ssr][client="visible"]')) {
      const shown = [...island.children].find((child) => child.checkVisibility());
      if (shown) {
        shown.scrollIntoView();
        await pause();
      }
    }
  });
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('astro-island[ssr]')].every(
          (island) =>
            island.getAttribute('client') === 'visible' &&
            [...island.children].every((child) => !child.checkVisibility()),
        ),
      null,
      { timeout: 20_000 },
    )
    .catch(async (error: unknown) => {
      const left = await page
        .evaluate(() =>
          [...document.querySelectorAll('astro-island[ssr]')].map(
            (island) => `${island.getAttribute('component-url')} (client:${island.getAttribute('client')})`,
          ),
        )
        .catch(() => []);
      throw new Error(`${page.url()}: islands that did not hydrate: ${left.join(', ')}`, { cause: error });
    });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
}

describe('styles under the CSP', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'on a %s, a style element the page did not ship is refused; style attributes still apply',
    async (_name, viewport) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${servers.get('harbour-toyota')!.url}/`, { waitUntil: 'load' });
      const probe = await page.evaluate(async () => {
        const refused = new Promise<string>((resolve) =>
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true }),
        );
        // What an injection of markup would add: a style element, and an element with a style attribute.
        const style = document.createElement('style');
        style.textContent = 'body { outline: 7px solid rgb(255, 0, 0); }';
        document.head.append(style);
        const marked = document.createElement('div');
        marked.setAttribute('style', 'width: 123px');
        document.body.append(marked);
        const outline = getComputedStyle(document.body).outlineWidth;
        return {
          directive: await Promise.race([refused, new Promise((r) => setTimeout(() => r('none'), 2000))]),
          outline,
          attributeWidth: getComputedStyle(marked).width,
          // The theme's colours, a style attribute of <html> in the shipped page.
          theme: getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
        };
      });
      expect(probe).toMatchObject({ directive: 'style-src-elem', attributeWidth: '123px' });
      expect(probe.outline).not.toBe('7px');
      expect(probe.theme).toBe('#eb0a1e');
      await context.close();
    },
  );
});

describe.each(E2E_TENANTS)('%s security headers', (slug) => {
  const base = () => servers.get(slug)!.url;

  it('every response carries the CSP and security headers; hashed bundles are cached for a year', async () => {
    const res = await fetch(`${base()}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"])
      expect(csp).toContain(directive);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube\.com/);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const directives = (policy: string) =>
      policy
        .split(';')
        .map((d) => d.trim().replaceAll(/\s+/g, ' '))
        .filter(Boolean);
    const meta = directives(parsePageHead(await res.text()).csp ?? '');
    expect(meta.length).toBeGreaterThan(5);
    // Style elements: the page's meta allows this site and the hashes of the styles Astro inlined
    // in it; the header, shared by every page, leaves those hashes to each page's meta.
    const styleElements = /^style-src-elem 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/;
    expect(meta.filter((d) => styleElements.test(d))).toHaveLength(1);
    expect(meta).toContain("style-src-attr 'unsafe-inline'");
    const sharedStyles = "style-src-elem 'self' 'unsafe-inline'";
    expect(directives(csp)).toEqual([
      ...meta.map((d) => (styleElements.test(d) ? sharedStyles : d)),
      "frame-ancestors 'self'",
    ]);

    const bundle = readdirSync(`dist/${slug}/_astro`).find((f) => f.endsWith('.js'))!;
    const asset = await fetch(`${base()}/_astro/${bundle}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('the locator aliases and a sold car past its window answer 301 to their pages', async () => {
    for (const [from, to] of [
      ['/dealer-locator', '/dealerships'],
      ['/find-my-dealer', '/dealerships'],
    ]) {
      const res = await fetch(base() + from, { redirect: 'manual' });
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
    const rules = readFileSync(`dist/${slug}/_redirects`, 'utf8').trim().split('\n');
    const sold = rules.find((r) => r.startsWith('/cars/'));
    if (sold) {
      const [from, to] = sold.split(' ');
      const res = await fetch(base() + from, { redirect: 'manual' });
      expect(res.headers.get('location')).toBe(to);
      expect((await fetch(base() + to!)).status).toBe(200);
    }
    const ourLocation = rules.find((r) => r.startsWith('/our-location/'));
    expect(ourLocation).toMatch(/^\/our-location\/\S+ \/locations\/\S+ 301$/);
  });

  // Every content page on a phone; one page of each kind on a desktop.
  it.each([
    ['phone', PHONE, true],
    ['desktop', DESKTOP, false],
  ] as const)(
    'no page kind reports a CSP violation on a %s',
    async (_name, viewport, allContentPages) => {
      const context = await browser.newContext({ viewport });
      const violations: string[] = [];
      // Reported to the test as they happen: a gated page navigates on to sign-in.
      await context.exposeFunction('__cspViolation', (report: string) => violations.push(report));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { __cspViolation: (r: string) => void }).__cspViolation(
            `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
          ),
        );
      });
      // One tab goes through the pages, as a shopper would: a page closed while it moved on to
      // sign-in could leave the close waiting.
      const page = await context.newPage();
      let path = '';
      page.on('console', (m) => {
        if (/Content.Security.Policy/i.test(m.text())) violations.push(`${path}: ${m.text()}`);
      });
      try {
        for (path of pagesOf(slug, allContentPages)) {
          // A page may move on as it loads or hydrates (a sold car's refresh to its search, a gated
          // page to sign-in), even while the next is asked for: the page it lands on is then swept.
          let arrived = false;
          for (let attempt = 1; ; attempt++) {
            try {
              if (arrived) await page.waitForLoadState('load');
              else await page.goto(base() + path, { waitUntil: 'load' });
              arrived = true;
              await sweep(page);
              break;
            } catch (error) {
              if (attempt === 3) throw new Error(`${path}: ${String(error)}`, { cause: error });
            }
          }
        }
      } finally {
        await context.close();
      }
      expect(violations).toEqual([]);
    },
    240_000,
  );
});
