import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsPerTest } from '../../../tests/temp-dirs.ts';
import { writeFilesIfChanged } from './write.ts';

const tempDir = tempDirsPerTest('seo-files');
const old = new Date('2026-01-01T00:00:00Z');

describe('writeFilesIfChanged', () => {
  it('writes new and changed files, leaves unchanged ones untouched and removes those no longer made', () => {
    const out = tempDir();
    writeFileSync(join(out, 'robots.txt'), 'same');
    writeFileSync(join(out, 'sitemap-search.xml'), 'old');
    writeFileSync(join(out, 'sitemap-vehicles-2.xml'), 'gone');
    for (const name of ['robots.txt', 'sitemap-search.xml']) utimesSync(join(out, name), old, old);
    const result = writeFilesIfChanged(
      out,
      new Map([
        ['robots.txt', 'same'],
        ['sitemap-search.xml', 'new'],
        ['feeds/google.tsv', 'rows'],
      ]),
      ['robots.txt', 'sitemap-search.xml', 'sitemap-vehicles-2.xml'],
    );
    expect(result).toEqual({
      written: ['sitemap-search.xml', 'feeds/google.tsv'],
      unchanged: 1,
      removed: ['sitemap-vehicles-2.xml'],
    });
    expect(statSync(join(out, 'robots.txt')).mtimeMs).toBe(old.getTime());
    expect(readFileSync(join(out, 'feeds/google.tsv'), 'utf8')).toBe('rows');
  });
});
