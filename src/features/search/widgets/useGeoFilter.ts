// The distance filter as an InstantSearch widget: a small custom connector
// that owns the request's aroundLatLng / aroundRadius (both backends filter
// by them) and the chosen place (locationId / locationType, e.g. the typed
// postcode), and keeps them in the UI state under `around`, which the
// island's routing turns into the URL's lat, lng, distance, locationId and
// locationType (src/core/search/routing.ts). Back, forward and shared URLs
// restore it like any other filter. Setting a location (none before) sorts
// nearest first; without a location the 'nearest' sort falls back to the
// default order's index (core nearest.ts).
import type { Connector, IndexUiState } from 'instantsearch.js';
import type { SearchParameters } from 'algoliasearch-helper';
import { useConnector } from 'react-instantsearch';
import { aroundParamsOf, geoFilterOfParams, type GeoFilter } from '~/core/search/geo.ts';
import { NEAREST_SORT_ID } from '~/core/search/nearest.ts';
import { indexNameFor, parseIndexName } from '~/search/params.ts';

/** The chosen distance filter: centre, radius and the place it stands for. */
export interface GeoValue extends GeoFilter {
  /** What the shopper chose, e.g. the postcode '2000' (URL locationId). */
  locationId?: string | undefined;
  /** Its kind, e.g. 'postcode' (URL locationType). */
  locationType?: string | undefined;
}

/** The UI state key of the filter. */
export const GEO_UI_STATE_KEY = 'around';

/** The filter in an index UI state (null when none). */
export function geoOfUiState(index: IndexUiState): GeoValue | null {
  const value = (index as Record<string, unknown>)[GEO_UI_STATE_KEY] as GeoValue | undefined;
  return value ?? null;
}

/** An index UI state with the filter set (or removed with null). */
export function withGeoUiState(index: IndexUiState, geo: GeoValue | null): IndexUiState {
  const { [GEO_UI_STATE_KEY]: _old, ...rest } = index as Record<string, unknown>;
  return (geo === null ? rest : { ...rest, [GEO_UI_STATE_KEY]: geo }) as IndexUiState;
}

// Place fields travel on the helper state as extra query parameters; the backends ignore them.
type GeoState = SearchParameters & { locationId?: string; locationType?: string };

function readState(state: SearchParameters): GeoValue | null {
  const geo = geoFilterOfParams(state.aroundLatLng, state.aroundRadius);
  if (geo === null) return null;
  const { locationId, locationType } = state as GeoState;
  return {
    ...geo,
    ...(locationId !== undefined && { locationId }),
    ...(locationType !== undefined && { locationType }),
  };
}

/** The sort without the location: 'nearest' (the index 'cars_nearest') becomes the default order's index. */
function withoutNearestSort(state: SearchParameters): SearchParameters {
  const { base, sortBy } = parseIndexName(state.index ?? '');
  return sortBy === NEAREST_SORT_ID ? state.setIndex(base) : state;
}

/** The sort 'nearest' (the index 'cars_nearest' of the base index). */
function withNearestSort(state: SearchParameters): SearchParameters {
  return state.setIndex(indexNameFor(NEAREST_SORT_ID, parseIndexName(state.index ?? '').base));
}

function applyToState(state: SearchParameters, geo: GeoValue | null): SearchParameters {
  const around = geo ? aroundParamsOf(geo) : null;
  // No location, no distance sort (core nearest.ts): the search falls back to the default order.
  return (geo ? state : withoutNearestSort(state)).setQueryParameters({
    aroundLatLng: around?.aroundLatLng,
    aroundRadius: around?.aroundRadius,
    locationId: geo?.locationId,
    locationType: geo?.locationType,
  } as Partial<SearchParameters>);
}

interface GeoRenderState {
  value: GeoValue | null;
  refine: (next: GeoValue | null) => void;
}

type GeoWidgetDescription = {
  $$type: 'dealer.geo';
  renderState: GeoRenderState & Record<string, unknown>;
  indexRenderState: Record<string, unknown>;
  indexUiState: Record<string, unknown>;
};

type GeoParams = Record<string, unknown>;

/** The parts of InstantSearch's widget lifecycle options the connector reads. */
interface LifecycleOptions {
  helper: { state: SearchParameters; setState(state: SearchParameters): { search(): unknown } };
  instantSearchInstance: unknown;
}

function connectGeoImpl(renderFn: (state: object, isFirstRender: boolean) => void, unmountFn: () => void = () => {}) {
  return (widgetParams: GeoParams) => {
    // One refine for the widget's life (react-instantsearch keeps the first function it sees), acting on
    // the helper the widget was last given.
    let helper: LifecycleOptions['helper'] | null = null;
    const refine = (next: GeoValue | null): void => {
      if (!helper) return;
      const state = applyToState(helper.state.setPage(0), next);
      // A location newly set orders the cars nearest first (docs/decisions.md, Nearest first); a new
      // radius or postcode keeps the sort the shopper has.
      const located = next !== null && readState(helper.state) === null;
      helper.setState(located ? withNearestSort(state) : state).search();
    };
    const renderState = (options: LifecycleOptions) => {
      helper = options.helper;
      return { value: readState(options.helper.state), refine, widgetParams };
    };
    return {
      $$type: 'dealer.geo',
      init(options: LifecycleOptions) {
        renderFn({ ...renderState(options), instantSearchInstance: options.instantSearchInstance }, true);
      },
      render(options: LifecycleOptions) {
        renderFn({ ...renderState(options), instantSearchInstance: options.instantSearchInstance }, false);
      },
      dispose({ state }: { state: SearchParameters }) {
        unmountFn();
        return applyToState(state, null);
      },
      getRenderState(previous: Record<string, unknown>, options: LifecycleOptions) {
        return { ...previous, geo: renderState(options) };
      },
      getWidgetRenderState: renderState,
      getWidgetUiState(uiState: IndexUiState, { searchParameters }: { searchParameters: SearchParameters }) {
        return withGeoUiState(uiState, readState(searchParameters));
      },
      getWidgetSearchParameters(state: SearchParameters, { uiState }: { uiState: IndexUiState }) {
        return applyToState(state, geoOfUiState(uiState));
      },
    };
  };
}

/** The connector, typed for useConnector (its lifecycle options are InstantSearch's). */
const connectGeo = connectGeoImpl as unknown as Connector<GeoWidgetDescription, GeoParams>;

/** The distance filter of the search: its value and a refine that resets the page. */
export function useGeoFilter(): GeoRenderState {
  return useConnector<GeoParams, GeoWidgetDescription>(connectGeo, {});
}
