import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { collections } from '../../src/data/schemas.ts';
import { describeIssue } from '../../src/config/errors.ts';
import { unsafeUrls } from '../../src/data/unsafe-urls.ts';
import {
  COLLECTION_NAMES,
  dataDir as defaultDataDir,
  readSnapshotFile,
  removeStaleTemps,
  snapshotBackupPath,
  snapshotPath,
  snapshotText,
  SnapshotError,
  writeFileDurably,
  type CollectionName,
  type CollectionRecord,
  type SnapshotCollections,
  type SnapshotMeta,
} from '../../src/data/snapshot.ts';
import type { RawCollection, Source } from './sources.ts';

export interface Rejection {
  collection: CollectionName;
  /** The record's id when it had one, else its position in the feed. */
  record: string;
  reasons: string[];
  /** The record as the source sent it (kept in the quarantine file). */
  data?: unknown;
}

export interface CollectionCounts {
  added: number;
  changed: number;
  removed: number;
  rejected: number;
  total: number;
}

/** One collection as pulled: the kept records, each serialised once, with its digest. */
export interface PulledCollection<N extends CollectionName = CollectionName> {
  records: Array<CollectionRecord<N>>;
  /** Each record's JSON, as the snapshot holds it. */
  json: string[];
  /** sha1 (base64url) of each record's JSON line (its JSON and a newline). */
  digests: string[];
}

export type PulledCollections = Record<CollectionName, PulledCollection>;

/** The pulled records by collection, as a snapshot holds them. */
export function pulledRecords(pulled: PulledCollections): SnapshotCollections {
  // Each collection's records came through its own schema (validateRecords).
  return Object.fromEntries(COLLECTION_NAMES.map((n) => [n, pulled[n].records])) as SnapshotCollections;
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
      /** sha256 over every kept record's digest, collection by collection (the snapshot's content). */
      recordsSha256: string;
      /** False when no record changed: the snapshot file was left as it was. */
      snapshotWritten: boolean;
      /**
       * The source sent every collection byte for byte as in the pull that wrote the snapshot, and
       * the pull's code is the same: nothing was validated again, and `pulled` is null.
       */
      sourceUnchanged: boolean;
      /** The records, for a prepare step in the same process (scripts/nightly.ts); null when the source was unchanged. */
      pulled: PulledCollections | null;
      /** The meta of the snapshot on disk after this pull. */
      meta: SnapshotMeta;
    }
  | {
      slug: string;
      ok: false;
      source: string;
      error: string;
      keptSnapshot: boolean;
      /** True when the data arrived but broke a guard (pull.max_shrink, every record rejected). */
      refused?: boolean;
    };

export interface PullGuard {
  /** site.pull.max_shrink */
  maxShrink: number | null;
  /** site.pull.min_guarded_records */
  minGuardedRecords: number;
}

export const DEFAULT_GUARD: PullGuard = { maxShrink: 0.5, minGuardedRecords: 10 };

export interface PullOptions {
  dataDir?: string;
  now?: Date;
  guard?: PullGuard;
  /** Accept a pull that breaks the guard (`--allow-shrink`: the dealer really closed a yard). */
  allowShrink?: boolean;
  /**
   * A fingerprint of the code that reads and validates records (pullCodeFingerprint). With it, a
   * source that sends the same bytes as last time is not validated again; without it, always.
   */
  codeVersion?: string;
}

/** Validates records one by one: good ones are kept, bad ones reported with every reason. */
export function validateRecords<N extends CollectionName>(
  collection: N,
  raw: readonly unknown[],
): { records: Array<CollectionRecord<N>>; rejections: Rejection[]; droppedLinks: Rejection[] } {
  const schema = collections[collection];
  const records: Array<CollectionRecord<N>> = [];
  const rejections: Rejection[] = [];
  const droppedLinks: Rejection[] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const id =
      item !== null && typeof item === 'object' && 'id' in item ? String((item as { id: unknown }).id) : `#${index}`;
    const result = v.safeParse(schema, item, { abortEarly: false });
    if (!result.success) {
      rejections.push({ collection, record: id, reasons: result.issues.map(describeIssue), data: item });
      return;
    }
    if (seen.has(id)) {
      rejections.push({
        collection,
        record: id,
        reasons: [`id: duplicate id ${id}; the first record with it was kept`],
        data: item,
      });
      return;
    }
    seen.add(id);
    const dropped = unsafeUrls(collection, item);
    if (dropped.length > 0) droppedLinks.push({ collection, record: id, reasons: dropped });
    // The output of collections[N]; TypeScript does not follow a generic index into the schemas' outputs.
    records.push(result.output as CollectionRecord<N>);
  });
  return { records, rejections, droppedLinks };
}

/** The digest of one record's JSON line: what the diff compares and the vehicle page key uses. */
export function recordDigest(json: string): string {
  return createHash('sha1').update(json).update('\n').digest('base64url');
}

// ---------------------------------------------------------------------------------------------
// The record index: snapshot.index.json beside the snapshot, each record's digest by id. A pull
// compares against it instead of reading, parsing and serialising the last snapshot again (at
// 20,000 cars that was most of a nightly pull). It is trusted only while the snapshot file is
// the one it was written with (same size and mtime).

interface RecordIndex {
  version: 1;
  snapshot: { size: number; mtimeMs: number };
  meta: SnapshotMeta;
  digests: Record<CollectionName, Record<string, string>>;
  /** What the last pull read (sourceKey), with what it kept and rejected (absent in older indexes). */
  source?: {
    key: string;
    counts: Record<CollectionName, { total: number; rejected: number }>;
    rejections: Rejection[];
    droppedLinks: Rejection[];
  };
}

interface Previous {
  /** The last snapshot's meta (null when only the backup could be read). */
  meta: SnapshotMeta | null;
  digests: Record<CollectionName, Map<string, string>>;
  /** The snapshot file is there and whole (the index matches it). */
  intact: boolean;
  /** Why the last snapshot could not be used, when it could not. */
  unreadable: string | null;
  /** What the pull that wrote the index read (only with an intact index). */
  source: RecordIndex['source'] | null;
}

function indexPath(slug: string, dir: string): string {
  return join(dir, slug, 'snapshot.index.json');
}

function emptyDigests(): Record<CollectionName, Map<string, string>> {
  return Object.fromEntries(COLLECTION_NAMES.map((n) => [n, new Map<string, string>()])) as Record<
    CollectionName,
    Map<string, string>
  >;
}

function readPrevious(slug: string, dir: string): Previous | null {
  const path = snapshotPath(slug, dir);
  const stat = existsSync(path) ? statSync(path) : null;
  if (stat) {
    try {
      const index = JSON.parse(readFileSync(indexPath(slug, dir), 'utf8')) as RecordIndex;
      if (index.version === 1 && index.snapshot.size === stat.size && index.snapshot.mtimeMs === stat.mtimeMs) {
        const digests = emptyDigests();
        for (const name of COLLECTION_NAMES) digests[name] = new Map(Object.entries(index.digests[name] ?? {}));
        return { meta: index.meta, digests, intact: true, unreadable: null, source: index.source ?? null };
      }
    } catch {
      // No index (a snapshot from before it existed) or a broken one: read the snapshot instead.
    }
  }
  // The slow way, once: the last snapshot, or the one before it when the last is unreadable.
  let unreadable: string | null = null;
  for (const file of [path, snapshotBackupPath(slug, dir)]) {
    try {
      const snapshot = readSnapshotFile(file);
      if (!snapshot) continue;
      const digests = emptyDigests();
      for (const name of COLLECTION_NAMES) {
        for (const record of snapshot.collections[name] ?? []) {
          digests[name].set(String(record.id), recordDigest(JSON.stringify(record)));
        }
      }
      return {
        meta: file === path ? snapshot.meta : null,
        digests,
        intact: false,
        unreadable,
        source: null,
      };
    } catch (error) {
      if (!(error instanceof SnapshotError)) throw error;
      unreadable ??= error.message;
    }
  }
  return unreadable ? { meta: null, digests: emptyDigests(), intact: false, unreadable, source: null } : null;
}

/** What the guard refuses in this pull, one line per collection. */
export function guardProblems(
  received: Record<CollectionName, number>,
  kept: Record<CollectionName, number>,
  previous: Record<CollectionName, number> | null,
  guard: PullGuard,
): string[] {
  const problems: string[] = [];
  for (const name of COLLECTION_NAMES) {
    if (received[name] > 0 && kept[name] === 0) {
      problems.push(`${name}: every one of the ${received[name]} records received was rejected`);
      continue;
    }
    const before = previous?.[name] ?? 0;
    if (guard.maxShrink === null || before < guard.minGuardedRecords) continue;
    if (kept[name] < before * (1 - guard.maxShrink)) {
      problems.push(
        `${name}: ${kept[name]} records, down from ${before} (more than ${Math.round(guard.maxShrink * 100)}% lost)`,
      );
    }
  }
  return problems;
}

/** quarantine.json beside the snapshot: the records this pull rejected, with their reasons. */
export function quarantinePath(slug: string, dir: string = defaultDataDir()): string {
  return join(dir, slug, 'quarantine.json');
}

function writeQuarantine(slug: string, dir: string, source: string, pulledAt: string, rejections: Rejection[]): void {
  const body = { slug, source, pulled_at: pulledAt, rejected: rejections.length, records: rejections };
  writeFileDurably(quarantinePath(slug, dir), [`${JSON.stringify(body, null, 2)}\n`]);
}

/**
 * Pulls one tenant: fetches every collection from the source, validates each record (bad ones go
 * to quarantine.json with their reasons), checks the guard, and writes the new snapshot
 * atomically. When the source fails or the guard refuses the data, the last good snapshot stays
 * exactly as it was.
 */
export async function pullTenant(slug: string, source: Source, options: PullOptions = {}): Promise<PullReport> {
  const dir = options.dataDir ?? defaultDataDir();
  const guard = options.guard ?? DEFAULT_GUARD;
  for (const name of removeStaleTemps(slug, dir)) console.warn(`  removed ${name}, left by a write that died`);
  const previous = readPrevious(slug, dir);
  if (previous?.unreadable) console.warn(`  ${previous.unreadable}; pulling as if it were missing`);
  const hasSnapshot = previous !== null && previous.unreadable === null;

  const pulled = {} as PulledCollections;
  const counts = {} as Record<CollectionName, CollectionCounts>;
  const received = {} as Record<CollectionName, number>;
  const rejections: Rejection[] = [];
  const droppedLinks: Rejection[] = [];
  const digest = createHash('sha256');
  const fetched = {} as Record<CollectionName, RawCollection | { digest: null; records(): unknown[] }>;
  try {
    for (const name of COLLECTION_NAMES) {
      if (source.fetchRaw) fetched[name] = await source.fetchRaw(slug, name);
      else {
        const records = await source.fetchCollection(slug, name);
        fetched[name] = { digest: null, records: () => records };
      }
    }
  } catch (error) {
    return { slug, ok: false, source: source.label, error: (error as Error).message, keptSnapshot: hasSnapshot };
  }
  const sourceKey = sourceKeyOf(source.label, options.codeVersion, fetched);
  if (sourceKey !== null && previous?.intact && previous.meta?.records_sha256 && previous.source?.key === sourceKey) {
    const { rejections: rejected } = previous.source;
    writeQuarantine(slug, dir, source.label, (options.now ?? new Date()).toISOString(), rejected);
    return unchangedReport(slug, source.label, previous.meta, previous.meta.records_sha256, previous.source);
  }
  try {
    for (const name of COLLECTION_NAMES) {
      const raw = fetched[name].records();
      received[name] = raw.length;
      const result = validateRecords(name, raw);
      rejections.push(...result.rejections);
      const json = result.records.map((r) => JSON.stringify(r));
      const digests = json.map(recordDigest);
      pulled[name] = { records: result.records, json, digests };
      droppedLinks.push(...result.droppedLinks);
      digest.update(`${name}\n`);
      const before = new Map(previous?.digests[name]);
      let added = 0;
      let changed = 0;
      result.records.forEach((record, i) => {
        digest.update(`${digests[i]}\n`);
        const id = String(record.id);
        const old = before.get(id);
        if (old === undefined) added++;
        else if (old !== digests[i]) changed++;
        before.delete(id);
      });
      counts[name] = {
        added,
        changed,
        removed: before.size,
        rejected: result.rejections.length,
        total: result.records.length,
      };
    }
  } catch (error) {
    return { slug, ok: false, source: source.label, error: (error as Error).message, keptSnapshot: hasSnapshot };
  }
  const pulledAt = (options.now ?? new Date()).toISOString();
  writeQuarantine(slug, dir, source.label, pulledAt, rejections);

  const kept = Object.fromEntries(COLLECTION_NAMES.map((n) => [n, pulled[n].records.length])) as Record<
    CollectionName,
    number
  >;
  const before = previous
    ? (Object.fromEntries(COLLECTION_NAMES.map((n) => [n, previous.digests[n].size])) as Record<CollectionName, number>)
    : null;
  const problems = guardProblems(received, kept, before, guard);
  if (problems.length > 0 && !options.allowShrink) {
    return {
      slug,
      ok: false,
      source: source.label,
      error: `the data breaks the pull guard: ${problems.join('; ')}. The rejected records are in ${quarantinePath(slug, dir)}; if this is right, pull again with --allow-shrink`,
      keptSnapshot: hasSnapshot,
      refused: true,
    };
  }

  const recordsSha256 = digest.digest('hex');
  const report = (snapshotWritten: boolean, meta: SnapshotMeta): PullReport => ({
    slug,
    ok: true,
    source: source.label,
    collections: counts,
    rejections,
    droppedLinks,
    recordsSha256,
    snapshotWritten,
    sourceUnchanged: false,
    pulled,
    meta,
  });
  const sourceEntry: RecordIndex['source'] =
    sourceKey === null
      ? undefined
      : {
          key: sourceKey,
          counts: Object.fromEntries(
            COLLECTION_NAMES.map((n) => [n, { total: counts[n].total, rejected: counts[n].rejected }]),
          ) as Record<CollectionName, { total: number; rejected: number }>,
          rejections,
          droppedLinks,
        };
  // Records unchanged and the file whole: the snapshot stays as it is (at 20,000 cars, writing it
  // again is a second of a nightly run that has nothing else to do). Its pulled_at is then the
  // time of the pull that last changed a record.
  if (previous?.intact && previous.meta?.records_sha256 === recordsSha256 && previous.meta.source === source.label) {
    // What was read is remembered for the next pull, even when the records came out the same.
    if (previous.source?.key !== sourceEntry?.key) writeIndex(slug, dir, previous.meta, pulled, sourceEntry);
    return report(false, previous.meta);
  }
  const meta: SnapshotMeta = {
    slug,
    source: source.label,
    pulled_at: pulledAt,
    counts: kept,
    records_sha256: recordsSha256,
  };
  const path = snapshotPath(slug, dir);
  const jsonOf = Object.fromEntries(COLLECTION_NAMES.map((n) => [n, pulled[n].json])) as Record<
    CollectionName,
    string[]
  >;
  writeFileDurably(path, snapshotText(meta, jsonOf), snapshotBackupPath(slug, dir));
  writeIndex(slug, dir, meta, pulled, sourceEntry);
  return report(true, meta);
}

/** Writes snapshot.index.json for the snapshot on disk. */
function writeIndex(
  slug: string,
  dir: string,
  meta: SnapshotMeta,
  pulled: PulledCollections,
  source: RecordIndex['source'],
): void {
  const stat = statSync(snapshotPath(slug, dir));
  const index: RecordIndex = {
    version: 1,
    snapshot: { size: stat.size, mtimeMs: stat.mtimeMs },
    meta,
    digests: Object.fromEntries(
      COLLECTION_NAMES.map((n) => [
        n,
        Object.fromEntries(pulled[n].records.map((record, i) => [String(record.id), pulled[n].digests[i]!])),
      ]),
    ) as RecordIndex['digests'],
    ...(source && { source }),
  };
  writeFileDurably(indexPath(slug, dir), [JSON.stringify(index)]);
}

/**
 * What identifies a pull's input: the source, the code that reads it and each collection's bytes.
 * Null when the source gives no digest or no code version was given: such a pull always validates.
 */
function sourceKeyOf(
  label: string,
  codeVersion: string | undefined,
  fetched: Record<CollectionName, { digest: string | null }>,
): string | null {
  if (codeVersion === undefined) return null;
  const hash = createHash('sha256').update(`${label}\n${codeVersion}\n`);
  for (const name of COLLECTION_NAMES) {
    const { digest } = fetched[name];
    if (digest === null) return null;
    hash.update(`${name} ${digest}\n`);
  }
  return hash.digest('hex');
}

/** The report of a pull whose source sent what it sent last time: the snapshot and quarantine stand. */
function unchangedReport(
  slug: string,
  source: string,
  meta: SnapshotMeta,
  recordsSha256: string,
  last: NonNullable<RecordIndex['source']>,
): PullReport {
  const collections = Object.fromEntries(
    COLLECTION_NAMES.map((n) => [n, { added: 0, changed: 0, removed: 0, ...last.counts[n] }]),
  ) as Record<CollectionName, CollectionCounts>;
  return {
    slug,
    ok: true,
    source,
    collections,
    rejections: last.rejections,
    droppedLinks: last.droppedLinks,
    recordsSha256,
    snapshotWritten: false,
    sourceUnchanged: true,
    pulled: null,
    meta,
  };
}

/** Human-readable lines for a report: one summary line per tenant, then details. */
export function formatReport(report: PullReport): string[] {
  if (!report.ok) {
    return [
      `✗ ${report.slug}: pull from ${report.source} ${report.refused ? 'refused' : 'failed'}: ${report.error}`,
      report.keptSnapshot
        ? `  kept the last good snapshot of ${report.slug}`
        : `  ${report.slug} has no earlier snapshot to fall back on`,
    ];
  }
  const sum = (key: keyof CollectionCounts) => COLLECTION_NAMES.reduce((n, c) => n + report.collections[c][key], 0);
  const lines = [
    `✓ ${report.slug} (${report.source}): added ${sum('added')}, changed ${sum('changed')}, removed ${sum('removed')}, rejected ${sum('rejected')}` +
      (report.sourceUnchanged ? `; the feed is as pulled at ${report.meta.pulled_at}` : ''),
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
