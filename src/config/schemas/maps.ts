import * as v from 'valibot';
import { isTileUrlTemplate, MAP_MAX_ZOOM } from '../../core/maps.ts';

/** OpenStreetMap's standard tiles: the default provider (docs/decisions.md "Maps"). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The generated tiles the build writes into the site itself (the sample tenants; no network here). */
export const LOCAL_TILE_URL = '/map-tiles/{z}/{x}/{y}.png';

/**
 * Map tiles of the locator, location and vehicle maps (SPEC.md §2, §9 "Map
 * zoom cap 15"). `tile_url` is a URL template with {z}, {x} and {y} (and
 * optionally {s} for `subdomains`): https, or a root-relative path served with
 * the site. `LOCAL_TILE_URL` makes the build generate its own tiles.
 */
export const MapsSchema = v.strictObject({
  tile_url: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isTileUrlTemplate,
        'expected an https URL template or a root-relative path with {z}, {x} and {y}, like "https://tile.openstreetmap.org/{z}/{x}/{y}.png"',
      ),
    ),
    OSM_TILE_URL,
  ),
  /** Attribution text shown on the map (the tile provider's licence terms). */
  attribution: v.optional(v.pipe(v.string(), v.nonEmpty()), '© OpenStreetMap contributors'),
  /** Where the attribution links to; null shows it as plain text. */
  attribution_url: v.optional(
    v.nullable(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
    'https://www.openstreetmap.org/copyright',
  ),
  /** Subdomains for a {s} in the template. */
  subdomains: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/i))), []),
  /** Highest zoom the tiles offer; the maps never zoom past 15 whatever this says. */
  max_zoom: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(22)), MAP_MAX_ZOOM),
});
