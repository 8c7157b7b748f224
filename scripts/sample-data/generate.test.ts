import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main, parseCli } from './generate.ts';
import { HARBOUR_TOYOTA, KIWI_MOTORS } from './profiles.ts';
import { generateTenant } from './tenant.ts';
import { serializeCollection, writeTenant } from './write.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sample-data-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** sha256 of every file of a tenant folder, by file name. */
function hashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort())
    out[name] = createHash('sha256')
      .update(readFileSync(join(dir, name)))
      .digest('hex');
  return out;
}

const FILES = [
  'cars.json',
  'dealerships.json',
  'locations.json',
  'manufacturers.json',
  'models.json',
  'offers.json',
  'promos.json',
  'reviews.json',
  'slides.json',
];

describe('generated files', () => {
  it('are the same bytes on every run', () => {
    const a = tempDir();
    const b = tempDir();
    writeTenant(a, 'harbour-toyota', generateTenant(HARBOUR_TOYOTA, { cars: 80 }));
    writeTenant(b, 'harbour-toyota', generateTenant(HARBOUR_TOYOTA, { cars: 80 }));
    const first = hashes(join(a, 'harbour-toyota'));
    expect(Object.keys(first)).toEqual(FILES);
    expect(hashes(join(b, 'harbour-toyota'))).toEqual(first);
  });

  it('differ between tenants and between car counts', () => {
    const a = tempDir();
    writeTenant(a, 'x', generateTenant(HARBOUR_TOYOTA, { cars: 80 }));
    writeTenant(a, 'y', generateTenant(KIWI_MOTORS, { cars: 80 }));
    writeTenant(a, 'z', generateTenant(HARBOUR_TOYOTA, { cars: 81 }));
    const [x, y, z] = ['x', 'y', 'z'].map((s) => hashes(join(a, s)));
    expect(y?.['cars.json']).not.toBe(x?.['cars.json']);
    expect(z?.['cars.json']).not.toBe(x?.['cars.json']);
  });

  it('hold a JSON array with one record per line', () => {
    const records = [{ id: 1, b: 2 }, { id: 2 }];
    const text = serializeCollection(records);
    expect(text).toBe('[\n{"id":1,"b":2},\n{"id":2}\n]\n');
    expect(JSON.parse(text)).toEqual(records);
    expect(serializeCollection([])).toBe('[]\n');
  });
});

describe('command line', () => {
  it('defaults to the four demo tenants in .sample-data', () => {
    const o = parseCli([]);
    expect(o.out).toBe('.sample-data');
    expect(o.profiles.map((p) => p.slug)).toEqual([
      'metro-motor-group',
      'harbour-toyota',
      'outback-caravans',
      'kiwi-motors',
    ]);
    expect(o.cars).toBeUndefined();
  });

  it.each([
    [['--site', 'bench-20k'], ['bench-20k']],
    [
      ['--site', 'kiwi-motors', '--site', 'harbour-toyota'],
      ['kiwi-motors', 'harbour-toyota'],
    ],
    [
      ['--site', 'kiwi-motors,harbour-toyota'],
      ['kiwi-motors', 'harbour-toyota'],
    ],
    [
      ['--site', 'all'],
      ['metro-motor-group', 'harbour-toyota', 'outback-caravans', 'kiwi-motors', 'bench-20k'],
    ],
  ])('%j picks %j', (argv, slugs) => {
    expect(parseCli(argv).profiles.map((p) => p.slug)).toEqual(slugs);
  });

  it.each([
    [['--site', 'nope'], /unknown site "nope"/],
    [['--cars', 'abc'], /--cars must be a whole number/],
    [['--cars=-5'], /--cars must be a whole number/],
    [['--cars', '1.5'], /--cars must be a whole number/],
    [['--colour', 'red'], /Unknown option/],
  ])('%j is refused', (argv, message) => {
    expect(() => parseCli(argv)).toThrow(message);
  });

  it('writes <out>/<slug>/<collection>.json with --cars', () => {
    const out = tempDir();
    main(['--out', out, '--site', 'kiwi-motors', '--cars', '12']);
    expect(readdirSync(join(out, 'kiwi-motors')).sort()).toEqual(FILES);
    expect(JSON.parse(readFileSync(join(out, 'kiwi-motors', 'cars.json'), 'utf8'))).toHaveLength(12);
  });
});
