// The tenant's locations as pages show them: visible, de-duplicated (core
// rules), limited to the site's location ids when it lists any.
import { listableLocations } from '../core/locations.ts';
import { all } from './store.ts';
import type { LocationOutput } from './schemas.ts';
import { site } from '../site.ts';

let cached: Promise<LocationOutput[]> | undefined;

export function siteLocations(): Promise<LocationOutput[]> {
  cached ??= all('locations').then((locations) => {
    const wanted = new Set(site.locations);
    return listableLocations(locations).filter((l) => wanted.size === 0 || wanted.has(l.id));
  });
  return cached;
}

/** The location on Google Maps (a search for its address, pinned to its place id when known). */
export function mapSearchUrl(location: LocationOutput): string {
  const a = location.address;
  const query = [location.name, a?.street, a?.city, a?.state, a?.postcode].filter(Boolean).join(', ');
  const params = new URLSearchParams({ api: '1', query });
  if (a?.place_id) params.set('query_place_id', a.place_id);
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

/** Google Maps directions to a location (place id when known, else the address). */
export function directionsUrl(location: LocationOutput): string {
  const a = location.address;
  const destination = [a?.street, a?.city, a?.state, a?.postcode].filter(Boolean).join(', ');
  const params = new URLSearchParams({ api: '1', destination: destination || location.name });
  if (a?.place_id) params.set('destination_place_id', a.place_id);
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
