// The serialisable shapes the location islands receive (built by ./props.server.ts).
import type { LatLng } from '../../core/locations.ts';
import type { OpeningSchedule } from '../../core/open-status.ts';
import type { DatedHours } from '../../core/opening-hours.ts';

/** Where tiles come from (tenant `maps.*`). */
export interface TileSource {
  /** URL template, safe (https or a root-relative path). */
  url: string;
  attribution: string;
  attributionUrl: string | null;
  subdomains: string[];
  /** Highest zoom, already capped at 15 (SPEC.md §9). */
  maxZoom: number;
  /**
   * A local (generated) tile source holds tiles only around these points (core
   * `localTileRanges`); null: a provider with every tile.
   */
  coverage: LatLng[] | null;
}

/** One location on a map and in its popup. */
export interface MapPlace extends LatLng {
  id: number;
  slug: string;
  name: string;
  addressLines: string[];
  phone: { display: string; href: string } | null;
  /** Hours text per weekday, 0 Sunday .. 6 Saturday. */
  week: string[];
  /** Holiday hours from the build day on. */
  specials: DatedHours[];
  /** The open-now status's hours (holidays from the build day on). */
  schedule: OpeningSchedule;
  /** The location's page; null when it has none (not listed on this site). */
  detailsHref: string | null;
  directionsHref: string;
  stockHref: string | null;
}

/** The map island's props. */
export interface MapIslandProps {
  places: MapPlace[];
  tiles: TileSource;
  /** The tenant's time zone (the popup's "Today"). */
  timeZone: string;
  /** Accessible name of the map ('Map of Metro Toyota Parramatta'). */
  label: string;
  /** Whether the popups link to the location's own page (not on that page itself). */
  detailsLinks: boolean;
}

/** What the map fits its view to; a new `key` moves it (the locator's search). */
export interface MapFocus {
  key: string;
  points: LatLng[];
}

export interface LazyMapProps extends MapIslandProps {
  /** Locator: the places the map shows now and what it centres on. */
  focus?: MapFocus | undefined;
  /** Locator: the place whose popup is open. */
  activeSlug?: string | null | undefined;
  tall?: boolean | undefined;
  /** The popup title's heading level: 2 where the map comes before the page's other h2s (the locator). */
  popupHeadingLevel?: 2 | 3 | undefined;
}

/** A location's live today and open-now lines (LocationToday island). */
export interface LocationTodayProps {
  week: string[];
  specials: DatedHours[];
  schedule: OpeningSchedule;
  timeZone: string;
}
