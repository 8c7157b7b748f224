import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { photoFor } from './photo-images.ts';

const root = 'public';
const at = (path: string) => new URL(path, 'http://site');

describe('photo-weight stand-ins for the sample images', () => {
  it.each([
    [400, 12, 40],
    [768, 40, 110],
    [1200, 100, 260],
  ])('a %i px request is a JPEG of that width weighing what a photo does (%i-%i KB)', async (width, min, max) => {
    const jpeg = (await photoFor(root, at(`/sample-images/cars/hatch-1.svg?w=${width}&q=75`)))!;
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', width]);
    expect(jpeg.length / 1024).toBeGreaterThan(min);
    expect(jpeg.length / 1024).toBeLessThan(max);
  });

  it('answers only image requests with a width, inside the site', async () => {
    expect(await photoFor(root, at('/sample-images/cars/hatch-1.svg'))).toBeNull();
    expect(await photoFor(root, at('/sample-images/cars/hatch-1.svg?w=99999'))).toBeNull();
    expect(await photoFor(root, at('/robots.txt?w=400'))).toBeNull();
    expect(await photoFor(root, at('/sample-images/cars/none.svg?w=400'))).toBeNull();
    expect(await photoFor(root, at('/%2e%2e/package.json?w=400'))).toBeNull();
  });
});
