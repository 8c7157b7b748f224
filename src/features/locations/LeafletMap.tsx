// The Leaflet map (react-leaflet), loaded on demand by ./MapIsland.tsx.
// Tiles from the tenant's source (a local generated source only asks for the
// tiles it holds); one keyboard-reachable marker per location, whose popup
// holds the name, address, phone, today's hours and the location's links.
// Zoom never exceeds 15 (SPEC.md §9). Without tiles (a failed provider) the
// markers and popups still work on the plain background.
import leafletCss from 'leaflet/dist/leaflet.css?url';
import mapCss from './map.css?url';
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { AttributionControl, MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import { localTileRanges, mapViewOf, MAP_MAX_ZOOM, tileInRanges, type MapView } from '../../core/maps.ts';
import type { LatLng } from '../../core/locations.ts';
import type { LazyMapProps } from './MapIsland.tsx';
import { todayLine } from './today.ts';
import type { MapPlace, TileSource } from './types.ts';

/**
 * The map's stylesheets, bundled files linked by ./MapIsland.tsx when the map
 * loads (imported as CSS, Astro would link them in the head of every page
 * holding the island, the vehicle page too). Files, not inline: strict CSP.
 */
export const stylesheets: readonly string[] = [leafletCss, mapCss];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const PIN = L.divIcon({
  className: 'map-pin',
  html: '',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  popupAnchor: [0, -36],
});

function boundsOf(view: Extract<MapView, { kind: 'fit' }>): L.LatLngBoundsExpression {
  const [sw, ne] = view.bounds;
  return [
    [sw.lat, sw.lng],
    [ne.lat, ne.lng],
  ];
}

/** The tenant's tiles; a local source answers tiles it does not hold with plain ground (no request). */
function Tiles({ tiles }: { tiles: TileSource }) {
  const map = useMap();
  useEffect(() => {
    const ranges = tiles.coverage ? localTileRanges(tiles.coverage, tiles.maxZoom) : null;
    class SourceTiles extends L.TileLayer {
      override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
        if (ranges === null || tileInRanges(coords, ranges)) return super.createTile(coords, done);
        const empty = document.createElement('div');
        empty.className = 'map-tile--empty';
        setTimeout(() => done(undefined, empty), 0);
        return empty;
      }
    }
    const attribution = tiles.attributionUrl
      ? `<a href="${escapeHtml(tiles.attributionUrl)}" rel="noopener" target="_blank">${escapeHtml(tiles.attribution)}</a>`
      : escapeHtml(tiles.attribution);
    const layer = new SourceTiles(tiles.url, {
      attribution,
      maxZoom: Math.min(MAP_MAX_ZOOM, tiles.maxZoom),
      ...(tiles.subdomains.length > 0 ? { subdomains: tiles.subdomains } : {}),
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tiles]);
  return null;
}

/** Names the map's container (it takes keyboard focus for panning) as a region. */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/**
 * Escape closes the open popup wherever focus is in the map (Leaflet's own
 * keyboard handler only listens while the map container itself has focus).
 */
function EscapeClosesPopup() {
  const map = useMap();
  useEffect(() => {
    const element = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = element.querySelector('.leaflet-popup');
      if (!open) return;
      event.preventDefault();
      map.closePopup();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [map]);
  return null;
}

/** Moves the map when the shown places change (the locator's search). */
function FollowFocus({ points, focusKey, maxZoom }: { points: LatLng[]; focusKey: string; maxZoom: number }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const view = mapViewOf(points, maxZoom);
    if (!view) return;
    if (view.kind === 'center') map.setView([view.center.lat, view.center.lng], view.zoom);
    else map.fitBounds(boundsOf(view), { padding: [32, 32], maxZoom: view.maxZoom });
    // Only a new focus key moves the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, focusKey]);
  return null;
}

function PlacePopup({
  place,
  timeZone,
  detailsLinks,
  headingLevel,
}: {
  place: MapPlace;
  timeZone: string;
  detailsLinks: boolean;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="map-popup">
      <Heading className="map-popup__title" tabIndex={-1}>
        {place.name}
      </Heading>
      <address>
        {place.addressLines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {place.phone && (
        <p>
          <a href={place.phone.href}>{place.phone.display}</a>
        </p>
      )}
      <p>{todayLine(place, new Date(), timeZone)}</p>
      <ul>
        {detailsLinks && place.detailsHref && (
          <li>
            <a href={place.detailsHref}>
              View Location Details<span className="visually-hidden"> for {place.name}</span>
            </a>
          </li>
        )}
        {place.directionsHref !== '' && (
          <li>
            <a href={place.directionsHref} target="_blank" rel="noopener">
              Get Directions<span className="visually-hidden"> to {place.name} (opens in a new tab)</span>
            </a>
          </li>
        )}
        {place.stockHref && (
          <li>
            <a href={place.stockHref}>
              View Our Stock<span className="visually-hidden"> at {place.name}</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}

function PlaceMarker({
  place,
  timeZone,
  detailsLinks,
  active,
  headingLevel,
}: {
  place: MapPlace;
  timeZone: string;
  detailsLinks: boolean;
  active: boolean;
  headingLevel: 2 | 3;
}) {
  const marker = useRef<L.Marker>(null);
  useEffect(() => {
    if (active) marker.current?.openPopup();
  }, [active]);
  const handlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      add: (e) => {
        const element = (e.target as L.Marker).getElement();
        element?.setAttribute('aria-label', `${place.name}: show details`);
        element?.removeAttribute('title');
      },
      // Keyboard users land in the popup, and go back to the marker when it closes.
      popupopen: (e) => {
        if (document.activeElement !== (e.target as L.Marker).getElement()) return;
        const popup = (e as L.PopupEvent).popup.getElement();
        // react-leaflet renders the content into the popup just after it opens.
        const focusHeading = (frames: number) => {
          const heading = popup?.querySelector<HTMLElement>('.map-popup__title');
          if (heading) heading.focus();
          else if (frames > 0) requestAnimationFrame(() => focusHeading(frames - 1));
        };
        focusHeading(10);
      },
      popupclose: (e) => {
        const popup = (e as L.PopupEvent).popup.getElement();
        const element = (e.target as L.Marker).getElement();
        const focusWasInside =
          popup?.contains(document.activeElement) === true || document.activeElement === document.body;
        if (focusWasInside && element?.isConnected) element.focus();
      },
    }),
    [place.name],
  );
  return (
    <Marker
      ref={marker}
      position={[place.lat, place.lng]}
      icon={PIN}
      title={place.name}
      alt={place.name}
      eventHandlers={handlers}
    >
      <Popup>
        <PlacePopup place={place} timeZone={timeZone} detailsLinks={detailsLinks} headingLevel={headingLevel} />
      </Popup>
    </Marker>
  );
}

export function LeafletMap({
  places,
  tiles,
  timeZone,
  label,
  detailsLinks,
  focus,
  activeSlug,
  popupHeadingLevel = 3,
}: LazyMapProps) {
  const shown = focus ? places.filter((p) => focus.points.some((q) => q.lat === p.lat && q.lng === p.lng)) : places;
  const initial = mapViewOf(focus?.points ?? places, tiles.maxZoom);
  if (!initial) return null;
  const view =
    initial.kind === 'center'
      ? { center: [initial.center.lat, initial.center.lng] as L.LatLngTuple, zoom: initial.zoom }
      : { bounds: boundsOf(initial), boundsOptions: { padding: [32, 32] as L.PointTuple, maxZoom: initial.maxZoom } };
  return (
    <MapContainer
      {...view}
      maxZoom={Math.min(MAP_MAX_ZOOM, tiles.maxZoom)}
      scrollWheelZoom={false}
      attributionControl={false}
    >
      <MapName label={label} />
      <EscapeClosesPopup />
      <Tiles tiles={tiles} />
      <AttributionControl prefix='<a href="https://leafletjs.com" rel="noopener" target="_blank">Leaflet</a>' />
      {focus && <FollowFocus points={focus.points} focusKey={focus.key} maxZoom={tiles.maxZoom} />}
      {shown.map((place) => (
        <PlaceMarker
          key={place.slug}
          place={place}
          timeZone={timeZone}
          detailsLinks={detailsLinks}
          active={activeSlug === place.slug}
          headingLevel={popupHeadingLevel}
        />
      ))}
    </MapContainer>
  );
}
