import { describe, expect, it } from 'vitest';
import { fillPattern, pageFile, renderPlan, routePattern } from './urls.ts';

describe('routePattern', () => {
  it.each([
    ['index.astro', '/'],
    ['cars/[slug].astro', '/cars/[slug]'],
    ['models/index.astro', '/models'],
    ['search/[...path].astro', '/search/[...path]'],
    ['map-tiles/[z]/[x]/[y].png.ts', '/map-tiles/[z]/[x]/[y].png'],
    ['search-index.json.ts', '/search-index.json'],
    ['404.astro', '/404'],
  ])('%s -> %s', (file, pattern) => expect(routePattern(file)).toBe(pattern));
});

describe('fillPattern', () => {
  it.each([
    ['/cars/[slug]', { slug: 'a-car' }, '/cars/a-car'],
    ['/search/[...path]', { path: 'used-cars/page/2' }, '/search/used-cars/page/2'],
    ['/search/[...path]', { path: undefined }, '/search'],
    ['/map-tiles/[z]/[x]/[y].png', { z: 3, x: 1, y: 2 }, '/map-tiles/3/1/2.png'],
    ['/', {}, '/'],
  ])('%s with %o -> %s', (pattern, params, url) => expect(fillPattern(pattern, params)).toBe(url));

  it('fails on a missing value of a plain param', () => {
    expect(() => fillPattern('/cars/[slug]', {})).toThrow(/slug/);
  });
});

describe('pageFile', () => {
  it.each([
    ['/', false, 'index.html'],
    ['/cars/a-car', false, 'cars/a-car.html'],
    ['/models', false, 'models.html'],
    ['/search-index.json', true, 'search-index.json'],
    ['/map-tiles/3/1/2.png', true, 'map-tiles/3/1/2.png'],
  ])('%s -> %s', (url, endpoint, file) => expect(pageFile(url, endpoint)).toBe(file));
});

describe('renderPlan', () => {
  const map = (entries: Array<[string, string | null]>) => new Map(entries);
  it('renders everything without a previous release', () => {
    expect(
      renderPlan(
        null,
        map([
          ['/a', 'k'],
          ['/b', null],
        ]),
      ),
    ).toEqual({ render: ['/a', '/b'], kept: [], removed: [] });
  });
  it('renders new, changed and unkeyed pages, keeps the rest and removes the pages gone', () => {
    const previous = map([
      ['/same', 'k1'],
      ['/changed', 'k2'],
      ['/unkeyed', null],
      ['/gone', 'k4'],
    ]);
    const current = map([
      ['/same', 'k1'],
      ['/changed', 'k2b'],
      ['/unkeyed', null],
      ['/new', 'k5'],
    ]);
    expect(renderPlan(previous, current)).toEqual({
      render: ['/changed', '/unkeyed', '/new'],
      kept: ['/same'],
      removed: ['/gone'],
    });
  });
});
