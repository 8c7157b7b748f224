// The shopper's tools on a result card (favourite, compare, watchlist save): the card model
// (src/features/search/ui/card-model.ts) fills these in, garage's CardTools renders them.
import type { CompareEntry } from '../compare/compare.ts';
import type { FavouriteEntry } from '../favourites/favourites.ts';
import type { WatchlistEntry } from '../watchlist/watchlist.ts';

/**
 * The shopper's tools on a card (favourite, compare, watchlist save): which
 * the tenant has on, and what the watchlist calls need. Absent: no tools.
 */
export interface CardGarageSettings {
  /** features.favourites */
  favourites: boolean;
  /** features.favourites_used_priced_with_images_only */
  favouritesRestricted: boolean;
  /** features.compare */
  compare: boolean;
  /** features.watchlist and features.sign_in */
  watchlist: boolean;
  analytics: boolean;
  /** The platform API (watchlist calls). */
  api: { baseUrl: string; site: string };
}

/** What each tool stores of the car; null when the tool is off (or, for favourites, the car is not eligible). */
export interface CardGarage {
  favourite: FavouriteEntry | null;
  compare: CompareEntry | null;
  watchlist: { entry: WatchlistEntry; car: { status: string } } | null;
}
