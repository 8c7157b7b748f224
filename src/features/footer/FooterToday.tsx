// The footer's "Today: {hours}" line and open-now status for the primary location. Computed in
// the browser for the shopper's moment in the dealer's time zone, never at build: a vehicle page
// is rendered once and kept for nights while its car is unchanged, so a build-time "today" would
// go stale (docs/decisions.md "Footer dealer details"). The server renders empty lines of fixed
// height (no layout shift); the week's hours beside them are right without JavaScript.
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { useLiveNow } from '../locations/live-clock.ts';
import { statusLine, todayLine } from '../locations/today.ts';
import type { FooterTodayProps } from './types.ts';

export function FooterToday({ week, specials, schedule, timeZone }: FooterTodayProps) {
  const now = useLiveNow();
  return (
    <>
      <p className="site-footer__today" data-footer-today={now === null ? undefined : ''}>
        {now && todayLine({ week, specials }, now, timeZone)}
      </p>
      <p className="site-footer__status open-status" data-open-status={now === null ? undefined : ''}>
        {now && statusLine(schedule, now, timeZone)}
      </p>
    </>
  );
}

export const FooterTodayIsland = packedIsland(FooterToday);
export default FooterTodayIsland;
