// Content collections over the tenant's pulled snapshot, as prepared for the
// build (.data/<slug>/build/content.json, see src/data/build-data.ts): cars are
// slim summaries; full records are read per vehicle page. Records were
// validated with the valibot schemas of src/data/schemas.ts by the pull, so
// the collections declare no second (zod) schema; src/data/store.ts gives
// pages typed access.
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { COLLECTION_NAMES, type CollectionName } from './data/snapshot.ts';
import { readBuildContent, type BuildContent } from './data/build-data.ts';

const slug = process.env['SITE_SLUG'] ?? '';
let content: BuildContent | undefined;

function loadContent(): BuildContent {
  try {
    content ??= readBuildContent(slug);
  } catch {
    throw new Error(
      `No prepared data for tenant "${slug}". Run \`npm run build -- --site ${slug}\` (pull + prepare) first.`,
    );
  }
  return content;
}

function snapshotLoader(name: CollectionName): Loader {
  return {
    name: `snapshot-${name}`,
    load: async ({ store, meta }) => {
      const current = loadContent();
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
