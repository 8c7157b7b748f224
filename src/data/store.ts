// Typed access to the tenant's data. The pull validated every record with
// src/data/schemas.ts, so the data is typed by those schemas. Cars are
// summaries (src/data/car-summary.ts) read from the prepared cars.json, full
// records come from carDetails(); the other collections are Astro content
// collections (src/content.config.ts).
import { getCollection } from 'astro:content';
import { CarDetailsReader, readBuildContent, readCarSummaries, type ContentCollectionName } from './build-data.ts';
import { contentLayerOrder } from './content-order.ts';
import type { CollectionName, CollectionRecord, SnapshotMeta } from './snapshot.ts';
import type { CarOutput } from './schemas.ts';
import type { CarSummary } from './car-summary.ts';

/** What `all` gives per collection: the snapshot's records, but the cars as summaries. */
type CollectionTypes = { [N in CollectionName]: N extends 'cars' ? CarSummary : CollectionRecord<N> };

const slug = (): string => process.env['SITE_SLUG'] ?? '';

const cache = new Map<CollectionName, Promise<unknown[]>>();

let meta: SnapshotMeta | undefined;
/** Records the pull stored per collection: an empty one is not asked of Astro, which would warn it "does not exist". */
function pulledCount(name: CollectionName): number {
  meta ??= readBuildContent(slug()).meta;
  return meta.counts[name];
}

/** Every record of a collection, in the content layer's order. Cached for the build. */
export function all<N extends CollectionName>(name: N): Promise<CollectionTypes[N][]> {
  let entries = cache.get(name);
  if (!entries) {
    if (name === 'cars') entries = Promise.resolve(readCarSummaries(slug()));
    else if (pulledCount(name) === 0) entries = Promise.resolve([]);
    // The render bundle reads the prepared snapshot when a page renders (the content layer's
    // store is fixed when the bundle is built), so a new night's data needs no new bundle.
    else if (import.meta.env.RENDER_BUNDLE)
      entries = Promise.resolve(
        contentLayerOrder(readBuildContent(slug()).collections[name as ContentCollectionName] as Array<{ id: number }>),
      );
    else entries = getCollection(name).then((list: Array<{ data: unknown }>) => list.map((entry) => entry.data));
    cache.set(name, entries);
  }
  return entries as Promise<CollectionTypes[N][]>;
}

let details: CarDetailsReader | undefined;

/** The full record of a car, read from the prepared details file. */
export function carDetails(id: number): CarOutput {
  details ??= new CarDetailsReader(slug());
  return details.get(id);
}
