// npm run compare-builds -- <before-dist> <after-dist> [--max-files 20]
// Compares every file of two build outputs (e.g. a copy of dist/ from main and dist/ after a
// refactor) and exits 1 on any difference. What a build may change without changing behaviour is
// ignored: the content hash in asset names (`_astro/SearchIsland.Ck2Khk1i.js`), the island ids
// (`<astro-island uid="...">`, its component-url and renderer-url) and the scoped-style ids
// (`data-astro-cid-xxxxxxxx`, hashed from the component's file path). Assets under `_astro/` are
// matched by content, since a hash-only rename is no change. Each differing file is printed with a
// short diff of its first differing part. Build both with the same BUILD_TIME (the build's clock,
// which cards and structured data print), e.g. `BUILD_TIME=2026-11-25T00:00:00Z npm run build`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';

/** `Name.HASH.ext` as Vite/Rolldown writes it under `_astro/` (an 8-character base64url hash). */
const HASHED_ASSET = /([A-Za-z0-9_.-]*?)\.[A-Za-z0-9_-]{8}\.(js|css|mjs|svg|png|jpe?g|webp|avif|woff2?)\b/g;
/** A reference to a hashed asset in a page or another asset (`/_astro/x.HASH.js`, `./x.HASH.js`). */
/** Worker bundles are named `worker-HASH.js`. */
const HASHED_WORKER = /((?:\/_astro\/|\.\/|["'`])[A-Za-z]+)-[A-Za-z0-9_-]{8}\.js\b/g;
const HASHED_REFERENCE =
  /((?:\/_astro\/|\.\/|["'`])[A-Za-z0-9_.-]*?)\.[A-Za-z0-9_-]{8}\.(js|css|mjs|svg|png|jpe?g|webp|avif|woff2?)\b/g;

const TEXT_EXTENSIONS = new Set(['html', 'js', 'mjs', 'css', 'json', 'xml', 'txt', 'svg', 'webmanifest']);

/** The file's text with hashes and generated ids replaced by fixed placeholders. */
export function normalise(text: string): string {
  return text
    .replace(HASHED_REFERENCE, '$1.[hash].$2')
    .replace(HASHED_WORKER, '$1-[hash].js')
    .replace(/(<astro-island[^>]*?\buid=")[^"]*"/g, '$1[uid]"')
    .replace(/astro-cid-[a-z0-9]{8}/g, 'astro-cid-[cid]');
}

/**
 * The page's meta Content-Security-Policy with each directive's sources in sorted order: a
 * directive's sources are a set (CSP3), and a page rendered on request lists the same hashes in
 * another order than the static build. Only with --csp-order.
 */
export function sortCspSources(text: string): string {
  return text.replace(
    /(<meta http-equiv="content-security-policy" content=")([^"]*)"/g,
    (_, head: string, policy: string) => {
      const directives = policy.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, ...sources.sort()].join(' ');
      });
      return `${head}${directives.join(';')}"`;
    },
  );
}

/** An `_astro/` asset's name without its content hash. */
export function assetKey(path: string): string {
  return path.replace(/\/([A-Za-z]+)-[A-Za-z0-9_-]{8}\.js$/, '/$1-[hash].js').replace(HASHED_ASSET, '$1.[hash].$2');
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(root, f)).isFile())
    .map((f) => f.split(sep).join('/'))
    .sort();
}

function isAsset(path: string): boolean {
  return path.split('/').includes('_astro');
}

let cspOrder = false;

function read(path: string): string | Buffer {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const bytes = readFileSync(path);
  if (!TEXT_EXTENSIONS.has(ext)) return bytes;
  const text = normalise(bytes.toString('utf8'));
  return cspOrder && ext === 'html' ? sortCspSources(text) : text;
}

function same(a: string | Buffer, b: string | Buffer): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return Buffer.isBuffer(a) && Buffer.isBuffer(b) && a.equals(b);
}

/** The text cut after each tag or line end, so minified HTML diffs in readable pieces. */
function pieces(text: string): string[] {
  return text.split(/(?<=>)|\n/);
}

const clip = (s: string, n = 160): string => (s.length > n ? `${s.slice(0, n)}…` : s);

/** A long piece cut around `at`, so the part that differs shows. */
const around = (s: string, at: number, n = 160): string =>
  at <= n / 2 ? clip(s, n) : `…${clip(s.slice(at - n / 2), n)}`;

/** Where two texts first differ. */
function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** A short diff: the first differing run of pieces, with one piece of context either side. */
export function shortDiff(before: string, after: string, maxLines = 6): string {
  const a = pieces(before);
  const b = pieces(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  const removed = a.slice(start, endA + 1);
  const added = b.slice(start, endB + 1);
  // Long pieces (an island's props) are shown from just before their first difference.
  const at = firstDifference(removed[0] ?? '', added[0] ?? '');
  const lines: string[] = [];
  if (start > 0) lines.push(`    ${clip(a[start - 1] ?? '')}`);
  removed.slice(0, maxLines).forEach((piece, i) => lines.push(`  - ${i === 0 ? around(piece, at) : clip(piece)}`));
  if (removed.length > maxLines) lines.push(`  - … ${removed.length - maxLines} more`);
  added.slice(0, maxLines).forEach((piece, i) => lines.push(`  + ${i === 0 ? around(piece, at) : clip(piece)}`));
  if (added.length > maxLines) lines.push(`  + … ${added.length - maxLines} more`);
  if (endA + 1 < a.length) lines.push(`    ${clip(a[endA + 1] ?? '')}`);
  return lines.join('\n');
}

export interface Comparison {
  compared: number;
  /** Files (relative paths) only in the first folder, only in the second, and in both but different. */
  onlyBefore: string[];
  onlyAfter: string[];
  differing: { path: string; diff: string }[];
}

/** Compares two build output folders (see the header of this file for what is ignored). */
export function compareBuilds(beforeRoot: string, afterRoot: string, options: { cspOrder?: boolean } = {}): Comparison {
  cspOrder = options.cspOrder ?? false;
  const beforeFiles = listFiles(beforeRoot);
  const afterFiles = listFiles(afterRoot);
  const result: Comparison = { compared: 0, onlyBefore: [], onlyAfter: [], differing: [] };

  // Pages and other files: by path.
  const afterPages = new Set(afterFiles.filter((f) => !isAsset(f)));
  for (const path of beforeFiles.filter((f) => !isAsset(f))) {
    if (!afterPages.delete(path)) {
      result.onlyBefore.push(path);
      continue;
    }
    result.compared++;
    const a = read(join(beforeRoot, path));
    const b = read(join(afterRoot, path));
    if (!same(a, b)) {
      const diff = typeof a === 'string' && typeof b === 'string' ? shortDiff(a, b) : '  (binary files differ)';
      result.differing.push({ path, diff });
    }
  }
  result.onlyAfter.push(...afterPages);

  // Assets: by content; an asset whose content has no twin is a difference, diffed against the
  // asset of the same unhashed name where there is one.
  const unmatched = (root: string, files: string[]) =>
    new Map(files.filter(isAsset).map((f) => [f, read(join(root, f))] as const));
  const beforeAssets = unmatched(beforeRoot, beforeFiles);
  const afterAssets = unmatched(afterRoot, afterFiles);
  for (const [path, content] of [...beforeAssets]) {
    for (const [otherPath, other] of afterAssets) {
      if (assetKey(path).split('/').slice(0, -1).join('/') !== assetKey(otherPath).split('/').slice(0, -1).join('/'))
        continue;
      if (same(content, other)) {
        beforeAssets.delete(path);
        afterAssets.delete(otherPath);
        result.compared++;
        break;
      }
    }
  }
  for (const [path, content] of beforeAssets) {
    const twin = [...afterAssets].find(([other]) => assetKey(other) === assetKey(path));
    if (!twin) {
      result.onlyBefore.push(path);
      continue;
    }
    afterAssets.delete(twin[0]);
    result.compared++;
    const other = twin[1];
    const diff =
      typeof content === 'string' && typeof other === 'string' ? shortDiff(content, other) : '  (binary files differ)';
    result.differing.push({ path: `${path} -> ${twin[0]}`, diff });
  }
  result.onlyAfter.push(...afterAssets.keys());
  return result;
}

function main(): void {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'max-files': { type: 'string', default: '20' },
      'pages-only': { type: 'boolean', default: false },
      'csp-order': { type: 'boolean', default: false },
    },
  });
  const [before, after] = positionals;
  if (!before || !after) {
    console.error(
      'Usage: npm run compare-builds -- <before-dist> <after-dist> [--max-files 20] [--pages-only] [--csp-order]',
    );
    process.exit(2);
  }
  const maxFiles = Number(values['max-files']);
  const pagesOnly = values['pages-only'] === true;
  const started = performance.now();
  const full = compareBuilds(before, after, { cspOrder: values['csp-order'] === true });
  // --pages-only: a change that moves code between modules changes the bundles (chunk names and
  // contents) but not the pages; asset differences are then counted, not failed on.
  const keep = (path: string) => !pagesOnly || !isAsset(path);
  const result: Comparison = {
    compared: full.compared,
    onlyBefore: full.onlyBefore.filter(keep),
    onlyAfter: full.onlyAfter.filter(keep),
    differing: full.differing.filter((d) => keep(d.path)),
  };
  const show = (title: string, paths: string[]) => {
    if (paths.length === 0) return;
    console.log(`${title} (${paths.length}):`);
    for (const path of paths.slice(0, maxFiles)) console.log(`  ${path}`);
    if (paths.length > maxFiles) console.log(`  … ${paths.length - maxFiles} more`);
  };
  show(`Only in ${relative('.', before) || before}`, result.onlyBefore);
  show(`Only in ${relative('.', after) || after}`, result.onlyAfter);
  if (result.differing.length > 0) {
    console.log(`Different (${result.differing.length}):`);
    for (const { path, diff } of result.differing.slice(0, maxFiles)) console.log(`${path}\n${diff}`);
    if (result.differing.length > maxFiles) console.log(`… ${result.differing.length - maxFiles} more`);
  }
  if (pagesOnly) {
    const assets = [full.onlyBefore, full.onlyAfter, full.differing.map((d) => d.path)].map(
      (list) => list.filter((p) => !keep(p)).length,
    );
    console.log(`Assets (not compared, --pages-only): ${assets[2]} changed, ${assets[0]} gone, ${assets[1]} new.`);
  }
  const differences = result.onlyBefore.length + result.onlyAfter.length + result.differing.length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    differences === 0
      ? `Same: ${result.compared} files compared in ${seconds} s (asset hashes, island and style ids ignored${pagesOnly ? ', assets left out' : ''}).`
      : `${differences} difference(s) in ${result.compared} files compared (${seconds} s).`,
  );
  process.exit(differences === 0 ? 0 : 1);
}

if (import.meta.main) main();
