// node scripts/bench/search.ts [--cars 3000,8000,20000] [--queries 200]
//
// Embedded search benchmark: generates stock with the sample-data generator
// (scripts/sample-data, the bench-20k tenant), builds the embedded index and
// prints its size (raw, gzip, brotli), the load time (JSON.parse + decode +
// engine) and p50/p95 of realistic InstantSearch multi-queries (a main query
// with facets plus one request per refined disjunctive facet) in Node, then
// what the build recommends for that stock. A second size line uses
// src/search/testing/generate-cars.ts, whose per-car CDN image URLs compress
// worse than the sample images (a pessimistic real-feed stand-in).
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { CarSchema, type CarOutput } from '../../src/data/schemas.ts';
import type { SortId } from '../../src/core/search/options.ts';
import { engineFromPayload } from '../../src/search/embedded/load.ts';
import {
  buildEmbeddedIndex,
  tooLargeForEmbedded,
  tooLargeWarning,
  type EmbeddedIndexPayload,
} from '../../src/search/embedded/payload.ts';
import { indexNameFor } from '../../src/search/params.ts';
import { generateCars } from '../../src/search/testing/generate-cars.ts';
import { mulberry32 } from '../sample-data/prng.ts';
import type { TenantFilter } from '../../src/search/tenant-filter.ts';
import type { SearchParams, SearchRequest } from '../../src/search/types.ts';
import { SAMPLE_ANCHOR } from '../sample-data/anchor.ts';
import { BENCH_20K } from '../sample-data/profiles.ts';
import { generateTenant } from '../sample-data/tenant.ts';

const { values } = parseArgs({
  options: { cars: { type: 'string', default: '3000,20000' }, queries: { type: 'string', default: '200' } },
});
const sizes = String(values.cars)
  .split(',')
  .map((s) => Number(s.trim()));
const queryCount = Number(values.queries);
const now = new Date(SAMPLE_ANCHOR);
const tenant: TenantFilter = { stock: {}, dealershipIds: null };

function sampleCars(count: number): CarOutput[] {
  return generateTenant(BENCH_20K, { cars: count }).cars.map((car) => v.parse(CarSchema, car));
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const DISJUNCTIVE = ['make', 'model', 'car_type', 'simple_body', 'simple_fuel', 'simple_transmission', 'location_slug'];
const RANGES = ['price', 'year', 'km'];
const QUERIES = [
  '',
  '',
  '',
  '',
  'toyota',
  'hilux',
  'ranger xlt',
  'hilix',
  'corola',
  'cor',
  'cx',
  'mazda cx-5',
  'diesel ute',
  'white',
  'sr5',
];
const SORTS: SortId[] = ['featured', 'featured', 'price-asc', 'price-desc', 'year-desc', 'km-asc'];

/** One InstantSearch multi-query as the helper sends it. */
function multiQuery(rng: () => number, facetValues: Record<string, string[]>): SearchRequest[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
  const refined: Record<string, string[]> = {};
  for (const attribute of ['make', 'car_type', 'simple_body', 'simple_fuel']) {
    const roll = rng();
    const values = facetValues[attribute] ?? [];
    if (roll < 0.35 && values.length > 0) refined[attribute] = [pick(values)];
    else if (roll < 0.45 && values.length > 1) refined[attribute] = [pick(values), pick(values)];
  }
  const numeric: string[] = [];
  if (rng() < 0.3) numeric.push(`price>=${pick([5000, 10000, 20000])}`, `price<=${pick([30000, 50000, 80000])}`);
  if (rng() < 0.15) numeric.push(`year>=${pick([2015, 2018, 2021])}`);
  const query = pick(QUERIES);
  const indexName = indexNameFor(pick(SORTS));
  const facetFilters = (except: string | null): string[][] =>
    Object.entries(refined)
      .filter(([a]) => a !== except)
      .map(([a, vs]) => vs.map((val) => `${a}:${val}`));
  const numericFilters = (except: string | null): string[] =>
    numeric.filter((f) => except === null || !f.startsWith(except));
  const base: SearchParams = {
    query,
    highlightPreTag: '__ais-highlight__',
    highlightPostTag: '__/ais-highlight__',
    maxValuesPerFacet: 20,
  };
  const requests: SearchRequest[] = [
    {
      indexName,
      params: {
        ...base,
        facets: [...DISJUNCTIVE, ...RANGES],
        facetFilters: facetFilters(null),
        numericFilters: numericFilters(null),
        hitsPerPage: 21,
        page: rng() < 0.8 ? 0 : Math.floor(rng() * 4),
      },
    },
  ];
  for (const attribute of [...Object.keys(refined), ...RANGES.filter((r) => numeric.some((f) => f.startsWith(r)))]) {
    requests.push({
      indexName,
      params: {
        ...base,
        facets: attribute,
        facetFilters: facetFilters(attribute),
        numericFilters: numericFilters(attribute),
        hitsPerPage: 0,
        page: 0,
      },
    });
  }
  return requests;
}

function bench(label: string, payload: EmbeddedIndexPayload, rawText: string): void {
  const gzip = gzipSync(rawText).length;
  const brotli = brotliCompressSync(rawText).length;
  const t0 = performance.now();
  const engine = engineFromPayload(JSON.parse(rawText) as EmbeddedIndexPayload, { now: () => now });
  const loadMs = performance.now() - t0;
  const facetValues: Record<string, string[]> = {};
  const facetsResult = engine.search([
    { indexName: 'cars', params: { hitsPerPage: 0, facets: ['make', 'car_type', 'simple_body', 'simple_fuel'] } },
  ]);
  for (const [attribute, counts] of Object.entries(facetsResult.results[0]?.facets ?? {}))
    facetValues[attribute] = Object.keys(counts);

  const rng = mulberry32(7);
  const queries = Array.from({ length: queryCount }, () => multiQuery(rng, facetValues));
  const run = (e: typeof engine): { times: number[]; requests: number; hits: number } => {
    // Warm up (JIT, lazily built columns and sort orders) on a separate set.
    const warm = mulberry32(99);
    for (let i = 0; i < 50; i++) e.search(multiQuery(warm, facetValues));
    const out: number[] = [];
    let requests = 0;
    let hits = 0;
    for (const multi of queries) {
      const t = performance.now();
      const { results } = e.search(multi);
      out.push(performance.now() - t);
      requests += multi.length;
      hits += results[0]?.nbHits ?? 0;
    }
    return { times: out.sort((a, b) => a - b), requests, hits };
  };
  const cached = run(engine);
  const uncached = run(
    engineFromPayload(JSON.parse(rawText) as EmbeddedIndexPayload, { now: () => now, textCacheSize: 0 }),
  );
  const times = cached.times;
  const requestCount = cached.requests;
  console.log(`${label}`);
  console.log(`  documents in index   ${payload.count}`);
  console.log(
    `  index size           raw ${kb(rawText.length)}, gzip ${kb(gzip)}, brotli ${kb(brotli)} (${(gzip / payload.count).toFixed(1)} B/car gzip)`,
  );
  console.log(`  load (parse+decode+engine) ${loadMs.toFixed(0)} ms`);
  console.log(
    `  ${queryCount} multi-queries (${(requestCount / queryCount).toFixed(1)} requests each, ${(cached.hits / queryCount).toFixed(0)} hits on average): p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms`,
  );
  console.log(
    `  same without the query-text cache: p50 ${percentile(uncached.times, 50).toFixed(2)} ms, p95 ${percentile(uncached.times, 95).toFixed(2)} ms, max ${(uncached.times.at(-1) ?? 0).toFixed(2)} ms`,
  );
}

for (const count of sizes) {
  console.log('');
  const cars = sampleCars(count);
  const payload = buildEmbeddedIndex(cars, { tenant, now, financeProvider: 'stratton' });
  bench(`embedded search, ${count} sample cars (bench-20k profile)`, payload, JSON.stringify(payload));
  const cdn = buildEmbeddedIndex(generateCars(count, { now }), { tenant, now, financeProvider: 'stratton' });
  const cdnText = JSON.stringify(cdn);
  console.log(`  CDN-URL variant      ${cdn.count} docs, gzip ${kb(gzipSync(cdnText).length)}`);
  console.log(
    `  recommendation       ${tooLargeForEmbedded(payload.count) ? tooLargeWarning(payload.count, BENCH_20K.slug) : 'embedded index (no Meilisearch needed)'}`,
  );
}
