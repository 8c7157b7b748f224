// The tenant's own pages (sites/<slug>/pages/*.md, the `pages` content collection): their front
// matter validated (an error names the file and every problem), their text sanitised like all
// dealer HTML, and their state on the build day. Read by the page route and the footer.
import { getCollection } from 'astro:content';
import { join } from 'node:path';
import { parseTenantPage, type TenantPageSettings } from '../config/schemas/tenant-page.ts';
import { sitesDir } from '../config/load.ts';
import { formatLongDate, parseCalendarDate } from '../core/format.ts';
import { pageRunning } from '../core/tenant-pages.ts';
import { sanitizePageHtml } from '../lib/sanitize.ts';
import { site, timeZone, today } from '../site.ts';

export interface TenantPage extends TenantPageSettings {
  /** The path segment: 'eofy' -> /eofy. */
  slug: string;
  /** The sanitised text. */
  html: string;
  /** False once its last day has passed. */
  running: boolean;
  /** '15 June 2025' when it has a last day. */
  endsOn: string | null;
}

interface PageEntry {
  id: string;
  filePath?: string;
  data: unknown;
  rendered?: { html: string };
}

let pages: Promise<TenantPage[]> | undefined;

/** Every page of the tenant, by path. */
export function tenantPages(): Promise<TenantPage[]> {
  pages ??= (getCollection('pages') as Promise<PageEntry[]>).then((entries) =>
    entries
      .map((entry) => {
        const file = entry.filePath ?? join(sitesDir(), site.slug, 'pages', `${entry.id}.md`);
        const settings = parseTenantPage(entry.data, file);
        const ends = settings.expires ? parseCalendarDate(settings.expires, timeZone) : null;
        return {
          ...settings,
          slug: entry.id,
          html: sanitizePageHtml(entry.rendered?.html),
          running: pageRunning(settings.expires, today),
          endsOn: ends ? formatLongDate(ends) : null,
        };
      })
      .sort((a, b) => (a.slug < b.slug ? -1 : 1)),
  );
  return pages;
}

/** The pages the footer lists: running, listed and open to everyone. */
export async function listedPages(): Promise<Array<{ label: string; href: string }>> {
  return (await tenantPages())
    .filter((page) => page.running && page.listed && !page.gated)
    .map((page) => ({ label: page.title, href: `/${page.slug}` }));
}
