import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_SKEW_SECONDS, sign, verifySignature, type VerifyInput } from './signature.ts';

const secret = 'correct horse battery staple';
const nowMs = Date.UTC(2026, 10, 20, 2, 0, 0);
const now = Math.floor(nowMs / 1000);
const body = Buffer.from('{"event":"entry.publish","model":"car"}');

function input(overrides: Partial<VerifyInput> = {}): VerifyInput {
  const timestamp = String(now);
  return { secret, timestamp, signature: sign(secret, timestamp, body), body, nowMs, ...overrides };
}

describe('sign', () => {
  it('is HMAC-SHA256 of "<timestamp>.<body>" in hex, as `openssl dgst -sha256 -hmac` computes it', () => {
    const hex = createHmac('sha256', secret).update(`${now}.${body.toString()}`).digest('hex');
    expect(sign(secret, now, body)).toBe(`sha256=${hex}`);
    expect(sign(secret, String(now), body.toString())).toBe(`sha256=${hex}`);
  });
});

describe('verifySignature', () => {
  it('accepts a good signature, in either hex case, and an empty body', () => {
    expect(verifySignature(input())).toEqual({ ok: true });
    const upper = sign(secret, now, body).replace(/[0-9a-f]{64}$/, (hex) => hex.toUpperCase());
    expect(verifySignature(input({ signature: upper }))).toEqual({ ok: true });
    const empty = Buffer.alloc(0);
    expect(verifySignature(input({ body: empty, signature: sign(secret, now, empty) }))).toEqual({ ok: true });
  });

  it('rejects a signature made with another secret', () => {
    expect(verifySignature(input({ signature: sign('another secret', now, body) }))).toEqual({
      ok: false,
      error: 'Signature does not match.',
    });
  });

  it('rejects a tampered body, and a timestamp other than the signed one', () => {
    const tampered = Buffer.from(body.toString().replace('car', 'cat'));
    expect(verifySignature(input({ body: tampered })).ok).toBe(false);
    expect(verifySignature(input({ timestamp: String(now - 1) })).ok).toBe(false);
  });

  it('rejects a stale timestamp (more than 5 minutes old), even when correctly signed', () => {
    const ts = String(now - MAX_SKEW_SECONDS - 1);
    const result = verifySignature(input({ timestamp: ts, signature: sign(secret, ts, body) }));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^Stale X-Builder-Timestamp/) });
    const edge = String(now - MAX_SKEW_SECONDS);
    expect(verifySignature(input({ timestamp: edge, signature: sign(secret, edge, body) })).ok).toBe(true);
  });

  it('rejects a timestamp more than 5 minutes in the future', () => {
    const ts = String(now + MAX_SKEW_SECONDS + 1);
    const result = verifySignature(input({ timestamp: ts, signature: sign(secret, ts, body) }));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/in the future/) });
    const edge = String(now + MAX_SKEW_SECONDS);
    expect(verifySignature(input({ timestamp: edge, signature: sign(secret, edge, body) })).ok).toBe(true);
  });

  it('rejects missing and malformed headers without throwing', () => {
    const good = sign(secret, now, body);
    const hex = good.slice('sha256='.length);
    const cases: Partial<VerifyInput>[] = [
      { signature: undefined },
      { timestamp: undefined },
      { signature: hex },
      { signature: `sha1=${hex}` },
      { signature: `sha256=${hex.slice(2)}` },
      { signature: `sha256=${hex}00` },
      { signature: `sha256=${'z'.repeat(64)}` },
      { signature: [good, good] },
      { signature: ` ${good}` },
      { timestamp: '' },
      { timestamp: 'yesterday' },
      { timestamp: `${now}.5` },
      { timestamp: `-${now}` },
      { timestamp: '1e9' },
      { timestamp: [String(now), String(now)] },
    ];
    for (const overrides of cases) {
      const result = verifySignature(input(overrides));
      expect(result.ok, JSON.stringify(overrides)).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/^(Missing|Malformed) X-Builder-/);
    }
  });

  it('never puts the secret or the expected signature in its error', () => {
    const result = verifySignature(input({ signature: `sha256=${'0'.repeat(64)}` }));
    expect(result.ok).toBe(false);
    const text = JSON.stringify(result);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(sign(secret, now, body).slice(7));
  });
});
