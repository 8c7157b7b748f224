/**
 * Root-relative URLs of the placeholder images in public/sample-images/
 * (written by images.ts). Records point at these; the site's image URL
 * builder adds width and quality parameters as a CDN would.
 */

export const IMAGE_ROOT = '/sample-images';

/** Vehicle silhouettes, one per body (file prefix under cars/). */
export const CAR_BODY_KEYS = [
  'sedan',
  'hatch',
  'suv',
  'ute',
  'wagon',
  'van',
  'coupe',
  'convertible',
  'people-mover',
  'cab-chassis',
  'light-truck',
  'motorhome',
  'motorcycle',
  'caravan',
] as const;
export type CarBodyKey = (typeof CAR_BODY_KEYS)[number];

/** Colour variants per body: cars/<body>-1.svg .. cars/<body>-N.svg. */
export const COLOUR_VARIANTS = 3;

/** Gallery shots shared by all vehicles, after the exterior shot. */
export const DETAIL_SHOTS = [
  'interior-dash',
  'interior-seats',
  'interior-rear',
  'detail-wheel',
  'detail-engine',
  'detail-boot',
  'detail-rear',
  'detail-side',
  'detail-lights',
  'detail-infotainment',
] as const;
export type DetailShot = (typeof DETAIL_SHOTS)[number];

export const SPIN_FRAME_COUNT = 36;

export function carImageUrl(body: string, variant: number): string {
  return `${IMAGE_ROOT}/cars/${body}-${variant}.svg`;
}

export function detailImageUrl(shot: DetailShot): string {
  return `${IMAGE_ROOT}/cars/${shot}.svg`;
}

export function spinFrameUrl(frame: number): string {
  return `${IMAGE_ROOT}/spin/frame-${String(frame).padStart(2, '0')}.svg`;
}

/** All spin frames in rotation order (10 degrees apart). */
export const SPIN_FRAME_URLS: readonly string[] = Array.from({ length: SPIN_FRAME_COUNT }, (_, i) => spinFrameUrl(i));

/** Equirectangular (2:1) interior image for the interior 3D view. */
export const SPIN_INTERIOR_URL = `${IMAGE_ROOT}/interior-360.svg`;
export const COMING_SOON_URL = `${IMAGE_ROOT}/coming-soon.svg`;
export const NOT_FOUND_LOGO_URL = `${IMAGE_ROOT}/not-found-logo.svg`;

export function logoUrl(makeSlug: string): string {
  return `${IMAGE_ROOT}/logos/${makeSlug}.svg`;
}

export const OFFER_IMAGE_COUNT = 4;
export const SLIDE_IMAGE_COUNT = 3;
export const LOCATION_IMAGE_COUNT = 3;
export const AVATAR_COUNT = 3;

export function offerImageUrl(n: number): string {
  return `${IMAGE_ROOT}/offers/offer-${n}.svg`;
}

export function slideImageUrl(n: number): string {
  return `${IMAGE_ROOT}/slides/slide-${n}.svg`;
}

export function locationImageUrl(n: number): string {
  return `${IMAGE_ROOT}/locations/location-${n}.svg`;
}

export function avatarUrl(n: number): string {
  return `${IMAGE_ROOT}/avatars/avatar-${n}.svg`;
}
