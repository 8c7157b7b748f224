// The page a static host serves at an old address: the same HTML Astro's static build writes for a
// redirect (a meta refresh, noindex and the canonical target), so that both paths give the same bytes.

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The redirect page written at `fromFile` (e.g. /dealer-locator.html) to `location`. */
export function redirectPage(fromFile: string, location: string, siteUrl: string): string {
  const to = escape(location);
  const canonical = escape(new URL(location, siteUrl).href);
  return `<!doctype html><title>Redirecting to: ${to}</title><meta http-equiv="refresh" content="0;url=${to}"><meta name="robots" content="noindex"><link rel="canonical" href="${canonical}"><body>\t<a href="${to}">Redirecting from <code>${escape(fromFile)}</code> to <code>${to}</code></a></body>`;
}
