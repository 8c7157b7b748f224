/**
 * The tenant token `npm run search:index` minted last (`.data/<slug>/search-token.json`): the
 * build gives it to the search page instead of site.json's `search.meilisearch.search_key`, so
 * a token that expires is replaced by the nightly without editing the tenant's settings.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dataDir } from './snapshot.ts';

export interface SearchToken {
  token: string;
  index: string;
  /** ISO time the token stops working. */
  expires_at: string;
}

export function searchTokenPath(slug: string, dir: string = dataDir()): string {
  return join(dir, slug, 'search-token.json');
}

export function writeSearchToken(slug: string, token: SearchToken, dir: string = dataDir()): void {
  const path = searchTokenPath(slug, dir);
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(token)}\n`);
  renameSync(tmp, path);
}

/** The minted token for `index` while it still works at `now`; null when none, another index or expired. */
export function readSearchToken(slug: string, index: string, now: Date, dir: string = dataDir()): string | null {
  const path = searchTokenPath(slug, dir);
  if (!existsSync(path)) return null;
  try {
    const saved = JSON.parse(readFileSync(path, 'utf8')) as Partial<SearchToken>;
    if (typeof saved.token !== 'string' || saved.index !== index) return null;
    return Date.parse(String(saved.expires_at)) > now.getTime() ? saved.token : null;
  } catch {
    return null;
  }
}
