import { useEffect, useState } from 'react';
import type { SearchClient } from 'instantsearch.js';
import { Configure, InstantSearch } from 'react-instantsearch';
import type { SearchCatalogue, SearchState } from '../../core/search/routing.ts';
import type { CardSettings } from './ui/card-model.ts';
import { createSearchRouter, INDEX_ID, searchRouting, type SearchRouter } from './routing.ts';
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
  /** The state the page was prebuilt for (its landing path). */
  landing: SearchState;
}

/** After hydration, applies the address bar when it asks for more than the prebuilt page (a shared URL). */
function UrlSync({ router }: { router: SearchRouter }) {
  useEffect(() => {
    // After InstantSearch's own post-mount effects, which re-enable searching.
    const timer = setTimeout(() => router.resync(), 0);
    return () => clearTimeout(timer);
  }, [router]);
  return null;
}

/** The stock search: InstantSearch with the island's routing and widgets. */
export function SearchApp({
  searchClient,
  serverRender = false,
  ...settings
}: SearchAppSettings & {
  searchClient: SearchClient;
  /** True for the build's getServerState pass: the router then never touches a history. */
  serverRender?: boolean;
}) {
  const { catalogue, card, landing } = settings;
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
      <div className="search-island">
        <div className="search-toolbar">
          <SearchBoxWidget />
          <StatsWidget />
          <SortWidget options={settings.sortOptions} />
        </div>
        <div className="search-layout">
          <aside className="search-filters" aria-label="Filters">
            <h2 className="visually-hidden">Filters</h2>
            <CurrentRefinementsWidget catalogue={catalogue} currency={card.currency} />
            {settings.popularMakes !== null && <PopularMakesWidget limit={settings.popularMakes} />}
            <PriceRangeWidget currency={card.currency} />
            <RefinementListWidget attribute={FACETS.carType} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.make} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.model} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.body} catalogue={catalogue} />
            <YearRangeWidget />
            <KmRangeWidget />
            <RefinementListWidget attribute={FACETS.fuel} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.transmission} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.drive} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.colour} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.seats} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.dealership} catalogue={catalogue} />
            <RefinementListWidget attribute={FACETS.location} catalogue={catalogue} />
          </aside>
          <div className="search-main">
            <HitsWidget settings={card} promoPositions={settings.promoPositions} />
            <PaginationWidget />
          </div>
        </div>
      </div>
    </InstantSearch>
  );
}
