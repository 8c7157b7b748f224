import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAKES, MAKES_WITHOUT_LOGO } from './catalog/makes.ts';
import { CAR_BODY_KEYS, COLOUR_VARIANTS, SPIN_FRAME_COUNT } from './image-catalog.ts';
import { DEFAULT_IMAGE_DIR, renderImages } from './images.ts';
import { slugify } from './text.ts';

const files = renderImages();

describe('placeholder images', () => {
  it('are small SVG documents (< 3 KB)', () => {
    for (const [path, svg] of files) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="'), path).toBe(true);
      expect(Buffer.byteLength(svg), path).toBeLessThan(3 * 1024);
    }
  });

  it.each(
    CAR_BODY_KEYS.flatMap((key) => Array.from({ length: COLOUR_VARIANTS }, (_, i) => `cars/${key}-${i + 1}.svg`)),
  )('%s is a 4:3 (800x600) vehicle image', (path) => {
    expect(files.get(path)).toContain('viewBox="0 0 800 600"');
  });

  it('has 36 different spin frames, each naming its angle', () => {
    const frames = Array.from({ length: SPIN_FRAME_COUNT }, (_, i) =>
      files.get(`spin/frame-${String(i).padStart(2, '0')}.svg`),
    );
    expect(frames.every((f) => f !== undefined)).toBe(true);
    expect(new Set(frames).size).toBe(36);
    expect(frames[9]).toContain('>90°<');
    expect(frames[35]).toContain('>350°<');
  });

  it('has a logo for every make with a logo and none for the makes without', () => {
    for (const [name] of MAKES)
      expect(files.has(`logos/${slugify(name)}.svg`), name).toBe(!MAKES_WITHOUT_LOGO.has(name));
    expect(files.has('not-found-logo.svg')).toBe(true);
    expect(files.has('coming-soon.svg')).toBe(true);
  });

  it('escapes text (a make name with & would break the XML)', () => {
    for (const [, svg] of files) expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });

  it('renders the same bytes twice', () => {
    expect([...renderImages()]).toEqual([...files]);
  });

  it('public/sample-images holds exactly the rendered files (run node scripts/sample-data/images.ts)', () => {
    for (const [path, svg] of files) {
      const file = join(DEFAULT_IMAGE_DIR, path);
      expect(existsSync(file), path).toBe(true);
      expect(readFileSync(file, 'utf8'), path).toBe(svg);
    }
  });
});
