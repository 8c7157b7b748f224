// Sitemaps (sitemaps.org protocol 0.9) and robots.txt (RFC 9309) of a built tenant. Pure text
// builders: the build's post-step (src/integrations/seo-files) decides which URLs are in.
// Limits of the protocol: at most 50,000 URLs and 50 MB (52,428,800 bytes, uncompressed) per
// sitemap file, and as many per index file.

/** One URL of a sitemap: an absolute, canonical address; lastmod a W3C date-time, when the data has one. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string | undefined;
}

/** The page kinds the sitemap index splits by: one file or more per kind. */
export const SITEMAP_KINDS = ['vehicles', 'search', 'models', 'locations', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_BYTES_PER_SITEMAP = 52_428_800;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** XML text escape for element content (the protocol asks for entity-escaped URLs). */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

function urlEntry(url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${xmlEscape(url.lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlEscape(url.loc)}</loc>${lastmod}</url>\n`;
}

/** Cuts `urls` into runs that each fit one sitemap file (URL count and bytes). */
export function chunkUrls(
  urls: readonly SitemapUrl[],
  maxUrls = MAX_URLS_PER_SITEMAP,
  maxBytes = MAX_BYTES_PER_SITEMAP,
): string[][] {
  const frame = Buffer.byteLength(`${HEAD}<urlset xmlns="${NS}">\n</urlset>\n`);
  const chunks: string[][] = [];
  let current: string[] = [];
  let bytes = frame;
  for (const url of urls) {
    const entry = urlEntry(url);
    const size = Buffer.byteLength(entry);
    if (current.length > 0 && (current.length >= maxUrls || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = frame;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function urlset(entries: readonly string[]): string {
  return `${HEAD}<urlset xmlns="${NS}">\n${entries.join('')}</urlset>\n`;
}

/** The newest of the W3C dates given (text order is time order for ISO 8601 in UTC). */
function newest(dates: ReadonlyArray<string | undefined>): string | undefined {
  let best: string | undefined;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

export const SITEMAP_INDEX = 'sitemap-index.xml';

/**
 * The sitemap index and its sitemaps: `sitemap-<kind>.xml`, or `sitemap-<kind>-<n>.xml` when a kind
 * needs more than one file. URLs keep the order given (callers sort them); empty kinds get no file.
 */
export function buildSitemaps(
  siteUrl: string,
  byKind: Readonly<Partial<Record<SitemapKind, readonly SitemapUrl[]>>>,
  limits: { maxUrls?: number; maxBytes?: number } = {},
): Map<string, string> {
  const files = new Map<string, string>();
  const index: SitemapUrl[] = [];
  for (const kind of SITEMAP_KINDS) {
    const urls = byKind[kind] ?? [];
    if (urls.length === 0) continue;
    const chunks = chunkUrls(urls, limits.maxUrls, limits.maxBytes);
    let start = 0;
    chunks.forEach((entries, i) => {
      const name = chunks.length === 1 ? `sitemap-${kind}.xml` : `sitemap-${kind}-${i + 1}.xml`;
      files.set(name, urlset(entries));
      const lastmod = newest(urls.slice(start, start + entries.length).map((u) => u.lastmod));
      start += entries.length;
      index.push({ loc: new URL(`/${name}`, siteUrl).href, lastmod });
    });
  }
  const body = index
    .map(
      (s) => `<sitemap><loc>${xmlEscape(s.loc)}</loc>${s.lastmod ? `<lastmod>${s.lastmod}</lastmod>` : ''}</sitemap>\n`,
    )
    .join('');
  files.set(SITEMAP_INDEX, `${HEAD}<sitemapindex xmlns="${NS}">\n${body}</sitemapindex>\n`);
  return files;
}

/**
 * robots.txt: every crawler may crawl all but `disallow` (path patterns, RFC 9309: '*' matches any
 * characters, '$' ends the path), and the sitemap index is named.
 */
export function robotsTxt(siteUrl: string, disallow: readonly string[]): string {
  const lines = ['User-agent: *', ...[...new Set(disallow)].sort().map((path) => `Disallow: ${path}`)];
  if (disallow.length === 0) lines.push('Allow: /');
  return `${lines.join('\n')}\n\nSitemap: ${new URL(`/${SITEMAP_INDEX}`, siteUrl).href}\n`;
}
