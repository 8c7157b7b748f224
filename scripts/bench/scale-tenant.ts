// The benchmarks' scale tenant: Metro Motor Group's settings under another slug, in a fresh
// benchmark folder (`root`), so bench:build and bench:nightly measure the same site.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SCALE_TENANT = 'bench-20k';

/** Empties `root` and writes `root/sites/bench-20k/site.json`. */
export function writeScaleTenant(root: string): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'sites', SCALE_TENANT), { recursive: true });
  const metro = JSON.parse(readFileSync('sites/metro-motor-group/site.json', 'utf8')) as Record<string, unknown>;
  writeFileSync(
    join(root, 'sites', SCALE_TENANT, 'site.json'),
    JSON.stringify({
      ...metro,
      slug: SCALE_TENANT,
      name: 'Bench Motor Group',
      site_url: 'https://bench.example.com.au',
    }),
  );
}
