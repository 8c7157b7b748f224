// Files for search engines, hosts and marketplaces, written into the built tenant after its pages:
// the sitemap index and its sitemaps, robots.txt, and the hosts' _redirects and _headers
// (security headers and CSP), and the Google and Meta inventory feeds under feeds/. They cover every page or car, so they
// are made once per build from the data and the pages' heads, not as pages (a page per file would
// have to be rendered again whenever any car changed), and are rewritten only when their bytes
// change. Which files the last build wrote is kept beside Astro's cache, so a file a build no
// longer makes (a sitemap part) goes.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Top-level output files and folders this integration owns (keep-output leaves them alone). */
export const SEO_FILES_OWNED = [
  'robots.txt',
  'sitemap-index.xml',
  'sitemap-*',
  '_redirects',
  '_headers',
  'feeds/',
] as const;

const SIDECAR = 'seo-files-written.json';

function readPrevious(path: string | undefined): string[] {
  if (!path) return [];
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as string[];
  } catch {
    return [];
  }
}

export default function seoFiles(): AstroIntegration {
  let cacheDir: string | undefined;
  /** Astro's configured redirects (the locator's old addresses): not in the build's page list. */
  let configRedirects: Array<{ from: string; to: string }> = [];
  return {
    name: 'dealer-sites:seo-files',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
        configRedirects = Object.entries(config.redirects).map(([from, to]) => ({
          from,
          to: typeof to === 'string' ? to : to.destination,
        }));
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const started = performance.now();
        // Loaded here, not with the config: it reads the tenant's prepared data.
        const { seoFilesOf } = await import('./build.ts');
        const outDir = fileURLToPath(dir);
        const paths = pages.map((p) => p.pathname);
        const files = seoFilesOf(outDir, paths, configRedirects);
        const sidecar = cacheDir ? join(cacheDir, SIDECAR) : undefined;
        const { writeFilesIfChanged } = await import('./write.ts');
        const result = writeFilesIfChanged(outDir, files, readPrevious(sidecar));
        if (sidecar) {
          mkdirSync(dirname(sidecar), { recursive: true });
          writeFileSync(sidecar, JSON.stringify([...files.keys()]));
        }
        logger.info(
          `SEO files: ${result.written.length} written, ${result.unchanged} unchanged, ${result.removed.length} removed in ${Math.round(performance.now() - started)} ms.`,
        );
      },
    },
  };
}
