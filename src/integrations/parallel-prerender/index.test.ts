import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv, prerenderEntryPlugin, transferredResponse } from './index.ts';

describe('optionsFromEnv', () => {
  it.each([
    ['the defaults', {}, {}, { workers: 3, minPages: 1000, mainThread: true }],
    ['workers from the config', { workers: 2 }, {}, { workers: 2, minPages: 1000, mainThread: true }],
    ['PRERENDER_WORKERS=0 turns workers off', { workers: 2 }, { PRERENDER_WORKERS: '0' }, { workers: 0 }],
    ['PRERENDER_MIN_PAGES', {}, { PRERENDER_MIN_PAGES: '0' }, { minPages: 0 }],
    ['PRERENDER_MAIN_THREAD=0', {}, { PRERENDER_MAIN_THREAD: '0' }, { mainThread: false }],
    ['an empty variable is unset', { minPages: 5 }, { PRERENDER_MIN_PAGES: '' }, { minPages: 5 }],
  ])('%s', (_name, options, env, expected) => {
    expect(optionsFromEnv(options, env, 4)).toMatchObject(expected);
  });

  it.each(['-1', '1.5', 'two'])('rejects PRERENDER_WORKERS=%s naming the variable', (value) => {
    expect(() => optionsFromEnv({}, { PRERENDER_WORKERS: value }, 4)).toThrow(
      `PRERENDER_WORKERS must be a whole number >= 0, got "${value}"`,
    );
  });
});

describe('prerenderEntryPlugin', () => {
  const written = (dir: string | undefined, files: string[]) => {
    let entry: string | null = null;
    const plugin = prerenderEntryPlugin((url) => (entry = url));
    const writeBundle = plugin.writeBundle as (output: { dir?: string }, bundle: Record<string, unknown>) => void;
    writeBundle.call({}, dir === undefined ? {} : { dir }, Object.fromEntries(files.map((f) => [f, {}])));
    return entry;
  };

  it('notes the prerender entry Astro wrote, not the other chunks', () => {
    expect(written('/work/dist/a/.prerender', ['chunks/server_x.mjs', 'prerender-entry.AbC123.mjs'])).toBe(
      pathToFileURL('/work/dist/a/.prerender/prerender-entry.AbC123.mjs').href,
    );
  });

  it('notes nothing for the client and server builds', () => {
    expect(written('/work/dist/a/_astro', ['client.BrDikjgA.js', 'SearchIsland.-sQXmSms.js'])).toBeNull();
    expect(written(undefined, ['prerender-entry.AbC123.mjs'])).toBeNull();
  });
});

describe('transferredResponse', () => {
  const html = '<!doctype html><h1>2024 Toyota Corolla — $32,990</h1>';
  const bytes = new TextEncoder().encode(html);

  it('gives Astro the page bytes, status and headers the worker rendered', async () => {
    const response = transferredResponse({
      id: 1,
      status: 200,
      statusText: 'OK',
      headers: [['content-type', 'text/html']],
      body: bytes,
      written: false,
    });
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(response.body).not.toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe(html);
    expect(await response.text()).toBe(html);
  });

  it('streams the same bytes from body', async () => {
    const response = transferredResponse({
      id: 1,
      status: 200,
      statusText: 'OK',
      headers: [],
      body: bytes,
      written: false,
    });
    expect(await new Response(response.body).text()).toBe(html);
  });

  it('keeps a redirect with no body as a redirect with no body', () => {
    const response = transferredResponse({
      id: 2,
      status: 301,
      statusText: 'Moved Permanently',
      headers: [['location', '/search/toyota/corolla']],
      body: null,
      written: false,
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/search/toyota/corolla');
    expect(response.body).toBeNull();
  });

  it('returns only the view when the bytes are part of a larger buffer', async () => {
    const backing = new Uint8Array(bytes.length + 10);
    backing.set(bytes, 5);
    const view = backing.subarray(5, 5 + bytes.length);
    const response = transferredResponse({
      id: 3,
      status: 200,
      statusText: 'OK',
      headers: [],
      body: view,
      written: false,
    });
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe(html);
  });
});
