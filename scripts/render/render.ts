// node scripts/render/render.ts --site <slug> [--out <folder>] [--all] [--new-bundle]: renders a
// tenant's pages with its render bundle (RENDER_BUNDLE=1 astro build, src/integrations/render-bundle)
// on one thread per core. It asks the bundle for every page's URL and key and renders only the URLs
// whose key differs from the keys of the last render into the same folder (all of them with --all
// or without a last render), deletes the pages that are gone, and copies the bundle's client assets
// (--new-bundle: a bundle of the same code was built since the last render). --standby (a child
// with an IPC channel, tenant.ts warmRenderer): loads the bundle, then waits to be told to render.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { loadSiteConfig } from '../../src/config/load.ts';
import { tenantOutDir } from '../../src/config/out-dir.ts';
import { renderBundleDir, rootParamPages } from '../../src/integrations/render-bundle/index.ts';
import { pageFile, renderPlan, routePattern } from '../../src/integrations/render-bundle/urls.ts';
import { CONFIG_REDIRECTS } from '../../src/config/redirects.ts';
import { optionalRoutes } from '../../src/config/optional-routes.ts';
import type { SiteConfig } from '../../src/config/site-schema.ts';
import type { ListedPage, RenderJob, SiteRoute, WorkerReply, WorkerSetup } from './protocol.ts';
import { linkCheckoutPages } from './checkout-links.ts';
import { readCarSummaries } from '../../src/data/build-data.ts';
import type { TenantData } from '../../src/integrations/seo-files/build.ts';

/** Pages per message to a thread: few enough to share the tail of the list out evenly. */
const BATCH = 16;

/**
 * Up to this many pages render on the thread that listed them: another thread's first page of a
 * route runs that route's getStaticPaths again, seconds for the landing pages' searches.
 */
const ONE_THREAD_PAGES = 200;

export interface RenderResult {
  listed: number;
  rendered: number;
  kept: number;
  removed: number;
  seconds: { start: number; list: number; render: number; files: number };
}

function readList(path: string): string[] {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as string[];
  } catch {
    return [];
  }
}

/**
 * The similar-cars feed, made from the data alone on a thread of its own: started before the pages
 * are listed, it runs on the core the listing leaves free.
 */
function writeSimilarFeed(slug: string, outDir: string): Promise<void> {
  return new Promise<void>((done, fail) => {
    const worker = new Worker(new URL('../../src/integrations/similar-feed/feed-worker.ts', import.meta.url), {
      workerData: { slug, outDir, sidecar: join(renderBundleDir(slug), '..', 'similar-feed-written.json') },
    });
    worker.once('message', (message: { ok?: unknown; error?: string }) =>
      message.error ? fail(new Error(message.error)) : done(),
    );
    worker.once('error', fail);
  });
}

/**
 * The files around the pages, from the data and the pages' heads by their own builders, each
 * rewritten only when its bytes change (as the static build's integrations do): the sitemaps,
 * robots.txt, _redirects, _headers and inventory feeds, then the reserve page linked as each car's
 * checkout page.
 */
async function writeSiteFiles(
  slug: string,
  outDir: string,
  urls: readonly string[],
  fromData: DataFiles,
): Promise<void> {
  const { seoFilesOf } = await import('../../src/integrations/seo-files/build.ts');
  const { writeFilesIfChanged } = await import('../../src/integrations/seo-files/write.ts');
  const redirects = Object.entries(CONFIG_REDIRECTS).map(([from, to]) => ({ from, to }));
  const pagePaths = urls.filter((url) => !(url in CONFIG_REDIRECTS));
  const files = seoFilesOf(outDir, pagePaths, redirects, fromData.data, fromData.feeds);
  const sidecar = join(renderBundleDir(slug), '..', 'seo-files-written.json');
  writeFilesIfChanged(outDir, files, readList(sidecar));
  writeFileSync(sidecar, JSON.stringify([...files.keys()]));
  await linkCheckoutPages(outDir, new Set(readCarSummaries(slug).map((car) => car.slug)));
}

/** What the SEO files take from the data alone: the cars' records and the inventory feeds. */
interface DataFiles {
  data: TenantData;
  feeds: Map<string, string>;
}

/** Reads the listed cars' records and makes the inventory feeds (while the pages are listed). */
async function dataFiles(slug: string): Promise<DataFiles> {
  const { feedFiles, tenantData } = await import('../../src/integrations/seo-files/build.ts');
  const data = tenantData(slug);
  return { data, feeds: feedFiles(data) };
}

/** What renders remember for the next (RENDER_MEMO_DIR, src/data/render-memo.ts); emptied when the code changes. */
export function renderMemoDir(slug: string, env: NodeJS.ProcessEnv = process.env): string {
  return join(renderBundleDir(slug, env), '..', 'memo');
}

/** The keys file of an output folder's last render (outside the folder: it is not a page). */
export function keysFile(slug: string, outDir: string): string {
  return join(renderBundleDir(slug), '..', `keys-${Buffer.from(resolve(outDir)).toString('base64url')}.json`);
}

function readKeys(file: string): Map<string, string | null> | null {
  if (!existsSync(file)) return null;
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | null>));
}

const PAGES_DIR = new URL('../../src/pages/', import.meta.url);

/** The tenant's routes: the page files, its optional pages and the old addresses that redirect. */
export function siteRoutes(site: SiteConfig): SiteRoute[] {
  const roots = new Set(rootParamPages());
  const files = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(astro|ts)$/.test(f));
  const pages = files.map((file): SiteRoute => {
    const pattern = routePattern(file.split(sep).join('/'));
    const root = /^\/\[([^.\]/]+)\]$/.exec(pattern)?.[1];
    return { pattern, endpoint: !file.endsWith('.astro'), ...(root && roots.has(root) ? { route: root } : {}) };
  });
  const optional = optionalRoutes(site).map((route): SiteRoute => ({ pattern: route.pattern, endpoint: false }));
  const redirects = Object.keys(CONFIG_REDIRECTS).map((pattern): SiteRoute => ({ pattern, endpoint: false }));
  return [...pages, ...optional, ...redirects];
}

/** The renderer's threads, each with the tenant's bundle loaded. */
export class Pool {
  private readonly workers: Worker[] = [];
  private readonly setup: WorkerSetup;
  private constructor(setup: WorkerSetup) {
    this.setup = setup;
  }

  static async start(count: number, setup: WorkerSetup): Promise<Pool> {
    const pool = new Pool(setup);
    await pool.grow(count);
    return pool;
  }

  /** Starts threads until there are `count`. */
  async grow(count: number): Promise<void> {
    const url = new URL('./worker.ts', import.meta.url);
    const started = Array.from({ length: Math.max(0, count - this.workers.length) }, () => {
      const worker = new Worker(url, { workerData: this.setup });
      this.workers.push(worker);
      return this.reply(worker);
    });
    await Promise.all(started);
  }

  private reply(worker: Worker): Promise<WorkerReply> {
    return new Promise((resolveReply, reject) => {
      const onMessage = (reply: WorkerReply) => {
        worker.off('error', reject);
        if (reply.kind === 'error') reject(new Error(reply.message));
        else resolveReply(reply);
      };
      worker.once('message', onMessage);
      worker.once('error', reject);
    });
  }

  /** Loads every module of the bundle on the first thread (its first listing then runs no loading). */
  async warm(): Promise<number> {
    const worker = this.workers[0]!;
    worker.postMessage('warm');
    const reply = await this.reply(worker);
    if (reply.kind !== 'warm') throw new Error(`unexpected reply ${reply.kind}`);
    return reply.modules;
  }

  async list(routes: SiteRoute[]): Promise<ListedPage[]> {
    const worker = this.workers[0]!;
    worker.postMessage({ routes });
    const reply = await this.reply(worker);
    if (reply.kind !== 'list') throw new Error(`unexpected reply ${reply.kind}`);
    return reply.pages;
  }

  /** Renders the pages, each thread taking the next batch when it is done with its last. */
  async render(pages: RenderJob['pages']): Promise<void> {
    let next = 0;
    await Promise.all(
      this.workers.map(async (worker) => {
        while (next < pages.length) {
          const job: RenderJob = { pages: pages.slice(next, next + BATCH) };
          next += BATCH;
          worker.postMessage(job);
          await this.reply(worker);
        }
      }),
    );
  }

  /** Stops the threads: every page they were sent is written by then, so nothing waits. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** The bundle folder of a tenant, checked: a render needs one. */
function bundleOf(slug: string): string {
  const bundleDir = resolve(renderBundleDir(slug));
  if (!existsSync(join(bundleDir, 'server', 'entry.mjs'))) {
    throw new Error(`No render bundle for ${slug} in ${bundleDir}: build it with RENDER_BUNDLE=1`);
  }
  return bundleDir;
}

/**
 * The first thread, its bundle loaded. One thread lists the pages (each dynamic route's
 * getStaticPaths, the landing pages' searches among them) and keeps those lists; the others start
 * only for a render big enough to pay for running those lists again each.
 */
export function startPool(slug: string, outDir: string): Promise<Pool> {
  const site = loadSiteConfig(slug);
  return Pool.start(1, { bundleDir: bundleOf(slug), outDir: resolve(outDir), siteUrl: site.site_url });
}

export async function renderSite(
  slug: string,
  outDir: string,
  options: { all?: boolean; threads?: number; newBundle?: boolean; pool?: Pool } = {},
): Promise<RenderResult> {
  const started = performance.now();
  const bundleDir = bundleOf(slug);
  const file = keysFile(slug, outDir);
  const previous = options.all || !existsSync(outDir) ? null : readKeys(file);
  // A full render starts from an empty folder: nothing an earlier build made outlives it.
  if (!previous) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const feed = writeSimilarFeed(slug, resolve(outDir));
  // Settled at the end; a failure meanwhile must not go unhandled.
  feed.catch(() => {});
  const site = loadSiteConfig(slug);
  const threads = options.threads ?? availableParallelism();
  const pool = options.pool ?? (await startPool(slug, outDir));
  const ready = performance.now();
  try {
    const listing = pool.list(siteRoutes(site));
    // This thread is idle while its pool lists: it makes what the SEO files take from the data.
    const fromData = await dataFiles(slug);
    const listed = await listing;
    const listedAt = performance.now();
    const byUrl = new Map(listed.map((page) => [page.url, page]));
    const plan = renderPlan(previous, new Map(listed.map((page) => [page.url, page.key])));
    if (plan.render.length > ONE_THREAD_PAGES) await pool.grow(threads);
    // Client assets: all of them into an emptied folder; after a new bundle of the same code (a
    // tenant page changed), only names the folder lacks (their names are content-hashed).
    if (!previous || options.newBundle) {
      cpSync(join(bundleDir, 'client'), outDir, { recursive: true, force: !previous });
    }
    await pool.render(plan.render.map((url) => byUrl.get(url)!));
    for (const url of plan.removed) {
      const endpoint = previous !== null && /\.[a-z]+$/.test(url);
      rmSync(join(outDir, pageFile(url, endpoint)), { force: true });
    }
    const rendered = performance.now();
    await writeSiteFiles(
      slug,
      resolve(outDir),
      listed.map((page) => page.url),
      fromData,
    );
    await feed;
    writeFileSync(file, JSON.stringify(Object.fromEntries(listed.map((page) => [page.url, page.key]))));
    const done = performance.now();
    return {
      listed: listed.length,
      rendered: plan.render.length,
      kept: plan.kept.length,
      removed: plan.removed.length,
      seconds: {
        start: (ready - started) / 1000,
        list: (listedAt - ready) / 1000,
        render: (rendered - listedAt) / 1000,
        files: (done - rendered) / 1000,
      },
    };
  } finally {
    await pool.close();
  }
}

/** What a renderer kept ready (--standby) is told to render, when the publish comes. */
export interface StandbyGo {
  all: boolean;
  newBundle: boolean;
}

function printResult(slug: string, outDir: string, result: RenderResult): void {
  const total = result.seconds.start + result.seconds.list + result.seconds.render + result.seconds.files;
  console.log(
    `${slug}: ${result.rendered} pages rendered, ${result.kept} kept, ${result.removed} removed of ${result.listed} in ${total.toFixed(1)} s ` +
      `(threads ${result.seconds.start.toFixed(1)} s, list ${result.seconds.list.toFixed(1)} s, render ${result.seconds.render.toFixed(1)} s, files ${result.seconds.files.toFixed(1)} s, ` +
      `${(result.rendered / Math.max(result.seconds.render, 0.001)).toFixed(0)} pages/s) -> ${outDir}`,
  );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      out: { type: 'string' },
      all: { type: 'boolean' },
      'new-bundle': { type: 'boolean' },
      threads: { type: 'string' },
      standby: { type: 'boolean' },
    },
  });
  const slug = values.site ?? '';
  const outDir = values.out ?? tenantOutDir(slug);
  const threads = values.threads ? { threads: Number(values.threads) } : {};
  if (values.standby && process.send) {
    // Kept ready by scripts/render/tenant.ts (warmRenderer): the thread and the bundle's modules
    // loaded now, the render when the parent says go; gone with the parent.
    process.once('disconnect', () => process.exit(0));
    const pool = await startPool(slug, outDir);
    await pool.warm();
    const go = new Promise<StandbyGo>((resolveGo) =>
      process.once('message', (message) => resolveGo(message as StandbyGo)),
    );
    process.send({ ready: true });
    const { all, newBundle } = await go;
    printResult(slug, outDir, await renderSite(slug, outDir, { all, newBundle, pool, ...threads }));
    process.exit(0);
  }
  const result = await renderSite(slug, outDir, {
    all: values.all ?? false,
    newBundle: values['new-bundle'] ?? false,
    ...threads,
  });
  printResult(slug, outDir, result);
}
