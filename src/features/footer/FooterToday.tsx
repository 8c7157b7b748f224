// The footer's "Today: {hours}" line for the primary location (issue 21 item 7). Computed in the
// browser for the shopper's day in the dealer's time zone, never at build: a vehicle page is
// rendered once and kept for nights while its car is unchanged, so a build-time "today" would go
// stale (docs/decisions.md "Footer dealer details"). The server renders an empty line of fixed
// height (no layout shift); the week's hours beside it are right without JavaScript.
import { useSyncExternalStore } from 'react';
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { todayLine } from '../locations/today.ts';
import type { FooterTodayProps } from './types.ts';

const noUpdates = () => () => {};

export function FooterToday({ week, specials, timeZone }: FooterTodayProps) {
  // The server's (and hydration's) value is null; the browser's is the shopper's today.
  const line = useSyncExternalStore(
    noUpdates,
    () => todayLine({ week, specials }, new Date(), timeZone),
    () => null,
  );
  return (
    <p className="site-footer__today" data-footer-today={line === null ? undefined : ''}>
      {line}
    </p>
  );
}

export const FooterTodayIsland = packedIsland(FooterToday);
export default FooterTodayIsland;
