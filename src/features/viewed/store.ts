/** The recently viewed cars, persisted in localStorage under 'dealer:viewed-cars'. */
import { persistentAtom } from '@nanostores/persistent';
import { decodeViewed, VIEWED_STORAGE_KEY, withViewed, type ViewedCar } from './viewed.ts';

export type { ViewedCar } from './viewed.ts';

export const $viewedCars = persistentAtom<ViewedCar[]>(VIEWED_STORAGE_KEY, [], {
  encode: (list) => JSON.stringify(list),
  decode: decodeViewed,
});

/** Records a view of the car: first in the list, at most 20 kept. */
export function recordViewedCar(car: ViewedCar): void {
  $viewedCars.set(withViewed($viewedCars.get(), car));
}
