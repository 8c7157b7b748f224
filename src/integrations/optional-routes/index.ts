// Pages a tenant has only with their feature on (src/config/optional-routes.ts): injected with
// Astro's `injectRoute` when the tenant's settings turn them on, as Starlight injects its routes,
// instead of page files in src/pages whose getStaticPaths returns nothing. An injected page is a
// page like any other: in the render bundle, and listed by the renderer for rendering and the
// sitemaps (scripts/render/render.ts reads the same list).
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../../config/site-schema.ts';
import { optionalRoutes } from '../../config/optional-routes.ts';

/** The page files (src/routes/). */
const ROUTES_DIR = new URL('../../routes/', import.meta.url);

/** What `injectRoute` gets for the tenant's optional pages. */
export function injectedRoutes(site: SiteConfig): Array<{ pattern: string; entrypoint: URL }> {
  return optionalRoutes(site).map((route) => ({ pattern: route.pattern, entrypoint: new URL(route.file, ROUTES_DIR) }));
}

export default function optionalRoutesIntegration(site: SiteConfig): AstroIntegration {
  return {
    name: 'dealer-sites:optional-routes',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        for (const route of injectedRoutes(site)) injectRoute(route);
      },
    },
  };
}
