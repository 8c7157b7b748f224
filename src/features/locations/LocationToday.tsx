// A location's "Today: {hours}" and open-now lines on a static list (/contact). Empty in the HTML
// and at hydration, filled from the browser's clock (live-clock.ts); the week's hours are on the
// location's page.
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { useLiveNow } from './live-clock.ts';
import { statusLine, todayLine } from './today.ts';
import type { LocationTodayProps } from './types.ts';

export function LocationToday({ week, specials, schedule, timeZone }: LocationTodayProps) {
  const now = useLiveNow();
  return (
    <>
      <p className="location-today__today">{now && todayLine({ week, specials }, now, timeZone)}</p>
      <p className="location-today__status open-status">{now && statusLine(schedule, now, timeZone)}</p>
    </>
  );
}

export const LocationTodayIsland = packedIsland(LocationToday);
export default LocationTodayIsland;
