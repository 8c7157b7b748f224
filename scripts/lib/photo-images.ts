// Photo-weight stand-ins for the sample images, for benchmarks that count bytes on the wire
// (`npm run bench:lighthouse`). The sample images are small flat SVGs; a dealer's photos are
// JPEGs from the image CDN at the width the page asks for (`?w=&q=`, src/core/images.ts). Served
// as they are, the SVGs make every image-heavy page look lighter than it is. This answers an image
// request that carries a width with the same picture as a JPEG of that width and quality, with
// grain over it so it weighs what a photo of that size does (about 1.2-1.4 bits a pixel at q=75:
// ~65 KB at 768 px wide, ~160 KB at 1200 px).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

/** Grain strength: chosen so a 4:3 picture at q=75 weighs what a car photo of its size does. */
const GRAIN_SIGMA = 60;
/** Widths a request may ask for (the CDN's own limit; bounds the work one request can cause). */
const MAX_WIDTH = 2400;

const IMAGE = /\.(svg|png|jpe?g|webp)$/i;

/** The JPEG for an image path and its `w`/`q` query, or null when the request is not an image at a width. */
export async function photoFor(root: string, url: URL): Promise<Buffer | null> {
  const width = Number(url.searchParams.get('w'));
  const quality = Number(url.searchParams.get('q') ?? '75');
  if (!IMAGE.test(url.pathname) || !Number.isInteger(width) || width < 1 || width > MAX_WIDTH) return null;
  const base = resolve(root);
  const file = join(base, decodeURIComponent(url.pathname));
  if (!file.startsWith(base) || !existsSync(file)) return null;
  const picture = sharp(readFileSync(file), { density: 144 }).resize({ width }).removeAlpha();
  const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: {
      width: info.width,
      height: info.height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: GRAIN_SIGMA },
    },
  })
    .png()
    .toBuffer();
  return sharp(data, { raw: info })
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: Number.isInteger(quality) && quality >= 1 && quality <= 100 ? quality : 75 })
    .toBuffer();
}

/** A cache of {@link photoFor} by URL: Lighthouse loads the same images page after page. */
export function photoServer(root: string): (url: URL) => Promise<Buffer | null> {
  const made = new Map<string, Promise<Buffer | null>>();
  return (url) => {
    const key = url.pathname + url.search;
    let photo = made.get(key);
    if (!photo) {
      photo = photoFor(root, url);
      made.set(key, photo);
    }
    return photo;
  };
}
