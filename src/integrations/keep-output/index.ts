// Incremental builds keep the output folder (astro.config.mjs: vite.build.emptyOutDir false), so
// that pages Astro's incremental build skips are left where they are instead of being copied back
// from its cache into an emptied folder. What the folder must then lose is what this build no
// longer makes: the pages of removed cars, hashed bundles of older code, files dropped from
// public/. After the build, a file stays when this build wrote it (modified since the build
// started) or when it is a page this build listed (Astro's `assets`: every route's files,
// skipped pages included); everything else is removed, then empty folders.
import { existsSync, readdirSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Files under `dir` (relative, '/'-separated) that neither this build wrote nor lists as its pages,
 * outside what `owned` names: top-level folders ('similar/'), files ('robots.txt') or file name
 * prefixes ('sitemap-*'); another step of the build keeps those up to date.
 */
function ownedFile(path: string, owned: readonly string[]): boolean {
  return owned.some((name) => (name.endsWith('*') ? path.startsWith(name.slice(0, -1)) : name === path));
}

export function staleFiles(
  dir: string,
  startedMs: number,
  listed: ReadonlySet<string>,
  owned: readonly string[] = [],
): string[] {
  const stale: string[] = [];
  const walk = (folder: string, prefix: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = `${prefix}${entry.name}`;
      if (entry.isDirectory()) {
        // Not even listed: at 20,000 cars the feed is 20,000 files.
        if (!owned.includes(`${path}/`)) walk(join(folder, entry.name), `${path}/`);
        continue;
      }
      if (!entry.isFile() && !entry.isSymbolicLink()) continue;
      if (listed.has(path) || ownedFile(path, owned)) continue;
      if (statSync(join(folder, entry.name)).mtimeMs >= startedMs) continue;
      stale.push(path);
    }
  };
  walk(dir, '');
  return stale.sort();
}

/**
 * Removes the folders under `dir` that removing `removed` (relative file paths) left empty, deepest
 * first; `dir` itself stays. Only those: the output has a folder per car (its checkout link), and
 * reading all of them every build cost about a second at 20,000 cars.
 */
export function removeEmptyFolders(dir: string, removed: readonly string[]): void {
  const folders = new Set<string>();
  for (const path of removed) {
    const parts = path.split('/').slice(0, -1);
    for (let depth = parts.length; depth > 0; depth--) folders.add(parts.slice(0, depth).join('/'));
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const folder of deepestFirst) {
    const path = join(dir, folder);
    if (existsSync(path) && readdirSync(path).length === 0) rmdirSync(path);
  }
}

/**
 * File timestamps come from the kernel's coarse clock, which may trail Date.now() by a tick:
 * a file written in the build's first milliseconds must not look older than the build.
 */
const CLOCK_MARGIN_MS = 50;

export interface KeepOutputOptions {
  /** Output folders ('similar/') and files ('robots.txt', 'sitemap-*') that another step of the build writes and prunes itself. */
  owned?: readonly string[];
}

export default function keepOutput(options: KeepOutputOptions = {}): AstroIntegration {
  let startedMs = 0;
  return {
    name: 'dealer-sites:keep-output',
    hooks: {
      'astro:build:start': () => {
        startedMs = Date.now() - CLOCK_MARGIN_MS;
      },
      'astro:build:done': ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        const listed = new Set<string>();
        for (const urls of assets.values()) {
          for (const url of urls) listed.add(relative(root, fileURLToPath(url)).split(sep).join('/'));
        }
        const stale = staleFiles(root, startedMs, listed, options.owned);
        for (const path of stale) rmSync(join(root, path), { force: true });
        removeEmptyFolders(root, stale);
        if (stale.length > 0) logger.info(`Removed ${stale.length} file(s) this build no longer makes.`);
      },
    },
  };
}
