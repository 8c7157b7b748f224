// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_BUILD_NOW, FIXTURE_NOW, FIXTURE_TENANT, fixtureCars } from '../testing/fixture.ts';
import type { SearchRequest } from '../types.ts';
import { createEmbeddedClient, type WorkerLike } from './client.ts';
import type { FetchLike } from './load.ts';
import { buildEmbeddedIndex } from './payload.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { createWorkerHandler } from './worker-handler.ts';

const payload = buildEmbeddedIndex(fixtureCars(), { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW });
const json = JSON.stringify(payload);
const fetchIndex: FetchLike = async (url) =>
  url.endsWith('/search-index.json')
    ? { ok: true, status: 200, json: async () => JSON.parse(json) }
    : { ok: false, status: 404, json: async () => null };

const request = (params: SearchRequest['params']): SearchRequest[] => [{ indexName: 'cars', params }];

/**
 * A worker running the real handler in process, one message at a time as
 * worker.ts does; with `reverse`, the answers to the first two searches are
 * delivered in reverse order.
 */
function fakeWorker(options: { reverse?: boolean; fetch?: FetchLike } = {}): WorkerLike & { sent: WorkerRequest[] } {
  let held: WorkerResponse[] | null = options.reverse ? [] : null;
  const worker: WorkerLike & { sent: WorkerRequest[] } = {
    sent: [],
    onmessage: null,
    onerror: null,
    terminate: () => {},
    postMessage: () => {},
  };
  const deliver = (message: WorkerResponse): void => {
    if (held && message.type === 'search') {
      held.push(message);
      if (held.length < 2) return;
      const batch = held.reverse();
      held = null;
      for (const m of batch) worker.onmessage?.({ data: m });
      return;
    }
    worker.onmessage?.({ data: message });
  };
  const handle = createWorkerHandler(deliver, options.fetch ?? fetchIndex);
  let queue = Promise.resolve();
  worker.postMessage = (message) => {
    worker.sent.push(message);
    queue = queue.then(() => handle(message));
  };
  return worker;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createEmbeddedClient with a worker', () => {
  it('loads the index once, sends the visitor clock and matches answers to requests by id', async () => {
    const worker = fakeWorker({ reverse: true });
    const client = createEmbeddedClient({
      indexUrl: 'https://dealer.example/search-index.json',
      spawnWorker: () => worker,
      now: () => FIXTURE_NOW,
    });
    const [toyota, ford] = await Promise.all([
      client.search(request({ facetFilters: ['make:Toyota'], hitsPerPage: 0 })),
      client.search(request({ facetFilters: ['make:Ford'], hitsPerPage: 0 })),
    ]);
    expect(toyota.results[0]?.nbHits).toBe(15);
    expect(ford.results[0]?.nbHits).toBe(6);
    expect(worker.sent.filter((m) => m.type === 'load')).toEqual([
      { type: 'load', indexUrl: 'https://dealer.example/search-index.json' },
    ]);
    const searches = worker.sent.filter((m) => m.type === 'search');
    expect(searches.map((m) => (m.type === 'search' ? m.now : 0))).toEqual([
      FIXTURE_NOW.getTime(),
      FIXTURE_NOW.getTime(),
    ]);
    expect(new Set(searches.map((m) => (m.type === 'search' ? m.id : 0))).size).toBe(2);
    // The visitor clock hides the car sold 5 days ago that the build kept.
    const sold = await client.search(request({ facetFilters: ['status:sold'], hitsPerPage: 10 }));
    expect(sold.results[0]?.hits.map((h) => h['id'])).toEqual([1043]);
    const [facetValues] = await client.searchForFacetValues([
      { indexName: 'cars', params: { facetName: 'make', facetQuery: 'ford' } },
    ]);
    expect(facetValues?.facetHits).toEqual([{ value: 'Ford', highlighted: 'Ford', count: 6 }]);
  });

  it('rejects searches when the index cannot be loaded', async () => {
    const client = createEmbeddedClient({
      indexUrl: 'https://dealer.example/missing.json',
      spawnWorker: () => fakeWorker(),
    });
    await expect(client.search(request({}))).rejects.toThrow(/HTTP 404/);
  });

  it('passes request errors back', async () => {
    const client = createEmbeddedClient({
      indexUrl: 'https://dealer.example/search-index.json',
      spawnWorker: () => fakeWorker(),
    });
    await expect(client.search(request({ facets: ['vin'] }))).rejects.toThrow(/not filterable/);
  });

  it('falls back to searching in process when the worker cannot start', async () => {
    const client = createEmbeddedClient({
      indexUrl: 'https://dealer.example/search-index.json',
      spawnWorker: () => {
        throw new Error('blocked');
      },
      fetch: fetchIndex,
      now: () => FIXTURE_NOW,
    });
    expect((await client.search(request({ hitsPerPage: 0 }))).results[0]?.nbHits).toBe(43);
  });

  it('falls back to searching in process when the worker script fails', async () => {
    const broken: WorkerLike = { onmessage: null, onerror: null, terminate: vi.fn(), postMessage: () => {} };
    const client = createEmbeddedClient({
      indexUrl: 'https://dealer.example/search-index.json',
      spawnWorker: () => broken,
      fetch: fetchIndex,
      now: () => FIXTURE_NOW,
    });
    const pending = client.search(request({ hitsPerPage: 0 }));
    broken.onerror?.(new Error('script error'));
    expect((await pending).results[0]?.nbHits).toBe(43);
    expect(broken.terminate).toHaveBeenCalled();
    expect((await client.search(request({ hitsPerPage: 0 }))).results[0]?.nbHits).toBe(43);
  });
});

describe('createEmbeddedClient without workers', () => {
  it('searches in process, resolving the index URL against the page', async () => {
    vi.stubGlobal('location', { href: 'https://dealer.example/search/used-cars' });
    const seen: string[] = [];
    const client = createEmbeddedClient({
      indexUrl: '/search-index.json',
      worker: false,
      fetch: async (url) => {
        seen.push(url);
        return fetchIndex(url);
      },
      now: () => FIXTURE_NOW,
    });
    expect((await client.search(request({ hitsPerPage: 0 }))).results[0]?.nbHits).toBe(43);
    await client.search(request({ hitsPerPage: 0 }));
    expect(seen).toEqual(['https://dealer.example/search-index.json']);
  });

  it('reads no browser global when its modules are imported', async () => {
    vi.resetModules();
    const touched: string[] = [];
    for (const name of ['window', 'document', 'location', 'Worker']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name);
          return undefined;
        },
      });
    }
    try {
      await import('./client.ts');
      await import('../client.ts');
      await import('../meilisearch/client.ts');
    } finally {
      for (const name of ['window', 'document', 'location', 'Worker'])
        delete (globalThis as Record<string, unknown>)[name];
    }
    expect(touched).toEqual([]);
  });
});
