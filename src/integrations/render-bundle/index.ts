// The render bundle (RENDER_BUNDLE=1, astro.config.mjs): the tenant's pages built once per code
// fingerprint as a server bundle with @astrojs/node in middleware mode. scripts/render asks its
// handler for pages by URL and writes them; the data is read when a page renders, so a new
// snapshot needs no new bundle. Each dynamic page lists its own URLs and keys when asked
// (src/core/static-props.ts); this integration only makes every root param page reachable.
import { readdirSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../../config/site-schema.ts';

/** Where a tenant's bundle is built: RENDER_ROOT (default .render) + slug + bundle. */
export function renderBundleDir(slug: string, env: NodeJS.ProcessEnv = process.env): string {
  return `${env['RENDER_ROOT'] ?? '.render'}/${slug}/bundle`;
}

const PAGES_DIR = new URL('../../pages/', import.meta.url);

/**
 * The pages at the top level whose whole address is one param (`[content].astro`, `[offers].astro`
 * ...): on request, a router takes the first of them for every such address, while the static
 * build asks each one's getStaticPaths. Each is reachable under its own prefix too (ROOT_ROUTE_PREFIX),
 * where ./middleware.ts sends a request that names it.
 */
export function rootParamPages(files: readonly string[] = readdirSync(PAGES_DIR)): string[] {
  // (Read from the folder: this runs in astro.config.mjs, where Vite's import.meta.glob does not.)
  return files.filter((file) => /^\[[^.\]]+\]\.astro$/.test(file)).map((file) => file.slice(1, -'].astro'.length));
}

/** Where a root param page is reachable by name: /_render/route/<param>/[<param>]. */
export const ROOT_ROUTE_PREFIX = '/_render/route/';

/** The header a render request names its root param page with. */
export const ROUTE_HEADER = 'x-render-route';

export default function renderBundle(_site: SiteConfig): AstroIntegration {
  return {
    name: 'dealer-sites:render-bundle',
    hooks: {
      'astro:config:setup': ({ injectRoute, addMiddleware }) => {
        for (const param of rootParamPages()) {
          injectRoute({
            pattern: `${ROOT_ROUTE_PREFIX}${param}/[${param}]`,
            entrypoint: new URL(`[${param}].astro`, PAGES_DIR),
            prerender: false,
          });
        }
        addMiddleware({ entrypoint: new URL('./middleware.ts', import.meta.url), order: 'pre' });
      },
    },
  };
}
