// One Astro project, one static artefact per tenant: scripts/build.ts runs
// `astro build` once per tenant with SITE_SLUG set; this config points the
// build at that tenant's settings, snapshot and output folder.
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import renderBundle, { renderBundleDir } from './src/integrations/render-bundle/index.ts';
import reactIslands from './src/integrations/react-islands/index.ts';
import parallelPrerender from './src/integrations/parallel-prerender/index.ts';
import keepOutput from './src/integrations/keep-output/index.ts';
import similarFeed, { SIMILAR_FEED_FOLDER } from './src/integrations/similar-feed/index.ts';
import clientIntent from './src/integrations/client-intent/index.ts';
import { unusedHistoryRouter } from './src/integrations/unused-history-router/index.ts';
import seoFiles, { SEO_FILES_OWNED } from './src/integrations/seo-files/index.ts';
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
// "The render path"). Without it: the static build.
const bundle = process.env.RENDER_BUNDLE === '1';
const incremental = !bundle && process.env.INCREMENTAL_BUILD !== '0';

/**
 * Rolldown's INEFFECTIVE_DYNAMIC_IMPORT for two dynamic imports that do split in the browser bundle,
 * so only these two warnings are quiet:
 * - The build-time search module (src/features/search/props.server.ts) imports the embedded engine
 *   statically to render the search pages; the browser's search client imports it on the first
 *   search. In the prerender bundle the dynamic import cannot split: true, and harmless there (the
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
  // Per-tenant cache (content layer, incremental build manifest), kept between nightly runs.
  cacheDir: tenantCacheDir(slug),
  // Incremental builds (docs/operations.md): pages whose getStaticPaths() entry has a cacheKey are
  // not rendered again while the key and their code are unchanged. INCREMENTAL_BUILD=0 turns it off.
  experimental: { incrementalBuild: incremental },
  trailingSlash: 'ignore',
  // React islands render with renderToString (no Suspense streaming is used at
  // build time; web streams cost about a third of each island's render) and
  // without @astrojs/react's render-twice check (src/integrations/react-islands).
  // Pages render in worker threads on every core for sites of 1,000 pages or more
  // (src/integrations/parallel-prerender; PRERENDER_WORKERS=0 turns it off).
  // The output folder is kept between incremental builds (keep-output removes what a build no
  // longer makes); a full build starts from an empty one. The similar-cars feed is written after
  // the pages, outside the page pipeline (src/integrations/similar-feed).
  integrations: [
    reactIslands({ experimentalDisableStreaming: true }),
    // client:intent: islands that hydrate on the shopper's first pointer, touch, focus or click.
    clientIntent(),
    // The pages the tenant's settings turn on (/compare, /my-garage, /reserve...; src/config/optional-routes.ts).
    optionalRoutes(site),
    // The bundle renders pages on request; the files around them are the renderer's.
    ...(bundle
      ? [renderBundle(site)]
      : [
          parallelPrerender(),
          ...(incremental ? [keepOutput({ owned: [SIMILAR_FEED_FOLDER, ...SEO_FILES_OWNED] })] : []),
          // Sitemaps, robots.txt, _redirects, _headers: written after the pages from the data and the pages' heads.
          seoFiles(),
          // Last: its feed is made on a worker while the steps above run (see its index.ts).
          similarFeed(),
        ]),
  ],
  // 'file' writes cars/{slug}.html: no directory per page, which cost about 0.7 ms a page
  // (the static server and CDNs serve /cars/{slug} from it).
  // concurrency 16: pages render while earlier ones are written (a page's mkdir/open/write/close
  // left the main thread idle ~20% of the build at concurrency 1), and the prerender worker
  // always has its 10 pages queued while the main thread renders its own share.
  build: { format: 'file', inlineStylesheets: 'auto', concurrency: 16 },
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
    build: { emptyOutDir: !incremental },
    // The browser bundle leaves out InstantSearch's default router, which no page uses (see its index.ts).
    plugins: [quietSplittingDynamicImports, unusedHistoryRouter()],
    define: {
      'import.meta.env.SITE_SLUG': JSON.stringify(slug),
      'import.meta.env.RENDER_BUNDLE': JSON.stringify(bundle),
    },
  },
});
