// What a built page's <head> says about indexing: its canonical address, a robots noindex, a meta
// refresh (Astro's redirect pages), and its meta Content-Security-Policy. Read from the first bytes
// of the file only: the head is at the top, and at 20,000 pages reading whole files would cost the
// build's post-step more than everything else it does.
import { closeSync, openSync, readSync } from 'node:fs';

export interface PageHead {
  canonical: string | null;
  noindex: boolean;
  refresh: boolean;
  /** Where a meta refresh leads ('/search/toyota'), if it names a URL. */
  refreshTo: string | null;
  /** The content of <meta http-equiv="content-security-policy">, if any. */
  csp: string | null;
}

const HEAD_BYTES = 32_768;

function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return null;
  return (match[1] ?? match[2] ?? match[3] ?? '').replaceAll('&amp;', '&').replaceAll('&#39;', "'");
}

/** Parses the head of an HTML text (what comes before </head>, or all of it). */
export function parsePageHead(html: string): PageHead {
  const end = html.search(/<\/head>/i);
  const head = end === -1 ? html : html.slice(0, end);
  const result: PageHead = { canonical: null, noindex: false, refresh: false, refreshTo: null, csp: null };
  for (const [tag] of head.matchAll(/<(?:meta|link)\b[^>]*>/gi)) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('<link')) {
      if (/^canonical$/i.test(attr(tag, 'rel') ?? '')) result.canonical = attr(tag, 'href');
      continue;
    }
    const name = attr(tag, 'name')?.toLowerCase();
    const equiv = attr(tag, 'http-equiv')?.toLowerCase();
    if (name === 'robots' && /\bnoindex\b/i.test(attr(tag, 'content') ?? '')) result.noindex = true;
    if (equiv === 'refresh') {
      result.refresh = true;
      result.refreshTo = /;\s*url\s*=\s*['"]?([^'"\s]+)/i.exec(attr(tag, 'content') ?? '')?.[1] ?? null;
    }
    if (equiv === 'content-security-policy') result.csp = attr(tag, 'content');
  }
  return result;
}

/** Reads and parses the head of a built page. */
export function readPageHead(file: string): PageHead {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const read = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return parsePageHead(buffer.toString('utf8', 0, read));
  } finally {
    closeSync(fd);
  }
}
