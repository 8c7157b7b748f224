import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { CollectionOutputs } from './schemas.ts';

/** The collections a tenant's snapshot holds, in pull order. */
export const COLLECTION_NAMES = [
  'cars',
  'locations',
  'reviews',
  'models',
  'offers',
  'manufacturers',
  'dealerships',
  'promos',
  'slides',
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** The validated record of each collection (its schema's output, src/data/schemas.ts). */
export type CollectionRecord<N extends CollectionName> = CollectionOutputs[N];

/** The records of every collection, each typed by its own schema. */
export type SnapshotCollections = { [N in CollectionName]: Array<CollectionRecord<N>> };

/** A record of any collection, for code that handles every collection alike (digests, counts). */
export type SnapshotRecord = CollectionRecord<CollectionName>;

export interface SnapshotMeta {
  slug: string;
  /** 'sample' or the platform API base URL. */
  source: string;
  /** ISO time the pull finished. */
  pulled_at: string;
  counts: Record<CollectionName, number>;
  /** sha256 over the records (scripts/pull/pull.ts); absent in snapshots from before it existed. */
  records_sha256?: string;
}

export interface Snapshot {
  meta: SnapshotMeta;
  collections: SnapshotCollections;
}

/** A snapshot file that exists but cannot be read as one (truncated, not JSON, wrong shape). */
export class SnapshotError extends Error {
  readonly path: string;
  constructor(path: string, reason: string) {
    super(`${path} is not a readable snapshot: ${reason}`);
    this.name = 'SnapshotError';
    this.path = path;
  }
}

/** Root of pulled snapshots; DATA_DIR overrides it (tests, benchmarks). */
export function dataDir(root: string = process.cwd()): string {
  return process.env['DATA_DIR'] ?? join(root, '.data');
}

export function snapshotPath(slug: string, dir: string = dataDir()): string {
  return join(dir, slug, 'snapshot.json');
}

/** The snapshot before the last one that changed it (kept by every write, for recovery by hand). */
export function snapshotBackupPath(slug: string, dir: string = dataDir()): string {
  return join(dir, slug, 'snapshot.prev.json');
}

/** Reads a snapshot file: null when there is none, SnapshotError when it is not a snapshot. */
export function readSnapshotFile(path: string): Snapshot | null {
  if (!existsSync(path)) return null;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new SnapshotError(path, (error as Error).message);
  }
  const snapshot = value as Partial<Snapshot> | null;
  if (!snapshot || typeof snapshot !== 'object' || !snapshot.meta || !snapshot.collections) {
    throw new SnapshotError(path, 'it has no meta or no collections');
  }
  // Not validated again: only the pull writes snapshots, from records its schemas accepted.
  return snapshot as Snapshot;
}

/** The tenant's snapshot: null when it has none; SnapshotError names the file when it is unreadable. */
export function readSnapshot(slug: string, dir: string = dataDir()): Snapshot | null {
  return readSnapshotFile(snapshotPath(slug, dir));
}

/** The JSON text of a snapshot, written in pieces (a 20,000-car snapshot is ~100 MB of text). */
export function* snapshotText(meta: SnapshotMeta, collections: Record<CollectionName, readonly string[]>) {
  yield `{"meta":${JSON.stringify(meta)},"collections":{`;
  let first = true;
  for (const name of COLLECTION_NAMES) {
    const records = collections[name] ?? [];
    yield `${first ? '' : ','}${JSON.stringify(name)}:[`;
    first = false;
    // Joined a few hundred at a time: one write per piece, no 100 MB string.
    for (let i = 0; i < records.length; i += 500) {
      yield `${i === 0 ? '' : ','}${records.slice(i, i + 500).join(',')}`;
    }
    yield ']';
  }
  yield '}}';
}

/**
 * Writes a file so that a reader, a crash or a power cut sees either the old file or the new
 * one, never half of one: the text goes to `<path>.<pid>.tmp`, which is flushed to disk, then
 * renamed over the file, and the folder is flushed so the rename itself lasts. With `backup`, the
 * file being replaced stays there under that name.
 */
export function writeFileDurably(path: string, pieces: Iterable<string>, backup?: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    const fd = openSync(tmp, 'w');
    try {
      for (const piece of pieces) writeSync(fd, piece);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (backup && existsSync(path)) {
      rmSync(backup, { force: true });
      linkSync(path, backup);
    }
    renameSync(tmp, path);
    const dirFd = openSync(dirname(path), 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Writes the snapshot atomically and durably (writeFileDurably); the snapshot it replaces is
 * kept as snapshot.prev.json.
 */
export function writeSnapshot(snapshot: Snapshot, dir: string = dataDir()): string {
  const path = snapshotPath(snapshot.meta.slug, dir);
  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, (snapshot.collections[name] ?? []).map((r) => JSON.stringify(r))]),
  ) as Record<CollectionName, string[]>;
  writeFileDurably(path, snapshotText(snapshot.meta, collections), snapshotBackupPath(snapshot.meta.slug, dir));
  return path;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files of writes that died (`kill -9` mid-write leaves a `<name>.<pid>.tmp`
 * of up to the snapshot's size); those of a process still running are left alone.
 */
export function removeStaleTemps(slug: string, dir: string = dataDir()): string[] {
  const folder = join(dir, slug);
  if (!existsSync(folder)) return [];
  const removed: string[] = [];
  for (const name of readdirSync(folder)) {
    const match = /\.(\d+)\.tmp$/.exec(name);
    const pid = Number(match?.[1]);
    if (!match || pid === process.pid || isRunning(pid)) continue;
    rmSync(join(folder, name), { force: true });
    removed.push(name);
  }
  return removed;
}
