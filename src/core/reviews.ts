/**
 * Customer reviews: which reviews are shown, the aggregate rating header and
 * the star fill (SPEC.md §2 Reviews, §3 Review, §5 Reviews, §9). The
 * 160-character View more/less cut of a review's text is `reviewText` in
 * `src/core/text.ts`.
 */

/** The review fields these rules read (SPEC.md §3 Review). */
export interface CoreReview {
  id: number;
  customer_name?: string | null | undefined;
  rating: number;
  text?: string | null | undefined;
}

/** Review id that is never shown, whatever the site (SPEC.md §5). */
export const EXCLUDED_REVIEW_ID = 386779;

/** Reviews whose text contains this marker are machine translations and are dropped (SPEC.md §5). */
export const TRANSLATED_MARKER = 'Translated';

/** At most this many reviews are shown (SPEC.md §9 "reviews max 10"). */
export const MAX_REVIEWS = 10;

/**
 * Default minimum rating the average must exceed for the aggregate rating
 * header to show. The spec does not give the default value ("value not
 * shown"); 0 is chosen so that, by default, the header shows whenever there is
 * any rated review and no tenant's header is hidden by an invented threshold.
 * Sites that want a threshold pass `minimumRating` (one site uses 4).
 */
export const DEFAULT_MINIMUM_RATING = 0;

/** Number of stars in a rating row. */
export const STAR_COUNT = 5;

/**
 * A fractional part strictly above this value fills the next star partially
 * (SPEC.md §9 "fraction above .30 fills partial; clip at 30% or more").
 */
export const PARTIAL_STAR_THRESHOLD = 0.3;

/** Per-site review options. */
export interface ReviewFilterOptions {
  /**
   * Customer names never shown on this site (SPEC.md §5 "blocklisted customer
   * names"). Compared trimmed and case-insensitively against the whole name.
   * Default: none.
   */
  blockedCustomerNames?: readonly string[] | undefined;
}

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether one review may be shown (SPEC.md §5): not id 386779, has non-blank
 * text, the text does not contain 'Translated' (case-sensitive, as the marker
 * Google puts in translated reviews), and the customer is not blocklisted.
 */
export function isReviewShown(review: CoreReview, options: ReviewFilterOptions = {}): boolean {
  if (review.id === EXCLUDED_REVIEW_ID) return false;
  const text = review.text;
  if (text == null || text.trim() === '') return false;
  if (text.includes(TRANSLATED_MARKER)) return false;
  const blocked = options.blockedCustomerNames ?? [];
  if (blocked.length > 0 && review.customer_name != null) {
    const name = normaliseName(review.customer_name);
    if (blocked.some((b) => normaliseName(b) === name)) return false;
  }
  return true;
}

/**
 * The reviews to show, in their given order: drops excluded reviews
 * ({@link isReviewShown}) first, then keeps at most {@link MAX_REVIEWS}.
 */
export function filterReviews<R extends CoreReview>(reviews: readonly R[], options: ReviewFilterOptions = {}): R[] {
  return reviews.filter((r) => isReviewShown(r, options)).slice(0, MAX_REVIEWS);
}

/** Options for the aggregate rating header. */
export interface RatingHeaderOptions {
  /**
   * The average must be strictly greater than this to show the header
   * (SPEC.md §5 "rating header only if average exceeds a minimum rating";
   * one site: 4). Default {@link DEFAULT_MINIMUM_RATING}.
   */
  minimumRating?: number | undefined;
}

/**
 * Whether the aggregate rating header is shown: the average exceeds
 * (strictly) the site's minimum rating. A missing average never shows.
 */
export function showRatingHeader(averageRating: number | null | undefined, options: RatingHeaderOptions = {}): boolean {
  if (averageRating == null || !Number.isFinite(averageRating)) return false;
  return averageRating > (options.minimumRating ?? DEFAULT_MINIMUM_RATING);
}

/** Aggregate of a set of reviews (SPEC.md §3 Review summary: count, average_rating). */
export interface ReviewSummary {
  count: number;
  /** Mean rating rounded to one decimal (e.g. 4.7); 0 when there are no reviews. */
  average_rating: number;
}

/**
 * Count and average rating of the given reviews (pass the unfiltered list to
 * summarise everything the dealer received). Non-finite ratings are ignored.
 */
export function summarizeReviews(reviews: readonly Pick<CoreReview, 'rating'>[]): ReviewSummary {
  const ratings = reviews.map((r) => r.rating).filter((r) => Number.isFinite(r));
  if (ratings.length === 0) return { count: 0, average_rating: 0 };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { count: ratings.length, average_rating: Math.round((sum / ratings.length) * 10) / 10 };
}

/**
 * Fill fraction (0..1) of each of the {@link STAR_COUNT} stars for a rating.
 *
 * Interpretation of SPEC.md §9 "Star partial fill: fraction above .30 fills
 * partial; clip at 30% or more": stars below the whole part are full (1); the
 * next star takes the fractional part as its clip width only when that part is
 * strictly above 0.30, otherwise it stays empty (0); remaining stars are empty.
 * A partially filled star is therefore always clipped at more than 30%, and a
 * rating of exactly x.30 (e.g. 4.3) shows x full stars and no partial star.
 * The fractional part is taken to 2 decimals so binary noise (4.3 - 4 =
 * 0.2999…) does not decide the boundary. Ratings are clamped to 0..5.
 */
export function starFills(rating: number, starCount: number = STAR_COUNT): number[] {
  const r = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), starCount) : 0;
  const whole = Math.floor(r);
  const fraction = Math.round((r - whole) * 100) / 100;
  return Array.from({ length: starCount }, (_, i) => {
    if (i < whole) return 1;
    if (i === whole && fraction > PARTIAL_STAR_THRESHOLD) return fraction;
    return 0;
  });
}

/** The review carousel opens on its third slide (SPEC.md §4 Review carousel, §9 "Carousel start index 2"). */
export const REVIEW_CAROUSEL_START_INDEX = 2;

/** Auto-rotation interval of the review carousel, in ms (SPEC.md §9 "auto-rotate 3000 ms"). */
export const REVIEW_AUTO_ROTATE_MS = 3000;

/** What is logged when the Snap 21 rating call fails (SPEC.md §8). */
export const SNAP21_FAILURE_MESSAGE = 'Unable to fetch Snap 21 ratings at this moment.';

/**
 * The slide the carousel opens on: index 2 (SPEC.md §9), or the last slide
 * when there are fewer than three; 0 for an empty carousel.
 */
export function carouselStartIndex(slideCount: number): number {
  if (!Number.isFinite(slideCount) || slideCount <= 0) return 0;
  return Math.min(REVIEW_CAROUSEL_START_INDEX, Math.floor(slideCount) - 1);
}

/** What decides whether the carousel moves on its own right now. */
export interface AutoRotateState {
  /** The tenant enables auto-rotation (`reviews.auto_rotate`). */
  enabled: boolean;
  /** The shopper asked for reduced motion: the carousel never moves on its own. */
  reducedMotion: boolean;
  /** The pointer is over the carousel or focus is inside it. */
  paused: boolean;
  /** Slides in the carousel; one slide has nothing to rotate to. */
  slideCount: number;
}

/**
 * Whether the review carousel auto-rotates now (SPEC.md §4 "may auto-rotate
 * every 3000 ms"): only where the tenant enables it, with more than one
 * slide, not under prefers-reduced-motion (WCAG 2.2.2 and 2.3.3), and paused
 * while hovered or focused.
 */
export function autoRotates(state: AutoRotateState): boolean {
  return state.enabled && !state.reducedMotion && !state.paused && state.slideCount > 1;
}
