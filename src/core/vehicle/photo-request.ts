/**
 * When a vehicle page offers 'Request more photos' (SPEC.md §3 "Photo request form: hidden field
 * Request Photos and a message textarea"; offered to cars with 3 or fewer photos).
 */
import type { CarTagFields } from '../types.ts';
import { showsAsSold } from './availability.ts';

/** The most photos a car can have and still offer the photo request. */
export const PHOTO_REQUEST_MAX_PHOTOS = 3;

/** The action's label (ours: the spec names the form, not the button). */
export const REQUEST_MORE_PHOTOS_TEXT = 'Request more photos';

/** The photos a car shows: its gallery's images, else the feed's photos_count, else none. */
export function photoCount(car: {
  images?: readonly unknown[] | null | undefined;
  photos_count?: number | null | undefined;
}): number {
  const images = car.images?.length ?? 0;
  return images > 0 ? images : Math.max(0, car.photos_count ?? 0);
}

/**
 * Whether the car offers the photo request: it has at most {@link PHOTO_REQUEST_MAX_PHOTOS}
 * photos (none counts) and is not shown as sold ({@link showsAsSold}: a sold car's page offers
 * only 'Find Me Something Similar').
 */
export function offersPhotoRequest(
  car: Pick<CarTagFields, 'status' | 'sold'> & {
    images?: readonly unknown[] | null | undefined;
    photos_count?: number | null | undefined;
  },
): boolean {
  return !showsAsSold(car) && photoCount(car) <= PHOTO_REQUEST_MAX_PHOTOS;
}
