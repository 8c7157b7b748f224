// The reviews island (SPEC.md §2 Reviews, §4 Review carousel): the rating
// header and a carousel of review cards. The server renders every card, so
// without JavaScript the reviews read as a plain list (reviews.css); embla
// turns the same markup into the carousel once hydrated (client:visible).
import {
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { REVIEW_AUTO_ROTATE_MS, autoRotates } from '../../core/reviews.ts';
import { reviewText } from '../../core/text.ts';
import { packedIsland } from '../../components/islands/packed-props.tsx';
import { Stars, ratingLabel } from './Stars.tsx';
import { fetchSnap21, type Snap21Rating } from './snap21.ts';
import type { RatingHeader, ReviewCard, ReviewsProps } from './types.ts';
import './reviews.css';

export interface ReviewsIslandProps extends ReviewsProps {
  header: RatingHeader | null;
}

const REDUCED = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** prefers-reduced-motion, live; the server (and hydration) assume no preference. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );
}

function Card({
  review,
  selected,
  index,
  total,
}: {
  review: ReviewCard;
  selected: boolean;
  index: number;
  total: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const shown = reviewText(review.text, expanded);
  const nameId = `review-${review.id}-name`;
  return (
    <li
      className={selected ? 'reviews__slide is-selected' : 'reviews__slide'}
      aria-current={selected ? 'true' : undefined}
    >
      <article className="review-card" aria-labelledby={nameId}>
        <header className="review-card__head">
          {review.image && <img src={review.image} alt="" width="48" height="48" loading="lazy" decoding="async" />}
          <div>
            <h3 id={nameId} className="review-card__name">
              {review.name}
              <span className="visually-hidden">
                , review {index + 1} of {total}
              </span>
            </h3>
            <Stars fills={review.stars} label={ratingLabel(review.rating)} />
            {review.dateText && (
              <p className="review-card__date">
                {review.date ? <time dateTime={review.date}>{review.dateText}</time> : review.dateText}
              </p>
            )}
          </div>
        </header>
        <p className="review-card__text">
          <span className="review-card__cut">{shown.text}</span>
          {/* The whole text for readers without JavaScript, where the toggle cannot work (reviews.css). */}
          {shown.toggle === 'more' && <span className="review-card__whole">{review.text}</span>}
          {shown.toggle && (
            <>
              {' '}
              <button
                type="button"
                className="link-button review-card__toggle"
                aria-expanded={expanded}
                onClick={() => setExpanded(!expanded)}
              >
                {shown.toggle === 'more' ? 'View more' : 'View less'}
                <span className="visually-hidden"> of {review.name}'s review</span>
              </button>
            </>
          )}
        </p>
        {review.reply && (
          <div className="review-card__reply">
            <p className="review-card__reply-head">
              Reply from the dealer
              {review.reply.dateText && (
                <>
                  {' '}
                  ·{' '}
                  {review.reply.date ? (
                    <time dateTime={review.reply.date}>{review.reply.dateText}</time>
                  ) : (
                    review.reply.dateText
                  )}
                </>
              )}
            </p>
            <p>{review.reply.text}</p>
          </div>
        )}
      </article>
    </li>
  );
}

export function ReviewsCarousel(props: ReviewsIslandProps) {
  const { reviews, startIndex, header } = props;
  const viewportId = `${useId()}-viewport`;
  const [emblaRef, embla] = useEmblaCarousel({ align: 'center', loop: reviews.length > 2, startIndex });
  const [selected, setSelected] = useState(startIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [announce, setAnnounce] = useState('');
  const [snap21, setSnap21] = useState<Snap21Rating | null>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const rotating = autoRotates({
    enabled: props.autoRotate && !stopped,
    reducedMotion,
    paused: hovered || focused,
    slideCount: reviews.length,
  });
  useEffect(() => {
    if (!embla || !rotating) return;
    const timer = window.setInterval(() => embla.scrollNext(), REVIEW_AUTO_ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [embla, rotating]);

  useEffect(() => {
    if (!props.snap21) return;
    let live = true;
    void fetchSnap21(props.snap21).then((rating) => {
      if (live) setSnap21(rating);
    });
    return () => {
      live = false;
    };
  }, [props.snap21]);

  const go = useCallback(
    (direction: -1 | 1) => {
      if (!embla) return;
      if (direction < 0) embla.scrollPrev();
      else embla.scrollNext();
      const index = embla.selectedScrollSnap();
      setAnnounce(`Review ${index + 1} of ${reviews.length}`);
    },
    [embla, reviews.length],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div className="reviews" data-ready={embla ? '' : undefined}>
      {/* The Snap 21 line is asked for once hydrated; its place is in the HTML already, so the
          hydrated tree matches the server's and nothing moves when the rating arrives. */}
      {(header || props.snap21) && (
        <div className="reviews__header">
          {header && (
            <p className="reviews__aggregate">
              <strong className="reviews__average">{header.average.toFixed(1)}</strong>
              <Stars fills={header.stars} label={ratingLabel(header.average)} />
              <span>
                from {header.count.toLocaleString('en-AU')} review{header.count === 1 ? '' : 's'}
              </span>
            </p>
          )}
          {props.snap21 && (
            <p className="reviews__snap21">
              {snap21 && (
                <>
                  Snap 21 rating: <strong>{snap21.rating.toFixed(1)}</strong> out of 5
                </>
              )}
            </p>
          )}
        </div>
      )}
      <div
        className="reviews__carousel"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <div
          className="reviews__viewport"
          id={viewportId}
          ref={emblaRef}
          role="group"
          aria-label="Reviews: the left and right arrow keys move between them"
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          <ul className="reviews__track">
            {reviews.map((review, i) => (
              <Card key={review.id} review={review} index={i} total={reviews.length} selected={i === selected} />
            ))}
          </ul>
        </div>
        <div className="reviews__controls">
          <button type="button" className="carousel-button" aria-controls={viewportId} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous review</span>
          </button>
          {props.autoRotate && !reducedMotion && (
            <button
              type="button"
              className="link-button reviews__pause"
              aria-pressed={stopped}
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? 'Play' : 'Pause'}
              <span className="visually-hidden"> the reviews</span>
            </button>
          )}
          <button type="button" className="carousel-button" aria-controls={viewportId} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next review</span>
          </button>
        </div>
        <p className="visually-hidden" aria-live="polite">
          {announce}
        </p>
      </div>
    </div>
  );
}

export const ReviewsIsland = packedIsland(ReviewsCarousel);
export default ReviewsIsland;
