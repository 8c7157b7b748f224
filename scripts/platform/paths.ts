// Where the platform keeps each tenant's releases and build cache. One
// definition for the nightly job, the builder service, rollback and preview.
// Every location can be moved by an environment variable (tests use temp folders).
import { join } from 'node:path';

/** RELEASES_DIR, default `releases/`: `releases/<slug>/<release-id>/`, `releases/<slug>/current`. */
export function releasesRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env['RELEASES_DIR'] ?? 'releases';
}

export function tenantReleasesDir(slug: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(releasesRoot(env), slug);
}

/** The symlink that names the live release of a tenant (switched atomically by rename). */
export function currentLink(slug: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(tenantReleasesDir(slug, env), 'current');
}

/** The nightly job's summary of its last run, one row per tenant. */
export function nightlySummaryPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(releasesRoot(env), 'nightly.json');
}

export { tenantCacheDir as astroCacheDir } from '../../src/config/out-dir.ts';
