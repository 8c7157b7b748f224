import { useEffect, useRef } from 'react';
import { ANALYTICS_EVENT } from '~/core/analytics.ts';
import { callBoxNumber, phoneShownInFull, type PhoneRevealMode } from '~/core/vehicle/call-box.ts';
import { revealPhone } from '../../phone/reveal.ts';
import { usePhoneRevealed, type PhoneRevealTarget } from '../phone-reveal.ts';
import { pushAnalyticsEvent } from '../sidebar/browser.ts';
import { packedIsland } from '~/components/islands/packed-props.tsx';

export interface CallBoxProps {
  /** The number as displayed ('02 9876 5432'). */
  display: string;
  tel: string;
  mode: PhoneRevealMode;
  analytics: boolean;
  /** Where the first click records the reveal, and which car. */
  reveal: PhoneRevealTarget;
  /** Tests pass a fake fetch for the reveal record; pages never set it. */
  fetch?: typeof fetch | undefined;
  /** Heading of the box ('Call the dealer' by default). */
  title?: string;
}

/**
 * Call-the-dealer box (SPEC.md §4): the number masked after its first five
 * characters until clicked (phone_reveal 'masked'), or shown at once
 * ('immediate'). A reveal anywhere on the page (here, Call Now, the phone
 * bar's Call) shows it in full here too; the first click on the number
 * records the reveal (src/features/phone/reveal.ts) and every click pushes
 * analytics event 25.
 */
export default function CallBox({
  display,
  tel,
  mode,
  analytics,
  reveal,
  fetch,
  title = 'Call the dealer',
}: CallBoxProps) {
  const revealed = usePhoneRevealed();
  const shown = phoneShownInFull(mode, revealed);
  const link = useRef<HTMLAnchorElement>(null);
  const focusLink = useRef(false);
  // Show number turns into the number's link: focus follows, so keyboard users do not lose their place.
  useEffect(() => {
    if (shown && focusLink.current) link.current?.focus();
    focusLink.current = false;
  }, [shown]);
  const click = () => {
    pushAnalyticsEvent(ANALYTICS_EVENT.PHONE_CLICK, analytics, { car_id: reveal.carId });
    revealPhone(reveal, fetch);
  };

  return (
    <section className="call-box" aria-labelledby="call-box-title">
      <h2 id="call-box-title">{title}</h2>
      {shown ? (
        <a ref={link} className="call-box__number" href={tel} onClick={click}>
          {display}
        </a>
      ) : (
        <button
          type="button"
          className="call-box__number"
          onClick={() => {
            focusLink.current = true;
            click();
          }}
        >
          <span aria-hidden="true">{callBoxNumber(display, mode, false)}</span>
          <span className="call-box__reveal">Show number</span>
        </button>
      )}
    </section>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const CallBoxIsland = packedIsland(CallBox);
