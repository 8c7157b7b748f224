import { describe, expect, it } from 'vitest';
import { importPagesOnce } from './page-modules.ts';

describe('importPagesOnce', () => {
  it('imports each page module once, however many pages render from it', async () => {
    const imports: string[] = [];
    const loader = (name: string) => () => {
      imports.push(name);
      return Promise.resolve({ page: name });
    };
    const manifest = {
      pageMap: new Map([
        ['src/pages/cars/[slug].astro', loader('car')],
        ['src/pages/index.astro', loader('home')],
      ]),
    };
    importPagesOnce(manifest);
    const car = manifest.pageMap.get('src/pages/cars/[slug].astro')!;
    const pages = await Promise.all([car(), car(), car(), manifest.pageMap.get('src/pages/index.astro')!()]);
    expect(pages).toEqual([{ page: 'car' }, { page: 'car' }, { page: 'car' }, { page: 'home' }]);
    expect(imports).toEqual(['car', 'home']);
  });

  it('leaves a manifest without a page map alone', () => {
    const manifest = {};
    importPagesOnce(manifest);
    expect(manifest).toEqual({});
  });
});
