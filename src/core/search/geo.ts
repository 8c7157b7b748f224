/**
 * Distance search (SPEC.md §2 "postcode input", §9 radius options, default
 * 50 km, Earth radius 6371 km): the search state's lat, lng and distance as
 * the geo parameters both search backends read (aroundLatLng 'lat,lng' and
 * aroundRadius in metres; the embedded engine filters by haversine distance,
 * core `distanceKm` in src/core/locations.ts, Meilisearch by `_geoRadius`).
 */
import { distanceKm, validPoint, type LatLng } from '../locations.ts';
import { DEFAULT_RADIUS_KM, RADIUS_OPTIONS_KM, type RadiusKm } from './options.ts';

/** A distance filter: centre and radius in km. */
export interface GeoFilter {
  lat: number;
  lng: number;
  radiusKm: number;
}

/** The geo parameters of an InstantSearch request. */
export interface AroundParams {
  /** 'lat,lng'. */
  aroundLatLng: string;
  /** Metres. */
  aroundRadius: number;
}

/** Whether a number is one of the radius options (SPEC.md §9). */
export function isRadiusOption(km: number): km is RadiusKm {
  return (RADIUS_OPTIONS_KM as readonly number[]).includes(km);
}

/**
 * The distance filter of a search state: both lat and lng (valid degrees)
 * and the distance, {@link DEFAULT_RADIUS_KM} when missing or not above 0.
 * Null without a centre.
 */
export function geoFilterOf(state: {
  lat?: number | undefined;
  lng?: number | undefined;
  distance?: number | undefined;
}): GeoFilter | null {
  const { lat, lng, distance } = state;
  if (!validPoint(lat, lng)) return null;
  const radiusKm =
    typeof distance === 'number' && Number.isFinite(distance) && distance > 0 ? distance : DEFAULT_RADIUS_KM;
  return { lat, lng: lng as number, radiusKm };
}

/** The request parameters of a filter: { aroundLatLng: '-33.87,151.21', aroundRadius: 50000 }. */
export function aroundParamsOf(geo: GeoFilter): AroundParams {
  return { aroundLatLng: `${geo.lat},${geo.lng}`, aroundRadius: Math.round(geo.radiusKm * 1000) };
}

/** Reads {@link aroundParamsOf}'s parameters back; null when either is missing or unreadable. */
export function geoFilterOfParams(aroundLatLng: unknown, aroundRadius: unknown): GeoFilter | null {
  if (typeof aroundLatLng !== 'string') return null;
  const [la, lo, ...rest] = aroundLatLng.split(',');
  if (rest.length > 0 || la === undefined || lo === undefined || la.trim() === '' || lo.trim() === '') return null;
  const lat = Number(la);
  const lng = Number(lo);
  const metres = typeof aroundRadius === 'string' ? Number(aroundRadius) : aroundRadius;
  if (!validPoint(lat, lng) || typeof metres !== 'number' || !Number.isFinite(metres) || metres <= 0) return null;
  return { lat, lng, radiusKm: metres / 1000 };
}

/** Whether a point lies within the filter's radius (inclusive), by haversine distance on a 6371 km sphere. */
export function withinGeoFilter(geo: GeoFilter, point: LatLng | null): boolean {
  return point !== null && distanceKm({ lat: geo.lat, lng: geo.lng }, point) <= geo.radiusKm;
}

/** Coordinates rounded to 5 decimals (about 1 m), as URLs carry them. */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(5));
}
