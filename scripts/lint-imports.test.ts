import { describe, expect, it } from 'vitest';
import { cycles, importsOf, internalImports, isInternalImport } from './lint-imports.ts';

describe('importsOf', () => {
  it('finds imports, type imports, re-exports and dynamic imports', () => {
    const code = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "const e = await import('./e.ts');",
      "type F = typeof import('./f.ts');",
      'export const x = [a, e];',
    ].join('\n');
    expect(importsOf('x.ts', code)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.ts']);
  });
});

describe('cycles', () => {
  it('finds each group of files that import each other, and a file importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('finds none in a tree', () => {
    expect(
      cycles(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('isInternalImport', () => {
  it.each([
    ['astro/dist/core/build/generate.js', true],
    ['astro/dist', true],
    ['astro/dist/', true],
    ['astro', false],
    ['astro/app', false],
    ['astro/app/entrypoint', false],
    ['astro:content', false],
    ['astro/loaders', false],
    ['./astro/dist/x.ts', false],
    ['my-astro/dist/x.js', false],
  ])('%s -> %s', (specifier, internal) => {
    expect(isInternalImport(specifier)).toBe(internal);
  });
});

describe('the project', () => {
  // A read of every source file: about 2 s alone, more beside the other test files on two cores.
  it('imports nothing from astro/dist in src/ or scripts/ (Astro stays on a caret range)', { timeout: 30_000 }, () => {
    const found = internalImports(process.cwd(), ['src', 'scripts']);
    expect([...found.keys()]).toEqual([]);
  });
});
