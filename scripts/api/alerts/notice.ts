/**
 * The nightly's notice to the platform API that a tenant's new stock is live (after its publish):
 * POST ALERTS_API_URL/api/internal/stock?site=<slug>, signed with ALERTS_SECRET. The API reloads
 * the tenant's snapshot and mails its instant alerts, and with {"daily": true} its daily ones too.
 * Without ALERTS_API_URL nothing is sent (a workspace with no API running, tests).
 */
import { STOCK_NOTICE_PATH, stockNoticeToken } from './routes.ts';
import { alertsSecret } from './tokens.ts';

export interface StockNoticeResult {
  subscriptions: number;
  mails: number;
  cars: number;
  failures: number;
}

export async function sendStockNotice(
  slug: string,
  options: { daily: boolean; env?: NodeJS.ProcessEnv; now?: Date; timeoutMs?: number },
): Promise<StockNoticeResult | null> {
  const env = options.env ?? process.env;
  const base = env['ALERTS_API_URL'];
  if (!base) return null;
  const url = new URL(STOCK_NOTICE_PATH, `${base.replace(/\/+$/, '')}/`);
  url.searchParams.set('site', slug);
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${stockNoticeToken(alertsSecret(env), slug, options.now ?? new Date())}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ daily: options.daily }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
  });
  if (!res.ok) throw new Error(`the API answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as StockNoticeResult;
}
