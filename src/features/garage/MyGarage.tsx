import { useStore } from '@nanostores/react';
import { bodyTypeLabel } from '../../core/search/routing.ts';
import { $favourites, removeFavourite } from '../favourites/store.ts';
import { $viewedCars } from '../viewed/store.ts';
import { $watchlist } from '../watchlist/store.ts';
import { GatePending, useGate, type GateSettings } from '../auth/useGate.tsx';
import { GarageList } from './GarageList.tsx';
import { WATCHLIST_PATH } from './WatchlistButton.tsx';
import { SavedSearchList, SAVED_SEARCH_TEXTS, type SavedSearchListProps } from '../saved-searches/SavedSearchList.tsx';
import './garage.css';

export interface MyGarageProps {
  gating: GateSettings;
  /** Sections the tenant has (features.favourites, features.watchlist and sign_in). */
  favourites: boolean;
  watchlist: boolean;
  searchPath: string;
  /** The saved searches section (saved-searches props.server.ts). */
  savedSearches: SavedSearchListProps;
}

/**
 * /my-garage (SPEC.md §2; always gated, src/core/sign-in.ts): the shopper's
 * favourites, saved searches, watchlist and recently viewed cars, each linking
 * to its vehicle page or search. Everything comes from this browser's storage.
 */
export default function MyGarage({ gating, favourites, watchlist, searchPath, savedSearches }: MyGarageProps) {
  const decision = useGate('my-garage', gating);
  const favouriteList = useStore($favourites);
  const watchList = useStore($watchlist);
  const viewed = useStore($viewedCars);
  if (decision.kind !== 'allow') return <GatePending decision={decision} />;
  return (
    <div className="garage-page">
      {favourites && (
        <section aria-labelledby="garage-favourites">
          <h2 id="garage-favourites">Favourites</h2>
          <GarageList
            label="Favourites"
            items={favouriteList}
            empty={
              <>
                No favourites yet. Use Save to favourites on a car. <a href={searchPath}>Browse cars</a>
              </>
            }
            control={(item) => (
              <button type="button" className="icon-button" onClick={() => removeFavourite(item.id)}>
                Remove <span className="visually-hidden">{item.name} from favourites</span>
              </button>
            )}
          />
        </section>
      )}
      <section aria-labelledby="garage-saved-searches">
        <h2 id="garage-saved-searches">{SAVED_SEARCH_TEXTS.heading}</h2>
        <SavedSearchList {...savedSearches} />
      </section>
      {watchlist && (
        <section aria-labelledby="garage-watchlist">
          <h2 id="garage-watchlist">Watchlist</h2>
          <GarageList label="Watchlist" items={watchList} empty="No cars in your watchlist yet." />
          <p>
            <a href={WATCHLIST_PATH}>View List</a>
          </p>
        </section>
      )}
      <section aria-labelledby="garage-viewed">
        <h2 id="garage-viewed">Recently Viewed</h2>
        <GarageList
          label="Recently viewed cars"
          items={viewed.map((v) => ({
            id: v.id,
            name: v.name,
            slug: v.slug,
            detail: [
              v.body ?? (v.simple_body ? bodyTypeLabel(v.simple_body) : null),
              v.stocknum && `Stock ${v.stocknum}`,
            ]
              .filter(Boolean)
              .join(' · '),
          }))}
          empty="No cars viewed yet."
        />
      </section>
    </div>
  );
}
