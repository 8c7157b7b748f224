// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveAliases, withAttributeAliases } from './aliases.ts';
import type { SearchClientLike, SearchRequest } from './types.ts';

describe('resolveAliases', () => {
  it('rewrites the routing names of the location to the document fields', () => {
    const { request, renamed } = resolveAliases({
      indexName: 'cars',
      params: {
        facets: ['location.slug', 'make'],
        facetFilters: [['location.slug:harbour-sydney', 'make:Toyota'], 'location.name:Harbour Sydney'],
        numericFilters: ['location.id>=11'],
        filters: '(location.slug = "a") AND location.slugs = 1 AND "location.id" = 3',
        facetName: 'location.slug',
      },
    });
    expect(request.params).toEqual({
      facets: ['location_slug', 'make'],
      facetFilters: [['location_slug:harbour-sydney', 'make:Toyota'], 'location_name:Harbour Sydney'],
      numericFilters: ['location_id>=11'],
      filters: '(location_slug = "a") AND location.slugs = 1 AND "location_id" = 3',
      facetName: 'location_slug',
    });
    expect([...renamed]).toEqual([['location_slug', 'location.slug']]);
  });
});

describe('withAttributeAliases', () => {
  it('answers facets under the names asked for', async () => {
    const seen: SearchRequest[] = [];
    const inner: SearchClientLike = {
      search: async (requests) => {
        seen.push(...requests);
        return {
          results: requests.map(() => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: 0,
            facets: { location_slug: { 'harbour-sydney': 3 }, make: { Toyota: 3 } },
            facets_stats: {},
            processingTimeMS: 0,
            query: '',
            params: '',
            index: 'cars',
            exhaustiveNbHits: true,
          })),
        };
      },
      searchForFacetValues: async () => [],
      clearCache: () => {},
    };
    const { results } = await withAttributeAliases(inner).search([
      { indexName: 'cars', params: { facets: ['location.slug', 'make'] } },
    ]);
    expect(seen[0]?.params?.facets).toEqual(['location_slug', 'make']);
    expect(results[0]?.facets).toEqual({ 'location.slug': { 'harbour-sydney': 3 }, make: { Toyota: 3 } });
  });
});
