/**
 * The API's stock alert paths outside the browser contract:
 *  - GET /api/alerts/confirm?site=&token=      the confirmation link of the double opt-in;
 *  - GET|POST /api/alerts/unsubscribe?site=&token=   the unsubscribe link (POST: RFC 8058 one-click);
 *  - POST /api/internal/stock?site=            the nightly's notice that a tenant's new stock is live
 *    (Authorization: Bearer <stock token signed with ALERTS_SECRET>): the API reloads the tenant's
 *    snapshot and mails instant alerts, and daily ones when the body says {"daily": true};
 *  - GET /api/dev/outbox                       local development only: the mails the outbox holds.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import type { AlertFrequency } from '../../../src/api/contract.ts';
import type { SiteContext } from '../context.ts';
import { HttpError } from '../errors.ts';
import { confirmLink, CONFIRM_PATH, runAlerts, UNSUBSCRIBE_PATH, type LinkOutcome } from './flow.ts';
import { matcherFor } from './match.ts';
import { linkPage, PAGE_HEADERS } from './pages.ts';
import type { AlertsService } from './service.ts';
import { signToken, verifyToken } from './tokens.ts';
import { unsubscribeLink } from './flow.ts';
import { sendJson } from '../send-json.ts';

export const STOCK_NOTICE_PATH = '/api/internal/stock';
export const OUTBOX_PATH = '/api/dev/outbox';
const PATHS = new Set([CONFIRM_PATH, UNSUBSCRIBE_PATH, STOCK_NOTICE_PATH, OUTBOX_PATH]);

export interface AlertRoutesContext {
  db: DatabaseSync;
  alerts: AlertsService;
  sites: () => Map<string, SiteContext>;
  now: () => Date;
  /** Re-reads a tenant's snapshot into the database and the served stock; the fresh context. */
  reloadSite: (slug: string) => Promise<SiteContext>;
  readBody: (req: IncomingMessage) => Promise<string>;
  production: boolean;
}

/** The bearer token the nightly sends with its stock notice of one tenant. */
export function stockNoticeToken(secret: string, slug: string, now: Date = new Date()): string {
  return signToken(secret, 'stock', slug, now);
}

function sendPage(res: ServerResponse, outcome: LinkOutcome, site: SiteContext | null, alertName: string | null) {
  const page = linkPage(outcome, site?.config ?? null, alertName);
  res.writeHead(page.status, { ...PAGE_HEADERS, 'Content-Length': Buffer.byteLength(page.html) });
  res.end(page.html);
}

/** Answers the request when its path is one of these; false otherwise (the contract's router goes on). */
export async function handleAlertRoute(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: AlertRoutesContext,
): Promise<boolean> {
  if (!PATHS.has(url.pathname)) return false;
  const method = req.method ?? 'GET';
  const allow = (methods: string[]) => {
    if (methods.includes(method)) return;
    res.setHeader('Allow', methods.join(', '));
    throw new HttpError(405, { error: `Method ${method} not allowed` });
  };
  const site = ctx.sites().get(url.searchParams.get('site') ?? '') ?? null;
  const token = url.searchParams.get('token') ?? '';

  if (url.pathname === OUTBOX_PATH) {
    allow(['GET']);
    if (ctx.production || ctx.alerts.mailer.kind !== 'outbox') throw new HttpError(404, { error: 'Not found' });
    const rows = ctx.db
      .prepare(
        'SELECT id, site, to_address, subject, headers, text, html, created_at FROM outbox ORDER BY id DESC LIMIT 50',
      )
      .all()
      .map((row) => ({ ...row, headers: JSON.parse(String(row['headers'])) as unknown }));
    sendJson(res, 200, { mails: rows });
    return true;
  }

  if (url.pathname === STOCK_NOTICE_PATH) {
    allow(['POST']);
    const auth = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const check = verifyToken(ctx.alerts.secret, 'stock', auth, ctx.now());
    if (!site || !check.ok || check.subscriptionId !== site.slug) {
      throw new HttpError(401, { error: 'A signed stock notice for this site is required.' });
    }
    const text = await ctx.readBody(req);
    let body: unknown;
    try {
      body = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      throw new HttpError(400, {
        error: 'Invalid JSON body',
        errors: [{ path: 'body', message: 'The request body is not valid JSON.' }],
      });
    }
    const daily = typeof body === 'object' && body !== null && (body as { daily?: unknown }).daily === true;
    const fresh = await ctx.reloadSite(site.slug);
    const frequencies: AlertFrequency[] = daily ? ['instant', 'daily'] : ['instant'];
    sendJson(res, 200, await runAlerts(ctx.db, ctx.alerts, fresh, frequencies, ctx.now()));
    return true;
  }

  if (url.pathname === CONFIRM_PATH) {
    allow(['GET']);
    if (!site) return (sendPage(res, 'invalid', null, null), true);
    const now = ctx.now();
    const result = confirmLink(ctx.db, ctx.alerts, site, token, now, () => matcherFor(site, now));
    sendPage(res, result.outcome, site, result.sub?.name ?? null);
    return true;
  }

  // Unsubscribe: GET from the mail's link, POST from a mail client's one-click button (RFC 8058).
  allow(['GET', 'POST']);
  if (method === 'POST') await ctx.readBody(req);
  if (!site) return (sendPage(res, 'invalid', null, null), true);
  const result = unsubscribeLink(ctx.db, ctx.alerts, site, token, ctx.now());
  sendPage(res, result.outcome, site, result.sub?.name ?? null);
  return true;
}
