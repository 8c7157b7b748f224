/**
 * The local platform API during end-to-end tests. The global setup starts it
 * as a child process (scripts/api/main.ts) on a fresh temporary database and
 * bakes its URL into the built sites; tests read what it stored and may stop
 * and restart it (same port, same database) to prove a lead survives an
 * outage: `await stopApi(); ...submit...; await restartApi(); ...reload...;
 * expect(readLeads({ site })).toHaveLength(1)`.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { DatabaseSync } from 'node:sqlite';

/** What the running API was started with; kept in a small JSON file so any test process can stop/restart it. */
export interface ApiState {
  pid: number;
  port: number;
  dbPath: string;
  rateLimit: number;
}

/** Leads per minute per client and site during e2e (the default 20 is too low for whole suites). */
export const E2E_LEAD_RATE_LIMIT = 500;

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function readApiState(stateFile: string): ApiState {
  return JSON.parse(readFileSync(stateFile, 'utf8')) as ApiState;
}

/**
 * Starts `scripts/api/main.ts` as its own process and waits until it listens.
 * `detach` lets the calling process exit while the API keeps running (tests
 * restarting it); the global teardown stops it by the pid in the state file.
 */
export function spawnApi(
  options: { port: number; dbPath: string; stateFile: string; rateLimit?: number },
  detach = false,
): Promise<ApiState> {
  const rateLimit = options.rateLimit ?? E2E_LEAD_RATE_LIMIT;
  const child = spawn(
    process.execPath,
    ['scripts/api/main.ts', '--port', String(options.port), '--db', options.dbPath, '--rate-limit', String(rateLimit)],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: detach },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the platform API did not start within 60 s\n${out}${err}`));
    }, 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Platform API listening on')) {
        clearTimeout(timer);
        const state: ApiState = { pid: child.pid ?? 0, port: options.port, dbPath: options.dbPath, rateLimit };
        writeFileSync(options.stateFile, JSON.stringify(state));
        if (detach) {
          child.stdout.destroy();
          child.stderr.destroy();
          child.unref();
        }
        resolve(state);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the platform API exited (${code ?? 'signal'}) before listening\n${out}${err}`));
    });
  });
}

/** Stops the API recorded in the state file and waits until its port is closed. */
export async function stopApiProcess(stateFile: string): Promise<void> {
  const state = readApiState(stateFile);
  if (alive(state.pid)) process.kill(state.pid, 'SIGTERM');
  for (let i = 0; i < 200 && (alive(state.pid) || (await portOpen(state.port))); i++) await sleep(50);
  if (alive(state.pid)) process.kill(state.pid, 'SIGKILL');
}

/** Starts the API again on the same port and database. */
export async function restartApiProcess(stateFile: string): Promise<ApiState> {
  const state = readApiState(stateFile);
  return spawnApi({ port: state.port, dbPath: state.dbPath, stateFile, rateLimit: state.rateLimit }, true);
}

/** One stored lead as the API keeps it. */
export interface StoredLead {
  lead_id: string;
  site: string;
  form: string;
  category: string;
  car_id: number | null;
  spam: boolean;
  created_at: string;
  payload: Record<string, unknown>;
}

/** Leads stored in a database file (read-only), oldest first; `spam: false` by default. */
export function readLeadsFrom(
  dbPath: string,
  filter: { site?: string; leadId?: string; includeSpam?: boolean } = {},
): StoredLead[] {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const where = ['1 = 1'];
    const args: string[] = [];
    if (filter.site) {
      where.push('site = ?');
      args.push(filter.site);
    }
    if (filter.leadId) {
      where.push('lead_id = ?');
      args.push(filter.leadId);
    }
    if (!filter.includeSpam) where.push('spam = 0');
    return db
      .prepare(
        `SELECT lead_id, site, form, category, car_id, spam, created_at, payload FROM leads
         WHERE ${where.join(' AND ')} ORDER BY rowid`,
      )
      .all(...args)
      .map((row) => ({
        lead_id: String(row['lead_id']),
        site: String(row['site']),
        form: String(row['form']),
        category: String(row['category']),
        car_id: row['car_id'] === null ? null : Number(row['car_id']),
        spam: Number(row['spam']) === 1,
        created_at: String(row['created_at']),
        payload: JSON.parse(String(row['payload'])) as Record<string, unknown>,
      }));
  } finally {
    db.close();
  }
}
