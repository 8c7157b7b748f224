// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Meilisearch } from 'meilisearch';
import { STOCK_FILTER_ATTRIBUTES } from '../../core/search/stock-filter.ts';
import { FILTERABLE_ATTRIBUTES, toSearchDocument } from '../document.ts';
import { tenantFilterExpression } from '../tenant-filter.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_TENANT, fixtureCars } from '../testing/fixture.ts';
import {
  ensureSearchKey,
  mintTenantToken,
  pushTenantDocuments,
  readMeiliEnv,
  searchKeyName,
  TENANT_TOKEN_TTL_MS,
  toMeilisearchDocument,
} from './admin.ts';
import { MEILISEARCH_SETTINGS } from './settings.ts';

describe('readMeiliEnv', () => {
  it.each([
    [{}, 'MEILI_URL and MEILI_ADMIN_KEY are not set'],
    [{ MEILI_URL: 'https://s.example' }, 'MEILI_ADMIN_KEY is not set'],
    [{ MEILI_ADMIN_KEY: 'k', MEILI_URL: '  ' }, 'MEILI_URL is not set'],
  ])('%j -> %s', (env, message) => {
    expect(() => readMeiliEnv(env)).toThrow(message);
  });

  it('reads both', () => {
    expect(readMeiliEnv({ MEILI_URL: 'https://s.example', MEILI_ADMIN_KEY: 'k' })).toEqual({
      url: 'https://s.example',
      adminKey: 'k',
    });
  });
});

describe('MEILISEARCH_SETTINGS', () => {
  it('can filter on every attribute of the stock rule, the facets and _geo', () => {
    for (const a of [...STOCK_FILTER_ATTRIBUTES, ...FILTERABLE_ATTRIBUTES, '_geo']) {
      expect(MEILISEARCH_SETTINGS.filterableAttributes).toContain(a);
    }
  });

  it('returns enough facet values for every make and ranks by custom rank last', () => {
    expect(MEILISEARCH_SETTINGS.faceting.maxValuesPerFacet).toBeGreaterThanOrEqual(200);
    expect(MEILISEARCH_SETTINGS.rankingRules.at(-1)).toBe('custom_rank:desc');
    expect(MEILISEARCH_SETTINGS.searchableAttributes).toEqual(['keywords']);
    expect(MEILISEARCH_SETTINGS.sortableAttributes).toEqual(
      expect.arrayContaining(['price', 'year', 'km', 'created_at', 'custom_rank', '_geo']),
    );
  });
});

describe('toMeilisearchDocument', () => {
  it('adds _geo only with coordinates', () => {
    const doc = toSearchDocument(fixtureCars()[0]!);
    expect(toMeilisearchDocument(doc)._geo).toEqual({ lat: -33.8688, lng: 151.2093 });
    expect(toMeilisearchDocument({ ...doc, lat: null, lng: null })).not.toHaveProperty('_geo');
  });
});

describe('mintTenantToken', () => {
  it('expires a week after it is minted unless told otherwise (the nightly renews it)', async () => {
    const claims = async (expiresAt?: Date) => {
      const token = await mintTenantToken({
        key: { key: 'a-search-key-of-at-least-thirty-two-characters', uid: '7a6d1c2e-0000-4000-8000-000000000001' },
        index: 'Car_production',
        tenant: FIXTURE_TENANT,
        now: new Date(),
        expiresAt,
      });
      return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
    };
    const week = Math.floor((Date.now() + TENANT_TOKEN_TTL_MS) / 1000);
    expect(TENANT_TOKEN_TTL_MS).toBe(7 * 24 * 3600 * 1000);
    expect((await claims()).exp).toBeGreaterThanOrEqual(week - 5);
    expect((await claims()).exp).toBeLessThanOrEqual(week + 5);
    const soon = new Date(Date.now() + 3_600_000);
    expect((await claims(soon)).exp).toBe(Math.floor(soon.getTime() / 1000));
  });

  it('signs a token whose search rule is the tenant filter on the index', async () => {
    const token = await mintTenantToken({
      key: { key: 'a-search-key-of-at-least-thirty-two-characters', uid: '7a6d1c2e-0000-4000-8000-000000000001' },
      index: 'Car_production',
      tenant: FIXTURE_TENANT,
      now: FIXTURE_BUILD_NOW,
    });
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(claims['apiKeyUid']).toBe('7a6d1c2e-0000-4000-8000-000000000001');
    expect(claims['searchRules']).toEqual({
      Car_production: { filter: tenantFilterExpression(FIXTURE_TENANT, FIXTURE_BUILD_NOW) },
    });
    expect(String((claims['searchRules'] as Record<string, { filter: string }>)['Car_production']?.filter)).toMatch(
      /^dealership_id IN \[1, 2\] AND /,
    );
  });
});

/** Just enough of the Meilisearch client for the push and key functions. */
function fakeMeilisearch(existing: number[], keys: Array<{ name: string; uid: string; key: string }> = []) {
  const calls: Array<[string, unknown]> = [];
  const task = (name: string, payload: unknown) => {
    calls.push([name, payload]);
    return Object.assign(Promise.resolve({ taskUid: calls.length }), {
      waitTask: async () => ({ status: 'succeeded' }),
    });
  };
  const client = {
    index: () => ({
      addDocumentsInBatches: (docs: unknown[], size: number) => {
        const out = [];
        for (let i = 0; i < docs.length; i += size) out.push(task('add', docs.slice(i, i + size)));
        return out;
      },
      getDocuments: async ({ offset, limit, filter }: { offset: number; limit: number; filter?: string }) => {
        calls.push(['get', filter]);
        return { results: existing.slice(offset, offset + limit).map((id) => ({ id })) };
      },
      deleteDocuments: (ids: number[]) => task('delete', ids),
    }),
    getKeys: async () => ({ results: keys }),
    createKey: async (creation: Record<string, unknown>) => {
      calls.push(['createKey', creation]);
      return { ...creation, uid: 'new-uid', key: 'new-key' };
    },
  };
  return { client: client as unknown as Meilisearch, calls };
}

describe('pushTenantDocuments', () => {
  it('pushes the cars listed now, with _geo, and deletes the tenant documents no longer in stock', async () => {
    const { client, calls } = fakeMeilisearch([1001, 1002, 999999]);
    const report = await pushTenantDocuments(client, fixtureCars(), {
      index: 'Car_production',
      tenant: FIXTURE_TENANT,
      now: FIXTURE_BUILD_NOW,
      financeProvider: 'stratton',
      batchSize: 20,
    });
    expect(report).toEqual({ cars: 52, pushed: 45, deleted: 1 });
    const added = calls
      .filter(([n]) => n === 'add')
      .flatMap(([, docs]) => docs as Array<{ id: number; _geo?: unknown }>);
    expect(added).toHaveLength(45);
    expect(calls.filter(([n]) => n === 'add')).toHaveLength(3);
    expect(added.every((d) => d._geo !== undefined)).toBe(true);
    expect(added.map((d) => d.id)).not.toContain(2001);
    expect(calls).toContainEqual(['get', 'dealership_id IN [1, 2]']);
    expect(calls).toContainEqual(['delete', [999999]]);
  });

  it('pushes every car without the prefilter', async () => {
    const { client } = fakeMeilisearch([]);
    const report = await pushTenantDocuments(client, fixtureCars(), {
      index: 'x',
      tenant: FIXTURE_TENANT,
      now: FIXTURE_BUILD_NOW,
      prefilter: false,
    });
    expect(report).toEqual({ cars: 52, pushed: 52, deleted: 0 });
  });
});

describe('ensureSearchKey', () => {
  it('reuses the named key of the index', async () => {
    const existing = { name: searchKeyName('Car_production', 'acme'), uid: 'u1', key: 'k1' };
    const other = { name: searchKeyName('Car_production', 'bravo'), uid: 'u2', key: 'k2' };
    const { client, calls } = fakeMeilisearch([], [other, existing]);
    expect(await ensureSearchKey(client, 'Car_production', 'acme')).toBe(existing);
    expect(calls).toEqual([]);
  });

  it('creates a search-only key for that index and tenant only', async () => {
    // Another tenant's key is never reused: each tenant's tokens are signed with its own key.
    const { client, calls } = fakeMeilisearch(
      [],
      [{ name: searchKeyName('Car_production', 'bravo'), uid: 'u2', key: 'k2' }],
    );
    await ensureSearchKey(client, 'Car_production', 'acme');
    expect(calls).toEqual([
      [
        'createKey',
        expect.objectContaining({
          name: 'dealer-sites search Car_production acme',
          actions: ['search'],
          indexes: ['Car_production'],
          expiresAt: null,
        }),
      ],
    ]);
  });
});
