// npm run bench:js [-- --site metro-motor-group]: JavaScript each kind of page
// ships, gzip, measured from the built artefact in dist/<slug>/. Follows every
// <script src>, modulepreload, astro-island component/renderer URL and the
// static and dynamic imports inside those files (a page's whole JS graph).
// Budgets: pages without an interactive part 0 KB, vehicle page <= 90 KB,
// search page <= 160 KB.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { site: { type: 'string', default: 'metro-motor-group' } } });
const root = `dist/${values.site}`;
if (!existsSync(root)) {
  console.error(`${root} does not exist: run npm run build -- --site ${values.site}`);
  process.exit(1);
}

const URL_IN_HTML =
  /(?:<script[^>]+src="([^"]+)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"|component-url="([^"]+)"|renderer-url="([^"]+)")/g;
const IMPORT_IN_JS =
  /(?:import\s*\(\s*["'`]([^"'`]+\.js)["'`]\s*\)|from\s*["'`]([^"'`]+\.js)["'`]|import\s*["'`]([^"'`]+\.js)["'`]|new URL\(\s*["'`]([^"'`]+\.js)["'`])/g;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function resolve(from: string, url: string): string {
  const base = from.startsWith('/') ? from : `/${from}`;
  return new URL(url, `http://site${base}`).pathname;
}

/**
 * The JS graph of one HTML page: file path -> gzip bytes (inline scripts under
 * '(inline)'), split into what loads with the page (scripts, preloads, island
 * URLs, static imports, workers) and what only dynamic import() can reach
 * (loaded on demand, e.g. the backend a tenant does not use).
 */
export function pageJs(htmlPath: string): { initial: Map<string, number>; lazy: Map<string, number> } {
  const html = readFileSync(join(root, htmlPath), 'utf8');
  const initial = new Map<string, number>();
  const lazy = new Map<string, number>();
  let inline = 0;
  for (const m of html.matchAll(INLINE_SCRIPT))
    if (!/type="application\/(ld\+)?json"/.test(m[0])) inline += m[1]?.length ? gzipSync(m[1]).length : 0;
  if (inline > 0) initial.set('(inline)', inline);
  const queue: Array<[string, boolean]> = [...html.matchAll(URL_IN_HTML)].map((m) => [
    resolve(htmlPath, (m[1] ?? m[2] ?? m[3] ?? m[4])!),
    false,
  ]);
  while (queue.length > 0) {
    const [file, dynamic] = queue.pop()!;
    if (initial.has(file) || (dynamic && lazy.has(file)) || !file.endsWith('.js')) continue;
    const path = join(root, file);
    if (!existsSync(path)) continue;
    const code = readFileSync(path);
    lazy.delete(file);
    (dynamic ? lazy : initial).set(file, gzipSync(code).length);
    for (const m of code.toString('utf8').matchAll(IMPORT_IN_JS)) {
      queue.push([resolve(file, (m[1] ?? m[2] ?? m[3] ?? m[4])!), dynamic || m[1] !== undefined]);
    }
  }
  return { initial, lazy };
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
  // The home page has one island: the Show Me quick search (React and the form, client:visible).
  ['home', 'index.html', 80],
  ['vehicle page', firstHtml('cars'), 90],
  ['search landing', firstHtml('search/used-cars') ?? firstHtml('search'), 160],
  ['brands', firstHtml('brands'), 0],
  ['404', '404.html', 0],
];
console.log(`bench:js  ${values.site}  (gzip, whole JS graph of the page)`);
let over = false;
for (const [label, html, budget] of pages) {
  if (!html) continue;
  const { initial, lazy } = pageJs(html);
  const kb = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) / 1024;
  const ok = kb(initial) <= budget;
  over ||= !ok;
  console.log(
    `  ${label.padEnd(16)} ${kb(initial).toFixed(1).padStart(7)} KB with the page, +${kb(lazy).toFixed(1)} KB on demand` +
      `  budget ${budget} KB  ${ok ? 'ok' : 'OVER'}  (${initial.size}+${lazy.size} files, ${html})`,
  );
}
if (over) process.exitCode = 1;
