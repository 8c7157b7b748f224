import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

export type SnapshotRecord = Record<string, unknown> & { id: number | string };

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
  collections: Record<CollectionName, SnapshotRecord[]>;
}

/** Root of pulled snapshots; DATA_DIR overrides it (tests, benchmarks). */
export function dataDir(root: string = process.cwd()): string {
  return process.env['DATA_DIR'] ?? join(root, '.data');
}

export function snapshotPath(slug: string, dir: string = dataDir()): string {
  return join(dir, slug, 'snapshot.json');
}

export function readSnapshot(slug: string, dir: string = dataDir()): Snapshot | null {
  const path = snapshotPath(slug, dir);
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
}

/**
 * Writes the snapshot atomically: the JSON goes to a temporary file beside the
 * target and is renamed over it, so a reader (or a crash mid-write) sees
 * either the old snapshot or the new one, never half of one.
 */
export function writeSnapshot(snapshot: Snapshot, dir: string = dataDir()): string {
  const path = snapshotPath(snapshot.meta.slug, dir);
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, JSON.stringify(snapshot));
    renameSync(tmp, path);
  } finally {
    rmSync(tmp, { force: true });
  }
  return path;
}
