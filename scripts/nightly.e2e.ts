// npm run nightly, run for real on a temp workspace: a good tenant is published, a broken one is
// named with its reason without stopping the good one, a second run skips what did not change, and
// a night whose feed fails leaves the live release as it was.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../tests/temp-dirs.ts';
import type { NightlySummary } from './platform/summary.ts';

const GOOD = 'outback-caravans';
const tempDir = tempDirsPerTest('nightly');

function workspace() {
  const root = tempDir();
  const sample = join(root, 'sample');
  cpSync(`sites/${GOOD}`, join(root, 'sites', GOOD), { recursive: true });
  mkdirSync(join(root, 'sites', 'broken-motors'), { recursive: true });
  writeFileSync(
    join(root, 'sites', 'broken-motors', 'site.json'),
    JSON.stringify({ slug: 'broken-motors', template: 'classic', name: 'Broken', site_url: 'not a url' }),
  );
  if (existsSync(`.sample-data/${GOOD}`)) cpSync(`.sample-data/${GOOD}`, join(sample, GOOD), { recursive: true });
  const env = {
    ...process.env,
    SITES_DIR: join(root, 'sites'),
    SAMPLE_DATA_DIR: sample,
    DATA_DIR: join(root, 'data'),
    DIST_DIR: join(root, 'dist'),
    RELEASES_DIR: join(root, 'releases'),
    ASTRO_CACHE_ROOT: join(root, 'cache'),
    BUILD_TIME: '2026-11-20T02:00:00.000Z',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const nightly = (...args: string[]) => {
    const run = spawnSync(process.execPath, ['scripts/nightly.ts', ...args], { env, encoding: 'utf8' });
    const summary = JSON.parse(readFileSync(join(root, 'releases', 'nightly.json'), 'utf8')) as NightlySummary;
    return { ...run, summary, row: (slug: string) => summary.rows.find((r) => r.slug === slug)! };
  };
  const live = () => readlinkSync(join(root, 'releases', GOOD, 'current'));
  return { root, sample, nightly, live };
}

describe('npm run nightly', () => {
  it('publishes the good tenant, names the broken one, skips an unchanged night and keeps the live release when the feed fails', () => {
    const ws = workspace();

    const first = ws.nightly();
    expect(first.status).toBe(1);
    expect(first.stderr).toMatch(
      /Nightly failed for 1 tenant\(s\):\n {2}broken-motors: Invalid tenant config [\s\S]*site\.json: site_url/,
    );
    expect(first.row(GOOD)).toMatchObject({ result: 'published', error: null });
    expect(first.row(GOOD).added).toBeGreaterThan(100);
    expect(first.row(GOOD).pagesRendered).toBeGreaterThan(100);
    expect(first.row('broken-motors').result).toBe('failed');
    // The printed table has the same row.
    expect(first.stdout).toMatch(
      new RegExp(`${GOOD} +\\d+ +0 +0 +0 +\\d+ +0 +[\\d.]+ +published ${first.row(GOOD).releaseId}`),
    );
    const published = first.row(GOOD).releaseId!;
    expect(ws.live()).toBe(published);
    const manifest = JSON.parse(readFileSync(join(ws.root, 'releases', GOOD, published, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ tenant: GOOD, releaseId: published });
    expect(existsSync(join(ws.root, 'releases', GOOD, `${published}.tar.gz`))).toBe(true);

    const second = ws.nightly('--site', GOOD);
    expect(second.status).toBe(0);
    expect(second.row(GOOD)).toMatchObject({ result: 'skipped', releaseId: published, pagesRendered: 0 });

    // Tonight's feed fails: the tenant fails, the site stays live as it was.
    rmSync(join(ws.sample, GOOD, 'cars.json'));
    const third = ws.nightly('--site', GOOD);
    expect(third.status).toBe(1);
    expect(third.row(GOOD).result).toBe('failed');
    expect(third.row(GOOD).error).toContain('pull failed');
    expect(ws.live()).toBe(published);
  }, 300_000);
});
