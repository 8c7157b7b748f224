import { useState, useSyncExternalStore } from 'react';
import { packedIsland } from '~/components/islands/packed-props.tsx';

export interface AnnouncementBarProps {
  text: string;
}

/** sessionStorage key remembering the dismissal for the rest of the visit. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'vehicle-announcement-dismissed';

const noSubscription = () => () => {};

function readDismissed(text: string): boolean {
  try {
    return sessionStorage.getItem(ANNOUNCEMENT_DISMISSED_KEY) === text;
  } catch {
    return false;
  }
}

/**
 * Announcement bar above the vehicle page (SPEC.md §2, `vehicle_page.announcement`),
 * dismissed by its X button. The dismissal is remembered for the browser tab's
 * session, per text: a new announcement shows again.
 */
export default function AnnouncementBar({ text }: AnnouncementBarProps) {
  // Server and hydration render the bar; the session's dismissal applies right after.
  const dismissedBefore = useSyncExternalStore(
    noSubscription,
    () => readDismissed(text),
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || dismissedBefore) return null;
  return (
    <aside className="announcement" aria-label="Announcement">
      <p>{text}</p>
      <button
        type="button"
        className="announcement__close"
        aria-label="Dismiss announcement"
        onClick={() => {
          setDismissed(true);
          try {
            sessionStorage.setItem(ANNOUNCEMENT_DISMISSED_KEY, text);
          } catch {
            // Storage unavailable (private mode): dismissed for this page only.
          }
        }}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 5l14 14M19 5L5 19" />
        </svg>
      </button>
    </aside>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const AnnouncementBarIsland = packedIsland(AnnouncementBar);
