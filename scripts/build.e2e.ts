import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm run build', () => {
  it('builds the good tenants, names the broken one with every problem, and exits non-zero', () => {
    const root = mkdtempSync(join(tmpdir(), 'build-'));
    const sites = join(root, 'sites');
    mkdirSync(join(sites, 'broken-motors'), { recursive: true });
    cpSync('sites/outback-caravans', join(sites, 'outback-caravans'), { recursive: true });
    writeFileSync(
      join(sites, 'broken-motors', 'site.json'),
      JSON.stringify({
        slug: 'broken-motors',
        template: 'classic',
        name: 'Broken Motors',
        site_url: 'not a url',
        dealerships: [{ id: 1, slug: 'broken', name: 'Broken' }],
        finanse_provider: 'angle',
      }),
    );
    const run = spawnSync(process.execPath, ['scripts/build.ts'], {
      env: { ...process.env, SITES_DIR: sites, DATA_DIR: join(root, 'data'), DIST_DIR: join(root, 'dist') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid tenant config');
    expect(run.stderr).toMatch(/broken-motors\/site\.json: site_url: /);
    expect(run.stderr).toContain('broken-motors/site.json: finanse_provider: unknown setting "finanse_provider"');
    expect(run.stderr).toMatch(/Build failed for: broken-motors$/m);
    expect(run.stdout).toMatch(/✓ outback-caravans: \d+ pages/);
    expect(existsSync(join(root, 'dist', 'outback-caravans', 'index.html'))).toBe(true);
    expect(readdirSync(join(root, 'dist'))).toEqual(['outback-caravans']);
  }, 120_000);
});
