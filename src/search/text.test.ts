// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createTextIndex,
  MAX_QUERY_WORDS,
  normalise,
  queryWords,
  searchText,
  textRanks,
  tokenize,
  typoBudget,
  type TextIndex,
} from './text.ts';

describe('tokenize', () => {
  it.each([
    ['Toyota HiLux SR5', ['toyota', 'hilux', 'sr5']],
    ['Mazda CX-5 Maxx', ['mazda', 'cx', '5', 'maxx']],
    ['Citroën C4', ['citroen', 'c4']],
    ['  a--b  ', ['a', 'b']],
    ['', []],
  ])('%j -> %j', (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });

  it('normalises accents and case', () => {
    expect(normalise('ŠKODA Kodiaq')).toBe('skoda kodiaq');
  });
});

describe('typoBudget (minWordSizeForTypos 5 and 9)', () => {
  it.each([
    ['toyo', 0],
    ['toyot', 1],
    ['corollas', 1],
    ['landcruis', 2],
    ['mitsubishi', 2],
  ])('%s allows %i', (word, typos) => {
    expect(typoBudget(word)).toBe(typos);
  });
});

describe('queryWords', () => {
  it('marks only the last word as a prefix', () => {
    expect(queryWords('toyota cor')).toEqual([
      { word: 'toyota', prefix: false, typos: 1 },
      { word: 'cor', prefix: true, typos: 0 },
    ]);
  });

  it('no prefix when the query ends with a separator', () => {
    expect(queryWords('cor ').map((w) => w.prefix)).toEqual([false]);
  });

  it(`keeps at most ${MAX_QUERY_WORDS} words`, () => {
    const words = queryWords(Array.from({ length: 12 }, (_, i) => `w${i}`).join(' '));
    expect(words).toHaveLength(MAX_QUERY_WORDS);
    expect(words.some((w) => w.prefix)).toBe(false);
  });
});

const STOCK = [
  '2022 Toyota HiLux SR5', // 0
  '2021 Toyota Corolla Ascent', // 1
  '2020 Toyota LandCruiser GXL', // 2
  '2019 Mitsubishi Triton', // 3
  '2023 Toyota Camry', // 4
  '2018 Suzuki Carry', // 5
  '2024 Tesla Model Y Long Range', // 6
  '2022 Ford Ranger XLT', // 7
  '2017 Citroën C4', // 8
  '2021 Mazda CX-5 Maxx', // 9
];
const stock = createTextIndex(STOCK);

function found(index: TextIndex, query: string): number[] | null {
  const match = searchText(index, queryWords(query));
  return match ? [...match.positions] : null;
}

describe('searchText (MiniSearch)', () => {
  it.each([
    // [query, positions of the matching texts]
    ['hilux', [0]],
    ['HiLux', [0]],
    ['hilix', [0]], // one substitution
    ['hilxu', []], // a swap is two Levenshtein edits (Meilisearch: one typo)
    ['gilux', [0]], // first-letter typo costs one (Meilisearch: two)
    ['cor', [1]], // the last word by prefix
    ['cor ', []], // no prefix after a separator
    ['cor toyota', []], // not the last word: whole words only
    ['toyo hilux', []], // 4 letters: no typo, and not the last word
    ['camry', [4, 5]], // 'carry' with one typo
    ['camery', [4]],
    ['corola', [1]], // the prefix word with a typo, as a whole word
    ['mitsbu', []], // no typo inside a prefix (Meilisearch allows one)
    ['mitsbushi', [3]],
    ['landcrusier', [2]], // 11 letters, a swap = two edits
    ['lnadcruisr', []], // three edits
    ['ranger', [6, 7]], // 'range' with one typo
    ['toyota ranger', []], // every word must match
    ['toyota hilux', [0]],
    ['hilux sr', [0]],
    ['citroen', [8]],
    ['Citroën C4', [8]],
    ['cx-5', [9]],
    ['2022', [0, 7]],
  ])('%j -> %j', (query, positions) => {
    expect(found(stock, query)).toEqual(positions);
  });

  it('no query words: null (no text condition)', () => {
    expect(found(stock, '')).toBeNull();
    expect(found(stock, ' - ')).toBeNull();
  });

  it('only the first ten words count', () => {
    expect(found(stock, `toyota hilux ${Array.from({ length: 8 }, () => 'sr5').join(' ')} nothing`)).toEqual([0]);
  });

  it('returns the indexed words that matched, for highlighting', () => {
    expect(searchText(stock, queryWords('hilix sr'))?.words).toEqual(new Set(['hilux', 'sr5']));
  });

  it('finds every copy of a repeated text', () => {
    const index = createTextIndex(['toyota hilux', 'ford ranger', 'toyota hilux', 'toyota hilux']);
    expect(found(index, 'hilux')).toEqual([0, 2, 3]);
    expect(index.members).toHaveLength(2);
  });
});

describe('textRanks', () => {
  const ranks = (query: string, positions: number[]) => {
    const words = queryWords(query);
    const r = textRanks(stock, words, searchText(stock, words)!);
    return positions.map((p) => [r.typos[p], r.exact[p]]);
  };

  it.each([
    // [query, positions, [typos, whole words] per position]
    [
      'camry',
      [4, 5],
      [
        [0, 1],
        [1, 0],
      ],
    ],
    ['toyota cam', [4], [[0, 1]]],
    ['toyta camry', [4], [[1, 1]]],
    ['landcrusier', [2], [[2, 0]]],
    ['hilux sr5', [0], [[0, 2]]],
  ])('%j', (query, positions, expected) => {
    expect(ranks(query, positions)).toEqual(expected);
  });
});

/** Test oracle: Levenshtein distance (MiniSearch's fuzzy measure). */
function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row.push(
        Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)),
      );
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

describe('matching rules (property)', () => {
  it('a query word finds a word exactly when equal, started by it (last word) or within its typo budget', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.boolean(),
        (q, word, last) => {
          const index = createTextIndex([word]);
          const words = queryWords(last ? q : `${q} `);
          const distance = levenshtein(q, word);
          const expected = q === word || (last && word.startsWith(q)) || distance <= typoBudget(q);
          expect(found(index, last ? q : `${q} `)).toEqual(expected ? [0] : []);
          if (expected) {
            const r = textRanks(index, words, searchText(index, words)!);
            expect(r.typos[0]).toBe(q === word || (last && word.startsWith(q)) ? 0 : distance);
            expect(r.exact[0]).toBe(q === word ? 1 : 0);
          }
        },
      ),
    );
  });

  it('every word of a text finds it, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,10}$/), { minLength: 1, maxLength: 6 }), (words) => {
        const index = createTextIndex([words.join(' '), '0000 1111']);
        expect(found(index, [...words].reverse().join(' '))).toEqual([0]);
      }),
    );
  });
});
