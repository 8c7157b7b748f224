// Dealer-provided HTML (offer descriptions, dealer comments) is sanitised
// before it reaches a page: an allowlist of text formatting and links, every
// other element, attribute, style and script dropped. sanitize-html is the
// maintained library for this on the server (pages are built in Node).
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }),
  },
  // Text of removed elements such as <script> is dropped, not shown.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object'],
};

/** Safe HTML for set:html from dealer-provided HTML. */
export function sanitizeDealerHtml(html: string | null | undefined): string {
  return html ? asciiHtml(sanitizeHtml(html, OPTIONS).trim()) : '';
}

/**
 * A tenant page's text (Markdown the dealer writes, rendered by Astro): the same allowlist with
 * section headings, since such a page has sections of its own under its title.
 */
const PAGE_OPTIONS: sanitizeHtml.IOptions = { ...OPTIONS, allowedTags: [...(OPTIONS.allowedTags || []), 'h2'] };

export function sanitizePageHtml(html: string | null | undefined): string {
  return html ? asciiHtml(sanitizeHtml(html, PAGE_OPTIONS).trim()) : '';
}

/**
 * The same HTML with every non-ASCII character as a numeric character reference
 * (’ -> &#8217;). The browser shows the same text; the build keeps the page an
 * ASCII string, which V8 encodes to bytes several times faster than a page
 * holding one character above U+00FF (docs/performance.md, Build).
 */
function asciiHtml(html: string): string {
  return html.replace(/[^\p{ASCII}]/gu, (char) => `&#${char.codePointAt(0)};`);
}

/** The plain text of dealer HTML (for previews and truncation): every tag removed. */
export function dealerHtmlText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h[34])\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags ?? [],
  })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
