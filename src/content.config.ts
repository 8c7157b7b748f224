// Content collections over the tenant's pulled snapshot, as prepared for the
// build (.data/<slug>/build/content.json, see src/data/build-data.ts): every
// collection but the cars, which src/data/store.ts reads from the prepared
// cars.json (summaries) and car-details.ndjson (full records). Records were
// validated with the valibot schemas of src/data/schemas.ts by the pull, so
// the collections declare no second (zod) schema; src/data/store.ts gives
// pages typed access.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineCollection } from 'astro:content';
import { glob, type Loader } from 'astro/loaders';
import { sitesDir } from './config/load.ts';
import { COLLECTION_NAMES } from './data/snapshot.ts';
import { noPreparedData, readBuildContent, type BuildContent, type ContentCollectionName } from './data/build-data.ts';

const slug = process.env['SITE_SLUG'] ?? '';
let content: BuildContent | undefined;

function loadContent(): BuildContent {
  try {
    content ??= readBuildContent(slug);
  } catch {
    throw noPreparedData(slug);
  }
  return content;
}

function snapshotLoader(name: ContentCollectionName): Loader {
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

const contentCollectionNames = COLLECTION_NAMES.filter((name): name is ContentCollectionName => name !== 'cars');

/**
 * The tenant's own pages, `sites/<slug>/pages/*.md` (partner and promotion pages; their front
 * matter is validated by src/features/tenant-pages). Astro renders the Markdown; a tenant without
 * the folder has none.
 */
function tenantPagesLoader(): Loader {
  const dir = join(sitesDir(), slug, 'pages');
  if (existsSync(dir)) return glob({ pattern: '*.md', base: pathToFileURL(`${dir}/`) });
  return { name: 'tenant-pages-none', load: async ({ store }) => store.clear() };
}

export const collections = {
  ...(Object.fromEntries(
    contentCollectionNames.map((name) => [name, defineCollection({ loader: snapshotLoader(name) })]),
  ) as Record<ContentCollectionName, ReturnType<typeof defineCollection>>),
  pages: defineCollection({ loader: tenantPagesLoader() }),
};
