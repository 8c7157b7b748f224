/**
 * What the API's stock alert handlers share for the life of the server: the signing secret, the
 * subscription rate limits, the mailer and the public address of the API that mailed links point
 * at. scripts/api/server.ts makes one per running API.
 */
import type { DatabaseSync } from 'node:sqlite';
import { SlidingWindowLimiter } from '../rate-limit.ts';
import { mailerFromEnv, type Mailer } from './mailer.ts';
import { alertsSecret } from './tokens.ts';

/** Subscriptions per client IP and tenant: 10 an hour (a family on one connection, not a script). */
export const DEFAULT_ALERT_IP_LIMIT = { max: 10, windowMs: 3600_000 } as const;
/** Confirmation mails per address and tenant: 3 a day, so nobody can flood an inbox with them. */
export const DEFAULT_ALERT_EMAIL_LIMIT = { max: 3, windowMs: 24 * 3600_000 } as const;

export interface AlertOptions {
  /** Signing secret of the links; default ALERTS_SECRET, else the local development default. */
  secret?: string;
  ipLimit?: { max: number; windowMs: number };
  emailLimit?: { max: number; windowMs: number };
  /** Where mail goes; default SMTP_URL through nodemailer, else the outbox table. */
  mailer?: Mailer;
  /** The API's public origin in mailed links; default API_PUBLIC_URL, else the address it listens on. */
  publicUrl?: string;
  /** The sender address; default MAIL_FROM, else alerts@ the tenant's site host. */
  from?: string;
  /** An optional mailto: unsubscribe address for List-Unsubscribe (ALERTS_UNSUBSCRIBE_MAILTO). */
  unsubscribeMailto?: string;
}

export interface AlertsService {
  secret: string;
  ipLimiter: SlidingWindowLimiter;
  emailLimiter: SlidingWindowLimiter;
  mailer: Mailer;
  /** Set once the server listens (the default public URL is its own address). */
  publicUrl: string;
  from: string | null;
  unsubscribeMailto: string | null;
}

export function alertsService(db: DatabaseSync, options: AlertOptions = {}, env = process.env): AlertsService {
  const ip = options.ipLimit ?? DEFAULT_ALERT_IP_LIMIT;
  const email = options.emailLimit ?? DEFAULT_ALERT_EMAIL_LIMIT;
  return {
    secret: options.secret ?? alertsSecret(env),
    ipLimiter: new SlidingWindowLimiter(ip.max, ip.windowMs),
    emailLimiter: new SlidingWindowLimiter(email.max, email.windowMs),
    mailer: options.mailer ?? mailerFromEnv(db, env),
    publicUrl: (options.publicUrl ?? env['API_PUBLIC_URL'] ?? '').replace(/\/+$/, ''),
    from: options.from ?? env['MAIL_FROM'] ?? null,
    unsubscribeMailto: options.unsubscribeMailto ?? env['ALERTS_UNSUBSCRIBE_MAILTO'] ?? null,
  };
}
