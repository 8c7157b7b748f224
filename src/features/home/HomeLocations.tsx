// Locations on the home page with today's hours and the open-now status (SPEC.md §2 Home; core
// opening-hours and open-status rules), for the shopper's moment in the tenant's time zone. Both
// lines are empty in the HTML and at hydration, filled from the browser's clock just after
// (features/locations/live-clock.ts): the build's day would be stale, and a line computed while
// hydrating can differ from the server's (another ICU, another clock), which makes React discard
// the island's HTML.
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { useLiveNow } from '../locations/live-clock.ts';
import { statusLine, todayLine } from '../locations/today.ts';
import type { HomeLocationsProps } from './types.ts';
import './home.css';

export function HomeLocations({ locations, timeZone }: HomeLocationsProps) {
  const now = useLiveNow();
  return (
    <ul className="home-locations">
      {locations.map((l) => (
        <li key={l.id} className="card home-locations__card">
          <h3>{l.href ? <a href={l.href}>{l.name}</a> : l.name}</h3>
          {l.addressLines.length > 0 && <address>{l.addressLines.join(', ')}</address>}
          <p className="home-locations__today">{now && todayLine(l, now, timeZone)}</p>
          <p className="home-locations__status open-status">{now && statusLine(l.schedule, now, timeZone)}</p>
          {l.phone && (
            <p>
              <a href={l.phone.href}>{l.phone.display}</a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export const HomeLocationsIsland = packedIsland(HomeLocations);
export default HomeLocationsIsland;
