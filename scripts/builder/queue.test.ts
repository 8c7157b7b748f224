import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BuildQueue,
  nightlyRunner,
  openQueueDatabase,
  type Job,
  type JobOutcome,
  type JobRunner,
  type RunContext,
} from './queue.ts';

/** A runner whose builds finish when the test says so. */
function controlledRunner() {
  const calls: { job: Job; context: RunContext; finish: (outcome?: Partial<JobOutcome>) => void }[] = [];
  const runner: JobRunner = (job, context) =>
    new Promise<JobOutcome>((resolve) => {
      const finish = (outcome: Partial<JobOutcome> = {}): void =>
        resolve({ ok: true, releaseId: `r-${job.id}`, seconds: 1.5, error: null, ...outcome });
      context.signal.addEventListener('abort', () => finish({ ok: false, error: 'aborted' }));
      calls.push({ job: { ...job }, context, finish });
    });
  return { runner, calls };
}

/** Lets the queue's promise callbacks (finish, then start the next job) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const quiet = { log: () => {} };
const dbs: DatabaseSync[] = [];
const dirs: string[] = [];

function memoryQueue(runner: JobRunner): BuildQueue {
  const db = openQueueDatabase(':memory:');
  dbs.push(db);
  return new BuildQueue(db, runner, quiet);
}

function tempDbPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'builder-queue-'));
  dirs.push(dir);
  return join(dir, 'builder.sqlite');
}

afterEach(() => {
  for (const db of dbs.splice(0)) if (db.isOpen) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('BuildQueue', () => {
  it('starts a trigger at once, and records the last result per tenant', async () => {
    const { runner, calls } = controlledRunner();
    const queue = memoryQueue(runner);
    await queue.start();
    expect(queue.status('a')).toEqual({ tenant: 'a', state: 'idle', queued: false, running: false, last: null });

    expect(queue.enqueue('a')).toEqual({ status: 'queued', jobId: 1, triggers: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.job).toMatchObject({ tenant: 'a', triggers: 1, attempts: 1 });
    expect(queue.status('a')).toMatchObject({ state: 'running', running: true, queued: false, last: null });

    calls[0]?.finish();
    await queue.whenIdle();
    expect(queue.status('a')).toEqual({
      tenant: 'a',
      state: 'idle',
      queued: false,
      running: false,
      last: { releaseId: 'r-1', seconds: 1.5, error: null, finishedAt: expect.any(String), ok: true },
    });
  });

  it('while a build runs, queues exactly one follow-up and coalesces further triggers into it', async () => {
    const { runner, calls } = controlledRunner();
    const queue = memoryQueue(runner);
    await queue.start();
    queue.enqueue('a');
    expect(queue.enqueue('a')).toEqual({ status: 'queued', jobId: 2, triggers: 1 });
    for (let i = 2; i <= 99; i++) expect(queue.enqueue('a')).toEqual({ status: 'coalesced', jobId: 2, triggers: i });
    expect(queue.status('a')).toMatchObject({ state: 'running', running: true, queued: true });
    expect(calls).toHaveLength(1);

    calls[0]?.finish();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.job).toMatchObject({ id: 2, tenant: 'a', triggers: 99 });
    expect(queue.status('a')).toMatchObject({ state: 'running', queued: false, last: { releaseId: 'r-1' } });

    calls[1]?.finish();
    await queue.whenIdle();
    expect(calls).toHaveLength(2);
    expect(queue.status('a')).toMatchObject({ state: 'idle', last: { releaseId: 'r-2', ok: true } });
  });

  it('runs one build at a time across tenants; a queued tenant coalesces while it waits', async () => {
    const { runner, calls } = controlledRunner();
    const queue = memoryQueue(runner);
    await queue.start();
    queue.enqueue('a');
    expect(queue.enqueue('b')).toEqual({ status: 'queued', jobId: 2, triggers: 1 });
    expect(queue.enqueue('b')).toEqual({ status: 'coalesced', jobId: 2, triggers: 2 });
    expect(queue.enqueue('c')).toMatchObject({ status: 'queued', jobId: 3 });
    expect(queue.status('b')).toMatchObject({ state: 'queued', queued: true, running: false });
    expect(calls.map((c) => c.job.tenant)).toEqual(['a']);

    calls[0]?.finish();
    await settle();
    expect(calls.map((c) => c.job.tenant)).toEqual(['a', 'b']);
    calls[1]?.finish();
    await settle();
    expect(calls.map((c) => c.job.tenant)).toEqual(['a', 'b', 'c']);
    calls[2]?.finish();
    await queue.whenIdle();
  });

  it('records a failed build (and a runner that throws) as the last result, and is not stuck after it', async () => {
    let attempt = 0;
    const queue = memoryQueue(async () => {
      attempt++;
      if (attempt === 1) return { ok: false, releaseId: null, seconds: 2, error: 'build failed' };
      throw new Error('spawn EACCES');
    });
    await queue.start();
    queue.enqueue('a');
    await queue.whenIdle();
    expect(queue.status('a').last).toMatchObject({ ok: false, error: 'build failed', seconds: 2, releaseId: null });
    queue.enqueue('a');
    await queue.whenIdle();
    expect(queue.status('a')).toMatchObject({ state: 'idle', last: { ok: false, error: 'spawn EACCES' } });
  });

  it('after a crash, runs the interrupted build again (folded into its queued follow-up) and the queued ones', async () => {
    const path = tempDbPath();
    const first = controlledRunner();
    const dead = openQueueDatabase(path);
    dbs.push(dead);
    const before = new BuildQueue(dead, first.runner, quiet);
    await before.start();
    before.enqueue('a'); // running
    first.calls[0]?.context.onSpawn(4242);
    before.enqueue('a'); // follow-up
    before.enqueue('a'); // coalesced into the follow-up
    before.enqueue('b'); // waiting for the build slot
    // The process dies here: nothing is closed, nothing more is written.

    const reaped: number[] = [];
    const second = controlledRunner();
    const db = openQueueDatabase(path);
    dbs.push(db);
    const after = new BuildQueue(db, second.runner, {
      ...quiet,
      reapOrphan: async (pid) => {
        reaped.push(pid);
      },
    });
    expect(after.status('a')).toMatchObject({ state: 'running', queued: true });
    expect(await after.start()).toBe(1);
    expect(reaped).toEqual([4242]);
    expect(second.calls.map((c) => c.job)).toEqual([{ id: 2, tenant: 'a', triggers: 3, attempts: 1 }]);
    second.calls[0]?.finish();
    await settle();
    expect(second.calls.map((c) => c.job.tenant)).toEqual(['a', 'b']);
    second.calls[1]?.finish();
    await after.whenIdle();
    expect(second.calls).toHaveLength(2);
    expect(after.status('a')).toMatchObject({ state: 'idle', last: { releaseId: 'r-2', ok: true } });
    expect(after.status('b')).toMatchObject({ state: 'idle', last: { ok: true } });
    const superseded = db.prepare("SELECT id, error FROM jobs WHERE state = 'superseded'").all();
    expect(superseded).toEqual([{ id: 1, error: expect.stringContaining('folded into build #2') }]);
  });

  it('after a crash with no follow-up queued, runs the same job again', async () => {
    const path = tempDbPath();
    const dead = openQueueDatabase(path);
    dbs.push(dead);
    const before = new BuildQueue(dead, controlledRunner().runner, quiet);
    await before.start();
    before.enqueue('a');

    const second = controlledRunner();
    const db = openQueueDatabase(path);
    dbs.push(db);
    const after = new BuildQueue(db, second.runner, quiet);
    expect(await after.start()).toBe(1);
    expect(second.calls.map((c) => c.job)).toEqual([{ id: 1, tenant: 'a', triggers: 1, attempts: 2 }]);
    second.calls[0]?.finish();
    await after.whenIdle();
    expect(after.status('a').last).toMatchObject({ ok: true, releaseId: 'r-1' });
  });

  it('close() stops the running build and leaves it queued for the next start, with no result recorded', async () => {
    const path = tempDbPath();
    const first = controlledRunner();
    const db1 = openQueueDatabase(path);
    dbs.push(db1);
    const before = new BuildQueue(db1, first.runner, quiet);
    await before.start();
    before.enqueue('a');
    before.enqueue('a');
    await before.close();
    expect(first.calls[0]?.context.signal.aborted).toBe(true);
    expect(before.status('a')).toMatchObject({ state: 'queued', queued: true, running: false, last: null });
    expect(before.enqueue('a').status).toBe('coalesced');
    expect(first.calls).toHaveLength(1);
    db1.close();

    const second = controlledRunner();
    const db2 = openQueueDatabase(path);
    dbs.push(db2);
    const after = new BuildQueue(db2, second.runner, quiet);
    expect(await after.start()).toBe(0);
    expect(second.calls.map((c) => c.job)).toEqual([{ id: 2, tenant: 'a', triggers: 3, attempts: 1 }]);
    second.calls[0]?.finish();
    await after.whenIdle();
  });

  it('holds at most one queued and one running job per tenant in the database itself', () => {
    const db = openQueueDatabase(':memory:');
    dbs.push(db);
    const insert = db.prepare("INSERT INTO jobs (tenant, state, created_at) VALUES ('a', ?, '2026-11-20T02:00:00Z')");
    insert.run('queued');
    insert.run('running');
    expect(() => insert.run('queued')).toThrow(/UNIQUE/);
    expect(() => insert.run('running')).toThrow(/UNIQUE/);
  });
});

// The real runner against a stand-in scripts/nightly.ts (the real one runs in builder.e2e.ts).
describe('nightlyRunner', () => {
  const FAKE_NIGHTLY = `
    import { writeFileSync } from 'node:fs';
    const args = process.argv.slice(2);
    const slug = args[args.indexOf('--site') + 1];
    const summary = args[args.indexOf('--summary') + 1];
    const mode = process.env.FAKE_MODE;
    console.log('pulling ' + slug + (process.env.BUILDER_SECRET_A ? ' with a secret' : ''));
    const row = (result, releaseId, error) => ({ slug, result, added: 0, changed: 1, removed: 0, rejected: 0,
      pagesRendered: 3, pagesReused: 7, seconds: 4.2, releaseId, error });
    if (mode === 'published') writeFileSync(summary, JSON.stringify({ startedAt: '', finishedAt: '', rows: [row('published', 'rel-1', null)] }));
    if (mode === 'failed') {
      writeFileSync(summary, JSON.stringify({ startedAt: '', finishedAt: '', rows: [row('failed', 'rel-0', 'smoke check failed')] }));
      process.exit(1);
    }
    if (mode === 'crash') {
      console.error('Error: out of memory');
      console.error('    at build (scripts/build.ts:1:1)');
      process.exit(3);
    }
    if (mode === 'hang') setInterval(() => {}, 1000);
    if (mode === 'standby') {
      // Kept ready: says so, waits for go, then publishes a release that names when it started.
      const startedAt = Date.now();
      if (!args.includes('--standby')) {
        writeFileSync(summary, JSON.stringify({ startedAt: '', finishedAt: '', rows: [row('published', 'fresh', null)] }));
      } else {
        process.send({ standby: true });
        process.once('message', () => {
          process.disconnect();
          writeFileSync(summary, JSON.stringify({ startedAt: '', finishedAt: '', rows: [row('published', 'ready-' + startedAt, null)] }));
        });
      }
    }
  `;

  function fakeRoot(): string {
    const dir = mkdtempSync(join(tmpdir(), 'builder-runner-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'scripts'));
    writeFileSync(join(dir, 'scripts', 'nightly.ts'), FAKE_NIGHTLY);
    return dir;
  }

  async function run(mode: string, signal = new AbortController().signal, timeoutMs?: number) {
    const out: string[] = [];
    const err: string[] = [];
    const pids: number[] = [];
    const runner = nightlyRunner({
      root: fakeRoot(),
      env: { ...process.env, FAKE_MODE: mode, BUILDER_SECRET_A: 'x' },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    const outcome = await runner(
      { id: 1, tenant: 'a', triggers: 1, attempts: 1 },
      { signal, onSpawn: (pid) => pids.push(pid) },
    );
    return { outcome, out, err, pids };
  }

  it('takes the release id and duration from the summary row, prefixes the output, and passes no secret on', async () => {
    const { outcome, out, pids } = await run('published');
    expect(outcome).toEqual({ ok: true, releaseId: 'rel-1', seconds: 4.2, error: null });
    expect(out[0]).toBe('[a] pulling a');
    expect(pids).toHaveLength(1);
  });

  it('takes the error from a failed row', async () => {
    const { outcome } = await run('failed');
    expect(outcome).toEqual({ ok: false, releaseId: 'rel-0', seconds: 4.2, error: 'smoke check failed' });
  });

  it('without a summary, gives the exit code and the last stderr lines', async () => {
    const { outcome, err } = await run('crash');
    expect(outcome).toMatchObject({
      ok: false,
      releaseId: null,
      error: 'nightly.ts exited with code 3: Error: out of memory',
    });
    expect(err).toEqual(['[a] Error: out of memory', '[a]     at build (scripts/build.ts:1:1)']);
    expect((await run('silent')).outcome.error).toBe('nightly.ts exited with code 0 but wrote no summary');
  });

  it("keeps each tenant's next build ready, the oldest going past the limit, and none after close", async () => {
    const out: string[] = [];
    const runner = nightlyRunner({
      root: fakeRoot(),
      env: { ...process.env, FAKE_MODE: 'standby' },
      out: (line) => out.push(line),
      err: () => {},
      standby: 1,
    });
    const context = { signal: new AbortController().signal, onSpawn: () => {} };
    const job = (tenant: string) => runner({ id: 1, tenant, triggers: 1, attempts: 1 }, context);
    const ready = async (count: number) => {
      while (out.filter((line) => line.endsWith('next build kept ready')).length < count) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    // The first build of a tenant starts its own process; the next one finds it started already.
    expect((await job('a')).releaseId).toBe('fresh');
    await ready(1);
    const triggered = Date.now();
    const second = await job('a');
    expect(second.releaseId).toMatch(/^ready-\d+$/);
    expect(Number(second.releaseId!.slice('ready-'.length))).toBeLessThan(triggered);
    await ready(2);
    // One kept ready at most: b's build pushes a's out.
    expect((await job('b')).releaseId).toBe('fresh');
    await ready(3);
    expect((await job('a')).releaseId).toBe('fresh');
    await ready(4);
    runner.close();
    expect((await job('a')).releaseId).toBe('fresh');
  });

  it('stops a build on abort and on timeout', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    expect((await run('hang', controller.signal)).outcome).toMatchObject({
      ok: false,
      error: 'Build stopped by shutdown.',
    });
    expect((await run('hang', undefined, 300)).outcome).toMatchObject({
      ok: false,
      error: 'Build timed out after 0 s.',
    });
  });
});
