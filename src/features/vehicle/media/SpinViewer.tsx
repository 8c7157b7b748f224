import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { imageUrl } from '~/core/images.ts';
import {
  exteriorHotspotsAt,
  frameAfterDrag,
  frameAfterKey,
  frameAngle,
  loadProgress,
  MEDIA_TEXT,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  SPIN_AUTO_ROTATE_MS,
  wrapIndex,
  type MediaHotspots,
} from '~/core/vehicle/media.ts';
import { Hotspot } from './Hotspot.tsx';

export interface SpinViewerProps {
  title: string;
  frames: string[];
  hotspots: MediaHotspots | null;
  /** The spinner opened the page: its first frame is the LCP element. */
  initial: boolean;
}

/** One URL per frame, the same for the preload and the shown image (so the preload is the cache). */
const frameSrc = (src: string) => imageUrl(src, { width: 1200 });

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * 360 spin (SPEC.md §4 Spin, §9): frames preloaded behind a 'Loading... n%'
 * loader; then auto-rotates one frame per 100 ms until the first interaction
 * (pointer down, key, focus); drag 20 px per frame; ArrowLeft/ArrowRight (and
 * Home/End) step while focused. A slider for assistive technology: its value
 * is the frame, its text the angle. 'Drag to rotate' shows until the first
 * interaction. Exterior hotspots anchored at the shown angle sit over it.
 */
export function SpinViewer({ title, frames, hotspots, initial }: SpinViewerProps) {
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const [loaded, setLoaded] = useState(0);
  const [interacted, setInteracted] = useState(false);
  const drag = useRef<{ x: number; start: number } | null>(null);
  const hintId = useId();
  const ready = loaded >= count;

  useEffect(() => {
    let alive = true;
    let done = 0;
    const images = frames.map((src) => {
      const img = new Image();
      const settle = () => {
        if (!alive) return;
        done += 1;
        setLoaded(done);
      };
      img.onload = settle;
      img.onerror = () => {
        // SPEC.md §8 "Image load failure: console only"; the frame still counts so the loader ends.
        console.warn(`360 spin frame failed to load: ${src}`);
        settle();
      };
      img.src = frameSrc(src);
      return img;
    });
    return () => {
      alive = false;
      for (const img of images) img.onload = img.onerror = null;
    };
  }, [frames]);

  useEffect(() => {
    if (!ready || interacted || count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => setFrame((f) => wrapIndex(f + 1, count)), SPIN_AUTO_ROTATE_MS);
    return () => clearInterval(timer);
  }, [ready, interacted, count]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    setInteracted(true);
    drag.current = { x: e.clientX, start: frame };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setFrame(frameAfterDrag(drag.current.start, e.clientX - drag.current.x, count));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = frameAfterKey(frame, e.key, count);
    if (next === null) return;
    e.preventDefault();
    setInteracted(true);
    setFrame(next);
  };

  const angle = frameAngle(frame, count);
  const src = frames[frame] ?? frames[0] ?? '';
  const progress = loadProgress(loaded, count);

  return (
    <div className="vmedia__frame vmedia__spin">
      <div
        className="vmedia__spin-stage"
        role="slider"
        tabIndex={0}
        aria-label={`360-degree view of ${title}`}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={`${angle} degrees, frame ${frame + 1} of ${count}`}
        aria-describedby={interacted ? undefined : hintId}
        data-frame={frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
        onFocus={() => setInteracted(true)}
      >
        <img
          src={frameSrc(src)}
          alt=""
          width={SLIDE_WIDTH}
          height={SLIDE_HEIGHT}
          draggable={false}
          decoding="sync"
          {...(initial ? { fetchPriority: 'high' as const } : {})}
        />
      </div>
      {ready && exteriorHotspotsAt(hotspots, angle).map((h) => <Hotspot key={h.id} hotspot={h} />)}
      {!ready && (
        <div
          className="vmedia__loader"
          role="progressbar"
          aria-label="Loading the 360-degree view"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          {`${MEDIA_TEXT.loading} ${progress}%`}
        </div>
      )}
      {!interacted && (
        <p className="vmedia__hint" id={hintId}>
          {MEDIA_TEXT.spinHint}
        </p>
      )}
    </div>
  );
}
