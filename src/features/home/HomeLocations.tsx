// Locations on the home page with today's hours (SPEC.md §2 Home; core
// opening-hours rules). "Today" is the shopper's day in the tenant's time
// zone once hydrated; the HTML carries the build day's line.
import { useEffect, useState } from 'react';
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { todayLine } from '../locations/today.ts';
import type { HomeLocationsProps } from './types.ts';
import './home.css';

export function HomeLocations({ locations, timeZone, builtAt }: HomeLocationsProps) {
  const [now, setNow] = useState(() => new Date(builtAt));
  useEffect(() => {
    const first = window.setTimeout(() => setNow(new Date()), 0);
    return () => window.clearTimeout(first);
  }, []);
  return (
    <ul className="home-locations">
      {locations.map((l) => (
        <li key={l.id} className="card home-locations__card">
          <h3>{l.href ? <a href={l.href}>{l.name}</a> : l.name}</h3>
          {l.addressLines.length > 0 && <address>{l.addressLines.join(', ')}</address>}
          <p className="home-locations__today">{todayLine(l, now, timeZone)}</p>
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
