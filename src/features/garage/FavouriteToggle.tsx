import { useStore } from '@nanostores/react';
import { ANALYTICS_EVENT } from '../../core/analytics.ts';
import { $favourites, toggleFavourite, type FavouriteEntry } from '../favourites/store.ts';
import { pushAnalyticsEvent } from '../vehicle/sidebar/browser.ts';

export interface FavouriteToggleProps {
  entry: FavouriteEntry;
  analytics: boolean;
  /** On result cards: the car's name, read by screen readers after the label ('Save to favourites: 2022 Toyota HiLux'). */
  carName?: string | undefined;
}

const NONE: FavouriteEntry[] = [];

/**
 * Favourite toggle (SPEC.md §2, §4): adds or removes the car in the browser's
 * favourites list; aria-pressed says which. The page renders it only when the
 * site stores favourites and the car passes the core's eligibility rule.
 * The server and the first client render show "not saved"; the stored state
 * follows right after hydration (no mismatch).
 */
export default function FavouriteToggle({ entry, analytics, carName }: FavouriteToggleProps) {
  const list = useStore($favourites, { ssr: () => NONE });
  const pressed = list.some((f) => f.id === entry.id);
  return (
    <button
      type="button"
      className="icon-button favourite-toggle"
      aria-pressed={pressed}
      onClick={() => {
        if (toggleFavourite(entry)) pushAnalyticsEvent(ANALYTICS_EVENT.SAVE, analytics, { car_id: entry.id });
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.4 1.1 4.1 2.3h2.8C14.1 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{pressed ? 'Saved to favourites' : 'Save to favourites'}</span>
      {carName && <span className="visually-hidden">: {carName}</span>}
    </button>
  );
}
