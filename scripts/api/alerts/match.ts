/**
 * Which of a tenant's cars a saved search finds: the search URL is read with the search URL codec
 * (core routing urlToState) and asked of the embedded search engine over the tenant's listed cars,
 * the engine the search page itself uses, so an alert finds what the shopper's search shows.
 */
import type { SiteConfig } from '../../../src/config/site-schema.ts';
import { aroundParamsOf, geoFilterOf } from '../../../src/core/search/geo.ts';
import {
  catalogueFromFacets,
  DEFAULT_SEARCH_PATH,
  EMPTY_CATALOGUE,
  SEARCH_BASE_PATH,
  stateToUrl,
  RANGE_KEYS,
  refinementsOf,
  urlToState,
  type SearchCatalogue,
  type StockFacets,
} from '../../../src/core/search/routing.ts';
import { isSoldHit } from '../../../src/core/search/sold.ts';
import type { CarType } from '../../../src/core/types.ts';
import { ATTRIBUTE_ALIASES } from '../../../src/search/aliases.ts';
import { toSearchDocument, type SearchDocument } from '../../../src/search/document.ts';
import { createEngine } from '../../../src/search/embedded/engine.ts';
import { isTenantListed } from '../../../src/search/tenant-filter.ts';
import { SEARCH_INDEX_NAME } from '../../../src/search/params.ts';
import { embeddedIndexOptionsOf } from '../../../src/search/site.ts';
import type { Car, Location, SiteContext } from '../context.ts';

export interface StockMatcher {
  catalogue: SearchCatalogue;
  /** Ids of the listed, unsold cars the search finds. */
  match(search: string): number[];
}

function counts(
  cars: readonly SearchDocument[],
  keyOf: (car: SearchDocument) => string | null | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const car of cars) {
    const key = keyOf(car);
    if (key) out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** The routing catalogue of the tenant's stock: which makes, models, bodies... a search path can name. */
function catalogueOf(
  cars: readonly SearchDocument[],
  config: SiteConfig,
  locations: readonly Location[],
): SearchCatalogue {
  const models = new Map(cars.map((car) => [`${car.make}\u0000${car.model}`, { make: car.make, model: car.model }]));
  const modelCounts = counts(cars, (car) => `${car.make}\u0000${car.model}`);
  const facets: StockFacets = {
    carTypes: counts(cars, (car) => car.car_type) as Partial<Record<CarType, number>>,
    makes: counts(cars, (car) => car.make),
    bodyTypes: counts(cars, (car) => car.simple_body),
    dealerships: counts(cars, (car) => car.dealership_slug),
    locations: counts(cars, (car) => car.location_slug),
    models: [...models].map(([key, model]) => ({ ...model, count: modelCounts[key] ?? 0 })),
  };
  return catalogueFromFacets(facets, {
    dealerships: config.dealerships.map((d) => ({ slug: d.slug, label: d.name })),
    locations: locations.map((l) => ({ slug: l.slug, label: l.name })),
  });
}

export function stockMatcher(
  cars: readonly Car[],
  config: SiteConfig,
  locations: readonly Location[],
  now: Date,
): StockMatcher {
  // The documents and the engine of the tenant's embedded search index (payload.ts buildEmbeddedIndex).
  const options = embeddedIndexOptionsOf(config, now, locations);
  const documents = cars
    .filter((car) => isTenantListed(car, options.tenant, now))
    .map((car) => toSearchDocument(car, options));
  const engine = createEngine(documents, options.tenant, { now: () => now, collapseSoldRuns: false });
  const catalogue = catalogueOf(documents, config, locations);
  return {
    catalogue,
    match(search) {
      const state = urlToState(search, catalogue);
      const facetFilters = Object.entries(refinementsOf(state)).map(([attribute, values]) =>
        values.map((value) => `${ATTRIBUTE_ALIASES[attribute] ?? attribute}:${value}`),
      );
      const numericFilters: string[] = [];
      for (const key of RANGE_KEYS) {
        const range = state[key];
        if (range?.min !== undefined) numericFilters.push(`${key}>=${range.min}`);
        if (range?.max !== undefined) numericFilters.push(`${key}<=${range.max}`);
      }
      const geo = geoFilterOf(state);
      const [result] = engine.search([
        {
          indexName: SEARCH_INDEX_NAME,
          params: {
            ...(state.query !== undefined && { query: state.query }),
            facetFilters,
            numericFilters,
            ...(geo && aroundParamsOf(geo)),
            hitsPerPage: 1000,
            page: 0,
          },
        },
      ]).results;
      const hits = (result?.hits ?? []) as unknown as Parameters<typeof isSoldHit>[0][];
      return hits.filter((hit) => !isSoldHit(hit)).map((hit) => Number((hit as { id?: unknown }).id));
    },
  };
}

const cache = new WeakMap<SiteContext, { at: number; matcher: StockMatcher }>();

/** The tenant's matcher, kept for an hour (a reload of the tenant's stock makes a new context). */
export function matcherFor(site: SiteContext, now: Date): StockMatcher {
  const kept = cache.get(site);
  if (kept && Math.abs(now.getTime() - kept.at) < 3600_000) return kept.matcher;
  const matcher = stockMatcher([...site.cars.values()], site.config, site.locations, now);
  cache.set(site, { at: now.getTime(), matcher });
  return matcher;
}

/**
 * The saved form of a search URL: read with today's catalogue, written back by the codec without
 * a catalogue (every filter in the query, no page), so it means the same search when that make or
 * location has no stock some night; null when its path names nothing the tenant has.
 */
export function savedSearch(search: string, catalogue: SearchCatalogue): string | null {
  const state = urlToState(search, catalogue);
  const segments = (search.split(/[?#]/)[0] ?? '').slice(SEARCH_BASE_PATH.length).split('/').filter(Boolean);
  const pathFilter = segments.length > 0 && `${SEARCH_BASE_PATH}/${segments[0]}` !== DEFAULT_SEARCH_PATH;
  if (pathFilter && Object.keys(refinementsOf(state)).length === 0) return null;
  delete state.page;
  return stateToUrl(state, EMPTY_CATALOGUE);
}
