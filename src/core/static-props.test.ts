import { describe, expect, it, vi } from 'vitest';
import { LIST_HEADER, paramsId, staticProps } from './static-props.ts';

describe('paramsId', () => {
  it.each([
    [
      { a: '1', b: 'x' },
      { b: 'x', a: '1' },
    ],
    [{ z: 3 }, { z: '3' }],
    [{ path: undefined }, { path: '' }],
  ])('%o and %o are the same params', (a, b) => expect(paramsId(a)).toBe(paramsId(b)));

  it('tells different values apart', () => expect(paramsId({ slug: 'a' })).not.toBe(paramsId({ slug: 'b' })));
});

describe('staticProps', () => {
  const entries = [
    { params: { slug: 'a' }, props: { n: 1 }, cacheKey: 'ka' },
    { params: { slug: 'b' }, props: { n: 2 } },
  ];
  const request = (headers: Record<string, string> = {}) => ({ headers: new Headers(headers) });
  const at = (slug: string, headers: Record<string, string> = {}) => ({
    isPrerendered: false,
    props: {} as { n: number },
    params: { slug },
    request: request(headers),
  });

  it("gives a prerendered page Astro's props", async () => {
    const paths = vi.fn(() => entries);
    const astro = { isPrerendered: true, props: { n: 9 }, params: { slug: 'a' }, request: request() };
    expect(await staticProps(astro, paths)).toEqual({ n: 9 });
    expect(paths).not.toHaveBeenCalled();
  });

  it('finds a page rendered on request by its params, calling getStaticPaths once', async () => {
    const paths = vi.fn(async () => entries);
    expect(await staticProps(at('b'), paths)).toEqual({ n: 2 });
    expect(await staticProps(at('a'), paths)).toEqual({ n: 1 });
    expect(paths).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for params it does not list', async () => {
    const answer = await staticProps(at('c'), async () => entries);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(404);
  });

  it('lists its entries with their keys when asked', async () => {
    const answer = (await staticProps(at('[slug]', { [LIST_HEADER]: '1' }), async () => entries)) as Response;
    expect(await answer.json()).toEqual([
      { params: { slug: 'a' }, cacheKey: 'ka' },
      { params: { slug: 'b' }, cacheKey: null },
    ]);
  });
});
