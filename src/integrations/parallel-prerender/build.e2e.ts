// The pages worker threads render are the pages Astro renders on its main thread:
// one tenant built both ways, every page compared.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const slug = 'outback-caravans';

/** What differs between any two builds: island ids (hashed from props), build times, search timings. */
function normalise(text: string): string {
  return text
    .replace(/ uid="[^"]*"/g, '')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g, '<time>')
    .replace(/processingTimeMS\\?&quot;:(?:\[0,)?\d+/g, 'processingTimeMS');
}

function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

describe('parallel prerender', () => {
  it('renders and writes in worker threads exactly the pages Astro renders and writes on its own', () => {
    const root = mkdtempSync(join(tmpdir(), 'prerender-build-'));
    cpSync(join('sites', slug), join(root, 'sites', slug), { recursive: true });
    const build = (dist: string, env: Record<string, string>, args: string[] = []) => {
      const run = spawnSync(process.execPath, ['scripts/build.ts', '--site', slug, ...args], {
        env: { ...process.env, SITES_DIR: join(root, 'sites'), DATA_DIR: join(root, 'data'), DIST_DIR: dist, ...env },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).not.toContain('prerender entry was not found');
      return join(dist, slug);
    };
    // Every page through the workers (no main-thread share, no minimum), then Astro's own rendering.
    const inWorkers = build(join(root, 'workers'), {
      PRERENDER_WORKERS: '2',
      PRERENDER_MAIN_THREAD: '0',
      PRERENDER_MIN_PAGES: '0',
    });
    // One worker with the main thread taking its share (each thread writes the pages it rendered).
    const shared = build(join(root, 'shared'), { PRERENDER_WORKERS: '1', PRERENDER_MIN_PAGES: '0' }, ['--no-pull']);
    const onMain = build(join(root, 'main'), { PRERENDER_WORKERS: '0' }, ['--no-pull']);

    const files = pages(onMain);
    expect(files.length).toBeGreaterThan(50);
    for (const built of [inWorkers, shared]) {
      expect(pages(built)).toEqual(files);
      const differing = files.filter(
        (file) =>
          normalise(readFileSync(join(built, file), 'utf8')) !== normalise(readFileSync(join(onMain, file), 'utf8')),
      );
      expect(differing).toEqual([]);
    }
  }, 360_000);
});
