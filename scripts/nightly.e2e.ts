// npm run nightly, run for real on a temp workspace: a good tenant is published, a broken one is
// named with its reason without stopping the good one, a second run skips what did not change, and
// a night whose feed fails leaves the live release as it was.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
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
    // The feed came byte for byte as last night: it was not validated again.
    expect(second.stdout).toContain('the feed is as pulled at');

    // An editor changes a page of the tenant and the feed is the same: the night builds from the
    // snapshot on disk, renders the changed page and keeps the cars' pages.
    const page = join(ws.root, 'sites', GOOD, 'pages', '4x4-outdoor.md');
    writeFileSync(page, `${readFileSync(page, 'utf8')}\nAsk about our winter towing checks.\n`);
    const edited = ws.nightly('--site', GOOD);
    expect(edited.status).toBe(0);
    expect(edited.stdout).toContain('the feed is as pulled at');
    expect(edited.row(GOOD)).toMatchObject({ result: 'published', added: 0, changed: 0, removed: 0 });
    const release = edited.row(GOOD).releaseId!;
    expect(ws.live()).toBe(release);
    const html = (id: string, file: string) => readFileSync(join(ws.root, 'releases', GOOD, id, file), 'utf8');
    expect(html(release, '4x4-outdoor.html')).toContain('Ask about our winter towing checks.');
    const cars = readdirSync(join(ws.root, 'releases', GOOD, release, 'cars')).filter((f) => f.endsWith('.html'));
    expect(edited.row(GOOD).pagesRendered).toBeLessThan(first.row(GOOD).pagesRendered - cars.length / 2);
    for (const car of cars) expect(html(release, `cars/${car}`)).toBe(html(published, `cars/${car}`));

    // Tonight's feed fails: the tenant fails, the site stays live as it was.
    rmSync(join(ws.sample, GOOD, 'cars.json'));
    const third = ws.nightly('--site', GOOD);
    expect(third.status).toBe(1);
    expect(third.row(GOOD).result).toBe('failed');
    expect(third.row(GOOD).error).toContain('pull failed');
    expect(ws.live()).toBe(release);
  }, 300_000);
});
