// The vehicle page's media island (SPEC.md §2 "Vehicle detail page", §4
// Spin): viewer modes (spinner, walkaround, gallery, interior), the gallery,
// the 360 spin, the walkaround video, the interior view and fullscreen. The
// page builds the whole model at build time with vehicleMedia() (core) and
// passes it as serialisable props; this file only renders and holds state.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  arrowKeyStep,
  MEDIA_TEXT,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  stepSlide,
  switchMode,
  VIEWER_MODE_LABELS,
  type VehicleMediaModel,
  type ViewerMode,
  type ViewerState,
} from '~/core/vehicle/media.ts';
import { imageUrl } from '~/core/images.ts';
import { Gallery } from './Gallery.tsx';
import { Hotspot } from './Hotspot.tsx';
import { SpinViewer } from './SpinViewer.tsx';
import { useFullscreen } from './useFullscreen.ts';
import './media.css';
import { packedIsland } from '~/components/islands/packed-props.tsx';

export type VehicleMediaProps = VehicleMediaModel;

function ModeSwitcher({
  modes,
  mode,
  onMode,
}: {
  modes: ViewerMode[];
  mode: ViewerMode;
  onMode: (mode: ViewerMode) => void;
}) {
  return (
    <div className="vmedia__modes" role="group" aria-label={MEDIA_TEXT.viewer}>
      {modes.map((m) => (
        <button key={m} type="button" aria-pressed={m === mode} onClick={() => onMode(m)}>
          {VIEWER_MODE_LABELS[m]}
        </button>
      ))}
    </div>
  );
}

export default function VehicleMedia(props: VehicleMediaProps) {
  const { title, slides, thumbnails, modes, defaultMode, spin, interior, walkaround } = props;
  const [state, setState] = useState<ViewerState>({ mode: defaultMode, galleryIndex: 0 });
  const root = useRef<HTMLDivElement>(null);
  const fullscreenButton = useRef<HTMLButtonElement>(null);
  const fullscreen = useFullscreen(root, fullscreenButton);
  const onIndex = useCallback((galleryIndex: number) => setState((s) => ({ ...s, galleryIndex })), []);
  const onMode = useCallback((mode: ViewerMode) => setState((s) => switchMode(s, mode)), []);
  const initial = state.mode === defaultMode;
  const count = slides.length;
  /** ArrowLeft/ArrowRight from anywhere in the block move the gallery (not the spin: its slider has its own keys). */
  const gallery = state.mode === 'gallery';
  const onArrow = useCallback(
    (e: { key: string; defaultPrevented: boolean; preventDefault: () => void }) => {
      const step = arrowKeyStep(e.key);
      if (step === 0 || e.defaultPrevented || !gallery) return;
      e.preventDefault();
      setState((s) => ({ ...s, galleryIndex: stepSlide(s.galleryIndex, step, count) }));
    },
    [gallery, count],
  );
  // In fullscreen the block is all the shopper sees: the keys work wherever focus is (it can fall to the page).
  useEffect(() => {
    if (!fullscreen.active) return;
    const onKey = (e: KeyboardEvent) => {
      if (!root.current?.contains(e.target as Node | null)) onArrow(e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullscreen.active, onArrow]);

  const fullscreenLabel = fullscreen.active ? MEDIA_TEXT.exitFullscreen : MEDIA_TEXT.fullscreen;

  return (
    <div
      className="vmedia"
      ref={root}
      data-mode={state.mode}
      data-fullscreen={fullscreen.active || undefined}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && fullscreen.active) {
          e.preventDefault();
          fullscreen.exit();
          return;
        }
        onArrow(e);
      }}
    >
      <div className="vmedia__stage">
        {state.mode === 'gallery' && (
          <Gallery
            title={title}
            slides={slides}
            index={state.galleryIndex}
            onIndex={onIndex}
            thumbnails={thumbnails}
            initial={initial}
          />
        )}
        {state.mode === 'spinner' && spin && (
          <SpinViewer title={title} frames={spin.frames} hotspots={spin.hotspots} initial={initial} />
        )}
        {state.mode === 'walkaround' && walkaround && (
          <video
            className="vmedia__frame vmedia__walkaround"
            src={walkaround}
            controls
            preload="none"
            playsInline
            width={SLIDE_WIDTH}
            height={SLIDE_HEIGHT}
            aria-label={`Walkaround video of ${title}`}
          />
        )}
        {state.mode === 'interior' && interior && (
          <div className="vmedia__frame vmedia__interior">
            <img
              src={imageUrl(interior.image, { width: 1200 })}
              alt={`Interior of ${title}`}
              width={SLIDE_WIDTH * 2}
              height={SLIDE_WIDTH}
              decoding="async"
            />
            {interior.hotspots.map((h) => (
              <Hotspot key={h.id} hotspot={h} />
            ))}
          </div>
        )}
        {fullscreen.available && (
          <button
            ref={fullscreenButton}
            type="button"
            className="vmedia__fullscreen"
            aria-label={fullscreenLabel}
            title={fullscreenLabel}
            onClick={fullscreen.toggle}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path
                d={
                  fullscreen.active
                    ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5'
                    : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'
                }
              />
            </svg>
          </button>
        )}
      </div>
      {modes.length > 1 && <ModeSwitcher modes={modes} mode={state.mode} onMode={onMode} />}
    </div>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const VehicleMediaIsland = packedIsland(VehicleMedia);
