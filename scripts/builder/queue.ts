/**
 * The builder's job queue, kept in SQLite (node:sqlite) so that what editors
 * asked for survives a restart.
 *
 * Per tenant there is at most one job running and at most one queued (two
 * partial unique indexes enforce it):
 * - a trigger while the tenant has a queued job coalesces into it (the build
 *   has not started, so it will see the newest content anyway);
 * - a trigger while a job runs queues exactly one follow-up: the running
 *   build may have pulled before the edit, so one more build is needed, and
 *   one is enough however many triggers follow.
 *
 * On start, a job left `running` by a process that died is queued again (or
 * folded into the tenant's queued follow-up), and queued jobs run.
 * A failed build is not retried: the next trigger or the nightly run will.
 *
 * One builder process per database: recovery assumes nobody else runs jobs.
 */
import { openSqlite } from '../lib/sqlite.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import type { NightlyRow, NightlySummary } from '../platform/summary.ts';
import { withoutSecrets } from './secrets.ts';

/**
 * Builds running at once, across all tenants. The machine has 2 cores and one
 * Astro build already keeps both busy (page rendering runs in worker threads)
 * at ~0.9 GB of memory: two at once would each take more than twice as long.
 */
export const MAX_CONCURRENT_BUILDS = 1;

/** A build still running after this long is killed and recorded as failed (a hung build must not block every tenant). */
export const BUILD_TIMEOUT_MS = 30 * 60_000;

/** Finished jobs kept per tenant (the history is for debugging; the last result lives in `last_results`). */
const HISTORY_PER_TENANT = 100;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant TEXT NOT NULL,
  -- queued | running | done | failed | superseded (an interrupted job folded into its tenant's follow-up)
  state TEXT NOT NULL,
  -- hook calls this job answers (1 + those coalesced into it)
  triggers INTEGER NOT NULL DEFAULT 1,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- the build process while running, so a restart can stop one left behind
  pid INTEGER,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT,
  release_id TEXT,
  seconds REAL,
  error TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS jobs_one_queued ON jobs (tenant) WHERE state = 'queued';
CREATE UNIQUE INDEX IF NOT EXISTS jobs_one_running ON jobs (tenant) WHERE state = 'running';
CREATE TABLE IF NOT EXISTS last_results (
  tenant TEXT PRIMARY KEY,
  job_id INTEGER NOT NULL,
  ok INTEGER NOT NULL,
  release_id TEXT,
  seconds REAL,
  error TEXT,
  finished_at TEXT NOT NULL
);
`;

/** Opens (creating when needed) the queue database. ':memory:' works too. */
export function openQueueDatabase(path: string): DatabaseSync {
  return openSqlite(path, SCHEMA);
}

export interface Job {
  id: number;
  tenant: string;
  triggers: number;
  attempts: number;
}

export interface JobOutcome {
  ok: boolean;
  releaseId: string | null;
  seconds: number;
  error: string | null;
}

export interface RunContext {
  /** Aborted when the builder shuts down: stop the build; the job is queued again. */
  signal: AbortSignal;
  /** Records the build's process id, so that a restart after a crash can stop it. */
  onSpawn(pid: number): void;
}

export type JobRunner = (job: Job, context: RunContext) => Promise<JobOutcome>;

export interface QueueOptions {
  /** Default MAX_CONCURRENT_BUILDS. */
  maxConcurrent?: number;
  now?: () => Date;
  log?: (line: string) => void;
  /** Stops a build process left running by a builder that died (start()). */
  reapOrphan?: (pid: number) => Promise<void>;
}

export interface EnqueueResult {
  status: 'queued' | 'coalesced';
  jobId: number;
  /** Hook calls the job now answers. */
  triggers: number;
}

export interface LastResult {
  releaseId: string | null;
  seconds: number | null;
  error: string | null;
  finishedAt: string;
  ok: boolean;
}

export interface TenantStatus {
  tenant: string;
  state: 'idle' | 'queued' | 'running';
  queued: boolean;
  running: boolean;
  last: LastResult | null;
}

type Row = Record<string, unknown>;

function toJob(row: Row): Job {
  return {
    id: Number(row['id']),
    tenant: String(row['tenant']),
    triggers: Number(row['triggers']),
    attempts: Number(row['attempts']),
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class BuildQueue {
  readonly db: DatabaseSync;
  readonly #runner: JobRunner;
  readonly #maxConcurrent: number;
  readonly #now: () => Date;
  readonly #log: (line: string) => void;
  readonly #reapOrphan: ((pid: number) => Promise<void>) | undefined;
  readonly #active = new Map<number, { controller: AbortController; done: Promise<void> }>();
  #started = false;
  #closing = false;
  #idleWaiters: (() => void)[] = [];

  constructor(db: DatabaseSync, runner: JobRunner, options: QueueOptions = {}) {
    this.db = db;
    this.#runner = runner;
    this.#maxConcurrent = options.maxConcurrent ?? MAX_CONCURRENT_BUILDS;
    this.#now = options.now ?? (() => new Date());
    this.#log = options.log ?? ((line) => console.log(line));
    this.#reapOrphan = options.reapOrphan;
  }

  /** Recovers jobs a dead process left `running`, then runs what is queued. Returns how many were recovered. */
  async start(): Promise<number> {
    const orphans = this.db
      .prepare("SELECT id, tenant, triggers, attempts, pid FROM jobs WHERE state = 'running'")
      .all();
    for (const row of orphans) {
      // The old process's build may outlive it: stop it before building the same tenant again.
      if (row['pid'] !== null && this.#reapOrphan) await this.#reapOrphan(Number(row['pid']));
    }
    this.#transaction(() => {
      for (const row of orphans) this.#requeue(toJob(row), 'the builder stopped during this build');
    });
    for (const row of orphans) {
      this.#log(`${String(row['tenant'])}: build #${String(row['id'])} was interrupted by a restart; queued again`);
    }
    this.#started = true;
    this.#pump();
    return orphans.length;
  }

  /** Records one trigger of a tenant's rebuild and starts it when a build slot is free. */
  enqueue(tenant: string): EnqueueResult {
    const result = this.#transaction((): EnqueueResult => {
      const queued = this.db.prepare("SELECT id, triggers FROM jobs WHERE tenant = ? AND state = 'queued'").get(tenant);
      if (queued) {
        const jobId = Number(queued['id']);
        this.db.prepare('UPDATE jobs SET triggers = triggers + 1 WHERE id = ?').run(jobId);
        return { status: 'coalesced', jobId, triggers: Number(queued['triggers']) + 1 };
      }
      const inserted = this.db
        .prepare("INSERT INTO jobs (tenant, state, created_at) VALUES (?, 'queued', ?)")
        .run(tenant, this.#now().toISOString());
      return { status: 'queued', jobId: Number(inserted.lastInsertRowid), triggers: 1 };
    });
    this.#pump();
    return result;
  }

  status(tenant: string): TenantStatus {
    const states = new Set(
      this.db
        .prepare("SELECT state FROM jobs WHERE tenant = ? AND state IN ('queued', 'running')")
        .all(tenant)
        .map((row) => String(row['state'])),
    );
    const row = this.db.prepare('SELECT * FROM last_results WHERE tenant = ?').get(tenant);
    const running = states.has('running');
    const queued = states.has('queued');
    return {
      tenant,
      state: running ? 'running' : queued ? 'queued' : 'idle',
      queued,
      running,
      last: row
        ? {
            releaseId: row['release_id'] === null ? null : String(row['release_id']),
            seconds: row['seconds'] === null ? null : Number(row['seconds']),
            error: row['error'] === null ? null : String(row['error']),
            finishedAt: String(row['finished_at']),
            ok: Number(row['ok']) === 1,
          }
        : null,
    };
  }

  /** Resolves once no job runs and none is waiting (tests, and a drain before exit). */
  whenIdle(): Promise<void> {
    if (this.#isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /**
   * Stops starting jobs, aborts the running ones (each goes back to the queue
   * for the next start) and waits for them to wind down. The database stays
   * open: its owner closes it.
   */
  async close(): Promise<void> {
    this.#closing = true;
    const active = [...this.#active.values()];
    for (const { controller } of active) controller.abort();
    await Promise.all(active.map((a) => a.done));
  }

  #isIdle(): boolean {
    if (this.#active.size > 0) return false;
    if (this.#closing) return true;
    return this.db.prepare("SELECT 1 FROM jobs WHERE state = 'queued' LIMIT 1").get() === undefined;
  }

  #transaction<T>(body: () => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = body();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** A running job back to `queued`, or folded into the tenant's queued follow-up (there can be only one queued). */
  #requeue(job: Job, why: string): void {
    const followUp = this.db.prepare("SELECT id FROM jobs WHERE tenant = ? AND state = 'queued'").get(job.tenant);
    if (followUp) {
      this.db.prepare('UPDATE jobs SET triggers = triggers + ? WHERE id = ?').run(job.triggers, Number(followUp['id']));
      this.db
        .prepare(
          "UPDATE jobs SET state = 'superseded', pid = NULL, finished_at = ?, error = ? WHERE id = ? AND state = 'running'",
        )
        .run(this.#now().toISOString(), `${why}; folded into build #${String(followUp['id'])}`, job.id);
    } else {
      this.db
        .prepare("UPDATE jobs SET state = 'queued', pid = NULL, started_at = NULL WHERE id = ? AND state = 'running'")
        .run(job.id);
    }
  }

  #pump(): void {
    while (this.#started && !this.#closing && this.#active.size < this.#maxConcurrent) {
      // Oldest queued job of a tenant not already building.
      const row = this.db
        .prepare(
          `SELECT id, tenant, triggers, attempts FROM jobs
           WHERE state = 'queued' AND tenant NOT IN (SELECT tenant FROM jobs WHERE state = 'running')
           ORDER BY id LIMIT 1`,
        )
        .get();
      if (!row) break;
      const job = toJob(row);
      job.attempts += 1;
      this.db
        .prepare("UPDATE jobs SET state = 'running', started_at = ?, attempts = ? WHERE id = ?")
        .run(this.#now().toISOString(), job.attempts, job.id);
      this.#launch(job);
    }
    if (this.#isIdle()) {
      const waiters = this.#idleWaiters;
      this.#idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  #launch(job: Job): void {
    const controller = new AbortController();
    const startedMs = performance.now();
    this.#log(`${job.tenant}: build #${job.id} started (${job.triggers} trigger${job.triggers === 1 ? '' : 's'})`);
    const done = (async () => {
      let outcome: JobOutcome;
      try {
        outcome = await this.#runner(job, {
          signal: controller.signal,
          onSpawn: (pid) => {
            this.db.prepare('UPDATE jobs SET pid = ? WHERE id = ?').run(pid, job.id);
          },
        });
      } catch (error) {
        outcome = {
          ok: false,
          releaseId: null,
          seconds: (performance.now() - startedMs) / 1000,
          error: errorText(error),
        };
      }
      if (controller.signal.aborted) {
        this.#transaction(() => this.#requeue(job, 'the builder shut down during this build'));
        this.#log(`${job.tenant}: build #${job.id} stopped by shutdown; it runs again on the next start`);
      } else {
        this.#finish(job, outcome);
      }
    })()
      .catch((error: unknown) =>
        this.#log(`${job.tenant}: build #${job.id} could not be recorded: ${errorText(error)}`),
      )
      .finally(() => {
        this.#active.delete(job.id);
        this.#pump();
      });
    this.#active.set(job.id, { controller, done });
  }

  #finish(job: Job, outcome: JobOutcome): void {
    const finishedAt = this.#now().toISOString();
    this.#transaction(() => {
      this.db
        .prepare(
          'UPDATE jobs SET state = ?, pid = NULL, finished_at = ?, release_id = ?, seconds = ?, error = ? WHERE id = ?',
        )
        .run(outcome.ok ? 'done' : 'failed', finishedAt, outcome.releaseId, outcome.seconds, outcome.error, job.id);
      this.db
        .prepare(
          `INSERT INTO last_results (tenant, job_id, ok, release_id, seconds, error, finished_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (tenant) DO UPDATE SET job_id = excluded.job_id, ok = excluded.ok, release_id = excluded.release_id,
             seconds = excluded.seconds, error = excluded.error, finished_at = excluded.finished_at`,
        )
        .run(job.tenant, job.id, outcome.ok ? 1 : 0, outcome.releaseId, outcome.seconds, outcome.error, finishedAt);
      this.db
        .prepare(
          `DELETE FROM jobs WHERE tenant = ? AND state NOT IN ('queued', 'running') AND id NOT IN
             (SELECT id FROM jobs WHERE tenant = ? AND state NOT IN ('queued', 'running') ORDER BY id DESC LIMIT ?)`,
        )
        .run(job.tenant, job.tenant, HISTORY_PER_TENANT);
    });
    const seconds = outcome.seconds.toFixed(1);
    this.#log(
      outcome.ok
        ? `${job.tenant}: build #${job.id} finished in ${seconds} s, release ${outcome.releaseId ?? '(none)'}`
        : `${job.tenant}: build #${job.id} FAILED after ${seconds} s: ${outcome.error ?? 'unknown error'}`,
    );
  }
}

// --- The real runner: scripts/nightly.ts for one tenant -------------------------------------------------

/** The project root (cwd of the builds), wherever the builder was started from. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** stderr lines kept for the error of a build that wrote no summary. */
const STDERR_TAIL_LINES = 10;
/** After SIGTERM, how long a build gets before SIGKILL. */
const KILL_GRACE_MS = 10_000;

export interface NightlyRunnerOptions {
  root?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Where the build's output goes (default the builder's stdout / stderr). */
  out?: (line: string) => void;
  err?: (line: string) => void;
  /**
   * Tenants kept ready (default 0): after a tenant's build, a `nightly.ts --standby` for it is
   * started, loaded and waiting, and its next build starts from there instead of a new process.
   * The oldest goes when there are more.
   */
  standby?: number;
}

/** The runner of scripts/nightly.ts; close() stops the builds it keeps ready. */
export type NightlyRunner = JobRunner & { close(): void };

/** Signals the build's whole process group (it runs detached: nightly.ts and the builds it starts). */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // ESRCH: already gone.
  }
}

function eachLine(stream: Readable, onLine: (line: string) => void): void {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', onLine);
}

function summaryRow(file: string, slug: string): NightlyRow | null {
  try {
    const summary = JSON.parse(readFileSync(file, 'utf8')) as NightlySummary;
    return summary.rows.find((row) => row.slug === slug) ?? null;
  } catch {
    return null;
  }
}

/** One nightly.ts process for one tenant, started now or kept ready (--standby) for later. */
interface NightlyProcess {
  child: ChildProcess;
  dir: string;
  summaryFile: string;
  /** Its last stderr lines (stack frames aside), for the error of a build that wrote no summary. */
  tail: string[];
  closed: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `scripts/nightly.ts --site <slug> --summary <temp file>` (pull, build,
 * publish a release) and reads the tenant's row of the summary it writes.
 */
export function nightlyRunner(options: NightlyRunnerOptions = {}): NightlyRunner {
  const root = options.root ?? PROJECT_ROOT;
  const timeoutMs = options.timeoutMs ?? BUILD_TIMEOUT_MS;
  const out = options.out ?? ((line: string) => console.log(line));
  const err = options.err ?? ((line: string) => console.error(line));
  const standbyCount = options.standby ?? 0;
  const ready = new Map<string, NightlyProcess>();
  let closed = false;

  /** Starts nightly.ts for a tenant; throws when it cannot be started. */
  const startNightly = (slug: string, standby: boolean): NightlyProcess => {
    const dir = mkdtempSync(join(tmpdir(), 'builder-summary-'));
    const summaryFile = join(dir, 'summary.json');
    let child: ChildProcess;
    try {
      child = spawn(
        process.execPath,
        ['scripts/nightly.ts', '--site', slug, '--summary', summaryFile, ...(standby ? ['--standby'] : [])],
        {
          cwd: root,
          // The builder's environment minus the hook secrets: a build runs tenant content and plugins, and needs none.
          env: withoutSecrets(options.env ?? process.env),
          stdio: ['ignore', 'pipe', 'pipe', ...(standby ? (['ipc'] as const) : [])],
          // Its own process group, so that stopping it stops the builds it started too.
          detached: true,
        },
      );
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    const tail: string[] = [];
    if (child.stdout) eachLine(child.stdout, (line) => out(`[${slug}] ${line}`));
    if (child.stderr) {
      eachLine(child.stderr, (line) => {
        err(`[${slug}] ${line}`);
        // Stack frames crowd out the message that says what went wrong.
        if (/^\s+at /.test(line) || line.trim() === '') return;
        tail.push(line);
        if (tail.length > STDERR_TAIL_LINES) tail.shift();
      });
    }
    const closedPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveClosed) => {
      child.once('error', () => resolveClosed({ code: null, signal: null }));
      child.once('close', (code, signal) => resolveClosed({ code, signal }));
    });
    child.once('exit', () => {
      // Whatever nightly.ts left behind in its group (a build worker) goes with it.
      if (child.pid !== undefined) signalGroup(child.pid, 'SIGTERM');
    });
    return { child, dir, summaryFile, tail, closed: closedPromise };
  };

  const discard = (kept: NightlyProcess): void => {
    if (kept.child.pid !== undefined) signalGroup(kept.child.pid, 'SIGTERM');
    void kept.closed.then(() => rmSync(kept.dir, { recursive: true, force: true }));
  };

  /** Keeps a build of the tenant ready for its next trigger, the oldest going past the limit. */
  const keepReady = (slug: string): void => {
    if (closed || standbyCount <= 0) return;
    let kept: NightlyProcess;
    try {
      kept = startNightly(slug, true);
    } catch {
      return;
    }
    ready.set(slug, kept);
    kept.child.once('message', () => out(`[${slug}] next build kept ready`));
    void kept.closed.then(() => {
      if (ready.get(slug) === kept) ready.delete(slug);
    });
    for (const [tenant, other] of ready) {
      if (ready.size <= standbyCount) break;
      ready.delete(tenant);
      discard(other);
    }
  };

  /** The tenant's build kept ready, told to go; null when there is none (or it is gone). */
  const takeReady = (slug: string): NightlyProcess | null => {
    const kept = ready.get(slug);
    if (!kept) return null;
    ready.delete(slug);
    if (kept.child.exitCode !== null || kept.child.signalCode !== null || !kept.child.connected) {
      discard(kept);
      return null;
    }
    kept.child.send('go');
    return kept;
  };

  const run: JobRunner = (job, context) =>
    new Promise<JobOutcome>((resolve) => {
      const slug = job.tenant;
      const startedMs = performance.now();
      let stopReason: string | null = null;
      let settled = false;
      let build: NightlyProcess;

      const settle = (outcome: JobOutcome): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearTimeout(killTimer);
        context.signal.removeEventListener('abort', onAbort);
        if (build) rmSync(build.dir, { recursive: true, force: true });
        if (!context.signal.aborted) keepReady(slug);
        resolve(outcome);
      };
      const stop = (reason: string): void => {
        if (stopReason !== null || build?.child.pid === undefined) return;
        stopReason = reason;
        signalGroup(build.child.pid, 'SIGTERM');
        const pid = build.child.pid;
        killTimer = setTimeout(() => signalGroup(pid, 'SIGKILL'), KILL_GRACE_MS);
      };
      const onAbort = (): void => stop('stopped by shutdown');
      let killTimer: NodeJS.Timeout | undefined;
      const timer = setTimeout(() => stop(`timed out after ${Math.round(timeoutMs / 1000)} s`), timeoutMs);

      try {
        build = takeReady(slug) ?? startNightly(slug, false);
      } catch (error) {
        settle({ ok: false, releaseId: null, seconds: 0, error: `could not start nightly.ts: ${errorText(error)}` });
        return;
      }
      const { child, summaryFile, tail } = build;
      if (child.pid !== undefined) context.onSpawn(child.pid);
      context.signal.addEventListener('abort', onAbort, { once: true });
      child.once('error', (error) => {
        settle({ ok: false, releaseId: null, seconds: 0, error: `could not start nightly.ts: ${error.message}` });
      });
      void build.closed.then(({ code, signal }) => {
        const measured = (performance.now() - startedMs) / 1000;
        const exit = signal ? `signal ${signal}` : `code ${String(code)}`;
        const row = summaryRow(summaryFile, slug);
        if (stopReason !== null) {
          settle({ ok: false, releaseId: row?.releaseId ?? null, seconds: measured, error: `Build ${stopReason}.` });
        } else if (row) {
          const ok = code === 0 && row.result !== 'failed';
          settle({
            ok,
            releaseId: row.releaseId,
            seconds: typeof row.seconds === 'number' ? row.seconds : measured,
            error: ok ? null : (row.error ?? `nightly.ts exited with ${exit}`),
          });
        } else {
          const lastLines = tail.length > 0 ? `: ${tail.join('\n')}` : '';
          const what =
            code === 0 ? `nightly.ts exited with ${exit} but wrote no summary` : `nightly.ts exited with ${exit}`;
          settle({ ok: false, releaseId: null, seconds: measured, error: `${what}${lastLines}` });
        }
      });
    });

  return Object.assign(run, {
    close: () => {
      closed = true;
      for (const kept of ready.values()) discard(kept);
      ready.clear();
    },
  });
}

function processState(pid: number): string | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; comm may hold spaces and parentheses, so read after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}

/**
 * Stops a nightly.ts left running by a builder that died (its group: the
 * builds it started too), and waits until it is gone. Only when the pid still
 * belongs to a `scripts/nightly.ts`: a pid since reused by another program is
 * left alone. Needs /proc (Linux); elsewhere it does nothing.
 */
export async function reapOrphanBuild(pid: number, log: (line: string) => void = console.log): Promise<void> {
  let cmdline: string;
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return;
  }
  if (!cmdline.split('\0').includes('scripts/nightly.ts')) return;
  log(`Stopping build process ${pid} left running by the previous builder`);
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + KILL_GRACE_MS;
  // A zombie ('Z') has finished; nobody may be reaping it (a container's init).
  while (Date.now() < deadline) {
    const state = processState(pid);
    if (state === null || state === 'Z') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalGroup(pid, 'SIGKILL');
}
