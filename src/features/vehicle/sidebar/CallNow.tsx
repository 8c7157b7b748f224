import { useEffect } from 'react';
import { ANALYTICS_EVENT } from '~/core/analytics.ts';
import { callLinkName, type PhoneRevealMode } from '~/core/vehicle/call-box.ts';
import { revealPhone } from '../../phone/reveal.ts';
import { usePhoneRevealed, type PhoneRevealTarget } from '../phone-reveal.ts';
import { pushAnalyticsEvent } from './browser.ts';
import { packedIsland } from '~/components/islands/packed-props.tsx';

export interface CallNowProps {
  /** tel: link of the location phone (or the dealer's override); null when the car has none. */
  tel: string | null;
  /** The number as displayed, for the accessible name where the site's rule allows it. */
  display: string | null;
  carId: number;
  analytics: boolean;
  /** The site's `features.phone_reveal`: on 'masked' sites the link names no number until it is revealed. */
  mode: PhoneRevealMode;
  /** Where a click records the reveal (it dials: the shopper sees the number). */
  reveal: PhoneRevealTarget;
  /** Tests pass a fake fetch for the reveal record; pages never set it. */
  fetch?: typeof fetch | undefined;
  className?: string;
  label?: string;
}

let warned = false;

/**
 * Call Now (SPEC.md §2): a tel: link (it dials before JavaScript too) that
 * pushes analytics event 25 on click. Dialling shows the shopper the number,
 * so the click also counts as the reveal (recorded once per page view, with
 * the call box's) and reveals the number everywhere on the page. Its
 * accessible name carries the number only where `phoneShownInFull` allows.
 * Without a phone there is no button and one console warning (SPEC.md §8).
 */
export default function CallNow({
  tel,
  display,
  carId,
  analytics,
  mode,
  reveal,
  fetch,
  className = 'btn btn--outline',
  label = 'Call Now',
}: CallNowProps) {
  const revealed = usePhoneRevealed();
  useEffect(() => {
    if (tel === null && !warned) {
      warned = true;
      console.warn(`Call Now: car ${carId} has no dealer phone number, so the Call Now button is hidden.`);
    }
  }, [tel, carId]);
  if (tel === null) return null;
  const name = callLinkName(label, display, mode, revealed);
  return (
    <a
      className={className}
      href={tel}
      onClick={() => {
        pushAnalyticsEvent(ANALYTICS_EVENT.PHONE_CLICK, analytics, { car_id: carId });
        revealPhone(reveal, fetch);
      }}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
        <path d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z" />
      </svg>
      {label}
      {name !== label && <span className="visually-hidden">{name.slice(label.length)}</span>}
    </a>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const CallNowIsland = packedIsland(CallNow);
