import { useId, useState } from 'react';
import type { PlacedHotspot } from '~/core/vehicle/media.ts';

/**
 * A hotspot on the spin or interior image: a button named by its title at
 * its position; it discloses the description beside it.
 */
export function Hotspot({ hotspot }: { hotspot: PlacedHotspot }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="vmedia__hotspot" style={{ left: `${hotspot.posX}%`, top: `${hotspot.posY}%` }}>
      <button
        type="button"
        className="vmedia__hotspot-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <span aria-hidden="true">+</span>
        <span className="visually-hidden">{hotspot.title}</span>
      </button>
      <div id={id} className="vmedia__hotspot-text" hidden={!open}>
        <strong>{hotspot.title}</strong>
        {hotspot.description && hotspot.description !== hotspot.title && <p>{hotspot.description}</p>}
      </div>
    </div>
  );
}
