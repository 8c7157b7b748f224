/**
 * InstantSearch search clients of the embedded backend.
 *
 * - {@link createEmbeddedClient}: what the search page uses. The index is
 *   fetched, decoded and searched in a Web Worker, so the main thread only
 *   posts requests and receives results (matched by request id). Without
 *   Worker support, or when the worker script fails to start, the same
 *   engine runs in process.
 * - {@link engineClient}: the in-process client (Node tests, fallback).
 *
 * Nothing here reads `window`, `document` or `location` when imported; the
 * worker is started on the first search.
 */

import type { EmbeddedEngine } from './engine.ts';
import type { FetchLike } from './load.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import type { FacetValuesResult, SearchClientLike, SearchRequest, SearchResponses } from '../types.ts';

/** The parts of a Worker this module uses. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: { data: WorkerResponse }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  terminate(): void;
}

/** Options of {@link createEmbeddedClient}. */
export interface EmbeddedClientOptions {
  /** URL of the index JSON (absolute, or relative to the page). */
  indexUrl: string;
  /** URL of the bundled worker script; default: worker.ts bundled next to this module. */
  workerUrl?: string | URL | undefined;
  /** false: always search on the main thread. Default: use a worker when the platform has one. */
  worker?: boolean | undefined;
  /** The visitor's clock (tests pin it). */
  now?: (() => Date) | undefined;
  /** fetch for the in-process path (tests). */
  fetch?: FetchLike | undefined;
  /** Worker factory (tests). Default: `new Worker(workerUrl, { type: 'module' })`. */
  spawnWorker?: (() => WorkerLike) | undefined;
}

/** An in-process InstantSearch client over an engine (or a promise of one). */
export function engineClient(engine: EmbeddedEngine | Promise<EmbeddedEngine>): SearchClientLike {
  const ready = Promise.resolve(engine);
  return {
    search: async (requests: readonly SearchRequest[]): Promise<SearchResponses> => (await ready).search(requests),
    searchForFacetValues: async (requests: readonly SearchRequest[]): Promise<FacetValuesResult[]> =>
      (await ready).searchForFacetValues(requests),
    clearCache: () => {},
  };
}

function absoluteUrl(url: string): string {
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  try {
    return base ? new URL(url, base).href : url;
  } catch {
    return url;
  }
}

function defaultSpawn(workerUrl: string | URL | undefined): WorkerLike {
  // `new Worker(new URL('./worker.ts', import.meta.url), ...)` is written out literally:
  // that is the form Vite recognises to bundle the worker entry.
  if (workerUrl !== undefined) return new Worker(workerUrl, { type: 'module' }) as unknown as WorkerLike;
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;
}

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

/** A client whose engine lives in a worker. */
function workerClient(options: EmbeddedClientOptions, fallback: () => SearchClientLike): SearchClientLike {
  const clock = options.now ?? (() => new Date());
  let worker: WorkerLike | null = null;
  // Set when the worker cannot run; searches then go to the in-process fallback.
  const state: { failed: SearchClientLike | null } = { failed: null };
  const failedClient = (): SearchClientLike | null => state.failed;
  let loadError: Error | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error): void => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  const start = (): WorkerLike | null => {
    if (worker || state.failed) return worker;
    try {
      worker = (options.spawnWorker ?? (() => defaultSpawn(options.workerUrl)))();
    } catch {
      state.failed = fallback();
      return null;
    }
    worker.onmessage = ({ data }) => {
      if (data.type === 'ready') return;
      if (data.type === 'error') {
        if (data.id === null) {
          loadError = new Error(data.message);
          failAll(loadError);
          return;
        }
        pending.get(data.id)?.reject(new Error(data.message));
        pending.delete(data.id);
        return;
      }
      pending.get(data.id)?.resolve(data.results as never);
      pending.delete(data.id);
    };
    worker.onerror = () => {
      // The worker script could not run (blocked, unsupported): search in process instead.
      worker?.terminate();
      worker = null;
      state.failed = fallback();
      failAll(new Error('Search worker failed'));
    };
    worker.postMessage({ type: 'load', indexUrl: absoluteUrl(options.indexUrl) });
    return worker;
  };

  const ask = <T>(type: 'search' | 'facet-values', requests: readonly SearchRequest[]): Promise<T> => {
    const w = start();
    if (!w) return Promise.reject(new Error('Search worker unavailable'));
    if (loadError) return Promise.reject(loadError);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      w.postMessage({ type, id, now: clock().getTime(), requests: [...requests] });
    });
  };

  return {
    search: async (requests) => {
      if (state.failed || !start()) return (state.failed ?? fallback()).search(requests);
      try {
        return { results: await ask('search', requests) };
      } catch (error) {
        const f = failedClient();
        if (f) return f.search(requests);
        throw error;
      }
    },
    searchForFacetValues: async (requests) => {
      if (state.failed || !start()) return (state.failed ?? fallback()).searchForFacetValues(requests);
      try {
        return await ask<FacetValuesResult[]>('facet-values', requests);
      } catch (error) {
        const f = failedClient();
        if (f) return f.searchForFacetValues(requests);
        throw error;
      }
    },
    clearCache: () => {},
  };
}

/**
 * The embedded backend's InstantSearch client: worker-backed where the
 * platform has Web Workers (and `worker` is not false), else in process.
 */
export function createEmbeddedClient(options: EmbeddedClientOptions): SearchClientLike {
  let inProcess: SearchClientLike | null = null;
  const fallback = (): SearchClientLike => {
    // The engine is only downloaded when the page has to search on the main thread.
    inProcess ??= engineClient(
      import('./load.ts').then(({ loadEngine }) =>
        loadEngine(absoluteUrl(options.indexUrl), { now: options.now }, options.fetch),
      ),
    );
    return inProcess;
  };
  const canUseWorker =
    options.worker !== false &&
    (options.spawnWorker !== undefined || typeof (globalThis as { Worker?: unknown }).Worker === 'function');
  if (!canUseWorker) {
    return {
      search: (requests) => fallback().search(requests),
      searchForFacetValues: (requests) => fallback().searchForFacetValues(requests),
      clearCache: () => {},
    };
  }
  return workerClient(options, fallback);
}
