import FavouriteToggle from './FavouriteToggle.tsx';
import type { CardGarage, CardGarageSettings } from './card-garage.ts';
import { CompareToggle } from './CompareToggle.tsx';
import { WatchlistButton } from './WatchlistButton.tsx';
import './garage.css';

/**
 * A result card's tools (SPEC.md §2 "favourite/compare toggle", §4 Watchlist):
 * each only when the tenant has it (favourite also when the car is eligible).
 * Rendered by the search island, on the server and in the browser alike; all
 * show their neutral state until hydrated, then the stored one.
 */
export function CardTools({
  garage,
  settings,
  carName,
}: {
  garage: CardGarage;
  settings: CardGarageSettings;
  carName: string;
}) {
  if (!garage.favourite && !garage.compare && !garage.watchlist) return null;
  return (
    <div className="card-tools">
      {garage.favourite && (
        <FavouriteToggle entry={garage.favourite} analytics={settings.analytics} carName={carName} />
      )}
      {garage.compare && <CompareToggle entry={garage.compare} />}
      {garage.watchlist && (
        <WatchlistButton
          entry={garage.watchlist.entry}
          car={garage.watchlist.car}
          api={settings.api}
          carName={carName}
        />
      )}
    </div>
  );
}
