import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../tests/temp-dirs.ts';
import { compareBuilds, normalise, sortCspSources } from './compare-builds.ts';

const tempDir = tempDirsPerTest('compare-builds');

function write(root: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const island = (uid: string, hash: string) =>
  `<astro-island uid="${uid}" prefix="r0" component-url="/_astro/SearchIsland.${hash}.js" renderer-url="/_astro/client.${hash}.js" props="{}"></astro-island>`;

describe('compareBuilds', () => {
  it('ignores asset hashes, island uids and scoped-style ids', () => {
    const before = write(tempDir(), {
      'a/index.html': `<div data-astro-cid-abcd1234>${island('Z1abc', 'Ck2Khk1i')}</div>`,
      'a/_astro/SearchIsland.Ck2Khk1i.js': 'import"./client.Ck2Khk1i.js";',
      'a/_astro/client.Ck2Khk1i.js': 'export{}',
    });
    const after = write(tempDir(), {
      'a/index.html': `<div data-astro-cid-zzzz9999>${island('Z9xyz', 'B_x-9aaa')}</div>`,
      'a/_astro/SearchIsland.B_x-9aaa.js': 'import"./client.B_x-9aaa.js";',
      'a/_astro/client.B_x-9aaa.js': 'export{}',
    });
    expect(compareBuilds(before, after)).toEqual({ compared: 3, onlyBefore: [], onlyAfter: [], differing: [] });
  });

  it('reports changed, missing and added files with a short diff', () => {
    const before = write(tempDir(), {
      'a/index.html': '<p>one</p><p>two</p><p>three</p>',
      'a/gone.html': '<p>x</p>',
      'a/_astro/x.Ck2Khk1i.js': 'let a=1',
    });
    const after = write(tempDir(), {
      'a/index.html': '<p>one</p><p>2</p><p>three</p>',
      'a/new.html': '<p>x</p>',
      'a/_astro/x.B_x-9aaa.js': 'let a=2',
    });
    const result = compareBuilds(before, after);
    expect(result.onlyBefore).toEqual(['a/gone.html']);
    expect(result.onlyAfter).toEqual(['a/new.html']);
    expect(result.differing.map((d) => d.path)).toEqual([
      'a/index.html',
      'a/_astro/x.Ck2Khk1i.js -> a/_astro/x.B_x-9aaa.js',
    ]);
    expect(result.differing[0]?.diff).toBe('    <p>\n  - two</p>\n  + 2</p>\n    <p>');
  });

  it('keeps names that only look like hashes outside asset references', () => {
    expect(normalise('<p>file.abcdefgh.js</p>')).toBe('<p>file.abcdefgh.js</p>');
  });
});

describe('sortCspSources', () => {
  const meta = (policy: string) => `<head><meta http-equiv="content-security-policy" content="${policy}"></head>`;
  it('puts the same sources of each directive in one order, whatever order they came in', () => {
    const a = meta("default-src 'self';style-src-elem 'self' 'sha256-b' 'sha256-a'; script-src 'self' 'sha256-z'");
    const b = meta("default-src 'self';style-src-elem 'sha256-a' 'self' 'sha256-b'; script-src 'sha256-z' 'self'");
    expect(sortCspSources(a)).toBe(sortCspSources(b));
  });
  it('keeps policies with different sources apart', () => {
    expect(sortCspSources(meta("style-src-elem 'sha256-a'"))).not.toBe(
      sortCspSources(meta("style-src-elem 'sha256-b'")),
    );
    expect(sortCspSources(meta("script-src 'sha256-a'"))).not.toBe(sortCspSources(meta("style-src-elem 'sha256-a'")));
  });
});
