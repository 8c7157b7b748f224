import { describe, expect, it } from 'vitest';
import { dealerHtmlText, sanitizeDealerHtml, sanitizePageHtml } from './sanitize.ts';

describe('sanitizeDealerHtml', () => {
  it.each([
    ['<p>Great <strong>car</strong></p>', '<p>Great <strong>car</strong></p>'],
    ['<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
    ['<img src=x onerror="alert(1)">text', 'text'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    [
      '<a href="https://example.com" onclick="x()">site</a>',
      '<a href="https://example.com" rel="noopener nofollow">site</a>',
    ],
    ['<p style="color:red" class="x">plain</p>', '<p>plain</p>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    [null, ''],
    // Non-ASCII text as character references: the same text in the browser, an ASCII page to encode.
    ['<p>Don’t miss — 5★ café 🚗</p>', '<p>Don&#8217;t miss &#8212; 5&#9733; caf&#233; &#128663;</p>'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeDealerHtml(input)).toBe(expected);
  });
});

describe('dealerHtmlText', () => {
  it.each([
    ['<p>One</p><p>Two &amp; three</p>', 'One Two & three'],
    ['Line<br>break<script>alert(1)</script>', 'Line break'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(dealerHtmlText(input)).toBe(expected);
  });
});

describe('sanitizePageHtml', () => {
  it.each([
    [
      '<h2 id="cover">What is covered</h2><p>All <em>parts</em></p>',
      '<h2>What is covered</h2><p>All <em>parts</em></p>',
    ],
    ['<h1>Two titles</h1><p>x</p>', 'Two titles<p>x</p>'],
    ['<p>Raw HTML in Markdown<script>alert(1)</script></p><img src=x onerror=alert(1)>', '<p>Raw HTML in Markdown</p>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizePageHtml(input)).toBe(expected);
  });
});
