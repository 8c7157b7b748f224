// npm run bench:nightly [-- --cars 20000 --changed 0.05 --nights 6]: the nightly job on the
// 20,000-car scale tenant, in one go with one build clock:
//  1. a full build (empty output folder and cache) and its publish;
//  2. nights where 5% of the cars changed (price changes, a few cars sold out of the feed and as
//     many new ones), a different 5% each night. From the sixth release on, every publish drops
//     the oldest release and the next night deletes it, as every night does in production: the
//     figure is the median of the nights that did (the first night alone if there are none);
//  3. a nightly with no change (the tenant is skipped).
// Prints each run's wall time, pages rendered and reused, and peak RSS (the largest process of
// the run), and the ratio of the changed nights to the full run. Each run's full output is kept
// in .bench/nightly/log-<run>.txt. Figures go to docs/performance.md.
import { SCALE_TENANT, writeScaleTenant } from './scale-tenant.ts';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { NightlySummary } from '../platform/summary.ts';
import { listReleases, RELEASES_KEPT } from '../platform/releases.ts';

const { values } = parseArgs({
  options: {
    cars: { type: 'string', default: '20000' },
    changed: { type: 'string', default: '0.05' },
    nights: { type: 'string', default: '6' },
  },
});
const cars = Number(values.cars);
const changedShare = Number(values.changed);
const slug = SCALE_TENANT;
const root = resolve('.bench/nightly');
const env = {
  ...process.env,
  SITES_DIR: join(root, 'sites'),
  DATA_DIR: join(root, 'data'),
  SAMPLE_DATA_DIR: join(root, 'sample'),
  DIST_DIR: join(root, 'dist'),
  RELEASES_DIR: join(root, 'releases'),
  ASTRO_CACHE_ROOT: join(root, 'cache'),
  RENDER_ROOT: join(root, 'render'),
  // One clock for the three runs: the third is the same night, so it has nothing to do.
  BUILD_TIME: process.env['BUILD_TIME'] ?? new Date().toISOString(),
  ASTRO_TELEMETRY_DISABLED: '1',
};

// The scale tenant reuses Metro Motor Group's dealerships and locations (see scripts/sample-data).
writeScaleTenant(root);
const generated = spawnSync(
  process.execPath,
  ['scripts/sample-data/generate.ts', '--out', env.SAMPLE_DATA_DIR, '--site', slug, '--cars', String(cars)],
  { env, stdio: 'inherit' },
);
if (generated.status !== 0) process.exit(1);

interface Run {
  label: string;
  seconds: number;
  rssMb: number;
  rendered: number;
  reused: number;
  result: string;
}

function nightly(label: string, args: string[] = []): Run {
  const summaryFile = join(root, `summary-${label}.json`);
  const started = performance.now();
  const run = spawnSync(
    '/usr/bin/time',
    ['-f', 'MAXRSS_KB=%M', process.execPath, 'scripts/nightly.ts', '--site', slug, '--summary', summaryFile, ...args],
    { env, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 },
  );
  const seconds = (performance.now() - started) / 1000;
  // The whole run's output (Astro's timings included), for reading where the time went.
  writeFileSync(join(root, `log-${label}.txt`), run.stdout + run.stderr);
  if (run.status !== 0) {
    console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
    process.exit(1);
  }
  const row = (JSON.parse(readFileSync(summaryFile, 'utf8')) as NightlySummary).rows[0]!;
  const rssMb = Number(/MAXRSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024;
  const result = { label, seconds, rssMb, rendered: row.pagesRendered, reused: row.pagesReused, result: row.result };
  const phases = Object.entries(row.phases ?? {})
    .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
    .join(', ');
  console.log(
    `${label}: ${seconds.toFixed(1)} s (${phases}), ${row.result}, ${row.pagesRendered} pages rendered, ${row.pagesReused} reused, peak RSS ${rssMb.toFixed(0)} MB`,
  );
  return result;
}

/** Changes `share` of the cars in the sample source: prices mostly, a few removed and as many added. */
function changeStock(share: number, night: number): { priced: number; removed: number; added: number } {
  const file = join(env.SAMPLE_DATA_DIR, slug, 'cars.json');
  const list = JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown> & { id: number; price: number }>;
  const changed = Math.round(list.length * share);
  const removedCount = Math.round(changed * 0.1);
  const addedCount = removedCount;
  const pricedCount = changed - removedCount - addedCount;
  // Spread over the stock (every k-th car), deterministic.
  const step = Math.max(1, Math.floor(list.length / changed));
  const picked = Array.from({ length: changed }, (_, i) => list[(i * step + night * 7) % list.length]!);
  for (const car of picked.slice(0, pricedCount)) car.price = Math.max(1000, car.price - 500);
  const removed = new Set(picked.slice(pricedCount, pricedCount + removedCount).map((c) => c.id));
  const kept = list.filter((c) => !removed.has(c.id));
  const maxId = Math.max(...list.map((c) => c.id));
  for (const [i, template] of picked.slice(pricedCount + removedCount).entries()) {
    const id = maxId + 1 + i;
    kept.push({ ...template, id, slug: `${String(template['slug'])}-n${id}`, stocknum: `N${id}` });
  }
  writeFileSync(file, JSON.stringify(kept));
  return { priced: pricedCount, removed: removedCount, added: addedCount };
}

const releases = (): number => listReleases(slug, env).length;
let lastDropped = releases() >= RELEASES_KEPT;
const full = nightly('full', ['--full']);
const nights: Array<Run & { steady: boolean }> = [];
for (let night = 0; night < Math.max(1, Number(values.nights)); night++) {
  const changes = changeStock(changedShare, night);
  console.log(
    `night ${night + 1}: changed the source: ${changes.priced} prices, ${changes.removed} cars removed, ${changes.added} added`,
  );
  // Steady state: the night deletes the release the last publish dropped, and drops one itself.
  const drops = releases() >= RELEASES_KEPT;
  nights.push({ ...nightly(`changed-${night + 1}`), steady: drops && lastDropped });
  lastDropped = drops;
}
const unchanged = nightly('unchanged');
const steady = nights.filter((n) => n.steady);
const counted = steady.length > 0 ? steady : nights.slice(0, 1);
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const changedSeconds = median(counted.map((n) => n.seconds));
console.log('');
console.log(`bench:nightly  tenant ${slug}, ${cars} cars, ${(changedShare * 100).toFixed(0)}% changed`);
for (const run of [full, ...nights, unchanged]) {
  console.log(
    `  ${run.label.padEnd(10)} ${run.seconds.toFixed(1).padStart(6)} s  ${run.result.padEnd(9)} rendered ${String(run.rendered).padStart(6)}  reused ${String(run.reused).padStart(6)}  peak RSS ${run.rssMb.toFixed(0)} MB`,
  );
}
console.log(
  `  changed / full  ${((changedSeconds / full.seconds) * 100).toFixed(1)}% (budget 15%): median ${changedSeconds.toFixed(1)} s of ${counted.length} ${steady.length > 0 ? 'steady-state nights (each deleting a dropped release)' : 'night'}; first changed night ${nights[0]!.seconds.toFixed(1)} s (${((nights[0]!.seconds / full.seconds) * 100).toFixed(1)}%); unchanged ${unchanged.seconds.toFixed(1)} s (budget 5 s)`,
);
