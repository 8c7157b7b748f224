// npm run bench:api [-- --count 2000 --concurrency 20 --retries 0.1 --site harbour-toyota]
//
// Lead submission load test of the local platform API: starts the real server
// (scripts/api/main.ts, its own process, so the load generator does not share
// its event loop) on a temporary database with the rate limit raised, sends
// `count` lead submissions over loopback with `concurrency` in flight, of
// which about `retries` (10%) re-send a lead id that was already answered (a
// client retrying after a lost answer). Then it verifies from the database
// that every lead id sent is stored exactly once, and prints latency
// percentiles, throughput, the created/duplicate answers and the stored count.
// Exits 1 when any check fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../sample-data/prng.ts';
import { readSnapshot } from '../../src/data/snapshot.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '20' },
    retries: { type: 'string', default: '0.1' },
    site: { type: 'string', default: 'harbour-toyota' },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const retryRatio = Number(values.retries);
const site = values.site;

const snapshot = readSnapshot(site);
if (!snapshot) {
  console.error(`No snapshot for ${site}: run \`npm run pull -- --site ${site}\` first.`);
  process.exit(1);
}
const carIds = snapshot.collections.cars.map((c) => Number(c.id));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

function startServer(dbPath: string): Promise<{ url: string; cpu: () => number | null; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['scripts/api/main.ts', '--port', '0', '--db', dbPath, '--site', site, '--rate-limit', String(count * 10)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        resolve({
          url,
          cpu: () => cpuSeconds(child.pid),
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code ?? 'signal'}) before listening\n${out}`)));
  });
}

function lead(leadId: string, rng: () => number) {
  const carId = carIds[Math.floor(rng() * carIds.length)] ?? carIds[0];
  return {
    form: 'vehicle-enquiry',
    lead: {
      category: 'General Enquiry',
      url: `https://example.test/cars/${carId}`,
      source: 'Website',
      user_agent: 'bench:api',
      lead_attributes: { visited_pages: ['/', '/search/used-cars'], linked_query_params: { utm_source: 'bench' } },
      lead_id: leadId,
      form_completed: true,
      offer_accepted: false,
      car_id: carId,
      name: 'Bench Shopper',
      email: 'bench@example.com',
      phone: '0412 345 678',
      message: 'Is this car still available? I would like to book a test drive this weekend.',
      opt_in: true,
    },
  };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const dbPath = join(dir, 'api.sqlite');
const server = await startServer(dbPath);
const rng = mulberry32(2026);

const sent: string[] = []; // ids already answered, for retries
const bodies = new Map<string, string>();
const unique = new Set<string>();
const latencies: number[] = [];
const statuses = new Map<number, number>();
let created = 0;
let duplicates = 0;
let retriesSent = 0;
let failures = 0;
let next = 0;

async function worker(): Promise<void> {
  while (next < count) {
    next++;
    let id: string;
    const retry = sent.length > 0 && rng() < retryRatio;
    if (retry) {
      id = sent[Math.floor(rng() * sent.length)] ?? '';
      retriesSent++;
    } else {
      id = crypto.randomUUID();
      unique.add(id);
      bodies.set(id, JSON.stringify(lead(id, rng)));
    }
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}/api/leads?site=${site}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: bodies.get(id) ?? '',
      });
      const answer = (await res.json()) as { status?: string };
      latencies.push(performance.now() - started);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 201 && answer.status === 'created') created++;
      else if (res.status === 200 && answer.status === 'duplicate') duplicates++;
      else failures++;
      if (!retry) sent.push(id);
    } catch {
      failures++;
    }
  }
}

const cpuBefore = server.cpu();
const clientCpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => worker()));
const seconds = (performance.now() - started) / 1000;
const cpuAfter = server.cpu();
const clientCpu = process.cpuUsage(clientCpuBefore);
await server.stop();

const db = new DatabaseSync(dbPath, { readOnly: true });
const stored = Number(db.prepare('SELECT COUNT(*) AS n FROM leads WHERE site = ?').get(site)?.['n']);
const doubled = db.prepare('SELECT lead_id FROM leads GROUP BY lead_id HAVING COUNT(*) > 1').all().length;
const storedIds = new Set(
  db
    .prepare('SELECT lead_id FROM leads')
    .all()
    .map((r) => String(r['lead_id'])),
);
db.close();
rmSync(dir, { recursive: true, force: true });
const missing = [...unique].filter((id) => !storedIds.has(id)).length;

latencies.sort((a, b) => a - b);
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`Lead submissions: ${count} at ${concurrency} concurrent over loopback (${site})`);
console.log(
  `  latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
);
console.log(`  throughput ${(count / seconds).toFixed(0)} req/s (${seconds.toFixed(2)} s)`);
console.log(
  `  answers: ${created} created (201), ${duplicates} duplicate (200), ${failures} other; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
);
console.log(`  retries of answered lead ids sent: ${retriesSent}`);
if (cpuBefore !== null && cpuAfter !== null) {
  const perRequest = ((cpuAfter - cpuBefore) * 1000) / count;
  const client = (clientCpu.user + clientCpu.system) / 1000 / count;
  console.log(`  CPU per request: server ${perRequest.toFixed(2)} ms, load generator ${client.toFixed(2)} ms`);
}
console.log(
  `  unique lead ids sent ${unique.size}; stored ${stored}; missing ${missing}; stored more than once ${doubled}`,
);

const ok =
  failures === 0 &&
  missing === 0 &&
  doubled === 0 &&
  stored === unique.size &&
  created === unique.size &&
  duplicates === retriesSent;
console.log(ok ? 'OK: every lead id stored exactly once.' : 'FAILED: see the figures above.');
if (!ok) process.exit(1);
