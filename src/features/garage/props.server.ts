// The garage slice's props builder: the My Garage, compare and watchlist pages' islands, from the
// tenant settings. Whether each page exists is the optional routes' rule (src/config/optional-routes.ts).
import { gateSettings } from '../auth/settings.ts';
import { apiBaseUrl, currency, site } from '../../site.ts';
import type { ComparePageProps } from './ComparePage.tsx';
import type { MyGarageProps } from './MyGarage.tsx';
import type { WatchlistPageProps } from './WatchlistPage.tsx';
import { savedSearchListProps } from '../saved-searches/props.server.ts';

/** Where the garage pages send a shopper to choose cars. */
const SEARCH_PATH = '/search/new-used-and-demo-cars';

export function myGarageProps(): MyGarageProps {
  return {
    gating: gateSettings(site),
    favourites: site.features.favourites,
    watchlist: site.features.watchlist && site.features.sign_in,
    searchPath: SEARCH_PATH,
    savedSearches: savedSearchListProps(SEARCH_PATH),
  };
}

export function comparePageProps(): ComparePageProps {
  return { currency, noPriceText: site.pricing.no_price_text, searchPath: SEARCH_PATH };
}

export function watchlistPageProps(): WatchlistPageProps {
  return { gating: gateSettings(site), api: { baseUrl: apiBaseUrl, site: site.slug }, searchPath: SEARCH_PATH };
}
