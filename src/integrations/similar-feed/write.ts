// Writes the similar-cars feed (src/features/vehicle/body/similar-feed.ts) into a built tenant:
// one file per listed car under similar/. A file whose bytes are unchanged is left alone (an
// incremental build then publishes no new file for it); the files of cars no longer listed go.
// What was written is remembered in a sidecar file in the build's cache folder (size, mtime and
// digest per file), so unchanged files are not read back: at 20,000 cars that read was most of
// this step (docs/performance.md).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { similarFeedEntries, SIMILAR_FEED_DIR } from '../../features/vehicle/body/similar-feed.ts';
import { cardSettings } from '../../features/search/card-settings.ts';
import { readBuildContent, readCarSummaries } from '../../data/build-data.ts';
import { listedOf } from '../../data/listed.ts';
import { buildNow, site } from '../../site.ts';

export interface FeedWrite {
  written: number;
  unchanged: number;
  removed: number;
}

/** file name -> [size, mtimeMs, sha1 of the bytes written] */
type Written = Record<string, [number, number, string]>;

function readWritten(path: string | undefined): Written {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Written;
  } catch {
    return {}; // first build, or unreadable: every file is compared by its bytes
  }
}

/**
 * Writes `feeds` (car id -> JSON text) to `<outDir>/similar/`, only where the bytes differ. With
 * `sidecar` (a file in the build's cache), a file whose size and mtime are those it was written
 * with, and whose recorded digest is the new text's, is not read.
 */
export function writeFeeds(
  outDir: string,
  feeds: Iterable<readonly [carId: number, json: string]>,
  sidecar?: string,
): FeedWrite {
  const dir = join(outDir, SIMILAR_FEED_DIR);
  mkdirSync(dir, { recursive: true });
  const stale = new Set(readdirSync(dir));
  const before = readWritten(sidecar);
  const after: Written = {};
  const result: FeedWrite = { written: 0, unchanged: 0, removed: 0 };
  for (const [id, text] of feeds) {
    const name = `${id}.json`;
    stale.delete(name);
    const path = join(dir, name);
    const bytes = Buffer.from(text);
    const digest = createHash('sha1').update(bytes).digest('base64url');
    const stat = statSync(path, { throwIfNoEntry: false });
    const known = before[name];
    const same =
      stat !== undefined &&
      stat.size === bytes.length &&
      (known
        ? known[0] === stat.size && known[1] === stat.mtimeMs && known[2] === digest
        : readFileSync(path).equals(bytes));
    if (same) {
      result.unchanged++;
      after[name] = [stat.size, stat.mtimeMs, digest];
      continue;
    }
    writeFileSync(path, bytes);
    result.written++;
    const written = statSync(path);
    after[name] = [written.size, written.mtimeMs, digest];
  }
  for (const name of stale) {
    rmSync(join(dir, name), { recursive: true, force: true });
    result.removed++;
  }
  if (sidecar) {
    mkdirSync(dirname(sidecar), { recursive: true });
    writeFileSync(`${sidecar}.tmp`, JSON.stringify(after));
    renameSync(`${sidecar}.tmp`, sidecar);
  }
  return result;
}

/** The feeds of the tenant being built (SITE_SLUG), from its prepared build inputs, made as they are read. */
export function tenantFeeds(slug: string): Iterable<[carId: number, json: string]> {
  const listed = listedOf(readCarSummaries(slug), readBuildContent(slug).collections.locations, site, buildNow);
  return similarFeedEntries(listed, cardSettings());
}
