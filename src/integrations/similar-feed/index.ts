// The similar-cars feed (src/features/vehicle/body/similar-feed.ts): written into the output
// folder after the pages, outside the page pipeline (thousands of small files that are not
// pages; as pages they cost the full build about a fifth of its time, docs/performance.md). In
// `astro dev` a route serves the same files from the data store.
//
// It is made on a worker thread that starts when the pages are done (astro:build:generated, after
// the prerender workers have stopped, so the build's peak memory is not raised) and is awaited in
// astro:build:done. List this integration after the others: their build:done steps (keep-output,
// the SEO files) then run on the main thread while the feed is made on the second core.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration } from 'astro';
import { SIMILAR_FEED_DIR } from '../../features/vehicle/body/similar-feed.ts';
import type { FeedWorkerData, FeedWorkerMessage } from './feed-worker.ts';
import type { FeedWrite } from './write.ts';

/** The output folder this integration owns (keep-output leaves it alone). */
export const SIMILAR_FEED_FOLDER = `${SIMILAR_FEED_DIR}/`;

/** Beside Astro's own cache: what the last build wrote (./write.ts). */
const SIDECAR = 'similar-feed-written.json';

/** Runs ./feed-worker.ts; resolves with what it wrote, rejects with its error. */
function writeFeedsOnWorker(data: FeedWorkerData): Promise<FeedWrite> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./feed-worker.ts', import.meta.url), { workerData: data });
    let settled = false;
    worker.once('message', (message: FeedWorkerMessage) => {
      settled = true;
      if ('ok' in message) resolve(message.ok);
      else reject(new Error(`Similar-cars feed failed: ${message.error}`));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`Similar-cars feed worker exited with code ${code} before it finished.`));
    });
  });
}

export default function similarFeed(): AstroIntegration {
  let cacheDir: string | undefined;
  let feed: { started: number; done: Promise<FeedWrite> } | undefined;
  return {
    name: 'dealer-sites:similar-feed',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command === 'dev') {
          injectRoute({
            pattern: `/${SIMILAR_FEED_DIR}/[id].json`,
            entrypoint: new URL('./dev-route.ts', import.meta.url),
          });
        }
      },
      'astro:build:generated': ({ dir }) => {
        const done = writeFeedsOnWorker({
          slug: process.env['SITE_SLUG'] ?? '',
          outDir: fileURLToPath(dir),
          sidecar: cacheDir ? join(cacheDir, SIDECAR) : undefined,
        });
        // Awaited in astro:build:done; a failure before then is not an unhandled rejection.
        done.catch(() => {});
        feed = { started: performance.now(), done };
      },
      'astro:build:done': async ({ logger }) => {
        if (!feed) throw new Error('Similar-cars feed: astro:build:generated did not run.');
        const { written, unchanged, removed } = await feed.done;
        logger.info(
          `Similar-cars feed: ${written} written, ${unchanged} unchanged, ${removed} removed in ${Math.round(performance.now() - feed.started)} ms.`,
        );
        feed = undefined;
      },
    },
  };
}
