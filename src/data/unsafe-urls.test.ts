import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { collections } from './schemas.ts';
import { COLLECTION_NAMES } from './snapshot.ts';
import { linkFields, unsafeUrls } from './unsafe-urls.ts';

const offer = { id: 1, title: 'Drive away', slug: 'drive-away' };
const car = {
  id: 7,
  slug: 'a-car',
  name: '2020 Toyota HiLux',
  car_type: 'used',
  status: 'in_stock',
  make: 'Toyota',
  model: 'HiLux',
  year: 2020,
  created_at: '2026-10-20T01:30:00Z',
  price: 30000,
};

describe('links from the feed', () => {
  it.each([
    'javascript:alert(document.domain)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
  ])('an offer url of %j is dropped from the record and reported', (url) => {
    const parsed = v.parse(collections.offers, { ...offer, url });
    expect(parsed.url).toBeNull();
    expect(unsafeUrls('offers', { ...offer, url })).toEqual([
      `url: ${JSON.stringify(url)} is not an http(s) address or a site path; the link was dropped`,
    ]);
  });

  it('keeps http(s) links and site paths, and reports nothing for them', () => {
    for (const url of ['https://dealer.example/offer', '/search/used-cars']) {
      expect(v.parse(collections.offers, { ...offer, url }).url).toBe(url);
      expect(unsafeUrls('offers', { ...offer, url })).toEqual([]);
    }
    expect(unsafeUrls('offers', { ...offer, url: null })).toEqual([]);
    expect(unsafeUrls('offers', { ...offer, url: '  ' })).toEqual([]);
  });

  it("drops a car's history report that is a javascript: or data: address", () => {
    const raw = CarRecord({ file: 'data:application/pdf;base64,AAAA', external_video_url: 'javascript:x' });
    const result = v.safeParse(collections.cars, raw);
    expect(result.issues).toBeUndefined();
    expect(result.output).toMatchObject({ file: null, external_video_url: null });
    expect(unsafeUrls('cars', raw).map((line) => line.split(':')[0])).toEqual(['external_video_url', 'file']);
  });

  it('finds nested link fields (a promo card, a location address)', () => {
    expect(linkFields(collections.promos)).toContainEqual(['node', 'url']);
    expect(linkFields(collections.locations)).toContainEqual(['address', 'place_url']);
    expect(unsafeUrls('promos', { id: 1, position: 5, node: { title: 'T', url: 'vbscript:x' } })).toEqual([
      'node.url: "vbscript:x" is not an http(s) address or a site path; the link was dropped',
    ]);
  });

  // A link field added later with a plain text schema would carry feed addresses to a page as they
  // come: every field named like a link must use the linkUrl schema (images are <img> sources,
  // which run no script; videos go through the embed rule).
  it('every link-like field of every collection passes the safe-URL rule', () => {
    const linkLike = /^(url|href|link|file)$|_(url|href|link)$/i;
    for (const name of COLLECTION_NAMES) {
      const fields = linkFields(collections[name]).map((p) => p.join('.'));
      for (const key of fieldNames(collections[name])) {
        if (linkLike.test(key.split('.').at(-1) ?? '') && !/image|logo|thumb|video\./.test(key)) {
          expect(fields, `${name}.${key}`).toContain(key);
        }
      }
    }
  });
});

function CarRecord(extra: Record<string, unknown>): Record<string, unknown> {
  return { ...car, ...extra };
}

type Walkable = { entries?: Record<string, Walkable>; wrapped?: Walkable; item?: Walkable };
function fieldNames(schema: unknown, prefix = ''): string[] {
  const s = schema as Walkable;
  if (s.wrapped) return fieldNames(s.wrapped, prefix);
  if (s.item) return fieldNames(s.item, `${prefix}*.`);
  if (!s.entries) return [];
  return Object.entries(s.entries).flatMap(([key, entry]) => [
    `${prefix}${key}`,
    ...fieldNames(entry, `${prefix}${key}.`),
  ]);
}
