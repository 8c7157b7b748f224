import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEALER_COMMENTS_LIMIT,
  DEALER_COMMENTS_PENDING,
  DISCLAIMER_PREVIEW_LIMIT,
  ELLIPSIS,
  MODEL_DESCRIPTION_CARD_LIMIT,
  MODEL_DESCRIPTION_RANGE_LIMIT,
  REVIEW_TEXT_LIMIT,
  dealerComments,
  disclaimerPreview,
  expandableText,
  modelDescription,
  reviewText,
  truncateText,
} from './text.ts';

/** Words of 4 letters and a space: 'aaaa bbbb cccc ...', exactly `length` characters. */
function words(length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i += 1) {
    out += `${String.fromCharCode(97 + (i % 26)).repeat(4)} `;
  }
  return out.slice(0, length);
}

describe('limits (SPEC.md §9)', () => {
  it.each([
    [DEALER_COMMENTS_LIMIT, 400],
    [DISCLAIMER_PREVIEW_LIMIT, 197],
    [MODEL_DESCRIPTION_CARD_LIMIT, 75],
    [MODEL_DESCRIPTION_RANGE_LIMIT, 200],
    [REVIEW_TEXT_LIMIT, 160],
  ])('%i === %i', (actual, expected) => expect(actual).toBe(expected));

  it('pending text is verbatim', () => {
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.');
  });
});

describe('truncateText', () => {
  it.each([
    ['Runout sale', 20, 'Runout sale', false],
    ['exactly ten', 11, 'exactly ten', false],
    ['exactly ten!', 11, 'exactly...', true],
    ['Great value family wagon', 12, 'Great value...', true],
    // The character after the limit is a space: cut exactly at the limit.
    ['Great value family', 11, 'Great value...', true],
    // Trailing comma and space removed before the ellipsis.
    ['Low kms, one owner', 9, 'Low kms...', true],
    // No usable word boundary in the first half: hard cut.
    ['Supercalifragilistic', 10, 'Supercalif...', true],
    ['a https://example.com/long/path', 12, 'a https://ex...', true],
    ['', 5, '', false],
  ])('(%j, %i) -> %j', (text, limit, expected, truncated) => {
    expect(truncateText(text, limit)).toEqual({ text: expected, truncated });
  });

  it('never splits a surrogate pair', () => {
    expect(truncateText('abcd🚗efgh', 5)).toEqual({ text: 'abcd...', truncated: true });
  });

  it('keeps a prefix of at most `limit` characters, truncated exactly when longer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.integer({ min: 1, max: 450 }), (text, limit) => {
        const result = truncateText(text, limit);
        expect(result.truncated).toBe(text.length > limit);
        if (!result.truncated) {
          expect(result.text).toBe(text);
          return;
        }
        expect(result.text.endsWith(ELLIPSIS)).toBe(true);
        const head = result.text.slice(0, -ELLIPSIS.length);
        expect(head.length).toBeLessThanOrEqual(limit);
        expect(text.startsWith(head)).toBe(true);
      }),
    );
  });
});

describe('dealerComments (SPEC.md §4: 400 with more/less; pending when empty)', () => {
  it.each([[''], ['   '], [null], [undefined]])('%j -> pending notice', (comments) => {
    expect(dealerComments(comments)).toEqual({
      kind: 'pending',
      text: 'Dealer comments are pending. Please check back here later.',
      truncated: false,
      toggle: null,
    });
  });

  it('400 characters show in full with no toggle', () => {
    const text = `${words(399)}z`;
    expect(text).toHaveLength(400);
    expect(dealerComments(text)).toEqual({
      kind: 'comments',
      text,
      truncated: false,
      toggle: null,
    });
  });

  it('401 characters are cut with "more", and show in full with "less" when expanded', () => {
    const text = `${words(399)}xy`;
    expect(text).toHaveLength(401);
    const collapsed = dealerComments(text);
    expect(collapsed).toMatchObject({ kind: 'comments', truncated: true, toggle: 'more' });
    expect(collapsed.text.length).toBeLessThanOrEqual(400 + ELLIPSIS.length);
    expect(dealerComments(text, true)).toEqual({
      kind: 'comments',
      text,
      truncated: false,
      toggle: 'less',
    });
  });

  it('trims surrounding whitespace but keeps line breaks', () => {
    expect(dealerComments('  One owner.\nFull history.  ').text).toBe('One owner.\nFull history.');
  });
});

describe('expandableText', () => {
  it.each([
    ['short', 10, false, 'short', false, null],
    ['short', 10, true, 'short', false, null],
    ['a longer sentence', 8, false, 'a longer...', true, 'more'],
    ['a longer sentence', 8, true, 'a longer sentence', false, 'less'],
  ] as const)('(%j, %i, expanded=%s)', (text, limit, expanded, shown, truncated, toggle) => {
    expect(expandableText(text, limit, expanded)).toEqual({ text: shown, truncated, toggle });
  });
});

describe('disclaimerPreview (197) and reviewText (160) boundaries', () => {
  it.each([
    [disclaimerPreview, 197],
    [reviewText, 160],
  ] as const)('%o at its limit and one over', (fn, limit) => {
    expect(fn(words(limit))).toMatchObject({ truncated: false, toggle: null });
    const over = fn(words(limit + 1));
    expect(over).toMatchObject({ truncated: true, toggle: 'more' });
    expect(over.text.length).toBeLessThanOrEqual(limit + ELLIPSIS.length);
    expect(fn(words(limit + 1), true)).toEqual({
      text: words(limit + 1).trim(),
      truncated: false,
      toggle: 'less',
    });
  });

  it('a 197-character hard cut plus the ellipsis is 200 characters', () => {
    expect(disclaimerPreview('x'.repeat(250)).text).toHaveLength(200);
  });
});

describe('modelDescription (75 card, 200 range item)', () => {
  it.each([
    ['card', 75, false],
    ['card', 76, true],
    ['range', 200, false],
    ['range', 201, true],
  ] as const)('%s with %i characters -> truncated %s', (place, length, truncated) => {
    const text = 'y'.repeat(length);
    expect(modelDescription(text, place).truncated).toBe(truncated);
  });

  it('missing description is empty', () => {
    expect(modelDescription(null, 'card')).toEqual({ text: '', truncated: false });
  });
});
