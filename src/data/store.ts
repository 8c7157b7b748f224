// Typed access to the tenant's content collections. The pull validated every
// record with src/data/schemas.ts, so the data is typed by those schemas.
import { getCollection } from 'astro:content';
import type { CollectionName } from './snapshot.ts';
import type {
  CarOutput,
  DealershipOutput,
  LocationOutput,
  ManufacturerOutput,
  ModelOutput,
  OfferOutput,
  PromoOutput,
  ReviewOutput,
  SlideOutput,
} from './schemas.ts';

interface CollectionTypes {
  cars: CarOutput;
  locations: LocationOutput;
  reviews: ReviewOutput;
  models: ModelOutput;
  offers: OfferOutput;
  manufacturers: ManufacturerOutput;
  dealerships: DealershipOutput;
  promos: PromoOutput;
  slides: SlideOutput;
}

const cache = new Map<CollectionName, Promise<unknown[]>>();

/** Every record of a collection, in snapshot order. Cached for the build. */
export function all<N extends CollectionName>(name: N): Promise<CollectionTypes[N][]> {
  let entries = cache.get(name);
  if (!entries) {
    entries = getCollection(name).then((list: Array<{ data: unknown }>) => list.map((entry) => entry.data));
    cache.set(name, entries);
  }
  return entries as Promise<CollectionTypes[N][]>;
}
