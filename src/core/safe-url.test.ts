import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-url.ts';

describe('safeHref', () => {
  it.each<[string | null | undefined, string | null]>([
    ['https://www.example.com/a?b=1', 'https://www.example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['/locations/metro-toyota', '/locations/metro-toyota'],
    ['/search/used-cars?page=2#top', '/search/used-cars?page=2#top'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['mailto:a@b.c', null],
    ['relative/path', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (raw, expected) => {
    expect(safeHref(raw)).toBe(expected);
  });
});
