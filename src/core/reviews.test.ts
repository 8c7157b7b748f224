import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_REVIEW_ID,
  REVIEW_AUTO_ROTATE_MS,
  REVIEW_CAROUSEL_START_INDEX,
  SNAP21_FAILURE_MESSAGE,
  autoRotates,
  carouselStartIndex,
  MAX_REVIEWS,
  filterReviews,
  isReviewShown,
  showRatingHeader,
  starFills,
  summarizeReviews,
  type CoreReview,
} from './reviews.ts';

const review = (over: Partial<CoreReview> = {}): CoreReview => ({
  id: 1,
  customer_name: 'Jane Citizen',
  rating: 5,
  text: 'Great service from the whole team.',
  ...over,
});

describe('isReviewShown', () => {
  it.each([
    ['a normal review', review(), true],
    ['id 386779', review({ id: 386779 }), false],
    ['id 386780', review({ id: 386780 }), true],
    ['null text', review({ text: null }), false],
    ['missing text', review({ text: undefined }), false],
    ['empty text', review({ text: '' }), false],
    ['blank text', review({ text: '   ' }), false],
    ['Translated text', review({ text: 'Great (Translated by Google) Excellent' }), false],
    ['lower-case translated', review({ text: 'translated by me' }), true],
  ])('%s -> %s', (_name, r, shown) => {
    expect(isReviewShown(r)).toBe(shown);
  });

  it.each([
    ['Jane Citizen', false],
    ['  jane   citizen ', false],
    ['Jane Citizens', true],
    ['Jane', true],
  ])('blocklist ["Jane Citizen"] vs %j -> %s', (name, shown) => {
    expect(isReviewShown(review({ customer_name: name }), { blockedCustomerNames: ['Jane Citizen'] })).toBe(shown);
  });
});

describe('filterReviews', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => review({ id: i + 1 }));

  it.each([
    [9, 9],
    [10, 10],
    [11, 10],
    [43, 10],
  ])('%i shown reviews -> %i', (n, expected) => {
    expect(filterReviews(many(n))).toHaveLength(expected);
  });

  it('drops first, then takes 10 (dropped reviews do not use up places)', () => {
    const list = [
      review({ id: EXCLUDED_REVIEW_ID }),
      review({ id: 2, text: null }),
      ...many(10).map((r) => ({ ...r, id: r.id + 100 })),
    ];
    const shown = filterReviews(list);
    expect(shown.map((r) => r.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110]);
  });

  it('keeps order and never returns an excluded review', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.oneof(fc.constant(EXCLUDED_REVIEW_ID), fc.integer({ min: 1, max: 1000 })),
            rating: fc.integer({ min: 1, max: 5 }),
            text: fc.option(fc.oneof(fc.string(), fc.constant('x Translated y'))),
          }),
        ),
        (list) => {
          const shown = filterReviews(list);
          expect(shown.length).toBeLessThanOrEqual(MAX_REVIEWS);
          for (const r of shown) expect(isReviewShown(r)).toBe(true);
          const expected = list.filter((r) => isReviewShown(r)).slice(0, MAX_REVIEWS);
          expect(shown).toEqual(expected);
        },
      ),
    );
  });
});

describe('showRatingHeader', () => {
  it.each([
    [4.7, undefined, true],
    [0.1, undefined, true],
    [0, undefined, false],
    [null, undefined, false],
    [4.1, 4, true],
    [4, 4, false],
    [3.9, 4, false],
  ])('average %s, minimum %s -> %s', (avg, min, shown) => {
    expect(showRatingHeader(avg, { minimumRating: min })).toBe(shown);
  });
});

describe('summarizeReviews', () => {
  it('counts and averages to one decimal', () => {
    expect(summarizeReviews([{ rating: 5 }, { rating: 4 }, { rating: 5 }])).toEqual({ count: 3, average_rating: 4.7 });
  });
  it('is zero for no reviews', () => {
    expect(summarizeReviews([])).toEqual({ count: 0, average_rating: 0 });
  });
  it('averages within the rating range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (ratings) => {
        const s = summarizeReviews(ratings.map((rating) => ({ rating })));
        expect(s.count).toBe(ratings.length);
        expect(s.average_rating).toBeGreaterThanOrEqual(1);
        expect(s.average_rating).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('starFills', () => {
  it.each([
    [5, [1, 1, 1, 1, 1]],
    [4, [1, 1, 1, 1, 0]],
    [4.3, [1, 1, 1, 1, 0]],
    [4.29, [1, 1, 1, 1, 0]],
    [4.31, [1, 1, 1, 1, 0.31]],
    [4.7, [1, 1, 1, 1, 0.7]],
    [0.5, [0.5, 0, 0, 0, 0]],
    [0, [0, 0, 0, 0, 0]],
    [-1, [0, 0, 0, 0, 0]],
    [6, [1, 1, 1, 1, 1]],
  ])('%s -> %j', (rating, fills) => {
    expect(starFills(rating)).toEqual(fills);
  });

  it('a partial star is always clipped above 30% and fills never exceed the rating', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const fills = starFills(rating);
        expect(fills).toHaveLength(5);
        const partials = fills.filter((f) => f > 0 && f < 1);
        expect(partials.length).toBeLessThanOrEqual(1);
        for (const p of partials) expect(p).toBeGreaterThan(0.3);
        const total = fills.reduce((a, b) => a + b, 0);
        expect(total).toBeLessThanOrEqual(rating + 0.005);
        expect(total).toBeGreaterThanOrEqual(Math.floor(rating));
      }),
    );
  });
});

describe('carouselStartIndex (SPEC.md §9 start index 2)', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
    [10, 2],
    [Number.NaN, 0],
  ])('%s slides -> index %i', (count, index) => {
    expect(carouselStartIndex(count)).toBe(index);
  });
});

describe('autoRotates (SPEC.md §4, §9 every 3000 ms)', () => {
  const on = { enabled: true, reducedMotion: false, paused: false, slideCount: 10 };
  it.each([
    ['enabled, nothing in the way', on, true],
    ['tenant does not enable it', { ...on, enabled: false }, false],
    ['reduced motion', { ...on, reducedMotion: true }, false],
    ['hovered or focused', { ...on, paused: true }, false],
    ['one slide', { ...on, slideCount: 1 }, false],
    ['two slides', { ...on, slideCount: 2 }, true],
  ])('%s -> %s', (_name, state, expected) => {
    expect(autoRotates(state)).toBe(expected);
  });

  it('uses the spec figures', () => {
    expect(REVIEW_AUTO_ROTATE_MS).toBe(3000);
    expect(REVIEW_CAROUSEL_START_INDEX).toBe(2);
    expect(SNAP21_FAILURE_MESSAGE).toBe('Unable to fetch Snap 21 ratings at this moment.');
  });
});
