// The tenant's Content-Security-Policy and security headers. Astro's own CSP
// support (astro.config.mjs `security.csp`) writes the policy into every page as a
// <meta http-equiv="content-security-policy"> with the hashes of its inline scripts; the same
// policy, with what only a header can say (frame-ancestors), goes into _headers for hosts that read
// it. Pure: the settings in, the directives out. Node runs this file for astro.config.mjs, so its
// imports stay relative.

export interface CspSettings {
  /** The platform API the browser posts leads and reads views from (src/site.ts apiBaseUrl). */
  apiBaseUrl: string;
  /** Meilisearch host, when the tenant searches there. */
  searchHost?: string | null | undefined;
  /** Map tile URL template (relative for the offline sample tiles). */
  tileUrl?: string | null | undefined;
}

/** Where vehicle videos are embedded from (src/core/vehicle/media.ts turns links into these embeds). */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url.replaceAll(/[{}]/g, '')).origin;
  } catch {
    return null;
  }
}

const sources = (...list: Array<string | null>): string => [...new Set(list.filter((s): s is string => !!s))].join(' ');

/**
 * The directives other than script-src and style-src (Astro writes those two with its hashes):
 * everything from this site, images from anywhere over https (car photos come from the dealers'
 * image hosts), connections to the API and search, frames for the video hosts, no plugins, no
 * <base> elsewhere, forms posting only here.
 */
export function cspDirectives(settings: CspSettings): string[] {
  return [
    "default-src 'self'",
    `img-src ${sources("'self'", 'data:', 'blob:', 'https:')}`,
    `connect-src ${sources("'self'", originOf(settings.apiBaseUrl), originOf(settings.searchHost), originOf(settings.tileUrl))}`,
    `frame-src ${sources("'self'", ...VIDEO_EMBED_ORIGINS)}`,
    `media-src ${sources("'self'", 'https:', 'blob:')}`,
    "worker-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** Script sources beside the hashes Astro adds: this site only (no 'unsafe-inline'). */
export const CSP_SCRIPT_RESOURCES = ["'self'"];

/**
 * Style sources. `<style>` and stylesheet elements: this site and the hashes of the styles Astro
 * inlines (style-src-elem), so an injected `<style>` does not apply. Style attributes stay allowed
 * (style-src-attr 'unsafe-inline'): the theme colours, the vehicle page's make colours and the
 * islands' server-rendered positions are attributes, which hashes cannot allow without
 * 'unsafe-hashes' per value. Browsers without the CSP3 directives read style-src, which keeps
 * 'unsafe-inline' for them (docs/security-headers.md).
 */
export const CSP_STYLE_RESOURCES = [
  "'self'",
  "'unsafe-inline'",
  { resource: "'self'", kind: 'element' },
  { resource: "'unsafe-inline'", kind: 'attribute' },
] as const;

/** The header-only directives: who may frame the site. */
export const CSP_HEADER_ONLY = ["frame-ancestors 'self'"];

/** Security headers every response carries (beside the CSP). */
export const SECURITY_HEADERS: ReadonlyArray<[string, string]> = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)'],
  ['X-Frame-Options', 'SAMEORIGIN'],
];

/**
 * The header policy: a page's meta policy with the header-only directives added. One header serves
 * every page, but the styles Astro inlines differ from page to page, so the header allows inline
 * style elements and each page's meta limits them to its own hashes (a browser enforces both).
 */
export function headerCsp(metaPolicy: string): string {
  const directives = metaPolicy
    .split(';')
    .map((d) => d.trim().replaceAll(/\s+/g, ' '))
    .filter(Boolean)
    .map((d) =>
      d.startsWith('style-src-elem ')
        ? [
            'style-src-elem',
            ...d
              .split(' ')
              .slice(1)
              .filter((s) => !s.startsWith("'sha")),
            "'unsafe-inline'",
          ].join(' ')
        : d,
    );
  return [...directives, ...CSP_HEADER_ONLY].join('; ');
}
