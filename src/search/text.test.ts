// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchTypos, MAX_QUERY_WORDS, normalise, queryWords, tokenize, typoBudget, type QueryWord } from './text.ts';

const q = (word: string, prefix = false): QueryWord => ({ word, prefix, typos: typoBudget(word) });

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

describe('matchTypos', () => {
  it.each([
    // [query word, prefix?, indexed word, typos or -1]
    ['hilux', false, 'hilux', 0],
    ['hilxu', false, 'hilux', 1], // adjacent swap is one typo
    ['hilxu', true, 'hilux', 1],
    ['gilux', false, 'hilux', -1], // first-character typo counts as two
    ['cor', true, 'corolla', 0],
    ['cor', false, 'corolla', -1], // not the last word: whole words only
    ['cor', true, 'car', -1], // 3 letters: no typo
    ['toyo', false, 'toyota', -1],
    ['camery', false, 'camry', 1],
    ['corola', true, 'corolla', 1], // prefix with a typo
    ['mitsbu', true, 'mitsubishi', 1],
    ['landcrusier', false, 'landcruiser', 1],
    ['lnadcruisr', false, 'landcruiser', 2],
    ['lnadcrusr', false, 'landcruiser', -1], // 9 letters, 3 edits
    ['ranger', false, 'range', 1],
  ])('%s (prefix %s) vs %s -> %i', (word, prefix, indexed, typos) => {
    expect(matchTypos(q(word, prefix), indexed)).toBe(typos);
  });

  it('never exceeds the budget and is 0 for identical words', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.boolean(),
        (a, b, prefix) => {
          const word = q(a, prefix);
          const t = matchTypos(word, b);
          expect(t).toBeLessThanOrEqual(word.typos);
          if (a === b) expect(t).toBe(0);
          if (t >= 0 && !prefix) expect(Math.abs(a.length - b.length)).toBeLessThanOrEqual(word.typos);
        },
      ),
    );
  });

  it('a prefix query matches every word it starts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{0,6}$/), (a, rest) => {
        expect(matchTypos(q(a, true), a + rest)).toBe(0);
      }),
    );
  });
});
