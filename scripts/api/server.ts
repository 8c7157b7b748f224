/**
 * The local platform API (docs/platform-api.md): a node:http server over an
 * embedded SQLite database, routed and validated BY THE CONTRACT
 * (src/api/contract.ts). A path exists only when the contract has an endpoint
 * for it; every request's params, query and body go through that endpoint's
 * schemas, and a failure answers 400 `{ error, errors: [{ path, message }] }`.
 *
 * `startApi()` is what tests, the benchmark, the e2e setup and
 * `npm run api` (scripts/api/main.ts) all start.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { api, matchPath, MalformedPathError, type Endpoint, type EndpointName } from '../../src/api/contract.ts';
import { fieldErrors } from '../../src/core/forms/fields.ts';
import { listSiteSlugs, loadSiteConfig } from '../../src/config/load.ts';
import { dataDir as defaultDataDir, readSnapshot } from '../../src/data/snapshot.ts';
import { openDatabase, seedSite } from './db.ts';
import { GeoIndex, type Country } from './geo.ts';
import { HttpError, invalid } from './errors.ts';
import { handlers, TOO_MANY_ALERTS, type Reply } from './handlers.ts';
import { jsonDepthOver } from './json-depth.ts';
import { SlidingWindowLimiter } from './rate-limit.ts';
import { alertsService, type AlertOptions, type AlertsService } from './alerts/service.ts';
import { handleAlertRoute } from './alerts/routes.ts';
import type { CaptchaVerifier, Car, Location, RequestContext, ResolvedOptions, SiteContext } from './context.ts';
import { sendJson } from './send-json.ts';

export type { CaptchaVerifier, Car, Location, RequestContext, ResolvedOptions, SiteContext } from './context.ts';

/**
 * Default captcha verifier: accepts everything. The local API has no captcha
 * service to ask; a deployment passes a verifier that checks the token with
 * its provider (e.g. POST the token to the provider's siteverify endpoint).
 */
export const acceptAllCaptcha: CaptchaVerifier = () => Promise.resolve(true);

export interface ApiOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  host?: string;
  /** SQLite file; ':memory:' for a throwaway database. Default .data/api.sqlite. */
  dbPath?: string;
  /** Tenants to serve; default every tenant under sites/. */
  sites?: readonly string[];
  /** Where snapshots are read; default .data (DATA_DIR). */
  dataDir?: string;
  /**
   * What to do when a tenant has no snapshot: run the pull for it (true, the
   * CLI's default) or fail naming `npm run pull` (false, default).
   */
  pullMissing?: boolean;
  /** Lead rate limit per client IP and site: `max` leads per `windowMs`. Default 20 per minute. */
  leadRateLimit?: { max: number; windowMs: number };
  /** Largest accepted JSON body in bytes; default 64 KB (larger answers 413). */
  bodyLimit?: number;
  /** Deepest accepted nesting of arrays and objects in a JSON body; default 32 (deeper answers 400). */
  jsonDepthLimit?: number;
  /**
   * Time a client has to send a whole request, headers and body, in ms; default 5 s (then 408 and
   * the connection is closed), so a slow sender cannot hold connections open.
   */
  requestTimeoutMs?: number;
  /** Captcha check of lead submissions; default accept-all. */
  verifyCaptcha?: CaptchaVerifier;
  /** The clock (appointments' default day, youX quote's vehicle age, stored times). Default real time. */
  now?: () => Date;
  /** Log each request to stdout. Default false. */
  log?: boolean;
  /** Stock alerts: link secret, subscription limits, mail transport (docs/platform-api.md "Stock alerts"). */
  alerts?: AlertOptions;
}

export interface RunningApi {
  url: string;
  port: number;
  db: DatabaseSync;
  dbPath: string;
  /** The stock alert secret, mailer and limits this server uses. */
  alerts: AlertsService;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4010;
export const DEFAULT_DB_PATH = '.data/api.sqlite';
export const DEFAULT_LEAD_RATE_LIMIT = { max: 20, windowMs: 60_000 } as const;
export const DEFAULT_BODY_LIMIT = 64 * 1024;
export const DEFAULT_JSON_DEPTH_LIMIT = 32;
export const DEFAULT_REQUEST_TIMEOUT_MS = 5_000;

/** Whether an Origin may call the API for this tenant: its own site, or any local origin (tests, dev). */
export function allowedOrigin(origin: string, site: SiteContext | null): boolean {
  if (/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(origin)) return true;
  return site?.origin === origin;
}

function loadSites(db: DatabaseSync, slugs: readonly string[], geo: GeoIndex): Map<string, SiteContext> {
  const sites = new Map<string, SiteContext>();
  for (const slug of slugs) {
    const config = loadSiteConfig(slug);
    const country: Country = config.country === 'NZ' ? 'NZ' : 'AU';
    const cars = new Map<string, Car>();
    const carsById = new Map<number, Car>();
    for (const row of db.prepare('SELECT data FROM cars WHERE site = ? ORDER BY id').all(slug)) {
      const car = JSON.parse(String(row['data'])) as Car;
      cars.set(car.slug, car);
      carsById.set(car.id, car);
    }
    const locations = db
      .prepare('SELECT data FROM locations WHERE site = ? ORDER BY id')
      .all(slug)
      .map((row) => JSON.parse(String(row['data'])) as Location);
    const dealerships = db
      .prepare('SELECT id, slug, data FROM dealerships WHERE site = ? ORDER BY id')
      .all(slug)
      .map((row) => {
        const data = JSON.parse(String(row['data'])) as { name?: unknown };
        return {
          id: Number(row['id']),
          slug: typeof row['slug'] === 'string' ? row['slug'] : null,
          name: typeof data.name === 'string' ? data.name : null,
        };
      });
    for (const location of locations) {
      const a = location.address;
      if (a?.postcode && typeof a.lat === 'number' && typeof a.long === 'number') {
        geo.addExact(country, a.postcode, {
          lat: a.lat,
          lng: a.long,
          name: a.city ?? location.name,
          state: a.state ?? '',
        });
      }
    }
    const origin = URL.canParse(config.site_url) ? new URL(config.site_url).origin : null;
    sites.set(slug, { slug, config, country, origin, cars, carsById, locations, dealerships });
  }
  return sites;
}

async function seedAll(db: DatabaseSync, slugs: readonly string[], options: ApiOptions): Promise<void> {
  const dir = options.dataDir ?? defaultDataDir();
  for (const slug of slugs) {
    let snapshot = readSnapshot(slug, dir);
    if (!snapshot && options.pullMissing) {
      const { pullAll } = await import('../pull.ts');
      await pullAll([slug]);
      snapshot = readSnapshot(slug, dir);
    }
    if (!snapshot) {
      throw new Error(
        `No snapshot for tenant "${slug}" (${dir}/${slug}/snapshot.json): run \`npm run pull -- --site ${slug}\` first.`,
      );
    }
    seedSite(db, slug, snapshot);
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new HttpError(413, { error: `Request body too large (limit ${limit} bytes).` }));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, { error: `Request body too large (limit ${limit} bytes).` }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    // The client went away or was cut off (the request time cap answered 408): not our error.
    req.on('error', () => reject(new HttpError(400, { error: 'The request body did not arrive in full.' })));
  });
}

function parsePart<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value, { abortEarly: false });
  if (!result.success) {
    throw invalid(
      `Invalid ${what}`,
      fieldErrors(result.issues).map((e) => ({ path: e.path || what, message: e.message })),
    );
  }
  return result.output;
}

const routes = (Object.keys(api) as EndpointName[]).map((name) => ({ name, endpoint: api[name] as Endpoint }));

/** Starts the API: opens and seeds the database, then listens. */
export async function startApi(options: ApiOptions = {}): Promise<RunningApi> {
  const dbPath = options.dbPath ?? DEFAULT_DB_PATH;
  const db = openDatabase(dbPath);
  const slugs = options.sites ?? listSiteSlugs();
  const geo = new GeoIndex();
  let sites: Map<string, SiteContext>;
  try {
    await seedAll(db, slugs, options);
    sites = loadSites(db, slugs, geo);
  } catch (error) {
    db.close();
    throw error;
  }
  const resolved: ResolvedOptions = {
    leadRateLimit: options.leadRateLimit ?? DEFAULT_LEAD_RATE_LIMIT,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    verifyCaptcha: options.verifyCaptcha ?? acceptAllCaptcha,
  };
  const limiter = new SlidingWindowLimiter(resolved.leadRateLimit.max, resolved.leadRateLimit.windowMs);
  const clock = options.now ?? (() => new Date());
  let alerts: AlertsService;
  try {
    alerts = alertsService(db, options.alerts);
  } catch (error) {
    db.close();
    throw error;
  }

  /** Re-reads a tenant's snapshot (the nightly pulled it) and serves its new stock. */
  async function reloadSite(slug: string): Promise<SiteContext> {
    const snapshot = readSnapshot(slug, options.dataDir ?? defaultDataDir());
    if (snapshot) seedSite(db, slug, snapshot, clock(), true);
    const fresh = loadSites(db, [slug], geo).get(slug);
    if (!fresh) throw new Error(`tenant ${slug} did not load`);
    sites.set(slug, fresh);
    return Promise.resolve(fresh);
  }

  function sendReply(res: ServerResponse, reply: Reply): void {
    if ('pdf' in reply) {
      res.writeHead(reply.status, {
        'Content-Type': 'application/pdf',
        'Content-Length': reply.pdf.byteLength,
        'Content-Disposition': `attachment; filename="${reply.filename}"`,
        'Cache-Control': 'no-store',
      });
      res.end(reply.pdf);
      return;
    }
    sendJson(res, reply.status, reply.json);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://api.local');
    const siteSlug = url.searchParams.get('site');
    const site = siteSlug ? (sites.get(siteSlug) ?? null) : null;

    // CORS: the tenant's own origin and local origins (sites served on another port).
    const origin = req.headers.origin;
    if (origin && allowedOrigin(origin, site)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    }
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
      res.setHeader('Access-Control-Max-Age', '600');
      res.writeHead(204).end();
      return;
    }

    const handled = await handleAlertRoute(req, res, url, {
      db,
      alerts,
      sites: () => sites,
      now: clock,
      reloadSite,
      readBody: (r) => readBody(r, resolved.bodyLimit),
      production: process.env['NODE_ENV'] === 'production',
    });
    if (handled) return;

    const matches = routes.flatMap((route) => {
      let params: Record<string, string> | null;
      try {
        params = matchPath(route.endpoint.path, url.pathname);
      } catch (error) {
        if (!(error instanceof MalformedPathError)) throw error;
        throw invalid('Invalid path', [{ path: `params.${error.param}`, message: error.message }]);
      }
      return params ? [{ ...route, params }] : [];
    });
    if (matches.length === 0) throw new HttpError(404, { error: 'Not found' });
    const route = matches.find((m) => m.endpoint.method === req.method);
    if (!route) {
      res.setHeader('Allow', [...new Set(matches.map((m) => m.endpoint.method)), 'OPTIONS'].join(', '));
      throw new HttpError(405, { error: `Method ${req.method ?? ''} not allowed` });
    }
    const { endpoint, name } = route;

    const query = parsePart(endpoint.query, Object.fromEntries(url.searchParams), 'query');
    if (!site) throw new HttpError(404, { error: `Unknown site "${siteSlug ?? ''}"` });
    const params = parsePart(endpoint.params, route.params, 'params');
    let rawBody: unknown = undefined;
    if (endpoint.method === 'POST') {
      const text = await readBody(req, resolved.bodyLimit);
      const depthLimit = options.jsonDepthLimit ?? DEFAULT_JSON_DEPTH_LIMIT;
      if (jsonDepthOver(text, depthLimit)) {
        throw invalid('Invalid JSON body', [
          { path: 'body', message: `The request body nests arrays and objects deeper than ${depthLimit} levels.` },
        ]);
      }
      try {
        rawBody = text === '' ? undefined : JSON.parse(text);
      } catch {
        throw invalid('Invalid JSON body', [{ path: 'body', message: 'The request body is not valid JSON.' }]);
      }
    }
    const ip = req.socket.remoteAddress ?? 'unknown';
    // Leads count against the rate limit before anything else is looked at.
    if (name === 'leads' && !limiter.hit(`${ip}|${site.slug}`, Date.now())) {
      throw new HttpError(429, { error: 'Too many submissions. Please wait a minute and try again.' });
    }
    if (name === 'alertSubscribe' && !alerts.ipLimiter.hit(`${ip}|${site.slug}`, Date.now())) {
      throw new HttpError(429, { error: TOO_MANY_ALERTS });
    }
    const body = parsePart(endpoint.body, rawBody, 'body');
    const handler = handlers[name] as (ctx: RequestContext) => Reply | Promise<Reply>;
    const reply = await handler({
      site,
      params,
      query,
      body,
      ip,
      db,
      geo,
      now: clock(),
      options: resolved,
      limiter,
      alerts,
    });
    sendReply(res, reply);
  }

  const requestTimeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: requestTimeout,
      // Node checks those timeouts every 30 s by default; a 5 s cap needs a finer check.
      connectionsCheckingInterval: Math.min(1_000, requestTimeout / 2),
    },
    (req, res) => {
      const started = performance.now();
      handle(req, res)
        .catch((error: unknown) => {
          if (error instanceof HttpError) {
            if (!res.headersSent) sendJson(res, error.status, error.body);
            return;
          }
          console.error('platform API error:', error);
          if (!res.headersSent) sendJson(res, 500, { error: 'Internal server error' });
        })
        .finally(() => {
          if (options.log) {
            console.log(
              `${req.method ?? ''} ${req.url ?? ''} ${res.statusCode} ${(performance.now() - started).toFixed(1)} ms`,
            );
          }
        });
    },
  );
  server.keepAliveTimeout = 5_000;

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      db.close();
      reject(error);
    });
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  if (!alerts.publicUrl) alerts.publicUrl = url;
  let closed = false;
  return {
    url,
    port,
    db,
    dbPath,
    alerts,
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) {
          resolve();
          return;
        }
        closed = true;
        server.close(() => {
          alerts.mailer.close();
          db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
