/**
 * Text matching of the embedded engine, following Meilisearch's documented
 * defaults so both backends find the same cars for the same query:
 *
 * - words: text is split on every character that is not a letter or digit,
 *   accents removed, lower-cased ('CX-5' -> 'cx', '5'; 'Citroën' -> 'citroen');
 * - every query word must match (Meilisearch matchingStrategy 'all'); at most
 *   the first {@link MAX_QUERY_WORDS} words count;
 * - typos per query word by its length: 1-4 characters none, 5-8 one, 9 or
 *   more two (minWordSizeForTypos 5 and 9); a typo is an insertion,
 *   deletion, substitution or swap of two adjacent characters
 *   (Damerau-Levenshtein); a typo on the first character counts as two;
 * - only the last query word matches as a prefix ('cor' finds 'corolla'),
 *   and only when the query does not end with a separator.
 *
 * Not modelled: Meilisearch's word splitting and concatenation ('hi lux' ->
 * 'hilux') and its proximity / attribute ranking rules.
 */

/** Query words beyond this many are ignored (Meilisearch limit). */
export const MAX_QUERY_WORDS = 10;

/** Smallest query word that may have one typo (Meilisearch minWordSizeForTypos.oneTypo). */
export const ONE_TYPO_MIN_LENGTH = 5;

/** Smallest query word that may have two typos (Meilisearch minWordSizeForTypos.twoTypos). */
export const TWO_TYPOS_MIN_LENGTH = 9;

const SEPARATOR = /[^\p{L}\p{N}]+/u;
const LAST_IS_SEPARATOR = /[^\p{L}\p{N}]$/u;

/** Lower case without accents: 'Citroën' -> 'citroen'. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text, normalised, in order (duplicates kept). */
export function tokenize(text: string): string[] {
  return normalise(text)
    .split(SEPARATOR)
    .filter((w) => w !== '');
}

/** A query word and whether it may match as a prefix. */
export interface QueryWord {
  word: string;
  prefix: boolean;
  /** Typos allowed: {@link typoBudget}. */
  typos: number;
}

/** Typos a query word allows by its length in characters: 0, 1 or 2. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= TWO_TYPOS_MIN_LENGTH ? 2 : length >= ONE_TYPO_MIN_LENGTH ? 1 : 0;
}

/** The words of a query: at most {@link MAX_QUERY_WORDS}; the last is a prefix unless the query ends with a separator. */
export function queryWords(query: string): QueryWord[] {
  const all = tokenize(query);
  const words = all.slice(0, MAX_QUERY_WORDS);
  const lastIsPrefix = all.length <= MAX_QUERY_WORDS && !LAST_IS_SEPARATOR.test(query);
  return words.map((word, i) => ({
    word,
    prefix: lastIsPrefix && i === words.length - 1,
    typos: typoBudget(word),
  }));
}

/**
 * Optimal-string-alignment distance between `a` and every prefix of `b`
 * (row `a.length` of the Damerau-Levenshtein table), or null when every
 * entry of some row exceeds `limit` (no match possible).
 */
function lastRow(a: readonly string[], b: readonly string[], limit: number): number[] | null {
  const n = b.length;
  let prevPrev: number[] = [];
  let prev: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prevPrev[j - 2] ?? 0) + 1);
      row.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > limit) return null;
    prevPrev = prev;
    prev = row;
  }
  return prev;
}

/**
 * Typos needed for query word `q` to match indexed word `word`, or -1 when it
 * does not match. 0 for the same word or, with `q.prefix`, any word it
 * starts. Otherwise the edit distance (to the word, or with `prefix` to its
 * closest prefix) plus one when the first characters differ, which must not
 * exceed `q.typos`.
 */
export function matchTypos(q: QueryWord, word: string): number {
  if (word === q.word || (q.prefix && word.startsWith(q.word))) return 0;
  if (q.typos === 0) return -1;
  // A first-character typo costs two: with one typo allowed the first characters must agree.
  const firstDiffers = q.word.codePointAt(0) !== word.codePointAt(0) ? 1 : 0;
  if (firstDiffers > 0 && q.typos < 2) return -1;
  const a = [...q.word];
  const b = [...word];
  if (!q.prefix && Math.abs(a.length - b.length) > q.typos) return -1;
  const row = lastRow(a, b, q.typos - firstDiffers);
  if (row === null) return -1;
  let best = Number.POSITIVE_INFINITY;
  if (q.prefix) {
    for (let j = 1; j < row.length; j++) best = Math.min(best, row[j] ?? best);
  } else {
    best = row[b.length] ?? best;
  }
  const cost = best + firstDiffers;
  return cost <= q.typos ? cost : -1;
}
