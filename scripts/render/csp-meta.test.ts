import { describe, expect, it } from 'vitest';
import { withCspMeta } from './csp-meta.ts';

const META = `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-x'">`;

describe('withCspMeta', () => {
  it.each([
    [
      "a page's own head, then a stylesheet and a style",
      '<head><link rel="icon" href="/favicon.svg"><script type="application/ld+json">{}</script><link rel="stylesheet" href="/_astro/a.css"><style>.a{b:c}</style></head><body></body>',
      `<head><link rel="icon" href="/favicon.svg"><script type="application/ld+json">{}</script>${META}<link rel="stylesheet" href="/_astro/a.css"><style>.a{b:c}</style></head><body></body>`,
    ],
    [
      'a module script among them',
      '<head><title>x</title><link rel="stylesheet" href="/_astro/a.css"><script type="module" src="/_astro/p.js"></script></head>',
      `<head><title>x</title>${META}<link rel="stylesheet" href="/_astro/a.css"><script type="module" src="/_astro/p.js"></script></head>`,
    ],
    [
      'a style with a media query',
      '<head><title>x</title><style>@media (width<=767px){.a{b:c}}</style><style>.b{}</style></head>',
      `<head><title>x</title>${META}<style>@media (width<=767px){.a{b:c}}</style><style>.b{}</style></head>`,
    ],
    ['no head elements of Astro', '<head><title>x</title></head>', `<head><title>x</title>${META}</head>`],
    ['no head (an endpoint)', '{"a":1}', '{"a":1}'],
  ])('%s', (_, html, expected) => {
    expect(withCspMeta(html, "script-src 'self' 'sha256-x'")).toBe(expected);
  });
});
