/**
 * Messages between the search page (main thread) and the search worker.
 * Every search carries the main thread's clock, so the worker applies the
 * sold window with the visitor's time.
 */

import type { FacetValuesResult, SearchRequest, SearchResult } from '../types.ts';

/** Main thread -> worker. */
export type WorkerRequest =
  | { type: 'load'; indexUrl: string }
  | { type: 'search'; id: number; now: number; requests: SearchRequest[] }
  | { type: 'facet-values'; id: number; now: number; requests: SearchRequest[] };

/** Worker -> main thread. `id` null: the index failed to load. */
export type WorkerResponse =
  | { type: 'ready'; count: number }
  | { type: 'search'; id: number; results: SearchResult[] }
  | { type: 'facet-values'; id: number; results: FacetValuesResult[] }
  | { type: 'error'; id: number | null; message: string };
