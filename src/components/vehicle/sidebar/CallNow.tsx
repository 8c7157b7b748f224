import { useEffect } from 'react';
import { ANALYTICS_EVENT } from '../../../core/analytics.ts';
import { pushAnalyticsEvent } from './browser.ts';
import { packedIsland } from '../../islands/packed-props.tsx';

export interface CallNowProps {
  /** tel: link of the location phone (or the dealer's override); null when the car has none. */
  tel: string | null;
  /** The number as displayed, for the accessible name. */
  display: string | null;
  carId: number;
  analytics: boolean;
  className?: string;
  label?: string;
}

let warned = false;

/**
 * Call Now (SPEC.md §2): a tel: link that pushes analytics event 25 on click.
 * Without a phone there is no button and one console warning (SPEC.md §8).
 */
export default function CallNow({
  tel,
  display,
  carId,
  analytics,
  className = 'btn btn--outline',
  label = 'Call Now',
}: CallNowProps) {
  useEffect(() => {
    if (tel === null && !warned) {
      warned = true;
      console.warn(`Call Now: car ${carId} has no dealer phone number, so the Call Now button is hidden.`);
    }
  }, [tel, carId]);
  if (tel === null) return null;
  return (
    <a
      className={className}
      href={tel}
      onClick={() => pushAnalyticsEvent(ANALYTICS_EVENT.PHONE_CLICK, analytics, { car_id: carId })}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <path d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z" />
      </svg>
      {label}
      {display && <span className="visually-hidden"> {display}</span>}
    </a>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const CallNowIsland = packedIsland(CallNow);
