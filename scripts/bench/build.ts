// npm run bench:build [-- --cars 20000]: generates the scale tenant (bench-20k),
// pulls it and builds it, then prints vehicle pages per second and the build's
// peak memory (max RSS of the astro build process, from GNU time).
// Everything goes under .bench/ so the real sites/ and dist/ are untouched.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ASTRO_NODE_FLAGS } from '../build.ts';

const { values } = parseArgs({ options: { cars: { type: 'string', default: '20000' } } });
const cars = Number(values.cars);
const slug = 'bench-20k';
const root = resolve('.bench');
const env = {
  ...process.env,
  SITES_DIR: join(root, 'sites'),
  DATA_DIR: join(root, 'data'),
  SAMPLE_DATA_DIR: join(root, 'sample'),
  SITE_OUT_DIR: join(root, 'dist', slug),
  ASTRO_TELEMETRY_DISABLED: '1',
};

rmSync(root, { recursive: true, force: true });
mkdirSync(join(root, 'sites', slug), { recursive: true });
// The scale tenant reuses Metro Motor Group's dealerships and locations (see scripts/sample-data).
const metro = JSON.parse(readFileSync('sites/metro-motor-group/site.json', 'utf8')) as Record<string, unknown>;
writeFileSync(
  join(root, 'sites', slug, 'site.json'),
  JSON.stringify({ ...metro, slug, name: 'Bench Motor Group', site_url: 'https://bench.example.com.au' }),
);

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

const started = performance.now();
const run = spawnSync(
  '/usr/bin/time',
  ['-f', 'MAXRSS_KB=%M', process.execPath, ...ASTRO_NODE_FLAGS, 'node_modules/astro/bin/astro.mjs', 'build'],
  {
    env: { ...env, SITE_SLUG: slug, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  },
);
const seconds = (performance.now() - started) / 1000;
if (run.status !== 0) {
  console.error(run.stdout.slice(-4000), run.stderr.slice(-4000));
  process.exit(1);
}
const maxRssKb = Number(/MAXRSS_KB=(\d+)/.exec(run.stderr)?.[1] ?? NaN);
// eslint-disable-next-line no-control-regex
const stdout = run.stdout.replace(/\x1b\[[0-9;]*m/g, '');
const carsDir = join(env.SITE_OUT_DIR, 'cars');
const vehiclePages = existsSync(carsDir) ? readdirSync(carsDir).filter((f) => f.endsWith('.html')).length : 0;
/** Astro's durations: '850ms', '38.02s', '1m 5s'. */
function parseDuration(text: string | undefined): number {
  const m = /^(?:(\d+)m )?([\d.]+)(ms|s)$/.exec(text ?? '');
  if (!m) return NaN;
  return Number(m[1] ?? 0) * 60 + Number(m[2]) / (m[3] === 'ms' ? 1000 : 1);
}
const genSeconds = parseDuration(
  /generating static routes[\s\S]*?✓ Completed in ((?:\d+m )?[\d.]+m?s)\./i.exec(stdout)?.[1],
);
const total = Number(/(\d+) page\(s\) built/.exec(stdout)?.[1] ?? NaN);

console.log('');
console.log(`bench:build  tenant ${slug}, ${cars} cars, ${process.env['BENCH_CORES'] ?? '2'}-core machine`);
console.log(`  pages built            ${total} (vehicle pages ${vehiclePages})`);
console.log(`  astro build wall time  ${seconds.toFixed(1)} s`);
console.log(`  page generation        ${genSeconds.toFixed(1)} s`);
console.log(
  `  vehicle pages/s        ${(vehiclePages / seconds).toFixed(0)} overall, ${(vehiclePages / genSeconds).toFixed(0)} during page generation`,
);
console.log(
  `  peak RSS               ${(maxRssKb / 1024).toFixed(0)} MB astro build, ${prepare.rssMb.toFixed(0)} MB prepare (${prepare.seconds.toFixed(1)} s), ${pull.rssMb.toFixed(0)} MB pull`,
);
