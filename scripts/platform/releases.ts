// Per-tenant releases: publishRelease copies a finished build (dist/<slug>/) into an immutable
// folder releases/<slug>/<release-id>/ with a manifest and a deterministic .tar.gz, smoke-checks
// it and switches releases/<slug>/current to it by renaming a symlink (atomic). rollback switches
// the link back. Older releases are pruned to RELEASES_KEPT.
//
// Layout of releases/<slug>/:
//   <release-id>/            the files, plus manifest.json; never modified after publish
//   <release-id>.tar.gz      the same files (not manifest.json, which holds times) as one artefact
//   current -> <release-id>  the live release
//   .hash-cache.json         source path -> size, mtimeMs, sha256: unchanged files are not re-read
//   .tar-cache/last.json     where each member lies in the last tarball: the next one copies runs
//   .lock                    pid of the publish or rollback under way
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  constants as fsConstants,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  renameSync,
  rmdirSync,
  type Stats,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { constants, setPriority } from 'node:os';
import { basename, dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { Header, Pax } from 'tar';
import { currentLink, tenantReleasesDir } from './paths.ts';

export interface ReleaseFile {
  /** POSIX, relative to the release root. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface ReleaseManifest {
  tenant: string;
  releaseId: string;
  gitCommit: string | null;
  snapshotHash: string;
  createdAt: string;
  fileCount: number;
  bytes: number;
  /** Sorted by path; manifest.json itself is not listed. */
  files: ReleaseFile[];
}

export class SmokeCheckError extends Error {
  problems: string[];
  constructor(problems: string[], where = 'the release') {
    super(`Smoke check of ${where} failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SmokeCheckError';
    this.problems = problems;
  }
}

export interface PublishOptions {
  slug: string;
  /** The build's working folder (dist/<slug>/); the next build overwrites it in place. */
  sourceDir: string;
  snapshotHash: string;
  /** Recorded in the manifest; undefined asks git, null records none. */
  gitCommit?: string | null | undefined;
  now?: Date;
  env?: NodeJS.ProcessEnv;
  /** Epoch ms the build started: HTML files written since count as rendered (Published.pages). */
  builtSince?: number;
  /** The staging folder draftRelease filled while the build ran; the publish takes it over. */
  draft?: ReleaseDraft;
}

/** HTML pages of the build by whether it wrote them (one per file: hard links to one page count once). */
export interface PageCounts {
  rendered: number;
  reused: number;
}

export interface Published {
  releaseId: string;
  dir: string;
  tarball: string;
  manifest: ReleaseManifest;
  /** Whole publish, wall clock. */
  seconds: number;
  /** Pages the build rendered and kept (from the stat of every file the publish makes anyway). */
  pages: PageCounts;
  /** How the tarball was put together. */
  tarballStats: TarballStats;
  /**
   * The parts of `seconds`: file copy/link + manifest, tarball, switch + prune. The smoke check
   * runs while the tarball's members compress: its time is within `tarball`'s.
   */
  phases: { files: number; smokeCheck: number; tarball: number; switchAndPrune: number };
}

export const RELEASES_KEPT = 5;

const MANIFEST = 'manifest.json';
const HASH_CACHE = '.hash-cache.json';
const TAR_CACHE = '.tar-cache';
const LOCK = '.lock';
/** Releases a publish dropped, deleted later by emptyTrash (a rename now, the slow delete off the publish's path). */
const TRASH = '.trash';
/** Where the trash delete writes its errors (beside the trash). */
const TRASH_LOG = '.trash.log';
/** Part of every tar-cache key: bump when the member format changes so old entries are not reused. */
const TAR_FORMAT = 'v1';
/** Every tar entry gets this mtime, so the tarball does not depend on when files were written. */
const TAR_MTIME = new Date(0);
/** Members compressing ahead of the tarball's writer (zlib runs on libuv's pool): at 8, measured, the writer waited on them ~40% longer. */
const GZIP_AHEAD = 64;
/** The child process emptyTrash starts. */
const EMPTY_TRASH_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'empty-trash.ts');
const RELEASE_ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}(?:-\d+)?$/;

const gzipAsync = promisify(gzip);

// ---------------------------------------------------------------------------------------------
// Publish

export async function publishRelease(options: PublishOptions): Promise<Published> {
  const started = performance.now();
  const env = options.env ?? process.env;
  const { slug } = options;
  const tenantDir = tenantReleasesDir(slug, env);
  const sourceDir = resolve(options.sourceDir);
  if (!isDirectory(sourceDir)) throw new Error(`Cannot publish ${slug}: ${sourceDir} is not a folder.`);
  mkdirSync(tenantDir, { recursive: true });
  const unlock = lockTenant(tenantDir, slug);
  const draft = options.draft;
  const staging = draft?.staging ?? join(tenantDir, `.staging-${process.pid}-${randomHex(6)}`);
  const tarTemp = join(tenantDir, `.tarball-${randomHex(6)}.tmp`);
  activeDrafts.add(staging);
  try {
    removeLeftovers(tenantDir);
    const prefilled = draft ? await draft.ready : { files: new Map<string, string>(), dirs: new Set<string>() };
    mkdirSync(staging, { recursive: true });

    const paths = listFiles(sourceDir);
    for (const dir of directoriesOf(paths)) {
      if (!prefilled.dirs.has(dir)) mkdirSync(join(staging, dir), { recursive: true });
    }
    const current = readCurrent(slug, env);
    const pages: PageCounts = { rendered: 0, reused: 0 };
    const seenPages = new Set<number>();
    const files = placeFiles(
      { sourceDir, staging, paths, current, prefilled: prefilled.files, cachePath: join(tenantDir, HASH_CACHE) },
      (path, stat) => {
        if (!path.endsWith('.html') || (stat.nlink > 1 && seenPages.has(stat.ino))) return;
        seenPages.add(stat.ino);
        if (stat.mtimeMs >= (options.builtSince ?? Infinity)) pages.rendered++;
        else pages.reused++;
      },
    );

    const now = options.now ?? new Date();
    const releaseId = newReleaseId(tenantDir, now, files);
    const manifest: ReleaseManifest = {
      tenant: slug,
      releaseId,
      gitCommit: options.gitCommit === undefined ? gitHead() : options.gitCommit,
      snapshotHash: options.snapshotHash,
      createdAt: now.toISOString(),
      fileCount: files.length,
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      files,
    };
    writeFileSync(join(staging, MANIFEST), manifestJson(manifest));
    const filesDone = performance.now();

    // The tarball's new members compress on the thread pool while the smoke check reads pages.
    const tarring = writeTarball(staging, files, join(tenantDir, TAR_CACHE), tenantDir, tarTemp);
    const smokeStarted = performance.now();
    let problems: string[];
    try {
      problems = smokeCheck(staging, { files: [...files.map((file) => file.path), MANIFEST] });
    } catch (error) {
      await tarring.catch(() => {});
      throw error;
    }
    const smokeDone = performance.now();
    if (problems.length > 0) {
      await tarring.catch(() => {});
      throw new SmokeCheckError(problems, `${slug} release ${releaseId}`);
    }
    const tar = await tarring;
    const tarDone = performance.now();

    const dir = join(tenantDir, releaseId);
    const tarball = tarballPath(tenantDir, releaseId);
    renameSync(staging, dir);
    renameSync(tarTemp, tarball);
    writeTarIndex(join(tenantDir, TAR_CACHE), tarball, tar.pieces);
    switchCurrent(slug, releaseId, env);
    prune(slug, env);
    const ended = performance.now();
    return {
      releaseId,
      dir,
      tarball,
      manifest,
      pages,
      tarballStats: tar.stats,
      seconds: (ended - started) / 1000,
      phases: {
        files: (filesDone - started) / 1000,
        smokeCheck: (smokeDone - smokeStarted) / 1000,
        tarball: (tarDone - filesDone) / 1000,
        switchAndPrune: (ended - tarDone) / 1000,
      },
    };
  } finally {
    // Only leftovers of a failed publish: a successful one renamed both away.
    rmSync(staging, { recursive: true, force: true });
    rmSync(tarTemp, { force: true });
    activeDrafts.delete(staging);
    unlock();
  }
}

/** What a draft linked into its staging folder. */
export interface Prefilled {
  /** path -> sha256 (from the live release's manifest). */
  files: Map<string, string>;
  /** Folders made (relative, POSIX). */
  dirs: Set<string>;
}

/**
 * A release put together while the build runs: the live release's files are hard-linked into a
 * staging folder, so the publish after the build replaces only what the build changed. At 20,000
 * cars those 60,000 links were ~2.5 s of a nightly's publish; the nightly process only waits
 * while the build runs in its own process. Takes no lock (it writes only its own folder, named
 * with its pid so another publish's leftover clean-up leaves it alone). publishRelease({ draft })
 * takes the folder over; discard() removes it when there is nothing to publish.
 */
export interface ReleaseDraft {
  readonly staging: string;
  /** Resolves once the live release's files are linked (or as many as could be). */
  readonly ready: Promise<Prefilled>;
  discard(): Promise<void>;
  /** discard() for a process about to exit: stops the linking and removes the folder now. */
  discardNow(): void;
}

/** Links per turn of the event loop: the nightly still reads the build's log lines in between. */
const DRAFT_BATCH = 2_000;

export function draftRelease(slug: string, env: NodeJS.ProcessEnv = process.env): ReleaseDraft {
  const tenantDir = tenantReleasesDir(slug, env);
  const staging = join(tenantDir, `.staging-${process.pid}-${randomHex(6)}`);
  activeDrafts.add(staging);
  let stopped = false;
  const ready = (async (): Promise<Prefilled> => {
    const prefilled: Prefilled = { files: new Map(), dirs: new Set() };
    // Starts on the next turn: the caller's synchronous work (the nightly's prepare step) goes first.
    await new Promise((resolve) => setImmediate(resolve));
    mkdirSync(staging, { recursive: true });
    const id = currentReleaseId(slug, env);
    const dir = id ? join(tenantDir, id) : null;
    const manifest = dir ? readManifest(dir) : null;
    if (!dir || !manifest) return prefilled;
    const paths = manifest.files.map((file) => file.path);
    for (const folder of directoriesOf(paths)) {
      mkdirSync(join(staging, folder));
      prefilled.dirs.add(folder);
    }
    for (let start = 0; start < manifest.files.length && !stopped; start += DRAFT_BATCH) {
      for (const file of manifest.files.slice(start, start + DRAFT_BATCH)) {
        try {
          linkSync(join(dir, file.path), join(staging, file.path));
          prefilled.files.set(file.path, file.sha256);
        } catch {
          // Gone (a rollback and prune since), or a filesystem without hard links: placed at publish.
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    return prefilled;
  })();
  return {
    staging,
    ready,
    async discard() {
      stopped = true;
      await ready.catch(() => {});
      await rm(staging, { recursive: true, force: true });
      activeDrafts.delete(staging);
    },
    discardNow() {
      stopped = true;
      rmSync(staging, { recursive: true, force: true });
      activeDrafts.delete(staging);
    },
  };
}

/** Staging folders this process fills or publishes now (removeLeftovers keeps them). */
const activeDrafts = new Set<string>();

interface CurrentRelease {
  dir: string;
  /** sha256 -> a path in the current release with that content. */
  bySha: Map<string, string>;
}

function readCurrent(slug: string, env: NodeJS.ProcessEnv): CurrentRelease | null {
  const id = currentReleaseId(slug, env);
  if (!id) return null;
  const dir = join(tenantReleasesDir(slug, env), id);
  const manifest = readManifest(dir);
  if (!manifest) return null;
  const bySha = new Map<string, string>();
  for (const file of manifest.files) bySha.set(file.sha256, file.path);
  return { dir, bySha };
}

type HashCacheEntry = [size: number, mtimeMs: number, sha256: string];
interface HashCache {
  version: 1;
  sourceDir: string;
  files: Record<string, HashCacheEntry>;
}

/**
 * Fills the staging folder and returns the manifest's files. Sync calls, measured: stat + link of
 * 20,000 files took 0.2-0.4 s sync against 0.5-0.9 s with fs/promises under p-limit (8 or 32);
 * only the few changed files (read, hash, write) gain a little from async. The compression, which
 * does gain from the thread pool, is in writeTarball.
 */
function placeFiles(
  at: {
    sourceDir: string;
    staging: string;
    paths: string[];
    current: CurrentRelease | null;
    /** What draftRelease linked into staging already: path -> sha256. */
    prefilled: ReadonlyMap<string, string>;
    cachePath: string;
  },
  onStat: (path: string, stat: Stats) => void = () => {},
): ReleaseFile[] {
  const { sourceDir, staging, paths, current, prefilled } = at;
  const cache = readHashCache(at.cachePath, sourceDir);
  const nextCache: HashCache = { version: 1, sourceDir, files: {} };
  const files: ReleaseFile[] = [];
  // Hard links in the build (every cars/{slug}/checkout.html is the one reserve page) are read and
  // hashed once per publish, and placed as links to one copy in the release.
  const byInode = new Map<string, string>();
  const placedBySha = new Map<string, string>();
  for (const path of paths) {
    const source = join(sourceDir, path);
    const target = join(staging, path);
    const stat = statSync(source);
    onStat(path, stat);
    const inode = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    const cached = cache.files[path];
    let sha256 = cached && cached[0] === stat.size && cached[1] === stat.mtimeMs ? cached[2] : byInode.get(inode);
    // Read once: the same bytes are hashed and, when the content is new, written.
    let data: Buffer | undefined;
    if (sha256 === undefined) {
      data = readFileSync(source);
      sha256 = createHash('sha256').update(data).digest('hex');
    }
    if (stat.nlink > 1) byInode.set(inode, sha256);
    const already = prefilled.get(path);
    let placed = already === sha256;
    // The draft linked the live release's file at this path, and the build changed it.
    if (already !== undefined && !placed) unlinkSync(target);
    const twin = current?.bySha.get(sha256);
    const sibling = placedBySha.get(sha256);
    for (const existing of [twin !== undefined && current ? join(current.dir, twin) : null, sibling ?? null]) {
      if (placed || existing === null) continue;
      try {
        linkSync(existing, target);
        placed = true;
      } catch {
        // EMLINK (too many links) or a filesystem without hard links: copy instead.
      }
    }
    if (!placed) {
      // Never a hard link to the source: the next build rewrites those files in place.
      // FICLONE shares blocks copy-on-write where the filesystem can, else it copies.
      if (data) writeFileSync(target, data);
      else copyFileSync(source, target, fsConstants.COPYFILE_FICLONE);
    }
    placedBySha.set(sha256, target);
    const bytes = data ? data.length : stat.size;
    files.push({ path, bytes, sha256 });
    // A file rewritten between stat and read is not cached: its size/mtime would not match.
    if (bytes === stat.size) nextCache.files[path] = [stat.size, stat.mtimeMs, sha256];
  }
  // Files of the live release the build no longer makes (a car sold and gone), and the folders
  // that held only them.
  if (prefilled.size > 0) {
    const kept = new Set(paths);
    const emptied = new Set<string>();
    for (const path of prefilled.keys()) {
      if (kept.has(path)) continue;
      unlinkSync(join(staging, path));
      for (let dir = posix.dirname(path); dir !== '.'; dir = posix.dirname(dir)) emptied.add(dir);
    }
    // Deepest first, so a parent is tried after its children.
    for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
      try {
        rmdirSync(join(staging, dir));
      } catch {
        // ENOTEMPTY: the folder still holds files of this release.
      }
    }
  }
  writeAtomically(at.cachePath, JSON.stringify(nextCache));
  return files;
}

function readHashCache(path: string, sourceDir: string): HashCache {
  try {
    const cache = JSON.parse(readFileSync(path, 'utf8')) as HashCache;
    if (cache.version === 1 && cache.sourceDir === sourceDir && cache.files) return cache;
  } catch {
    // Missing or unreadable: hash everything once.
  }
  return { version: 1, sourceDir, files: {} };
}

function newReleaseId(tenantDir: string, now: Date, files: ReleaseFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.path}\0${file.sha256}\n`);
  // 20261125T031500123Z: sorts by time, milliseconds so two publishes a second apart still sort.
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  const base = `${stamp}-${hash.digest('hex').slice(0, 8)}`;
  let id = base;
  for (let n = 2; existsSync(join(tenantDir, id)) || existsSync(tarballPath(tenantDir, id)); n++) id = `${base}-${n}`;
  return id;
}

function gitHead(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Readable and diffable: one file a line. */
function manifestJson(manifest: ReleaseManifest): string {
  const { files, ...head } = manifest;
  const fields = Object.entries(head).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  const lines = files.map((file) => `    ${JSON.stringify(file)}`);
  return `{\n${fields.join('\n')}\n  "files": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

function readManifest(releaseDir: string): ReleaseManifest | null {
  try {
    return JSON.parse(readFileSync(join(releaseDir, MANIFEST), 'utf8')) as ReleaseManifest;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Tarball: concatenated gzip members (valid gzip, `tar -xzf` reads it): one per file, keyed by
// path + sha256, so a publish compresses only new or changed files and copies the rest from the
// last tarball.

function tarballPath(tenantDir: string, id: string): string {
  return join(tenantDir, `${id}.tar.gz`);
}

function memberKey(file: Pick<ReleaseFile, 'path' | 'sha256'>): string {
  return createHash('sha256').update(`${TAR_FORMAT}\0${file.path}\0${file.sha256}`).digest('hex');
}

/** A tar header (with a pax header before it when the path does not fit ustar), owner-free. */
function tarHeader(path: string, type: 'File' | 'Directory' | 'Link', size: number, linkpath?: string): Buffer {
  const mode = type === 'Directory' ? 0o755 : 0o644;
  const fields = { path, type, mode, size, mtime: TAR_MTIME, uid: 0, gid: 0, uname: '', gname: '' };
  const header = new Header({ ...fields, ...(linkpath !== undefined && { linkpath }) });
  const block = Buffer.alloc(512);
  const needsPax = header.encode(block, 0);
  if (!needsPax) return block;
  return Buffer.concat([
    new Pax({ path, mtime: TAR_MTIME, ...(linkpath !== undefined && { linkpath }) }).encode(),
    block,
  ]);
}

function tarPadding(size: number): Buffer {
  return Buffer.alloc((512 - (size % 512)) % 512);
}

/**
 * One gzip member of the tarball: a file's (keyed by path + sha256), a hard link to an earlier
 * file with the same content, or a run of folder headers.
 */
interface TarPiece {
  key: string;
  file?: ReleaseFile;
  /** A hard link entry: its path, and the earlier path it links to. */
  path?: string;
  linkTo?: string;
  dirs?: string[];
}

/**
 * Where each piece of the last tarball lies in it (.tar-cache/last.json): the next tarball copies
 * the runs of pieces it shares with that one in a few large reads, and compresses only the other
 * files. Trusted only while that tarball has the size and mtime it was written with; without it,
 * every file is compressed again.
 */
interface TarIndex {
  version: 1;
  tarball: string;
  size: number;
  mtimeMs: number;
  /** [piece key, offset, length], in tarball order. */
  pieces: Array<[string, number, number]>;
}

const TAR_INDEX = 'last.json';

export interface TarballStats {
  /** Pieces copied from the last tarball. */
  copied: number;
  /** Pieces made afresh (new files compressed, link and folder entries). */
  assembled: number;
  /** Files compressed by this publish: those the last tarball does not hold. */
  compressed: number;
}

function readTarIndex(cacheDir: string, tenantDir: string): { index: TarIndex; path: string } | null {
  try {
    const index = JSON.parse(readFileSync(join(cacheDir, TAR_INDEX), 'utf8')) as TarIndex;
    const path = join(tenantDir, basename(index.tarball));
    const stat = statSync(path, { throwIfNoEntry: false });
    if (index.version !== 1 || !stat || stat.size !== index.size || stat.mtimeMs !== index.mtimeMs) return null;
    return { index, path };
  } catch {
    return null;
  }
}

/** Records where the pieces of the tarball now at `tarball` lie, for the next publish. */
function writeTarIndex(cacheDir: string, tarball: string, pieces: TarIndex['pieces']): void {
  const stat = statSync(tarball);
  const index: TarIndex = { version: 1, tarball: basename(tarball), size: stat.size, mtimeMs: stat.mtimeMs, pieces };
  writeAtomically(join(cacheDir, TAR_INDEX), JSON.stringify(index));
}

/**
 * The tarball's pieces in order: folder entries sort just before their contents ("cars/" <
 * "cars/a"). A file with the content of an earlier one is a hard link entry to it, as the release
 * folder holds it: at 20,000 cars the one reserve page linked as every car's checkout page was a
 * quarter of the tarball's bytes, compressed 20,000 times over.
 */
function tarPieces(files: ReleaseFile[]): TarPiece[] {
  const entries: { path: string; file?: ReleaseFile }[] = [
    ...directoriesOf(files.map((file) => file.path)).map((dir) => ({ path: `${dir}/` })),
    ...files.map((file) => ({ path: file.path, file })),
  ].sort((a, b) => comparePaths(a.path, b.path));
  const pieces: TarPiece[] = [];
  let dirs: string[] = [];
  const endRun = () => {
    if (dirs.length === 0) return;
    pieces.push({
      key: createHash('sha256')
        .update(`${TAR_FORMAT}\0dirs\0${dirs.join('\0')}`)
        .digest('hex'),
      dirs,
    });
    dirs = [];
  };
  const firstWith = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.file) {
      dirs.push(entry.path);
      continue;
    }
    endRun();
    const { path, sha256 } = entry.file;
    const linkTo = firstWith.get(sha256);
    if (linkTo === undefined) {
      firstWith.set(sha256, path);
      pieces.push({ key: memberKey(entry.file), file: entry.file });
    } else {
      const key = createHash('sha256').update(`${TAR_FORMAT}\0link\0${path}\0${linkTo}`).digest('hex');
      pieces.push({ key, path, linkTo });
    }
  }
  endRun();
  return pieces;
}

async function writeTarball(
  releaseDir: string,
  files: ReleaseFile[],
  cacheDir: string,
  tenantDir: string,
  out: string,
): Promise<{ stats: TarballStats; pieces: TarIndex['pieces'] }> {
  mkdirSync(cacheDir, { recursive: true });
  const stats: TarballStats = { copied: 0, assembled: 0, compressed: 0 };
  const pieces = tarPieces(files);
  const last = readTarIndex(cacheDir, tenantDir);
  const lastAt = new Map((last?.index.pieces ?? []).map(([key, offset, length]) => [key, [offset, length] as const]));

  // The files the last tarball does not hold are compressed on the thread pool a few pieces ahead
  // of the writer, and written in order: the writer copies the runs in between meanwhile, and
  // memory holds at most GZIP_AHEAD members (a full publish compresses all 60,000).
  const fresh = pieces.flatMap((piece, index) => (piece.file && !lastAt.has(piece.key) ? [index] : []));
  const members = new Map<number, Promise<Buffer>>();
  let next = 0;
  const compressAhead = (upTo: number): void => {
    for (; next < fresh.length && (members.size < GZIP_AHEAD || fresh[next]! <= upTo); next++) {
      const file = pieces[fresh[next]!]!.file!;
      const data = readFileSync(join(releaseDir, file.path));
      members.set(
        fresh[next]!,
        gzipAsync(Buffer.concat([tarHeader(file.path, 'File', data.length), data, tarPadding(data.length)])),
      );
    }
  };

  const lastFd = last ? openSync(last.path, 'r') : null;
  const fd = openSync(out, 'w');
  const placed: TarIndex['pieces'] = [];
  try {
    const writer = bufferedWriter(fd);
    // A run of pieces that lie one after another in the last tarball: one copy.
    let run: { offset: number; length: number } | null = null;
    const endRun = () => {
      if (run && lastFd !== null) writer.copy(lastFd, run.offset, run.length);
      run = null;
    };
    compressAhead(-1);
    for (const [index, piece] of pieces.entries()) {
      const start = writer.position();
      const at = lastAt.get(piece.key);
      if (at && lastFd !== null) {
        if (run && run.offset + run.length === at[0]) run.length += at[1];
        else {
          endRun();
          run = { offset: at[0], length: at[1] };
        }
        writer.reserve(at[1]);
        placed.push([piece.key, start, at[1]]);
        stats.copied++;
        continue;
      }
      endRun();
      if (piece.file) {
        compressAhead(index);
        const member = await members.get(index)!;
        members.delete(index);
        compressAhead(index);
        writer.write(member);
        stats.compressed++;
      } else if (piece.linkTo !== undefined) writer.write(gzipSync(tarHeader(piece.path!, 'Link', 0, piece.linkTo)));
      else writer.write(gzipSync(Buffer.concat(piece.dirs!.map((dir) => tarHeader(dir, 'Directory', 0)))));
      placed.push([piece.key, start, writer.position() - start]);
      stats.assembled++;
    }
    endRun();
    writer.write(gzipSync(Buffer.alloc(1024))); // end of archive: two zero blocks
    writer.flush();
    fsyncSync(fd);
  } finally {
    closeSync(fd);
    if (lastFd !== null) closeSync(lastFd);
    // A failed write leaves no member compressing into nothing.
    await Promise.allSettled(members.values());
  }
  return { stats, pieces: placed };
}

/**
 * Appends to the tarball through one reused 4 MB buffer: runs of the last tarball are read straight
 * into it (no Buffer per piece, so memory stays flat over 60,000 files) and written out when it fills.
 */
function bufferedWriter(fd: number): {
  write(chunk: Buffer): void;
  /** Counts `length` bytes that a later copy() writes (position() then stays true). */
  reserve(length: number): void;
  /** Writes `length` bytes of `from` at `offset` (a run of the last tarball). */
  copy(from: number, offset: number, length: number): void;
  /** Bytes written or reserved so far. */
  position(): number;
  flush(): void;
} {
  const buffer = Buffer.allocUnsafe(4 * 1024 * 1024);
  let used = 0;
  let written = 0;
  let reserved = 0;
  const writeAll = (data: Buffer): void => {
    for (let offset = 0; offset < data.length;) offset += writeSync(fd, data, offset);
  };
  const flush = (): void => {
    writeAll(buffer.subarray(0, used));
    used = 0;
  };
  return {
    position: () => written + reserved,
    reserve(length) {
      reserved += length;
    },
    copy(from, offset, length) {
      reserved -= length;
      written += length;
      for (let done = 0; done < length;) {
        if (used === buffer.length) flush();
        const n = readSync(from, buffer, used, Math.min(buffer.length - used, length - done), offset + done);
        if (n === 0) throw new Error('the last tarball shrank while being read');
        used += n;
        done += n;
      }
    },
    write(chunk) {
      written += chunk.length;
      if (used + chunk.length > buffer.length) flush();
      if (chunk.length > buffer.length) writeAll(chunk);
      else used += chunk.copy(buffer, used);
    },
    flush() {
      if (used > 0) flush();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Smoke check

/**
 * What would make a release obviously broken: no home page, no vehicle page, no search page, or
 * dead internal links on a deterministic sample of pages. Returns the problems ([] when fine).
 */
export function smokeCheck(
  dir: string,
  options: {
    samplePages?: number;
    /** The folder's files when the caller has just listed them (the publish, from its manifest). */
    files?: readonly string[];
  } = {},
): string[] {
  if (!isDirectory(dir)) return [`${dir} is not a folder`];
  const files = new Set(options.files ?? listFiles(dir));
  const pages = [...files].filter((path) => path.endsWith('.html')).sort(comparePaths);
  const problems: string[] = [];
  if (!files.has('index.html')) problems.push('no home page: index.html is missing');
  const directPages = (folder: string): string[] =>
    pages.filter((page) => page.startsWith(`${folder}/`) && !page.slice(folder.length + 1).includes('/'));
  if (directPages('cars').length === 0) problems.push('no vehicle page: no cars/*.html');
  if (directPages('search').length === 0) problems.push('no search page: no search/*.html');

  const sample = samplePagesOf(
    pages.filter((page) => page !== 'index.html'),
    options.samplePages ?? 40,
  );
  if (files.has('index.html')) sample.unshift('index.html');
  for (const page of sample) {
    const seen = new Set<string>();
    for (const link of internalLinks(readFileSync(join(dir, page), 'utf8'))) {
      if (seen.has(link)) continue;
      seen.add(link);
      if (!resolvesTo(link, files)) problems.push(`${page}: dead link ${link}`);
    }
  }
  return problems;
}

/** Up to `count` pages spread over the folders (cars, search, locations, models and top-level first), evenly within each. */
function samplePagesOf(pages: string[], count: number): string[] {
  const groups = new Map<string, string[]>();
  for (const page of pages) {
    const slash = page.indexOf('/');
    const group = slash === -1 ? '' : page.slice(0, slash);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push(page);
  }
  const preferred = ['cars', 'search', 'locations', 'models', ''];
  const order = [
    ...preferred.filter((group) => groups.has(group)),
    ...[...groups.keys()].filter((group) => !preferred.includes(group)).sort(comparePaths),
  ];
  // Round-robin quotas, then evenly spaced picks so the sample is not just the first pages of each folder.
  const quota = new Map(order.map((group) => [group, 0]));
  let left = count;
  for (let added = true; left > 0 && added;) {
    added = false;
    for (const group of order) {
      if (left > 0 && quota.get(group)! < groups.get(group)!.length) {
        quota.set(group, quota.get(group)! + 1);
        left--;
        added = true;
      }
    }
  }
  const sample: string[] = [];
  for (const group of order) {
    const members = groups.get(group)!;
    const k = quota.get(group)!;
    // Both ends included: the first and last pages of a folder are the likeliest odd ones out.
    for (let i = 0; i < k; i++) sample.push(members[k === 1 ? 0 : Math.round((i * (members.length - 1)) / (k - 1))]!);
  }
  return sample;
}

const LINK_ATTRIBUTE = /(?<![\w-])(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** Root-relative href/src values, without query or fragment; external, protocol-relative and in-page links are skipped. */
function internalLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(LINK_ATTRIBUTE)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').trim().replace(/&amp;/g, '&');
    if (!value.startsWith('/') || value.startsWith('//')) continue;
    links.push(value.replace(/[?#].*$/s, ''));
  }
  return links;
}

/** Astro's build.format 'file': /cars/x is cars/x.html, /models may be models.html or models/index.html. */
function resolvesTo(link: string, files: Set<string>): boolean {
  let path: string;
  try {
    path = decodeURIComponent(link);
  } catch {
    return false;
  }
  path = posix.normalize(path).replace(/^\/+/, '');
  if (path === '' || path === '.') return files.has('index.html');
  if (path.startsWith('..')) return false;
  if (path.endsWith('/')) {
    const bare = path.slice(0, -1);
    return files.has(`${bare}/index.html`) || files.has(`${bare}.html`);
  }
  return files.has(path) || files.has(`${path}.html`) || files.has(`${path}/index.html`);
}

// ---------------------------------------------------------------------------------------------
// Current, list, rollback, prune

/** The live release of a tenant, or null when there is none (no link, or it points at nothing). */
export function currentReleaseId(slug: string, env: NodeJS.ProcessEnv = process.env): string | null {
  let target: string;
  try {
    target = readlinkSync(currentLink(slug, env));
  } catch {
    return null;
  }
  const id = basename(target);
  return isDirectory(join(tenantReleasesDir(slug, env), id)) ? id : null;
}

/** Release ids of a tenant, oldest first. */
export function listReleases(slug: string, env: NodeJS.ProcessEnv = process.env): string[] {
  let entries;
  try {
    entries = readdirSync(tenantReleasesDir(slug, env), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory() && RELEASE_ID.test(entry.name))
    .map((entry) => entry.name)
    .sort(compareReleaseIds);
}

/** Makes the release before the current one (or `to`) live; returns the id now live. */
export function rollback(slug: string, to?: string, env: NodeJS.ProcessEnv = process.env): string {
  const tenantDir = tenantReleasesDir(slug, env);
  const unlock = existsSync(tenantDir) ? lockTenant(tenantDir, slug) : () => {};
  try {
    const ids = listReleases(slug, env);
    if (ids.length === 0) throw new Error(`${slug} has no releases in ${tenantDir}.`);
    const current = currentReleaseId(slug, env);
    let target: string;
    if (to !== undefined) {
      if (!ids.includes(to)) throw new Error(`${slug} has no release "${to}". Releases: ${ids.join(', ')}.`);
      target = to;
    } else {
      if (!current)
        throw new Error(`${slug} has no live release to roll back from. Use --to; releases: ${ids.join(', ')}.`);
      const index = ids.indexOf(current);
      if (index <= 0) throw new Error(`Nothing to roll back to: ${current} is the oldest release of ${slug} kept.`);
      target = ids[index - 1]!;
    }
    if (target !== current) switchCurrent(slug, target, env);
    return target;
  } finally {
    unlock();
  }
}

/** Points `current` at the release: a new relative symlink renamed over the old one (atomic). */
function switchCurrent(slug: string, id: string, env: NodeJS.ProcessEnv): void {
  const link = currentLink(slug, env);
  const temp = `${link}.${randomHex(6)}.tmp`;
  symlinkSync(id, temp);
  try {
    renameSync(temp, link);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Keeps the newest RELEASES_KEPT releases and the current one. */
function prune(slug: string, env: NodeJS.ProcessEnv): void {
  const tenantDir = tenantReleasesDir(slug, env);
  const ids = listReleases(slug, env);
  const keep = new Set(ids.slice(-RELEASES_KEPT));
  const current = currentReleaseId(slug, env);
  if (current) keep.add(current);
  // Renamed out of the way now (no longer listed or served); their 60,000 files are deleted by
  // emptyTrash, which the nightly runs beside the next pull and build (docs/operations.md).
  for (const id of ids) {
    if (keep.has(id)) continue;
    mkdirSync(join(tenantDir, TRASH), { recursive: true });
    renameSync(join(tenantDir, id), join(tenantDir, TRASH, `${id}.${randomHex(4)}`));
  }
  for (const name of readdirSync(tenantDir)) {
    if (name.endsWith('.tar.gz') && !keep.has(name.slice(0, -'.tar.gz'.length)))
      rmSync(join(tenantDir, name), { force: true });
  }

  // Earlier versions kept one compressed member per file here; the tarball is now made from the
  // last one (last.json) and members compressed as it is written.
  const cacheDir = join(tenantDir, TAR_CACHE);
  if (!existsSync(cacheDir)) return;
  for (const name of readdirSync(cacheDir)) {
    if (name.endsWith('.gz')) rmSync(join(cacheDir, name), { force: true });
  }
}

/** A delete of the trash under way (startEmptyingTrash). */
export interface TrashDelete {
  /** Resolves to how many dropped releases were deleted; rejects when the delete failed. */
  done: Promise<number>;
  /**
   * Lets the delete finish after this process exits (a night with nothing to publish need not
   * wait for it); `done` then never rejects.
   */
  detach(): void;
  /** The deleting process, when one was started. */
  pid?: number | undefined;
}

/**
 * Deletes the releases earlier publishes dropped (prune moved them to the tenant's .trash folder),
 * in its own process at the lowest CPU priority: the delete (60,000 unlinks a release, kernel
 * time) then waits for the cores the build leaves idle instead of slowing the build. Needs no
 * lock: only what is in the trash when it starts is deleted, and nothing reads the trash.
 */
export function startEmptyingTrash(slug: string, env: NodeJS.ProcessEnv = process.env): TrashDelete {
  const trash = join(tenantReleasesDir(slug, env), TRASH);
  let names: string[];
  try {
    names = readdirSync(trash);
  } catch {
    names = [];
  }
  if (names.length === 0) return { done: Promise.resolve(0), detach() {} };
  // Its errors go to a log file, not to this process's stderr: a detached delete holding that
  // pipe open kept whoever reads this process's output (a CI step, a benchmark) waiting for it.
  const log = join(tenantReleasesDir(slug, env), TRASH_LOG);
  const logFd = openSync(log, 'a');
  let child;
  try {
    child = spawn(process.execPath, [EMPTY_TRASH_SCRIPT, ...names.map((name) => join(trash, name))], {
      stdio: ['ignore', 'ignore', logFd],
    });
  } finally {
    closeSync(logFd);
  }
  try {
    if (child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed to lower it here: it deletes at normal priority.
  }
  let detached = false;
  const done = new Promise<number>((resolve, reject) => {
    child.once('error', (error) => (detached ? resolve(0) : reject(error)));
    child.once('exit', (code) => {
      if (code === 0 || detached) resolve(names.length);
      else reject(new Error(`Deleting ${trash} failed (exit ${code}); see ${log}.`));
    });
  });
  return {
    done,
    pid: child.pid,
    detach() {
      detached = true;
      child.unref();
    },
  };
}

/** startEmptyingTrash, awaited. */
export function emptyTrash(slug: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return startEmptyingTrash(slug, env).done;
}

/** Staging folders and temp files of a publish that was killed. Runs under the lock. */
function removeLeftovers(tenantDir: string): void {
  for (const name of readdirSync(tenantDir)) {
    // Only this module's own temp names: other tools keep files here too (fingerprints.json), and
    // `.lock.*.tmp` may be another process about to take the lock.
    const temp =
      name.endsWith('.tmp') &&
      (name.startsWith('.tarball-') || name.startsWith(`${HASH_CACHE}.`) || name.startsWith('current.'));
    if (temp || (name.startsWith('.staging-') && !liveStaging(join(tenantDir, name)))) {
      rmSync(join(tenantDir, name), { recursive: true, force: true });
    }
  }
  const cacheDir = join(tenantDir, TAR_CACHE);
  if (existsSync(cacheDir)) {
    for (const name of readdirSync(cacheDir)) if (name.endsWith('.tmp')) rmSync(join(cacheDir, name), { force: true });
  }
}

/** A staging folder a running process still fills or publishes: a draft of another live process, or one of ours. */
function liveStaging(path: string): boolean {
  const pid = Number(/^\.staging-(\d+)-[0-9a-f]+$/.exec(basename(path))?.[1] ?? 0);
  if (pid === 0) return false;
  return pid === process.pid ? activeDrafts.has(path) : processAlive(pid);
}

/**
 * One publish or rollback of a tenant at a time (a publish prunes; a rollback could otherwise
 * switch to a release being deleted). The lock holds the pid; a dead holder's lock is taken over.
 */
function lockTenant(tenantDir: string, slug: string): () => void {
  const lock = join(tenantDir, LOCK);
  const temp = `${lock}.${randomHex(6)}.tmp`;
  writeFileSync(temp, String(process.pid));
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(temp, lock); // atomic: fails with EEXIST, and the pid is already in the file
        return () => rmSync(lock, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const pid = Number(readFileSync(lock, 'utf8'));
        if (pid > 0 && processAlive(pid)) {
          throw new Error(`Another publish or rollback of ${slug} is running (pid ${pid}; ${lock}).`, { cause: error });
        }
        rmSync(lock, { force: true });
      }
    }
    throw new Error(`Could not lock ${lock}.`);
  } finally {
    unlinkSync(temp);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Regular files under root (following symlinked files), POSIX relative paths, sorted. */
function listFiles(root: string): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = join(entry.parentPath, entry.name);
    if (entry.isFile() || (entry.isSymbolicLink() && statSync(full, { throwIfNoEntry: false })?.isFile())) {
      paths.push(relative(root, full).split(sep).join('/'));
    }
  }
  return paths.sort(comparePaths);
}

/** Every folder that holds one of the paths (parents included), sorted. */
function directoriesOf(paths: string[]): string[] {
  const dirs = new Set<string>();
  for (const path of paths) {
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1))
      dirs.add(path.slice(0, slash));
  }
  return [...dirs].sort(comparePaths);
}

/** Code-unit order, independent of locale. */
function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ids sort as text, except the collision suffix, which is numeric (-10 after -9). */
function compareReleaseIds(a: string, b: string): number {
  const [baseA, nA] = splitSuffix(a);
  const [baseB, nB] = splitSuffix(b);
  return comparePaths(baseA, baseB) || nA - nB;
}

function splitSuffix(id: string): [string, number] {
  const match = /^(.*Z-[0-9a-f]{8})(?:-(\d+))?$/.exec(id);
  return match ? [match[1]!, Number(match[2] ?? 1)] : [id, 1];
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** Temp file + rename: a reader (or a killed run) never sees half a file. */
function writeAtomically(path: string, data: string | Buffer): void {
  const temp = `${path}.${randomHex(6)}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, path);
}
