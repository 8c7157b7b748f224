/**
 * The search worker's logic, independent of the Worker global so Node tests
 * can drive it: load the index once, then answer searches in order.
 */

import type { EmbeddedEngine } from './engine.ts';
import { loadEngine, type FetchLike } from './load.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';

/** A function handling one incoming message. */
export type WorkerHandler = (message: WorkerRequest) => Promise<void>;

/** Creates the handler; `post` sends a response back to the main thread. */
export function createWorkerHandler(post: (message: WorkerResponse) => void, fetchImpl?: FetchLike): WorkerHandler {
  let now = Date.now();
  let engine: Promise<EmbeddedEngine> | null = null;
  return async (message) => {
    if (message.type === 'load') {
      engine = loadEngine(message.indexUrl, { now: () => new Date(now) }, fetchImpl);
      try {
        post({ type: 'ready', count: (await engine).count });
      } catch (error) {
        post({ type: 'error', id: null, message: (error as Error).message });
      }
      return;
    }
    try {
      if (!engine) throw new Error('Search index not loaded');
      const e = await engine;
      now = message.now;
      if (message.type === 'search')
        post({ type: 'search', id: message.id, results: e.search(message.requests).results });
      else post({ type: 'facet-values', id: message.id, results: e.searchForFacetValues(message.requests) });
    } catch (error) {
      post({ type: 'error', id: message.id, message: (error as Error).message });
    }
  };
}
