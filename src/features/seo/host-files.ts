// The files static hosts read beside the site (Netlify and Cloudflare Pages both read them from the
// output root): `_redirects`, one rule a line, and `_headers`, a URL pattern followed by indented
// 'Name: value' lines. Pure text builders; src/integrations/seo-files decides what goes in.
import { SECURITY_HEADERS, headerCsp } from './csp.ts';

export interface Redirect {
  from: string;
  to: string;
}

/** `_redirects`: a permanent (301) redirect a line, sorted by source path. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  const lines = [...new Map(redirects.map((r) => [r.from, r.to]))]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([from, to]) => `${from} ${to} 301`);
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

/** Hashed bundles (Astro's `_astro/` folder): their names change with their bytes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (pages, feeds, sitemaps, images): a short time, then asked again. */
export const SHORT_CACHE = 'public, max-age=300, must-revalidate';

/**
 * `_headers`: the security headers and the CSP on every response, short caching for all but the
 * hashed bundles, which are cached for a year. A response matching several rules gets the headers
 * of all of them; `! Cache-Control` detaches the site-wide value under `/_astro/` first (Cloudflare
 * Pages' syntax), so the bundles carry one Cache-Control.
 */
export function headersFile(metaCsp: string | null): string {
  const lines = [
    '/*',
    ...(metaCsp ? [`  Content-Security-Policy: ${headerCsp(metaCsp)}`] : []),
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    `  Cache-Control: ${SHORT_CACHE}`,
    '/_astro/*',
    '  ! Cache-Control',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
  ];
  return `${lines.join('\n')}\n`;
}

export interface HeaderRule {
  pattern: string;
  headers: Array<[string, string]>;
  detach: string[];
}

/** Parses a `_headers` file (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: raw.trim(), headers: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    const line = raw.trim();
    if (line.startsWith('!')) rule.detach.push(line.slice(1).trim().toLowerCase());
    else {
      const colon = line.indexOf(':');
      if (colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return regex.test(path);
}

/**
 * The headers a path gets under `rules`, as Cloudflare Pages applies them: every matching rule in
 * order, a detach removing what earlier rules set, the same header set twice joined with ', '.
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Map<string, string> {
  const out = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const name of rule.detach) out.delete(name);
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const existing = out.get(key);
      out.set(key, { name, value: existing ? `${existing.value}, ${value}` : value });
    }
  }
  return new Map([...out.values()].map(({ name, value }) => [name, value]));
}
