// @vitest-environment node
import { priceSortValue } from '../../core/vehicle/price.ts';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toSearchDocument, type SearchDocument } from '../document.ts';
import { generateCars } from '../testing/generate-cars.ts';
import { FIXTURE_BUILD_NOW, FIXTURE_TENANT, fixtureCars } from '../testing/fixture.ts';
import {
  buildEmbeddedIndex,
  decodePayload,
  EMBEDDED_GZIP_BUDGET_BYTES_3000,
  EMBEDDED_MAX_CARS,
  encodeDocuments,
  PAYLOAD_FORMAT,
  PAYLOAD_VERSION,
  tooLargeForEmbedded,
  tooLargeWarning,
  type EmbeddedIndexPayload,
} from './payload.ts';

const NOW = new Date('2026-11-01T00:00:00Z');
const meta = { built_at: NOW.toISOString(), tenant: { stock: {} } };

function byId(docs: readonly SearchDocument[]): SearchDocument[] {
  return [...docs].sort((a, b) => a.id - b.id);
}

/** Through JSON, as the browser receives it. */
function roundTrip(docs: readonly SearchDocument[]): SearchDocument[] {
  return decodePayload(JSON.parse(JSON.stringify(encodeDocuments(docs, meta))) as EmbeddedIndexPayload);
}

describe('payload round trip', () => {
  it('decodes exactly the documents of 3,000 generated cars', () => {
    const docs = generateCars(3000, { now: NOW }).map((car) => toSearchDocument(car, { financeProvider: 'stratton' }));
    expect(byId(roundTrip(docs))).toEqual(byId(docs));
  });

  it('decodes exactly the fixture documents', () => {
    const docs = fixtureCars().map((car) =>
      toSearchDocument(car, { financeProvider: 'stratton', customRank: (c) => c.id % 7 }),
    );
    expect(byId(roundTrip(docs))).toEqual(byId(docs));
  });

  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('', '\u0001', 'x\u0001y', '😀😀😀😀', '12345'),
  );
  const nullableText = fc.option(text, { nil: null });
  // JSON has no -0: a -0 arrives as 0 in either backend.
  const finite = (o: { min?: number; max?: number } = {}) =>
    fc.double({ noNaN: true, noDefaultInfinity: true, ...o }).map((x) => (x === 0 ? 0 : x));
  const nullableNumber = fc.option(finite(), { nil: null });

  it('decodes any documents exactly (property)', () => {
    const doc = fc.record({
      id: fc.integer({ min: 0, max: 1e9 }),
      slug: text,
      name: text,
      year: fc.integer({ min: 1900, max: 2100 }),
      make: text,
      model: text,
      badge: nullableText,
      series: nullableText,
      colour: nullableText,
      body: nullableText,
      simple_body: nullableText,
      status: fc.constantFrom('in_stock', 'coming_soon', 'sold', 'in_transit'),
      price: fc.integer({ min: 0, max: 500000 }),
      km: nullableNumber,
      lat: nullableNumber,
      stocknum: nullableText,
      primary_image_url: nullableText,
      created: fc.integer({ min: 0, max: 4e9 }),
      custom_rank: fc.oneof(finite({ min: -1e12, max: 1e12 }), fc.integer()),
      reserved: fc.boolean(),
      caravan_specs: fc.option(
        fc.record({
          body_length: nullableNumber,
          sleeps: nullableNumber,
          aggregate_trailer_mass: nullableNumber,
          tare_weight: nullableNumber,
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.uniqueArray(doc, { selector: (d) => d.id, maxLength: 12 }), (rows) => {
        const base = toSearchDocument(fixtureCars()[0]!);
        const docs = rows.map(({ created, ...row }): SearchDocument => ({
          ...base,
          ...row,
          // Derived from the prices (core priceSortValue): not stored, rebuilt on decode.
          sort_price: priceSortValue({ ...base, ...row }),
          created_at: new Date(created * 1000).toISOString(),
          keywords: '',
        }));
        const decoded = byId(roundTrip(docs));
        expect(decoded.map(({ keywords: _k, ...d }) => d)).toEqual(byId(docs).map(({ keywords: _k, ...d }) => d));
      }),
      { numRuns: 300 },
    );
  });

  it('rejects another format or version', () => {
    const payload = encodeDocuments([], meta);
    expect(() =>
      decodePayload({ ...payload, version: PAYLOAD_VERSION + 1 } as unknown as EmbeddedIndexPayload),
    ).toThrow(new RegExp(`v${PAYLOAD_VERSION}`));
    expect(() => decodePayload({ ...payload, format: 'x' } as unknown as EmbeddedIndexPayload)).toThrow(PAYLOAD_FORMAT);
    expect(payload).toMatchObject({ format: PAYLOAD_FORMAT, version: PAYLOAD_VERSION, count: 0 });
  });
});

describe('buildEmbeddedIndex', () => {
  it('leaves out every car the tenant does not list at build time, keeps sold cars inside the window', () => {
    const payload = buildEmbeddedIndex(fixtureCars(), { tenant: FIXTURE_TENANT, now: FIXTURE_BUILD_NOW });
    const ids = decodePayload(payload).map((d) => d.id);
    expect(ids).toHaveLength(45);
    for (const hidden of [2001, 2002, 2003, 2004, 2005, 2007, 2008]) expect(ids).not.toContain(hidden);
    // Sold 2 days before the build: still listed then; the engine drops it at query time.
    expect(ids).toContain(2006);
    expect(ids).toContain(1043);
    expect(payload.tenant).toEqual(FIXTURE_TENANT);
    expect(payload.built_at).toBe(FIXTURE_BUILD_NOW.toISOString());
  });

  it(`stays within ${EMBEDDED_GZIP_BUDGET_BYTES_3000 / 1024} KB gzip for 3,000 realistic cars`, () => {
    const cars = generateCars(3000, { now: NOW, seed: 7 });
    const payload = buildEmbeddedIndex(cars, { tenant: { stock: {} }, now: NOW, financeProvider: 'stratton' });
    expect(payload.count).toBeGreaterThan(2850);
    const gzip = gzipSync(JSON.stringify(payload)).length;
    expect(gzip).toBeLessThanOrEqual(EMBEDDED_GZIP_BUDGET_BYTES_3000);
    // The columnar form must beat plain JSON documents by a wide margin.
    const plain = gzipSync(JSON.stringify(decodePayload(payload))).length;
    expect(gzip).toBeLessThan(plain * 0.6);
  });
});

describe('tooLargeForEmbedded', () => {
  it.each([
    [0, false],
    [3000, false],
    [EMBEDDED_MAX_CARS, false],
    [EMBEDDED_MAX_CARS + 1, true],
    [20000, true],
  ])('%i cars -> %s', (count, tooLarge) => {
    expect(tooLargeForEmbedded(count)).toBe(tooLarge);
  });

  it('names the count, the limit, the setting and the script', () => {
    const text = tooLargeWarning(20000, 'metro-motor-group');
    expect(text).toContain('20,000 listed cars');
    expect(text).toContain('8,000');
    expect(text).toContain('"backend": "meilisearch"');
    expect(text).toContain('sites/metro-motor-group/site.json');
    expect(text).toContain('npm run search:index -- --site metro-motor-group');
  });
});
