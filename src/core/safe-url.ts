/**
 * The one rule for a link or image address that comes from data (feeds,
 * tenant settings): http and https URLs, and same-site paths ('/x', not
 * '//host'), are kept; every other scheme ('javascript:', 'data:', 'vbscript:',
 * written in any case or with control characters inside) and anything that
 * does not parse gives null, so the caller leaves the link out.
 */
export function safeHref(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  // Browsers drop ASCII tab and newlines inside a URL and trim control characters and spaces.
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (text === '') return null;
  if (text.startsWith('/')) {
    if (text.startsWith('//') || text.startsWith('/\\')) return null;
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u001f\\]/.test(text) ? null : text;
  }
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
