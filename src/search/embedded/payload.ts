/**
 * The embedded search index: built at build time from the tenant's cars,
 * written as one static JSON file, fetched and decoded by the browser worker.
 *
 * Layout: columnar. Each document field is one column with the cheapest
 * encoding for its values, so gzip sees long runs of similar text:
 * - 'd' dictionary: distinct values once, then one small index per row
 *   (makes, models, colours, statuses, locations, ...);
 * - 'n' numbers (null allowed); 'z' integers as differences from the row above;
 * - 'b' booleans as one '0'/'1' character per row; 's' sparse numbers (row -> value);
 * - 'f' front-coded text: a row sharing its start or end with the row above
 *   stores [shared start, middle, shared end] (image URLs, stock numbers);
 *   the row's id inside the text is written as one mark character;
 * - 'x' text coded the same way against a value derived from the row's
 *   other fields: null when equal (name = 'year make model badge'); slugs
 *   against 'slugified-name-{id}'.
 * Rows are ordered by make, model, year, id to put similar rows together.
 * `created_at` travels as unix seconds and `custom_rank` as its difference
 * from the default rank; `keywords` and `sort_price` (core priceSortValue
 * of the prices) are rebuilt on decode. Decoding gives back
 * exactly the documents that went in (payload.test.ts checks it).
 *
 * Base filter: cars the tenant does not list at build time (hidden, excluded,
 * too old, other dealerships, sold before the window) are left out, so they
 * never reach the browser. Sold cars inside the window stay, with
 * `sold_date_timestamp`, and the tenant filter travels in the payload so the
 * engine re-applies the rule with the visitor's clock (tenant-filter.ts).
 */

import type { CarOutput } from '../../data/schemas.ts';
import { priceSortValue } from '../../core/vehicle/price.ts';
import { slugify } from '../../core/search/routing.ts';
import {
  defaultCustomRank,
  isoFromSeconds,
  keywordsOf,
  toSearchDocument,
  unixSeconds,
  type DocumentOptions,
  type SearchDocument,
} from '../document.ts';
import { isTenantListed, type TenantFilter } from '../tenant-filter.ts';
import { tokenize } from '../text.ts';

/** Format marker of the payload. */
export const PAYLOAD_FORMAT = 'dealer-sites-search-index';

/** Version of the column layout; bump on any change. */
export const PAYLOAD_VERSION = 3;

/**
 * Most cars the embedded backend is built for. Every visitor downloads the
 * whole index before the first search and decodes it in the worker; past
 * 8,000 cars (about a quarter of a megabyte gzip, roughly one large hero
 * image) that costs more than a search page should on a phone: use
 * Meilisearch, which downloads only results. Sizes and load times per stock
 * size: docs/performance.md, Search.
 */
export const EMBEDDED_MAX_CARS = 8000;

/** Budget asserted by payload.test.ts: gzip size of the index for 3,000 cars. */
export const EMBEDDED_GZIP_BUDGET_BYTES_3000 = 150 * 1024;

/** True when a tenant with `count` listed cars should use Meilisearch rather than the embedded index. */
export function tooLargeForEmbedded(count: number): boolean {
  return count > EMBEDDED_MAX_CARS;
}

/** The build warning for {@link tooLargeForEmbedded} tenants. */
export function tooLargeWarning(count: number, siteSlug = '<slug>'): string {
  return (
    `Search: ${count.toLocaleString('en-AU')} listed cars is more than the embedded search index is built for ` +
    `(${EMBEDDED_MAX_CARS.toLocaleString('en-AU')}). Every visitor would download and decode the whole index. ` +
    `Use Meilisearch for this site: in sites/${siteSlug}/site.json set "search": { "backend": "meilisearch", ` +
    `"meilisearch": { "host": ..., "search_key": ... } } and run ` +
    `\`npm run search:index -- --site ${siteSlug}\` (MEILI_URL, MEILI_ADMIN_KEY) to push the stock and mint the key.`
  );
}

/** One encoded column. */
export type Column =
  | { c: 'd'; d: unknown[]; i: number[] }
  | { c: 'n'; v: Array<number | null> }
  | { c: 'z'; v: number[] }
  | { c: 'b'; v: string }
  | { c: 's'; v: Record<string, number> }
  | { c: 'f'; v: Array<Coded | null> }
  | { c: 'x'; v: Array<Coded | null> };

/** The serialisable embedded index. */
export interface EmbeddedIndexPayload {
  format: typeof PAYLOAD_FORMAT;
  version: typeof PAYLOAD_VERSION;
  /** ISO time of the build (the clock the base filter was applied with). */
  built_at: string;
  count: number;
  /** The tenant's base filter, re-applied at query time. */
  tenant: TenantFilter;
  columns: Record<string, Column>;
}

/** Options of {@link buildEmbeddedIndex}. */
export interface BuildEmbeddedIndexOptions extends DocumentOptions {
  tenant: TenantFilter;
  /** The build's clock (buildNow). */
  now: Date;
}

/* ------------------------------------------------------------------------ */
/* Codecs                                                                    */
/* ------------------------------------------------------------------------ */

const MIN_SHARED = 4;

/** Stands for the row's id inside coded text ('.../stock/\u0001/0.jpg'). */
const ID_MARK = '\u0001';

function isHighSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff;
}

function sharedStart(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i > 0 && i < b.length && isHighSurrogate(b, i - 1)) i--; // never split a surrogate pair
  return i;
}

function sharedEnd(a: string, b: string, limit: number): number {
  let i = 0;
  while (i < limit && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  if (i > 0 && i < b.length && isHighSurrogate(b, b.length - 1 - i)) i--;
  return i;
}

/** Coded text: the text itself, or [start shared with the base, middle, end shared with the base]. */
type Coded = string | [number, string, number];

function code(value: string, base: string): Coded {
  const start = sharedStart(base, value);
  const end = sharedEnd(base, value, Math.min(base.length, value.length) - start);
  return start + end >= MIN_SHARED ? [start, value.slice(start, value.length - end), end] : value;
}

function decode(entry: Coded, base: string): string {
  return typeof entry === 'string'
    ? entry
    : base.slice(0, entry[0]) + entry[1] + (entry[2] > 0 ? base.slice(-entry[2]) : '');
}

/** Starts a text kept as is (it holds a mark character of its own). */
const RAW_MARK = '\u0002';

/** The text with the row id written as {@link ID_MARK}; texts holding a mark character are kept as is behind {@link RAW_MARK}. */
function markId(value: string, id: number): string {
  if (value.includes(ID_MARK) || value.includes(RAW_MARK)) return RAW_MARK + value;
  return value.split(String(id)).join(ID_MARK);
}

function unmarkId(value: string, id: number): string {
  return value.startsWith(RAW_MARK) ? value.slice(1) : value.split(ID_MARK).join(String(id));
}

function dictColumn(values: readonly unknown[]): Column {
  const keys = new Map<string, number>();
  const d: unknown[] = [];
  const i = values.map((v) => {
    if (v === null || v === undefined) return 0;
    const key = JSON.stringify(v);
    let index = keys.get(key);
    if (index === undefined) {
      d.push(v);
      index = d.length;
      keys.set(key, index);
    }
    return index;
  });
  return { c: 'd', d, i };
}

function frontColumn(values: ReadonlyArray<string | null>, ids: readonly number[]): Column {
  let previous = '';
  return {
    c: 'f',
    v: values.map((value, r) => {
      if (value === null) return null;
      const marked = markId(value, ids[r] ?? 0);
      const entry = code(marked, previous);
      previous = marked;
      return entry;
    }),
  };
}

function decodeFront(column: Extract<Column, { c: 'f' }>, ids: readonly number[]): Array<string | null> {
  let previous = '';
  return column.v.map((entry, r) => {
    if (entry === null) return null;
    previous = decode(entry, previous);
    return unmarkId(previous, ids[r] ?? 0);
  });
}

function deltaColumn(values: readonly number[]): Column {
  let previous = 0;
  return {
    c: 'z',
    v: values.map((v) => {
      const d = v - previous;
      previous = v;
      return d;
    }),
  };
}

function decodeDelta(column: Extract<Column, { c: 'z' }>): number[] {
  let previous = 0;
  return column.v.map((d) => (previous += d));
}

function boolColumn(values: readonly boolean[]): Column {
  return { c: 'b', v: values.map((b) => (b ? '1' : '0')).join('') };
}

/* ------------------------------------------------------------------------ */
/* Fields                                                                    */
/* ------------------------------------------------------------------------ */

/** The name most feeds send: 'year make model badge'. */
function derivedName(doc: Pick<SearchDocument, 'year' | 'make' | 'model' | 'badge'>): string {
  return [String(doc.year), doc.make, doc.model, doc.badge].filter((p) => p !== null && p !== '').join(' ');
}

/** What slugs are coded against: the slugified name, a hyphen and the id mark ('2022-toyota-hilux-sr5-\u0001'). */
function slugBase(name: string): string {
  return `${slugify(name)}-${ID_MARK}`;
}

type LocationTuple = [number | null, string | null, string | null, number | null, number | null];
/** body_length, sleeps, aggregate_trailer_mass, tare_weight (null for every car but caravans). */
type CaravanTuple = [number | null, number | null, number | null, number | null];

const DICT_FIELDS = [
  'make',
  'model',
  'badge',
  'series',
  'year',
  'car_type',
  'item_type',
  'status',
  'dealership_id',
  'dealership_slug',
  'price_type',
  'simple_body',
  'body',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'colour',
  'seats',
  'doors',
  'state',
  'tag',
] as const satisfies ReadonlyArray<keyof SearchDocument>;

const NUMBER_FIELDS = [
  'price',
  'offer_price',
  'before_price',
  'subscription_price',
  'km',
  'sold_date_timestamp',
  'views',
  'image_count',
  'weekly_payment',
] as const satisfies ReadonlyArray<keyof SearchDocument>;

const BOOL_FIELDS = ['show_on_dealer_website', 'preorder', 'reserved', 'certified'] as const satisfies ReadonlyArray<
  keyof SearchDocument
>;

const FRONT_FIELDS = ['stocknum', 'primary_image_url'] as const satisfies ReadonlyArray<keyof SearchDocument>;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Row order that compresses best: make, model, year, id. */
function rowOrder(a: SearchDocument, b: SearchDocument): number {
  return compareText(a.make, b.make) || compareText(a.model, b.model) || a.year - b.year || a.id - b.id;
}

/** Encodes documents into the columnar payload. */
export function encodeDocuments(
  documents: readonly SearchDocument[],
  meta: { built_at: string; tenant: TenantFilter },
): EmbeddedIndexPayload {
  const docs = [...documents].sort(rowOrder);
  const columns: Record<string, Column> = {};
  columns['id'] = deltaColumn(docs.map((d) => d.id));
  for (const f of DICT_FIELDS) columns[f] = dictColumn(docs.map((d) => d[f]));
  for (const f of NUMBER_FIELDS) columns[f] = { c: 'n', v: docs.map((d) => d[f]) };
  for (const f of BOOL_FIELDS) columns[f] = boolColumn(docs.map((d) => d[f]));
  const ids = docs.map((d) => d.id);
  for (const f of FRONT_FIELDS)
    columns[f] = frontColumn(
      docs.map((d) => d[f]),
      ids,
    );
  columns['location'] = dictColumn(
    docs.map((d): LocationTuple | null =>
      d.location_id === null && d.location_slug === null && d.location_name === null && d.lat === null && d.lng === null
        ? null
        : [d.location_id, d.location_slug, d.location_name, d.lat, d.lng],
    ),
  );
  columns['caravan_specs'] = dictColumn(
    docs.map((d): CaravanTuple | null => {
      const s = d.caravan_specs;
      return s ? [s.body_length, s.sleeps, s.aggregate_trailer_mass, s.tare_weight] : null;
    }),
  );
  columns['name'] = { c: 'x', v: docs.map((d) => (d.name === derivedName(d) ? null : code(d.name, derivedName(d)))) };
  columns['slug'] = { c: 'x', v: docs.map((d) => code(markId(d.slug, d.id), slugBase(d.name))) };
  columns['created_at'] = { c: 'n', v: docs.map((d) => unixSeconds(d.created_at)) };
  // custom_rank as its difference from the default rank; exactly, when the subtraction would round.
  const rankDiffs = docs.map((d) => d.custom_rank - defaultCustomRank(d));
  const exact: Record<string, number> = {};
  docs.forEach((d, r) => {
    if ((rankDiffs[r] ?? 0) + defaultCustomRank(d) !== d.custom_rank) exact[r] = d.custom_rank;
  });
  columns['custom_rank'] = { c: 'n', v: rankDiffs.map((diff, r) => (r in exact ? 0 : diff)) };
  columns['custom_rank_exact'] = { c: 's', v: exact };
  return {
    format: PAYLOAD_FORMAT,
    version: PAYLOAD_VERSION,
    built_at: meta.built_at,
    count: docs.length,
    tenant: meta.tenant,
    columns,
  };
}

function column<C extends Column['c']>(
  payload: EmbeddedIndexPayload,
  name: string,
  kind: C,
): Extract<Column, { c: C }> {
  const col = payload.columns[name];
  if (!col || col.c !== kind) throw new Error(`Search index: column ${name} missing or not of kind ${kind}`);
  return col as Extract<Column, { c: C }>;
}

function dictValues(col: Extract<Column, { c: 'd' }>): unknown[] {
  return col.i.map((i) => (i === 0 ? null : (col.d[i - 1] ?? null)));
}

/** Decodes the payload back into documents (in row order). Throws on an unknown format or version. */
export function decodePayload(payload: EmbeddedIndexPayload): SearchDocument[] {
  if (payload.format !== PAYLOAD_FORMAT || payload.version !== PAYLOAD_VERSION) {
    throw new Error(
      `Search index: expected ${PAYLOAD_FORMAT} v${PAYLOAD_VERSION}, got ${String(payload.format)} v${String(payload.version)}`,
    );
  }
  const n = payload.count;
  const ids = decodeDelta(column(payload, 'id', 'z'));
  const dict = Object.fromEntries(DICT_FIELDS.map((f) => [f, dictValues(column(payload, f, 'd'))])) as Record<
    (typeof DICT_FIELDS)[number],
    unknown[]
  >;
  const nums = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, column(payload, f, 'n').v])) as Record<
    (typeof NUMBER_FIELDS)[number],
    Array<number | null>
  >;
  const bools = Object.fromEntries(BOOL_FIELDS.map((f) => [f, column(payload, f, 'b').v])) as Record<
    (typeof BOOL_FIELDS)[number],
    string
  >;
  const fronts = Object.fromEntries(FRONT_FIELDS.map((f) => [f, decodeFront(column(payload, f, 'f'), ids)])) as Record<
    (typeof FRONT_FIELDS)[number],
    Array<string | null>
  >;
  const locations = dictValues(column(payload, 'location', 'd')) as Array<LocationTuple | null>;
  const caravans = dictValues(column(payload, 'caravan_specs', 'd')) as Array<CaravanTuple | null>;
  const names = column(payload, 'name', 'x').v;
  const slugs = column(payload, 'slug', 'x').v;
  const created = column(payload, 'created_at', 'n').v;
  const ranks = column(payload, 'custom_rank', 'n').v;
  const exactRanks = column(payload, 'custom_rank_exact', 's').v;

  // Most texts repeat (makes, models, colours): split each once.
  const wordCache = new Map<string, readonly string[]>();
  const words = (text: string): readonly string[] => {
    let list = wordCache.get(text);
    if (!list) {
      list = tokenize(text);
      wordCache.set(text, list);
    }
    return list;
  };
  const docs: SearchDocument[] = [];
  for (let r = 0; r < n; r++) {
    const t = (f: (typeof DICT_FIELDS)[number]) => (dict[f][r] ?? null) as string | null;
    const num = (f: (typeof NUMBER_FIELDS)[number]) => nums[f][r] ?? null;
    const bool = (f: (typeof BOOL_FIELDS)[number]) => bools[f].charCodeAt(r) === 49;
    const loc = locations[r] ?? null;
    const van = caravans[r] ?? null;
    const doc = {
      id: ids[r] ?? 0,
      slug: '',
      name: '',
      year: (dict.year[r] ?? 0) as number,
      make: t('make') ?? '',
      model: t('model') ?? '',
      badge: t('badge'),
      series: t('series'),
      car_type: t('car_type') as SearchDocument['car_type'],
      item_type: t('item_type') as SearchDocument['item_type'],
      status: t('status') ?? '',
      sold_date_timestamp: num('sold_date_timestamp'),
      show_on_dealer_website: bool('show_on_dealer_website'),
      stocknum: fronts.stocknum[r] ?? null,
      dealership_id: (dict.dealership_id[r] ?? null) as number | null,
      dealership_slug: t('dealership_slug'),
      price: num('price') ?? 0,
      sort_price: null as number | null,
      offer_price: num('offer_price'),
      before_price: num('before_price'),
      subscription_price: num('subscription_price'),
      preorder: bool('preorder'),
      price_type: t('price_type'),
      km: num('km'),
      simple_body: t('simple_body'),
      body: t('body'),
      simple_fuel: t('simple_fuel'),
      simple_transmission: t('simple_transmission'),
      simple_drive: t('simple_drive'),
      colour: t('colour'),
      seats: (dict.seats[r] ?? null) as number | null,
      doors: (dict.doors[r] ?? null) as number | null,
      location_id: loc ? loc[0] : null,
      location_slug: loc ? loc[1] : null,
      location_name: loc ? loc[2] : null,
      state: t('state'),
      lat: loc ? loc[3] : null,
      lng: loc ? loc[4] : null,
      primary_image_url: fronts.primary_image_url[r] ?? null,
      image_count: num('image_count') ?? 0,
      tag: t('tag'),
      reserved: bool('reserved'),
      certified: bool('certified'),
      created_at: isoFromSeconds(created[r] ?? 0),
      views: num('views'),
      custom_rank: 0,
      weekly_payment: num('weekly_payment'),
      caravan_specs: van
        ? { body_length: van[0], sleeps: van[1], aggregate_trailer_mass: van[2], tare_weight: van[3] }
        : null,
      keywords: '',
    } satisfies SearchDocument;
    const base = derivedName(doc);
    const nameEntry = names[r] ?? null;
    doc.name = nameEntry === null ? base : decode(nameEntry, base);
    doc.slug = unmarkId(decode(slugs[r] ?? '', slugBase(doc.name)), doc.id);
    doc.custom_rank = exactRanks[String(r)] ?? defaultCustomRank(doc) + (ranks[r] ?? 0);
    doc.sort_price = priceSortValue(doc);
    doc.keywords = keywordsOf(doc, words);
    docs.push(doc);
  }
  return docs;
}

/**
 * The embedded index of a tenant's cars: every car the tenant lists at
 * `options.now` (tenant-filter.ts), as search documents, columnar-encoded.
 * Serialise with JSON.stringify.
 */
export function buildEmbeddedIndex(
  cars: readonly CarOutput[],
  options: BuildEmbeddedIndexOptions,
): EmbeddedIndexPayload {
  const documents = cars
    .filter((car) => isTenantListed(car, options.tenant, options.now))
    .map((car) => toSearchDocument(car, options));
  return encodeDocuments(documents, { built_at: options.now.toISOString(), tenant: options.tenant });
}
