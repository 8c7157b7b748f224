/**
 * Signed links of stock alert mails: `<purpose>.<subscription id>.<expiry>.<nonce>.<HMAC-SHA256>`,
 * base64url parts, signed with the server secret ALERTS_SECRET. The signature makes a link
 * unforgeable; the expiry bounds a confirmation link's life; the nonce, which the database keeps
 * for the one live confirmation link, makes it single use (docs/platform-api.md "Stock alerts").
 *
 * This module is server-only (scripts/): the secret and its local default never reach a browser.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

/** Local development only: a deployment sets ALERTS_SECRET (a production API refuses to start without it). */
export const DEV_ALERTS_SECRET = 'local-dev-alerts-secret-do-not-deploy';

/** A confirmation link lasts 7 days; an unsubscribe link a year (the Spam Act asks for at least 30 days). */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  confirm: 7 * 24 * 3600_000,
  unsubscribe: 365 * 24 * 3600_000,
};

/** The secret from the environment; the local default outside production. */
export function alertsSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env['ALERTS_SECRET'];
  if (secret && secret.length >= 16) return secret;
  if (secret) throw new Error('ALERTS_SECRET must be at least 16 characters long.');
  if (env['NODE_ENV'] === 'production')
    throw new Error('ALERTS_SECRET is not set: stock alert links cannot be signed.');
  return DEV_ALERTS_SECRET;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signToken(
  secret: string,
  purpose: TokenPurpose,
  subscriptionId: string,
  now: Date,
  nonce = '',
): string {
  const expires = Math.floor((now.getTime() + TOKEN_LIFETIME_MS[purpose]) / 1000);
  const body = [purpose, subscriptionId, String(expires), nonce].join('.');
  return `${body}.${sign(secret, body)}`;
}

export type TokenCheck =
  { ok: true; subscriptionId: string; nonce: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's token: its signature first (a forged or altered token is 'invalid'), then its expiry. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: string, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false, reason: 'invalid' };
  const [kind, id, expires, nonce, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (kind !== purpose || !/^\d+$/.test(expires)) return { ok: false, reason: 'invalid' };
  if (Number(expires) * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subscriptionId: id, nonce };
}
