import { beforeEach, describe, expect, it } from 'vitest';
import {
  decodeSavedSearches,
  renamedSavedSearch,
  restoredSavedSearch,
  SAVED_SEARCHES_MAX,
  withoutSavedSearch,
  withSavedSearch,
  type SavedSearch,
} from './saved-searches.ts';
import { $savedSearches, deleteSavedSearch, renameSavedSearch, restoreSavedSearch, saveSearch } from './store.ts';

const hilux: SavedSearch = {
  url: '/search/toyota/hilux?refinementList%5Bcar_type%5D%5B0%5D=used',
  name: 'Used Toyota HiLux',
  savedAt: '2026-12-01T00:00:00.000Z',
};
const suvs: SavedSearch = { url: '/search/suv-cars', name: 'SUV Cars', savedAt: '2026-12-01T01:00:00.000Z' };
const utes: SavedSearch = { url: '/search/ute-cars', name: 'Ute Cars', savedAt: '2026-12-01T02:00:00.000Z' };

describe('saved search list rules', () => {
  it.each<[string, SavedSearch[], SavedSearch[]]>([
    ['adds a new search at the top', withSavedSearch([hilux], suvs), [suvs, hilux]],
    ['keeps one entry per URL, and its name', withSavedSearch([hilux], { ...hilux, name: 'Other' }), [hilux]],
    [
      'renames by URL',
      renamedSavedSearch([hilux, suvs], suvs.url, '  Family SUVs '),
      [hilux, { ...suvs, name: 'Family SUVs' }],
    ],
    ['an empty rename keeps the old name', renamedSavedSearch([hilux], hilux.url, '   '), [hilux]],
    ['removes by URL', withoutSavedSearch([hilux, suvs], hilux.url), [suvs]],
    ['undo puts it back where it was', restoredSavedSearch([hilux, utes], suvs, 1), [hilux, suvs, utes]],
    ['undo past the end goes last', restoredSavedSearch([hilux], suvs, 9), [hilux, suvs]],
    ['undo of a search saved again adds nothing', restoredSavedSearch([suvs], suvs, 0), [suvs]],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('keeps at most SAVED_SEARCHES_MAX, dropping the oldest', () => {
    const many = Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => ({ ...suvs, url: `/search/x-${i}` }));
    const next = withSavedSearch(many, hilux);
    expect(next).toHaveLength(SAVED_SEARCHES_MAX);
    expect(next[0]).toEqual(hilux);
    expect(next.at(-1)?.url).toBe(`/search/x-${SAVED_SEARCHES_MAX - 2}`);
  });

  it.each<[string, string | null, SavedSearch[]]>([
    ['a stored list', JSON.stringify([hilux, suvs]), [hilux, suvs]],
    ['nothing stored', null, []],
    ['not JSON', 'nope', []],
    ['not a list', '{"url":"/search/x"}', []],
    ['repeated URLs once', JSON.stringify([hilux, { ...hilux, name: 'again' }]), [hilux]],
    [
      "entries that are not this site's search pages dropped",
      JSON.stringify([
        { ...hilux, url: 'javascript:alert(1)' },
        { ...hilux, url: 'https://evil.example/search/x' },
        { ...hilux, url: '//evil.example/search' },
        { ...hilux, url: '/search/\\evil.example' },
        { ...hilux, url: '/search/x\njavascript:1' },
        { ...hilux, name: '' },
        { url: '/search/x' },
        suvs,
      ]),
      [suvs],
    ],
  ])('reads %s defensively', (_label, text, expected) => {
    expect(decodeSavedSearches(text)).toEqual(expected);
  });
});

describe('saved searches store', () => {
  beforeEach(() => {
    $savedSearches.set([]);
  });

  it('saving the same search twice keeps one entry and says it existed', () => {
    expect(saveSearch(hilux)).toEqual({ entry: hilux, existed: false });
    expect(saveSearch({ ...hilux, name: 'Again', savedAt: '2026-12-02T00:00:00.000Z' })).toEqual({
      entry: hilux,
      existed: true,
    });
    expect($savedSearches.get()).toEqual([hilux]);
  });

  it('renames, deletes and undoes', () => {
    saveSearch(hilux);
    saveSearch(suvs);
    renameSavedSearch(hilux.url, 'My ute');
    expect($savedSearches.get().map((s) => s.name)).toEqual(['SUV Cars', 'My ute']);
    const removed = deleteSavedSearch(suvs.url);
    expect(removed).toEqual({ entry: suvs, index: 0 });
    expect($savedSearches.get().map((s) => s.url)).toEqual([hilux.url]);
    restoreSavedSearch(suvs, 0);
    expect($savedSearches.get().map((s) => s.url)).toEqual([suvs.url, hilux.url]);
    expect(deleteSavedSearch('/search/none')).toBeNull();
  });
});
