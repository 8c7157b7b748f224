// npm run nightly [-- --site <slug>] [--full] [--allow-shrink] [--summary <file>]: tonight's job for every tenant
// (or the named ones), one after another: pull, then build and publish only what changed.
//  - A tenant whose snapshot, settings, code and build day are those of its live release is skipped.
//  - Otherwise its site is built through the render path (scripts/render: only the pages whose
//    keys changed are rendered, the output folder kept) and published as a release, switched live
//    after a smoke check (scripts/platform/releases.ts). --full builds a new bundle and renders
//    every page into an empty output folder and cache.
//  - The pull's guard (site.pull) refuses a feed that lost most of a collection; --allow-shrink
//    accepts it for this run.
//  - One row per tenant is printed and written as JSON (releases/nightly.json, or --summary).
//  - One tenant's failure never stops the others; the exit code is 1 when any failed, and the
//    last lines name every one that failed and why.
//  - --standby: loads what it can and waits for its parent's go (the rebuild hook's builder).
// docs/operations.md describes the job; bench:nightly measures it.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildTenant } from './build.ts';
import { warmRenderer, type WarmRenderer } from './render/tenant.ts';
import { pullOne } from './pull.ts';
import { prepareTenant } from './prepare.ts';
import { pulledRecords } from './pull/pull.ts';
import { main as searchIndex } from './search-index.ts';
import { selectedSlugs } from './lib/cli.ts';
import { loadSiteConfig, sitesDir } from '../src/config/load.ts';
import { SiteConfigError } from '../src/config/errors.ts';
import type { SiteConfig } from '../src/config/site-schema.ts';
import { tenantCacheDir, tenantOutDir } from '../src/config/out-dir.ts';
import { timeZoneOf } from '../src/config/core-options.ts';
import { calendarDateIn } from '../src/core/format.ts';
import { codeFingerprint, tenantFingerprint, tenantFolderFingerprint } from './platform/fingerprint.ts';
import { nightlySummaryPath, tenantReleasesDir } from './platform/paths.ts';
import { dayClock, keptDayClock } from './platform/day-clock.ts';
import { renderBundleDir } from '../src/integrations/render-bundle/index.ts';
import {
  currentReleaseId,
  draftRelease,
  publishRelease,
  SmokeCheckError,
  startEmptyingTrash,
  type Published,
  type ReleaseDraft,
  type TrashDelete,
} from './platform/releases.ts';
import type { NightlyRow, NightlySummary } from './platform/summary.ts';
import { sendStockNotice } from './api/alerts/notice.ts';

/** Environment settings that reach the built pages, so they are part of a tenant's fingerprint. */
const PAGE_ENV = ['SITE_API_URL', 'PLATFORM_API_URL'] as const;

/** Fingerprints of published releases, by release id (releases/<slug>/fingerprints.json). */
function fingerprintsFile(slug: string): string {
  return join(tenantReleasesDir(slug), 'fingerprints.json');
}

function readFingerprints(slug: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(fingerprintsFile(slug), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

function writeJsonAtomically(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export interface NightlyOptions {
  full?: boolean;
  allowShrink?: boolean;
  /** A renderer kept ready for this tenant (--standby); used when it fits tonight's render. */
  warm?: WarmRenderer | null;
  /** The trash's delete a run kept ready started while it waited (--standby). */
  trash?: TrashDelete;
  /** The next release's draft a run kept ready linked while it waited (--standby). */
  draft?: ReleaseDraft;
}

/** What a run kept ready (--standby) loaded and started before its go. */
interface StandingBy {
  warm: WarmRenderer | null;
  trash: TrashDelete;
  draft: ReleaseDraft;
}

/**
 * The clock of a tenant's run: BUILD_TIME when pinned, else the clock of its first run of the day
 * (kept beside its releases). `peek`: the kept clock without keeping one, null on a day with no run yet.
 */
function runClock(slug: string, site: SiteConfig, peek: true): Date | null;
function runClock(slug: string, site: SiteConfig, peek?: false): Date;
function runClock(slug: string, site: SiteConfig, peek = false): Date | null {
  if (process.env['BUILD_TIME']) return new Date(process.env['BUILD_TIME']);
  const file = join(tenantReleasesDir(slug), 'clock.json');
  return (peek ? keptDayClock : dayClock)(file, new Date(), timeZoneOf(site));
}

/**
 * --standby (the rebuild hook's builder starts one per recently built tenant, with an IPC
 * channel): everything a publish can load or do before it starts is done, then the run waits for
 * go: the renderer with the tenant's bundle (for the build clock the day has kept), the delete of
 * the release the last publish dropped, and the next release's draft (the live release's files
 * linked), so that none of them takes a core from the publish's own work. It runs as any night:
 * what changed by then is what it pulls and renders.
 */
async function standBy(slug: string): Promise<StandingBy> {
  let warm: WarmRenderer | null = null;
  const trash = startEmptyingTrash(slug);
  // A draft is right whichever release is live at the go: the publish compares every file.
  const draft = draftRelease(slug);
  const leave = () => {
    warm?.close();
    draft.discardNow();
    process.exit(0);
  };
  process.once('disconnect', leave);
  // The builder stops a run kept ready it no longer keeps with SIGTERM.
  process.once('SIGTERM', leave);
  try {
    const clock = runClock(slug, loadSiteConfig(slug), true);
    warm = clock ? warmRenderer(slug, { BUILD_TIME: clock.toISOString() }) : null;
  } catch {
    // A tenant that cannot be warmed now (settings being edited) runs cold, and fails as it would.
  }
  // Told once all of it is done (or could not be): the builder logs that the build is ready.
  await Promise.all([warm?.ready, draft.ready, trash.done.catch(() => 0)]);
  process.send?.({ standby: true });
  await new Promise((go) => process.once('message', go));
  process.removeAllListeners('disconnect');
  process.removeAllListeners('SIGTERM');
  process.disconnect?.();
  return { warm, trash, draft };
}

/** Tonight's job for one tenant; never throws (a failure is a 'failed' row). */
export async function nightlyTenant(slug: string, code: string, options: NightlyOptions = {}): Promise<NightlyRow> {
  const started = performance.now();
  // The release the last publish dropped is deleted while tonight's pull and build run, at the
  // lowest CPU priority (docs/operations.md). A night with nothing to publish does not wait for it.
  const trash = options.trash ?? startEmptyingTrash(slug);
  const row = await tenantNight(slug, code, options);
  options.warm?.close();
  // A draft kept ready and not published (nothing changed, or the night failed before its build).
  if (options.draft && row.result !== 'published') await options.draft.discard();
  if (row.result !== 'failed') await stockAlerts(row);
  if (row.result === 'skipped') trash.detach();
  else {
    await trash.done.catch((error: unknown) => {
      console.warn(`! ${slug}: could not empty the release trash: ${(error as Error).message}`);
    });
  }
  row.seconds = Math.round((performance.now() - started) / 100) / 10;
  return row;
}

/**
 * Tonight's stock is live (published, or unchanged): the platform API mails the stock alerts of
 * the cars that are new or reduced since each subscription's last alert (docs/operations.md). A
 * failure is reported on the row and never fails the tenant: the news waits for the next notice.
 */
async function stockAlerts(row: NightlyRow): Promise<void> {
  try {
    const run = await sendStockNotice(row.slug, { daily: true });
    if (!run) return;
    row.alerts = { mails: run.mails, cars: run.cars, failures: run.failures };
    console.log(`  ${row.slug}: stock alerts: ${run.mails} mail(s), ${run.cars} car(s), ${run.failures} failed`);
  } catch (error) {
    row.alerts = { error: (error as Error).message };
    console.warn(`! ${row.slug}: stock alerts not sent tonight: ${(error as Error).message}`);
  }
}

async function tenantNight(slug: string, code: string, options: NightlyOptions): Promise<NightlyRow> {
  const started = performance.now();
  const row: NightlyRow = {
    slug,
    result: 'failed',
    added: 0,
    changed: 0,
    removed: 0,
    rejected: 0,
    pagesRendered: 0,
    pagesReused: 0,
    seconds: 0,
    releaseId: currentReleaseId(slug),
    error: null,
  };
  const done = (result: NightlyRow['result'], error: string | null = null): NightlyRow => {
    row.result = result;
    row.error = error;
    row.seconds = Math.round((performance.now() - started) / 100) / 10;
    return row;
  };
  try {
    let site;
    try {
      site = loadSiteConfig(slug);
    } catch (error) {
      if (error instanceof SiteConfigError) return done('failed', error.message);
      throw error;
    }
    const phase = (name: 'pull' | 'prepare' | 'build' | 'publish', since: number) => {
      (row.phases ??= {})[name] = Math.round((performance.now() - since) / 100) / 10;
    };
    // One clock for the night's work on this tenant: the pull's sample dates, the build day of
    // the fingerprint, the prepare step and the pages; unless pinned (BUILD_TIME), the clock of
    // the tenant's first run of the day, so an editor's publish renders only what it changed.
    const now = runClock(slug, site);
    const pullStarted = performance.now();
    const report = await pullOne(site, { allowShrink: options.allowShrink ?? false, now });
    phase('pull', pullStarted);
    if (!report.ok) {
      const what = report.refused ? 'pull refused' : 'pull failed';
      return done('failed', `${what}: ${report.error} (the live release is unchanged)`);
    }
    for (const counts of Object.values(report.collections)) {
      row.added += counts.added;
      row.changed += counts.changed;
      row.removed += counts.removed;
      row.rejected += counts.rejected;
    }
    // Meilisearch tenants: push tonight's stock and mint a new tenant token (they expire after
    // 7 days); the build below takes the token from .data/<slug>/search-token.json.
    if (site.search.backend === 'meilisearch') {
      if (process.env['MEILI_URL'] && process.env['MEILI_ADMIN_KEY']) {
        if ((await searchIndex(['--site', slug])) !== 0) {
          return done(
            'failed',
            'search:index failed: the search token was not renewed (the live release is unchanged)',
          );
        }
      } else {
        console.warn(`! ${slug}: MEILI_URL / MEILI_ADMIN_KEY not set: its search token is not renewed tonight`);
      }
    }
    const snapshotDigest = report.recordsSha256;
    const day = calendarDateIn(now, timeZoneOf(site));
    const fingerprint = tenantFingerprint({
      code,
      snapshot: snapshotDigest,
      config: tenantFolderFingerprint(join(sitesDir(), slug)),
      day: `${day.year}-${day.month}-${day.day}`,
      env: Object.fromEntries(PAGE_ENV.map((name) => [name, process.env[name] ?? null])),
    });
    const live = currentReleaseId(slug);
    const fingerprints = readFingerprints(slug);
    if (!options.full && live && fingerprints[live] === fingerprint) return done('skipped');

    const outDir = tenantOutDir(slug);
    if (options.full) {
      rmSync(outDir, { recursive: true, force: true });
      rmSync(tenantCacheDir(slug), { recursive: true, force: true });
      // The bundle too: a full night builds the tenant's code again.
      rmSync(join(renderBundleDir(slug), '..'), { recursive: true, force: true });
    }
    const buildStarted = Date.now();
    const buildClock = performance.now();
    // The live release's files are linked into the next release's folder while the build runs.
    const draft = options.draft ?? draftRelease(slug);
    let published: Published | undefined;
    try {
      const { pulled } = report;
      // A feed unchanged since its snapshot was not read into records: the prepare step reads the snapshot.
      const input = pulled && { meta: report.meta, collections: pulledRecords(pulled), cars: pulled.cars };
      prepareTenant(site, input ?? undefined, now);
      phase('prepare', buildClock);
      const renderClock = performance.now();
      const build = await buildTenant(
        slug,
        { BUILD_TIME: now.toISOString() },
        { prepared: true, countPages: false, full: options.full ?? false, warm: options.warm ?? null },
      );
      phase('build', renderClock);
      if (build.warm) console.log(`  ${slug}: rendered by the renderer kept ready`);
      if (!build.ok) return done('failed', 'build failed (see the log above; the live release is unchanged)');
      const publishClock = performance.now();
      published = await publishRelease({
        slug,
        sourceDir: outDir,
        snapshotHash: snapshotDigest,
        gitCommit: gitCommit(),
        builtSince: buildStarted - 50,
        draft,
      });
      phase('publish', publishClock);
    } finally {
      // Only when nothing took it over: a publish removes or renames the folder itself.
      if (!published) await draft.discard();
    }
    row.releaseId = published.releaseId;
    row.pagesRendered = published.pages.rendered;
    row.pagesReused = published.pages.reused;
    // Fingerprints of releases that are gone are dropped with them.
    const kept = new Set(readdirSync(tenantReleasesDir(slug)));
    const next = Object.fromEntries(Object.entries(fingerprints).filter(([id]) => kept.has(id)));
    next[published.releaseId] = fingerprint;
    writeJsonAtomically(fingerprintsFile(slug), next);
    return done('published');
  } catch (error) {
    if (error instanceof SmokeCheckError) {
      return done('failed', `smoke check failed, the live release is unchanged: ${error.problems.join('; ')}`);
    }
    return done('failed', (error as Error).message);
  }
}

export function formatRows(rows: readonly NightlyRow[]): string[] {
  const header = ['tenant', 'added', 'changed', 'removed', 'rejected', 'rendered', 'reused', 'seconds', 'result'];
  const cells = rows.map((r) => [
    r.slug,
    String(r.added),
    String(r.changed),
    String(r.removed),
    String(r.rejected),
    String(r.pagesRendered),
    String(r.pagesReused),
    r.seconds.toFixed(1),
    r.result === 'failed' ? 'FAILED' : `${r.result} ${r.releaseId ?? ''}`.trim(),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c
      .map((cell, i) => (i === 0 || i === c.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...cells.map(line)];
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', multiple: true },
      full: { type: 'boolean', default: false },
      'allow-shrink': { type: 'boolean', default: false },
      summary: { type: 'string' },
      standby: { type: 'boolean', default: false },
    },
  });
  const slugs = selectedSlugs();
  if (values.standby && (slugs.length !== 1 || !process.send)) {
    console.error('--standby runs one tenant (--site <slug>) for a parent with an IPC channel');
    process.exit(2);
  }
  const standing = values.standby ? await standBy(slugs[0]!) : null;
  const startedAt = new Date().toISOString();
  const code = codeFingerprint();
  const rows: NightlyRow[] = [];
  for (const slug of slugs) {
    console.log(`\n== ${slug}`);
    const row = await nightlyTenant(slug, code, {
      full: values.full,
      allowShrink: values['allow-shrink'],
      ...standing,
    });
    rows.push(row);
    console.log(`${row.result === 'failed' ? '✗' : '✓'} ${slug}: ${row.result}${row.error ? `: ${row.error}` : ''}`);
    // Where the seconds went (bench:publish-one reads this line from the builder's log).
    const phases = Object.entries(row.phases ?? {}).map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`);
    if (phases.length > 0) console.log(`  ${slug} phases: ${phases.join(', ')}; ${row.pagesRendered} pages rendered`);
  }
  const summary: NightlySummary = { startedAt, finishedAt: new Date().toISOString(), rows };
  const summaryFile = values.summary ?? nightlySummaryPath();
  writeJsonAtomically(summaryFile, summary);
  console.log(`\nNightly summary (${summaryFile}):`);
  for (const line of formatRows(rows)) console.log(line);
  const failed = rows.filter((r) => r.result === 'failed');
  if (failed.length > 0) {
    console.error(`\nNightly failed for ${failed.length} tenant(s):`);
    for (const r of failed) console.error(`  ${r.slug}: ${r.error}`);
    process.exit(1);
  }
}
