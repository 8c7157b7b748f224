// What decides whether a tenant's site can change: its data, its settings, the code that builds
// it, and the build day. The nightly job skips a tenant whose fingerprint equals the one of its
// live release.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The files and folders whose contents make the build (tests and docs excluded). */
const CODE_PATHS = [
  'src',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
  'scripts/prepare.ts',
  'scripts/build.ts',
  'scripts/search-index.ts',
  'scripts/render',
];

const isBuildInput = (path: string): boolean => !/\.(test|e2e)\.tsx?$/.test(path) && !path.endsWith('.md');

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The code that reads and validates a tenant's records (the pull), dependencies included. */
const PULL_CODE_PATHS = ['src', 'scripts/pull', 'scripts/sample-data/anchor.ts', 'package-lock.json'];

/** sha256 over the paths and contents of the build's code, from the project root `root`. */
export function codeFingerprint(root: string = process.cwd()): string {
  return fingerprintOf(CODE_PATHS, root);
}

/** sha256 over the pull's code: the same feed read by other code must be validated again. */
export function pullCodeFingerprint(root: string = process.cwd()): string {
  return fingerprintOf(PULL_CODE_PATHS, root);
}

function fingerprintOf(paths: readonly string[], root: string): string {
  const hash = createHash('sha256');
  const files = paths
    .flatMap((path) => filesUnder(join(root, path)))
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter(isBuildInput)
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * sha256 over a tenant's folder (sites/<slug>/): its site.json and its own pages
 * (pages/*.md), so a content editor's page change builds like a settings change.
 */
export function tenantFolderFingerprint(folder: string, include: (file: string) => boolean = () => true): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(folder)
    .map((f) => relative(folder, f).split(sep).join('/'))
    .filter(include)
    .sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export interface FingerprintParts {
  code: string;
  snapshot: string;
  /** The tenant's folder: site.json and its pages (tenantFolderFingerprint). */
  config: string;
  /** The build day in the tenant's time zone: a new day can change tags, sold windows, rego text. */
  day: string;
  /** Build settings from the environment that reach the pages. */
  env: Record<string, string | null>;
}

export function tenantFingerprint(parts: FingerprintParts): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
