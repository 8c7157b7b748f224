// Reviews slice props: the tenant's review records and settings -> what the
// header and the carousel show (SPEC.md §2 Reviews, §5, §9).
import { safeHref } from '../../core/safe-url.ts';
import { imageUrl } from '../../core/images.ts';
import {
  carouselStartIndex,
  filterReviews,
  showRatingHeader,
  starFills,
  summarizeReviews,
} from '../../core/reviews.ts';
import { all } from '../../data/store.ts';
import type { LocationOutput, ReviewOutput } from '../../data/schemas.ts';
import type { SiteConfig } from '../../config/site-schema.ts';
import type { RatingHeader, ReviewCard, ReviewsProps } from './types.ts';

/** dd/mm/yyyy -> yyyy-mm-dd, or null when it is not a real date. */
export function isoFromDdMmYyyy(value: string | null | undefined): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? '');
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function dateText(iso: string | null, words: string | null | undefined): string | null {
  if (iso) return dateFormat.format(new Date(`${iso}T00:00:00Z`));
  return words ?? null;
}

export function reviewCard(review: ReviewOutput): ReviewCard {
  const date = isoFromDdMmYyyy(review.review_date);
  const replyDate = isoFromDdMmYyyy(review.reply_date);
  const reply = review.reply_text?.trim();
  const avatar = safeHref(review.image?.thumb?.url ?? review.image?.url);
  return {
    id: review.id,
    name: review.customer_name?.trim() || 'A customer',
    rating: review.rating,
    stars: starFills(review.rating),
    text: (review.text ?? '').trim(),
    date,
    dateText: dateText(date, review.review_date_in_words ?? review.created_at_time_ago_in_words),
    image: avatar ? imageUrl(avatar, { width: 96 }) : null,
    reply: reply ? { text: reply, date: replyDate, dateText: dateText(replyDate, review.reply_date_in_words) } : null,
  };
}

export interface ReviewsSectionProps {
  header: RatingHeader | null;
  carousel: ReviewsProps;
}

/**
 * The reviews block of the home page, or of one location page: the location's
 * own rating and count head it there (review records name no location, SPEC.md
 * §3, so the cards are the dealer's; docs/decisions.md "Reviews").
 */
export async function reviewsProps(
  site: SiteConfig,
  apiBaseUrl: string,
  options: { id: string; location?: LocationOutput } = { id: 'reviews' },
): Promise<ReviewsSectionProps | null> {
  const records = await all('reviews');
  const shown = filterReviews(records, { blockedCustomerNames: site.reviews.blocklist });
  if (shown.length === 0) return null;
  const location = options.location;
  const summary = location
    ? {
        count: location.reviews?.count ?? location.review_count ?? 0,
        average_rating: location.reviews?.average_rating ?? location.average_rating ?? null,
      }
    : summarizeReviews(records);
  const header =
    summary.count > 0 && showRatingHeader(summary.average_rating, { minimumRating: site.reviews.min_rating })
      ? { average: summary.average_rating!, count: summary.count, stars: starFills(summary.average_rating!) }
      : null;
  const orgId = site.dealerships[0]?.id;
  return {
    header,
    carousel: {
      id: options.id,
      title: location ? `Reviews of ${location.name}` : 'What Our Customers Say',
      reviews: shown.map(reviewCard),
      startIndex: carouselStartIndex(shown.length),
      autoRotate: site.reviews.auto_rotate,
      snap21:
        site.features.snap21_reviews && orgId !== undefined
          ? { apiBaseUrl, site: site.slug, orgId: String(orgId) }
          : null,
    },
  };
}
