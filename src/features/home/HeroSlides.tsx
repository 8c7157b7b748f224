// Hero slides (SPEC.md §3 Slide: name, description, url, hide_overlay): a
// scroll-snap row of fixed aspect ratio (no layout shift), with Previous /
// Next slide buttons and one button per slide once hydrated. It never moves
// on its own. Without JavaScript the row still swipes and scrolls.
import { packedIsland } from '../../components/islands/packed-props.tsx';
import type { HeroSlidesProps } from './types.ts';
import { useScrollCarousel } from './use-scroll-carousel.ts';
import './home.css';

export function HeroSlides({ slides }: HeroSlidesProps) {
  const { trackRef, index, goTo } = useScrollCarousel(slides.length);
  const many = slides.length > 1;
  return (
    <div className="hero-slides">
      <ul
        className="hero-slides__track"
        ref={trackRef}
        tabIndex={many ? 0 : undefined}
        aria-label={many ? 'Slides: scroll or use the slide buttons' : undefined}
      >
        {slides.map((slide, i) => (
          <li
            key={slide.id}
            className="hero-slide"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}: ${slide.name}`}
          >
            {slide.image && (
              <img
                src={slide.image.src}
                srcSet={slide.image.srcset}
                sizes="100vw"
                width="1920"
                height="640"
                alt={slide.hideOverlay && !slide.href ? slide.name : ''}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            )}
            {slide.hideOverlay ? (
              slide.href && (
                <a className="hero-slide__cover" href={slide.href}>
                  <span className="visually-hidden">{slide.name}</span>
                </a>
              )
            ) : (
              <div className="hero-slide__overlay">
                <p className="hero-slide__title">{slide.name}</p>
                {slide.description && <p>{slide.description}</p>}
                {slide.href && (
                  <a className="btn btn--accent" href={slide.href}>
                    Find out more<span className="visually-hidden"> about {slide.name}</span>
                  </a>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {many && (
        <div className="hero-slides__controls">
          <button
            type="button"
            className="carousel-button"
            onClick={() => goTo((index - 1 + slides.length) % slides.length)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous slide</span>
          </button>
          {slides.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="hero-slides__dot"
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span className="visually-hidden">
                Show slide {i + 1}: {slide.name}
              </span>
            </button>
          ))}
          <button type="button" className="carousel-button" onClick={() => goTo((index + 1) % slides.length)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      )}
    </div>
  );
}

export const HeroSlidesIsland = packedIsland(HeroSlides);
export default HeroSlidesIsland;
