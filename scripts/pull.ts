// npm run pull [-- --site <slug>] [--allow-shrink]: fetch each tenant's data into .data/<slug>/snapshot.json.
// Source per tenant: PLATFORM_API_URL (environment) > the tenant's api.base_url > the bundled sample data.
// --allow-shrink accepts a pull that the tenant's pull guard refuses (site.pull; docs/operations.md).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { formatReport, pullTenant, type PullReport } from './pull/pull.ts';
import type { SiteConfig } from '../src/config/site-schema.ts';
import { HttpSource, SampleSource, type Source } from './pull/sources.ts';
import { selectedSlugs, tryLoadSite } from './lib/cli.ts';
import { pullCodeFingerprint } from './platform/fingerprint.ts';

export const SAMPLE_DATA_DIR = process.env['SAMPLE_DATA_DIR'] ?? '.sample-data';

function sourceFor(slug: string, baseUrl: string | null): Source {
  const url = process.env['PLATFORM_API_URL'] ?? baseUrl;
  if (url) return new HttpSource(url);
  if (!existsSync(join(SAMPLE_DATA_DIR, slug))) {
    console.log(`Generating sample data for ${slug} ...`);
    execFileSync(process.execPath, ['scripts/sample-data/generate.ts', '--out', SAMPLE_DATA_DIR, '--site', slug], {
      stdio: 'inherit',
    });
  }
  // Sample dates are shifted to the build clock (BUILD_TIME when pinned), so a pinned build is reproducible.
  const buildTime = process.env['BUILD_TIME'] ? Date.parse(process.env['BUILD_TIME']) : Date.now();
  return new SampleSource(SAMPLE_DATA_DIR, buildTime);
}

export interface PullOneOptions {
  allowShrink?: boolean;
  now?: Date;
}

let pullCode: string | undefined;
/** The pull's code fingerprint, once per process (each nightly and builder run is its own process). */
function pullCodeVersion(): string {
  return (pullCode ??= pullCodeFingerprint());
}

/** Pulls one tenant from its source, printing its report. */
export async function pullOne(site: SiteConfig, options: PullOneOptions = {}): Promise<PullReport> {
  const report = await pullTenant(site.slug, sourceFor(site.slug, site.api.base_url), {
    guard: { maxShrink: site.pull.max_shrink, minGuardedRecords: site.pull.min_guarded_records },
    allowShrink: options.allowShrink ?? process.argv.includes('--allow-shrink'),
    ...(options.now && { now: options.now }),
    codeVersion: pullCodeVersion(),
  });
  for (const line of formatReport(report)) (report.ok ? console.log : console.error)(line);
  return report;
}

/** Pulls the given tenants; returns the slugs that failed. */
export async function pullAll(slugs: string[]): Promise<string[]> {
  const failed: string[] = [];
  for (const slug of slugs) {
    const site = tryLoadSite(slug);
    if (!site) {
      failed.push(slug);
      continue;
    }
    const report = await pullOne(site);
    if (!report.ok) failed.push(slug);
  }
  return failed;
}

if (import.meta.main) {
  const failed = await pullAll(selectedSlugs());
  if (failed.length > 0) {
    console.error(`Pull failed for: ${failed.join(', ')}`);
    process.exit(1);
  }
}
