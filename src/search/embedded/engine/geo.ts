/**
 * The embedded engine's geo radius filter: `aroundLatLng` + `aroundRadius` (metres) keep the
 * documents whose location lies within the radius, by the haversine distance of
 * src/core/locations.ts; documents without coordinates are left out.
 */
import { distanceKm } from '../../../core/locations.ts';
import { geoRadiusOf } from '../../params.ts';
import type { SearchParams } from '../../types.ts';
import type { Columns } from './columns.ts';
import type { DocTest } from './filter.ts';

/** The request's radius as a per-document test; null when the request has none. */
export function geoTest(columns: Columns, params: SearchParams): DocTest | null {
  const geo = geoRadiusOf(params);
  if (!geo) return null;
  const lat = columns.numeric('lat');
  const lng = columns.numeric('lng');
  return (d) => {
    const la = lat[d] as number;
    const lo = lng[d] as number;
    if (Number.isNaN(la) || Number.isNaN(lo)) return false;
    return !(distanceKm(geo.centre, { lat: la, lng: lo }) * 1000 > geo.radiusMetres);
  };
}
