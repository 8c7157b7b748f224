// npm run bench:build [-- --cars 20000]: generates the scale tenant (bench-20k),
// pulls it and builds it, then prints vehicle pages per second and the build's
// peak memory (max RSS of the astro build process, from GNU time).
// Everything goes under .bench/ so the real sites/ and dist/ are untouched. The build starts from an
// empty output folder and an empty Astro cache: a full build, not an incremental one that reuses
// the pages of the last run.
import { SCALE_TENANT, writeScaleTenant } from './scale-tenant.ts';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ASTRO_ENV, ASTRO_NODE_FLAGS, countPages } from '../build.ts';
import type { RouteTiming } from '../../src/integrations/parallel-prerender/timings.ts';

const { values } = parseArgs({ options: { cars: { type: 'string', default: '20000' } } });
const cars = Number(values.cars);
const slug = SCALE_TENANT;
const root = resolve('.bench');
const env = {
  ...process.env,
  SITES_DIR: join(root, 'sites'),
  DATA_DIR: join(root, 'data'),
  SAMPLE_DATA_DIR: join(root, 'sample'),
  SITE_OUT_DIR: join(root, 'dist', slug),
  ASTRO_CACHE_ROOT: join(root, 'cache'),
  ASTRO_TELEMETRY_DISABLED: '1',
};

// The scale tenant reuses Metro Motor Group's dealerships and locations (see scripts/sample-data).
writeScaleTenant(root);

function isRedirectPage(file: string): boolean {
  const head = Buffer.alloc(400);
  const fd = openSync(file, 'r');
  readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  return head.toString('utf8').includes('http-equiv="refresh"');
}

/** Runs a script under GNU time; returns its wall seconds and max RSS in MB. */
function measured(label: string, args: string[]): { seconds: number; rssMb: number } {
  const t = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', 'MAXRSS_KB=%M', process.execPath, ...args], {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) {
    console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
    process.exit(1);
  }
  const seconds = (performance.now() - t) / 1000;
  const rssMb = Number(/MAXRSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? NaN) / 1024;
  console.log(`${label}: ${seconds.toFixed(1)} s, peak RSS ${rssMb.toFixed(0)} MB`);
  return { seconds, rssMb };
}
measured(`generate ${cars} cars`, [
  'scripts/sample-data/generate.ts',
  '--out',
  env.SAMPLE_DATA_DIR,
  '--site',
  slug,
  '--cars',
  String(cars),
]);
const pull = measured('pull', ['scripts/pull.ts', '--site', slug]);
const prepare = measured('prepare', ['scripts/prepare.ts', '--site', slug]);

/**
 * CPU time the hypervisor gave to other machines (the steal column of /proc/stat), in
 * seconds; null where there is no /proc/stat. The same build's wall time varies widely on the
 * development machine (docs/performance.md); printed with the build's own CPU seconds, it shows
 * whether a slow run lost its cores to other machines.
 */
function stealSeconds(): number | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
    const ticks = Number(cpu[8]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

// A full build: nothing left from the last run to reuse.
rmSync(env.SITE_OUT_DIR, { recursive: true, force: true });
rmSync(env.ASTRO_CACHE_ROOT, { recursive: true, force: true });

// When each route's pages rendered (src/integrations/parallel-prerender/timings.ts).
const timingsFile = join(root, 'render-timings.json');
const stealBefore = stealSeconds();
const startedAt = Date.now();
const started = performance.now();
const run = spawnSync(
  '/usr/bin/time',
  ['-f', 'MAXRSS_KB=%M USER_S=%U SYS_S=%S', process.execPath, ...ASTRO_NODE_FLAGS, 'scripts/astro-build.ts'],
  {
    env: { ...env, ...ASTRO_ENV, SITE_SLUG: slug, NODE_ENV: 'production', PRERENDER_TIMINGS_FILE: timingsFile },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  },
);
const seconds = (performance.now() - started) / 1000;
if (run.status !== 0) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  process.exit(1);
}
const stealAfter = stealSeconds();
const maxRssKb = Number(/MAXRSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? NaN);
const cpuSeconds =
  Number(/USER_S=([\d.]+)/.exec(run.stderr)?.[1] ?? NaN) + Number(/SYS_S=([\d.]+)/.exec(run.stderr)?.[1] ?? NaN);
const carsDir = join(env.SITE_OUT_DIR, 'cars');
// Vehicle pages: cars/{slug}.html, not the redirects left for delisted sold cars (meta refresh).
const vehiclePages = existsSync(carsDir)
  ? readdirSync(carsDir).filter(
      (f) => f.endsWith('.html') && f !== 'trade-in.html' && !isRedirectPage(join(carsDir, f)),
    ).length
  : 0;
const total = countPages(env.SITE_OUT_DIR);
// /cars/{slug}/checkout files are links to the one reserve page (scripts/astro-build.ts), not rendered pages.
const checkoutLinks = existsSync(carsDir)
  ? readdirSync(carsDir).filter((f) => existsSync(join(carsDir, f, 'checkout.html'))).length
  : 0;

console.log('');
console.log(`bench:build  tenant ${slug}, ${cars} cars, ${process.env['BENCH_CORES'] ?? '2'}-core machine`);
console.log(
  `  pages built            ${total - checkoutLinks} (vehicle pages ${vehiclePages}), + ${checkoutLinks} checkout links`,
);
console.log(`  astro build wall time  ${seconds.toFixed(1)} s`);
console.log(`  vehicle pages/s        ${(vehiclePages / seconds).toFixed(0)} (vehicle pages / astro build wall time)`);
console.log(
  `  CPU time               ${cpuSeconds.toFixed(1)} s user + system over all threads${stealBefore === null || stealAfter === null ? '' : `; ${(stealAfter - stealBefore).toFixed(1)} s stolen by the hypervisor (all cores)`}`,
);
if (existsSync(timingsFile)) {
  const routes = JSON.parse(readFileSync(timingsFile, 'utf8')) as RouteTiming[];
  const firstStart = Math.min(...routes.map((r) => r.firstStart));
  const lastEnd = Math.max(...routes.map((r) => r.lastEnd));
  const generation = (lastEnd - firstStart) / 1000;
  const vehicle = routes.find((r) => r.route === '/cars/[slug]');
  console.log(
    `  page generation        ${generation.toFixed(1)} s (first page started to last page done; ${((firstStart - startedAt) / 1000).toFixed(1)} s before it, ${(seconds - generation - (firstStart - startedAt) / 1000).toFixed(1)} s after)`,
  );
  if (vehicle) {
    const window = (vehicle.lastEnd - vehicle.firstStart) / 1000;
    console.log(
      `  vehicle route          ${vehicle.pages} pages (with sold-car redirects) in ${window.toFixed(1)} s: ${(vehicle.pages / window).toFixed(0)} pages/s while they render`,
    );
  }
}
console.log(
  `  peak RSS               ${(maxRssKb / 1024).toFixed(0)} MB astro build, ${prepare.rssMb.toFixed(0)} MB prepare (${prepare.seconds.toFixed(1)} s), ${pull.rssMb.toFixed(0)} MB pull`,
);
