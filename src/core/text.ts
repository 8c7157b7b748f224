/**
 * Text shortening rules with the spec's limits (SPEC.md §4, §5, §9):
 * dealer comments, finance disclaimer preview, model descriptions and review
 * text. Pure string functions; the UI renders the result and the more/less
 * toggle.
 */

/** Dealer comments are truncated at 400 characters with more/less (SPEC.md §4, §9). */
export const DEALER_COMMENTS_LIMIT = 400;
/** Finance disclaimer toggles between full and a 197-character version (SPEC.md §4, §9). */
export const DISCLAIMER_PREVIEW_LIMIT = 197;
/** Model description on a model card: 75 characters (SPEC.md §9). */
export const MODEL_DESCRIPTION_CARD_LIMIT = 75;
/** Model description on a model range item: 200 characters (SPEC.md §9). */
export const MODEL_DESCRIPTION_RANGE_LIMIT = 200;
/** Review text truncated at 160 characters with View more/less (SPEC.md §5, §9). */
export const REVIEW_TEXT_LIMIT = 160;

/** Shown instead of empty dealer comments (SPEC.md §4), verbatim. */
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';

/**
 * Appended to shortened text. Three ASCII dots: the spec's 197-character
 * disclaimer preview plus '...' makes exactly 200 characters.
 */
export const ELLIPSIS = '...';

/**
 * A word boundary is used only when it keeps at least this share of the
 * limit; otherwise (one very long word or URL) the text is cut mid-word.
 */
export const MIN_WORD_BOUNDARY_RATIO = 0.5;

/** Result of {@link truncateText}. */
export interface Truncated {
  /** The text to show: unchanged, or shortened with {@link ELLIPSIS} appended. */
  text: string;
  /** True when the text was shortened. */
  truncated: boolean;
}

const TRAILING_JOINERS = /[\s,;:.\-\u2013\u2014]+$/u;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Shortens text to at most `limit` characters (UTF-16 units, never splitting
 * a surrogate pair) and appends {@link ELLIPSIS}; the ellipsis is not counted
 * in the limit, so the first `limit` characters are the most ever shown.
 *
 * - Text of `limit` characters or fewer is returned unchanged (`truncated`
 *   false): 400 characters of dealer comments show in full, 401 are cut.
 * - The cut falls on the last whitespace at or before the limit, provided
 *   that keeps at least {@link MIN_WORD_BOUNDARY_RATIO} of the limit;
 *   otherwise it falls exactly at the limit (mid-word).
 * - Trailing spaces and joining punctuation (, ; : . - – —) before the
 *   ellipsis are removed: 'Great car, ...' becomes 'Great car...'.
 */
export function truncateText(text: string, limit: number): Truncated {
  const max = Math.max(0, Math.floor(limit));
  if (text.length <= max) return { text, truncated: false };
  let cut = max;
  if (cut > 0 && isHighSurrogate(text.charCodeAt(cut - 1))) cut -= 1;
  let head: string;
  if (/\s/.test(text.charAt(cut))) {
    head = text.slice(0, cut);
  } else {
    const slice = text.slice(0, cut);
    const lastSpace = slice.search(/\s\S*$/);
    head = lastSpace > 0 && lastSpace >= max * MIN_WORD_BOUNDARY_RATIO ? slice.slice(0, lastSpace) : slice;
  }
  const tidy = head.replace(TRAILING_JOINERS, '');
  return { text: (tidy === '' ? head : tidy) + ELLIPSIS, truncated: true };
}

/** Toggle under expandable text: 'more' to expand, 'less' to collapse, or none. */
export type TextToggle = 'more' | 'less' | null;

/** Result of {@link expandableText}. */
export interface ExpandableText extends Truncated {
  /** Which toggle to show; null when the text fits the limit. */
  toggle: TextToggle;
}

/**
 * Text with a more/less toggle: collapsed long text is truncated with a
 * 'more' toggle; expanded long text is shown in full with a 'less' toggle;
 * text within the limit shows in full with no toggle.
 */
export function expandableText(text: string, limit: number, expanded: boolean): ExpandableText {
  const short = truncateText(text, limit);
  if (!short.truncated) return { ...short, toggle: null };
  return expanded ? { text, truncated: false, toggle: 'less' } : { ...short, toggle: 'more' };
}

/** Dealer comments block: either the pending notice or the (expandable) comments. */
export type DealerCommentsView =
  | ({ kind: 'comments' } & ExpandableText)
  | { kind: 'pending'; text: typeof DEALER_COMMENTS_PENDING; truncated: false; toggle: null };

/**
 * Dealer comments (SPEC.md §4): truncated at {@link DEALER_COMMENTS_LIMIT}
 * with more/less; empty, missing or whitespace-only comments show
 * {@link DEALER_COMMENTS_PENDING}. Surrounding whitespace is trimmed; inner
 * line breaks are kept. Input is plain text.
 */
export function dealerComments(comments: string | null | undefined, expanded = false): DealerCommentsView {
  const text = (comments ?? '').trim();
  if (text === '') {
    return { kind: 'pending', text: DEALER_COMMENTS_PENDING, truncated: false, toggle: null };
  }
  return { kind: 'comments', ...expandableText(text, DEALER_COMMENTS_LIMIT, expanded) };
}

/**
 * Finance disclaimer (SPEC.md §4): toggles between the full text and the
 * {@link DISCLAIMER_PREVIEW_LIMIT}-character preview.
 */
export function disclaimerPreview(disclaimer: string, expanded = false): ExpandableText {
  return expandableText(disclaimer.trim(), DISCLAIMER_PREVIEW_LIMIT, expanded);
}

/**
 * Review text (SPEC.md §5): truncated at {@link REVIEW_TEXT_LIMIT} with
 * View more/less.
 */
export function reviewText(text: string, expanded = false): ExpandableText {
  return expandableText(text.trim(), REVIEW_TEXT_LIMIT, expanded);
}

/** Where a model description appears: model card (75) or range item (200). */
export type ModelDescriptionPlace = 'card' | 'range';

/** Limits of {@link modelDescription} by place (SPEC.md §9). */
export const MODEL_DESCRIPTION_LIMITS = {
  card: MODEL_DESCRIPTION_CARD_LIMIT,
  range: MODEL_DESCRIPTION_RANGE_LIMIT,
} as const satisfies Record<ModelDescriptionPlace, number>;

/**
 * Model short_description shortened for a card (75 characters) or a range
 * item (200 characters); no toggle. Missing text gives an empty result.
 */
export function modelDescription(description: string | null | undefined, place: ModelDescriptionPlace): Truncated {
  return truncateText((description ?? '').trim(), MODEL_DESCRIPTION_LIMITS[place]);
}
