// The tenant's embedded search index, a static file next to the pages
// (prepared by scripts/prepare.ts). The search island fetches it lazily.
import { searchIndexText } from '../features/search/props.server.ts';

export function GET(): Response {
  return new Response(searchIndexText(), { headers: { 'Content-Type': 'application/json' } });
}
