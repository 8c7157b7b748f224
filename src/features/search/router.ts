// The search island's InstantSearch routing: UI state <-> the core's
// SearchState, and a minimal History API router whose every URL comes from
// the core's stateToUrl / urlToState (src/core/search/routing.ts), the one
// place the URL rules live. Nothing here touches window or document until
// the router is used in the browser.
import type { IndexUiState, Router, StateMapping, UiState } from 'instantsearch.js';
import { isSortId } from '../../core/search/options.ts';
import {
  stateToUrl,
  urlToState,
  normaliseState,
  RANGE_KEYS,
  refinementsOf,
  type PriceRange,
  type SearchCatalogue,
  type SearchState,
} from '../../core/search/routing.ts';
import { indexNameFor, parseIndexName, SEARCH_INDEX_NAME } from '../../search/params.ts';
import { geoFilterOf, roundCoordinate } from '../../core/search/geo.ts';
import { geoOfUiState, withGeoUiState, type GeoValue } from './widgets/useGeoFilter.ts';
import { revealResults } from './reveal.ts';

/** The InstantSearch index id of the island (the featured sort's index name). */
export const INDEX_ID = SEARCH_INDEX_NAME;

/** 'min:max' (either end may be empty), InstantSearch's range UI state. */
function rangeText(price: PriceRange): string {
  return `${price.min ?? ''}:${price.max ?? ''}`;
}

function readBound(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** InstantSearch's 'min:max' price range back to the core's range; undefined when neither end reads. */
export function priceOfRange(text: string | undefined): PriceRange | undefined {
  if (text === undefined) return undefined;
  const [lower, upper] = text.split(':');
  const min = readBound(lower);
  const max = readBound(upper);
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/**
 * The core state of the island's UI state: query, page, sort (index name ->
 * sort id, the default sort omitted), the distance filter (lat, lng,
 * distance in km, locationId, locationType), the price, year and km ranges and
 * every refinement list as it is (normaliseState folds single values and car
 * types into their fields).
 */
export function uiStateToSearchState(uiState: UiState, catalogue: SearchCatalogue): SearchState {
  const index: IndexUiState = uiState[INDEX_ID] ?? {};
  const sortBy = index.sortBy === undefined ? 'featured' : parseIndexName(index.sortBy).sortBy;
  const geo = geoOfUiState(index);
  return normaliseState(
    {
      ...(geo && {
        lat: roundCoordinate(geo.lat),
        lng: roundCoordinate(geo.lng),
        distance: geo.radiusKm,
        locationId: geo.locationId,
        locationType: geo.locationType,
      }),
      query: index.query,
      page: index.page,
      sortBy: sortBy === 'featured' ? undefined : sortBy,
      price: priceOfRange(index.range?.['price']),
      year: priceOfRange(index.range?.['year']),
      km: priceOfRange(index.range?.['km']),
      refinementList: { ...index.refinementList },
    },
    catalogue,
  );
}

/**
 * The island's UI state of a core state: every filter as refinement lists
 * (refinementsOf: car type expanded to car_type values, make, model,
 * simple_body, dealership_slug, location.slug), sort id -> index name.
 */
export function searchStateToUiState(state: SearchState): UiState {
  let index: IndexUiState = {};
  const geo = geoFilterOf(state);
  if (geo) {
    const value: GeoValue = {
      ...geo,
      ...(state.locationId !== undefined && { locationId: state.locationId }),
      ...(state.locationType !== undefined && { locationType: state.locationType }),
    };
    index = withGeoUiState(index, value);
  }
  if (state.query !== undefined) index.query = state.query;
  if (state.page !== undefined && state.page > 1) index.page = state.page;
  if (state.sortBy !== undefined && isSortId(state.sortBy) && state.sortBy !== 'featured')
    index.sortBy = indexNameFor(state.sortBy);
  const ranges: Record<string, string> = {};
  for (const key of RANGE_KEYS) {
    const range = state[key];
    if (range !== undefined) ranges[key] = rangeText(range);
  }
  if (Object.keys(ranges).length > 0) index.range = ranges;
  const refinements = refinementsOf(state);
  if (Object.keys(refinements).length > 0) index.refinementList = refinements;
  return { [INDEX_ID]: index };
}

/** The stateMapping of the island's routing. */
export function searchStateMapping(catalogue: SearchCatalogue): StateMapping<UiState, SearchState> {
  return {
    $$type: 'dealer.searchState',
    stateToRoute: (uiState) => uiStateToSearchState(uiState, catalogue),
    routeToState: (route) => searchStateToUiState(route),
  };
}

/** The browser parts the router uses (tests pass a fake). */
export interface HistoryEnvironment {
  href(): string;
  push(url: string): void;
  replace(url: string): void;
  /** After a push: the results' top into view, never moving the focused control (reveal.ts). */
  scrollToTop(): void;
  onPopState(listener: () => void): () => void;
}

/** window.history and window.location; only called once the router runs in a browser. */
export function browserHistory(): HistoryEnvironment {
  return {
    href: () => window.location.href,
    push: (url) => window.history.pushState(null, '', url),
    replace: (url) => window.history.replaceState(null, '', url),
    scrollToTop: () => revealResults(document),
    onPopState: (listener) => {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** Options of {@link createSearchRouter}. */
export interface SearchRouterOptions {
  catalogue: SearchCatalogue;
  /**
   * The state the page was prebuilt for: the first read returns it (on the
   * server and while hydrating), so the browser's first render matches the
   * server HTML; {@link SearchRouter.resync} then applies the address bar.
   */
  initialRoute: SearchState;
  /** The history to use; default the browser's when a window exists; null: none (a server render). */
  history?: HistoryEnvironment | null | undefined;
}

/** The island's router, plus the post-hydration sync with the address bar. */
export interface SearchRouter extends Router<SearchState> {
  /** The state of the address bar (the initial route on the server). */
  current(): SearchState;
  /**
   * Applies the address bar's state when it differs from the prebuilt one
   * (a shared URL with a page, sort or extra filter); the URL is then only
   * replaced, never pushed. Writes are ignored until it has run, so the
   * hydration's own state changes never rewrite a shared URL. Returns
   * whether anything changed.
   */
  resync(): boolean;
}

/** Same state after normalisation (the catalogue-independent fields compared through their URL). */
export function sameSearch(a: SearchState, b: SearchState, catalogue: SearchCatalogue): boolean {
  return stateToUrl(a, catalogue) === stateToUrl(b, catalogue);
}

function withoutQuery(state: SearchState): SearchState {
  const { query: _query, ...rest } = state;
  return rest;
}

/**
 * A History API router over the core's URL rules: createURL = stateToUrl,
 * read = urlToState(location). Writing pushes a history entry (and brings
 * the top of the results into view, SPEC.md §4 "filter change scrolls to
 * top", without moving the control in use: reveal.ts) unless the URL is
 * unchanged; a change of the typed query alone replaces the entry, so
 * typing does not fill the history. Back and forward call the listener with
 * the state of the restored URL.
 */
export function createSearchRouter(options: SearchRouterOptions): SearchRouter {
  const { catalogue, initialRoute } = options;
  const env = (): HistoryEnvironment | null => {
    if (options.history !== undefined) return options.history;
    return typeof window === 'undefined' ? null : browserHistory();
  };
  let firstRead = true;
  let synced = false;
  let disposed = false;
  let replaceNext = false;
  let listener: ((route: SearchState) => void) | null = null;
  let stop: (() => void) | null = null;
  let last: SearchState = initialRoute;

  const current = (): SearchState => {
    const history = env();
    return history ? urlToState(history.href(), catalogue) : initialRoute;
  };

  return {
    $$type: 'dealer.searchRouter',
    read() {
      if (firstRead) {
        firstRead = false;
        return initialRoute;
      }
      return current();
    },
    write(route) {
      const history = env();
      // Until resync has read the address bar, the state is the prebuilt page's: nothing to write.
      if (!history || !synced || disposed) return;
      const url = stateToUrl(route, catalogue);
      const here = new URL(history.href());
      const replace = replaceNext || sameSearch(withoutQuery(route), withoutQuery(last), catalogue);
      replaceNext = false;
      last = route;
      if (`${here.pathname}${here.search}` === url) return;
      if (replace) {
        history.replace(url);
        return;
      }
      history.push(url);
      history.scrollToTop();
    },
    createURL: (route) => stateToUrl(route, catalogue),
    onUpdate(callback) {
      listener = callback;
      const history = env();
      if (!history) return;
      stop?.();
      stop = history.onPopState(() => {
        const route = current();
        last = route;
        callback(route);
      });
    },
    dispose() {
      disposed = true;
      stop?.();
      stop = null;
      listener = null;
    },
    current,
    resync() {
      synced = true;
      const route = current();
      if (!listener || sameSearch(route, last, catalogue)) return false;
      replaceNext = true;
      last = route;
      listener(route);
      return true;
    },
  };
}

/** The `routing` prop of the island's InstantSearch. */
export function searchRouting(router: SearchRouter, catalogue: SearchCatalogue) {
  return { router, stateMapping: searchStateMapping(catalogue) };
}
