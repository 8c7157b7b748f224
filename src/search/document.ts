/**
 * The slim search document: what search and result cards need of a car
 * (SPEC.md §2 Search result cards, §3 Car), identical for both backends. The
 * embedded index stores these columns compactly and decodes back to exactly
 * these objects; the Meilisearch indexer pushes them as they are (plus `_geo`,
 * which the Meilisearch wrapper strips from hits again).
 *
 * It satisfies the core's structural car shapes (src/core/types.ts:
 * `CoreCar` minus gallery and rego fields), so price display, image tags,
 * availability and the stock rule run on hits unchanged.
 */

import type { CarOutput } from '../data/schemas.ts';
import type { SearchDocument, SearchHitDocument } from '../data/car-summary.ts';
import { financeTeaser } from '../core/finance/teaser.ts';
import { lenderOfferFor } from '../core/finance/offer.ts';
import { locationLatLng } from '../core/locations.ts';
import { isAvailable } from '../core/vehicle/availability.ts';
import { priceSortValue } from '../core/vehicle/price.ts';
import { canonicalBodyType } from '../core/search/routing.ts';
import { STOCK_FILTER_ATTRIBUTES } from '../core/search/stock-filter.ts';
import { tokenize } from './text.ts';

export type { SearchDocument, SearchHitDocument };

/** Fields the searchable text is made of, in order. */
export const KEYWORD_SOURCE_ATTRIBUTES = [
  'name',
  'make',
  'model',
  'badge',
  'series',
  'colour',
  'body',
  'simple_body',
] as const satisfies ReadonlyArray<keyof SearchDocument>;

/** The one searchable attribute of both backends. */
export const SEARCHABLE_ATTRIBUTES = ['keywords'] as const;

/** Text attributes highlighted in hits (`_highlightResult`): the words a query can match. */
export const HIGHLIGHT_ATTRIBUTES = KEYWORD_SOURCE_ATTRIBUTES;

/** Attributes with text (or boolean) values that facets count and facetFilters match, ignoring case. */
export const TEXT_FACET_ATTRIBUTES = [
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'simple_body',
  'body',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'colour',
  'dealership_slug',
  'location_slug',
  'location_name',
  'state',
  'tag',
  'price_type',
  'stocknum',
  'slug',
  'reserved',
  'certified',
  'preorder',
  'show_on_dealer_website',
] as const satisfies ReadonlyArray<keyof SearchDocument>;

/** Numeric attributes: range filters, facet stats (slider min/max) and sorts. */
export const NUMERIC_ATTRIBUTES = [
  'id',
  'year',
  'price',
  'sort_price',
  'offer_price',
  'before_price',
  'subscription_price',
  'km',
  'seats',
  'doors',
  'views',
  'weekly_payment',
  'sold_date_timestamp',
  'custom_rank',
  'image_count',
  'dealership_id',
  'location_id',
  'lat',
  'lng',
] as const satisfies ReadonlyArray<keyof SearchDocument>;

/** Every attribute a filter or facet may name (the Meilisearch filterableAttributes, `_geo` aside). */
export const FILTERABLE_ATTRIBUTES: readonly string[] = [
  ...new Set<string>([...TEXT_FACET_ATTRIBUTES, ...NUMERIC_ATTRIBUTES, ...STOCK_FILTER_ATTRIBUTES]),
];

/** Attributes a sort may use (core SORT_CRITERIA plus views). */
export const SORTABLE_ATTRIBUTES = ['sort_price', 'price', 'year', 'km', 'created_at', 'custom_rank', 'views'] as const;

/** Every field of a hit, in document order (keywords excluded). */
export const HIT_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'item_type',
  'status',
  'sold_date_timestamp',
  'show_on_dealer_website',
  'stocknum',
  'dealership_id',
  'dealership_slug',
  'price',
  'sort_price',
  'offer_price',
  'before_price',
  'subscription_price',
  'preorder',
  'price_type',
  'km',
  'simple_body',
  'body',
  'simple_fuel',
  'simple_transmission',
  'simple_drive',
  'colour',
  'seats',
  'doors',
  'location_id',
  'location_slug',
  'location_name',
  'state',
  'lat',
  'lng',
  'primary_image_url',
  'image_count',
  'tag',
  'reserved',
  'certified',
  'created_at',
  'views',
  'custom_rank',
  'weekly_payment',
  'caravan_specs',
] as const satisfies ReadonlyArray<Exclude<keyof SearchDocument, 'keywords'>>;

/** Options of {@link toSearchDocument}. */
export interface DocumentOptions {
  /**
   * The site's finance provider (SPEC.md §1 finance_provider): its offer's
   * weekly payment becomes `weekly_payment`. Null or missing: no payment.
   */
  financeProvider?: string | null | undefined;
  /** Featured rank of a car; default {@link defaultCustomRank}. */
  customRank?: ((car: CarOutput) => number) | undefined;
}

const SECONDS_PER_TIER = 1e10;

/** Unix seconds of an ISO date-time; 0 when unreadable. */
export function unixSeconds(iso: string): number {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : 0;
}

/** ISO text of unix seconds, in UTC ('1970-01-01T00:00:00.000Z' for 0). */
export function isoFromSeconds(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/**
 * The featured rank the spec leaves unnamed (SPEC.md §7 "sorted by custom
 * rank descending"; the feed has no such field): available cars (in_stock,
 * coming_soon) above every other car, newest first within each group:
 * (available ? 1e10 : 0) + created_at in unix seconds. A choice; sites may
 * pass their own `customRank`.
 */
export function defaultCustomRank(car: { status: string; created_at: string }): number {
  return (isAvailable({ status: car.status.toLowerCase() }) ? SECONDS_PER_TIER : 0) + unixSeconds(car.created_at);
}

/**
 * The searchable text of a document: the distinct words (text.ts
 * `tokenize`) of {@link KEYWORD_SOURCE_ATTRIBUTES}, in first-seen order,
 * joined by single spaces. `words_` splits a text (default text.ts
 * `tokenize`; the index decoder passes a memoised one).
 */
export function keywordsOf(
  doc: Pick<SearchDocument, (typeof KEYWORD_SOURCE_ATTRIBUTES)[number]>,
  words_: (text: string) => readonly string[] = tokenize,
): string {
  const words = new Set<string>();
  for (const attribute of KEYWORD_SOURCE_ATTRIBUTES) {
    const value = doc[attribute];
    if (typeof value === 'string') for (const word of words_(value)) words.add(word);
  }
  return [...words].join(' ');
}

function text<T extends string>(value: T | null | undefined): T | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function num(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A positive measure, else null (a 0 in a feed means not given). */
function measure(value: number | null | undefined): number | null {
  const n = num(value);
  return n !== null && n > 0 ? n : null;
}

/** The caravan specifications a card shows; null when the record has none of them. */
function caravanSpecs(specs: CarOutput['specifications']): SearchDocument['caravan_specs'] {
  const picked = {
    body_length: measure(specs?.body_length),
    sleeps: measure(specs?.sleeps),
    aggregate_trailer_mass: measure(specs?.aggregate_trailer_mass),
    tare_weight: measure(specs?.tare_weight),
  };
  return Object.values(picked).some((v) => v !== null) ? picked : null;
}

/** The search document of a validated car record. */
export function toSearchDocument(car: CarOutput, options: DocumentOptions = {}): SearchDocument {
  const location = car.location ?? null;
  const point = location ? locationLatLng(location) : null;
  const images = car.images ?? [];
  const offer = lenderOfferFor(car.finance_lenders, options.financeProvider);
  const createdSeconds = unixSeconds(car.created_at);
  const doc: SearchDocument = {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: text(car.badge),
    series: text(car.series),
    car_type: car.car_type,
    item_type: text(car.item_type),
    status: car.status,
    sold_date_timestamp: num(car.sold_date_timestamp),
    show_on_dealer_website: car.show_on_dealer_website === true,
    stocknum: text(car.stocknum),
    dealership_id: num(car.dealership_id),
    dealership_slug: text(car.dealership_slug),
    price: car.price,
    sort_price: priceSortValue(car),
    offer_price: num(car.offer_price),
    before_price: num(car.before_price),
    subscription_price: num(car.subscription_price),
    preorder: car.preorder === true,
    price_type: text(car.price_type),
    km: num(car.km),
    simple_body: canonicalBodyType(car.simple_body),
    body: text(car.body),
    simple_fuel: text(car.simple_fuel),
    simple_transmission: text(car.simple_transmission),
    simple_drive: text(car.simple_drive),
    colour: text(car.colour),
    seats: num(car.seats),
    doors: num(car.doors),
    location_id: location ? location.id : null,
    location_slug: text(location?.slug),
    location_name: text(location?.name),
    state: text(car.state) ?? text(location?.address?.state),
    lat: point ? point.lat : null,
    lng: point ? point.lng : null,
    primary_image_url: text(car.primary_image_url) ?? text(images[0]?.image.url),
    image_count: images.length > 0 ? images.length : (num(car.photos_count) ?? 0),
    tag: text(car.tag),
    reserved: car.reserved === true,
    certified: car.certified === true,
    created_at: isoFromSeconds(createdSeconds),
    views: num(car.views),
    custom_rank: options.customRank ? options.customRank(car) : defaultCustomRank(car),
    weekly_payment: financeTeaser(offer)?.weeklyPayment ?? null,
    caravan_specs: caravanSpecs(car.specifications),
    keywords: '',
  };
  doc.keywords = keywordsOf(doc);
  return doc;
}

/** A hit's fields: the document without its searchable text. */
export function hitFields(doc: SearchDocument): SearchHitDocument {
  const { keywords: _keywords, ...fields } = doc;
  return fields;
}
