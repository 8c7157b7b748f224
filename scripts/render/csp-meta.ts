// The page's Content-Security-Policy as a <meta>, where the static build puts it. Astro sends the
// policy of a page rendered on request as a response header (its hashes are the same), while a
// static page carries it as the first of the head elements Astro adds: the stylesheets, styles and
// module scripts that close the <head>. BaseLayout's own head never ends with one of those (it
// ends with the icon, the head slot's JSON-LD or the breadcrumb's), so they are found from the end.

/** Where the head element of Astro's that ends at `end` starts, or -1 when none ends there. */
function astroElementStart(html: string, end: number): number {
  const before = html.slice(Math.max(0, end - 9), end);
  if (before.endsWith('</style>')) return html.lastIndexOf('<style>', end - 1);
  if (before.endsWith('</script>')) {
    const start = html.lastIndexOf('<script', end - '</script>'.length);
    return html.startsWith('<script type="module"', start) ? start : -1;
  }
  if (before.endsWith('">')) {
    const start = html.lastIndexOf('<link rel="stylesheet" href="', end - 1);
    return start >= 0 && html.indexOf('>', start) === end - 1 ? start : -1;
  }
  return -1;
}

/** The HTML with `<meta http-equiv="content-security-policy">` before Astro's head elements. */
export function withCspMeta(html: string, policy: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  let at = end;
  for (let start = astroElementStart(html, at); start >= 0; start = astroElementStart(html, at)) at = start;
  const meta = `<meta http-equiv="content-security-policy" content="${policy.replace(/"/g, '&quot;')}">`;
  return html.slice(0, at) + meta + html.slice(at);
}
