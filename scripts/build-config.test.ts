// A build refuses, before any work, a tenant whose dealership id another
// tenant also has, and a build of real data whose pages would send leads to 127.0.0.1.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTenant } from './build.ts';

let dir: string;
let errors: string[];

function tenant(slug: string, ids: number[], api: { base_url: string | null } = { base_url: null }) {
  mkdirSync(join(dir, slug));
  writeFileSync(
    join(dir, slug, 'site.json'),
    JSON.stringify({
      slug,
      template: 'classic',
      name: slug,
      site_url: `https://www.${slug}.example`,
      dealerships: ids.map((id) => ({ id, slug: `${slug}-${id}`, name: `${slug} ${id}` })),
      api,
    }),
  );
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'build-config-'));
  vi.stubEnv('SITES_DIR', dir);
  vi.stubEnv('SITE_API_URL', '');
  vi.stubEnv('PLATFORM_API_URL', '');
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('buildTenant refuses before any work', () => {
  it('a dealership id that another tenant has, naming both tenants', async () => {
    tenant('acme', [42]);
    tenant('bravo', [7, 42]);
    const result = await buildTenant('acme');
    expect(result).toMatchObject({ slug: 'acme', ok: false, pages: 0 });
    expect(errors).toEqual([
      expect.stringMatching(/^✗ acme: dealership id 42 is in two tenants: .*acme.* and .*bravo/),
    ]);
  });

  it('real data (PLATFORM_API_URL) with no api.base_url or SITE_API_URL', async () => {
    tenant('acme', [42]);
    vi.stubEnv('PLATFORM_API_URL', 'https://platform.example');
    const result = await buildTenant('acme');
    expect(result).toMatchObject({ ok: false, pages: 0 });
    expect(errors).toEqual([expect.stringMatching(/^✗ acme: .*no platform API URL for the browser/)]);
  });
});
