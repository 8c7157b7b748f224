import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDirsPerTest } from '../../../tests/temp-dirs.ts';

// write.ts reads the tenant being built on import (src/site.ts); writeFeeds itself needs none of it.
vi.mock('../../site.ts', () => ({ site: {}, buildNow: new Date(0) }));
const { writeFeeds } = await import('./write.ts');

const tempDir = tempDirsPerTest('similar-feed');
const old = new Date('2026-01-01T00:00:00Z');

describe('writeFeeds', () => {
  it('writes new and changed feeds, leaves unchanged files untouched and removes those of cars gone', () => {
    const out = tempDir();
    mkdirSync(join(out, 'similar'));
    writeFileSync(join(out, 'similar', '1.json'), '{"cards":[]}');
    writeFileSync(join(out, 'similar', '2.json'), '{"cards":[{"id":1}]}');
    writeFileSync(join(out, 'similar', '3.json'), '{"cards":[]}');
    for (const name of ['1.json', '2.json', '3.json']) utimesSync(join(out, 'similar', name), old, old);

    const result = writeFeeds(
      out,
      new Map([
        [1, '{"cards":[]}'],
        [2, '{"cards":[{"id":4}]}'],
        [5, '{"cards":[{"id":1}]}'],
      ]),
    );

    expect(result).toEqual({ written: 2, unchanged: 1, removed: 1 });
    expect(readdirSync(join(out, 'similar')).sort()).toEqual(['1.json', '2.json', '5.json']);
    expect(statSync(join(out, 'similar', '1.json')).mtimeMs).toBe(old.getTime());
    expect(readFileSync(join(out, 'similar', '2.json'), 'utf8')).toBe('{"cards":[{"id":4}]}');
    expect(readFileSync(join(out, 'similar', '5.json'), 'utf8')).toBe('{"cards":[{"id":1}]}');
  });
});

describe('writeFeeds with its sidecar', () => {
  it('knows unchanged files from the sidecar, and rewrites a file changed since it was written', () => {
    const out = tempDir();
    const sidecar = join(tempDir(), 'cache', 'written.json');
    const feeds = new Map([
      [1, '{"cards":[{"id":2}]}'],
      [2, '{"cards":[{"id":1}]}'],
    ]);
    expect(writeFeeds(out, feeds, sidecar)).toEqual({ written: 2, unchanged: 0, removed: 0 });
    expect(writeFeeds(out, feeds, sidecar)).toEqual({ written: 0, unchanged: 2, removed: 0 });
    // Same size, other bytes, written by someone else: its mtime no longer matches the sidecar.
    writeFileSync(join(out, 'similar', '2.json'), '{"cards":[{"id":9}]}');
    utimesSync(join(out, 'similar', '2.json'), old, old);
    expect(writeFeeds(out, feeds, sidecar)).toEqual({ written: 1, unchanged: 1, removed: 0 });
    expect(readFileSync(join(out, 'similar', '2.json'), 'utf8')).toBe('{"cards":[{"id":1}]}');
    // A new text for a file: written, whatever the sidecar says of the old one.
    feeds.set(1, '{"cards":[{"id":3}]}');
    expect(writeFeeds(out, feeds, sidecar)).toEqual({ written: 1, unchanged: 1, removed: 0 });
    expect(readFileSync(join(out, 'similar', '1.json'), 'utf8')).toBe('{"cards":[{"id":3}]}');
  });
});
