import { useRef, useState } from 'react';
import { ANALYTICS_EVENT } from '../../../core/analytics.ts';
import { callBoxNumber, type PhoneRevealMode } from '../../../core/vehicle/call-box.ts';
import { pushAnalyticsEvent, withApi, type ApiProps } from '../sidebar/browser.ts';
import { packedIsland } from '../../islands/packed-props.tsx';

export interface CallBoxProps extends ApiProps {
  /** The number as displayed ('02 9876 5432'). */
  display: string;
  tel: string;
  mode: PhoneRevealMode;
  carId: number;
  dealershipId: number | null;
  websiteId: number | null;
  analytics: boolean;
  /** Heading of the box ('Call the dealer' by default). */
  title?: string;
}

/**
 * Call-the-dealer box (SPEC.md §4): the number masked after its first five
 * characters until clicked (phone_reveal 'masked'), or shown at once
 * ('immediate'). The first click on the number records the reveal with the
 * platform API and pushes analytics event 25; later calls push event 25.
 */
export default function CallBox(props: CallBoxProps) {
  const { display, tel, mode, carId, analytics, title = 'Call the dealer' } = props;
  const [revealed, setRevealed] = useState(mode === 'immediate');
  const recorded = useRef(false);

  function record() {
    pushAnalyticsEvent(ANALYTICS_EVENT.PHONE_CLICK, analytics, { car_id: carId });
    if (recorded.current) return;
    recorded.current = true;
    withApi(props, (client, api) =>
      client.call(api.phoneReveal, {
        params: {},
        query: {},
        body: { car_id: carId, dealership_id: props.dealershipId, website_id: props.websiteId },
      }),
    ).catch((error: unknown) => console.warn('Phone reveal was not recorded', error));
  }

  return (
    <section className="call-box" aria-labelledby="call-box-title">
      <h2 id="call-box-title">{title}</h2>
      {revealed ? (
        <a className="call-box__number" href={tel} onClick={record}>
          {display}
        </a>
      ) : (
        <button
          type="button"
          className="call-box__number"
          onClick={() => {
            setRevealed(true);
            record();
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
