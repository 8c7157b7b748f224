// Pages written by the thread that rendered them. Astro's build writes each
// page on the main thread with fs/promises (mkdir, open, write, close: four
// trips through libuv's thread pool and their promises), after copying the
// bytes a worker sent. At 20,000 pages that was about a sixth of the main
// thread's time (docs/performance.md), while the main thread is also the one
// that lists, names and dispatches every page. So this prerenderer writes a
// page where it was rendered, with one synchronous write, and hands Astro a
// response without a body, which Astro counts as a page and does not write
// again (astro/dist/core/build/generate.js: `if (!response.body) return null`).
//
// Only where the file's path is plain to see: build.format 'file' and base '/'
// make a page's request path its path under outDir (/cars/abc.html,
// /index.html). Redirects, endpoints, other formats and pages that clash with a
// file in public/ are left to Astro.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The slice of Astro's config that decides where a page goes. */
export interface PageFilesConfig {
  outDir: URL;
  publicDir: URL;
  base: string;
  build: { format: string };
}

/** Maps a page's request URL to its file, or null where Astro should write it itself. */
export type PageFileOf = (requestUrl: string) => string | null;

/** Files in public/ (relative, '/'-separated): Astro skips a page that would overwrite one. */
function publicFiles(publicDir: URL): Set<string> {
  try {
    const dir = fileURLToPath(publicDir);
    return new Set(readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(sep).join('/')));
  } catch {
    return new Set();
  }
}

export function pageFileMapper(config: PageFilesConfig): PageFileOf | null {
  if (config.build.format !== 'file' || config.base !== '/') return null;
  const outDir = fileURLToPath(config.outDir);
  const inPublic = publicFiles(config.publicDir);
  return (requestUrl) => {
    const pathname = new URL(requestUrl).pathname;
    if (!pathname.endsWith('.html')) return null;
    const relative = decodeURI(pathname).slice(1);
    if (relative === '' || relative.includes('..') || inPublic.has(relative)) return null;
    return join(outDir, relative);
  };
}

/** Writes pages synchronously, making each folder once. */
export class PageWriter {
  readonly #folders = new Set<string>();

  write(file: string, body: Uint8Array): void {
    const folder = dirname(file);
    if (!this.#folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.#folders.add(folder);
    }
    writeFileSync(file, body);
  }
}

/** Whether a response with a body is a page to write as it is (Astro makes its own page of a redirect). */
export function isWrittenPage(status: number): boolean {
  return status < 300 || status >= 400;
}
