import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReport, pullTenant, validateRecords } from './pull.ts';
import { HttpSource, SampleSource, SourceError, shiftDates, type Source } from './sources.ts';
import { readSnapshot, snapshotPath, writeSnapshot, type CollectionName } from '../../src/data/snapshot.ts';

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
    broken.collections.cars.push({ id: 2, price: 10n as unknown as number }); // BigInt cannot be serialised
    expect(() => writeSnapshot(broken, dir)).toThrow();
    expect(readFileSync(snapshotPath('acme', dir), 'utf8')).toBe(before);
    expect(readdirSync(join(dir, 'acme'))).toEqual(['snapshot.json']);
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
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/sites/acme/cars')
        return res.end(JSON.stringify({ data: [car(1), car(2)], next: '/api/sites/acme/cars?page=2' }));
      if (req.url === '/api/sites/acme/cars?page=2') return res.end(JSON.stringify({ data: [car(3)], next: null }));
      if (req.url?.startsWith('/api/sites/acme/')) return res.end(JSON.stringify({ data: [] }));
      if (req.url === '/api/sites/broken/cars') return res.end('<html>oops</html>');
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
