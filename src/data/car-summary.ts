// A car as listings, cards, search and the content collection hold it: the search
// document (built from the record by src/search/document.ts) and its hit fields. One
// projection for all of them, so a card in the HTML and a card from search show the same car.
// The shapes live here, below search, so that data and search both read them from one place.
import type { CarLocationOutput, CarOutput } from './schemas.ts';

/** Names of record fields (a name the record does not have fails type-checking). */
type RecordField<K extends keyof CarOutput> = K;

/** Record fields the document copies as the record has them (all required there). */
type CopiedField = RecordField<'id' | 'slug' | 'name' | 'year' | 'make' | 'model' | 'car_type' | 'status' | 'price'>;

/**
 * Optional record fields the document holds as their value or null, never missing. Three fall
 * back on others: state on the location's address state, primary_image_url on the first gallery
 * image, and simple_body is the body type's one stock value (core canonicalBodyType: 'SUV' ->
 * 'suv'). show_on_dealer_website is always true in the embedded index (hidden cars are left out).
 */
type NullableField = RecordField<
  | 'badge'
  | 'series'
  | 'item_type'
  | 'sold_date_timestamp'
  | 'stocknum'
  | 'dealership_id'
  | 'dealership_slug'
  | 'offer_price'
  | 'before_price'
  | 'subscription_price'
  | 'price_type'
  | 'km'
  | 'simple_body'
  | 'body'
  | 'simple_fuel'
  | 'simple_transmission'
  | 'simple_drive'
  | 'colour'
  | 'seats'
  | 'doors'
  | 'state'
  | 'primary_image_url'
  | 'tag'
  | 'views'
>;

/** Optional record flags the document holds as true or false. */
type FlagField = RecordField<'show_on_dealer_website' | 'preorder' | 'reserved' | 'certified'>;

/** Record fields the document reads to compute its own (location_*, lat, lng, image_count, created_at ...). */
type SourceField = RecordField<
  'location' | 'images' | 'photos_count' | 'created_at' | 'finance_lenders' | 'specifications'
>;

/** Record fields the document leaves out: the vehicle page reads them from the full record. */
type LeftOutField = RecordField<
  | 'path'
  | 'interior_colour'
  | 'vin'
  | 'nvic'
  | 'has_nvic'
  | 'regplate'
  | 'rego_expiry'
  | 'build_date'
  | 'compliance_date'
  | 'sold'
  | 'updated_at'
  | 'engine_size'
  | 'engine_size_litres'
  | 'drive'
  | 'fuel'
  | 'trans'
  | 'gearnum'
  | 'bodyconfiguration'
  | 'video_url'
  | 'external_video_url'
  | 'isVideo'
  | 'walkaround_videos'
  | 'videos'
  | 'file'
  | 'thumbnails'
  | 'spin_images'
  | 'spin_code'
  | 'spin_interior_image'
  | 'hotspots'
  | 'standardEquipment'
  | 'dealercomments'
  | 'carsales_title'
  | 'private_suburb'
  | 'private_postcode'
  | 'city'
  | 'dealership_ids'
  | 'model_variants'
  | 'manufacturer_body'
  | 'manufacturer_body2'
  | 'manufacturer_body3'
  | 'body_list'
  | 'youxQuote'
  | 'autograb_data'
  | 'variant'
>;

/**
 * Fails type-checking while the record has a field none of the lists above names: a field added
 * to the record (src/data/schemas.ts) is either put in the search document, and so in every car
 * shape derived from it, or left out here on purpose.
 */
export type EveryRecordFieldPlaced = Placed<
  Exclude<keyof CarOutput, CopiedField | NullableField | FlagField | SourceField | LeftOutField>
>;
type Placed<Unplaced extends never> = Unplaced;

type OrNull<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null };
type Flags<T> = { [K in keyof T]-?: Exclude<T[K], null | undefined> };

/**
 * One car as search sees it: record fields under the spec's names (SPEC.md §3), optional ones as
 * value or null, and the fields computed from the record (src/search/document.ts toSearchDocument).
 */
export type SearchDocument = Pick<CarOutput, CopiedField> &
  OrNull<Pick<CarOutput, NullableField>> &
  Flags<Pick<CarOutput, FlagField>> & {
    /**
     * What price sorts order by: the purchase price the card shows (core
     * priceSortValue), null when it shows none (PREORDER, 'Enquire for
     * price.'); both backends sort null last. Derived from the prices, not
     * stored in the embedded index.
     */
    sort_price: CarOutput['price'] | null;
    /** car.location.id */
    location_id: CarLocationOutput['id'] | null;
    /** car.location.slug */
    location_slug: NonNullable<CarLocationOutput['slug']> | null;
    /** car.location.name */
    location_name: NonNullable<CarLocationOutput['name']> | null;
    /** Location latitude (address.lat), for the geo radius filter. */
    lat: number | null;
    /** Location longitude (address.long). */
    lng: number | null;
    /** Gallery size: images.length, else photos_count, else 0. */
    image_count: number;
    /**
     * The record's created_at as ISO 8601 in UTC to the whole second
     * ('2026-10-02T03:04:05.000Z'), so text order is time order for the
     * 'newest' sort and the core's just-arrived rule (CarTagFields.created_at)
     * reads it as is. The embedded payload stores it as unix seconds.
     */
    created_at: CarOutput['created_at'];
    /** Featured order, descending (SPEC.md §7 "sorted by custom rank descending"); see defaultCustomRank in src/search/document.ts. */
    custom_rank: number;
    /** The site finance provider's weekly payment (paymentWeek, from finance_lenders), null without one. */
    weekly_payment: number | null;
    /**
     * The caravan specifications a card shows (SPEC.md §3 specifications: body_length mm, sleeps,
     * aggregate_trailer_mass and tare_weight kg), each a positive number or null; null when the
     * record has none of them (every car that is not a caravan).
     */
    caravan_specs: CaravanCardSpecs | null;
    /**
     * The searchable text: distinct lower-case words of name, make, model,
     * badge, series, colour, body and simple_body. Lower case so that no
     * engine splits 'HiLux' into 'hi' + 'lux' (Meilisearch segments camelCase).
     * Not returned in hits.
     */
    keywords: string;
  };

/** The caravan specifications of a search document ({@link SearchDocument.caravan_specs}). */
export type CaravanCardSpecs = {
  [K in 'body_length' | 'sleeps' | 'aggregate_trailer_mass' | 'tare_weight']: number | null;
};

/** A hit's document fields. */
export type SearchHitDocument = Omit<SearchDocument, 'keywords'>;

/** A car as listings and cards hold it: the search document's hit fields. */
export type CarSummary = SearchHitDocument;
