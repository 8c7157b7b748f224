// The map island: a static placeholder with the address(es) until the map
// comes near the viewport, then Leaflet (code, stylesheet and tiles) loads
// with a dynamic import. Used with client:visible on the location and vehicle
// pages, so nothing of it loads with the page (docs/decisions.md "Maps").
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { packedIsland } from '../../components/islands/packed-props.tsx';
import type { LazyMapProps, MapPlace } from './types.ts';

export type { LazyMapProps };
import './map-frame.css';

/** How far outside the viewport the map starts loading. */
const NEAR = '400px';

function Placeholder({ places, label }: { places: MapPlace[]; label: string }) {
  const only = places.length === 1 ? places[0] : undefined;
  return (
    <div className="map-placeholder" aria-hidden="true" data-map-placeholder="">
      <div className="map-placeholder__card">
        {only ? (
          <>
            <strong>{only.name}</strong>
            {only.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </>
        ) : (
          <strong>{label}</strong>
        )}
      </div>
    </div>
  );
}

/** Links a stylesheet once; resolves when it has loaded (or failed: the map still works unstyled). */
function linkStylesheet(href: string): Promise<void> {
  const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (l) => l.getAttribute('href') === href,
  );
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

export function LazyMap(props: LazyMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [Map, setMap] = useState<ComponentType<LazyMapProps> | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let live = true;
    const load = () => {
      import('./LeafletMap.tsx')
        .then(async (m) => {
          await Promise.all(m.stylesheets.map(linkStylesheet));
          if (live) setMap(() => m.LeafletMap);
        })
        .catch((failure: unknown) => console.error('Failed to load the map', failure));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={frame} className={`map-frame${props.tall ? ' map-frame--tall' : ''}`}>
      {Map ? <Map {...props} /> : <Placeholder places={props.places} label={props.label} />}
    </div>
  );
}

export const MapIsland = packedIsland(LazyMap);
