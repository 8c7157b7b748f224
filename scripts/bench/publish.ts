// node scripts/bench/publish.ts [--pages 20000] [--keep]: times publishRelease on a synthetic
// tenant of ~55 KB HTML pages (about 1.1 GB at 20,000): a first publish (no caches), a nightly
// with 5% of the pages changed, and a publish with nothing changed. Prints each run's time, the
// file and tarball parts of it, and the tarball's size. Works in a temp folder, removed at the end
// unless --keep.
import { mulberry32 } from '../../src/core/random.ts';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { publishRelease, type Published } from '../platform/releases.ts';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '20000' }, keep: { type: 'boolean' }, generate: { type: 'string' } },
});
const pageCount = Number(values.pages);
// --generate <folder> (internal): only write the site. A child process does it, so that this
// process's peak RSS is the publishes' own.
const root = values.generate ? dirname(values.generate) : mkdtempSync(join(tmpdir(), 'bench-publish-'));
const site = values.generate ?? join(root, 'site');
const env = { ...process.env, RELEASES_DIR: join(root, 'releases') };
const slug = 'bench-publish';

const MAKES = ['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Subaru', 'Volkswagen', 'Isuzu'];
const MODELS = ['Hilux', 'CX-5', 'Ranger', 'Tucson', 'Sportage', 'Triton', 'X-Trail', 'Outback', 'Amarok', 'D-Max'];
const WORDS = (
  'reliable family spacious economical serviced warranty low kilometres one owner logbook towbar ' +
  'reversing camera cruise control bluetooth alloy wheels diesel automatic manual turbo leather ' +
  'heated seats sunroof navigation apple carplay android auto lane keep assist adaptive safety ' +
  'roof racks bull bar tinted windows immaculate condition finance available trade-ins welcome ' +
  'drive away test drive today inspection roadworthy registered premium sound keyless entry'
).split(' ');
const LOCATIONS = Array.from({ length: 40 }, (_, i) => `location-${i}`);
const MODEL_PAGES = MAKES.flatMap((make) => MODELS.map((model) => `${make}-${model}`.toLowerCase()));
const SEARCHES = Array.from({ length: 400 }, (_, i) => `search-${i}`);
const carSlug = (i: number): string => `car-${i}`;

/** Pages per folder: mostly vehicles, as in a real large tenant. */
function pagePaths(count: number): string[] {
  const fixed = [
    'index.html',
    '404.html',
    'about-us.html',
    'contact.html',
    'finance.html',
    'models.html',
    ...LOCATIONS.map((l) => `locations/${l}.html`),
    ...MODEL_PAGES.map((m) => `models/${m}.html`),
    ...SEARCHES.map((s) => `search/${s}.html`),
  ];
  const cars = Array.from({ length: Math.max(1, count - fixed.length) }, (_, i) => `cars/${carSlug(i)}.html`);
  return [...fixed, ...cars];
}

function words(next: () => number, count: number): string {
  return Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
}

/** ~55 KB of HTML: shared header and footer, page-specific details, cards linking to other cars. */
function page(index: number, version: number, carCount: number): string {
  const next = mulberry32(index * 7919 + version * 104729);
  const nav = [...MODEL_PAGES.slice(0, 60).map((m) => `/models/${m}`), ...LOCATIONS.map((l) => `/locations/${l}`)]
    .map((href) => `<li><a class="nav-link text-sm hover:underline" href="${href}">${href.split('/').pop()}</a></li>`)
    .join('\n');
  const cards = Array.from({ length: 64 }, () => {
    const car = Math.floor(next() * carCount);
    const make = MAKES[car % MAKES.length];
    const model = MODELS[(car >> 3) % MODELS.length];
    const price = 15000 + Math.floor(next() * 60000);
    return `<article class="card rounded shadow p-4"><a href="/cars/${carSlug(car)}"><img src="/_astro/car.svg" alt="${make} ${model}" width="400" height="300" loading="lazy"><h3 class="card-title">${2015 + (car % 10)} ${make} ${model}</h3></a><p class="price">$${price.toLocaleString('en-AU')}</p><p class="odometer">${Math.floor(next() * 200000)} km</p><p>${words(next, 25)}</p></article>`;
  }).join('\n');
  const specs = Array.from(
    { length: 60 },
    (_, i) => `<tr><th>Spec ${i}</th><td>${words(next, 3)} ${Math.floor(next() * 10000)}</td></tr>`,
  ).join('\n');
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Page ${index} v${version}</title>
<link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/app.js"></script>
<script type="application/ld+json">${JSON.stringify({ '@type': 'Car', sku: index, version, offers: { price: Math.floor(next() * 90000) } })}</script></head>
<body><header><a href="/">Home</a><a href="/search/search-0">Search</a><a href="/contact">Contact</a><a href="/finance">Finance</a><nav><ul>${nav}</ul></nav></header>
<main><h1>Vehicle ${index} (version ${version})</h1><p class="lead">${words(next, 1300)}</p>
<table class="specs">${specs}</table><section class="similar">${cards}</section></main>
<footer><a href="/about-us">About us</a><a href="/models">Models</a><p>${'© Bench Motor Group. All rights reserved. '.repeat(20)}</p></footer></body></html>
`;
}

function write(path: string, content: string): void {
  mkdirSync(dirname(join(site, path)), { recursive: true });
  writeFileSync(join(site, path), content);
}

const paths = pagePaths(pageCount);
const carCount = paths.filter((p) => p.startsWith('cars/')).length;
let t = performance.now();
if (values.generate) {
  paths.forEach((path, i) => write(path, page(i, 0, carCount)));
  write('_astro/app.js', 'console.log("app");\n'.repeat(2000));
  write('_astro/site.css', 'body{margin:0}\n'.repeat(3000));
  write('_astro/car.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  process.exit(0);
}
const generated = spawnSync(
  process.execPath,
  [fileURLToPath(import.meta.url), '--pages', String(pageCount), '--generate', site],
  {
    stdio: 'inherit',
  },
);
if (generated.status !== 0) throw new Error('generating the synthetic site failed');
const siteBytes = paths.reduce((sum, path) => sum + statSync(join(site, path)).size, 0);
console.log(
  `Synthetic site: ${paths.length} pages, ${(siteBytes / 1e6).toFixed(0)} MB (${(siteBytes / paths.length / 1e3).toFixed(1)} KB a page), written in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

function report(label: string, published: Published): void {
  const { phases } = published;
  console.log(
    `${label.padEnd(22)} ${published.seconds.toFixed(2).padStart(6)} s total: files ${phases.files.toFixed(2)} s, smoke check ${phases.smokeCheck.toFixed(2)} s, tarball ${phases.tarball.toFixed(2)} s, switch+prune ${phases.switchAndPrune.toFixed(2)} s; tarball ${(statSync(published.tarball).size / 1e6).toFixed(1)} MB`,
  );
}

let day = 1;
const publish = (): Promise<Published> =>
  publishRelease({
    slug,
    sourceDir: site,
    snapshotHash: `bench-${day}`,
    gitCommit: null,
    now: new Date(Date.UTC(2026, 0, day++)),
    env,
  });

try {
  report('First (no caches)', await publish());

  // A nightly: 5% of the pages change (prices, new text), spread over the site.
  t = performance.now();
  const changed = Math.round(paths.length * 0.05);
  for (let k = 0; k < changed; k++) {
    const i = Math.floor((k * paths.length) / changed);
    write(paths[i]!, page(i, 1, carCount));
  }
  console.log(`(${changed} pages rewritten in ${((performance.now() - t) / 1000).toFixed(1)} s)`);
  report('5% changed', await publish());

  report('Nothing changed', await publish());
  console.log(`Peak RSS of the publishing process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
} finally {
  if (values.keep) console.log(`Kept ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
