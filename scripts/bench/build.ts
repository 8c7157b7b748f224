// npm run bench:build [-- --cars 20000]: generates the scale tenant (bench-20k), pulls and
// prepares it, then builds it through the render path from nothing: the server bundle
// (`astro build`, RENDER_BUNDLE=1) and a render of every page on one thread per core. Prints
// vehicle pages per second (over the render, and over bundle + render) and each process's peak
// memory (max RSS, from GNU time). Everything goes under .bench/ so the real sites/ and dist/ are
// untouched.
import { SCALE_TENANT, writeScaleTenant } from './scale-tenant.ts';
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { countPages } from '../build.ts';
import { ASTRO_ENV, ASTRO_NODE_FLAGS } from '../render/process.ts';

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
  RENDER_ROOT: join(root, 'render'),
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
rmSync(env.RENDER_ROOT, { recursive: true, force: true });

interface Timed {
  seconds: number;
  maxRssKb: number;
  cpuSeconds: number;
  stdout: string;
}

/** One step of the build under GNU time, with the render path's Node flags and environment. */
function timed(args: string[], extraEnv: Record<string, string> = {}): Timed {
  const started = performance.now();
  const run = spawnSync(
    '/usr/bin/time',
    ['-f', 'MAXRSS_KB=%M USER_S=%U SYS_S=%S', process.execPath, ...ASTRO_NODE_FLAGS, ...args],
    {
      env: { ...env, ...ASTRO_ENV, SITE_SLUG: slug, NODE_ENV: 'production', ...extraEnv },
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) {
    console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
    process.exit(1);
  }
  return {
    seconds,
    maxRssKb: Number(/MAXRSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? NaN),
    cpuSeconds:
      Number(/USER_S=([\d.]+)/.exec(run.stderr)?.[1] ?? NaN) + Number(/SYS_S=([\d.]+)/.exec(run.stderr)?.[1] ?? NaN),
    stdout: run.stdout,
  };
}

const stealBefore = stealSeconds();
const bundle = timed([join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--silent'], { RENDER_BUNDLE: '1' });
const render = timed(['scripts/render/render.ts', '--site', slug, '--out', env.SITE_OUT_DIR, '--all']);
const stealAfter = stealSeconds();
const seconds = bundle.seconds + render.seconds;
const carsDir = join(env.SITE_OUT_DIR, 'cars');
// Vehicle pages: cars/{slug}.html, not the redirects left for delisted sold cars (meta refresh).
const vehiclePages = existsSync(carsDir)
  ? readdirSync(carsDir).filter(
      (f) => f.endsWith('.html') && f !== 'trade-in.html' && !isRedirectPage(join(carsDir, f)),
    ).length
  : 0;
const total = countPages(env.SITE_OUT_DIR);
// /cars/{slug}/checkout files are links to the one reserve page (scripts/render/checkout-links.ts), not rendered pages.
const checkoutLinks = existsSync(carsDir)
  ? readdirSync(carsDir).filter((f) => existsSync(join(carsDir, f, 'checkout.html'))).length
  : 0;
// The renderer's own line: threads, list, render and files seconds.
const renderLine = render.stdout.trim().split('\n').at(-1) ?? '';
const renderSeconds = Number(/render ([\d.]+) s/.exec(renderLine)?.[1] ?? NaN);

console.log('');
console.log(`bench:build  tenant ${slug}, ${cars} cars, ${process.env['BENCH_CORES'] ?? '2'}-core machine`);
console.log(
  `  pages built            ${total - checkoutLinks} (vehicle pages ${vehiclePages}), + ${checkoutLinks} checkout links`,
);
console.log(
  `  bundle (astro build)   ${bundle.seconds.toFixed(1)} s, peak RSS ${(bundle.maxRssKb / 1024).toFixed(0)} MB`,
);
console.log(
  `  render (every page)    ${render.seconds.toFixed(1)} s, peak RSS ${(render.maxRssKb / 1024).toFixed(0)} MB`,
);
console.log(`                         ${renderLine}`);
console.log(
  `  vehicle pages/s        ${(vehiclePages / render.seconds).toFixed(0)} over the render process, ${(vehiclePages / seconds).toFixed(0)} over bundle + render` +
    (Number.isFinite(renderSeconds)
      ? `, ${((total - checkoutLinks) / renderSeconds).toFixed(0)} pages/s while pages render`
      : ''),
);
console.log(
  `  CPU time               ${(bundle.cpuSeconds + render.cpuSeconds).toFixed(1)} s user + system over all threads${stealBefore === null || stealAfter === null ? '' : `; ${(stealAfter - stealBefore).toFixed(1)} s stolen by the hypervisor (all cores)`}`,
);
console.log(
  `  peak RSS               ${(Math.max(bundle.maxRssKb, render.maxRssKb) / 1024).toFixed(0)} MB, ${prepare.rssMb.toFixed(0)} MB prepare (${prepare.seconds.toFixed(1)} s), ${pull.rssMb.toFixed(0)} MB pull`,
);
