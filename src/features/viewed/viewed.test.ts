// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  decodeViewed,
  recordViewedCar,
  VIEWED_LIMIT,
  VIEWED_STORAGE_KEY,
  withViewed,
  type ViewedCar,
} from './viewed.ts';

const car = (id: number): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make: 'Mazda',
  model: 'CX-5',
  body: 'Wagon',
  simple_body: 'suv',
  slug: `mazda-${id}`,
  name: `2021 Mazda CX-5 #${id}`,
});

describe('viewed cars', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, without repeats', () => {
    expect(withViewed([car(1), car(2)], car(2)).map((c) => c.id)).toEqual([2, 1]);
    expect(withViewed([car(1)], car(3)).map((c) => c.id)).toEqual([3, 1]);
  });

  it('keeps only the last 20 cars viewed', () => {
    expect(VIEWED_LIMIT).toBe(20);
    for (let id = 1; id <= 25; id++) recordViewedCar(car(id));
    const ids = decodeViewed(localStorage.getItem(VIEWED_STORAGE_KEY)).map((c) => c.id);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(25);
    expect(ids.at(-1)).toBe(6);
  });

  it('recording keeps what is stored; unreadable stored text starts a new list', () => {
    localStorage.setItem(VIEWED_STORAGE_KEY, JSON.stringify([car(1)]));
    recordViewedCar(car(2));
    expect(decodeViewed(localStorage.getItem(VIEWED_STORAGE_KEY)).map((c) => c.id)).toEqual([2, 1]);
    localStorage.setItem(VIEWED_STORAGE_KEY, '{broken');
    recordViewedCar(car(3));
    expect(decodeViewed(localStorage.getItem(VIEWED_STORAGE_KEY)).map((c) => c.id)).toEqual([3]);
  });

  it('reads stored text defensively', () => {
    expect(decodeViewed(JSON.stringify([car(1), { id: 2 }]))).toEqual([car(1)]);
    expect(decodeViewed('nope')).toEqual([]);
    expect(decodeViewed(JSON.stringify(Array.from({ length: 30 }, (_, i) => car(i))))).toHaveLength(20);
  });
});
