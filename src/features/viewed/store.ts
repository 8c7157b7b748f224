/**
 * The recently viewed cars, persisted in localStorage under 'dealer:viewed-cars'
 * (My Garage reads it). The vehicle page records a view with viewed.ts's
 * `recordViewedCar`, straight in storage.
 */
import { persistentAtom } from '@nanostores/persistent';
import { decodeViewed, VIEWED_STORAGE_KEY, type ViewedCar } from './viewed.ts';

export type { ViewedCar } from './viewed.ts';

export const $viewedCars = persistentAtom<ViewedCar[]>(VIEWED_STORAGE_KEY, [], {
  encode: (list) => JSON.stringify(list),
  decode: decodeViewed,
});
