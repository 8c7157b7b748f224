// A car as listings, cards, search and the content collection hold it: the search
// document (built from the record by src/search/document.ts) and its hit fields. One
// projection for all of them, so a card in the HTML and a card from search show the same car.
// The shapes live here, below search, so that data and search both read them from one place.
import type { CarType } from '../core/types.ts';

/** One car as search sees it. Field names are the spec's (SPEC.md §3) where the spec has one. */
export interface SearchDocument {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  car_type: CarType;
  /** SPEC.md §3 item_type (car, motorcycle, truck, caravan); null when the feed gives none (a car). */
  item_type: string | null;
  status: string;
  /** Unix seconds; null unless sold. */
  sold_date_timestamp: number | null;
  /** Always true in the embedded index (hidden cars are left out); kept for the stock rule and the tenant token. */
  show_on_dealer_website: boolean;
  stocknum: string | null;
  dealership_id: number | null;
  dealership_slug: string | null;
  /** 0 means no price. */
  price: number;
  /**
   * What price sorts order by: the purchase price the card shows (core
   * priceSortValue), null when it shows none (PREORDER, 'Enquire for
   * price.'); both backends sort null last. Derived from the prices, not
   * stored in the embedded index.
   */
  sort_price: number | null;
  offer_price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  price_type: string | null;
  km: number | null;
  /** The body type's one stock value (core canonicalBodyType: 'SUV' -> 'suv', 'hatchback' -> 'hatch'). */
  simple_body: string | null;
  body: string | null;
  simple_fuel: string | null;
  simple_transmission: string | null;
  simple_drive: string | null;
  colour: string | null;
  seats: number | null;
  doors: number | null;
  /** car.location.id */
  location_id: number | null;
  /** car.location.slug */
  location_slug: string | null;
  /** car.location.name */
  location_name: string | null;
  /** car.state, else the location's address state. */
  state: string | null;
  /** Location latitude (address.lat), for the geo radius filter. */
  lat: number | null;
  /** Location longitude (address.long). */
  lng: number | null;
  /** primary_image_url, else the first gallery image. */
  primary_image_url: string | null;
  /** Gallery size: images.length, else photos_count, else 0. */
  image_count: number;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  /**
   * ISO 8601 in UTC to the whole second ('2026-10-02T03:04:05.000Z'), so
   * text order is time order for the 'newest' sort and the core's
   * just-arrived rule (CarTagFields.created_at) reads it as is. The embedded
   * payload stores it as unix seconds.
   */
  created_at: string;
  views: number | null;
  /** Featured order, descending (SPEC.md §7 "sorted by custom rank descending"); see defaultCustomRank in src/search/document.ts. */
  custom_rank: number;
  /** The site finance provider's weekly payment (paymentWeek), null without one. */
  weekly_payment: number | null;
  /**
   * The searchable text: distinct lower-case words of name, make, model,
   * badge, series, colour, body and simple_body. Lower case so that no
   * engine splits 'HiLux' into 'hi' + 'lux' (Meilisearch segments camelCase).
   * Not returned in hits.
   */
  keywords: string;
}

/** A hit's document fields. */
export type SearchHitDocument = Omit<SearchDocument, 'keywords'>;

/** A car as listings and cards hold it: the search document's hit fields. */
export type CarSummary = SearchHitDocument;
