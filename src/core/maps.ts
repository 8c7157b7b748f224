/**
 * Map rules (SPEC.md §2 Locations "map or image", "Map index only when fewer
 * than 10 items"; §9 "Map zoom cap 15"): the zoom cap, Web Mercator tile
 * maths, the view a map opens on, and which tiles a local (generated) tile
 * source holds. Pure: no Leaflet, no DOM.
 */
import type { LatLng } from './locations.ts';

/** No map zooms in further than this (SPEC.md §9 "Map zoom cap 15"). */
export const MAP_MAX_ZOOM = 15;

/** The zoom a map of one location opens at: a few streets around it. */
export const SINGLE_LOCATION_ZOOM = 14;

/** Edge of a map tile in CSS pixels (the slippy-map convention). */
export const TILE_SIZE = 256;

/** The web Mercator projection's latitude limit. */
const MAX_LATITUDE = 85.0511287798;

/** A tile address: zoom, column, row (the `{z}/{x}/{y}` of a tile URL). */
export interface TileCoords {
  z: number;
  x: number;
  y: number;
}

/** A tenant's zoom setting capped to 1..{@link MAP_MAX_ZOOM}; not a number gives the cap. */
export function cappedZoom(zoom: number | null | undefined): number {
  if (typeof zoom !== 'number' || !Number.isFinite(zoom)) return MAP_MAX_ZOOM;
  return Math.min(MAP_MAX_ZOOM, Math.max(1, Math.floor(zoom)));
}

/** Position of a point in tile units at a zoom (fractional; `Math.floor` gives its tile). */
export function tileFraction(point: LatLng, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, point.lat));
  const rad = (lat * Math.PI) / 180;
  const x = ((point.lng + 180) / 360) * n;
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n;
  return { x: Math.min(n - 1e-9, Math.max(0, x)), y: Math.min(n - 1e-9, Math.max(0, y)) };
}

/** The tile holding a point at a zoom. */
export function tileOf(point: LatLng, zoom: number): TileCoords {
  const f = tileFraction(point, zoom);
  return { z: zoom, x: Math.floor(f.x), y: Math.floor(f.y) };
}

/** How a map opens: on one point at a zoom, or fitted to the bounds of several. */
export type MapView =
  { kind: 'center'; center: LatLng; zoom: number } | { kind: 'fit'; bounds: [LatLng, LatLng]; maxZoom: number };

/**
 * The view of a map showing these points: none gives null (no map); one
 * opens centred on it at {@link SINGLE_LOCATION_ZOOM} (never above the
 * cap); several are fitted to their bounds, zooming in no further than the
 * single-location zoom, so two neighbouring dealers still show their streets
 * around them rather than a single block.
 */
export function mapViewOf(points: readonly LatLng[], maxZoom: number = MAP_MAX_ZOOM): MapView | null {
  const cap = Math.min(cappedZoom(maxZoom), SINGLE_LOCATION_ZOOM);
  const first = points[0];
  if (first === undefined) return null;
  if (points.length === 1) return { kind: 'center', center: first, zoom: cap };
  let south = first.lat;
  let north = first.lat;
  let west = first.lng;
  let east = first.lng;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  return {
    kind: 'fit',
    bounds: [
      { lat: south, lng: west },
      { lat: north, lng: east },
    ],
    maxZoom: cap,
  };
}

/** Up to this zoom a local tile source covers the whole area around the tenant's locations. */
export const LOCAL_TILES_AREA_ZOOM = 7;

/**
 * Above {@link LOCAL_TILES_AREA_ZOOM}, tiles this many columns either side of
 * each location's tile (a 1,400 px wide map centred on it is covered).
 */
export const LOCAL_TILES_SPAN_X = 3;

/** ... and this many rows above and below (a 900 px tall map centred on it). */
export const LOCAL_TILES_SPAN_Y = 2;

/** A block of tiles at one zoom, inclusive on every side. */
export interface TileRange {
  z: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * The tiles a local tile source (the sample tenants' generated tiles) holds
 * for a tenant's locations: at zoom 0 to {@link LOCAL_TILES_AREA_ZOOM}
 * every tile of the locations' bounding box and one tile around it; above
 * that, up to `maxZoom`, the {@link LOCAL_TILES_SPAN_X} x
 * {@link LOCAL_TILES_SPAN_Y} neighbourhood of each location. A map outside
 * them shows plain ground instead of requesting a tile that does not exist.
 */
export function localTileRanges(points: readonly LatLng[], maxZoom: number = MAP_MAX_ZOOM): TileRange[] {
  if (points.length === 0) return [];
  const top = cappedZoom(maxZoom);
  const ranges: TileRange[] = [];
  for (let z = 0; z <= top; z++) {
    const last = 2 ** z - 1;
    const tiles = points.map((p) => tileOf(p, z));
    const clamp = (n: number) => Math.max(0, Math.min(last, n));
    if (z <= LOCAL_TILES_AREA_ZOOM) {
      ranges.push({
        z,
        minX: clamp(Math.min(...tiles.map((t) => t.x)) - 1),
        maxX: clamp(Math.max(...tiles.map((t) => t.x)) + 1),
        minY: clamp(Math.min(...tiles.map((t) => t.y)) - 1),
        maxY: clamp(Math.max(...tiles.map((t) => t.y)) + 1),
      });
      continue;
    }
    for (const t of tiles) {
      ranges.push({
        z,
        minX: clamp(t.x - LOCAL_TILES_SPAN_X),
        maxX: clamp(t.x + LOCAL_TILES_SPAN_X),
        minY: clamp(t.y - LOCAL_TILES_SPAN_Y),
        maxY: clamp(t.y + LOCAL_TILES_SPAN_Y),
      });
    }
  }
  return ranges;
}

/** Whether a tile is inside one of the ranges. */
export function tileInRanges(tile: TileCoords, ranges: readonly TileRange[]): boolean {
  return ranges.some(
    (r) => r.z === tile.z && tile.x >= r.minX && tile.x <= r.maxX && tile.y >= r.minY && tile.y <= r.maxY,
  );
}

/** Every tile of the ranges once, sorted by zoom, column and row. */
export function tilesOfRanges(ranges: readonly TileRange[]): TileCoords[] {
  const seen = new Set<string>();
  const out: TileCoords[] = [];
  for (const r of ranges)
    for (let x = r.minX; x <= r.maxX; x++)
      for (let y = r.minY; y <= r.maxY; y++) {
        const key = `${r.z}/${x}/${y}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ z: r.z, x, y });
      }
  return out.sort((a, b) => a.z - b.z || a.x - b.x || a.y - b.y);
}

/**
 * Whether a tile URL template is valid: `{z}`, `{x}` and `{y}` present, and
 * either https (or http) or a root-relative path ('/map-tiles/{z}/{x}/{y}.png',
 * served with the site). Any other scheme is refused.
 */
export function isTileUrlTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((p) => template.includes(p))) return false;
  if (template.startsWith('/') && !template.startsWith('//')) return true;
  return /^https?:\/\/[^/\s]+\//i.test(template);
}

/** Whether a tile URL template points at the site's own files (a root-relative path). */
export function isLocalTileTemplate(template: string): boolean {
  return template.startsWith('/') && !template.startsWith('//');
}
