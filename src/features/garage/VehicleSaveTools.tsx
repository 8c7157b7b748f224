import type { FavouriteEntry } from '../favourites/favourites.ts';
import type { WatchlistEntry } from '../watchlist/watchlist.ts';
import type { WatchlistApiSettings } from '../watchlist/service.ts';
import FavouriteToggle from './FavouriteToggle.tsx';
import { ToastRegion } from '../toasts/ToastRegion.tsx';
import { WatchlistButton } from './WatchlistButton.tsx';
import './garage.css';

export interface VehicleSaveToolsProps {
  /** The favourite entry when the car may be a favourite (core canFavourite), else null. */
  favourite: FavouriteEntry | null;
  analytics: boolean;
  /** Set where the tenant has the watchlist (features.watchlist and sign_in). */
  watchlist: { entry: WatchlistEntry; car: { status: string; sold: boolean | null } } | null;
  api: WatchlistApiSettings;
}

/**
 * The vehicle sidebar's save tools (in the ShareSaveTools island): the
 * favourite toggle and the watchlist Save button with its toast region.
 */
export default function VehicleSaveTools({ favourite, analytics, watchlist, api }: VehicleSaveToolsProps) {
  return (
    <span className="vehicle-save-tools">
      {favourite && <FavouriteToggle entry={favourite} analytics={analytics} />}
      {watchlist && (
        <>
          <WatchlistButton entry={watchlist.entry} car={watchlist.car} api={api} />
          <ToastRegion />
        </>
      )}
    </span>
  );
}
