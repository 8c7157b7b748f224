/**
 * The visit as a lead reports it (SPEC.md §3 Lead payload lead_attributes):
 * the pages visited in this browser session and the campaign query
 * parameters the visitor arrived with. Kept in sessionStorage
 * (STORAGE_KEYS.session); recorded by every island of the site when it
 * hydrates (pages without an island run no JS, so they are not counted).
 */
import { readJson, STORAGE_KEYS, writeJson } from './storage.ts';

/** Query parameters kept as linked_query_params: the usual campaign tags. */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'msclkid',
] as const;

/** At most this many visited pages are kept (the most recent). */
export const MAX_VISITED_PAGES = 20;

export interface LeadSession {
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

function isSession(x: unknown): x is LeadSession {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Partial<LeadSession>;
  return (
    Array.isArray(s.visited_pages) &&
    s.visited_pages.every((p) => typeof p === 'string') &&
    typeof s.linked_query_params === 'object' &&
    s.linked_query_params !== null
  );
}

/** The session so far (empty when nothing is stored). */
export function leadSession(): LeadSession {
  const stored = readJson('session', STORAGE_KEYS.session);
  return isSession(stored)
    ? { visited_pages: [...stored.visited_pages], linked_query_params: { ...stored.linked_query_params } }
    : { visited_pages: [], linked_query_params: {} };
}

/**
 * Records one page view: its path and query (consecutive repeats once), and
 * any campaign parameters in its query (a later value replaces an earlier one).
 */
export function recordVisit(url: string | URL): LeadSession {
  const u = new URL(url);
  const session = leadSession();
  const page = u.pathname + u.search;
  if (session.visited_pages.at(-1) !== page) session.visited_pages.push(page);
  session.visited_pages = session.visited_pages.slice(-MAX_VISITED_PAGES);
  for (const name of CAMPAIGN_PARAMS) {
    const value = u.searchParams.get(name);
    if (value) session.linked_query_params[name] = value;
  }
  writeJson('session', STORAGE_KEYS.session, session);
  return session;
}
