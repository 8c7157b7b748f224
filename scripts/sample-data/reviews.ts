/**
 * Customer reviews (SPEC.md §3 Review): 43 per tenant averaging 4.7 (SPEC.md
 * §9 "Sample review data: 43 reviews, average 4.7"), with the cases the review
 * rules drop: id 386779, a review without text, a machine translation.
 */
import type { ReviewInput } from '../../src/data/schemas.ts';
import { daysInWords, ddmmyyyyBefore } from './anchor.ts';
import { FIRST_NAMES, LOW_RATING_TEXTS, REPLY_TEXTS, REVIEW_TEXTS, STAFF, SURNAME_INITIALS } from './catalog/words.ts';
import { avatarUrl, AVATAR_COUNT } from './image-catalog.ts';
import type { TenantProfile } from './profiles.ts';
import { chance, chars, int, pick, rngFor, sample } from './prng.ts';

export const REVIEW_COUNT = 43;
/** Review id that the review rules always drop (SPEC.md §5). */
export const EXCLUDED_REVIEW_ID = 386779;

/** 35 x 5, 5 x 4, 2 x 3, 1 x 1 stars: 202 / 43 = 4.70. */
const RATINGS: readonly number[] = [...Array<number>(35).fill(5), ...Array<number>(5).fill(4), 3, 3, 1];

export function buildReviews(profile: TenantProfile): ReviewInput[] {
  const rng = rngFor(profile.seed, 'reviews');
  const ratings = sample(rng, RATINGS, RATINGS.length);
  const reviews: ReviewInput[] = [];
  for (let i = 0; i < REVIEW_COUNT; i++) {
    const rating = ratings[i] ?? 5;
    const days = 1 + i * 9 + int(rng, 0, 6);
    const staff = pick(rng, STAFF);
    let text: string | null = (rating >= 4 ? pick(rng, REVIEW_TEXTS) : pick(rng, LOW_RATING_TEXTS)).replaceAll(
      '{staff}',
      staff,
    );
    let id = 500_000 + (profile.idBase / 1_000_000) * 1000 + i + 1;
    if (i === 0) id = EXCLUDED_REVIEW_ID;
    if (i === 3) text = null;
    if (i === 5)
      text =
        '(Translated by Google) Very good service, the salesman was very patient and explained everything. (Original) Muy buen servicio.';
    // A long review, for the 160-character cut with View more/less (SPEC.md §5).
    if (i === 7 && text !== null)
      text = `${text} We compared three dealers before buying and this was the only one that explained every fee up front, arranged finance the same day and had the car detailed and ready on the promised date.`;
    const replied = chance(rng, 0.4) || rating <= 3;
    const replyDays = Math.max(0, days - 1);
    const withImage = chance(rng, 0.3);
    reviews.push({
      id,
      customer_name: `${pick(rng, FIRST_NAMES)} ${chars(rng, 1, SURNAME_INITIALS)}.`,
      rating,
      text,
      review_date: ddmmyyyyBefore(days),
      review_date_in_words: `${daysInWords(days)} ago`,
      created_at_time_ago_in_words: `${daysInWords(days)} ago`,
      image: withImage
        ? { url: avatarUrl((i % AVATAR_COUNT) + 1), thumb: { url: avatarUrl((i % AVATAR_COUNT) + 1) } }
        : null,
      reply_text: replied ? (rating <= 3 ? (REPLY_TEXTS[2] as string) : pick(rng, REPLY_TEXTS.slice(0, 2))) : null,
      reply_date: replied ? ddmmyyyyBefore(replyDays) : null,
      reply_date_in_words: replied ? `${daysInWords(replyDays)} ago` : null,
    });
  }
  return reviews;
}
