/**
 * The one search client factory of the search page. The tenant's site config
 * picks the backend (search.backend); each backend is loaded with a dynamic
 * import on the first search, so a page downloads only the one it uses and
 * creating the client (at island import or render) touches no browser API.
 *
 * Both backends take the same InstantSearch requests and give the same
 * results (src/search/conformance.ts). Index names carry the sort:
 * `indexNameFor(sortId)` from params.ts ('cars', 'cars_price-asc', ...).
 */

import type { SearchClient } from 'instantsearch.js';
import { withAttributeAliases } from './aliases.ts';
import type { TenantFilter } from './tenant-filter.ts';
import type { FacetValuesResult, SearchClientLike, SearchRequest, SearchResponses } from './types.ts';

/** Embedded backend: the static index built with the site. */
export interface EmbeddedSearchConfig {
  backend: 'embedded';
  /** URL of the index JSON written at build time. */
  indexUrl: string;
  /** URL of the worker script; default: the bundled src/search/embedded/worker.ts. */
  workerUrl?: string | undefined;
  /** false: search on the main thread (default: in a worker when available). */
  worker?: boolean | undefined;
  /** The visitor's clock (tests). */
  now?: (() => Date) | undefined;
}

/** Meilisearch backend: the hosted index. */
export interface MeilisearchSearchConfig {
  backend: 'meilisearch';
  host: string;
  /** The tenant token minted by scripts/search-index.ts (or another search-only key). */
  searchKey: string;
  /** Index uid, default in site config 'Car_production'. */
  index: string;
  /** The tenant rule, re-applied per query with the visitor's clock (recommended; see tenant-filter.ts). */
  tenant?: TenantFilter | null | undefined;
  now?: (() => Date) | undefined;
}

/** Which backend and how to reach it. */
export type SearchClientConfig = EmbeddedSearchConfig | MeilisearchSearchConfig;

/** The config a page sends the search island: plain JSON, without the tests' clock. */
export type SearchClientSettings = Omit<EmbeddedSearchConfig, 'now'> | Omit<MeilisearchSearchConfig, 'now'>;

async function load(config: SearchClientConfig): Promise<SearchClientLike> {
  if (config.backend === 'embedded') {
    const { createEmbeddedClient } = await import('./embedded/client.ts');
    return createEmbeddedClient(config);
  }
  const { createMeilisearchClient } = await import('./meilisearch/client.ts');
  return createMeilisearchClient(config);
}

/** The InstantSearch `searchClient` of the configured backend. */
export function createSearchClient(config: SearchClientConfig): SearchClientLike {
  let backend: Promise<SearchClientLike> | null = null;
  const get = (): Promise<SearchClientLike> => {
    backend ??= load(config).then(withAttributeAliases);
    return backend;
  };
  return {
    search: async (requests: readonly SearchRequest[]): Promise<SearchResponses> => (await get()).search(requests),
    searchForFacetValues: async (requests: readonly SearchRequest[]): Promise<FacetValuesResult[]> =>
      (await get()).searchForFacetValues(requests),
    clearCache: () => {
      void backend?.then((c) => c.clearCache());
    },
  };
}

/**
 * The client typed as InstantSearch's `SearchClient`, for
 * `<InstantSearch searchClient={...}>`. A cast: Algolia's client typings
 * describe every Algolia parameter; these clients accept what the
 * InstantSearch helper sends (types.ts) and ignore the rest.
 */
export function asInstantSearchClient(client: SearchClientLike): SearchClient {
  return client as unknown as SearchClient;
}
