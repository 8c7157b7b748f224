/**
 * Attribute aliases: the search URL state names the location filter
 * 'location.slug' (src/core/search/routing.ts REFINEMENT_ATTRIBUTES), while
 * the search document flattens the location to `location_slug`. Both
 * backends accept either name: requests are rewritten to the document's
 * names and facet results come back under the names asked for.
 */

import type { FacetValuesResult, SearchClientLike, SearchParams, SearchRequest, SearchResult } from './types.ts';

/** Alias -> document attribute. */
export const ATTRIBUTE_ALIASES: Readonly<Record<string, string>> = {
  'location.slug': 'location_slug',
  'location.name': 'location_name',
  'location.id': 'location_id',
};

function attributeOf(filter: string, aliases: Readonly<Record<string, string>>): string {
  for (const [alias, attribute] of Object.entries(aliases)) {
    if (filter.startsWith(alias) && /^[:<>=!\s]/.test(filter.slice(alias.length)))
      return attribute + filter.slice(alias.length);
  }
  return filter;
}

function mapFilters(value: unknown, aliases: Readonly<Record<string, string>>): unknown {
  if (typeof value === 'string') return attributeOf(value, aliases);
  if (Array.isArray(value)) return value.map((v) => mapFilters(v, aliases));
  return value;
}

function mapFilterText(text: string, aliases: Readonly<Record<string, string>>): string {
  let out = text;
  for (const [alias, attribute] of Object.entries(aliases)) {
    const escaped = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(^|[\\s("])${escaped}(?=[\\s)"=!<>]|$)`, 'g'), `$1${attribute}`);
  }
  return out;
}

/** A request with aliases replaced, and for each facet asked for under an alias, its document attribute. */
export function resolveAliases(
  request: SearchRequest,
  aliases: Readonly<Record<string, string>> = ATTRIBUTE_ALIASES,
): { request: SearchRequest; renamed: Map<string, string> } {
  const renamed = new Map<string, string>();
  const params: SearchParams = { ...request.params };
  const facets = params.facets;
  if (facets !== undefined) {
    const list = typeof facets === 'string' ? [facets] : [...facets];
    params.facets = list.map((f) => {
      const attribute = aliases[f];
      if (attribute === undefined) return f;
      renamed.set(attribute, f);
      return attribute;
    });
  }
  if (params.facetFilters !== undefined)
    params.facetFilters = mapFilters(params.facetFilters, aliases) as SearchParams['facetFilters'];
  if (params.numericFilters !== undefined)
    params.numericFilters = mapFilters(params.numericFilters, aliases) as SearchParams['numericFilters'];
  if (typeof params.filters === 'string') params.filters = mapFilterText(params.filters, aliases);
  if (typeof params.facetName === 'string') params.facetName = aliases[params.facetName] ?? params.facetName;
  return { request: { ...request, params }, renamed };
}

function renameKeys<T>(record: Record<string, T>, renamed: Map<string, string>): Record<string, T> {
  if (renamed.size === 0) return record;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [renamed.get(k) ?? k, v]));
}

/** The client with {@link ATTRIBUTE_ALIASES} accepted in every request. */
export function withAttributeAliases(
  client: SearchClientLike,
  aliases: Readonly<Record<string, string>> = ATTRIBUTE_ALIASES,
): SearchClientLike {
  return {
    search: async (requests) => {
      const resolved = requests.map((r) => resolveAliases(r, aliases));
      const { results } = await client.search(resolved.map((r) => r.request));
      return {
        results: results.map((result: SearchResult, i) => {
          const renamed = resolved[i]?.renamed ?? new Map<string, string>();
          return {
            ...result,
            facets: renameKeys(result.facets, renamed),
            facets_stats: renameKeys(result.facets_stats, renamed),
          };
        }),
      };
    },
    searchForFacetValues: (requests): Promise<FacetValuesResult[]> =>
      client.searchForFacetValues(requests.map((r) => resolveAliases(r, aliases).request)),
    clearCache: () => client.clearCache(),
  };
}
