// Static pages rendered on every core. Astro's build renders all pages on the
// main thread, one core, while the build machine has two: at 20,000 cars the
// main thread was busy ~95% of the build and the second core idle
// (docs/performance.md). This integration uses Astro's public prerenderer hook
// (`setPrerenderer` in astro:build:start) to wrap the default prerenderer:
// Astro still lists the paths (getStaticPaths), names the files and runs every
// later hook; only `render()` changes: a page goes to a worker thread loading
// the same prerender bundle (./worker.ts), or, when the workers have enough
// queued, to Astro's own rendering on the main thread. Either way the thread
// that rendered a page writes it (./page-files.ts).
//
// Small sites (under `minPages`) keep Astro's main-thread rendering: starting
// the workers costs more than they save there.
//
// What workers cannot do: collect images for astro:assets' static image
// pipeline (this project serves images from the image CDN's URL builder, and
// collectStaticImages is not implemented), or share module state with the main
// thread (each worker has its own caches, as a separate process would).
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration, AstroIntegrationLogger, AstroPrerenderer } from 'astro';
import type { Plugin as VitePlugin } from 'vite';
import {
  type RenderFailure,
  type RenderRequest,
  type RenderResponse,
  type WorkerMessage,
  type WorkerSetup,
} from './protocol.ts';
import { importPagesOnce, type ManifestWithPageMap } from './page-modules.ts';
import { isWrittenPage, pageFileMapper, PageWriter, type PageFileOf, type PageFilesConfig } from './page-files.ts';
import { RenderTimings } from './timings.ts';

/**
 * Pages queued per worker before the main thread renders one itself. The main thread also
 * lists, names and writes every page, so it renders only when the worker is well supplied:
 * with 3 the worker sat idle up to 30% of the build waiting for the busy main thread
 * (measurements in docs/performance.md).
 */
const WORKER_QUEUE_DEPTH = 10;

export interface ParallelPrerenderOptions {
  /** Worker threads rendering pages; 0 keeps Astro's main-thread rendering. Default: cores - 1. */
  workers?: number;
  /** Sites with fewer pages than this render on the main thread. Default 1,000. */
  minPages?: number;
  /**
   * Whether the main thread renders pages too (when every worker has enough queued).
   * Default true: one worker plus the main thread uses two cores with one copy of the
   * site's data fewer than two workers (docs/performance.md).
   */
  mainThread?: boolean;
  /** Old-generation heap cap per worker, in MB (keeps the build's peak memory bounded). Default 512. */
  workerHeapMb?: number;
}

/** The parts of Astro's default prerenderer and its BuildApp this integration reads. */
interface DefaultPrerendererLike extends AstroPrerenderer {
  app?: {
    manifest: ManifestWithPageMap;
    getOptions(): {
      allPages: Record<string, { key: string; styles: unknown[] }>;
      settings: { scripts: Array<{ stage: string }>; config: PageFilesConfig };
      logger: { options: { destination: { write(event: unknown): unknown } } };
    };
  };
}

/** PRERENDER_WORKERS, PRERENDER_MAIN_THREAD and PRERENDER_MIN_PAGES override the config. */
export function optionsFromEnv(
  options: ParallelPrerenderOptions,
  env: NodeJS.ProcessEnv = process.env,
  cores: number = availableParallelism(),
): Required<ParallelPrerenderOptions> {
  const number = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number >= 0, got "${raw}"`);
    return value;
  };
  return {
    workers: number('PRERENDER_WORKERS', options.workers ?? Math.max(cores - 1, 1)),
    mainThread: env['PRERENDER_MAIN_THREAD'] ? env['PRERENDER_MAIN_THREAD'] !== '0' : (options.mainThread ?? true),
    minPages: number('PRERENDER_MIN_PAGES', options.minPages ?? 1000),
    workerHeapMb: options.workerHeapMb ?? 512,
  };
}

/** A page to render: its URL, its route, and the file to write it to (null: Astro writes it). */
type RenderTarget = Omit<RenderRequest, 'id'>;

interface PoolWorker {
  worker: Worker;
  inFlight: number;
  ready: boolean;
}

/** What a render resolves to: a response, or (for Astro's incremental cache) a response with its metadata. */
type Rendered = Awaited<ReturnType<AstroPrerenderer['render']>>;

interface Pending {
  worker: PoolWorker;
  resolve: (rendered: Rendered) => void;
  reject: (error: Error) => void;
}

/**
 * The worker's response, its body the bytes the worker transferred. `new Response(bytes)`
 * would copy them, and Astro then copies them again to write the file: at 20,000 pages
 * those copies kept the main thread in full garbage collections (external memory).
 */
export function transferredResponse(message: RenderResponse): Response {
  const { body } = message;
  const response = new Response(null, {
    status: message.status,
    statusText: message.statusText,
    headers: message.headers,
  });
  if (message.written) written.add(response);
  if (!body) return response;
  const bytes = () => Promise.resolve(body);
  return Object.defineProperties(response, {
    body: {
      get: () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(body);
            controller.close();
          },
        }),
    },
    bytes: { value: bytes },
    arrayBuffer: {
      value: () =>
        Promise.resolve(
          body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
            ? body.buffer
            : body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength),
        ),
    },
    text: { value: () => Promise.resolve(new TextDecoder().decode(body)) },
  });
}

/** The request path of a page's pathname under build.format 'file' (what the prerenderer is asked for). */
function requestPath(pathname: string): string {
  if (pathname === '/' || pathname === '') return '/index.html';
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return path.endsWith('/') ? `${path.slice(0, -1)}.html` : `${path}.html`;
}

/** Responses of pages already written to their file (their body is null, so Astro writes nothing). */
const written = new WeakSet<Response>();

function writtenResponse(response: Response): Response {
  const result = new Response(null, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  written.add(result);
  return result;
}

/** Whether the page of this response was written by the thread that rendered it. */
function wasWritten(response: Response): boolean {
  return written.has(response);
}

/** Worker threads rendering pages; a request goes to the worker with the fewest in flight. */
export class PrerenderPool {
  readonly #workers: PoolWorker[] = [];
  readonly #pending = new Map<number, Pending>();
  readonly #ready: Promise<unknown>;
  #nextId = 0;
  #failure: Error | null = null;
  #closed = false;

  constructor(count: number, setup: WorkerSetup, onLog: (event: unknown) => void, heapMb: number) {
    const ready: Promise<void>[] = [];
    for (let i = 0; i < count; i++) {
      const worker = new Worker(new URL('./worker.ts', import.meta.url), {
        workerData: setup,
        resourceLimits: { maxOldGenerationSizeMb: heapMb },
      });
      const entry: PoolWorker = { worker, inFlight: 0, ready: false };
      this.#workers.push(entry);
      ready.push(
        new Promise((resolve, reject) => {
          worker.on('message', (message: WorkerMessage) => {
            if ('ready' in message) {
              entry.ready = true;
              resolve();
            } else if ('log' in message) onLog(message.log);
            else this.#settle(message);
          });
          worker.on('error', (error) => {
            reject(error);
            this.#fail(new Error(`A prerender worker failed: ${error.message}`, { cause: error }));
          });
          worker.on('exit', (code) => {
            const error = new Error(`A prerender worker exited (code ${code}) before the build finished`);
            reject(error);
            if (!this.#closed) this.#fail(error);
          });
        }),
      );
    }
    this.#ready = Promise.all(ready);
  }

  #settle(message: RenderResponse | RenderFailure): void {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    pending.worker.inFlight--;
    if ('error' in message) {
      const error = new Error(message.error.message);
      error.name = message.error.name;
      if (message.error.stack) error.stack = message.error.stack;
      pending.reject(error);
      return;
    }
    const response = transferredResponse(message);
    // Asked with collectMetadata: the page goes back with its metadata, for Astro to record.
    pending.resolve(message.metadata === undefined ? response : { response, metadata: message.metadata as never });
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  /**
   * Renders on the least busy worker that is ready and has fewer than `depth` pages in
   * flight; null when none has, so the caller can render the page itself.
   */
  tryRender(request: RenderTarget, depth: number): Promise<Rendered> | null {
    if (this.#failure) return Promise.reject(this.#failure);
    let worker: PoolWorker | null = null;
    for (const candidate of this.#workers) {
      if (candidate.ready && candidate.inFlight < depth && (!worker || candidate.inFlight < worker.inFlight)) {
        worker = candidate;
      }
    }
    return worker ? this.#send(worker, request) : null;
  }

  async render(request: RenderTarget): Promise<Rendered> {
    await this.#ready;
    if (this.#failure) throw this.#failure;
    const worker = this.#workers.reduce((a, b) => (b.inFlight < a.inFlight ? b : a));
    return this.#send(worker, request);
  }

  #send(worker: PoolWorker, target: RenderTarget): Promise<Rendered> {
    const id = this.#nextId++;
    const message: RenderRequest = { id, ...target };
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { worker, resolve, reject });
      worker.inFlight++;
      worker.worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#workers.map(({ worker }) => worker.terminate()));
  }
}

/**
 * A Vite plugin that notes the file Astro's prerender build writes its entry to
 * (`prerender-entry.<hash>.mjs`), so workers load the very bundle the main thread renders
 * from, whatever else a killed earlier build left in the folder.
 */
export function prerenderEntryPlugin(onEntry: (fileUrl: string) => void): VitePlugin {
  return {
    name: 'dealer-sites:prerender-entry',
    apply: 'build',
    writeBundle(output, bundle) {
      const file = Object.keys(bundle).find((name) => name.startsWith('prerender-entry') && name.endsWith('.mjs'));
      if (file && output.dir) onEntry(pathToFileURL(join(output.dir, file)).href);
    },
  };
}

export function createParallelPrerenderer(
  base: DefaultPrerendererLike,
  options: Required<ParallelPrerenderOptions>,
  logger: AstroIntegrationLogger,
  prerenderEntry: () => string | null,
): AstroPrerenderer {
  let pool: PrerenderPool | null = null;
  let pageFile: PageFileOf | null = null;
  /** Request paths of the pages that returned a cacheKey (Astro's incremental build records only those). */
  const keyed = new Set<string>();
  const pages = new PageWriter();
  /** Astro's rendering on the main thread, the page then written here like a worker's. */
  const renderHere = async (
    request: Request,
    renderOptions: Parameters<AstroPrerenderer['render']>[1],
    file: string,
  ): ReturnType<AstroPrerenderer['render']> => {
    const result = await base.render(request, renderOptions);
    // Astro's default prerenderer answers { response } (with metadata only for the incremental cache).
    const response = result instanceof Response ? result : result.response;
    if (!response.body || !isWrittenPage(response.status)) return result;
    pages.write(file, new Uint8Array(await response.arrayBuffer()));
    return writtenResponse(response);
  };
  /** The main thread renders too, whenever every worker already has `depth` pages queued. */
  const renderShared = async (
    workers: PrerenderPool,
    request: Request,
    renderOptions: Parameters<AstroPrerenderer['render']>[1],
    target: RenderTarget,
  ): ReturnType<AstroPrerenderer['render']> => {
    const queued = workers.tryRender(target, WORKER_QUEUE_DEPTH);
    if (queued) return queued;
    // One turn of the event loop first: the workers' finished pages (and their 'ready') arrive as
    // messages, which a main thread that renders and writes synchronously page after page would never
    // read, so it would end up rendering every page itself.
    await new Promise(setImmediate);
    return (
      workers.tryRender(target, WORKER_QUEUE_DEPTH) ??
      (target.file ? renderHere(request, renderOptions, target.file) : base.render(request, renderOptions))
    );
  };
  const timingsFile = process.env['PRERENDER_TIMINGS_FILE'];
  const timings = timingsFile ? new RenderTimings() : null;
  const renderPage: AstroPrerenderer['render'] = (request, renderOptions) => {
    const { route, component, type } = renderOptions.routeData;
    // Redirects, fallbacks and endpoints are few and cheap: Astro renders them as usual.
    if (!pool || type !== 'page') return base.render(request, renderOptions);
    // A page with a cacheKey goes back to Astro with its metadata (no file here): Astro writes it and
    // records it in its incremental cache (it records only pages it writes). Other pages are written here.
    const collectMetadata =
      renderOptions.collectMetadata === true && keyed.has(decodeURI(new URL(request.url).pathname));
    const file = collectMetadata ? null : (pageFile?.(request.url) ?? null);
    const target: RenderTarget = { url: request.url, route, component, file, collectMetadata };
    const rendering = options.mainThread ? renderShared(pool, request, renderOptions, target) : pool.render(target);
    if (!file) return rendering;
    return rendering.then((response) => {
      // Astro lists a page's file on its route (for astro:build:done) only when it writes the file itself.
      if (wasWritten(response instanceof Response ? response : response.response)) {
        (renderOptions.routeData.distURL ??= []).push(pathToFileURL(file));
      }
      return response;
    });
  };
  return {
    name: 'dealer-sites:parallel-prerender',
    setup: () => base.setup?.() ?? Promise.resolve(),
    async getStaticPaths() {
      const paths = await base.getStaticPaths();
      for (const path of paths) if (path.cacheKey !== undefined) keyed.add(requestPath(path.pathname));
      if (base.app) importPagesOnce(base.app.manifest);
      const buildOptions = base.app?.getOptions();
      // Page-stage scripts need Astro's bundle map, which workers do not get: keep those builds in-process.
      const pageScripts = buildOptions?.settings.scripts.some((script) => script.stage === 'page');
      if (buildOptions && !pageScripts && options.workers > 0 && paths.length >= options.minPages) {
        const entryUrl = prerenderEntry();
        if (!entryUrl) {
          logger.warn(`Astro's prerender entry was not found: the ${paths.length} pages render on the main thread.`);
          return paths;
        }
        const setup: WorkerSetup = {
          entryUrl,
          pageStyles: Object.values(buildOptions.allPages).map((page) => [page.key, page.styles]),
          scripts: buildOptions.settings.scripts,
        };
        const destination = buildOptions.logger.options.destination;
        pool = new PrerenderPool(options.workers, setup, (event) => destination.write(event), options.workerHeapMb);
        pageFile = pageFileMapper(buildOptions.settings.config);
      }
      return paths;
    },
    render(request, renderOptions) {
      const rendering = renderPage(request, renderOptions);
      return timings ? timings.track(renderOptions.routeData.route, rendering) : rendering;
    },
    async teardown() {
      await pool?.close();
      pool = null;
      if (timings && timingsFile) timings.write(timingsFile);
      await base.teardown?.();
    },
  };
}

export default function parallelPrerender(options: ParallelPrerenderOptions = {}): AstroIntegration {
  let entryUrl: string | null = null;
  return {
    name: 'dealer-sites:parallel-prerender',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [prerenderEntryPlugin((url) => (entryUrl = url))] } });
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        const resolved = optionsFromEnv(options);
        if (resolved.workers === 0) return;
        setPrerenderer((base) =>
          createParallelPrerenderer(base as DefaultPrerendererLike, resolved, logger, () => entryUrl),
        );
      },
    },
  };
}
