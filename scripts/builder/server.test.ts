// The hook's HTTP answers, in process with a stand-in build runner (the real
// one, scripts/nightly.ts, is exercised end to end by builder.e2e.ts).
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobOutcome, JobRunner } from './queue.ts';
import { startBuilder, type RunningBuilder } from './server.ts';
import { sign } from './signature.ts';

const secret = 'test-secret-9f2c';
const nowMs = Date.UTC(2026, 10, 20, 2, 0, 0);
const now = Math.floor(nowMs / 1000);

let builder: RunningBuilder;
let builds: string[];
let finishBuild: (() => void)[];
let logLines: string[];

beforeEach(async () => {
  builds = [];
  finishBuild = [];
  logLines = [];
  const runner: JobRunner = (job) =>
    new Promise<JobOutcome>((resolve) => {
      builds.push(job.tenant);
      finishBuild.push(() => resolve({ ok: true, releaseId: `release-${job.id}`, seconds: 3.2, error: null }));
    });
  builder = await startBuilder({
    port: 0,
    dbPath: ':memory:',
    runner,
    tenants: () => ['outback-caravans', 'no-secret-motors'],
    secretFor: (slug) => (slug === 'outback-caravans' ? secret : null),
    now: () => nowMs,
    log: (line) => logLines.push(line),
  });
});

afterEach(async () => {
  for (const finish of finishBuild) finish();
  await builder.close();
});

function signedHeaders(body: string, timestamp = now, key = secret): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Builder-Timestamp': String(timestamp),
    'X-Builder-Signature': sign(key, timestamp, body),
  };
}

async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(builder.url + path, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function trigger(body = '{"event":"publish"}', headers = signedHeaders(body)) {
  return call('/hooks/rebuild/outback-caravans', { method: 'POST', headers, body });
}

const status = () => call('/hooks/status/outback-caravans');

describe('the rebuild hook', () => {
  it('queues a signed trigger (202), coalesces the rest, and reports it in the status', async () => {
    expect(await status()).toEqual({
      status: 200,
      body: { tenant: 'outback-caravans', state: 'idle', queued: false, running: false, last: null },
    });
    expect(await trigger()).toEqual({
      status: 202,
      body: { status: 'queued', tenant: 'outback-caravans', jobId: 1, triggers: 1 },
    });
    expect((await trigger()).body).toMatchObject({ status: 'queued', jobId: 2 });
    expect((await trigger('')).body).toMatchObject({ status: 'coalesced', jobId: 2, triggers: 2 });
    expect((await status()).body).toMatchObject({ state: 'running', running: true, queued: true });
    finishBuild[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    finishBuild[1]?.();
    await builder.queue.whenIdle();
    expect(builds).toEqual(['outback-caravans', 'outback-caravans']);
    expect((await status()).body).toEqual({
      tenant: 'outback-caravans',
      state: 'idle',
      queued: false,
      running: false,
      last: { releaseId: 'release-2', seconds: 3.2, error: null, finishedAt: new Date(nowMs).toISOString(), ok: true },
    });
  });

  it('answers 401 to a missing, malformed, wrong, stale or future signature, and queues nothing', async () => {
    const body = '{"event":"publish"}';
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /^Missing/],
      [{ 'X-Builder-Timestamp': String(now), 'X-Builder-Signature': 'sha256=abc' }, /^Malformed X-Builder-Signature/],
      [signedHeaders(body, now, 'wrong-secret'), /does not match/],
      [signedHeaders('{"event":"other"}'), /does not match/],
      [signedHeaders(body, now - 301), /^Stale/],
      [signedHeaders(body, now + 301), /future/],
    ];
    for (const [headers, error] of cases) {
      const answer = await trigger(body, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.body['error']).toMatch(error);
    }
    expect(builds).toEqual([]);
    expect((await status()).body).toMatchObject({ state: 'idle', last: null });
    expect(builder.db.prepare('SELECT COUNT(*) AS n FROM jobs').get()).toEqual({ n: 0 });
    expect(logLines.join('\n')).not.toContain(secret);
  });

  it('answers 404 to an unknown tenant and to one without a secret, naming the setting', async () => {
    const body = '{}';
    const unknown = await call('/hooks/rebuild/nobody', { method: 'POST', headers: signedHeaders(body), body });
    expect(unknown).toEqual({ status: 404, body: { error: 'Unknown tenant "nobody"' } });
    expect((await call('/hooks/status/nobody')).status).toBe(404);
    const noSecret = await call('/hooks/rebuild/no-secret-motors', {
      method: 'POST',
      headers: signedHeaders(body),
      body,
    });
    expect(noSecret.status).toBe(404);
    expect(noSecret.body['error']).toMatch(/No hook secret is configured.*BUILDER_SECRET_NO_SECRET_MOTORS/);
    expect(builds).toEqual([]);
  });

  it('answers 404 to other paths and 405 to other methods', async () => {
    expect((await call('/')).status).toBe(404);
    expect((await call('/hooks/rebuild/outback-caravans/x', { method: 'POST' })).status).toBe(404);
    const get = await fetch(`${builder.url}/hooks/rebuild/outback-caravans`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const post = await fetch(`${builder.url}/hooks/status/outback-caravans`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 413 to a body over 64 KB, declared or streamed, and queues nothing', async () => {
    const big = 'x'.repeat(70 * 1024);
    const declared = await trigger(big);
    expect(declared).toEqual({ status: 413, body: { error: 'Request body too large (limit 65536 bytes).' } });

    // Chunked, no Content-Length: refused once the limit is passed, before the body ends.
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = request(`${builder.url}/hooks/rebuild/outback-caravans`, {
        method: 'POST',
        headers: { 'X-Builder-Timestamp': String(now), 'X-Builder-Signature': sign(secret, now, big) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(big.slice(0, 40 * 1024));
      req.write(big.slice(40 * 1024));
      // The rest is never sent: the answer must not wait for it.
    });
    expect(streamed).toBe(413);
    expect(builds).toEqual([]);
    expect(builder.db.prepare('SELECT COUNT(*) AS n FROM jobs').get()).toEqual({ n: 0 });
  });
});
