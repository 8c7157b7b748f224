import { useStore } from '@nanostores/react';
import { $watchlist, type WatchlistService } from '../watchlist/store.ts';
import type { WatchlistApiSettings } from '../watchlist/service.ts';
import { GatePending, useGate, type GateSettings } from '../auth/useGate.tsx';
import { GarageList } from './GarageList.tsx';
import { ToastRegion } from '../toasts/ToastRegion.tsx';
import { WatchlistButton } from './WatchlistButton.tsx';
import './garage.css';

export interface WatchlistPageProps {
  gating: GateSettings;
  api: WatchlistApiSettings;
  searchPath: string;
  /** Tests inject the calls; pages never set it. */
  service?: WatchlistService | undefined;
}

/**
 * /watchlist (SPEC.md §2 "a watchlist page (path not shown)"; path ours):
 * gated (a signed-in user with a phone, src/core/sign-in.ts), lists the cars
 * the user saved on this device (the API has no list call; see
 * src/features/watchlist/watchlist.ts), each with its Save button to remove it.
 */
export default function WatchlistPage({ gating, api, searchPath, service }: WatchlistPageProps) {
  const decision = useGate('watchlist', gating);
  const list = useStore($watchlist);
  if (decision.kind !== 'allow') return <GatePending decision={decision} />;
  return (
    <div className="garage-page">
      <GarageList
        label="Your watchlist"
        items={list}
        empty={
          <>
            Your watchlist is empty. Use Save on a car to follow it here. <a href={searchPath}>Browse cars</a>
          </>
        }
        control={(item) => {
          const entry = list.find((e) => e.id === item.id);
          return entry ? (
            <WatchlistButton
              entry={entry}
              car={{ status: 'in_stock' }}
              api={api}
              carName={entry.name}
              service={service}
            />
          ) : null;
        }}
      />
      <ToastRegion />
    </div>
  );
}
