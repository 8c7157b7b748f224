/**
 * The Meilisearch backend's InstantSearch client: `instantMeiliSearch` with
 * the settings that give the same behaviour as the embedded backend, plus:
 * - the sort of the index name ('cars_price-asc') becomes Meilisearch's
 *   'Car_production:price:asc' form;
 * - with `tenant`, every query carries the tenant filter with the visitor's
 *   clock (tenant-filter.ts), keeping the sold window exact between pushes;
 *   the tenant token enforces the same rule, as of the push, on the server;
 * - results are normalised to the embedded backend's shape: objectID is the
 *   car id, `index` the requested name, no `_geo` / `_geoloc`, highlights of
 *   the text attributes only, exhaustive counts (finite pagination).
 *
 * Browser code. The key given here is the public search key or tenant token;
 * the admin key lives in admin.ts, which only scripts import.
 */

import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { HIGHLIGHT_ATTRIBUTES, HIT_ATTRIBUTES } from '../document.ts';
import { geoRadiusOf, meilisearchSortOf, parseIndexName, queryOf } from '../params.ts';
import type { LatLng } from '../../core/locations.ts';
import { queryClock, tenantFilterExpression, type TenantFilter } from '../tenant-filter.ts';
import { compareFacetEntries } from '../../core/search/facets.ts';
import { stockCount } from '../../core/search/sold.ts';
import { AVAILABLE_STATUSES } from '../../core/vehicle/availability.ts';
import { MAX_VALUES_PER_FACET } from '../types.ts';
import type {
  FacetCounts,
  FacetValuesResult,
  HighlightValue,
  SearchClientLike,
  SearchHit,
  SearchParams,
  SearchRequest,
  SearchResponses,
  SearchResult,
} from '../types.ts';

/** Options of {@link createMeilisearchClient}. */
export interface MeilisearchClientOptions {
  host: string;
  /** Public search key or tenant token (never the admin key). */
  searchKey: string;
  /** Meilisearch index uid (site config search.meilisearch.index, default 'Car_production'). */
  index: string;
  /** Re-applies the tenant rule at query time with the visitor's clock. */
  tenant?: TenantFilter | null | undefined;
  /** The visitor's clock (tests pin it). */
  now?: (() => Date) | undefined;
  /** Replaces fetch (tests): gets the URL and request init, returns the parsed JSON body. */
  httpClient?: ((url: string, init?: RequestInit) => Promise<unknown>) | undefined;
}

/**
 * Meilisearch index name with its sort, in instant-meilisearch's
 * 'uid:attribute:direction' form; 'nearest' sorts from `centre` (the
 * request's distance filter), or is the default order without one.
 */
export function meilisearchIndexName(index: string, requested: string, centre: LatLng | null = null): string {
  const sort = meilisearchSortOf(parseIndexName(requested).sortBy, centre);
  return sort === null ? index : `${index}:${sort}`;
}

/** A request rewritten for instant-meilisearch. */
export function toInstantMeilisearchRequest(
  request: SearchRequest,
  options: Pick<MeilisearchClientOptions, 'index' | 'tenant'>,
  now: Date,
): SearchRequest {
  const params: SearchParams = { ...request.params, query: queryOf(request) };
  if (options.tenant) {
    const base = tenantFilterExpression(options.tenant, queryClock(now), parseIndexName(request.indexName).sortBy);
    const own = typeof params.filters === 'string' && params.filters.trim() !== '' ? params.filters : null;
    params.filters = own === null ? base : `(${base}) AND (${own})`;
  }
  const centre = geoRadiusOf(params)?.centre ?? null;
  return { indexName: meilisearchIndexName(options.index, request.indexName, centre), params };
}

function pickHighlights(value: unknown): Record<string, HighlightValue> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Record<string, HighlightValue> = {};
  for (const attribute of HIGHLIGHT_ATTRIBUTES) {
    const entry = (value as Record<string, unknown>)[attribute];
    if (entry && typeof entry === 'object' && typeof (entry as HighlightValue).value === 'string') {
      out[attribute] = { value: (entry as HighlightValue).value };
    }
  }
  return out;
}

/** One instant-meilisearch result in the embedded backend's shape. */
export function normaliseResult(result: SearchResult, request: SearchRequest): SearchResult {
  const hits = (result.hits ?? []).map((raw) => {
    const hit: Record<string, unknown> = {};
    for (const attribute of HIT_ATTRIBUTES) if (attribute in raw) hit[attribute] = raw[attribute];
    hit['objectID'] = String(raw['id']);
    const highlights = pickHighlights(raw._highlightResult);
    if (highlights) {
      hit['_highlightResult'] = highlights;
      hit['_snippetResult'] = highlights;
    }
    return hit as SearchHit;
  });
  return {
    ...result,
    hits,
    facets: result.facets ?? {},
    facets_stats: result.facets_stats ?? {},
    query: queryOf(request),
    params: '',
    index: request.indexName,
    exhaustiveNbHits: true,
  };
}

/** The filter that keeps a request's available cars (SPEC.md §4 Availability). */
const AVAILABLE_FILTER = `status IN [${AVAILABLE_STATUSES.map((status) => `"${status}"`).join(', ')}]`;

/**
 * The companion of a rewritten request that counts its available cars: the
 * same query and filters plus availability, no hits. Its count and facet
 * counts turn the request's into stock counts ({@link withStockCounts}).
 */
export function stockCountRequest(request: SearchRequest): SearchRequest {
  const own = typeof request.params?.filters === 'string' ? request.params.filters.trim() : '';
  const filters = own === '' ? AVAILABLE_FILTER : `(${own}) AND ${AVAILABLE_FILTER}`;
  return { indexName: request.indexName, params: { ...request.params, filters, hitsPerPage: 0, page: 0 } };
}

/**
 * A result with the stock counts of core stockCount, from its companion's
 * (the same search over the available cars): the count, and each facet
 * value's count, is the available cars, or all when none is available. So
 * the count is the same under every sort, as the embedded engine's; the
 * hits and pages stay the result's (Meilisearch lists every sold car).
 */
export function withStockCounts(result: SearchResult, stock: SearchResult | undefined): SearchResult {
  if (!stock) return result;
  const facets: FacetCounts = {};
  for (const [attribute, values] of Object.entries(result.facets ?? {})) {
    const available = stock.facets?.[attribute] ?? {};
    const merged = Object.entries({ ...values, ...available }).map(([label]) => ({
      label,
      count: stockCount(available[label] ?? 0, values[label] ?? available[label] ?? 0),
    }));
    merged.sort(compareFacetEntries);
    facets[attribute] = Object.fromEntries(merged.slice(0, MAX_VALUES_PER_FACET).map((e) => [e.label, e.count]));
  }
  return { ...result, facets, nbHits: stockCount(stock.nbHits, result.nbHits) };
}

/** The Meilisearch backend's InstantSearch client. */
export function createMeilisearchClient(options: MeilisearchClientOptions): SearchClientLike {
  const clock = options.now ?? (() => new Date());
  const { searchClient } = instantMeiliSearch(options.host, options.searchKey, {
    finitePagination: true,
    primaryKey: 'id',
    placeholderSearch: true,
    keepZeroFacets: false,
    meiliSearchParams: {
      matchingStrategy: 'all',
      attributesToRetrieve: [...HIT_ATTRIBUTES],
      attributesToHighlight: [...HIGHLIGHT_ATTRIBUTES],
    },
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  } as Parameters<typeof instantMeiliSearch>[2]);

  type InnerSearch = (requests: SearchRequest[]) => Promise<SearchResponses>;
  type InnerFacets = (requests: SearchRequest[]) => Promise<FacetValuesResult[]>;
  const inner = searchClient as unknown as {
    search: InnerSearch;
    searchForFacetValues: InnerFacets;
    clearCache(): void;
  };

  return {
    search: async (requests) => {
      const now = clock();
      const rewritten = requests.map((r) => toInstantMeilisearchRequest(r, options, now));
      // One multi-search: the requests, then their stock-count companions.
      const { results } = await inner.search([...rewritten, ...rewritten.map(stockCountRequest)]);
      return {
        results: requests.map((request, i) =>
          normaliseResult(withStockCounts(results[i] as SearchResult, results[requests.length + i]), request),
        ),
      };
    },
    searchForFacetValues: async (requests) => {
      const now = clock();
      const results = await inner.searchForFacetValues(
        requests.map((r) => toInstantMeilisearchRequest(r, options, now)),
      );
      return results.map((r) => ({ ...r, exhaustiveFacetsCount: true }));
    },
    clearCache: () => inner.clearCache(),
  };
}
