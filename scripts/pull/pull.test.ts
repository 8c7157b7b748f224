import { createServer, type Server } from 'node:http';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, pullTenant, quarantinePath, validateRecords } from './pull.ts';
import { HttpSource, SampleSource, SourceError, shiftDates, type Source } from './sources.ts';
import { DAY_MS, SAMPLE_ANCHOR_MS } from '../sample-data/anchor.ts';
import {
  readSnapshot,
  snapshotBackupPath,
  snapshotPath,
  SnapshotError,
  writeSnapshot,
  type CollectionName,
} from '../../src/data/snapshot.ts';

function car(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    slug: `2022-toyota-hilux-sr5-${id}`,
    name: 'Toyota HiLux SR5',
    year: 2022,
    make: 'Toyota',
    model: 'HiLux',
    car_type: 'used',
    status: 'in_stock',
    created_at: '2026-10-20T00:00:00.000Z',
    price: 45990,
    ...overrides,
  };
}

function promo(id: number) {
  return { id, position: id, node: { title: `Promo ${id}` } };
}

/** A source over in-memory collections; `fail` makes it fail like an outage. */
function memorySource(data: Partial<Record<CollectionName, unknown[]>>, fail = false): Source {
  return {
    label: 'memory',
    async fetchCollection(_slug, collection) {
      if (fail) throw new SourceError('connection refused');
      return data[collection] ?? [];
    },
  };
}

const tempDir = () => mkdtempSync(join(tmpdir(), 'pull-'));

describe('validateRecords', () => {
  it('keeps good records and reports each bad one with every reason and its path', () => {
    const { records, rejections } = validateRecords('cars', [
      car(1),
      car(2, { year: 'abc', car_type: 'nearly-new' }),
      car(3, { slug: undefined }),
      car(1, { price: 1 }),
      'not a record',
    ]);
    expect(records.map((r) => r.id)).toEqual([1]);
    expect(rejections.map((r) => r.record)).toEqual(['2', '3', '1', '#4']);
    expect(rejections[0]?.reasons).toEqual([expect.stringMatching(/^year: /), expect.stringMatching(/^car_type: /)]);
    expect(rejections[1]?.reasons).toEqual(['slug: is required but missing']);
    expect(rejections[2]?.reasons).toEqual(['id: duplicate id 1; the first record with it was kept']);
  });
});

describe('pullTenant', () => {
  it('writes a snapshot and reports added, changed, removed and rejected', async () => {
    const dir = tempDir();
    const first = await pullTenant('acme', memorySource({ cars: [car(1), car(2), car(3)] }), { dataDir: dir });
    expect(first.ok).toBe(true);
    expect(readSnapshot('acme', dir)?.collections.cars).toHaveLength(3);

    const second = await pullTenant(
      'acme',
      memorySource({ cars: [car(1), car(2, { price: 39990 }), car(4), car(5, { year: 1800 })] }),
      { dataDir: dir },
    );
    if (!second.ok) throw new Error('expected success');
    expect(second.collections.cars).toEqual({ added: 1, changed: 1, removed: 1, rejected: 1, total: 3 });
    const lines = formatReport(second);
    expect(lines[0]).toBe('✓ acme (memory): added 1, changed 1, removed 1, rejected 1');
    expect(lines.some((l) => l.startsWith('    rejected cars 5: year: '))).toBe(true);
  });

  it('keeps the last good snapshot byte for byte when the source fails', async () => {
    const dir = tempDir();
    await pullTenant('acme', memorySource({ cars: [car(1)] }), { dataDir: dir });
    const before = readFileSync(snapshotPath('acme', dir), 'utf8');
    const report = await pullTenant('acme', memorySource({}, true), { dataDir: dir });
    expect(report).toMatchObject({ ok: false, keptSnapshot: true, error: 'connection refused' });
    expect(readFileSync(snapshotPath('acme', dir), 'utf8')).toBe(before);
    expect(formatReport(report)).toEqual([
      '✗ acme: pull from memory failed: connection refused',
      '  kept the last good snapshot of acme',
    ]);
  });
});

describe('writeSnapshot', () => {
  it('never leaves a half-written snapshot: a failed write keeps the old file and no temp file', async () => {
    const dir = tempDir();
    await pullTenant('acme', memorySource({ cars: [car(1)] }), { dataDir: dir });
    const before = readFileSync(snapshotPath('acme', dir), 'utf8');
    const broken = readSnapshot('acme', dir)!;
    broken.collections.cars.push({ ...broken.collections.cars[0]!, id: 2, price: 10n as unknown as number }); // BigInt cannot be serialised
    expect(() => writeSnapshot(broken, dir)).toThrow();
    expect(readFileSync(snapshotPath('acme', dir), 'utf8')).toBe(before);
    expect(readdirSync(join(dir, 'acme')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the snapshot it replaces as snapshot.prev.json', async () => {
    const dir = tempDir();
    await pullTenant('acme', memorySource({ cars: [car(1)] }), { dataDir: dir });
    const first = readFileSync(snapshotPath('acme', dir), 'utf8');
    await pullTenant('acme', memorySource({ cars: [car(1, { price: 1000 })] }), { dataDir: dir });
    expect(readFileSync(snapshotBackupPath('acme', dir), 'utf8')).toBe(first);
    expect(readSnapshot('acme', dir)?.collections.cars[0]?.['price']).toBe(1000);
  });
});

describe('the pull on a record index', () => {
  it('writes the same JSON a reader would write from the records', async () => {
    const dir = tempDir();
    await pullTenant('acme', memorySource({ cars: [car(1), car(2)], promos: [promo(1)] }), {
      dataDir: dir,
    });
    const text = readFileSync(snapshotPath('acme', dir), 'utf8');
    expect(JSON.stringify(JSON.parse(text))).toBe(text);
  });

  it('counts the same changes with its index as by reading the last snapshot', async () => {
    const next = memorySource({ cars: [car(1), car(2, { price: 39990 }), car(4)] });
    const counts = [];
    for (const keepIndex of [true, false]) {
      const dir = tempDir();
      await pullTenant('acme', memorySource({ cars: [car(1), car(2), car(3)] }), { dataDir: dir });
      if (!keepIndex) rmSync(join(dir, 'acme', 'snapshot.index.json'));
      const report = await pullTenant('acme', next, { dataDir: dir });
      if (!report.ok) throw new Error(report.error);
      counts.push(report.collections.cars);
    }
    expect(counts[0]).toEqual({ added: 1, changed: 1, removed: 1, rejected: 0, total: 3 });
    expect(counts[1]).toEqual(counts[0]);
  });

  it('leaves an unchanged snapshot alone, and rewrites one that was damaged since', async () => {
    const dir = tempDir();
    const source = memorySource({ cars: [car(1), car(2)] });
    const now = new Date('2026-11-25T03:00:00Z');
    await pullTenant('acme', source, { dataDir: dir, now });
    const good = readFileSync(snapshotPath('acme', dir), 'utf8');
    const again = await pullTenant('acme', source, { dataDir: dir, now });
    expect(again).toMatchObject({ ok: true, snapshotWritten: false });
    writeFileSync(snapshotPath('acme', dir), good.slice(0, 100));
    const repaired = await pullTenant('acme', source, { dataDir: dir, now });
    expect(repaired).toMatchObject({ ok: true, snapshotWritten: true });
    expect(readFileSync(snapshotPath('acme', dir), 'utf8')).toBe(good);
  });
});

describe('a feed unchanged since the last pull', () => {
  /** A sample feed folder with acme's cars; returns it and a writer for new cars. */
  function sampleFeed(cars: unknown[]) {
    const dir = tempDir();
    mkdirSync(join(dir, 'acme'));
    const write = (next: unknown[]) => writeFileSync(join(dir, 'acme', 'cars.json'), JSON.stringify(next));
    write(cars);
    return { dir, write };
  }
  const anchor = new Date(SAMPLE_ANCHOR_MS);
  const feedCars = [car(1), car(2), car(3, { year: 'abc' })];

  it('keeps its snapshot without reading the records again, and reports what the last pull kept and rejected', async () => {
    const feed = sampleFeed(feedCars);
    const data = tempDir();
    const first = await pullTenant('acme', new SampleSource(feed.dir, anchor.getTime()), {
      dataDir: data,
      now: anchor,
      codeVersion: 'v1',
    });
    if (!first.ok) throw new Error(first.error);
    expect(first.sourceUnchanged).toBe(false);
    const snapshot = readFileSync(snapshotPath('acme', data));
    const written = statSync(snapshotPath('acme', data)).mtimeMs;
    rmSync(quarantinePath('acme', data));

    const later = new Date(anchor.getTime() + 3_600_000);
    const second = await pullTenant('acme', new SampleSource(feed.dir, later.getTime()), {
      dataDir: data,
      now: later,
      codeVersion: 'v1',
    });
    if (!second.ok) throw new Error(second.error);
    expect(second).toMatchObject({ sourceUnchanged: true, snapshotWritten: false, pulled: null });
    expect(second.recordsSha256).toBe(first.recordsSha256);
    expect(second.meta).toEqual(first.meta);
    expect(second.collections.cars).toEqual({ added: 0, changed: 0, removed: 0, rejected: 1, total: 2 });
    expect(second.rejections.map((r) => [r.record, r.reasons])).toEqual(
      first.rejections.map((r) => [r.record, r.reasons]),
    );
    expect(formatReport(second)[0]).toBe(
      `✓ acme (sample): added 0, changed 0, removed 0, rejected 1; the feed is as pulled at ${first.meta.pulled_at}`,
    );
    expect(readFileSync(snapshotPath('acme', data))).toEqual(snapshot);
    expect(statSync(snapshotPath('acme', data)).mtimeMs).toBe(written);
    // The quarantine file still names what the feed holds that cannot be used.
    const quarantine = JSON.parse(readFileSync(quarantinePath('acme', data), 'utf8')) as { records: unknown[] };
    expect(quarantine.records).toMatchObject([{ record: '3', reasons: [expect.stringMatching(/^year: /)] }]);
  });

  it('reads the feed again when a byte of it changed, the pull code changed or the day moved', async () => {
    const feed = sampleFeed(feedCars);
    const data = tempDir();
    const pull = (codeVersion: string, day = 0) =>
      pullTenant('acme', new SampleSource(feed.dir, anchor.getTime() + day * DAY_MS), {
        dataDir: data,
        now: new Date(anchor.getTime() + day * DAY_MS),
        codeVersion,
      });
    await pull('v1');
    feed.write([car(1), car(2, { price: 39990 }), car(3, { year: 'abc' })]);
    expect(await pull('v1')).toMatchObject({ sourceUnchanged: false, collections: { cars: { changed: 1 } } });
    expect(await pull('v1')).toMatchObject({ sourceUnchanged: true });
    // New code may read the same bytes differently; the records came out the same, so the
    // snapshot stays, and the next pull with that code skips again.
    expect(await pull('v2')).toMatchObject({ sourceUnchanged: false, snapshotWritten: false });
    expect(await pull('v2')).toMatchObject({ sourceUnchanged: true });
    // The sample dates move with the day: the same file is another feed tomorrow.
    expect(await pull('v2', 1)).toMatchObject({ sourceUnchanged: false, collections: { cars: { changed: 2 } } });
  });

  it('reads the feed again when the snapshot changed since, and never skips without a code version or a digest', async () => {
    const feed = sampleFeed(feedCars);
    const data = tempDir();
    const options = { dataDir: data, now: anchor, codeVersion: 'v1' };
    await pullTenant('acme', new SampleSource(feed.dir, anchor.getTime()), options);
    const path = snapshotPath('acme', data);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"price":45990', '"price":1'));
    const repaired = await pullTenant('acme', new SampleSource(feed.dir, anchor.getTime()), options);
    expect(repaired).toMatchObject({ ok: true, sourceUnchanged: false, snapshotWritten: true });
    expect(readSnapshot('acme', data)?.collections.cars.map((c) => c.price)).toEqual([45990, 45990]);

    const { codeVersion: _, ...withoutCode } = options;
    for (let i = 0; i < 2; i++) {
      expect(await pullTenant('acme', new SampleSource(feed.dir, anchor.getTime()), withoutCode)).toMatchObject({
        sourceUnchanged: false,
      });
      expect(await pullTenant('acme', memorySource({ cars: [car(1), car(2)] }), options)).toMatchObject({
        sourceUnchanged: false,
      });
    }
  });
});

describe('bad data never replaces good data', () => {
  const cars = (n: number) => Array.from({ length: n }, (_, i) => car(i + 1));

  it('refuses a feed that lost more than half of a collection, and keeps the snapshot byte for byte', async () => {
    const dir = tempDir();
    await pullTenant('acme', memorySource({ cars: cars(20) }), { dataDir: dir });
    const before = readFileSync(snapshotPath('acme', dir), 'utf8');
    const report = await pullTenant('acme', memorySource({ cars: [] }), { dataDir: dir });
    expect(report).toMatchObject({ ok: false, refused: true, keptSnapshot: true });
    if (report.ok) return;
    expect(report.error).toContain('cars: 0 records, down from 20 (more than 50% lost)');
    expect(report.error).toContain('--allow-shrink');
    expect(formatReport(report)[0]).toMatch(/^✗ acme: pull from memory refused: /);
    expect(readFileSync(snapshotPath('acme', dir), 'utf8')).toBe(before);
  });

  it('accepts the same feed with --allow-shrink, and small collections are not guarded', async () => {
    const dir = tempDir();
    const promos = [1, 2, 3, 4].map(promo);
    await pullTenant('acme', memorySource({ cars: cars(20), promos }), { dataDir: dir });
    const edit = await pullTenant('acme', memorySource({ cars: cars(20), promos: promos.slice(0, 1) }), {
      dataDir: dir,
    });
    expect(edit.ok).toBe(true);
    const closed = await pullTenant('acme', memorySource({ cars: cars(5) }), { dataDir: dir, allowShrink: true });
    expect(closed.ok).toBe(true);
    expect(readSnapshot('acme', dir)?.collections.cars).toHaveLength(5);
  });

  it('follows the tenant setting: a guard of 0.9, or none', async () => {
    const dir = tempDir();
    await pullTenant('acme', memorySource({ cars: cars(20) }), { dataDir: dir });
    const lenient = { maxShrink: 0.9, minGuardedRecords: 10 };
    expect((await pullTenant('acme', memorySource({ cars: cars(3) }), { dataDir: dir, guard: lenient })).ok).toBe(true);
    const off = { maxShrink: null, minGuardedRecords: 10 };
    await pullTenant('acme', memorySource({ cars: cars(20) }), { dataDir: dir });
    expect((await pullTenant('acme', memorySource({ cars: [] }), { dataDir: dir, guard: off })).ok).toBe(true);
  });

  it('refuses a feed whose every record is rejected, even with no snapshot yet, and quarantines them', async () => {
    const dir = tempDir();
    const report = await pullTenant('acme', memorySource({ cars: [car(1, { year: 'abc' }), car(2, { year: 1 })] }), {
      dataDir: dir,
    });
    expect(report).toMatchObject({ ok: false, refused: true, keptSnapshot: false });
    if (!report.ok) expect(report.error).toContain('cars: every one of the 2 records received was rejected');
    expect(existsSync(snapshotPath('acme', dir))).toBe(false);
    const quarantine = JSON.parse(readFileSync(quarantinePath('acme', dir), 'utf8'));
    expect(quarantine).toMatchObject({ slug: 'acme', rejected: 2 });
    expect(quarantine.records[0]).toMatchObject({
      collection: 'cars',
      record: '1',
      reasons: [expect.stringMatching(/^year: /)],
      data: { id: 1, year: 'abc' },
    });
  });

  it('writes the rejected records of a good pull to quarantine.json with their reasons', async () => {
    const dir = tempDir();
    await pullTenant('acme', memorySource({ cars: [car(1), car(2, { car_type: 'nearly-new' })] }), { dataDir: dir });
    const quarantine = JSON.parse(readFileSync(quarantinePath('acme', dir), 'utf8'));
    expect(quarantine.records).toEqual([
      expect.objectContaining({ record: '2', reasons: [expect.stringMatching(/^car_type: /)] }),
    ]);
  });

  it('pulls over a truncated snapshot (as if missing; the guard counts from the backup)', async () => {
    const dir = tempDir();
    await pullTenant('acme', memorySource({ cars: cars(20) }), { dataDir: dir });
    await pullTenant('acme', memorySource({ cars: cars(21) }), { dataDir: dir });
    const path = snapshotPath('acme', dir);
    writeFileSync(path, readFileSync(path).subarray(0, 500));
    expect(() => readSnapshot('acme', dir)).toThrow(SnapshotError);
    expect(() => readSnapshot('acme', dir)).toThrow(path);
    // The backup (20 cars) still guards: an empty feed is refused.
    expect((await pullTenant('acme', memorySource({ cars: [] }), { dataDir: dir })).ok).toBe(false);
    const report = await pullTenant('acme', memorySource({ cars: cars(21) }), { dataDir: dir });
    expect(report.ok).toBe(true);
    expect(readSnapshot('acme', dir)?.collections.cars).toHaveLength(21);
  });

  it('removes the temporary files of writes that died', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'acme'));
    // A pid above the kernel's limit (4194304) is never running.
    writeFileSync(join(dir, 'acme', 'snapshot.json.4999999.tmp'), 'half a snapshot');
    writeFileSync(join(dir, 'acme', `snapshot.json.${process.ppid}.tmp`), 'a write under way');
    await pullTenant('acme', memorySource({ cars: [car(1)] }), { dataDir: dir });
    const left = readdirSync(join(dir, 'acme')).filter((f) => f.endsWith('.tmp'));
    expect(left).toEqual([`snapshot.json.${process.ppid}.tmp`]);
  });
});

describe('SampleSource', () => {
  it('shifts sample dates by whole days so the data is as fresh as the day of the pull', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'acme'));
    writeFileSync(
      join(dir, 'acme', 'cars.json'),
      JSON.stringify([
        car(1, { created_at: '2026-10-30T06:00:00.000Z', sold_date_timestamp: 1761955200, rego_expiry: '2027-01-15' }),
      ]),
    );
    const source = new SampleSource(dir, Date.parse('2026-11-21T12:00:00Z'));
    expect(source.shiftDays).toBe(20);
    const [shifted] = (await source.fetchCollection('acme', 'cars')) as Array<Record<string, unknown>>;
    expect(shifted).toMatchObject({
      created_at: '2026-11-19T06:00:00.000Z',
      sold_date_timestamp: 1761955200 + 20 * 86400,
      rego_expiry: '2027-02-04',
    });
    expect(await source.fetchCollection('acme', 'offers')).toEqual([]);
    await expect(source.fetchCollection('other', 'cars')).rejects.toThrow(/sample data not found/);
  });

  it('shifts nested dates and dd/mm/yyyy review dates, leaves times and other fields alone', () => {
    expect(shiftDates({ id: 1, name: 'x' }, 5)).toEqual({ id: 1, name: 'x' });
    expect(
      shiftDates(
        { review_date: '30/12/2026', special_hours: [{ date: '2026-12-24', start: '09:00', end: '13:00' }] },
        3,
      ),
    ).toEqual({ review_date: '02/01/2027', special_hours: [{ date: '2026-12-27', start: '09:00', end: '13:00' }] });
  });
});

describe('HttpSource against a real HTTP server', () => {
  let server: Server;
  let base = '';
  const requests: string[] = [];
  let acmeThirdPrice = 45990;
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/sites/acme/cars')
        return res.end(JSON.stringify({ data: [car(1), car(2)], next: '/api/sites/acme/cars?page=2' }));
      if (req.url === '/api/sites/acme/cars?page=2')
        return res.end(JSON.stringify({ data: [car(3, { price: acmeThirdPrice })], next: null }));
      if (req.url?.startsWith('/api/sites/acme/')) return res.end(JSON.stringify({ data: [] }));
      if (req.url === '/api/sites/broken/cars') return res.end('<html>oops</html>');
      if (req.url === '/api/sites/moved/cars') {
        res.writeHead(302, { location: 'http://attacker.example/api/sites/moved/cars' });
        return res.end();
      }
      if (req.url === '/api/sites/leaky/cars')
        return res.end(JSON.stringify({ data: [car(1)], next: 'http://attacker.example/page2' }));
      if (req.url === '/api/sites/big/cars') {
        const page = Array.from({ length: 130_000 }, (_, i) => ({ id: i }));
        return res.end(JSON.stringify({ data: page, next: null }));
      }
      res.statusCode = 503;
      return res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('follows next links until the last page', async () => {
    const records = await new HttpSource(base).fetchCollection('acme', 'cars');
    expect(records.map((r) => (r as { id: number }).id)).toEqual([1, 2, 3]);
  });

  it('validates the same pages once: a pull that gets them again keeps the snapshot, a changed page is read', async () => {
    const dir = tempDir();
    const pull = () => pullTenant('acme', new HttpSource(base), { dataDir: dir, codeVersion: 'v1' });
    expect(await pull()).toMatchObject({ ok: true, sourceUnchanged: false, collections: { cars: { added: 3 } } });
    expect(await pull()).toMatchObject({ ok: true, sourceUnchanged: true });
    acmeThirdPrice = 41990;
    try {
      expect(await pull()).toMatchObject({ sourceUnchanged: false, collections: { cars: { changed: 1 } } });
      expect(readSnapshot('acme', dir)?.collections.cars.map((c) => c.price)).toEqual([45990, 45990, 41990]);
    } finally {
      acmeThirdPrice = 45990;
    }
  });

  it('pulls a whole tenant over HTTP into a snapshot', async () => {
    const dir = tempDir();
    const report = await pullTenant('acme', new HttpSource(`${base}/`), { dataDir: dir });
    expect(report.ok).toBe(true);
    expect(readSnapshot('acme', dir)?.meta).toMatchObject({ source: base, counts: { cars: 3, locations: 0 } });
  });

  it.each([
    ['an HTTP error', 'gone', /answered HTTP 503/],
    ['a body that is not JSON', 'broken', /did not answer JSON/],
  ])('fails the pull on %s', async (_what, slug, message) => {
    await expect(new HttpSource(base).fetchCollection(slug, 'cars')).rejects.toThrow(message);
  });

  it('never leaves the configured origin: a redirect or a next link elsewhere fails the pull', async () => {
    await expect(new HttpSource(base).fetchCollection('moved', 'cars')).rejects.toThrow(
      /redirected \(HTTP 302\) to http:\/\/attacker\.example\/.*follows no redirect/,
    );
    await expect(new HttpSource(base).fetchCollection('leaky', 'cars')).rejects.toThrow(
      /next page to http:\/\/attacker\.example\/page2, outside http:\/\/127\.0\.0\.1/,
    );
    expect(requests.some((r) => r.includes('page2'))).toBe(false);
  });

  it('takes a page of 130,000 records', async () => {
    expect(await new HttpSource(base).fetchCollection('big', 'cars')).toHaveLength(130_000);
  });

  it('fails when the platform API is unreachable', async () => {
    await expect(new HttpSource('http://127.0.0.1:9', 2000).fetchCollection('acme', 'cars')).rejects.toThrow(
      /unreachable/,
    );
  });
});

describe('npm run pull', () => {
  it('exits non-zero, names the tenant and keeps the last good snapshot when the source is down', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'harbour-toyota'), { recursive: true });
    writeFileSync(join(dir, 'harbour-toyota', 'snapshot.json'), '{"meta":{"slug":"harbour-toyota"},"collections":{}}');
    const run = spawnSync(process.execPath, ['scripts/pull.ts', '--site', 'harbour-toyota'], {
      env: { ...process.env, DATA_DIR: dir, PLATFORM_API_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('✗ harbour-toyota: pull from http://127.0.0.1:9 failed');
    expect(run.stderr).toContain('Pull failed for: harbour-toyota');
    expect(existsSync(join(dir, 'harbour-toyota', 'snapshot.json'))).toBe(true);
  });
});
