// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSearchClient } from './client.ts';
import { buildEmbeddedIndex } from './embedded/payload.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_TENANT, fixtureCars } from './testing/fixture.ts';

const indexUrl = `data:application/json,${encodeURIComponent(
  JSON.stringify(buildEmbeddedIndex(fixtureCars(), { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW })),
)}`;

describe('createSearchClient', () => {
  it('embedded: searches the index at indexUrl, accepting the routing attribute names', async () => {
    const client = createSearchClient({ backend: 'embedded', indexUrl, worker: false, now: () => FIXTURE_NOW });
    const { results } = await client.search([
      {
        indexName: 'cars',
        params: { facets: ['location.slug'], facetFilters: ['location.slug:harbour-newcastle'], hitsPerPage: 0 },
      },
    ]);
    // Newcastle lists 13 cars; its sold one is not counted.
    expect(results[0]?.nbHits).toBe(12);
    expect(results[0]?.facets).toEqual({ 'location.slug': { 'harbour-newcastle': 12 } });
  });

  it('does nothing until the first search', async () => {
    const client = createSearchClient({
      backend: 'embedded',
      indexUrl: 'https://nowhere.invalid/index.json',
      worker: false,
    });
    client.clearCache();
    await expect(client.search([{ indexName: 'cars' }])).rejects.toThrow();
  });

  it('meilisearch: builds the Meilisearch client lazily', async () => {
    const client = createSearchClient({
      backend: 'meilisearch',
      host: 'not a url',
      searchKey: 'k',
      index: 'Car_production',
    });
    // The invalid host only fails once the backend is loaded.
    await expect(client.search([{ indexName: 'cars' }])).rejects.toThrow();
  });
});

describe('browser modules', () => {
  it('never reach the admin module, the token signer or the admin key', async () => {
    const { readFileSync } = await import('node:fs');
    const { dirname, resolve } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const here = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const walk = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/process\.env|from 'meilisearch\/token'|from 'meilisearch'/);
      for (const [, spec] of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+\.ts)'/g)) {
        if (spec) walk(resolve(dirname(file), spec));
      }
    };
    for (const entry of ['client.ts', 'embedded/worker.ts']) walk(resolve(here, entry));
    expect([...seen].some((f) => f.endsWith('meilisearch/client.ts'))).toBe(true);
    expect([...seen].some((f) => f.endsWith('admin.ts'))).toBe(false);
  });
});
