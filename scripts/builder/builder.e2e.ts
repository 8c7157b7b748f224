// End to end: the builder started for real (`node scripts/builder/main.ts`),
// building and publishing one tenant with the real scripts/nightly.ts, in a
// temporary workspace (sites, sample data, snapshots, dist, releases, cache).
// Builds take 5-20 s each (the first, with no cache, longer): generous timeouts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../lib/static-server.ts';
import { PROJECT_ROOT } from './queue.ts';
import { sign } from './signature.ts';

const SLUG = 'outback-caravans';
const BUILD_TIMEOUT = 240_000;
const secret = randomBytes(24).toString('hex');

let root: string;
let env: NodeJS.ProcessEnv;
let dbPath: string;
let carsFile: string;
let carSlug: string;
let builder: Builder | null = null;

interface Builder {
  url: string;
  child: ChildProcess;
  /** Everything it printed, stdout and stderr interleaved. */
  output: () => string;
  exited: Promise<void>;
}

async function startBuilder(): Promise<Builder> {
  const child = spawn(process.execPath, ['scripts/builder/main.ts', '--port', '0', '--db', dbPath], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Builder listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`builder exited with ${child.exitCode}:\n${output}`));
      }
    }, 50);
  });
  return { url, child, output: () => output, exited };
}

async function stopBuilder(signal: NodeJS.Signals): Promise<void> {
  if (!builder) return;
  const { child, exited } = builder;
  builder = null;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  await exited;
}

interface Status {
  tenant: string;
  state: 'idle' | 'queued' | 'running';
  queued: boolean;
  running: boolean;
  last: {
    releaseId: string | null;
    seconds: number | null;
    error: string | null;
    finishedAt: string;
    ok: boolean;
  } | null;
}

async function status(slug = SLUG): Promise<Status> {
  const res = await fetch(`${builder!.url}/hooks/status/${slug}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Status;
}

function signed(body: string, timestamp = Math.floor(Date.now() / 1000), key = secret): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Builder-Timestamp': String(timestamp),
    'X-Builder-Signature': sign(key, timestamp, body),
  };
}

async function trigger(
  body = JSON.stringify({ event: 'entry.publish', model: 'car' }),
  headers = signed(body),
  slug = SLUG,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${builder!.url}/hooks/rebuild/${slug}`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Polls until nothing is queued or running and a build finished after `since`. */
async function waitForIdle(since: string | null, timeoutMs = BUILD_TIMEOUT): Promise<Status> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const current = await status();
    if (current.state === 'idle' && current.last && current.last.finishedAt !== since) return current;
    if (Date.now() > deadline) throw new Error(`no build finished in time:\n${builder!.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function buildsStarted(output: string): number {
  return output.match(new RegExp(`^${SLUG}: build #\\d+ started`, 'gm'))?.length ?? 0;
}

function setPrice(price: number): void {
  const cars = JSON.parse(readFileSync(carsFile, 'utf8')) as Record<string, unknown>[];
  const car = cars.find((c) => c['slug'] === carSlug);
  if (!car) throw new Error(`car ${carSlug} not in ${carsFile}`);
  car['price'] = price;
  writeFileSync(carsFile, JSON.stringify(cars));
}

function currentRelease(): string {
  return join(env['RELEASES_DIR']!, SLUG, 'current');
}

/** The car's page in the live release. */
async function livePage(): Promise<string> {
  const server = await serveStatic(realpathSync(currentRelease()));
  try {
    const res = await fetch(`${server.url}/cars/${carSlug}`);
    expect(res.status).toBe(200);
    return await res.text();
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'builder-e2e-'));
  const sites = join(root, 'sites');
  const sample = join(root, 'sample');
  cpSync(join(PROJECT_ROOT, 'sites', SLUG), join(sites, SLUG), { recursive: true });
  const bundled = join(PROJECT_ROOT, '.sample-data', SLUG);
  if (existsSync(bundled)) {
    cpSync(bundled, join(sample, SLUG), { recursive: true });
  } else {
    mkdirSync(sample, { recursive: true });
    const generated = spawnSync(
      process.execPath,
      ['scripts/sample-data/generate.ts', '--out', sample, '--site', SLUG],
      { cwd: PROJECT_ROOT, encoding: 'utf8' },
    );
    expect(generated.status, generated.stderr).toBe(0);
  }
  carsFile = join(sample, SLUG, 'cars.json');
  // A listed car priced plainly (no offer or before price to show instead).
  const cars = JSON.parse(readFileSync(carsFile, 'utf8')) as Record<string, unknown>[];
  const car = cars.find(
    (c) =>
      c['status'] === 'in_stock' &&
      c['show_on_dealer_website'] === true &&
      c['sold'] === false &&
      c['offer_price'] === null &&
      c['before_price'] === null &&
      typeof c['price'] === 'number',
  );
  if (!car) throw new Error('no plainly priced car in the sample data');
  carSlug = String(car['slug']);

  // The builder's environment as in production, minus what would point it elsewhere.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith('VITEST') &&
        !name.startsWith('BUILDER_SECRET') &&
        !['PLATFORM_API_URL', 'SITE_API_URL'].includes(name),
    ),
  );
  env = {
    ...base,
    SITES_DIR: sites,
    SAMPLE_DATA_DIR: sample,
    DATA_DIR: join(root, 'data'),
    DIST_DIR: join(root, 'dist'),
    RELEASES_DIR: join(root, 'releases'),
    ASTRO_CACHE_ROOT: join(root, 'astro-cache'),
    BUILDER_SECRET_OUTBACK_CARAVANS: secret,
    // Never the repository's own .secrets/builder.json.
    BUILDER_SECRETS_FILE: join(root, 'no-secrets.json'),
    BUILD_TIME: '2026-11-20T02:00:00Z',
  };
  dbPath = join(root, 'builder.sqlite');
  builder = await startBuilder();
}, 60_000);

afterAll(async () => {
  await stopBuilder('SIGTERM');
  if (root) rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('npm run builder (end to end)', () => {
  it(
    'a signed trigger after an edit publishes a release showing the new price',
    async () => {
      expect(await status()).toEqual({ tenant: SLUG, state: 'idle', queued: false, running: false, last: null });
      setPrice(54_321);
      const answer = await trigger();
      expect(answer).toEqual({ status: 202, body: expect.objectContaining({ status: 'queued', tenant: SLUG }) });
      const done = await waitForIdle(null);
      expect(done.last, builder!.output()).toMatchObject({ ok: true, error: null, releaseId: expect.any(String) });
      expect(done.last?.seconds).toBeGreaterThan(0);
      expect(readlinkSync(currentRelease())).toContain(done.last!.releaseId!);
      expect(await livePage()).toContain('$54,321');
    },
    BUILD_TIMEOUT,
  );

  it(
    'rejects a wrong signature (401) without touching anything; stale 401, unknown tenant 404, 70 KB 413',
    async () => {
      const before = await status();
      const link = readlinkSync(currentRelease());
      const started = buildsStarted(builder!.output());
      const body = JSON.stringify({ event: 'entry.publish' });

      const wrong = await trigger(body, signed(body, undefined, 'not-the-secret'));
      expect(wrong).toEqual({ status: 401, body: { error: 'Signature does not match.' } });
      const stale = await trigger(body, signed(body, Math.floor(Date.now() / 1000) - 600));
      expect(stale.status).toBe(401);
      expect(stale.body['error']).toMatch(/Stale/);
      const unknown = await trigger(body, signed(body), 'no-such-dealer');
      expect(unknown).toEqual({ status: 404, body: { error: 'Unknown tenant "no-such-dealer"' } });
      const big = JSON.stringify({ event: 'entry.publish', padding: 'x'.repeat(70 * 1024) });
      const tooBig = await trigger(big, signed(big));
      expect(tooBig.status).toBe(413);

      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await status()).toEqual(before);
      expect(readlinkSync(currentRelease())).toBe(link);
      expect(buildsStarted(builder!.output())).toBe(started);
      expect(builder!.output()).not.toContain(secret);
    },
    BUILD_TIMEOUT,
  );

  it(
    '100 signed triggers within a second give at most 2 builds, and the final release has the data',
    async () => {
      const before = await status();
      const offset = builder!.output().length;
      setPrice(65_432);
      const startedMs = Date.now();
      const answers: string[] = [];
      // 10 waves of 10 at once: how a CMS bulk edit fires its hooks.
      for (let wave = 0; wave < 10; wave++) {
        const batch = await Promise.all(Array.from({ length: 10 }, () => trigger()));
        for (const answer of batch) {
          expect(answer.status).toBe(202);
          answers.push(String(answer.body['status']));
        }
      }
      const elapsedMs = Date.now() - startedMs;
      expect(elapsedMs).toBeLessThan(1_000);
      expect(answers.filter((a) => a === 'queued').length).toBeLessThanOrEqual(2);

      const done = await waitForIdle(before.last?.finishedAt ?? null);
      expect(done.last, builder!.output()).toMatchObject({ ok: true, error: null });
      const builds = buildsStarted(builder!.output().slice(offset));
      expect(builds).toBeGreaterThanOrEqual(1);
      expect(builds).toBeLessThanOrEqual(2);
      // The first tenant's build kept the next one ready: it rendered the new price.
      expect(builder!.output().slice(offset)).toContain('rendered by the renderer kept ready');
      expect(await livePage()).toContain('$65,432');
    },
    BUILD_TIMEOUT * 2,
  );

  it(
    'a job queued when the builder is killed runs after a restart with the same database',
    async () => {
      const before = await status();
      setPrice(76_543);
      expect((await trigger()).body['status']).toBe('queued');
      expect((await trigger()).body['status']).toBe('queued');
      const pending = await status();
      expect(pending, 'the first build finished before the kill').toMatchObject({ running: true, queued: true });

      await stopBuilder('SIGKILL');
      builder = await startBuilder();
      const done = await waitForIdle(before.last?.finishedAt ?? null);
      expect(done.last, builder.output()).toMatchObject({ ok: true, error: null });
      expect(builder.output()).toMatch(/was interrupted by a restart; queued again/);
      expect(buildsStarted(builder.output())).toBe(1);
      expect(await livePage()).toContain('$76,543');
    },
    BUILD_TIMEOUT * 2,
  );
});
