// npm run bench:publish-one [-- --size metro --size 20000 --edits 3]: an editor's one-car edit,
// timed from the hook's trigger to the new price served by the preview, at Metro Motor Group's
// size (1,600 cars) and on the 20,000-car scale tenant (scripts/bench/scale-tenant.ts).
// For each size, in a fresh benchmark folder (.bench/publish-one/<slug>):
//  1. the tenant's first night (a full build and publish; not the figure, printed for scale);
//  2. the real builder (scripts/builder/main.ts) and the real preview (scripts/serve.ts) started;
//  3. `--edits` times: one listed car's price changed in the feed, a signed POST
//     /hooks/rebuild/<slug> sent, and the car's page polled over HTTP through the preview until it
//     shows the new price. Each edit after the first waits until the builder has the tenant's next
//     build ready, as an editor's next edit finds it (the first edit after the builder started
//     starts a new build process, and is printed apart).
// Prints per edit: seconds from the trigger to the build starting, to the build finishing (the
// builder's log) and to the price served, the night's own phases (pull, build, publish) and the
// pages rendered. The builder's and the preview's output is kept in .bench/publish-one/<slug>/.
// A benchmark, not a test: it prints figures and asserts nothing but that the price shows.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SCALE_TENANT, writeScaleTenant } from './scale-tenant.ts';
import { sign } from '../builder/signature.ts';
import { secretEnvName } from '../builder/secrets.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', multiple: true },
    edits: { type: 'string', default: '3' },
  },
});
const sizes = values.size ?? ['metro', '20000'];
const edits = Number(values.edits);
const BUILD_TIMEOUT_MS = 15 * 60_000;

interface Edit {
  toStart: number;
  toFinish: number;
  toServed: number;
  phases: string;
  rendered: number | null;
}

/** A free port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

interface Child {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

function start(args: string[], env: NodeJS.ProcessEnv, logFile: string): Child {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const take = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      writeFileSync(logFile, output);
    },
  };
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function page(url: string): Promise<string | null> {
  try {
    const res = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

async function benchSize(size: string): Promise<Edit[]> {
  const slug = size === 'metro' ? 'metro-motor-group' : SCALE_TENANT;
  const root = resolve('.bench/publish-one', slug);
  if (slug === SCALE_TENANT) writeScaleTenant(root);
  else {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(join(root, 'sites'), { recursive: true });
    cpSync(join('sites', slug), join(root, 'sites', slug), { recursive: true });
  }
  const secret = randomBytes(24).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('BUILDER_SECRET'))),
    SITES_DIR: join(root, 'sites'),
    DATA_DIR: join(root, 'data'),
    SAMPLE_DATA_DIR: join(root, 'sample'),
    DIST_DIR: join(root, 'dist'),
    RELEASES_DIR: join(root, 'releases'),
    ASTRO_CACHE_ROOT: join(root, 'cache'),
    RENDER_ROOT: join(root, 'render'),
    ASTRO_TELEMETRY_DISABLED: '1',
    [secretEnvName(slug)]: secret,
    BUILDER_SECRETS_FILE: join(root, 'no-secrets.json'),
  };
  const generate = ['scripts/sample-data/generate.ts', '--out', env['SAMPLE_DATA_DIR']!, '--site', slug];
  if (slug === SCALE_TENANT) generate.push('--cars', size);
  if (spawnSync(process.execPath, generate, { env, stdio: 'inherit' }).status !== 0) process.exit(1);

  console.log(`\n== ${slug}: first night (full build and publish) ...`);
  const firstStarted = performance.now();
  const first = spawnSync(process.execPath, ['scripts/nightly.ts', '--site', slug], {
    env,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  writeFileSync(join(root, 'first-night.txt'), first.stdout + first.stderr);
  if (first.status !== 0) {
    console.error(first.stdout.slice(-3000), first.stderr.slice(-3000));
    process.exit(1);
  }
  console.log(`   ${((performance.now() - firstStarted) / 1000).toFixed(1)} s`);

  const carsFile = join(env['SAMPLE_DATA_DIR']!, slug, 'cars.json');
  const cars = JSON.parse(readFileSync(carsFile, 'utf8')) as Array<Record<string, unknown>>;
  // Listed cars priced plainly (no offer or before price shown instead), spread over the stock.
  const plain = cars.filter(
    (c) =>
      c['status'] === 'in_stock' &&
      c['show_on_dealer_website'] === true &&
      c['sold'] === false &&
      c['offer_price'] === null &&
      c['before_price'] === null &&
      typeof c['price'] === 'number',
  );
  if (plain.length < edits) throw new Error(`${slug}: fewer than ${edits} plainly priced cars`);

  const builderPort = await freePort();
  const builder = start(
    ['scripts/builder/main.ts', '--port', String(builderPort), '--db', join(root, 'builder.sqlite')],
    env,
    join(root, 'builder-log.txt'),
  );
  const previewPort = await freePort();
  const preview = start(
    ['scripts/serve.ts', '--site', slug, '--port', String(previewPort)],
    env,
    join(root, 'preview-log.txt'),
  );
  const builderUrl = await until(
    'the builder',
    () => /Builder listening on (http:\/\/\S+)/.exec(builder.output())?.[1] ?? null,
    60_000,
  );
  const previewUrl = `http://127.0.0.1:${previewPort}`;
  await until('the preview', () => page(`${previewUrl}/`), 60_000);

  const results: Edit[] = [];
  try {
    for (let i = 0; i < edits; i++) {
      // An editor's next edit comes when the builder is idle: after the first, each edit waits
      // until the builder has the tenant's next build ready (it keeps one loaded, waiting).
      if (i > 0) {
        await until(
          'the next build kept ready',
          () => ((builder.output().match(/next build kept ready/g) ?? []).length >= i ? true : null),
          60_000,
        ).catch(() => console.log('   (no build kept ready: this edit starts a new one)'));
      }
      const car = plain[Math.floor(((i + 0.5) * plain.length) / edits)]!;
      const price = (car['price'] as number) + 1_000 + i;
      car['price'] = price;
      writeFileSync(carsFile, JSON.stringify(cars));
      const url = `${previewUrl}/cars/${String(car['slug'])}`;
      const logFrom = builder.output().length;
      const body = JSON.stringify({ event: 'entry.publish', model: 'car', entry: { id: car['id'] } });
      const timestamp = Math.floor(Date.now() / 1000);
      const triggered = performance.now();
      const res = await fetch(`${builderUrl}/hooks/rebuild/${slug}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Builder-Timestamp': String(timestamp),
          'X-Builder-Signature': sign(secret, timestamp, body),
        },
        body,
      });
      if (res.status !== 202) throw new Error(`the hook answered ${res.status}: ${await res.text()}`);
      const since = () => performance.now() - triggered;
      const log = () => builder.output().slice(logFrom);
      let toStart = NaN;
      let toFinish = NaN;
      const served = await until(
        `${money(price)} on ${url}`,
        async () => {
          if (Number.isNaN(toStart) && / build #\d+ started/.test(log())) toStart = since();
          if (Number.isNaN(toFinish) && / build #\d+ (finished|FAILED)/.test(log())) toFinish = since();
          if (/ build #\d+ FAILED/.test(log())) throw new Error(`the build failed:\n${log().slice(-3000)}`);
          const html = await page(url);
          return html?.includes(money(price)) ? since() : null;
        },
        BUILD_TIMEOUT_MS,
      );
      // The builder logs the finish just after the switch the preview already serves.
      await until('the build log', () => (/ build #\d+ finished/.test(log()) ? true : null), 30_000);
      if (Number.isNaN(toFinish)) toFinish = since();
      const phases = new RegExp(`${slug} phases: ([^;\\n]+); (\\d+) pages rendered`).exec(log());
      const edit: Edit = {
        toStart: toStart / 1000,
        toFinish: toFinish / 1000,
        toServed: served / 1000,
        phases: phases?.[1] ?? '?',
        rendered: phases ? Number(phases[2]) : null,
      };
      results.push(edit);
      console.log(
        `   edit ${i + 1}: trigger -> build started ${edit.toStart.toFixed(1)} s, -> published ${edit.toFinish.toFixed(1)} s, ` +
          `-> new price served ${edit.toServed.toFixed(1)} s (${edit.phases}; ${edit.rendered ?? '?'} pages rendered)`,
      );
    }
  } finally {
    await builder.stop();
    await preview.stop();
  }
  return results;
}

const summary: string[] = [];
const seconds = (list: readonly Edit[]): string => {
  const served = list.map((r) => r.toServed).sort((a, b) => a - b);
  const median = served[Math.floor(served.length / 2)] ?? NaN;
  return `${median.toFixed(1)} s (median of ${served.length}; ${served.map((s) => s.toFixed(1)).join(', ')})`;
};
for (const size of sizes) {
  const results = await benchSize(size);
  const [first, ...ready] = results;
  summary.push(
    `${size === 'metro' ? 'metro (1,600 cars)' : `${size} cars`}: one-car edit live in ` +
      (ready.length > 0 ? `${seconds(ready)} with the build kept ready, ` : '') +
      `${first ? first.toServed.toFixed(1) : '?'} s for the first after the builder started; ` +
      `pages rendered ${results.map((r) => r.rendered ?? '?').join(', ')}`,
  );
}
console.log('\nbench:publish-one');
for (const line of summary) console.log(`  ${line}`);
