/**
 * Saved searches kept in the browser, beside favourites: pure list rules; `store.ts` keeps the
 * list in localStorage. A saved search is its URL as the search URL codec writes it (core
 * routing.ts stateToUrl of the normalised state, page 1), so the URL is its identity: saving the
 * same search again keeps the one entry.
 */

/** One saved search. */
export interface SavedSearch {
  /** Site-relative URL: path and query, e.g. '/search/toyota/hilux?refinementList[car_type][0]=used'. */
  url: string;
  /** The shopper's name for it (core savedSearchName, renamed on /my-garage). */
  name: string;
  /** When it was saved (ISO). */
  savedAt: string;
}

/** The localStorage key of the list. */
export const SAVED_SEARCHES_STORAGE_KEY = 'saved_searches';

/** Most searches kept: the oldest go first (a choice; the list is read on one page). */
export const SAVED_SEARCHES_MAX = 50;

/** Longest name kept after a rename (the alert contract's limit). */
export const SAVED_SEARCH_NAME_LIMIT = 160;

/** The saved entry of a URL, if any. */
export function savedSearchOf(list: readonly SavedSearch[], url: string): SavedSearch | undefined {
  return list.find((s) => s.url === url);
}

/**
 * The list with the search added at the top, unless its URL is already saved (then the list is
 * unchanged: the shopper's name for it stays).
 */
export function withSavedSearch(list: readonly SavedSearch[], entry: SavedSearch): SavedSearch[] {
  if (savedSearchOf(list, entry.url)) return [...list];
  return [entry, ...list].slice(0, SAVED_SEARCHES_MAX);
}

/** The list with one search renamed; an empty name (after trimming) keeps the old one. */
export function renamedSavedSearch(list: readonly SavedSearch[], url: string, name: string): SavedSearch[] {
  const clean = name.trim().slice(0, SAVED_SEARCH_NAME_LIMIT);
  if (clean === '') return [...list];
  return list.map((s) => (s.url === url ? { ...s, name: clean } : s));
}

/** The list without the search. */
export function withoutSavedSearch(list: readonly SavedSearch[], url: string): SavedSearch[] {
  return list.filter((s) => s.url !== url);
}

/** The list with a deleted search put back where it was (undo); unchanged when it is there again. */
export function restoredSavedSearch(list: readonly SavedSearch[], entry: SavedSearch, index: number): SavedSearch[] {
  if (savedSearchOf(list, entry.url)) return [...list];
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), entry, ...list.slice(at)];
}

/**
 * A path of this site's search pages as the codec writes it: '/search/' and then no backslash,
 * whitespace or control character. Stricter than the safe-URL rule (core/safe-url.ts), which
 * also lets other sites' addresses through; kept here so the garage's chunk needs no other.
 */
// eslint-disable-next-line no-control-regex
const SEARCH_PAGE_URL = /^\/search\/[^\\\s\u0000-\u001f\u007f]*$/;

/** Whether a stored value is a well-formed entry: a site-relative search URL and a name. */
export function isSavedSearch(value: unknown): value is SavedSearch {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e['url'] === 'string' &&
    // Only this site's search pages: a stored value never becomes a link elsewhere.
    SEARCH_PAGE_URL.test(e['url']) &&
    typeof e['name'] === 'string' &&
    e['name'].trim() !== '' &&
    typeof e['savedAt'] === 'string'
  );
}

/**
 * Reads the stored text: a JSON array of entries. Anything unreadable gives an empty list;
 * malformed entries and repeated URLs are dropped.
 */
export function decodeSavedSearches(text: string | null | undefined): SavedSearch[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    const out: SavedSearch[] = [];
    for (const e of parsed) {
      if (isSavedSearch(e) && !savedSearchOf(out, e.url)) out.push({ url: e.url, name: e.name, savedAt: e.savedAt });
    }
    return out;
  } catch {
    return [];
  }
}
