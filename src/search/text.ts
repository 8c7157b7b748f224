/**
 * Text search of the embedded engine, through MiniSearch
 * (https://lucaong.github.io/minisearch/), set up to follow Meilisearch's
 * documented defaults so both backends find the same cars for the same query:
 *
 * - words: text is split on every character that is not a letter or digit,
 *   accents removed, lower-cased ('CX-5' -> 'cx', '5'; 'Citroën' -> 'citroen');
 *   {@link tokenize} makes the searchable `keywords` of a document and the
 *   query words, and is MiniSearch's tokenizer for other texts (facet
 *   values); MiniSearch's default splits on spaces and punctuation only and
 *   keeps accents;
 * - every query word must match (MiniSearch `combineWith: 'AND'`, Meilisearch
 *   matchingStrategy 'all'); at most the first {@link MAX_QUERY_WORDS} words count;
 * - typos per query word by its length ({@link typoBudget}, MiniSearch `fuzzy`
 *   as a maximum edit distance): 1-4 characters none, 5-8 one, 9 or more two
 *   (Meilisearch minWordSizeForTypos 5 and 9);
 * - only the last query word matches as a prefix (MiniSearch `prefix`; 'cor'
 *   finds 'corolla'), and only when the query does not end with a separator.
 *
 * Where MiniSearch differs from Meilisearch (kept, documented in README.md):
 * - a typo is a Levenshtein edit (insertion, deletion, substitution): two
 *   swapped letters cost two ('hilxu' does not find 'hilux'; 'hilix' does);
 *   Meilisearch counts a swap as one;
 * - a typo on the first letter costs one ('gilux' finds 'hilux'); Meilisearch
 *   counts it as two;
 * - typos apply to whole words: the prefix word matches words it starts, or
 *   whole words within its typo budget ('corola' finds 'corolla', 'mitsbu'
 *   does not find 'mitsubishi'); Meilisearch also allows typos in a prefix.
 *
 * Not modelled: Meilisearch's word splitting and concatenation ('hi lux' ->
 * 'hilux') and its proximity / attribute ranking rules.
 */

import MiniSearch, { type Query, type SearchResult } from 'minisearch';

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

/** A query word, whether it may match as a prefix, and the typos it allows. */
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
 * A MiniSearch index over a list of texts (documents' `keywords`, facet
 * values). Equal texts are indexed once: stock repeats them (same make,
 * model, badge and colour).
 */
export interface TextIndex {
  /** How many texts were given; matches are their positions. */
  readonly count: number;
  /** MiniSearch over the distinct texts; ids are positions in {@link members}. */
  readonly texts: MiniSearch<number>;
  /** Per distinct text, the positions of the texts equal to it, ascending. */
  readonly members: readonly Int32Array[];
  /** MiniSearch over the distinct indexed words (ids: positions in `list`), for {@link textRanks}; built on first use. */
  readonly vocabulary: () => { search: MiniSearch<number>; list: readonly string[] };
}

/** Texts matching a query: positions, ascending, and the indexed words that matched. */
export interface TextMatches {
  positions: Int32Array;
  /** Indexed words any query word matched, for highlighting. */
  words: Set<string>;
  /** MiniSearch's results: per matching distinct text, its id and the indexed words it matched. */
  results: readonly SearchResult[];
}

/** Per text position: typos used (fewest per query word, summed) and query words matched whole without a typo. */
export interface TextRanks {
  typos: Int16Array;
  exact: Uint8Array;
}

const identity = (term: string): string => term;

/** Splits text already made of {@link tokenize} words joined by single spaces (documents' `keywords`). */
export function splitWords(text: string): string[] {
  return text === '' ? [] : text.split(' ');
}

/** MiniSearch over `texts` (id: position), split by `words`, which normalises already. */
function miniSearchOf(texts: readonly string[], words: (text: string) => string[]): MiniSearch<number> {
  const search = new MiniSearch<number>({
    fields: ['text'],
    extractField: (id, field) => (field === 'id' ? id : (texts[id] ?? '')),
    tokenize: words,
    processTerm: identity,
  });
  search.addAll(texts.map((_, id) => id));
  return search;
}

/**
 * Indexes `texts`; search it with {@link searchText}. `words` splits a text
 * into normalised words: {@link tokenize} (default), or {@link splitWords}
 * for texts that are tokenize output already (skips normalising again).
 */
export function createTextIndex(texts: readonly string[], words: (text: string) => string[] = tokenize): TextIndex {
  const distinct: string[] = [];
  const byText = new Map<string, number[]>();
  texts.forEach((text, position) => {
    const list = byText.get(text);
    if (list) list.push(position);
    else {
      byText.set(text, [position]);
      distinct.push(text);
    }
  });
  let vocabulary: { search: MiniSearch<number>; list: readonly string[] } | null = null;
  return {
    count: texts.length,
    texts: miniSearchOf(distinct, words),
    members: distinct.map((text) => Int32Array.from(byText.get(text) ?? [])),
    vocabulary: () => {
      if (!vocabulary) {
        const list = [...new Set(distinct.flatMap(words))];
        vocabulary = { search: miniSearchOf(list, (word) => [word]), list };
      }
      return vocabulary;
    },
  };
}

/** The MiniSearch query of one word with at most `typos` typos, by prefix when `prefix`. */
function wordQuery(word: QueryWord, typos: number): Query {
  return { queries: [word.word], prefix: word.prefix, fuzzy: typos };
}

/** Texts matching every query word (each within its typo budget, the prefix word by prefix too). Null for no words. */
export function searchText(index: TextIndex, words: readonly QueryWord[]): TextMatches | null {
  if (words.length === 0) return null;
  const results = index.texts.search({
    combineWith: 'AND',
    queries: words.map((w) => wordQuery(w, w.typos)),
  });
  const hit = new Uint8Array(index.count);
  const matchedWords = new Set<string>();
  for (const result of results) {
    for (const p of index.members[result.id as number] ?? []) hit[p] = 1;
    for (const term of result.terms) matchedWords.add(term);
  }
  const positions: number[] = [];
  for (let p = 0; p < index.count; p++) if (hit[p] === 1) positions.push(p);
  return { positions: Int32Array.from(positions), words: matchedWords, results };
}

/**
 * Ranking data of a query's matches, for Meilisearch's 'typo' and
 * 'exactness' rules. Each query word is searched in the vocabulary index
 * with 0, 1, ... typos allowed, so MiniSearch decides with how many typos it
 * matches each indexed word; a text's typos for the word are the fewest
 * among the words it matched (MiniSearch's `terms`). Exact: the text has the
 * query word itself. Only positions in `matches` get values.
 */
export function textRanks(index: TextIndex, words: readonly QueryWord[], matches: TextMatches): TextRanks {
  const vocabulary = index.vocabulary();
  // Per query word: indexed word -> fewest typos it matches with.
  const levels = words.map((word) => {
    const level = new Map<string, number>();
    for (let typos = word.typos; typos >= 0; typos--) {
      for (const r of vocabulary.search.search(wordQuery(word, typos))) {
        level.set(vocabulary.list[r.id as number] ?? '', typos);
      }
    }
    return level;
  });
  const out: TextRanks = { typos: new Int16Array(index.count), exact: new Uint8Array(index.count) };
  for (const result of matches.results) {
    let typos = 0;
    let exact = 0;
    words.forEach((word, i) => {
      let fewest = word.typos;
      for (const term of result.terms) fewest = Math.min(fewest, levels[i]?.get(term) ?? fewest);
      typos += fewest;
      if (result.terms.includes(word.word)) exact++;
    });
    for (const p of index.members[result.id as number] ?? []) {
      out.typos[p] = typos;
      out.exact[p] = exact;
    }
  }
  return out;
}
