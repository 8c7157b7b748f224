// npm run build [-- --site <slug>] [--no-pull] [--full]: pull, then build each tenant into
// dist/<slug>/ through the render path (scripts/render/tenant.ts): only the pages whose keys changed
// since the last build are rendered again (every page, into an emptied folder, with --full). Each tenant builds in its own
// processes, one tenant after another, so one tenant's failure (or memory) never affects the next.
// Exits non-zero naming every tenant that failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pullAll } from './pull.ts';
import { selectedSlugs, tryLoadSite } from './lib/cli.ts';
import { readSnapshot } from '../src/data/snapshot.ts';
import { tenantOutDir } from '../src/config/out-dir.ts';
import { dealershipIdClashes, loadSiteConfig } from '../src/config/load.ts';
import { browserApiUrl } from '../src/config/api-url.ts';
import { renderTenant, type WarmRenderer } from './render/tenant.ts';

export interface TenantBuild {
  slug: string;
  ok: boolean;
  seconds: number;
  /** HTML pages in the output folder; 0 when the build failed or was asked not to count. */
  pages: number;
  /** Rendered by a renderer kept ready (BuildOptions.warm). */
  warm?: boolean;
}

/** HTML pages in a built tenant. */
export function countPages(outDir: string): number {
  if (!existsSync(outDir)) return 0;
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
}

export interface BuildOptions {
  /** The build inputs are written already (the nightly prepares in its own process after the pull). */
  prepared?: boolean;
  /**
   * Count the built pages for the summary line (a walk of the whole output folder, 0.4 s at
   * 20,000 cars). The nightly turns it off: its publish counts them in the stat it makes anyway.
   */
  countPages?: boolean;
  /** Render every page, not only those whose keys changed (`--full`, the nightly's --full). */
  full?: boolean;
  /** A renderer kept ready for this render (the rebuild hook's builds); used when it fits. */
  warm?: WarmRenderer | null;
}

/** What stops a tenant from building before any work is done (an empty list when nothing). */
export function buildConfigProblems(slug: string, env: NodeJS.ProcessEnv): string[] {
  try {
    const problems = dealershipIdClashes(slug);
    try {
      browserApiUrl(loadSiteConfig(slug), env);
    } catch (error) {
      problems.push((error as Error).message);
    }
    return problems;
  } catch (error) {
    return [(error as Error).message];
  }
}

/** Runs the prepare step, then the render path, for one tenant; resolves with its page count and time. */
export async function buildTenant(
  slug: string,
  tenantEnv: NodeJS.ProcessEnv = {},
  options: BuildOptions = {},
): Promise<TenantBuild> {
  const started = performance.now();
  // One clock for the whole build: the prepare step, the pages and the files after them (the
  // similar-cars feed) must agree on what is listed and just arrived.
  const env = {
    ...tenantEnv,
    BUILD_TIME: tenantEnv['BUILD_TIME'] ?? process.env['BUILD_TIME'] ?? new Date().toISOString(),
  };
  // Checked before any work: a clash of dealership ids or a live site pointed at 127.0.0.1.
  const problems = buildConfigProblems(slug, { ...process.env, ...env, NODE_ENV: 'production' });
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${slug}: ${problem}`);
    return { slug, ok: false, seconds: (performance.now() - started) / 1000, pages: 0 };
  }
  if (!options.prepared) {
    const prepare = spawnSync(process.execPath, ['scripts/prepare.ts', '--site', slug], {
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    if (prepare.status !== 0) return { slug, ok: false, seconds: (performance.now() - started) / 1000, pages: 0 };
  }
  const rendered = await renderTenant(slug, env, { full: options.full ?? false, warm: options.warm ?? null });
  const count = rendered.ok && options.countPages !== false;
  const pages = count ? countPages(tenantOutDir(slug, { ...process.env, ...env })) : 0;
  return { slug, ok: rendered.ok, seconds: (performance.now() - started) / 1000, pages, warm: rendered.warm };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const slugs = selectedSlugs(args);
  const failed = new Set<string>();
  if (!args.includes('--no-pull')) for (const slug of await pullAll(slugs)) failed.add(slug);

  const results: TenantBuild[] = [];
  for (const slug of slugs) {
    if (!tryLoadSite(slug) || !readSnapshot(slug)) {
      console.error(`✗ ${slug}: not built (${readSnapshot(slug) ? 'invalid config' : 'no snapshot'})`);
      failed.add(slug);
      continue;
    }
    console.log(`Building ${slug} ...`);
    const result = await buildTenant(slug, {}, { full: args.includes('--full') });
    results.push(result);
    if (!result.ok) failed.add(slug);
    console.log(
      `${result.ok ? '✓' : '✗'} ${slug}: ${result.pages} pages in ${result.seconds.toFixed(1)} s -> dist/${slug}/`,
    );
  }
  if (failed.size > 0) {
    console.error(`Build failed for: ${[...failed].join(', ')}`);
    process.exit(1);
  }
}
