/**
 * A tenant's search settings (sites/<slug>/site.json) as the inputs of this
 * folder. Server-side: call from page frontmatter or scripts and hand the
 * (JSON-serialisable) results to the search island as props.
 */

import { stockOptionsOf, type SoldDaysLocation } from '../config/core-options.ts';
import type { SiteConfig } from '../config/site-schema.ts';
import { DEFAULT_INDEX_UID } from '../core/search/options.ts';
import type { SearchClientSettings } from './client.ts';
import type { BuildEmbeddedIndexOptions } from './embedded/payload.ts';
import type { TenantFilter } from './tenant-filter.ts';

/**
 * The tenant's base filter: its stock rule (with the per-location sold
 * windows of `locations`) and its dealerships (site.json dealerships[].id).
 */
export function tenantFilterOf(site: SiteConfig, locations: readonly SoldDaysLocation[] = []): TenantFilter {
  return { stock: stockOptionsOf(site, locations), dealershipIds: site.dealerships.map((d) => d.id) };
}

/** Options of `buildEmbeddedIndex` for the tenant at the build clock. */
export function embeddedIndexOptionsOf(
  site: SiteConfig,
  now: Date,
  locations: readonly SoldDaysLocation[] = [],
): BuildEmbeddedIndexOptions {
  return { tenant: tenantFilterOf(site, locations), now, financeProvider: site.finance_provider };
}

/**
 * The search client config of the tenant's backend (site.json search.backend):
 * embedded, reading the index at `indexUrl`; or Meilisearch with the
 * configured host, search key (the minted tenant token) and index, plus the
 * tenant filter for the query-time sold window.
 */
export function searchClientConfigOf(
  site: SiteConfig,
  options: {
    indexUrl: string;
    locations?: readonly SoldDaysLocation[] | undefined;
    /** The tenant token search:index minted (src/data/search-token.ts), over site.json's search_key. */
    searchKey?: string | null | undefined;
  },
): SearchClientSettings {
  const meili = site.search.meilisearch;
  if (site.search.backend === 'meilisearch' && meili) {
    return {
      backend: 'meilisearch',
      host: meili.host,
      searchKey: options.searchKey ?? meili.search_key,
      index: meili.index ?? DEFAULT_INDEX_UID,
      tenant: tenantFilterOf(site, options.locations ?? []),
    };
  }
  return { backend: 'embedded', indexUrl: options.indexUrl };
}
