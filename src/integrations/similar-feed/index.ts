// The similar-cars feed (src/features/vehicle/body/similar-feed.ts): written into the output
// folder when the build is done, outside the page pipeline (thousands of small files that are not
// pages; as pages they cost the full build about a fifth of its time, docs/performance.md). In
// `astro dev` a route serves the same files from the data store.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SIMILAR_FEED_DIR } from '../../features/vehicle/body/similar-feed.ts';

/** The output folder this integration owns (keep-output leaves it alone). */
export const SIMILAR_FEED_FOLDER = `${SIMILAR_FEED_DIR}/`;

/** Beside Astro's own cache: what the last build wrote (./write.ts). */
const SIDECAR = 'similar-feed-written.json';

export default function similarFeed(): AstroIntegration {
  let cacheDir: string | undefined;
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
      'astro:build:done': async ({ dir, logger }) => {
        const slug = process.env['SITE_SLUG'] ?? '';
        const started = performance.now();
        // Loaded here, not with the config: it reads the tenant's prepared data.
        const { tenantFeeds, writeFeeds } = await import('./write.ts');
        const feeds = tenantFeeds(slug);
        const sidecar = cacheDir ? join(cacheDir, SIDECAR) : undefined;
        const { written, unchanged, removed } = writeFeeds(fileURLToPath(dir), feeds, sidecar);
        logger.info(
          `Similar-cars feed: ${written} written, ${unchanged} unchanged, ${removed} removed in ${Math.round(performance.now() - started)} ms.`,
        );
      },
    },
  };
}
