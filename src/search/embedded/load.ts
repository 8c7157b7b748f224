/**
 * Loading the embedded index: fetch the static JSON, decode, build the engine.
 * Used by the worker and by the in-process fallback.
 */

import { createEngine, type EmbeddedEngine, type EngineOptions } from './engine.ts';
import { decodePayload, type EmbeddedIndexPayload } from './payload.ts';

/** The fetch this module needs (the global fetch, or a stand-in in tests). */
export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** The engine of a payload. */
export function engineFromPayload(payload: EmbeddedIndexPayload, options: EngineOptions = {}): EmbeddedEngine {
  return createEngine(decodePayload(payload), payload.tenant, options);
}

/** Fetches and parses the index JSON; rejects with a readable error on HTTP failure. */
export async function fetchPayload(
  indexUrl: string,
  fetchImpl: FetchLike = globalThis.fetch,
): Promise<EmbeddedIndexPayload> {
  const response = await fetchImpl(indexUrl);
  if (!response.ok) throw new Error(`Search index ${indexUrl}: HTTP ${response.status}`);
  return (await response.json()) as EmbeddedIndexPayload;
}

/** Fetches the index and builds its engine. */
export async function loadEngine(
  indexUrl: string,
  options: EngineOptions = {},
  fetchImpl?: FetchLike,
): Promise<EmbeddedEngine> {
  return engineFromPayload(await fetchPayload(indexUrl, fetchImpl), options);
}
