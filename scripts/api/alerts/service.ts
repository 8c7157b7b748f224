/**
 * What the API's stock alert handlers share for the life of the server: the signing secret, the
 * subscription rate limits and the mailer. scripts/api/server.ts makes one per running API.
 */
import { SlidingWindowLimiter } from '../rate-limit.ts';
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
}

export interface AlertsService {
  secret: string;
  ipLimiter: SlidingWindowLimiter;
  emailLimiter: SlidingWindowLimiter;
}

export function alertsService(options: AlertOptions = {}): AlertsService {
  const ip = options.ipLimit ?? DEFAULT_ALERT_IP_LIMIT;
  const email = options.emailLimit ?? DEFAULT_ALERT_EMAIL_LIMIT;
  return {
    secret: options.secret ?? alertsSecret(),
    ipLimiter: new SlidingWindowLimiter(ip.max, ip.windowMs),
    emailLimiter: new SlidingWindowLimiter(email.max, email.windowMs),
  };
}
