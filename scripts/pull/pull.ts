import { createHash, type Hash } from 'node:crypto';
import * as v from 'valibot';
import { collections } from '../../src/data/schemas.ts';
import { describeIssue } from '../../src/config/errors.ts';
import { unsafeUrls } from '../../src/data/unsafe-urls.ts';
import {
  COLLECTION_NAMES,
  readSnapshot,
  writeSnapshot,
  type CollectionName,
  type Snapshot,
  type SnapshotRecord,
} from '../../src/data/snapshot.ts';
import type { Source } from './sources.ts';

export interface Rejection {
  collection: CollectionName;
  /** The record's id when it had one, else its position in the feed. */
  record: string;
  reasons: string[];
}

export interface CollectionCounts {
  added: number;
  changed: number;
  removed: number;
  rejected: number;
  total: number;
}

export type PullReport =
  | {
      slug: string;
      ok: true;
      source: string;
      collections: Record<CollectionName, CollectionCounts>;
      rejections: Rejection[];
      /** Records kept without a link the safe-URL rule dropped (a `javascript:` offer url...). */
      droppedLinks: Rejection[];
      /** sha256 over every kept record's JSON, collection by collection (the snapshot's content). */
      recordsSha256: string;
    }
  | { slug: string; ok: false; source: string; error: string; keptSnapshot: boolean };

export interface PullOptions {
  dataDir?: string;
  now?: Date;
}

/** Validates records one by one: good ones are kept, bad ones reported with every reason. */
export function validateRecords(
  collection: CollectionName,
  raw: readonly unknown[],
): { records: SnapshotRecord[]; rejections: Rejection[]; droppedLinks: Rejection[] } {
  const schema = collections[collection];
  const records: SnapshotRecord[] = [];
  const rejections: Rejection[] = [];
  const droppedLinks: Rejection[] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const id =
      item !== null && typeof item === 'object' && 'id' in item ? String((item as { id: unknown }).id) : `#${index}`;
    const result = v.safeParse(schema, item, { abortEarly: false });
    if (!result.success) {
      rejections.push({ collection, record: id, reasons: result.issues.map(describeIssue) });
      return;
    }
    if (seen.has(id)) {
      rejections.push({
        collection,
        record: id,
        reasons: [`id: duplicate id ${id}; the first record with it was kept`],
      });
      return;
    }
    seen.add(id);
    const dropped = unsafeUrls(collection, item);
    if (dropped.length > 0) droppedLinks.push({ collection, record: id, reasons: dropped });
    records.push(result.output as SnapshotRecord);
  });
  return { records, rejections, droppedLinks };
}

/** Counts what changed; each new record's JSON also goes into `digest` (the snapshot's records digest). */
function diff(
  previous: readonly SnapshotRecord[] | undefined,
  next: readonly SnapshotRecord[],
  digest: Hash,
): Omit<CollectionCounts, 'rejected'> {
  const before = new Map((previous ?? []).map((r) => [String(r.id), JSON.stringify(r)]));
  let added = 0;
  let changed = 0;
  for (const record of next) {
    const json = JSON.stringify(record);
    digest.update(json);
    digest.update('\n');
    const old = before.get(String(record.id));
    if (old === undefined) added++;
    else if (old !== json) changed++;
    before.delete(String(record.id));
  }
  return { added, changed, removed: before.size, total: next.length };
}

/**
 * Pulls one tenant: fetches every collection from the source, validates each
 * record, and writes the new snapshot atomically. When the source fails, the
 * last good snapshot stays exactly as it was.
 */
export async function pullTenant(slug: string, source: Source, options: PullOptions = {}): Promise<PullReport> {
  const previous = readSnapshot(slug, options.dataDir);
  const fetched = {} as Record<CollectionName, SnapshotRecord[]>;
  const counts = {} as Record<CollectionName, CollectionCounts>;
  const rejections: Rejection[] = [];
  const droppedLinks: Rejection[] = [];
  const digest = createHash('sha256');
  try {
    for (const name of COLLECTION_NAMES) {
      const raw = await source.fetchCollection(slug, name);
      const result = validateRecords(name, raw);
      fetched[name] = result.records;
      rejections.push(...result.rejections);
      droppedLinks.push(...result.droppedLinks);
      digest.update(`${name}\n`);
      counts[name] = {
        ...diff(previous?.collections[name], result.records, digest),
        rejected: result.rejections.length,
      };
    }
  } catch (error) {
    return { slug, ok: false, source: source.label, error: (error as Error).message, keptSnapshot: previous !== null };
  }
  const recordsSha256 = digest.digest('hex');
  // Records unchanged: the snapshot file stays as it is (at 20,000 cars, writing it again is a
  // second of a nightly run that has nothing else to do). Its pulled_at is then the time of the
  // pull that last changed a record.
  if (previous?.meta.records_sha256 === recordsSha256 && previous.meta.source === source.label) {
    return { slug, ok: true, source: source.label, collections: counts, rejections, droppedLinks, recordsSha256 };
  }
  const snapshot: Snapshot = {
    meta: {
      slug,
      source: source.label,
      pulled_at: (options.now ?? new Date()).toISOString(),
      counts: Object.fromEntries(COLLECTION_NAMES.map((n) => [n, fetched[n].length])) as Record<CollectionName, number>,
      records_sha256: recordsSha256,
    },
    collections: fetched,
  };
  writeSnapshot(snapshot, options.dataDir);
  return { slug, ok: true, source: source.label, collections: counts, rejections, droppedLinks, recordsSha256 };
}

/** Human-readable lines for a report: one summary line per tenant, then details. */
export function formatReport(report: PullReport): string[] {
  if (!report.ok) {
    return [
      `✗ ${report.slug}: pull from ${report.source} failed: ${report.error}`,
      report.keptSnapshot
        ? `  kept the last good snapshot of ${report.slug}`
        : `  ${report.slug} has no earlier snapshot to fall back on`,
    ];
  }
  const sum = (key: keyof CollectionCounts) => COLLECTION_NAMES.reduce((n, c) => n + report.collections[c][key], 0);
  const lines = [
    `✓ ${report.slug} (${report.source}): added ${sum('added')}, changed ${sum('changed')}, removed ${sum('removed')}, rejected ${sum('rejected')}`,
  ];
  for (const c of COLLECTION_NAMES) {
    const k = report.collections[c];
    if (k.total + k.rejected + k.removed === 0) continue;
    lines.push(
      `    ${c}: ${k.total} records (added ${k.added}, changed ${k.changed}, removed ${k.removed}, rejected ${k.rejected})`,
    );
  }
  for (const r of report.rejections) lines.push(`    rejected ${r.collection} ${r.record}: ${r.reasons.join('; ')}`);
  for (const r of report.droppedLinks)
    lines.push(`    unsafe link in ${r.collection} ${r.record}: ${r.reasons.join('; ')}`);
  return lines;
}
