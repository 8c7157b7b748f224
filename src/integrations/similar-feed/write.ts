// Writes the similar-cars feed (src/components/vehicle/body/similar-feed.ts) into a built tenant:
// one file per listed car under similar/. A file whose bytes are unchanged is left alone (an
// incremental build then publishes no new file for it); the files of cars no longer listed go.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { similarFeeds, SIMILAR_FEED_DIR } from '../../components/vehicle/body/similar-feed.ts';
import { cardSettings } from '../../data/card-settings.ts';
import { readBuildContent, readCarSummaries } from '../../data/build-data.ts';
import { listedOf } from '../../data/listed.ts';
import { buildNow, site } from '../../site.ts';

export interface FeedWrite {
  written: number;
  unchanged: number;
  removed: number;
}

/** Writes `feeds` (car id -> JSON text) to `<outDir>/similar/`, only where the bytes differ. */
export function writeFeeds(outDir: string, feeds: ReadonlyMap<number, string>): FeedWrite {
  const dir = join(outDir, SIMILAR_FEED_DIR);
  mkdirSync(dir, { recursive: true });
  const stale = new Set(readdirSync(dir));
  const result: FeedWrite = { written: 0, unchanged: 0, removed: 0 };
  for (const [id, text] of feeds) {
    const name = `${id}.json`;
    stale.delete(name);
    const path = join(dir, name);
    const bytes = Buffer.from(text);
    const size = statSync(path, { throwIfNoEntry: false })?.size;
    if (size === bytes.length && readFileSync(path).equals(bytes)) {
      result.unchanged++;
      continue;
    }
    writeFileSync(path, bytes);
    result.written++;
  }
  for (const name of stale) {
    rmSync(join(dir, name), { recursive: true, force: true });
    result.removed++;
  }
  return result;
}

/** The feeds of the tenant being built (SITE_SLUG), from its prepared build inputs. */
export function tenantFeeds(slug: string): Map<number, string> {
  const locations = readBuildContent(slug).collections.locations as Array<{
    id: number;
    include_sold_cars_days?: number | null;
  }>;
  const listed = listedOf(readCarSummaries(slug), locations, site, buildNow);
  return similarFeeds(listed, cardSettings());
}
