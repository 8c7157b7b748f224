import { useEffect, useRef, type KeyboardEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { imageSrcset, imageUrl } from '~/core/images.ts';
import {
  arrowKeyStep,
  MEDIA_TEXT,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  stepSlide,
  type MediaSlide,
} from '~/core/vehicle/media.ts';
import { useHydrated } from '../../auth/client-state.ts';

export interface GalleryProps {
  title: string;
  slides: MediaSlide[];
  /** Current slide (owned by the viewer: a mode change resets it). */
  index: number;
  onIndex: (index: number) => void;
  thumbnails: boolean;
  /** The gallery opened the page: its first image is the LCP element. */
  initial: boolean;
}

const SIZES = '(min-width: 992px) 60vw, 100vw';
/** Widths offered for the photos after the first: two, not the first photo's five (fewer bytes per page). */
const LATER_WIDTHS = [576, 992] as const;

/** Status line for screen readers (and shown small on the photo). */
export function slideStatus(slides: MediaSlide[], index: number): string {
  const kind = slides[index]?.kind === 'image' ? 'Photo' : 'Video';
  return `${kind} ${index + 1} of ${slides.length}`;
}

function Slide({ slide, current, lcp }: { slide: MediaSlide; current: boolean; lcp: boolean }) {
  if (slide.kind === 'image') {
    return (
      <img
        src={imageUrl(slide.src, { width: SLIDE_WIDTH })}
        srcSet={lcp ? imageSrcset(slide.src) : imageSrcset(slide.src, LATER_WIDTHS)}
        sizes={SIZES}
        width={SLIDE_WIDTH}
        height={SLIDE_HEIGHT}
        alt={slide.alt}
        decoding="async"
        draggable={false}
        {...(lcp ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    );
  }
  // Video slides play only while shown: mounted when current, so nothing
  // loads or plays off-screen and leaving the slide stops it.
  if (!current) return <div className="vmedia__video-placeholder" aria-hidden="true" />;
  if (slide.kind === 'embed') {
    return (
      <iframe
        src={slide.src}
        title={slide.title}
        width={SLIDE_WIDTH}
        height={SLIDE_HEIGHT}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <video
      src={slide.src}
      aria-label={slide.title}
      width={SLIDE_WIDTH}
      height={SLIDE_HEIGHT}
      autoPlay
      muted
      loop
      playsInline
    />
  );
}

/**
 * The photo gallery (SPEC.md §2): embla carousel, previous/next arrows,
 * ArrowLeft/ArrowRight while focus is inside it, a live 'Photo n of N'
 * status, and the thumbnail strip when the car allows it.
 *
 * The island hydrates on the shopper's first touch, pointer or focus
 * (client:intent), so a phone loads no script for it before then. The server
 * HTML has the first photo (the LCP element) and the next one (lazy) in a track
 * that a touch screen scrolls and snaps with CSS alone (media.css): the first
 * swipe works before the island has hydrated, and that touch starts the
 * hydration, which fills in the other slides. Once embla is ready it takes the
 * track over at the photo the shopper has scrolled to (`data-embla` on the
 * viewport ends the CSS scrolling). Videos mount only once hydrated. The other
 * photos stay out of the HTML: the page is built once per car, and a lazy photo
 * near a scroller is still fetched.
 */
export function Gallery({ title, slides, index, onIndex, thumbnails, initial }: GalleryProps) {
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: index, duration: 20 });
  const hydrated = useHydrated();
  const region = useRef<HTMLDivElement>(null);
  /** The photo embla took the track over at, until the viewer's index has caught up with it. */
  const takenOverAt = useRef<number | null>(null);
  const count = slides.length;
  const lcpIndex = initial ? slides.findIndex((s) => s.kind === 'image') : -1;

  useEffect(() => {
    if (!embla) return;
    // Where CSS scrolling left the track (a swipe before hydration): embla starts there.
    const viewport = region.current?.querySelector<HTMLElement>('.vmedia__viewport');
    if (viewport && !viewport.hasAttribute('data-embla')) {
      const scrolled = viewport.clientWidth > 0 ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0;
      viewport.scrollLeft = 0;
      viewport.setAttribute('data-embla', '');
      // Not scrolled (a mode switch back to the gallery mounts it anew): embla starts at `index`.
      if (scrolled > 0 && scrolled < count && scrolled !== index) {
        takenOverAt.current = scrolled;
        embla.reInit({ startIndex: scrolled });
        onIndex(scrolled);
      }
    }
    const onSelect = () => onIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
    // `index` is read once, when embla first takes over; later changes go through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [embla, onIndex]);

  useEffect(() => {
    if (!embla) return;
    // Until the index the takeover set comes back as `index`, the older one must not move embla back.
    if (takenOverAt.current !== null) {
      if (takenOverAt.current !== index) return;
      takenOverAt.current = null;
    }
    if (embla.selectedScrollSnap() !== index) embla.scrollTo(index);
  }, [embla, index]);

  const go = (delta: number) => onIndex(stepSlide(index, delta, count));
  // The media block (VehicleMedia) also steps on arrow keys from its other controls: handled here, so not twice.
  const onKeyDown = (e: KeyboardEvent) => {
    const step = arrowKeyStep(e.key);
    if (step === 0 || e.defaultPrevented) return;
    e.preventDefault();
    go(step);
  };

  return (
    <div
      ref={region}
      className="vmedia__gallery"
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="vmedia__frame">
        {/* Before hydration the viewport scrolls with CSS snap on touch screens: a scrolling region
            must take keyboard focus (its first focus hydrates the island, then Embla drives it). */}
        <div className="vmedia__viewport" ref={viewportRef} tabIndex={hydrated ? -1 : 0}>
          <div className="vmedia__track">
            {slides.map((slide, i) => (
              <div
                key={`${slide.kind}-${slide.src}-${i}`}
                className="vmedia__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                inert={i !== index}
              >
                {(hydrated || i === index || i === lcpIndex || (i === index + 1 && slide.kind === 'image')) && (
                  <Slide slide={slide} current={i === index} lcp={i === lcpIndex} />
                )}
              </div>
            ))}
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="vmedia__arrow vmedia__arrow--prev"
              aria-label={MEDIA_TEXT.previous}
              title={MEDIA_TEXT.previous}
              onClick={() => go(-1)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button
              type="button"
              className="vmedia__arrow vmedia__arrow--next"
              aria-label={MEDIA_TEXT.next}
              title={MEDIA_TEXT.next}
              onClick={() => go(1)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          </>
        )}
        <p className="vmedia__status" role="status">
          {slideStatus(slides, index)}
        </p>
      </div>
      {thumbnails && (
        <ul className="vmedia__thumbs" aria-label="Thumbnails">
          {slides.map((slide, i) => (
            <li key={`${slide.kind}-${slide.src}-${i}`}>
              <button
                type="button"
                aria-label={slide.kind === 'image' ? `Show photo ${i + 1}` : 'Show video'}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndex(i)}
              >
                {slide.kind === 'image' ? (
                  <img
                    src={imageUrl(slide.src, { width: 200 })}
                    alt=""
                    width={150}
                    height={100}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                ) : (
                  // A play triangle drawn by CSS (media.css): no glyph outside ASCII in the page.
                  <span className="vmedia__thumb-video" aria-hidden="true" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
