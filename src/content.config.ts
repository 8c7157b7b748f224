// Content collections over the tenant's pulled snapshot (.data/<slug>/snapshot.json).
// Records were validated with the valibot schemas of src/data/schemas.ts by the
// pull, so the collections declare no second (zod) schema; src/data/store.ts
// gives pages typed access.
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { COLLECTION_NAMES, readSnapshot, type CollectionName, type Snapshot } from './data/snapshot.ts';

const slug = process.env['SITE_SLUG'] ?? '';
let snapshot: Snapshot | null | undefined;

function loadSnapshot(): Snapshot {
  snapshot ??= readSnapshot(slug);
  if (!snapshot) throw new Error(`No snapshot for tenant "${slug}". Run \`npm run pull -- --site ${slug}\` first.`);
  return snapshot;
}

function snapshotLoader(name: CollectionName): Loader {
  return {
    name: `snapshot-${name}`,
    load: async ({ store, meta }) => {
      const current = loadSnapshot();
      // The store persists between builds of the same tenant: reload only when the pull changed.
      if (meta.get('pulled_at') === current.meta.pulled_at && store.keys().length === current.meta.counts[name]) return;
      store.clear();
      for (const record of current.collections[name]) store.set({ id: String(record.id), data: record });
      meta.set('pulled_at', current.meta.pulled_at);
    },
  };
}

export const collections = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [name, defineCollection({ loader: snapshotLoader(name) })]),
) as Record<CollectionName, ReturnType<typeof defineCollection>>;
