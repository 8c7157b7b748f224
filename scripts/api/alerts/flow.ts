/**
 * The stock alert flow: the confirmation mail of a sign-up, following its link, unsubscribing,
 * and the alert run that mails each confirmed subscription the cars that are new or reduced in
 * price since its last alert (docs/platform-api.md "Stock alerts").
 *
 * What each subscription has been told is in `alert_cars`: per car, the lowest price it has seen
 * (the cars matching at confirmation are its baseline, never mailed). A car is news when it is not
 * there, or its price is now below that one; once mailed it is there at its price, so no car is
 * alerted twice unless its price drops again.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { AlertFrequency } from '../../../src/api/contract.ts';
import { priceSortValue } from '../../../src/core/vehicle/price.ts';
import type { SiteContext } from '../context.ts';
import { alertMail, confirmationMail, MAX_ALERT_CARS, siteUrl, type RenderedMail } from './emails.ts';
import type { OutgoingMail } from './mailer.ts';
import { stockMatcher, type StockMatcher } from './match.ts';
import type { AlertsService } from './service.ts';
import { subscriptionById, type Subscription } from './store.ts';
import { signToken, verifyToken } from './tokens.ts';

export const CONFIRM_PATH = '/api/alerts/confirm';
export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

function linkUrl(alerts: AlertsService, path: string, site: string, token: string): string {
  const url = new URL(path, `${alerts.publicUrl}/`);
  url.searchParams.set('site', site);
  url.searchParams.set('token', token);
  return url.href;
}

function fromAddress(alerts: AlertsService, site: SiteContext): string {
  const address = alerts.from ?? `alerts@${new URL(site.config.site_url).hostname}`;
  // The dealer's name as the sender's display name, quoted (it may hold commas or '&').
  return `"${site.config.name.replace(/["\\]/g, '')}" <${address}>`;
}

function mail(
  alerts: AlertsService,
  site: SiteContext,
  to: string,
  rendered: RenderedMail,
  headers = {},
): OutgoingMail {
  return { site: site.slug, from: fromAddress(alerts, site), to, headers, ...rendered };
}

function record(
  db: DatabaseSync,
  sub: Subscription,
  kind: 'confirm' | 'alert',
  messageId: string,
  carIds: number[],
  now: Date,
) {
  db.prepare(
    'INSERT INTO alert_mails (subscription_id, kind, car_ids, message_id, sent_at) VALUES (?, ?, ?, ?, ?)',
  ).run(sub.id, kind, JSON.stringify(carIds), messageId, now.toISOString());
}

/** Mails a pending subscription its confirmation link (signed, 7 days, single use). */
export async function sendConfirmation(
  db: DatabaseSync,
  alerts: AlertsService,
  site: SiteContext,
  sub: Subscription,
  now: Date,
): Promise<void> {
  if (sub.status !== 'pending' || !sub.confirm_nonce) return;
  const token = signToken(alerts.secret, 'confirm', sub.id, now, sub.confirm_nonce);
  const rendered = confirmationMail(site.config, sub.name, linkUrl(alerts, CONFIRM_PATH, site.slug, token));
  const { messageId } = await alerts.mailer.send(mail(alerts, site, sub.email, rendered));
  record(db, sub, 'confirm', messageId, [], now);
}

export type LinkOutcome =
  'confirmed' | 'already-confirmed' | 'used' | 'unsubscribed' | 'already-unsubscribed' | 'expired' | 'invalid';

/** The subscription a link names, when its token is genuine, unexpired and of this tenant. */
function linkSubscription(
  db: DatabaseSync,
  alerts: AlertsService,
  site: SiteContext,
  purpose: 'confirm' | 'unsubscribe',
  token: string,
  now: Date,
): { sub: Subscription; nonce: string } | 'expired' | 'invalid' {
  const check = verifyToken(alerts.secret, purpose, token, now);
  if (!check.ok) return check.reason;
  const sub = subscriptionById(db, check.subscriptionId);
  if (!sub || sub.site !== site.slug) return 'invalid';
  return { sub, nonce: check.nonce };
}

/** Records the cars a subscription matches now as already seen: a new alert starts from today's stock. */
function recordBaseline(db: DatabaseSync, sub: Subscription, site: SiteContext, matcher: StockMatcher): void {
  const insert = db.prepare(
    'INSERT INTO alert_cars (subscription_id, car_id, price, alerted_at) VALUES (?, ?, ?, NULL) ON CONFLICT DO NOTHING',
  );
  for (const id of matcher.match(sub.search)) {
    const car = site.carsById.get(id);
    if (car) insert.run(sub.id, id, priceSortValue(car));
  }
}

/** Follows a confirmation link: a genuine, unexpired, unused one confirms; any other changes nothing. */
export function confirmLink(
  db: DatabaseSync,
  alerts: AlertsService,
  site: SiteContext,
  token: string,
  now: Date,
  matcher: () => StockMatcher,
): { outcome: LinkOutcome; sub?: Subscription } {
  const found = linkSubscription(db, alerts, site, 'confirm', token, now);
  if (typeof found === 'string') return { outcome: found };
  const { sub, nonce } = found;
  if (sub.status === 'confirmed') return { outcome: 'already-confirmed', sub };
  // Used before, replaced by a newer confirmation mail, or withdrawn by an unsubscribe.
  if (sub.status !== 'pending' || !sub.confirm_nonce || sub.confirm_nonce !== nonce) return { outcome: 'used', sub };
  db.exec('BEGIN IMMEDIATE');
  try {
    const changed = db
      .prepare(
        `UPDATE alert_subscriptions SET status = 'confirmed', confirmed_at = ?, confirm_nonce = NULL
         WHERE id = ? AND status = 'pending' AND confirm_nonce = ?`,
      )
      .run(now.toISOString(), sub.id, nonce);
    if (Number(changed.changes) !== 1) {
      db.exec('ROLLBACK');
      return { outcome: 'used', sub };
    }
    db.prepare('DELETE FROM alert_cars WHERE subscription_id = ?').run(sub.id);
    recordBaseline(db, sub, site, matcher());
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return { outcome: 'confirmed', sub };
}

/** Follows an unsubscribe link (GET, or the RFC 8058 one-click POST): every alert of the address at this tenant stops. */
export function unsubscribeLink(
  db: DatabaseSync,
  alerts: AlertsService,
  site: SiteContext,
  token: string,
  now: Date,
): { outcome: LinkOutcome; sub?: Subscription } {
  const found = linkSubscription(db, alerts, site, 'unsubscribe', token, now);
  if (typeof found === 'string') return { outcome: found };
  const changed = db
    .prepare(
      `UPDATE alert_subscriptions SET status = 'unsubscribed', unsubscribed_at = ?, confirm_nonce = NULL
       WHERE site = ? AND email = ? AND status != 'unsubscribed'`,
    )
    .run(now.toISOString(), site.slug, found.sub.email);
  return { outcome: Number(changed.changes) > 0 ? 'unsubscribed' : 'already-unsubscribed', sub: found.sub };
}

export interface AlertRun {
  subscriptions: number;
  mails: number;
  cars: number;
  failures: number;
}

/**
 * Mails every confirmed subscription of the tenant with one of `frequencies` its news: up to
 * {@link MAX_ALERT_CARS} cars new or reduced in price, one mail per subscription.
 */
export async function runAlerts(
  db: DatabaseSync,
  alerts: AlertsService,
  site: SiteContext,
  frequencies: readonly AlertFrequency[],
  now: Date,
): Promise<AlertRun> {
  const run: AlertRun = { subscriptions: 0, mails: 0, cars: 0, failures: 0 };
  if (frequencies.length === 0) return run;
  const subs = db
    .prepare(
      `SELECT * FROM alert_subscriptions WHERE site = ? AND status = 'confirmed'
       AND frequency IN (${frequencies.map(() => '?').join(', ')}) ORDER BY created_at`,
    )
    .all(site.slug, ...frequencies) as unknown as Subscription[];
  if (subs.length === 0) return run;
  const matcher = stockMatcher([...site.cars.values()], site.config, site.locations, now);
  const seenOf = db.prepare('SELECT car_id, price FROM alert_cars WHERE subscription_id = ?');
  const upsert = db.prepare(
    `INSERT INTO alert_cars (subscription_id, car_id, price, alerted_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (subscription_id, car_id) DO UPDATE SET price = excluded.price, alerted_at = excluded.alerted_at`,
  );
  for (const sub of subs) {
    run.subscriptions++;
    const seen = new Map(
      seenOf.all(sub.id).map((row) => [Number(row['car_id']), row['price'] === null ? null : Number(row['price'])]),
    );
    const news = matcher.match(sub.search).flatMap((id) => {
      const car = site.carsById.get(id);
      if (!car) return [];
      const price = priceSortValue(car);
      if (!seen.has(id)) return [{ car, price }];
      const before = seen.get(id);
      return price !== null && before !== null && before !== undefined && price < before ? [{ car, price }] : [];
    });
    if (news.length === 0) continue;
    // An unsubscribe may have come in since the list was read: ask again just before mailing.
    if (subscriptionById(db, sub.id)?.status !== 'confirmed') continue;
    const shown = news.slice(0, MAX_ALERT_CARS);
    const unsubscribeUrl = linkUrl(
      alerts,
      UNSUBSCRIBE_PATH,
      site.slug,
      signToken(alerts.secret, 'unsubscribe', sub.id, now),
    );
    const rendered = alertMail({
      config: site.config,
      alertName: sub.name,
      cars: shown.map((n) => n.car),
      total: news.length,
      searchUrl: siteUrl(site.config, sub.search) ?? site.config.site_url,
      unsubscribeUrl,
    });
    const listUnsubscribe = [
      `<${unsubscribeUrl}>`,
      ...(alerts.unsubscribeMailto ? [`<${alerts.unsubscribeMailto}>`] : []),
    ];
    try {
      const { messageId } = await alerts.mailer.send(
        mail(alerts, site, sub.email, rendered, {
          'List-Unsubscribe': listUnsubscribe.join(', '),
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }),
      );
      db.exec('BEGIN IMMEDIATE');
      try {
        // Every car counted in the mail ("See all N matches") is told, shown or not.
        for (const n of news) upsert.run(sub.id, n.car.id, n.price, now.toISOString());
        record(
          db,
          sub,
          'alert',
          messageId,
          shown.map((n) => n.car.id),
          now,
        );
        db.prepare('UPDATE alert_subscriptions SET last_alert_at = ? WHERE id = ?').run(now.toISOString(), sub.id);
        db.exec('COMMIT');
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
      run.mails++;
      run.cars += shown.length;
    } catch (error) {
      // One address failing (refused by the server, a network blip) does not stop the others; its
      // news stays unrecorded, so the next run mails it.
      run.failures++;
      console.warn(`! stock alert ${sub.id} (${site.slug}) not sent: ${(error as Error).message}`);
    }
  }
  return run;
}
