// npm run bench:js [-- --site metro-motor-group]: JavaScript each kind of page
// ships, gzip, measured from the built artefact in dist/<slug>/. Follows every
// <script src>, modulepreload, astro-island component/renderer URL and the
// static and dynamic imports inside those files (a page's whole JS graph).
// Budgets (JS that loads with the page): pages without an interactive part
// 0 KB, vehicle page <= 90 KB, search page <= 160 KB. The vehicle page measured
// is the heaviest of the first 60 in cars/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { site: { type: 'string', default: 'metro-motor-group' }, files: { type: 'boolean', default: false } },
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

const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/**
 * The heaviest of up to `limit` pages in a folder (vehicle pages differ: a car
 * with a 360 spin, finance and a call box ships more than a sold car, and a
 * delisted car's address is a redirect with none).
 */
function heaviestHtml(dir: string, limit = 60): string | null {
  const full = join(root, dir);
  if (!existsSync(full)) return null;
  let best: [string, number] | null = null;
  for (const f of readdirSync(full)
    .filter((f) => f.endsWith('.html'))
    .slice(0, limit)) {
    const js = pageJs(join(dir, f));
    const bytes = total(js.initial) + total(js.visible);
    if (!best || bytes > best[1]) best = [join(dir, f), bytes];
  }
  return best?.[0] ?? null;
}

/** The page of a path ('search/used-cars' -> 'search/used-cars.html'), or the first page in a folder. */
function firstHtml(dir: string): string | null {
  if (existsSync(join(root, `${dir}.html`))) return `${dir}.html`;
  const full = join(root, dir);
  if (!existsSync(full)) return null;
  const page = readdirSync(full).find((f) => f.endsWith('.html'));
  return page ? join(dir, page) : null;
}

const pages: Array<[string, string | null, number]> = [
  // The home page's one island, the Show Me quick search (client:visible): Astro's
  // visible loader with the page (2 KB), React and the form when it is in view.
  ['home', 'index.html', 3],
  ['vehicle page', heaviestHtml('cars'), 90],
  ['search landing', firstHtml('search/used-cars') ?? firstHtml('search'), 160],
  // The header menus are popovers: pages without an island ship nothing.
  ['company', firstHtml('about-us'), 0],
  ['locator', firstHtml('dealerships'), 0],
  ['brands', firstHtml('brands'), 0],
  ['404', '404.html', 0],
];
console.log(`bench:js  ${values.site}  (gzip, whole JS graph of the page)`);
let over = false;
for (const [label, html, budget] of pages) {
  if (!html) continue;
  const { initial, visible, lazy } = pageJs(html);
  const kb = (m: Map<string, number>) => total(m) / 1024;
  // The budget holds what loads with the page; islands below the fold that
  // hydrate when visible and code behind an interaction are shown beside it.
  const ok = kb(initial) <= budget;
  over ||= !ok;
  console.log(
    `  ${label.padEnd(16)} ${kb(initial).toFixed(1).padStart(7)} KB with the page, +${kb(visible).toFixed(1)} KB when visible, ` +
      `+${kb(lazy).toFixed(1)} KB on demand  budget ${budget} KB  ${ok ? 'ok' : 'OVER'}  ` +
      `(${initial.size}+${visible.size}+${lazy.size} files, ${html})`,
  );
  // --files: every file, largest first, to see what a budget is spent on.
  if (values.files)
    for (const [when, map] of [
      ['page', initial],
      ['visible', visible],
      ['demand', lazy],
    ] as const)
      for (const [file, bytes] of [...map].sort((a, b) => b[1] - a[1]))
        console.log(`      ${when.padEnd(8)} ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
if (over) process.exitCode = 1;
