// Stock alerts with real parts: a real SMTP server on localhost (smtp-server), the real platform
// API (mail through nodemailer, SMTP_URL), the real pull, build, static server and nightly on a
// temporary workspace, and Chromium at phone size. A shopper saves a search on the built site and
// asks for new matches by email, confirms from the received mail, a matching car arrives in the
// feed, the nightly publishes it and the API mails the alert; one-click unsubscribe, and the next
// night's matching car is mailed to nobody. Forged, expired and replayed links change nothing.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../../tests/temp-dirs.ts';
import { launchChromium } from '../lib/chromium.ts';
import { serveStatic, type RunningServer } from '../lib/static-server.ts';
import type { NightlySummary } from '../platform/summary.ts';
import { signToken } from './alerts/tokens.ts';
import { startApi, type RunningApi } from './server.ts';

const SITE = 'outback-caravans';
const SECRET = 'e2e-alerts-secret-0123456789';
const BUILD_TIME = '2026-11-20T02:00:00.000Z';
const run = promisify(execFile);
const tempDir = tempDirsPerTest('alerts-e2e');

interface Received {
  envelopeTo: string[];
  mail: ParsedMail;
}
const inbox: Received[] = [];
let smtp: SMTPServer;
let smtpPort = 0;
let api: RunningApi | undefined;
let site: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((mail) => {
          inbox.push({ envelopeTo: to, mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await api?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function mailTo(address: string, count: number, timeoutMs = 20_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = inbox.filter((m) => m.envelopeTo.includes(address)).map((m) => m.mail);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

async function page(url: string, method = 'GET') {
  const res = await fetch(url, {
    method,
    ...(method === 'POST' && {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
  });
  return { status: res.status, heading: (await res.text()).match(/<h1>(.*?)<\/h1>/)?.[1] };
}

type SampleCar = Record<string, unknown> & { id: number; slug: string; make: string; model: string; price: number };

describe('stock alerts by email, end to end', () => {
  it('confirm from a real mail, alert after the nightly, one-click unsubscribe, then silence', async () => {
    const root = tempDir();
    cpSync(`sites/${SITE}`, join(root, 'sites', SITE), { recursive: true });
    const sample = join(root, 'sample');
    // A small feed keeps the nightly's build short.
    execFileSync(process.execPath, [
      'scripts/sample-data/generate.ts',
      '--out',
      sample,
      '--site',
      SITE,
      '--cars',
      '12',
    ]);
    const env = {
      ...process.env,
      SITES_DIR: join(root, 'sites'),
      SAMPLE_DATA_DIR: sample,
      DATA_DIR: join(root, 'data'),
      DIST_DIR: join(root, 'dist'),
      RELEASES_DIR: join(root, 'releases'),
      ASTRO_CACHE_ROOT: join(root, 'cache'),
      BUILD_TIME,
      ASTRO_TELEMETRY_DISABLED: '1',
      ALERTS_SECRET: SECRET,
    };
    await run(process.execPath, ['scripts/pull.ts', '--site', SITE], { env });

    const previous = { SMTP_URL: process.env['SMTP_URL'], ALERTS_SECRET: process.env['ALERTS_SECRET'] };
    process.env['SMTP_URL'] = `smtp://127.0.0.1:${smtpPort}`;
    process.env['ALERTS_SECRET'] = SECRET;
    try {
      api = await startApi({ port: 0, dbPath: join(root, 'api.sqlite'), dataDir: join(root, 'data'), sites: [SITE] });
    } finally {
      for (const [key, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    expect(api.alerts.mailer.kind).toBe('smtp');

    const carsFile = join(sample, SITE, 'cars.json');
    const cars = JSON.parse(readFileSync(carsFile, 'utf8')) as SampleCar[];
    const base = cars.find((c) => c['status'] === 'in_stock' && c['show_on_dealer_website'] !== false)!;
    const search = `/search/${base.make.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const email = 'caravan.shopper@example.com';

    // A second shopper with the same alert, who stays subscribed: the control for the last night.
    const other = 'still.subscribed@example.com';
    const signUp = (address: string) =>
      fetch(`${api!.url}/api/alerts?site=${SITE}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: address,
          name: `${base.make} caravans`,
          search,
          frequency: 'daily',
          consent: true,
        }),
      });
    expect((await signUp(other)).status).toBe(202);
    const [otherConfirmation] = await mailTo(other, 1);
    const otherLink = otherConfirmation!.text!.match(/https?:\/\/\S+\/api\/alerts\/confirm\?\S+/)![0];
    expect((await page(otherLink)).status).toBe(200);

    // The shopper, on a phone, saves the make's search on the built site and asks for new matches.
    // The build points the site's islands at this API, as a tenant's build points at the platform's.
    const pageEnv = { ...env, SITE_API_URL: api.url };
    await run(process.execPath, ['scripts/build.ts', '--site', SITE, '--no-pull'], { env: pageEnv, timeout: 300_000 });
    site = await serveStatic(join(root, 'dist', SITE));
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    expect((await phone.goto(site.url + search))?.status()).toBe(200);
    // The shopper's first tap: the island hydrates on it (client:intent) and the tap is not lost.
    await phone.getByRole('button', { name: 'Save this search' }).tap();
    const dialog = phone.getByRole('dialog', { name: 'Search saved' });
    await dialog.waitFor();
    const name = (await dialog.locator('.save-search-dialog__name').innerText()).trim();
    expect(name).toContain(base.make);
    await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
    await dialog.getByRole('radio', { name: /Daily/ }).check();
    await dialog.getByRole('checkbox', { name: /may email me cars matching this search/ }).check();
    await dialog.getByRole('button', { name: 'Email me new matches' }).tap();
    await dialog.getByRole('status').filter({ hasText: 'check your inbox' }).waitFor();
    await context.close();

    const [confirmation] = await mailTo(email, 1);
    expect(confirmation?.subject).toBe(`Please confirm your stock alert: ${name}`);
    expect(confirmation?.text).toContain('/api/alerts/confirm?');
    const confirmUrl = confirmation!.text!.match(/https?:\/\/\S+\/api\/alerts\/confirm\?\S+/)![0];
    expect(confirmation!.html).toContain(`href="${confirmUrl.replace(/&/g, '&amp;')}"`);

    // A forged and an expired link (signed with the real secret 8 days ago) change nothing.
    const id = String(api.db.prepare('SELECT id FROM alert_subscriptions WHERE email = ?').get(email)?.['id']);
    const forged = confirmUrl.replace(
      /token=[^&]+/,
      `token=${signToken('not-the-secret-at-all', 'confirm', id, new Date())}`,
    );
    expect(await page(forged)).toEqual({ status: 400, heading: 'This link is not valid' });
    const expired = signToken(SECRET, 'confirm', id, new Date(Date.now() - 8 * 24 * 3600_000), 'x');
    expect(await page(confirmUrl.replace(/token=[^&]+/, `token=${expired}`))).toEqual({
      status: 410,
      heading: 'This link has expired',
    });
    expect(api.db.prepare('SELECT status FROM alert_subscriptions WHERE id = ?').get(id)).toEqual({
      status: 'pending',
    });

    // The link from the mail confirms; replayed, it changes nothing.
    expect(await page(confirmUrl)).toEqual({ status: 200, heading: 'Your stock alert is confirmed' });
    expect(await page(confirmUrl)).toEqual({ status: 200, heading: 'This stock alert is already confirmed' });

    // A matching caravan arrives in tonight's feed.
    const arrival: SampleCar = {
      ...structuredClone(base),
      id: 3_999_001,
      slug: `${base.slug}-arrival`,
      stocknum: 'NEW1',
    };
    writeFileSync(carsFile, JSON.stringify([...cars, arrival], null, 2));
    const nightly = async () => {
      await run(process.execPath, ['scripts/nightly.ts', '--site', SITE], {
        env: { ...pageEnv, ALERTS_API_URL: api!.url },
        timeout: 300_000,
      }).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`nightly failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
      });
      const summary = JSON.parse(readFileSync(join(root, 'releases', 'nightly.json'), 'utf8')) as NightlySummary;
      return summary.rows.find((r) => r.slug === SITE)!;
    };
    const first = await nightly();
    expect(first).toMatchObject({ result: 'published', alerts: { mails: 2, failures: 0 } });

    const [, alert] = await mailTo(email, 2);
    expect(alert?.subject).toMatch(
      new RegExp(`^\\d+ new match(es)? for your stock alert: ${name.replace(/[$()]/g, '\\$&')}$`),
    );
    const html = String(alert!.html);
    const text = alert!.text ?? '';
    const siteUrl = new URL(JSON.parse(readFileSync(`sites/${SITE}/site.json`, 'utf8')).site_url as string).origin;
    const carLinks = new Set([...html.matchAll(/href="([^"]+\/cars\/[^"]+)"/g)].map((m) => m[1]));
    expect(carLinks.size).toBeGreaterThan(0);
    expect(carLinks.size).toBeLessThanOrEqual(6);
    expect(carLinks).toContain(`${siteUrl}/cars/${arrival.slug}`);
    for (const link of carLinks) expect(link!.startsWith(`${siteUrl}/cars/`)).toBe(true);
    // The page it links to is live in tonight's release.
    expect(existsSync(join(root, 'releases', SITE, 'current', 'cars', `${arrival.slug}.html`))).toBe(true);
    expect(text).toContain(`${siteUrl}/cars/${arrival.slug}`);
    for (const img of html.match(/<img [^>]*>/g) ?? []) expect(img).toMatch(/ alt="[^"]+"/);
    const listUnsubscribe = header(alert!, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?site=outback-caravans&token=[^>]+>$/,
    );
    expect(header(alert!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // One click (the POST a mail client sends, RFC 8058); the same link again changes nothing.
    const unsubscribeUrl = listUnsubscribe!.slice(1, -1);
    expect(await page(unsubscribeUrl, 'POST')).toEqual({ status: 200, heading: 'You are unsubscribed' });
    expect(await page(unsubscribeUrl)).toEqual({ status: 200, heading: 'You are already unsubscribed' });
    // The old confirmation link cannot bring the alert back.
    expect((await page(confirmUrl)).heading).toBe('This confirmation link has already been used');

    // The next night another matching caravan arrives: only the shopper still subscribed hears.
    const second: SampleCar = {
      ...structuredClone(base),
      id: 3_999_002,
      slug: `${base.slug}-second`,
      stocknum: 'NEW2',
    };
    writeFileSync(carsFile, JSON.stringify([...cars, arrival, second], null, 2));
    const next = await nightly();
    expect(next).toMatchObject({ result: 'published', alerts: { mails: 1, failures: 0 } });
    const otherMails = await mailTo(other, 3);
    expect(otherMails).toHaveLength(3);
    expect(String(otherMails[2]!.html)).toContain(`/cars/${second.slug}`);
    expect(String(otherMails[2]!.html)).not.toContain(`/cars/${arrival.slug}"`);
    expect(await mailTo(email, 3, 0)).toHaveLength(2);
  }, 600_000);
});
