// The sites workflow's `tenants` job, run as GitHub runs it (its `run:` text, in bash, with the
// event GitHub writes and a GITHUB_OUTPUT file) on a checkout with 1,000 tenants.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tempDirsPerTest } from '../../tests/temp-dirs.ts';
import { MAX_BATCHES, splitIntoBatches, type Batch } from './tenant-batches.ts';

const WORKFLOW = parse(readFileSync('.github/workflows/sites.yml', 'utf8')) as {
  env: Record<string, string | number>;
  jobs: Record<
    string,
    { env?: Record<string, string>; steps: { id?: string; run?: string; with?: Record<string, string> }[] }
  >;
};
const tenantsJob = WORKFLOW.jobs['tenants']!;
const listStep = tenantsJob.steps.find((s) => s.id === 'list')!;
const BATCH_SIZE = Number(WORKFLOW.env['BATCH_SIZE']);
const newDir = tempDirsPerTest('batch-tenants');

/** A checkout holding what the job's sparse checkout holds: the tenants' folders and scripts/ci. */
function checkout(slugs: readonly string[]): string {
  const root = newDir();
  const sparse = String(tenantsJob.steps[0]!.with?.['sparse-checkout'] ?? '')
    .split('\n')
    .filter(Boolean);
  expect(sparse).toEqual(expect.arrayContaining(['sites', 'scripts/ci']));
  cpSync(resolve('scripts/ci'), join(root, 'scripts/ci'), { recursive: true });
  for (const slug of slugs) {
    mkdirSync(join(root, 'sites', slug), { recursive: true });
    writeFileSync(join(root, 'sites', slug, 'site.json'), `{"slug":"${slug}"}\n`);
  }
  mkdirSync(join(root, 'sites', 'not-a-tenant'), { recursive: true }); // no site.json: not listed
  return root;
}

interface JobResult {
  status: number | null;
  log: string;
  batches: Batch[];
}

/** Runs the job's step as GitHub does, for an event and its payload. */
function runTenantsJob(root: string, eventName: string, event: object): JobResult {
  const output = join(root, 'github-output');
  const eventPath = join(root, 'event.json');
  writeFileSync(output, '');
  writeFileSync(eventPath, JSON.stringify(event));
  const result = spawnSync('bash', ['-e', '-c', listStep.run!], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: process.env['PATH'],
      ...Object.fromEntries(Object.entries(WORKFLOW.env).map(([k, v]) => [k, String(v)])),
      ...tenantsJob.env,
      GITHUB_EVENT_NAME: eventName,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_OUTPUT: output,
    },
  });
  const matrix = /^matrix=(.*)$/m.exec(readFileSync(output, 'utf8'))?.[1];
  return {
    status: result.status,
    log: result.stdout + result.stderr,
    batches: matrix ? (JSON.parse(matrix) as { include: Batch[] }).include : [],
  };
}

const slugsOf = (batch: Batch): string[] => batch.sites.split(' ');

describe('the tenants job', { timeout: 60_000 }, () => {
  const thousand = Array.from({ length: 1000 }, (_, i) => `dealer-${String(i + 1).padStart(4, '0')}`);

  it('puts each of 1,000 tenants in exactly one batch, in at most 256 batches', () => {
    const root = checkout(thousand);
    const { status, log, batches } = runTenantsJob(root, 'schedule', { schedule: '30 16 * * *' });
    expect(status, log).toBe(0);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.length).toBeLessThanOrEqual(MAX_BATCHES);
    const listed = batches.flatMap(slugsOf);
    expect(listed.length).toBe(1000);
    expect(new Set(listed).size).toBe(1000);
    expect([...listed].sort()).toEqual(thousand);
    for (const batch of batches) {
      // The per-tenant steps read the slots: they hold the batch's tenants, in order, then ''.
      const slots = Array.from({ length: BATCH_SIZE }, (_, i) => batch[`t${i + 1}`]);
      expect(slots.filter(Boolean)).toEqual(slugsOf(batch));
      expect(slots.slice(slugsOf(batch).length).every((s) => s === '')).toBe(true);
      expect(batch[`t${BATCH_SIZE + 1}`]).toBeUndefined();
    }
    expect(new Set(batches.map((b) => b.name)).size).toBe(batches.length);
  });

  it.each([
    ['workflow_dispatch', { inputs: { site: 'dealer-0420' } }],
    ['repository_dispatch', { action: 'rebuild', client_payload: { site: 'dealer-0420' } }],
  ])('builds the one tenant a %s names, as one batch of one', (eventName, event) => {
    const { status, log, batches } = runTenantsJob(checkout(thousand), eventName, event);
    expect(status, log).toBe(0);
    expect(batches).toHaveLength(1);
    expect(slugsOf(batches[0]!)).toEqual(['dealer-0420']);
    expect(batches[0]!.t1).toBe('dealer-0420');
    expect(batches[0]!.name).toBe('dealer-0420');
  });

  it('builds every tenant on a dispatch without a tenant', () => {
    const { status, batches } = runTenantsJob(checkout(thousand.slice(0, 20)), 'workflow_dispatch', {
      inputs: { site: '' },
    });
    expect(status).toBe(0);
    expect(batches.flatMap(slugsOf)).toHaveLength(20);
  });

  it.each([
    ['an unknown tenant', 'dealer-9999', /Unknown tenant 'dealer-9999'/],
    ['a value that is not a slug', 'x; rm -rf /', /not a slug/],
  ])('fails on %s, naming it', (_name, site, message) => {
    const { status, log, batches } = runTenantsJob(checkout(thousand.slice(0, 3)), 'repository_dispatch', {
      client_payload: { site },
    });
    expect(status).toBe(1);
    expect(log).toMatch(new RegExp(`::error::.*${message.source}`));
    expect(batches).toEqual([]);
  });
});

describe('splitIntoBatches', () => {
  const slugs = (n: number) => Array.from({ length: n }, (_, i) => `t${String(i).padStart(5, '0')}`);
  it.each([
    // tenants, batch size, batches, largest, smallest
    [1, 8, 1, 1, 1],
    [8, 8, 1, 8, 8],
    [9, 8, 2, 5, 4],
    [500, 8, 63, 8, 7],
    [1000, 8, 125, 8, 8],
    [2048, 8, 256, 8, 8],
  ])('%i tenants in batches of %i: %i batches of %i to %i', (n, size, count, largest, smallest) => {
    const batches = splitIntoBatches(slugs(n), size);
    const sizes = batches.map((b) => slugsOf(b).length);
    expect(batches).toHaveLength(count);
    expect(Math.max(...sizes)).toBe(largest);
    expect(Math.min(...sizes)).toBe(smallest);
    expect(batches.flatMap(slugsOf)).toEqual(slugs(n));
  });

  it('refuses more batches than a matrix holds, saying what to change', () => {
    expect(() => splitIntoBatches(slugs(2049), 8)).toThrow(/257 jobs; a matrix holds at most 256: raise BATCH_SIZE/);
  });
});

it('the workflow runs the nightly once per batch, for every tenant of the batch', () => {
  const step = WORKFLOW.jobs['site']!.steps.find((s) => s.run?.includes('npm run nightly'))!;
  // The step's loop turns SITES into --site arguments; checked with a stand-in for npm.
  const bin = newDir();
  writeFileSync(join(bin, 'npm'), '#!/bin/sh\nprintf "%s\\n" "$@"\n', { mode: 0o755 });
  const args = execFileSync('bash', ['-e', '-c', step.run!], {
    encoding: 'utf8',
    env: { PATH: `${bin}:${process.env['PATH']}`, SITES: 'alpha-cars beta-motors gamma-rv' },
  });
  expect(args.trim().split('\n')).toEqual([
    'run',
    'nightly',
    '--',
    '--site',
    'alpha-cars',
    '--site',
    'beta-motors',
    '--site',
    'gamma-rv',
  ]);
});

it('after the nightly, the job names each failed tenant and keeps the state and release of the others only', () => {
  const step = WORKFLOW.jobs['site']!.steps.find((s) => s.id === 'tenant')!;
  const root = newDir();
  // alpha-cars published (its live release linked as current), beta-motors failed, gamma-rv skipped.
  mkdirSync(join(root, 'releases/alpha-cars/r2'), { recursive: true });
  writeFileSync(join(root, 'releases/alpha-cars/r2/r2.tar.gz'), 'tarball');
  symlinkSync('r2', join(root, 'releases/alpha-cars/current'));
  mkdirSync(join(root, 'releases/beta-motors/r1'), { recursive: true });
  writeFileSync(join(root, 'releases/beta-motors/r1/r1.tar.gz'), 'last night');
  const rows = [
    { slug: 'alpha-cars', result: 'published', error: null },
    { slug: 'beta-motors', result: 'failed', error: 'pull failed: feed answered 503 (the live release is unchanged)' },
    { slug: 'gamma-rv', result: 'skipped', error: null },
  ];
  writeFileSync(join(root, 'releases/nightly.json'), JSON.stringify({ rows }));
  const output = join(root, 'github-output');
  writeFileSync(output, '');
  const log = execFileSync('bash', ['-e', '-c', step.run!], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'], SITES: 'alpha-cars beta-motors gamma-rv', GITHUB_OUTPUT: output },
  });
  expect(log).toContain('::error title=beta-motors failed::pull failed: feed answered 503');
  expect(log.match(/::error/g)).toHaveLength(1);
  expect(readFileSync(output, 'utf8').trim().split('\n')).toEqual([
    'ok1=true',
    'tarball1=releases/alpha-cars/r2/r2.tar.gz',
    'ok2=false',
    'tarball2=',
    'ok3=true',
    'tarball3=',
  ]);
});
