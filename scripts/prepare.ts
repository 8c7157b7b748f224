// npm run prepare:data -- --site <slug>: derive the build inputs of a tenant from
// its pulled snapshot (see src/data/build-data.ts). `npm run build` runs it in
// a process of its own before `astro build`; the nightly job calls it right
// after the pull, in the same process, on the records the pull holds.
import { readSnapshot, type SnapshotCollections, type SnapshotMeta } from '../src/data/snapshot.ts';
import { writeBuildData, type BuildContent, type SerialisedCars } from '../src/data/build-data.ts';
import type { SiteConfig } from '../src/config/site-schema.ts';
import { hitFields, toSearchDocument } from '../src/search/document.ts';
import { buildEmbeddedIndex, tooLargeForEmbedded, tooLargeWarning } from '../src/search/embedded/payload.ts';
import { embeddedIndexOptionsOf } from '../src/search/site.ts';
import { selectedSlugs, tryLoadSite } from './lib/cli.ts';

/** The build's clock: BUILD_TIME pins it (reproducible builds, tests). */
function buildClock(): Date {
  return process.env['BUILD_TIME'] ? new Date(process.env['BUILD_TIME']) : new Date();
}

/** A tenant's records: the snapshot's, or the pull's (with the cars' JSON the pull already made). */
export interface PrepareInput {
  meta: SnapshotMeta;
  collections: SnapshotCollections;
  cars?: SerialisedCars;
}

export function prepareTenant(site: SiteConfig, input?: PrepareInput, now: Date = buildClock()): { cars: number } {
  const snapshot = input ?? readSnapshot(site.slug);
  if (!snapshot) throw new Error(`No snapshot for ${site.slug}. Run npm run pull -- --site ${site.slug}`);
  const { cars, ...collections } = snapshot.collections;
  const content: BuildContent = { meta: snapshot.meta, collections };
  const summaries = cars.map((car) => hitFields(toSearchDocument(car, { financeProvider: site.finance_provider })));
  // The embedded search index (served as /search-index.json) also answers the
  // landing pages' first page at build time, so HTML and island agree.
  const index = buildEmbeddedIndex(cars, embeddedIndexOptionsOf(site, now, snapshot.collections.locations));
  if (site.search.backend === 'embedded' && tooLargeForEmbedded(index.count)) {
    console.warn(tooLargeWarning(index.count, site.slug));
  }
  writeBuildData(site.slug, content, summaries, cars, index, undefined, input?.cars);
  return { cars: cars.length };
}

if (import.meta.main) {
  let failed = false;
  for (const slug of selectedSlugs()) {
    const site = tryLoadSite(slug);
    if (!site) {
      failed = true;
      continue;
    }
    try {
      prepareTenant(site);
    } catch (error) {
      console.error(`✗ ${slug}: ${(error as Error).message}`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
