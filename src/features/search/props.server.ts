// Search landing pages at build time: which paths the tenant's stock supports,
// and the search island's server state for each, answered by the same
// embedded engine (over the same index file) that the browser uses, so the
// HTML and the island agree.
import { createHash } from 'node:crypto';
import { withVehicleKinds } from '../../core/search/kinds.ts';
import { searchHeading } from '../../core/search/titles.ts';
import { prebuiltPageCounts, type PrebuiltPages } from '../../core/search/static-pages.ts';
import { ATTRIBUTE_ALIASES } from '../../search/aliases.ts';
import { SEARCH_INDEX_NAME } from '../../search/params.ts';
import { TEXT_FACET_ATTRIBUTES } from '../../search/document.ts';
import {
  landingPaths,
  catalogueFromFacets,
  type LandingPath,
  type StockFacets,
  refinementsOf,
  type SearchCatalogue,
} from '../../core/search/routing.ts';
import { engineFromPayload } from '../../search/embedded/load.ts';
import type { EmbeddedEngine } from '../../search/embedded/engine.ts';
import type { EmbeddedIndexPayload } from '../../search/embedded/payload.ts';
import type { CarType } from '../../core/types.ts';
import { readSearchIndexText } from '../../data/build-data.ts';
import { readMemo, writeMemo } from '../../data/render-memo.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { SearchApp } from './SearchApp.tsx';
import type { SearchIslandProps } from './SearchIsland.tsx';
import { promoPositions, promoSeed, seededRandom } from '../../core/search/promo.ts';
import { compactServerState } from './server-state.ts';
import { FACETS } from './widgets/labels.ts';
import { RANGE_KEYS } from '../../core/search/routing.ts';
import { shownOfResult } from '../../core/search/landing-key.ts';
import { HIGH_VALUE_MONEY_QUICK_PICKS, DEFAULT_MONEY_QUICK_PICKS } from '../../core/inputs.ts';
import { locationsOfType } from '../../core/locations.ts';
import type { DealershipOption } from '../../core/search/dealership-search.ts';
import { showMeTable } from '../../core/search/show-me.ts';
import { isSoldHit, stockCount } from '../../core/search/sold.ts';
import type { ShowMeIslandProps } from './ShowMeIsland.tsx';
import { asInstantSearchClient } from '../../search/client.ts';
import { engineClient } from '../../search/embedded/client.ts';
import { withAttributeAliases } from '../../search/aliases.ts';
import { searchClientConfigOf } from '../../search/site.ts';
import { readSearchToken } from '../../data/search-token.ts';
import { DEFAULT_INDEX_UID } from '../../core/search/options.ts';
import { all } from '../../data/store.ts';
import { listedCars } from '../../data/stock.ts';
import { apiBaseUrl, buildNow, currency, site, today } from '../../site.ts';
import { cardSettings } from './card-settings.ts';
import { saveSearchSettings } from '../saved-searches/props.server.ts';

export { cardSettings };

export interface LandingPage extends LandingPath {
  title: string;
}

let engine: EmbeddedEngine | undefined;
function searchEngine(): EmbeddedEngine {
  engine ??= engineFromPayload(JSON.parse(readSearchIndexText(site.slug)) as EmbeddedIndexPayload, {
    now: () => buildNow,
    // The browser's backend answers the pages after the first: Meilisearch cannot collapse sold runs,
    // so the landing page's first results do not either (docs/decisions.md, Search island).
    collapseSoldRuns: site.search.backend !== 'meilisearch',
  });
  return engine;
}

interface StockCatalogue {
  facets: StockFacets;
  catalogue: SearchCatalogue;
}

let stock: Promise<StockCatalogue> | undefined;

/** Facet counts of the listed stock and the catalogue of slugs built from them (landing paths and island routing). */
function stockCatalogue(): Promise<StockCatalogue> {
  stock ??= Promise.all([listedCars(), all('locations')]).then(([cars, locations]) => {
    // Each value's count is what its landing page reads (core stockCount): its cars in stock, or
    // every listed car when all are sold.
    const counted = (keyOf: (car: (typeof cars)[number]) => string | null | undefined): Record<string, number> => {
      const total: Record<string, number> = {};
      const available: Record<string, number> = {};
      for (const car of cars) {
        const key = keyOf(car);
        if (!key) continue;
        total[key] = (total[key] ?? 0) + 1;
        if (!isSoldHit(car)) available[key] = (available[key] ?? 0) + 1;
      }
      return Object.fromEntries(Object.entries(total).map(([key, n]) => [key, stockCount(available[key] ?? 0, n)]));
    };
    const models = new Map(cars.map((car) => [`${car.make}\u0000${car.model}`, { make: car.make, model: car.model }]));
    const modelCounts = counted((car) => `${car.make}\u0000${car.model}`);
    const facets: StockFacets = {
      carTypes: counted((car) => car.car_type) as Partial<Record<CarType, number>>,
      makes: counted((car) => car.make),
      bodyTypes: counted((car) => car.simple_body),
      dealerships: counted((car) => car.dealership_slug),
      locations: counted((car) => car.location_slug),
      models: [...models].map(([key, model]) => ({ ...model, count: modelCounts[key] ?? 0 })),
    };
    const dealershipNames = site.dealerships.map((d) => ({ slug: d.slug, label: d.name }));
    const locationNames = locations.map((l) => ({ slug: l.slug, label: l.name }));
    // The kind of vehicle behind each value (core kinds.ts): titles say 'Motorcycles', 'Caravans'.
    const catalogue = withVehicleKinds(
      catalogueFromFacets(facets, { dealerships: dealershipNames, locations: locationNames }),
      cars,
    );
    return { facets, catalogue };
  });
  return stock;
}

/** The tenant's embedded search index as the build prepared it (served as /search-index.json). */
export function searchIndexText(): string {
  return readSearchIndexText(site.slug);
}

/** The routing catalogue of the island: makes, models, bodies, dealerships, locations with slugs and labels. */
export async function searchCatalogue(): Promise<SearchCatalogue> {
  return (await stockCatalogue()).catalogue;
}

let landings: Promise<LandingPage[]> | undefined;

/**
 * Every search landing path the tenant's listed stock supports, with its
 * page title (core searchHeading: the island names any later state the same
 * way).
 */
export function searchLandings(): Promise<LandingPage[]> {
  landings ??= stockCatalogue().then(({ facets, catalogue }) =>
    landingPaths(facets, catalogue).map((landing) => ({ ...landing, title: searchHeading(landing.state, catalogue) })),
  );
  return landings;
}

/** A landing page's meta description: its count and what it lists. */
export function landingDescription(landing: LandingPage, siteName: string): string {
  return `${landing.count} ${landing.title.replace(/ for Sale$/, '')} for sale at ${siteName}.`;
}

/** The engine's facet filters of a landing's refinements (attribute -> values). */
function facetFiltersOf(refinements: ReadonlyArray<[string, string[]]>): string[][] {
  return refinements.map(([attribute, values]) =>
    values.map((value) => `${ATTRIBUTE_ALIASES[attribute] ?? attribute}:${value}`),
  );
}

/**
 * The attributes whose counts and ranges a landing page's first answer holds: the island's filter
 * widgets (SearchApp) and its three ranges. {@link islandServerState} checks that every answer
 * asks for no other, since a page's inputs below count only these.
 */
const ANSWER_FACETS: readonly string[] = [...new Set<string>([...Object.values(FACETS), ...RANGE_KEYS])];

/**
 * For each of a landing's `pages` prebuilt pages, a digest of what its first answer is computed
 * from: the page's own cards (all of each card's fields) in order, its count and page count, the
 * counts and ranges of {@link ANSWER_FACETS} over every car it matches (as the page keeps them,
 * core landing-key.ts: no per-value counts of the ranges), for each of its refinements the facet
 * counts of the cars matching the others (a refined list shows the counts of its other values),
 * and the build day. Equal inputs, equal answer: a change that leaves them be (a price change
 * of a car on another page of the landing, inside its ranges) needs no new server state for the
 * page. Null for a landing with more than refinements (none today), whose answers are always
 * computed.
 */
export function landingAnswerInputs(landing: LandingPage, pages: number): string[] | null {
  const refinements = landingRefinements(landing);
  if (refinements === null) return null;
  const request = (facetFilters: string[][], params: Record<string, unknown>) => ({
    indexName: SEARCH_INDEX_NAME,
    params: { facetFilters, ...params },
  });
  const hitsPerPage = site.search.hits_per_page;
  const facets = ANSWER_FACETS.map((attribute) => ATTRIBUTE_ALIASES[attribute] ?? attribute);
  const matching = facetFiltersOf(refinements);
  const results = searchEngine().search([
    ...Array.from({ length: pages }, (_, page) => request(matching, { hitsPerPage, page, facets })),
    ...refinements.map((_, i) =>
      request(facetFiltersOf(refinements.filter((_, j) => j !== i)), {
        hitsPerPage: 0,
        facets: [...TEXT_FACET_ATTRIBUTES],
      }),
    ),
  ]).results;
  const digests = carDigests();
  const others = results.slice(pages).map((result) => result.facets);
  return results.slice(0, pages).map((result) => {
    const cards = result.hits.map((hit) => digests.get(hit.objectID)?.doc ?? JSON.stringify(hit));
    const inputs = JSON.stringify([today, shownOfResult({ ...result, hits: [] }), cards, others]);
    return createHash('sha1').update(inputs).digest('base64url');
  });
}

/** A landing's refinements (attribute -> values); null for a landing with more than refinements (none today). */
function landingRefinements(landing: LandingPage): Array<[string, string[]]> | null {
  const { query, sortBy, locationId } = landing.state;
  if (query !== undefined || sortBy !== undefined || locationId !== undefined) return null;
  return Object.entries(refinementsOf(landing.state));
}

/** The memo's name (src/data/render-memo.ts): each car's digests and each landing's inputs, of the last listing. */
const INPUTS_MEMO = 'landing-inputs';

/**
 * Each landing's answer inputs, one per prebuilt page (landingAnswerInputs), computed only for
 * the landings a change can reach. Since the last listing with the same clock, when every change
 * to a car left its text facets as they were (a price, a description, photos: the editor's usual
 * publish), a landing's inputs can change only if a changed car is among the cars it matches: its
 * other values' counts count text facets, and which cars match each refinement is decided by text
 * facets too. Any car that came, went or changed a text facet, a new clock or no last listing
 * computes every landing's inputs. Kept, with each car's digests, in one memo file (threads read
 * it while another writes it).
 */
export function landingInputs(
  landings: readonly LandingPage[],
  prebuiltPages: PrebuiltPages,
): Map<string, readonly string[] | null> {
  const previous = readMemo(INPUTS_MEMO);
  const digests = carDigests();
  const clock = buildNow.toISOString();
  const next = new Map<string, string>();
  for (const [id, digest] of digests) next.set(`car ${id}`, `${digest.doc} ${digest.text}`);
  const changedSlugs = priceLikeChanges(previous, next, digests);
  const out = new Map<string, readonly string[] | null>();
  for (const landing of landings) {
    const key = `landing ${clock} ${landing.path}`;
    const kept = changedSlugs && previous.get(key);
    const refinements = landingRefinements(landing);
    const reached =
      !kept ||
      refinements === null ||
      (changedSlugs.length > 0 &&
        (searchEngine().search([
          {
            indexName: SEARCH_INDEX_NAME,
            // The changed cars' clause first: every other car fails it at once.
            params: {
              facetFilters: [changedSlugs.map((slug) => `slug:${slug}`), ...facetFiltersOf(refinements)],
              hitsPerPage: 0,
            },
          },
        ]).results[0]?.nbHits ?? 1) > 0);
    const inputs = reached ? landingAnswerInputs(landing, prebuiltPages[landing.path] ?? 1) : kept.split(' ');
    out.set(landing.path, inputs);
    // Digests are base64url: a space joins them.
    if (inputs !== null) next.set(key, inputs.join(' '));
  }
  writeMemo(INPUTS_MEMO, next);
  return out;
}

/**
 * The slugs of the cars whose documents changed since the last listing when none came or went
 * and each kept its text facets; null otherwise (or with no last listing).
 */
function priceLikeChanges(
  previous: ReadonlyMap<string, string>,
  next: ReadonlyMap<string, string>,
  digests: ReadonlyMap<string, CarDigest>,
): string[] | null {
  let cars = 0;
  const slugs: string[] = [];
  for (const [key, was] of previous) {
    if (!key.startsWith('car ')) continue;
    cars++;
    const now = next.get(key);
    if (now === undefined || now.split(' ')[1] !== was.split(' ')[1]) return null;
    if (now === was) continue;
    const slug = digests.get(key.slice('car '.length))?.slug;
    if (!slug) return null;
    slugs.push(slug);
  }
  return cars === digests.size && cars > 0 ? slugs : null;
}

interface CarDigest {
  /** Every field of its search document. */
  doc: string;
  /** Its text facets (what facet counts count and refinements match). */
  text: string;
  slug: string | null;
}

let carDigestsById: Map<string, CarDigest> | undefined;

/** Each listed car's search document as digests, by its objectID. */
function carDigests(): Map<string, CarDigest> {
  if (!carDigestsById) {
    const [every] = searchEngine().search([
      { indexName: SEARCH_INDEX_NAME, params: { hitsPerPage: Number.MAX_SAFE_INTEGER } },
    ]).results;
    const sha1 = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64url');
    carDigestsById = new Map(
      (every?.hits ?? []).map((hit) => {
        const fields = hit as unknown as Record<string, unknown>;
        return [
          hit.objectID,
          {
            doc: sha1(hit),
            text: sha1(TEXT_FACET_ATTRIBUTES.map((name) => fields[name] ?? null)),
            slug: typeof fields['slug'] === 'string' ? fields['slug'] : null,
          },
        ];
      }),
    );
  }
  return carDigestsById;
}

let prebuilt: Promise<PrebuiltPages> | undefined;

/**
 * The landing paths whose first pages are prebuilt for browsers without
 * JavaScript, with how many (core prebuiltPageCounts, within
 * NO_SCRIPT_PAGES): each path's cards are the engine's (sold runs
 * collapsed), asked only while the budget lasts.
 */
export function noScriptPages(): Promise<PrebuiltPages> {
  prebuilt ??= searchLandings().then((landings) => {
    const hitsPerPage = site.search.hits_per_page;
    const counted = function* () {
      for (const landing of landings) {
        // Fewer cars in stock than a page: one page (in the featured order the sold cars add one card).
        if (landing.count < hitsPerPage) continue;
        const facetFilters = facetFiltersOf(Object.entries(refinementsOf(landing.state)));
        const [result] = searchEngine().search([
          { indexName: SEARCH_INDEX_NAME, params: { facetFilters, hitsPerPage: 1 } },
        ]).results;
        // The cards, not the count: at one per page, the number of pages.
        yield { path: landing.path, hits: result?.nbPages ?? 0 };
      }
    };
    return prebuiltPageCounts(counted(), hitsPerPage);
  });
  return prebuilt;
}

/**
 * The count the default search page reads (core stockCount over the listed
 * stock): the home page's 'N vehicles in stock'.
 */
export async function stockTotal(): Promise<number> {
  const cars = await listedCars();
  return stockCount(cars.filter((car) => !isSoldHit(car)).length, cars.length);
}

/** The site's money quick picks (site.search.money_quick_picks). */
export function moneyQuickPickValues(): readonly number[] {
  return site.search.money_quick_picks === 'high_value' ? HIGH_VALUE_MONEY_QUICK_PICKS : DEFAULT_MONEY_QUICK_PICKS;
}

/**
 * The Show Me form's props: the count table of the listed stock (per make
 * and model, cars at or under each money quick pick) and the makes and
 * models of the routing catalogue, as one JSON string.
 */
export async function showMeProps(): Promise<ShowMeIslandProps> {
  const [cars, catalogue] = await Promise.all([listedCars(), searchCatalogue()]);
  // Counted as the search counts (core stockCount): the cars in stock, by either backend.
  const table = showMeTable(cars, moneyQuickPickValues());
  const data = { table, catalogue: { ...catalogue, bodyTypes: [], dealerships: [], locations: [] } };
  return { data: JSON.stringify(data), currency };
}

let dealershipOptions: Promise<DealershipOption[]> | undefined;

/**
 * The dealership search field's locations: the visible sales locations
 * that have listed stock (their slug is in the search catalogue), with the
 * address fields the field matches and measures.
 */
function searchDealershipOptions(): Promise<DealershipOption[]> {
  dealershipOptions ??= Promise.all([all('locations'), searchCatalogue()]).then(([locations, catalogue]) => {
    const stocked = new Set(catalogue.locations.map((l) => l.slug));
    // Every visible sales location with stock: a filter value each, even two that share an address.
    return locationsOfType(
      locations.filter((l) => l.visible !== false),
      'sales',
    )
      .filter((l) => stocked.has(l.slug))
      .map((l) => ({
        id: l.id,
        slug: l.slug,
        name: l.name,
        address: {
          city: l.override_city ?? l.address?.city ?? null,
          state: l.address?.state ?? null,
          postcode: l.address?.postcode ?? null,
          lat: l.address?.lat ?? null,
          long: l.address?.long ?? null,
        },
      }));
  });
  return dealershipOptions;
}

/**
 * Promo positions of a page: the site's, moved by 0 to 2 on the randomising
 * site with a seed of the build day and the page path, so the server HTML
 * and the hydrating island agree (SPEC.md §2).
 */
export function landingPromoPositions(path: string): number[] {
  return promoPositions({
    positions: site.search.promo_positions,
    ...(site.search.promo_randomise && { randomise: seededRandom(promoSeed(today, path)) }),
  });
}

/**
 * The island's props of a landing page (or of one of its prebuilt pages,
 * `page` from 2), without its server state.
 */
export async function islandSettings(landing: LandingPath, page = 1): Promise<Omit<SearchIslandProps, 'serverState'>> {
  const locations = await all('locations');
  const catalogue = await searchCatalogue();
  return {
    config: searchClientConfigOf(site, {
      indexUrl: '/search-index.json',
      locations,
      searchKey: readSearchToken(site.slug, site.search.meilisearch?.index ?? DEFAULT_INDEX_UID, buildNow),
    }),
    catalogue,
    card: cardSettings(),
    // Every sort: the menu leaves out those that mean nothing for the stock searched (SortWidget).
    sortOptions: site.search.sort_options,
    hitsPerPage: site.search.hits_per_page,
    promoPositions: landingPromoPositions(landing.path),
    popularMakes: site.search.popular_makes,
    landing: page > 1 ? { ...landing.state, page } : landing.state,
    siteName: site.name,
    prebuiltPages: await noScriptPages(),
    moneyQuickPicks: moneyQuickPickValues(),
    api: { baseUrl: apiBaseUrl, site: site.slug },
    country: site.country,
    dealershipLocations: await searchDealershipOptions(),
    offersClearPath: site.search.offers_clear_path,
    saveSearch: saveSearchSettings(),
  };
}

/**
 * The island's InstantSearch server state for a landing page: the island
 * rendered once with react-instantsearch's getServerState over the build's
 * in-process engine (the index file the browser loads, the build's clock), so the browser
 * hydrates these results without a search.
 */
export async function islandServerState(
  props: Omit<SearchIslandProps, 'serverState'>,
): Promise<InstantSearchServerState> {
  const { config: _config, ...settings } = props;
  const searchClient = asInstantSearchClient(withAttributeAliases(engineClient(searchEngine())));
  const state = await getServerState(createElement(SearchApp, { ...settings, searchClient, serverRender: true }), {
    renderToString,
  });
  for (const entry of Object.values(state.initialResults)) {
    const asked = entry.state as { facets?: string[]; disjunctiveFacets?: string[]; hierarchicalFacets?: unknown[] };
    const others = [...(asked.facets ?? []), ...(asked.disjunctiveFacets ?? [])].filter(
      (attribute) => !ANSWER_FACETS.includes(attribute),
    );
    if (others.length > 0 || (asked.hierarchicalFacets?.length ?? 0) > 0)
      throw new Error(
        `The search island asks for facets the landing page keys do not cover (${others.join(', ') || 'hierarchical'}): ` +
          'add them to ANSWER_FACETS in src/features/search/props.server.ts.',
      );
  }
  return compactServerState(state);
}
