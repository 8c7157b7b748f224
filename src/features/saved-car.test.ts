import { describe, expect, it } from 'vitest';
import { isSavedOnDevice, keepsSavedCars } from './saved-car.ts';
import { COMPARE_STORAGE_KEY } from './compare/compare.ts';
import { FAVOURITES_STORAGE_KEY } from './favourites/favourites.ts';
import { WATCHLIST_STORAGE_KEY } from './watchlist/watchlist.ts';

const entry = (id: number) => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'Aqua',
  primary_image_url: null,
});
const storage = (values: Record<string, string>): Pick<Storage, 'getItem'> => ({
  getItem: (key) => values[key] ?? null,
});

describe('isSavedOnDevice', () => {
  it.each([
    ['nothing stored', {}, false],
    ['a favourite', { [FAVOURITES_STORAGE_KEY]: JSON.stringify([entry(1), entry(7)]) }, true],
    ['another favourite only', { [FAVOURITES_STORAGE_KEY]: JSON.stringify([entry(1)]) }, false],
    ["in a user's watchlist", { [WATCHLIST_STORAGE_KEY]: JSON.stringify({ '0211234567': [entry(7)] }) }, true],
    [
      "in another user's watchlist on this device",
      { [WATCHLIST_STORAGE_KEY]: JSON.stringify({ a: [], b: [entry(7)] }) },
      true,
    ],
    ['the id as text', { [FAVOURITES_STORAGE_KEY]: JSON.stringify([{ id: '7' }]) }, false],
    ['unreadable values', { [FAVOURITES_STORAGE_KEY]: '{oops', [WATCHLIST_STORAGE_KEY]: '[null, 7]' }, false],
  ])('%s', (_, values, expected) => {
    expect(isSavedOnDevice(7, storage(values))).toBe(expected);
  });
});

describe('keepsSavedCars', () => {
  it.each([
    ['nothing stored', {}, false],
    [
      'empty lists',
      { [FAVOURITES_STORAGE_KEY]: '[]', [WATCHLIST_STORAGE_KEY]: '{"a":[]}', [COMPARE_STORAGE_KEY]: '[]' },
      false,
    ],
    ['a favourite', { [FAVOURITES_STORAGE_KEY]: JSON.stringify([entry(1)]) }, true],
    ["a user's watchlist", { [WATCHLIST_STORAGE_KEY]: JSON.stringify({ a: [], b: [entry(7)] }) }, true],
    ['a car to compare', { [COMPARE_STORAGE_KEY]: JSON.stringify([entry(3)]) }, true],
    ['unreadable values', { [FAVOURITES_STORAGE_KEY]: '{oops' }, false],
  ])('%s: %s', (_, values, expected) => {
    expect(keepsSavedCars(storage(values))).toBe(expected);
  });
});
