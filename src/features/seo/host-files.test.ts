import { describe, expect, it } from 'vitest';
import { headersFile, headersFor, parseHeadersFile, redirectsFile } from './host-files.ts';
import { cspDirectives, headerCsp } from './csp.ts';

describe('redirectsFile', () => {
  it('one 301 a line, sorted by source, a source once', () => {
    expect(
      redirectsFile([
        { from: '/find-my-dealer', to: '/dealerships' },
        { from: '/cars/sold-car-1', to: '/search/toyota/corolla' },
        { from: '/dealer-locator', to: '/dealerships' },
        { from: '/dealer-locator', to: '/dealerships' },
      ]),
    ).toBe(
      '/cars/sold-car-1 /search/toyota/corolla 301\n/dealer-locator /dealerships 301\n/find-my-dealer /dealerships 301\n',
    );
    expect(redirectsFile([])).toBe('');
  });
});

describe('headersFile as a host applies it', () => {
  const meta =
    "default-src 'self';object-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline' ;";
  const rules = parseHeadersFile(headersFile(meta));

  it.each([
    { path: '/', cache: 'public, max-age=300, must-revalidate' },
    { path: '/cars/2024-toyota-hilux-sr5-abc123', cache: 'public, max-age=300, must-revalidate' },
    { path: '/_astro/client.Bx1.js', cache: 'public, max-age=31536000, immutable' },
  ])('$path: security headers, the CSP with frame-ancestors, cache $cache', ({ path, cache }) => {
    const headers = headersFor(rules, path);
    expect(headers.get('Cache-Control')).toBe(cache);
    expect(headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; object-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; frame-ancestors 'self'",
    );
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it('no CSP line when the pages carry none', () => {
    expect(headersFile(null)).not.toContain('Content-Security-Policy');
  });

  it('a header two rules set is joined, as Cloudflare Pages does', () => {
    const joined = parseHeadersFile('/*\n  X-A: 1\n/a\n  X-A: 2\n');
    expect(headersFor(joined, '/a').get('X-A')).toBe('1, 2');
    expect(headersFor(joined, '/b').get('X-A')).toBe('1');
  });
});

describe('cspDirectives', () => {
  it.each([
    {
      settings: { apiBaseUrl: 'https://api.example.com/v1', tileUrl: '/map-tiles/{z}/{x}/{y}.png' },
      connect: "connect-src 'self' https://api.example.com",
    },
    {
      settings: {
        apiBaseUrl: 'http://127.0.0.1:4010',
        searchHost: 'https://search.example.com',
        tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png?key=k',
      },
      connect: "connect-src 'self' http://127.0.0.1:4010 https://search.example.com https://tiles.example.com",
    },
  ])('connects to the API, search and tile origins: $connect', ({ settings, connect }) => {
    const directives = cspDirectives(settings);
    expect(directives).toContain(connect);
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'self'");
    expect(directives.find((d) => d.startsWith('frame-src'))).toBe(
      "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    expect(directives.join(';')).not.toContain('unsafe');
  });

  it('the header policy adds frame-ancestors to the meta policy', () => {
    expect(headerCsp("script-src 'self';  object-src 'none' ;")).toBe(
      "script-src 'self'; object-src 'none'; frame-ancestors 'self'",
    );
  });

  it("the header leaves each page's style hashes to its meta: one header serves pages with other inlined styles", () => {
    expect(
      headerCsp(
        "script-src 'self' 'sha256-s1='; style-src 'self' 'unsafe-inline'; style-src-elem 'self' 'sha256-a=' 'sha256-b='; style-src-attr 'unsafe-inline'",
      ),
    ).toBe(
      "script-src 'self' 'sha256-s1='; style-src 'self' 'unsafe-inline'; style-src-elem 'self' 'unsafe-inline'; style-src-attr 'unsafe-inline'; frame-ancestors 'self'",
    );
  });
});
