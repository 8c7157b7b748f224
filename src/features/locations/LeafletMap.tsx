// The Leaflet map (react-leaflet), loaded on demand by ./MapIsland.tsx.
// Tiles from the tenant's source (a local generated source only asks for the
// tiles it holds); one keyboard-reachable marker per location, whose popup
// holds the name, address, phone, today's hours and the location's links.
// Pins that would overlap at the map's zoom are one count marker (supercluster)
// that zooms in to them.
// Zoom never exceeds 15 (SPEC.md §9). Without tiles (a failed provider) the
// markers and popups still work on the plain background.
import leafletCss from 'leaflet/dist/leaflet.css?url';
import mapCss from './map.css?url';
import L from 'leaflet';
import Supercluster from 'supercluster';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import { localTileRanges, mapViewOf, MAP_MAX_ZOOM, tileInRanges, type MapView } from '../../core/maps.ts';
import type { LatLng } from '../../core/locations.ts';
import { popupContent } from './popup.ts';
import type { LazyMapProps, MapPlace, TileSource } from './types.ts';

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

/** Pins nearer than this (screen px) at a zoom are one count marker: a pin is 28 x 40 px. */
const CLUSTER_RADIUS_PX = 40;

/** A count marker: the number of locations under it. */
function groupIcon(count: number): L.DivIcon {
  return L.divIcon({
    className: 'map-pin-group',
    html: `<span>${count}</span>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
  });
}

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
    map.attributionControl?.setPrefix('<a href="https://leafletjs.com" rel="noopener" target="_blank">Leaflet</a>');
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

/**
 * One keyboard-reachable marker per place (Leaflet's keyboard markers: Tab
 * reaches them, Enter opens the popup). Opened from the keyboard, focus moves
 * to the popup's title; when it closes, focus goes back to the marker.
 */
function Markers({
  places,
  timeZone,
  detailsLinks,
  headingLevel,
  activeSlug,
}: {
  places: MapPlace[];
  timeZone: string;
  detailsLinks: boolean;
  headingLevel: 2 | 3;
  activeSlug: string | null | undefined;
}) {
  const map = useMap();
  const bySlug = useRef(new Map<string, L.Marker>());
  useEffect(() => {
    const registry = bySlug.current;
    const markers = places.map((place) => {
      const marker = L.marker([place.lat, place.lng], { icon: PIN, keyboard: true, alt: place.name });
      marker.bindPopup(() => popupContent(place, { timeZone, detailsLinks, headingLevel }));
      marker.on('add', () => marker.getElement()?.setAttribute('aria-label', `${place.name}: show details`));
      marker.on('popupopen', (e) => {
        if (document.activeElement !== marker.getElement()) return;
        e.popup.getElement()?.querySelector<HTMLElement>('.map-popup__title')?.focus();
      });
      marker.on('popupclose', (e) => {
        const popup = e.popup.getElement();
        const focusWasInside =
          popup?.contains(document.activeElement) === true || document.activeElement === document.body;
        const element = marker.getElement();
        if (focusWasInside && element?.isConnected) element.focus();
      });
      registry.set(place.slug, marker);
      return marker;
    });
    // Pins closer than a pin's height at the current zoom share one count marker.
    // Up to the last zoom: pins at the same spot (a sales and a service site) never overlap.
    const index = new Supercluster<{ i: number }>({ radius: CLUSTER_RADIUS_PX, maxZoom: MAP_MAX_ZOOM });
    index.load(
      places.map((p, i) => ({
        type: 'Feature' as const,
        properties: { i },
        geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] },
      })),
    );
    let groups: L.Marker[] = [];
    const draw = () => {
      for (const group of groups) group.remove();
      groups = [];
      const alone = new Set<number>();
      for (const feature of index.getClusters([-180, -85, 180, 85], Math.round(map.getZoom()))) {
        const props = feature.properties;
        if (!('cluster' in props) || !props.cluster) {
          alone.add((props as { i: number }).i);
          continue;
        }
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const count = props.point_count;
        const leaves = index.getLeaves(props.cluster_id, Infinity).map((leaf) => places[leaf.properties.i]!);
        const names = leaves.map((p) => p.name).join(', ');
        const zoom = index.getClusterExpansionZoom(props.cluster_id);
        const action = zoom <= map.getMaxZoom() ? 'zoom in' : 'show details';
        const group = L.marker([lat, lng], { icon: groupIcon(count), keyboard: true, alt: `${count} locations` });
        group.on('add', () =>
          group.getElement()?.setAttribute('aria-label', `${count} locations (${names}): ${action}`),
        );
        if (zoom <= map.getMaxZoom()) {
          const zoomIn = () => map.setView([lat, lng], zoom);
          group.on('click', zoomIn);
          // Leaflet answers Enter on a marker only by opening its popup: a count marker has none.
          group.on('keypress', (e: L.LeafletKeyboardEvent) => {
            if (e.originalEvent.key === 'Enter') zoomIn();
          });
        } else {
          // At the same spot even at the last zoom: one popup lists them all.
          group.bindPopup(() => {
            const list = document.createElement('div');
            for (const place of leaves) list.append(popupContent(place, { timeZone, detailsLinks, headingLevel }));
            return list;
          });
        }
        group.addTo(map);
        groups.push(group);
      }
      markers.forEach((marker, i) => {
        if (alone.has(i)) {
          if (!map.hasLayer(marker)) marker.addTo(map);
        } else if (map.hasLayer(marker)) marker.remove();
      });
    };
    draw();
    map.on('zoomend', draw);
    return () => {
      map.off('zoomend', draw);
      for (const group of groups) group.remove();
      for (const marker of markers) marker.remove();
      registry.clear();
    };
  }, [map, places, timeZone, detailsLinks, headingLevel]);
  useEffect(() => {
    const marker = activeSlug ? bySlug.current.get(activeSlug) : undefined;
    if (!marker) return;
    // A pin inside a count marker is shown first: the map zooms in to it.
    // Not animated: the zoom ends (and the pin is drawn) before its popup opens.
    if (!map.hasLayer(marker)) map.setView(marker.getLatLng(), map.getMaxZoom(), { animate: false });
    marker.openPopup();
  }, [map, activeSlug, places]);
  return null;
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
  const focusKey = focus?.key;
  // New marker objects only when the shown places change (a new focus), not on every render.
  const shown = useMemo(
    () => (focus ? places.filter((p) => focus.points.some((q) => q.lat === p.lat && q.lng === p.lng)) : places),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [places, focusKey],
  );
  const initial = mapViewOf(focus?.points ?? places, tiles.maxZoom);
  if (!initial) return null;
  const view =
    initial.kind === 'center'
      ? { center: [initial.center.lat, initial.center.lng] as L.LatLngTuple, zoom: initial.zoom }
      : { bounds: boundsOf(initial), boundsOptions: { padding: [32, 32] as L.PointTuple, maxZoom: initial.maxZoom } };
  return (
    <MapContainer {...view} maxZoom={Math.min(MAP_MAX_ZOOM, tiles.maxZoom)} scrollWheelZoom={false}>
      <MapName label={label} />
      <EscapeClosesPopup />
      <Tiles tiles={tiles} />
      {focus && <FollowFocus points={focus.points} focusKey={focus.key} maxZoom={tiles.maxZoom} />}
      <Markers
        places={shown}
        timeZone={timeZone}
        detailsLinks={detailsLinks}
        headingLevel={popupHeadingLevel}
        activeSlug={activeSlug}
      />
    </MapContainer>
  );
}
