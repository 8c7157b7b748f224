declare const safeUrlBrand: unique symbol;

/**
 * A link or image address that passed {@link safeHref}. Only that rule makes
 * one (the cast below is the single place), so a field typed `SafeUrl` cannot
 * hold a `javascript:` or `data:` address from a feed.
 */
export type SafeUrl = string & { readonly [safeUrlBrand]: true };

/**
 * The one rule for a link or image address that comes from data (feeds,
 * tenant settings): http and https URLs, and same-site paths ('/x', not
 * '//host'), are kept; every other scheme ('javascript:', 'data:', 'vbscript:',
 * written in any case or with control characters inside) and anything that
 * does not parse gives null, so the caller leaves the link out.
 */
export function safeHref(raw: string | null | undefined): SafeUrl | null {
  if (typeof raw !== 'string') return null;
  // Browsers drop ASCII tab and newlines inside a URL and trim control characters and spaces.
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (text === '') return null;
  if (text.startsWith('/')) {
    if (text.startsWith('//') || text.startsWith('/\\')) return null;
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\\]/.test(text) ? null : (text as SafeUrl);
  }
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? (url.href as SafeUrl) : null;
  } catch {
    return null;
  }
}
