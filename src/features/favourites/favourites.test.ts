import { beforeEach, describe, expect, it } from 'vitest';
import {
  decodeFavourites,
  isFavourite,
  toggledFavourite,
  withFavourite,
  withoutFavourite,
  type FavouriteEntry,
} from './favourites.ts';
import { $favourites, addFavourite, removeFavourite, toggleFavourite } from './store.ts';

const hilux: FavouriteEntry = {
  id: 7,
  name: '2022 Toyota HiLux SR5',
  slug: '2022-toyota-hilux-sr5-abc',
  make: 'Toyota',
  model: 'HiLux',
  primary_image_url: 'https://img.example.com/hilux.jpg',
};
const corolla: FavouriteEntry = { ...hilux, id: 8, name: '2021 Toyota Corolla', slug: 'corolla', model: 'Corolla' };

describe('favourite list rules', () => {
  it('adds at the end without duplicates, removes by id, toggles', () => {
    expect(withFavourite([hilux], corolla)).toEqual([hilux, corolla]);
    expect(withFavourite([hilux, corolla], { ...hilux, name: 'renamed' })).toEqual([
      corolla,
      { ...hilux, name: 'renamed' },
    ]);
    expect(withoutFavourite([hilux, corolla], 7)).toEqual([corolla]);
    expect(toggledFavourite([hilux], hilux)).toEqual([]);
    expect(toggledFavourite([], hilux)).toEqual([hilux]);
    expect(isFavourite([hilux], 7)).toBe(true);
    expect(isFavourite([hilux], 8)).toBe(false);
  });

  it('reads stored text defensively', () => {
    expect(decodeFavourites(JSON.stringify([hilux]))).toEqual([hilux]);
    expect(decodeFavourites('not json')).toEqual([]);
    expect(decodeFavourites('{"id":1}')).toEqual([]);
    expect(decodeFavourites(null)).toEqual([]);
    expect(decodeFavourites(JSON.stringify([hilux, { id: 'x' }, null]))).toEqual([hilux]);
  });
});

describe('favourites store', () => {
  beforeEach(() => {
    $favourites.set([]);
  });

  it('actions change the atom', () => {
    addFavourite(hilux);
    addFavourite(corolla);
    expect($favourites.get().map((f) => f.id)).toEqual([7, 8]);
    removeFavourite(7);
    expect($favourites.get()).toEqual([corolla]);
    expect(toggleFavourite(corolla)).toBe(false);
    expect(toggleFavourite(hilux)).toBe(true);
    expect($favourites.get()).toEqual([hilux]);
  });
});
