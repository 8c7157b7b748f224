import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SearchClient } from 'instantsearch.js';
import { Configure, InstantSearch, useInstantSearch } from 'react-instantsearch';
import type { SearchCatalogue, SearchState } from '../../core/search/routing.ts';
import type { VehicleKind } from '../../core/search/kinds.ts';
import { useKindScope } from './widgets/kind-scope.ts';
import type { CardSettings } from './ui/card-model.ts';
import { createSearchRouter, INDEX_ID, searchRouting, type SearchRouter } from './router.ts';
import { CurrentRefinementsWidget } from './widgets/CurrentRefinementsWidget.tsx';
import { HitsWidget } from './widgets/HitsWidget.tsx';
import { FACETS } from './widgets/labels.ts';
import { KmRangeWidget, YearRangeWidget } from './widgets/NumericRangeWidget.tsx';
import { PaginationWidget } from './widgets/PaginationWidget.tsx';
import { PriceRangeWidget } from './widgets/PriceRangeWidget.tsx';
import { RefinementListWidget } from './widgets/RefinementListWidget.tsx';
import { SearchBoxWidget } from './widgets/SearchBoxWidget.tsx';
import { SortWidget, type SortChoice } from './widgets/SortWidget.tsx';
import { StatsWidget } from './widgets/StatsWidget.tsx';
import { PopularMakesWidget } from './widgets/PopularMakesWidget.tsx';
import { PostcodeRadiusWidget } from './widgets/PostcodeRadiusWidget.tsx';
import { useGeoFilter } from './widgets/useGeoFilter.ts';
import { DealershipSearchWidget } from './widgets/DealershipSearchWidget.tsx';
import { apiLocationServices, type ApiSettings, type LocationServices } from './services.ts';
import type { EmptyStateVariant } from '../../core/search/options.ts';
import type { DealershipOption } from '../../core/search/dealership-search.ts';
import { CompareTray } from '../garage/CompareTray.tsx';
import type { PrebuiltPages } from '../../core/search/static-pages.ts';
import { PageMetaSync } from './page-meta.ts';
import { ToastRegion } from '../toasts/ToastRegion.tsx';
import { FiltersWidget } from './widgets/FiltersWidget.tsx';
import { SkipToResults } from './ui/SkipToResults.tsx';
import { RESULTS_ID } from './reveal.ts';
import { clearStaleResults } from './stale-results.ts';
import { SaveSearchWidget } from './widgets/SaveSearchWidget.tsx';
import type { SaveSearchSettings } from '../saved-searches/SaveSearchButton.tsx';

/** Everything the search UI needs besides the client; serialisable (island props). */
export interface SearchAppSettings {
  /** The tenant's slugs and labels, for the URL rules (core SearchCatalogue). */
  catalogue: SearchCatalogue;
  card: CardSettings;
  sortOptions: readonly SortChoice[];
  hitsPerPage: number;
  promoPositions: readonly number[];
  /** Length of the popular makes menu; null hides it (site.search.popular_makes). */
  popularMakes: number | null;
  /** The state the page was prebuilt for (its landing path, and page on a prebuilt page from 2). */
  landing: SearchState;
  /** The site's name, for the document title (core documentTitle). */
  siteName: string;
  /** Landing paths with result pages prebuilt for browsers without JavaScript (core static-pages.ts). */
  prebuiltPages: PrebuiltPages;
  /** Money input quick picks (site.search.money_quick_picks). */
  moneyQuickPicks: readonly number[];
  /** The platform API (geocode, place suggestions); null hides the postcode field. */
  api: ApiSettings | null;
  /** Geocoding country. */
  country: 'AU' | 'NZ';
  /** The dealership search field's locations; shown only with more than one. */
  dealershipLocations: readonly DealershipOption[];
  /** 'offers' on an offers search (empty state texts and Clear Filters target). */
  emptyVariant?: EmptyStateVariant | undefined;
  /** Clear Filters target of the offers empty state (site.search.offers_clear_path). */
  offersClearPath: string;
  /** Save this search (saved-searches props.server.ts); absent hides it. */
  saveSearch?: SaveSearchSettings | null | undefined;
}

/** The distance filter without its field (no API configured): a shared URL's lat/lng still filter. */
function GeoFilterOnly() {
  useGeoFilter();
  return null;
}

/** A filter shown only where it means something for the stock searched (no kilometres on a caravan). */
function ForKind({
  attribute,
  kind,
  children,
}: {
  attribute: string;
  kind: VehicleKind | undefined;
  children: ReactNode;
}) {
  return useKindScope(kind).applies(attribute) ? children : null;
}

/**
 * After hydration, applies the address bar when it asks for more than the prebuilt page (a shared
 * URL). The prebuilt cards stay marked stale (./stale-results.ts) until the answer to it is in,
 * or a failed search leaves them with its note (SPEC.md §4); at once when it asks nothing more.
 */
function UrlSync({ router }: { router: SearchRouter }) {
  const { results, status } = useInstantSearch({ catchError: true });
  // The results on screen when resync asked for another search; null: no answer awaited.
  const latest = useRef<object | null>(null);
  const awaited = useRef<object | null>(null);
  useEffect(() => {
    latest.current = results;
  }, [results]);
  useEffect(() => {
    // After InstantSearch's own post-mount effects, which re-enable searching.
    const timer = setTimeout(() => {
      if (router.resync()) awaited.current = latest.current;
      else clearStaleResults(document);
    }, 0);
    return () => clearTimeout(timer);
  }, [router]);
  useEffect(() => {
    const prebuilt = awaited.current;
    if (prebuilt === null) return;
    const answered = results !== prebuilt && results.__isArtificial !== true && status === 'idle';
    if (!answered && status !== 'error') return;
    clearStaleResults(document);
    awaited.current = null;
  }, [results, status]);
  return null;
}

/** The stock search: InstantSearch with the island's routing and widgets. */
export function SearchApp({
  searchClient,
  serverRender = false,
  services: injected,
  ...settings
}: SearchAppSettings & {
  searchClient: SearchClient;
  /** True for the build's getServerState pass: the router then never touches a history. */
  serverRender?: boolean;
  /** Geocoding and places; default: the platform API of `api` (tests inject a fake). */
  services?: LocationServices | undefined;
}) {
  const { catalogue, card, landing, api } = settings;
  const services = useMemo(() => injected ?? (api ? apiLocationServices(api) : null), [injected, api]);
  const [router] = useState(() =>
    createSearchRouter({ catalogue, initialRoute: landing, ...(serverRender && { history: null }) }),
  );
  const [routing] = useState(() => searchRouting(router, catalogue));
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={INDEX_ID}
      routing={routing}
      future={{ preserveSharedStateOnUnmount: true }}
      insights={false}
    >
      <Configure hitsPerPage={settings.hitsPerPage} />
      <UrlSync router={router} />
      {!serverRender && (
        <PageMetaSync catalogue={catalogue} siteName={settings.siteName} prebuiltPages={settings.prebuiltPages} />
      )}
      <div className="search-island">
        <div className="search-toolbar">
          <SearchBoxWidget />
          <StatsWidget kind={catalogue.kind} />
          <SortWidget options={settings.sortOptions} kind={catalogue.kind} />
          {settings.saveSearch && <SaveSearchWidget settings={settings.saveSearch} catalogue={catalogue} />}
        </div>
        <div className="search-layout">
          <SkipToResults />
          <FiltersWidget>
            <CurrentRefinementsWidget catalogue={catalogue} currency={card.currency} />
            {settings.dealershipLocations.length > 1 && (
              <DealershipSearchWidget locations={settings.dealershipLocations} services={services} />
            )}
            {services ? <PostcodeRadiusWidget services={services} country={settings.country} /> : <GeoFilterOnly />}
            {settings.popularMakes !== null && <PopularMakesWidget limit={settings.popularMakes} />}
            <PriceRangeWidget currency={card.currency} quickPicks={settings.moneyQuickPicks} />
            <RefinementListWidget attribute={FACETS.carType} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.make} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.model} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.body} catalogue={catalogue} />
            <YearRangeWidget />
            <ForKind attribute="km" kind={catalogue.kind}>
              <KmRangeWidget />
            </ForKind>
            <ForKind attribute={FACETS.fuel} kind={catalogue.kind}>
              <RefinementListWidget attribute={FACETS.fuel} catalogue={catalogue} />
            </ForKind>
            <ForKind attribute={FACETS.transmission} kind={catalogue.kind}>
              <RefinementListWidget attribute={FACETS.transmission} catalogue={catalogue} />
            </ForKind>
            <ForKind attribute={FACETS.drive} kind={catalogue.kind}>
              <RefinementListWidget attribute={FACETS.drive} catalogue={catalogue} />
            </ForKind>
            <RefinementListWidget attribute={FACETS.colour} catalogue={catalogue} />
            <ForKind attribute={FACETS.seats} kind={catalogue.kind}>
              <RefinementListWidget attribute={FACETS.seats} catalogue={catalogue} />
            </ForKind>
            <RefinementListWidget attribute={FACETS.dealership} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.location} catalogue={catalogue} />
          </FiltersWidget>
          <div className="search-main" id={RESULTS_ID} tabIndex={-1}>
            <CurrentRefinementsWidget catalogue={catalogue} currency={card.currency} placement="results" />
            <HitsWidget
              settings={card}
              promoPositions={settings.promoPositions}
              emptyVariant={settings.emptyVariant}
              offersClearPath={settings.offersClearPath}
            />
            <PaginationWidget catalogue={catalogue} prebuiltPages={settings.prebuiltPages} />
          </div>
        </div>
        {card.garage?.compare && <CompareTray />}
        {card.garage && <ToastRegion />}
      </div>
    </InstantSearch>
  );
}
