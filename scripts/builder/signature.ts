/**
 * The rebuild hook's request signature:
 *
 *   X-Builder-Timestamp: <unix seconds>
 *   X-Builder-Signature: sha256=<hex HMAC-SHA256(tenant secret, `${timestamp}.${rawBody}`)>
 *
 * Signing the timestamp with the body means an old request cannot be replayed
 * with a fresh timestamp; the freshness window bounds how long a captured
 * request stays usable (a replay inside it only asks for a rebuild, which
 * coalesces with any pending one, so it costs at most one build).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-builder-timestamp';
export const SIGNATURE_HEADER = 'x-builder-signature';

/** How far the timestamp may be from our clock, either way (clock skew plus delivery delay). */
export const MAX_SKEW_SECONDS = 5 * 60;

// Unix seconds; 1 to 12 digits keeps Number() exact and rejects '', '1e9', '-5', '0x10'.
const TIMESTAMP_PATTERN = /^\d{1,12}$/;
const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

/** HMAC-SHA256 of `${timestamp}.${body}` as the header value `sha256=<hex>`. */
export function sign(secret: string, timestamp: string | number, body: Buffer | string): string {
  const mac = createHmac('sha256', secret);
  mac.update(`${timestamp}.`);
  mac.update(body);
  return `sha256=${mac.digest('hex')}`;
}

export interface VerifyInput {
  secret: string;
  /** The raw header values (undefined when absent; an array when repeated). */
  timestamp: string | string[] | undefined;
  signature: string | string[] | undefined;
  /** The body exactly as received: the signature covers bytes, not parsed JSON. */
  body: Buffer;
  /** Our clock in milliseconds. */
  nowMs: number;
}

export type VerifyResult = { ok: true } | { ok: false; error: string };

/**
 * Checks one request's signature. The error says what is wrong with the
 * request (missing, malformed, stale, not matching) and never anything about
 * the secret or the expected signature.
 */
export function verifySignature(input: VerifyInput): VerifyResult {
  const { timestamp, signature } = input;
  if (timestamp === undefined || signature === undefined) {
    return { ok: false, error: 'Missing X-Builder-Timestamp or X-Builder-Signature header.' };
  }
  if (typeof timestamp !== 'string' || !TIMESTAMP_PATTERN.test(timestamp)) {
    return { ok: false, error: 'Malformed X-Builder-Timestamp: expected unix seconds.' };
  }
  const match = typeof signature === 'string' ? SIGNATURE_PATTERN.exec(signature) : null;
  if (!match?.[1]) {
    return { ok: false, error: 'Malformed X-Builder-Signature: expected sha256=<64 hex digits>.' };
  }
  const skew = Number(timestamp) - Math.floor(input.nowMs / 1000);
  if (skew < -MAX_SKEW_SECONDS) {
    return { ok: false, error: 'Stale X-Builder-Timestamp: more than 5 minutes old.' };
  }
  if (skew > MAX_SKEW_SECONDS) {
    return { ok: false, error: 'X-Builder-Timestamp is more than 5 minutes in the future.' };
  }
  const expected = Buffer.from(sign(input.secret, timestamp, input.body).slice('sha256='.length), 'hex');
  const given = Buffer.from(match[1], 'hex');
  // Both are 32 bytes (the pattern fixes the length), as timingSafeEqual requires.
  if (!timingSafeEqual(expected, given)) {
    return { ok: false, error: 'Signature does not match.' };
  }
  return { ok: true };
}
