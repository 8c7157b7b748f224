/**
 * Stock alert subscriptions in the platform API's database (docs/platform-api.md "Stock alerts").
 *
 * A subscription is lead-like: one row per tenant, address and saved search, with the shopper's
 * consent recorded by the double opt-in (status pending -> confirmed, confirmed_at). Unsubscribing
 * is per address and tenant: every alert of that address stops, and a later subscription of it is
 * pending again until its own confirmation link is followed.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { AlertFrequency } from '../../../src/api/contract.ts';

export const ALERT_SCHEMA = `
CREATE TABLE IF NOT EXISTS alert_subscriptions (
  id TEXT PRIMARY KEY,
  site TEXT NOT NULL,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  search TEXT NOT NULL,
  frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'instant')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  unsubscribed_at TEXT,
  ip TEXT,
  confirm_nonce TEXT,
  last_alert_at TEXT,
  UNIQUE (site, email, search)
);
CREATE INDEX IF NOT EXISTS alert_subscriptions_due ON alert_subscriptions (site, status, frequency);
CREATE TABLE IF NOT EXISTS alert_cars (
  subscription_id TEXT NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
  car_id INTEGER NOT NULL,
  price REAL,
  alerted_at TEXT,
  PRIMARY KEY (subscription_id, car_id)
);
CREATE TABLE IF NOT EXISTS alert_mails (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subscription_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('confirm', 'alert')),
  car_ids TEXT NOT NULL DEFAULT '[]',
  message_id TEXT,
  sent_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site TEXT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  headers TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

export type AlertStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface Subscription {
  id: string;
  site: string;
  email: string;
  name: string;
  search: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  ip: string | null;
  confirm_nonce: string | null;
  last_alert_at: string | null;
}

/** Addresses compare without case (the local part is case-sensitive in theory, never in practice). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function subscriptionById(db: DatabaseSync, id: string): Subscription | null {
  return (db.prepare('SELECT * FROM alert_subscriptions WHERE id = ?').get(id) as Subscription | undefined) ?? null;
}

export interface SubscribeInput {
  site: string;
  email: string;
  name: string;
  search: string;
  frequency: AlertFrequency;
  ip: string;
  now: Date;
}

/**
 * Stores a subscription request. A new one, or one pending or unsubscribed, becomes pending with a
 * fresh confirmation nonce (the link of an earlier confirmation mail no longer works) and is
 * returned to be mailed its confirmation. One already confirmed is left as it is: null, nothing
 * to mail (the answer to the browser is the same, so it tells nobody who subscribed).
 */
export function requestSubscription(db: DatabaseSync, input: SubscribeInput): Subscription | null {
  const email = normaliseEmail(input.email);
  const existing = db
    .prepare('SELECT * FROM alert_subscriptions WHERE site = ? AND email = ? AND search = ?')
    .get(input.site, email, input.search) as Subscription | undefined;
  if (existing?.status === 'confirmed') return null;
  const nonce = randomBytes(16).toString('base64url');
  const id = existing?.id ?? randomUUID();
  if (existing) {
    db.prepare(
      `UPDATE alert_subscriptions SET name = ?, frequency = ?, status = 'pending', confirm_nonce = ?, ip = ?,
         created_at = ?, confirmed_at = NULL WHERE id = ?`,
    ).run(input.name, input.frequency, nonce, input.ip, input.now.toISOString(), id);
  } else {
    db.prepare(
      `INSERT INTO alert_subscriptions (id, site, email, name, search, frequency, status, created_at, ip, confirm_nonce)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
    ).run(id, input.site, email, input.name, input.search, input.frequency, input.now.toISOString(), input.ip, nonce);
  }
  return subscriptionById(db, id);
}
