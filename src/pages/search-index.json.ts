// The tenant's embedded search index, a static file next to the pages
// (prepared by scripts/prepare.ts). The search island fetches it lazily.
import { readSearchIndexText } from '../data/build-data.ts';
import { site } from '../site.ts';

export function GET(): Response {
  return new Response(readSearchIndexText(site.slug), { headers: { 'Content-Type': 'application/json' } });
}
