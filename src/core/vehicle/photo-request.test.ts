import { describe, expect, it } from 'vitest';
import { offersPhotoRequest, photoCount } from './photo-request.ts';

const img = { image: { url: '/a.jpg' } };
const photos = (n: number) => Array.from({ length: n }, () => img);

describe('offersPhotoRequest (3 or fewer photos)', () => {
  it.each<[string, Parameters<typeof offersPhotoRequest>[0], boolean]>([
    ['no photos at all', { status: 'in_stock', images: [] }, true],
    ['images missing, photos_count 0', { status: 'in_stock', images: null, photos_count: 0 }, true],
    ['one photo', { status: 'in_stock', images: photos(1) }, true],
    ['three photos (the limit)', { status: 'in_stock', images: photos(3) }, true],
    ['four photos', { status: 'in_stock', images: photos(4) }, false],
    ['no images listed but the feed counts 12', { status: 'in_stock', images: [], photos_count: 12 }, false],
    ['images win over photos_count', { status: 'in_stock', images: photos(2), photos_count: 20 }, true],
    ['coming soon with one photo', { status: 'coming_soon', images: photos(1) }, true],
    ['sold by status', { status: 'sold', images: photos(1) }, false],
    ['sold flag on an in-stock car', { status: 'in_stock', sold: true, images: photos(1) }, false],
  ])('%s', (_name, car, expected) => {
    expect(offersPhotoRequest(car)).toBe(expected);
  });

  it('counts a negative photos_count as none', () => {
    expect(photoCount({ photos_count: -2 })).toBe(0);
  });
});
