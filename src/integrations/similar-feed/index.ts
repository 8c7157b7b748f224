// The similar-cars feed (src/features/vehicle/body/similar-feed.ts): thousands of small files that
// are not pages, written from the data by the renderer after the pages (scripts/render/render.ts,
// on a thread of its own: ./feed-worker.ts). In `astro dev` this route serves the same files from
// the data store.
import type { AstroIntegration } from 'astro';
import { SIMILAR_FEED_DIR } from '../../features/vehicle/body/similar-feed.ts';

export default function similarFeedDevRoute(): AstroIntegration {
  return {
    name: 'dealer-sites:similar-feed',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command === 'dev') {
          injectRoute({
            pattern: `/${SIMILAR_FEED_DIR}/[id].json`,
            entrypoint: new URL('./dev-route.ts', import.meta.url),
          });
        }
      },
    },
  };
}
