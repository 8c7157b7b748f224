// One Astro project, one static artefact per tenant. `npm run build` builds each tenant through the
// render path (scripts/render/tenant.ts): `astro build` with RENDER_BUNDLE=1 and SITE_SLUG makes
// the tenant's server bundle, which the renderer asks for the pages. Without RENDER_BUNDLE this
// config serves `astro dev` and `astro check`.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import renderBundle, { renderBundleDir } from './src/integrations/render-bundle/index.ts';
import reactIslands from './src/integrations/react-islands/index.ts';
import similarFeedDevRoute from './src/integrations/similar-feed/index.ts';
import clientIntent from './src/integrations/client-intent/index.ts';
import { unusedHistoryRouter } from './src/integrations/unused-history-router/index.ts';
import optionalRoutes from './src/integrations/optional-routes/index.ts';
import { loadSiteConfig } from './src/config/load.ts';
import { tenantCacheDir, tenantOutDir } from './src/config/out-dir.ts';
import { srcAlias } from './src/config/alias.ts';
import { CONFIG_REDIRECTS } from './src/config/redirects.ts';
import { apiBaseUrl } from './src/site.ts';
import { CSP_SCRIPT_RESOURCES, CSP_STYLE_RESOURCES, cspDirectives } from './src/features/seo/csp.ts';

const slug = process.env.SITE_SLUG;
if (!slug) {
  throw new Error(
    'SITE_SLUG is not set. Build with `npm run build -- --site <slug>` or run `npm run dev -- --site <slug>`.',
  );
}
const site = loadSiteConfig(slug);
// RENDER_BUNDLE=1: the tenant's code as a server bundle (@astrojs/node, middleware mode) that
// scripts/render renders pages with, reading the prepared data at render time (docs/operations.md,
// "The render path").
const bundle = process.env.RENDER_BUNDLE === '1';

/** A static `astro build` would skip the renderer's files (sitemaps, feeds, checkout links): refused. */
const buildsThroughRenderPath = {
  name: 'dealer-sites:builds-through-render-path',
  hooks: {
    'astro:config:setup': ({ command }) => {
      if (command === 'build') {
        throw new Error('Build tenants with `npm run build [-- --site <slug>]` (the render path), not `astro build`.');
      }
    },
  },
};

/**
 * Rolldown's INEFFECTIVE_DYNAMIC_IMPORT for two dynamic imports that do split in the browser bundle,
 * so only these two warnings are quiet:
 * - The build-time search module (src/features/search/props.server.ts) imports the embedded engine
 *   statically to render the search pages; the browser's search client imports it on the first
 *   search. In the render bundle the dynamic import cannot split: true, and harmless there (the
 *   browser bundle still splits, bench:js checks it).
 * - src/features/leads/page.ts imports the lead outbox only when leads are kept from an earlier
 *   page. The lead forms import it statically, but they are lazy chunks themselves: the vehicle
 *   page's actions island loads neither until a form opens, so the outbox chunk with the API
 *   client (about 10 KB gzip) stays off the vehicle page's first load
 *   (tests/e2e/lead-outbox-chunk.e2e.ts checks it).
 */
const quietSplittingDynamicImports = {
  name: 'dealer-sites:quiet-splitting-dynamic-imports',
  onLog(_level, log) {
    if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') return;
    if (log.message.includes('statically imported by src/features/search/props.server.ts')) return false;
    if (log.message.includes('src/features/leads/outbox.ts is dynamically imported by src/features/leads/page.ts')) {
      return false;
    }
  },
};

export default defineConfig({
  output: bundle ? 'server' : 'static',
  ...(bundle ? { adapter: node({ mode: 'middleware' }) } : {}),
  site: site.site_url,
  outDir: bundle ? renderBundleDir(slug) : tenantOutDir(slug),
  // Per-tenant cache (the content layer), kept between builds.
  cacheDir: tenantCacheDir(slug),
  trailingSlash: 'ignore',
  // React islands render with renderToString (no Suspense streaming is used when pages are
  // rendered for files; web streams cost about a third of each island's render) and without
  // @astrojs/react's render-twice check (src/integrations/react-islands).
  integrations: [
    reactIslands({ experimentalDisableStreaming: true }),
    // client:intent: islands that hydrate on the shopper's first pointer, touch, focus or click.
    clientIntent(),
    // The pages the tenant's settings turn on (/compare, /my-garage, /reserve...; src/config/optional-routes.ts).
    optionalRoutes(site),
    // The bundle renders pages on request; the files around them are the renderer's.
    ...(bundle ? [renderBundle(site)] : [buildsThroughRenderPath, similarFeedDevRoute()]),
  ],
  // 'file': a page's address is /cars/{slug}, written as cars/{slug}.html (the static server and
  // CDNs serve /cars/{slug} from it).
  build: { format: 'file', inlineStylesheets: 'auto' },
  // Older addresses of the dealership locator (SPEC.md §2 /dealer-locator, /find-my-dealer).
  redirects: { ...CONFIG_REDIRECTS },
  // Content-Security-Policy in every page as a <meta> with the hashes of Astro's inline scripts
  // (src/features/seo/csp.ts); the same policy goes into _headers (src/integrations/seo-files).
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: cspDirectives({
        apiBaseUrl,
        searchHost: site.search.meilisearch?.host,
        tileUrl: site.maps.tile_url,
      }),
      scriptDirective: { resources: CSP_SCRIPT_RESOURCES },
      styleDirective: { resources: CSP_STYLE_RESOURCES },
    },
  },
  // No Markdown code blocks are rendered; Shiki's inline styles would need style-src hashes.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  prefetch: false,
  vite: {
    resolve: { alias: [srcAlias] },
    // The browser bundle leaves out InstantSearch's default router, which no page uses (see its index.ts).
    plugins: [quietSplittingDynamicImports, unusedHistoryRouter()],
    define: {
      'import.meta.env.SITE_SLUG': JSON.stringify(slug),
      'import.meta.env.RENDER_BUNDLE': JSON.stringify(bundle),
    },
  },
});
