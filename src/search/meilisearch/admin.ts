/**
 * Meilisearch administration: index settings, pushing a tenant's stock and
 * minting the tenant token its search page uses.
 *
 * ADMIN ONLY. This module reads the admin key (MEILI_ADMIN_KEY) and must
 * only be imported by scripts (scripts/search-index.ts) and Node tests, never
 * by pages, layouts, islands or anything they import. The browser gets the
 * minted tenant token, which can only search, and only within the tenant's
 * base filter.
 */

import { Meilisearch, type Key } from 'meilisearch';
import { generateTenantToken } from 'meilisearch/token';
import type { CarOutput } from '../../data/schemas.ts';
import { inList, renderFilter } from '../../core/search/meili.ts';
import { toSearchDocument, type DocumentOptions, type SearchDocument } from '../document.ts';
import { isTenantListed, tenantFilterExpression, type TenantFilter } from '../tenant-filter.ts';
import { GEO_ATTRIBUTE, MEILISEARCH_SETTINGS } from './settings.ts';

/** Environment variables of the admin connection. */
export const MEILI_URL_ENV = 'MEILI_URL';
export const MEILI_ADMIN_KEY_ENV = 'MEILI_ADMIN_KEY';

/**
 * Name of the search-only API key that signs one tenant's tokens on an index. One key per
 * tenant: a leaked or retired tenant's tokens are revoked by deleting its key, the others stay.
 */
export function searchKeyName(index: string, slug: string): string {
  return `dealer-sites search ${index} ${slug}`;
}

/**
 * How long a tenant token works. The nightly mints a new one for every Meilisearch tenant
 * (`npm run nightly` runs the search:index step), so a token lives a week only if the nightly
 * fails for days; a token copied out of a page stops working as well.
 */
export const TENANT_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Admin connection settings. */
export interface MeiliAdminEnv {
  url: string;
  adminKey: string;
}

/** Reads MEILI_URL and MEILI_ADMIN_KEY; throws one clear message naming every missing variable. */
export function readMeiliEnv(env: Record<string, string | undefined> = process.env): MeiliAdminEnv {
  const url = env[MEILI_URL_ENV]?.trim() ?? '';
  const adminKey = env[MEILI_ADMIN_KEY_ENV]?.trim() ?? '';
  const missing = [!url && MEILI_URL_ENV, !adminKey && MEILI_ADMIN_KEY_ENV].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `Meilisearch: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        `Set ${MEILI_URL_ENV} to the server URL (e.g. https://search.example.com) and ${MEILI_ADMIN_KEY_ENV} ` +
        `to its admin API key, e.g. ${MEILI_URL_ENV}=... ${MEILI_ADMIN_KEY_ENV}=... npm run search:index -- --site <slug>`,
    );
  }
  return { url, adminKey };
}

/** An admin client. */
export function adminClient(env: MeiliAdminEnv): Meilisearch {
  return new Meilisearch({ host: env.url, apiKey: env.adminKey });
}

/** The document as pushed: the search document plus Meilisearch's `_geo` when the location has coordinates. */
export type MeilisearchDocument = SearchDocument & { _geo?: { lat: number; lng: number } };

/** Adds `_geo` for the geo radius filter. */
export function toMeilisearchDocument(doc: SearchDocument): MeilisearchDocument {
  return doc.lat !== null && doc.lng !== null ? { ...doc, [GEO_ATTRIBUTE]: { lat: doc.lat, lng: doc.lng } } : doc;
}

/** Creates the index when missing (primary key id) and applies {@link MEILISEARCH_SETTINGS}; waits for both. */
export async function prepareIndex(client: Meilisearch, index: string): Promise<void> {
  const existing = await client.getIndexes({ limit: 1000 });
  if (!existing.results.some((i) => i.uid === index)) {
    await client.createIndex(index, { primaryKey: 'id' }).waitTask({ timeout: 60_000 });
  }
  await client.index(index).updateSettings(MEILISEARCH_SETTINGS).waitTask({ timeout: 120_000 });
}

/** The Meilisearch filter of a tenant's own documents (all documents without dealership ids). */
function ownDocumentsFilter(tenant: TenantFilter): string {
  return renderFilter(inList('dealership_id', tenant.dealershipIds ?? []));
}

/** Ids of the tenant's documents currently in the index. */
async function tenantDocumentIds(client: Meilisearch, index: string, tenant: TenantFilter): Promise<number[]> {
  const ids: number[] = [];
  const filter = ownDocumentsFilter(tenant);
  const limit = 1000;
  for (let offset = 0; ; offset += limit) {
    const page = await client
      .index(index)
      .getDocuments<{ id: number }>({ fields: ['id'], limit, offset, ...(filter ? { filter } : {}) });
    ids.push(...page.results.map((d) => d.id));
    if (page.results.length < limit) return ids;
  }
}

/** Options of {@link pushTenantDocuments}. */
export interface PushOptions extends DocumentOptions {
  index: string;
  tenant: TenantFilter;
  /** Push clock. */
  now: Date;
  /** Push only cars the tenant lists at `now` (default true); false pushes every car (tests of the token). */
  prefilter?: boolean | undefined;
  batchSize?: number | undefined;
}

/** What a push did. */
export interface PushReport {
  /** Cars given. */
  cars: number;
  /** Documents added or replaced. */
  pushed: number;
  /** The tenant's documents no longer in its stock, deleted. */
  deleted: number;
}

/**
 * Replaces the tenant's documents: adds or replaces the cars (by default
 * only those it lists now), then deletes its documents that are no longer in
 * the feed. Other tenants' documents in a shared index are untouched.
 * Waits for every task.
 */
export async function pushTenantDocuments(
  client: Meilisearch,
  cars: readonly CarOutput[],
  options: PushOptions,
): Promise<PushReport> {
  const selected =
    options.prefilter === false ? cars : cars.filter((car) => isTenantListed(car, options.tenant, options.now));
  const documents = selected.map((car) => toMeilisearchDocument(toSearchDocument(car, options)));
  const index = client.index<MeilisearchDocument>(options.index);
  for (const task of index.addDocumentsInBatches(documents, options.batchSize ?? 5000, { primaryKey: 'id' })) {
    const done = await task.waitTask({ timeout: 300_000 });
    if (done.status !== 'succeeded')
      throw new Error(`Meilisearch: adding documents failed: ${JSON.stringify(done.error)}`);
  }
  const pushed = new Set(documents.map((d) => d.id));
  const stale = (await tenantDocumentIds(client, options.index, options.tenant)).filter((id) => !pushed.has(id));
  if (stale.length > 0) await index.deleteDocuments(stale).waitTask({ timeout: 120_000 });
  return { cars: cars.length, pushed: documents.length, deleted: stale.length };
}

/**
 * The search-only API key of an index (actions ['search'], that index only),
 * created on first use. Tenant tokens are signed with it, so a token can
 * never do more than search that index.
 */
export async function ensureSearchKey(client: Meilisearch, index: string, slug: string): Promise<Key> {
  const name = searchKeyName(index, slug);
  const keys = await client.getKeys({ limit: 1000 });
  const found = keys.results.find((k) => k.name === name);
  if (found) return found;
  return client.createKey({
    name,
    description: `Signs the dealer-sites tenant tokens of ${slug} on ${index}`,
    actions: ['search'],
    indexes: [index],
    expiresAt: null,
  });
}

/** Options of {@link mintTenantToken}. */
export interface TenantTokenOptions {
  /** The search-only key that signs the token ({@link ensureSearchKey}). */
  key: Pick<Key, 'key' | 'uid'>;
  index: string;
  tenant: TenantFilter;
  /** Mint clock: the token's sold window and age filter are as of now. */
  now: Date;
  /** When the token stops working; default `now` + {@link TENANT_TOKEN_TTL_MS}. */
  expiresAt?: Date | undefined;
}

/**
 * A tenant token whose search rules pin the tenant's base filter
 * (tenantFilterExpression: its dealerships and its stock rule as of `now`)
 * on the index: whatever a visitor sends, Meilisearch ANDs this filter in.
 */
export function tenantTokenExpiry(options: Pick<TenantTokenOptions, 'now' | 'expiresAt'>): Date {
  return options.expiresAt ?? new Date(options.now.getTime() + TENANT_TOKEN_TTL_MS);
}

export async function mintTenantToken(options: TenantTokenOptions): Promise<string> {
  const filter = tenantFilterExpression(options.tenant, options.now);
  return generateTenantToken({
    apiKey: options.key.key,
    apiKeyUid: options.key.uid,
    searchRules: { [options.index]: { filter } },
    expiresAt: tenantTokenExpiry(options),
  });
}
