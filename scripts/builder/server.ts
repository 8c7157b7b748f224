/**
 * The editors' rebuild hook: the CMS calls
 *
 *   POST /hooks/rebuild/<slug>   (signed, see signature.ts) -> 202 { status: 'queued' | 'coalesced', ... }
 *   GET  /hooks/status/<slug>                               -> 200 { tenant, state, queued, running, last }
 *
 * and the tenant's site is rebuilt and published by scripts/nightly.ts
 * through the queue (queue.ts). A rejected request changes nothing: the
 * queue is only touched once the signature has been verified.
 *
 * `startBuilder()` is what `npm run builder` (main.ts) and the tests start.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { listSiteSlugs } from '../../src/config/load.ts';
import { HttpError } from '../api/errors.ts';
import {
  BuildQueue,
  nightlyRunner,
  openQueueDatabase,
  reapOrphanBuild,
  type JobRunner,
  type QueueOptions,
} from './queue.ts';
import { loadSecret, secretEnvName, secretsFilePath, SecretsFileError } from './secrets.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './signature.ts';

export const DEFAULT_PORT = 4020;
export const DEFAULT_DB_PATH = '.data/builder.sqlite';
/** Largest hook body; the CMS sends a small JSON notice, so more is not a CMS. */
export const BODY_LIMIT = 64 * 1024;

export interface BuilderOptions {
  /** 0 picks a free port. Default 4020. */
  port?: number;
  host?: string;
  /** SQLite file of the queue; ':memory:' for a throwaway one. Default .data/builder.sqlite. */
  dbPath?: string;
  /** Runs one job; default scripts/nightly.ts (queue.ts nightlyRunner). */
  runner?: JobRunner;
  /** The tenant's hook secret or null; default secrets.ts loadSecret (environment, then .secrets/builder.json). */
  secretFor?: (slug: string) => string | null;
  /** Known tenants; default every folder under sites/ (SITES_DIR), read per request so a new tenant needs no restart. */
  tenants?: () => readonly string[];
  /** Clock in milliseconds (signature freshness, stored times). */
  now?: () => number;
  /** Where requests and jobs are logged; default stdout. Never given a secret or a signature. */
  log?: (line: string) => void;
  maxConcurrent?: QueueOptions['maxConcurrent'];
  /**
   * Tenants whose next build is kept ready, loaded and waiting (nightlyRunner's standby), for the
   * default runner. Default DEFAULT_STANDBY.
   */
  standby?: number;
}

/**
 * Editors publish in bursts on one site: the last two tenants built each keep a build ready
 * (about 0.3 GB of memory each while they wait, docs/operations.md).
 */
export const DEFAULT_STANDBY = 2;

export interface RunningBuilder {
  url: string;
  port: number;
  dbPath: string;
  db: DatabaseSync;
  queue: BuildQueue;
  close(): Promise<void>;
}

const ROUTE = /^\/hooks\/(rebuild|status)\/([^/]+)$/;
const METHODS = { rebuild: ['POST'], status: ['GET', 'HEAD'] } as const;

/**
 * Reads the body up to `limit` bytes. Past that it answers 413 without
 * reading further: the declared Content-Length is checked first, and a body
 * that grows past the limit stops being collected at once.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = (): HttpError => new HttpError(413, { error: `Request body too large (limit ${limit} bytes).` });
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.off('end', onEnd);
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => resolve(Buffer.concat(chunks));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
    // A client that hangs up mid-body: settle rather than wait forever (ignored once settled).
    req.once('close', () => {
      if (!req.complete) reject(new HttpError(400, { error: 'Request body incomplete.' }));
    });
  });
}

function header(req: IncomingMessage, name: string): string | string[] | undefined {
  return req.headers[name];
}

/** Starts the builder: opens the queue, listens, then recovers interrupted jobs and runs what is queued. */
export async function startBuilder(options: BuilderOptions = {}): Promise<RunningBuilder> {
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const tenants = options.tenants ?? listSiteSlugs;
  const secretFor = options.secretFor ?? ((slug: string) => loadSecret(slug));
  const db = openQueueDatabase(dbPath);
  const runner = options.runner ?? nightlyRunner({ standby: options.standby ?? DEFAULT_STANDBY });
  const queue = new BuildQueue(db, runner, {
    now: () => new Date(now()),
    log,
    reapOrphan: (pid) => reapOrphanBuild(pid, log),
    ...(options.maxConcurrent === undefined ? {} : { maxConcurrent: options.maxConcurrent }),
  });

  function send(res: ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
    });
    res.end(text);
  }

  /** Answers one request; returns what to log, null for nothing (status polls would flood the log). */
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<string | null> {
    const url = new URL(req.url ?? '/', 'http://builder.local');
    const match = ROUTE.exec(url.pathname);
    if (!match?.[1] || !match[2]) throw new HttpError(404, { error: 'Not found' });
    const kind = match[1] as keyof typeof METHODS;
    const allowed: readonly string[] = METHODS[kind];
    if (!allowed.includes(req.method ?? '')) {
      res.setHeader('Allow', allowed.join(', '));
      throw new HttpError(405, { error: `Method ${req.method ?? ''} not allowed (use ${allowed.join(' or ')})` });
    }
    let slug: string;
    try {
      slug = decodeURIComponent(match[2]);
    } catch {
      throw new HttpError(404, { error: 'Not found' });
    }
    // Only ever compared with the list, never used in a path.
    if (!tenants().includes(slug)) throw new HttpError(404, { error: `Unknown tenant "${slug}"` });

    if (kind === 'status') {
      // No signature needed: the status reveals no secret, only whether a build
      // is pending and how the last one went (a release id, a duration, a build error).
      send(res, 200, queue.status(slug));
      return null;
    }

    // A tenant without a secret has no hook: 404 (the endpoint does not exist
    // for it) rather than 401, which would tell the caller to fix a signature
    // that no key could make valid. The message names the setting to add.
    const secret = secretFor(slug);
    if (!secret) {
      throw new HttpError(404, {
        error: `No hook secret is configured for tenant "${slug}": set ${secretEnvName(slug)} or add it to ${secretsFilePath()}.`,
      });
    }
    const body = await readBody(req, BODY_LIMIT);
    const verdict = verifySignature({
      secret,
      timestamp: header(req, TIMESTAMP_HEADER),
      signature: header(req, SIGNATURE_HEADER),
      body,
      nowMs: now(),
    });
    if (!verdict.ok) throw new HttpError(401, { error: verdict.error });
    const queued = queue.enqueue(slug);
    send(res, 202, { status: queued.status, tenant: slug, jobId: queued.jobId, triggers: queued.triggers });
    return `${queued.status} (build #${queued.jobId})`;
  }

  const server = createServer((req, res) => {
    handle(req, res)
      .then((note) => {
        if (note !== null) log(`${req.method ?? ''} ${req.url ?? ''} ${res.statusCode} ${note}`);
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          if (error.status === 413) {
            // Close instead of reading the rest of an oversized body.
            res.setHeader('Connection', 'close');
            res.once('finish', () => setTimeout(() => req.socket.destroy(), 1_000).unref());
          }
          if (!res.headersSent) send(res, error.status, error.body);
          log(`${req.method ?? ''} ${req.url ?? ''} ${error.status} ${error.message}`);
          return;
        }
        // SecretsFileError messages name the file, never its content.
        console.error('builder error:', error instanceof SecretsFileError ? error.message : error);
        if (!res.headersSent) send(res, 500, { error: 'Internal server error' });
      });
  });
  server.keepAliveTimeout = 5_000;

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      db.close();
      reject(error);
    });
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve());
  });
  try {
    await queue.start();
  } catch (error) {
    server.close();
    db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    dbPath,
    db,
    queue,
    close: () => {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await queue.close();
        if ('close' in runner && typeof runner.close === 'function') runner.close();
        db.close();
      })();
      return closing;
    },
  };
}

/** Tenants whose hook is off because no secret is configured (names only). */
export function tenantsWithoutSecret(
  slugs: readonly string[],
  secretFor: (slug: string) => string | null = (slug) => loadSecret(slug),
): string[] {
  return slugs.filter((slug) => !secretFor(slug));
}
