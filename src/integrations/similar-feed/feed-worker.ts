// The similar-cars feed of the tenant being rendered (SITE_SLUG, BUILD_TIME: a worker thread shares
// the renderer's environment), made and written on its own thread while the renderer writes the
// SEO files on its main thread (scripts/render/render.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { FeedWrite } from './write.ts';

export interface FeedWorkerData {
  slug: string;
  outDir: string;
  sidecar: string | undefined;
}

export type FeedWorkerMessage = { ok: FeedWrite } | { error: string };

const { slug, outDir, sidecar } = workerData as FeedWorkerData;
try {
  // Loaded here: write.ts reads the tenant's settings and prepared data on import.
  const { tenantFeeds, writeFeeds } = await import('./write.ts');
  parentPort?.postMessage({ ok: writeFeeds(outDir, tenantFeeds(slug), sidecar) } satisfies FeedWorkerMessage);
} catch (error) {
  parentPort?.postMessage({
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies FeedWorkerMessage);
}
