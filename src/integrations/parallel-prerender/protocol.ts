// Messages between the build's main thread and its prerender workers
// (./index.ts, ./worker.ts). Everything here crosses a worker boundary by
// structured clone, so it is plain data only.

/** What a worker needs to render pages the way Astro's main thread would. */
export interface WorkerSetup {
  /** file: URL of Astro's prerender entry (`<outDir>/.prerender/prerender-entry.*.mjs`). */
  entryUrl: string;
  /** Per page (`PageBuildData.key`), its stylesheets, as Astro's build internals hold them. */
  pageStyles: Array<[key: string, styles: unknown[]]>;
  /** The scripts integrations injected (`settings.scripts`). */
  scripts: unknown[];
}

export interface RenderRequest {
  id: number;
  url: string;
  /** RouteData `route` + `component`: the worker finds the same route in its own manifest. */
  route: string;
  component: string;
  /** Where to write the page (./page-files.ts); null: send its bytes back for Astro to write. */
  file: string | null;
  /**
   * Whether Astro's incremental build wants the page's render metadata: its bytes then go back
   * to Astro, which writes the page and records it in its incremental cache.
   */
  collectMetadata: boolean;
}

export interface RenderResponse {
  id: number;
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  /** The page's bytes; null when the worker wrote them to the request's file, or there were none. */
  body: Uint8Array | null;
  /** Whether the worker wrote the page to the request's file. */
  written: boolean;
  /** Astro's render metadata (`renderForPrerender` from astro/app), when the request asked for it. */
  metadata?: unknown;
}

export interface RenderFailure {
  id: number;
  error: { name: string; message: string; stack?: string | undefined };
}

/** A log line from Astro's logger in the worker, written by the main thread's destination. */
export interface WorkerLog {
  log: unknown;
}

export type WorkerMessage = RenderResponse | RenderFailure | WorkerLog | { ready: true };

export function routeKey(route: string, component: string): string {
  return `${route}\u0000${component}`;
}
