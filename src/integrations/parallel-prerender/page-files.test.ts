import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isWrittenPage, pageFileMapper, PageWriter, type PageFilesConfig } from './page-files.ts';
import { tempDirsPerTest } from '../../../tests/temp-dirs.ts';

const tempDir = tempDirsPerTest('page-files');

function config(overrides: Partial<PageFilesConfig> = {}): { config: PageFilesConfig; outDir: string } {
  const root = tempDir();
  const outDir = join(root, 'dist');
  const publicDir = join(root, 'public');
  mkdirSync(join(publicDir, 'sample-images'), { recursive: true });
  writeFileSync(join(publicDir, 'robots.html'), 'a file the dealer shipped');
  writeFileSync(join(publicDir, 'sample-images', 'logo.svg'), '<svg/>');
  return {
    outDir,
    config: {
      outDir: pathToFileURL(`${outDir}/`),
      publicDir: pathToFileURL(`${publicDir}/`),
      base: '/',
      build: { format: 'file' },
      ...overrides,
    },
  };
}

describe('pageFileMapper', () => {
  it('maps a page request to its file under the output folder', () => {
    const { config: c, outDir } = config();
    const fileOf = pageFileMapper(c);
    expect(fileOf?.('http://localhost/cars/2021-toyota-hilux-sr-abc123.html')).toBe(
      join(outDir, 'cars', '2021-toyota-hilux-sr-abc123.html'),
    );
    expect(fileOf?.('http://localhost/index.html')).toBe(join(outDir, 'index.html'));
    expect(fileOf?.('http://localhost/search/land%20rover.html')).toBe(join(outDir, 'search', 'land rover.html'));
  });

  it('leaves to Astro what it names or skips itself', () => {
    const fileOf = pageFileMapper(config().config);
    // Endpoints and the root, whose file name Astro decides.
    expect(fileOf?.('http://localhost/search-index.json')).toBeNull();
    expect(fileOf?.('http://localhost/')).toBeNull();
    // A page that would overwrite a file from public/: Astro warns and keeps the public file.
    expect(fileOf?.('http://localhost/robots.html')).toBeNull();
  });

  it('keeps every file inside the output folder', () => {
    const { config: c, outDir } = config();
    // The URL parser resolves dot segments, encoded or not, at the root at most.
    expect(pageFileMapper(c)?.('http://localhost/cars/%2e%2e/%2e%2e/etc.html')).toBe(join(outDir, 'etc.html'));
  });

  it('is off for the other build formats and for a base path', () => {
    expect(pageFileMapper(config({ build: { format: 'directory' } }).config)).toBeNull();
    expect(pageFileMapper(config({ base: '/dealer' }).config)).toBeNull();
  });
});

describe('PageWriter', () => {
  it('writes each page to its file, making folders as needed', () => {
    const dir = tempDir();
    const writer = new PageWriter();
    const encode = (text: string) => new TextEncoder().encode(text);
    writer.write(join(dir, 'cars', 'a.html'), encode('<h1>Car A</h1>'));
    writer.write(join(dir, 'cars', 'b.html'), encode('<h1>Car B — $32,990</h1>'));
    writer.write(join(dir, 'index.html'), encode('<h1>Home</h1>'));
    expect(readFileSync(join(dir, 'cars', 'a.html'), 'utf8')).toBe('<h1>Car A</h1>');
    expect(readFileSync(join(dir, 'cars', 'b.html'), 'utf8')).toBe('<h1>Car B — $32,990</h1>');
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('<h1>Home</h1>');
  });
});

describe('isWrittenPage', () => {
  it.each([
    [200, true],
    [404, true],
    [500, true],
    [301, false],
    [302, false],
  ])('status %i -> %s (Astro turns a redirect into its own page)', (status, expected) => {
    expect(isWrittenPage(status)).toBe(expected);
  });
});
