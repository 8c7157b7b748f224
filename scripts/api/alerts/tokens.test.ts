// Signed stock alert links: what verifies, what does not (table-driven).
import { describe, expect, it } from 'vitest';
import { alertsSecret, DEV_ALERTS_SECRET, signToken, verifyToken } from './tokens.ts';

const SECRET = 'a-secret-of-sixteen-plus';
const NOW = new Date('2026-11-21T00:00:00Z');
const day = 24 * 3600_000;
const confirm = signToken(SECRET, 'confirm', 'sub-1', NOW, 'nonce-1');

describe('verifyToken', () => {
  it.each([
    ['the link as mailed', SECRET, 'confirm', confirm, NOW, { ok: true, subscriptionId: 'sub-1', nonce: 'nonce-1' }],
    ['6 days later', SECRET, 'confirm', confirm, new Date(NOW.getTime() + 6 * day), { ok: true }],
    ['8 days later', SECRET, 'confirm', confirm, new Date(NOW.getTime() + 8 * day), { ok: false, reason: 'expired' }],
    ['another secret', 'another-secret-entirely', 'confirm', confirm, NOW, { ok: false, reason: 'invalid' }],
    ['used as an unsubscribe link', SECRET, 'unsubscribe', confirm, NOW, { ok: false, reason: 'invalid' }],
    [
      'another subscription id',
      SECRET,
      'confirm',
      confirm.replace('sub-1', 'sub-2'),
      NOW,
      { ok: false, reason: 'invalid' },
    ],
    [
      'a later expiry',
      SECRET,
      'confirm',
      confirm.replace(/\.(\d+)\./, (_, n: string) => `.${Number(n) + 1}.`),
      NOW,
      { ok: false, reason: 'invalid' },
    ],
    ['cut short', SECRET, 'confirm', confirm.slice(0, -3), NOW, { ok: false, reason: 'invalid' }],
    ['empty', SECRET, 'confirm', '', NOW, { ok: false, reason: 'invalid' }],
    ['too many parts', SECRET, 'confirm', `${confirm}.x`, NOW, { ok: false, reason: 'invalid' }],
  ] as const)('%s', (_, secret, purpose, token, now, expected) => {
    expect(verifyToken(secret, purpose, token, now)).toMatchObject(expected);
  });

  it('an unsubscribe link works for a year', () => {
    const token = signToken(SECRET, 'unsubscribe', 'sub-1', NOW);
    expect(verifyToken(SECRET, 'unsubscribe', token, new Date(NOW.getTime() + 364 * day)).ok).toBe(true);
    expect(verifyToken(SECRET, 'unsubscribe', token, new Date(NOW.getTime() + 366 * day)).ok).toBe(false);
  });
});

describe('alertsSecret', () => {
  it.each([
    [{ ALERTS_SECRET: 'long-enough-secret-1' }, 'long-enough-secret-1'],
    [{}, DEV_ALERTS_SECRET],
    [{ NODE_ENV: 'development' }, DEV_ALERTS_SECRET],
  ])('%j -> %s', (env, expected) => {
    expect(alertsSecret(env as NodeJS.ProcessEnv)).toBe(expected);
  });
  it('refuses a short secret, and production without one', () => {
    expect(() => alertsSecret({ ALERTS_SECRET: 'short' } as NodeJS.ProcessEnv)).toThrow(/at least 16/);
    expect(() => alertsSecret({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toThrow(/ALERTS_SECRET is not set/);
  });
});
