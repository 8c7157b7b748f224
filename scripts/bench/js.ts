// npm run bench:js [-- --site metro-motor-group] [--files] [--candidates 8]: the
// JavaScript each kind of page loads, gzip, measured in Chromium against the
// built artefact in dist/<slug>/ (served as the CDN serves it).
//
// The budget figure is what a phone loads before the shopper does anything:
// Chromium at 412x915, no scroll, no input, every script requested until the
// network is idle (islands that hydrate at once or when idle, and whatever
// they import straight away). Beside it: the same page at desktop size, what
// scrolling through it adds (client:visible islands), and what is still only
// reachable on demand (dynamic imports behind an interaction, found in the
// JS graph of the built files). Budgets: pages without an interactive part
// 0.3 KB (the header's inline focus script only), vehicle page <= 75 KB, search page <= 150 KB. The vehicle page
// measured is the heaviest of the `--candidates` pages (default 8) that the
// static JS graph ranks heaviest among the first 60 in cars/. Figures only:
// no timings.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { launchChromium } from '../lib/chromium.ts';
import { serveStatic } from '../lib/static-server.ts';
import { DESKTOP, kb, loadedJs, PHONE, totalBytes } from './browser-js.ts';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'metro-motor-group' },
    files: { type: 'boolean', default: false },
    candidates: { type: 'string', default: '8' },
  },
});
const root = `dist/${values.site}`;
if (!existsSync(root)) {
  console.error(`${root} does not exist: run npm run build -- --site ${values.site}`);
  process.exit(1);
}

const SCRIPT_IN_HTML = /(?:<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)")/g;
const ISLAND = /<astro-island\b([^>]*)>/g;
const ATTR = (name: string) => new RegExp(`\\s${name}="([^"]*)"`);
const IMPORT_IN_JS =
  /(?:import\s*\(\s*["'`]([^"'`]+\.js)["'`]\s*\)|from\s*["'`]([^"'`]+\.js)["'`]|import\s*["'`]([^"'`]+\.js)["'`]|new URL\(\s*["'`]([^"'`]+\.js)["'`])/g;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function resolve(from: string, url: string): string {
  const base = from.startsWith('/') ? from : `/${from}`;
  return new URL(url, `http://site${base}`).pathname;
}

/** One page's JS, gzip bytes per file, by when it loads. */
export interface PageJs {
  /** Loads with the page: scripts, preloads, client:load/idle/only islands and their static imports. */
  initial: Map<string, number>;
  /** Loads when a client:visible island scrolls into view (and is not already loaded). */
  visible: Map<string, number>;
  /** Reachable only through dynamic import(): on interaction or on demand. */
  lazy: Map<string, number>;
}

/**
 * The JS graph of one HTML page (inline scripts under '(inline)'), split into
 * what loads with the page, what loads when a client:visible island becomes
 * visible, and what only dynamic import() reaches.
 */
export function pageJs(htmlPath: string): PageJs {
  const html = readFileSync(join(root, htmlPath), 'utf8');
  const roots: { initial: string[]; visible: string[] } = { initial: [], visible: [] };
  let inline = 0;
  for (const m of html.matchAll(INLINE_SCRIPT))
    if (!/type="application\/(ld\+)?json"/.test(m[0])) inline += m[1]?.length ? gzipSync(m[1]).length : 0;
  for (const m of html.matchAll(SCRIPT_IN_HTML)) roots.initial.push(resolve(htmlPath, (m[1] ?? m[2])!));
  for (const m of html.matchAll(ISLAND)) {
    const attrs = m[1] ?? '';
    const bucket = ATTR('client').exec(attrs)?.[1] === 'visible' ? roots.visible : roots.initial;
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = ATTR(name).exec(attrs)?.[1];
      if (url) bucket.push(resolve(htmlPath, url));
    }
  }

  /** Static closure of some roots; dynamic import targets collected aside. */
  const closure = (start: string[], dynamicOut: Set<string>) => {
    const seen = new Map<string, number>();
    const queue = [...start];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file) || !file.endsWith('.js')) continue;
      const path = join(root, file);
      if (!existsSync(path)) continue;
      const code = readFileSync(path);
      seen.set(file, gzipSync(code).length);
      for (const m of code.toString('utf8').matchAll(IMPORT_IN_JS)) {
        const target = resolve(file, (m[1] ?? m[2] ?? m[3] ?? m[4])!);
        if (m[1] !== undefined) dynamicOut.add(target);
        else queue.push(target);
      }
    }
    return seen;
  };
  const dynamicRoots = new Set<string>();
  const initial = closure(roots.initial, dynamicRoots);
  if (inline > 0) initial.set('(inline)', inline);
  const visible = new Map([...closure(roots.visible, dynamicRoots)].filter(([f]) => !initial.has(f)));
  const lazyAll = closure([...dynamicRoots], new Set());
  const lazy = new Map([...lazyAll].filter(([f]) => !initial.has(f) && !visible.has(f)));
  return { initial, visible, lazy };
}

const total = totalBytes;

/**
 * The pages of a folder the static JS graph ranks heaviest, up to `count` of
 * the first `limit` (vehicle pages differ: a car with a 360 spin, finance and
 * a call box ships more than a sold car, and a delisted car's address is a
 * redirect with none).
 */
function heaviestHtml(dir: string, count: number, limit = 60): string[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((f) => f.endsWith('.html'))
    .slice(0, limit)
    .map((f) => {
      const js = pageJs(join(dir, f));
      return [join(dir, f), total(js.initial) + total(js.visible)] as const;
    })
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([f]) => f);
}

/** The page of a path ('search/used-cars' -> 'search/used-cars.html'), or the first page in a folder. */
function firstHtml(dir: string): string | null {
  if (existsSync(join(root, `${dir}.html`))) return `${dir}.html`;
  const full = join(root, dir);
  if (!existsSync(full)) return null;
  const page = readdirSync(full).find((f) => f.endsWith('.html'));
  return page ? join(dir, page) : null;
}

/** The address of a built page ('cars/x.html' -> '/cars/x', 'index.html' -> '/'). */
function urlPath(html: string): string {
  return `/${html.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

// [label, candidate pages, budget in KB (null: figures only)]
const pages: Array<[string, string[], number | null]> = [
  // The home page's one island, the Show Me quick search, sits in the hero: it
  // loads at once on every screen, so the home page has figures, not a budget.
  ['home', ['index.html'], null],
  ['vehicle page', heaviestHtml('cars', Math.max(1, Number(values.candidates) || 8)), 75],
  ['search landing', [firstHtml('search/used-cars') ?? firstHtml('search')].filter((p) => p !== null), 150],
  // The header menus are popovers; pages without an island ship only the header's inline script that
  // closes a menu keyboard focus has left (0.24 KB gzip, no request; docs/decisions.md "Layout").
  ['company', [firstHtml('about-us')].filter((p) => p !== null), 0.3],
  // The locator's island (search, cards, map index) hydrates when idle; Leaflet loads when the map is near
  // the viewport, which on every screen is at once. Figures only.
  ['locator', [firstHtml('dealerships')].filter((p) => p !== null), null],
  // A location page: its map island is client:visible; Leaflet loads when the map comes near the viewport.
  ['location', [firstHtml('locations')].filter((p) => p !== null), null],
  ['brands', [firstHtml('brands')].filter((p) => p !== null), 0.3],
  ['404', ['404.html'], 0.3],
];

const server = await serveStatic(root);
const browser = await launchChromium();
let over = false;
try {
  console.log(
    `bench:js  ${values.site}  (gzip; Chromium at ${PHONE.width}x${PHONE.height}, no scroll or input, ` +
      `until the network is idle; desktop ${DESKTOP.width}x${DESKTOP.height})`,
  );
  for (const [label, candidates, budget] of pages) {
    if (candidates.length === 0) continue;
    // The heaviest candidate on a phone, before any scroll.
    let html = candidates[0]!;
    let phone = await loadedJs(browser, server.url + urlPath(html), PHONE);
    for (const other of candidates.slice(1)) {
      const next = await loadedJs(browser, server.url + urlPath(other), PHONE);
      if (total(next.atOnce) > total(phone.atOnce)) [html, phone] = [other, next];
    }
    const scrolled = await loadedJs(browser, server.url + urlPath(html), PHONE, { scroll: true });
    const desktop = await loadedJs(browser, server.url + urlPath(html), DESKTOP);
    const loaded = new Set([...scrolled.atOnce.keys(), ...scrolled.onScroll.keys(), ...desktop.atOnce.keys()]);
    const { lazy } = pageJs(html);
    const onDemand = new Map([...lazy].filter(([f]) => !loaded.has(f)));
    const ok = budget === null || kb(phone.atOnce) <= budget;
    over ||= !ok;
    console.log(
      `  ${label.padEnd(15)} ${kb(phone.atOnce).toFixed(1).padStart(6)} KB at once on a phone  ` +
        `${budget === null ? 'no budget' : `budget ${budget} KB  ${ok ? 'ok' : 'OVER'}`};  ` +
        `desktop ${kb(desktop.atOnce).toFixed(1)} KB at once; +${kb(scrolled.onScroll).toFixed(1)} KB scrolling through ` +
        `(phone); +${kb(onDemand).toFixed(1)} KB more on demand  (${phone.atOnce.size} files, ${html})`,
    );
    // --files: every file, largest first, to see what a budget is spent on.
    if (values.files)
      for (const [when, map] of [
        ['phone', phone.atOnce],
        ['desktop', new Map([...desktop.atOnce].filter(([f]) => !phone.atOnce.has(f)))],
        ['scroll', scrolled.onScroll],
        ['demand', onDemand],
      ] as const)
        for (const [file, bytes] of [...map].sort((a, b) => b[1] - a[1]))
          console.log(`      ${when.padEnd(8)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
  }
} finally {
  await browser.close();
  await server.close();
}
if (over) process.exitCode = 1;
