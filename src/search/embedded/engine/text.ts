/**
 * The embedded engine's text match (step 2 of src/search/embedded/engine.ts): MiniSearch over the
 * documents' `keywords` (../../text.ts), every query word must match; the matches of recent query
 * texts are kept for reuse.
 */
import type { SearchDocument } from '../../document.ts';
import { createTextIndex, queryWords, searchText, splitWords, textRanks } from '../../text.ts';

export interface TextMatch {
  /** Documents matching every query word, in index order. */
  docs: Int32Array;
  /** Typos per document (fewest per query word, summed); only meaningful for docs. */
  typos: Int16Array;
  /** Query words matched exactly (whole word, no typo) per document. */
  exact: Uint8Array;
  /** Indexed words that matched, for highlighting. */
  words: Set<string>;
}

/** A query text's matches (null: no query words, every document), `cacheSize` recent ones kept. */
export function createTextMatcher(
  docs: readonly SearchDocument[],
  cacheSize: number,
): (query: string) => TextMatch | null {
  const textIndex = createTextIndex(
    docs.map((doc) => doc.keywords),
    splitWords,
  );
  const textCache = new Map<string, TextMatch | null>();
  return (query) => {
    if (textCache.has(query)) return textCache.get(query) ?? null;
    const words = queryWords(query);
    const found = searchText(textIndex, words);
    // Only positions, words and ranks are kept: MiniSearch's result objects are not cached.
    const result: TextMatch | null = found
      ? { docs: found.positions, words: found.words, ...textRanks(textIndex, words, found) }
      : null;
    if (cacheSize > 0) {
      if (textCache.size >= cacheSize) textCache.delete(textCache.keys().next().value as string);
      textCache.set(query, result);
    }
    return result;
  };
}
