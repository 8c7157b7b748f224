/**
 * Valibot schemas of the records the platform API returns (SPEC.md §3).
 *
 * The nightly pull validates every record with the schema of its collection
 * (`collections` below) and keeps the parsed output. Field names are the
 * spec's own (snake_case and the camelCase ones such as `standardEquipment`,
 * `youxQuote`, `paymentWeek`).
 *
 * Conventions:
 * - Objects are `v.object`: unknown keys are stripped, never rejected, so a
 *   feed that gains a field keeps validating. Lender offers are the exception
 *   (`v.looseObject`) because the spec's `term{N}` keys are open-ended.
 * - Only the fields a record cannot do without are required; everything else
 *   is `v.nullish` (absent, null or a value), as real feeds are.
 * - Numbers are finite (NaN and Infinity fail). Where feeds are known to send
 *   numbers as text (address lat/long) or text as numbers (postcode,
 *   stocknum, hotspot ids) the schema accepts both and outputs one type.
 */
import * as v from 'valibot';
import { safeHref } from '../core/safe-url.ts';

// ---------------------------------------------------------------------------
// Building blocks

/** Slugs of cars, locations, models, offers and manufacturers. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

export const CAR_TYPES = ['new', 'demo', 'used'] as const;
/** Known statuses; the schema accepts any non-empty text ("others"). */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;
export const ITEM_TYPES = ['car', 'motorcycle', 'truck', 'caravan'] as const;
export const MODEL_STATUSES = ['all_new', 'new', 'coming_soon'] as const;

const finite = v.pipe(v.number(), v.finite());
const integer = v.pipe(v.number(), v.integer());
const nonNegative = v.pipe(v.number(), v.finite(), v.minValue(0));
const idNumber = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.string();
const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const slug = v.pipe(v.string(), v.regex(SLUG_PATTERN, 'expected a slug of lower-case a-z, 0-9 and hyphens'));
/** ISO 8601 date-time, e.g. '2026-10-31T09:30:00Z' or '2026-10-31T09:30:00.000+10:00'. */
const isoDateTime = v.pipe(v.string(), v.isoTimestamp('expected an ISO 8601 date-time'));
/** ISO 8601 date, optionally with a time: '2026-10-31' or '2026-10-31T00:00:00Z'. */
const isoDateLike = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:[T ].+)?$/, 'expected an ISO 8601 date'),
);
/** Text that feeds sometimes send as a number (postcode 2150, stock number 12345). */
const stringish = v.pipe(v.union([v.string(), finite], 'expected text or a number'), v.transform(String));
/** A number that feeds sometimes send as numeric text ('-33.81'). */
const numberish = v.union(
  [finite, v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(?:\.\d+)?$/), v.transform(Number))],
  'expected a number',
);
/** Rating out of five stars. */
const rating = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(5));

/**
 * A link from the feed (an offer's call to action, a history report, a website): the address as
 * `safeHref` keeps it (http, https or a site path), or null when that rule drops it
 * (`javascript:`, `data:`...), so no record holds a link that runs script. The pull reports
 * each dropped link (`src/data/unsafe-urls.ts` finds the fields by this schema).
 */
export const linkUrl = v.pipe(
  v.nullish(text),
  v.transform((raw) => safeHref(raw)),
);

/** `{ url }` of an image or logo; the url may be null (SPEC.md §3 Manufacturer logo.url). */
export const ImageRefSchema = v.object({ url: v.nullish(text) });

/** Gallery image (SPEC.md §3 Car images: image.url, image.thumb.url). */
export const CarImageSchema = v.object({
  image: v.object({
    url: text,
    thumb: v.nullish(v.object({ url: v.nullish(text) })),
  }),
});

/** Walkaround and other videos (SPEC.md §3 "each with video.url"). */
export const CarVideoSchema = v.object({ video: v.object({ url: text }) });

// ---------------------------------------------------------------------------
// Location

/** SPEC.md §3 Location.address. */
export const AddressSchema = v.object({
  id: v.nullish(idNumber),
  street: v.nullish(text),
  /** The suburb where the feed sends it apart from the city (NZ addresses: street, suburb, city postcode). */
  suburb: v.nullish(text),
  city: v.nullish(text),
  state: v.nullish(text),
  postcode: v.nullish(stringish),
  lat: v.nullish(v.pipe(numberish, v.minValue(-90), v.maxValue(90))),
  long: v.nullish(v.pipe(numberish, v.minValue(-180), v.maxValue(180))),
  place_id: v.nullish(text),
  place_url: linkUrl,
  map_key: v.nullish(text),
});

/** SPEC.md §3 Opening-hour entry. */
export const OpeningHourEntrySchema = v.object({
  /** 0 Sunday to 6 Saturday. */
  weekday: v.pipe(integer, v.minValue(0), v.maxValue(6)),
  /** 'Open', 'Closed' or other text. */
  status: text,
  open: v.nullish(text),
  close: v.nullish(text),
  formated_hours: v.nullish(text),
});

/**
 * SPEC.md §3 Special-hours entry: date, location id, status, start and end
 * hour. `start`/`end` are an hour number (9, 9.5 = 9:30) or a time text.
 */
export const SpecialHoursEntrySchema = v.object({
  date: isoDateLike,
  location_id: v.nullish(idNumber),
  status: text,
  start: v.nullish(v.union([finite, v.string()])),
  end: v.nullish(v.union([finite, v.string()])),
});

/** SPEC.md §3 Location.contact_detail. */
export const ContactDetailSchema = v.object({
  phone: v.nullish(text),
  landline_phone: v.nullish(text),
  /** The location's enquiry address (not in the spec; shown on /contact as a mailto link). */
  email: v.nullish(text),
  opening_hours: v.nullish(v.array(OpeningHourEntrySchema)),
});

/** A manufacturer a location sells (SPEC.md §3 Location.manufacturers). */
export const LocationManufacturerSchema = v.object({
  id: v.nullish(idNumber),
  name: text,
  slug: v.nullish(text),
});

/** SPEC.md §3 Location. */
export const LocationSchema = v.object({
  id: idNumber,
  name: nonEmpty,
  slug,
  /** sales, service, parts or other text; empty means sales. */
  location_type: v.nullish(text),
  /** May include 'buying'. */
  location_subtype: v.nullish(v.array(text)),
  dealership_id: v.nullish(idNumber),
  dealership_slug: v.nullish(text),
  dealership: v.nullish(v.object({ id: idNumber, slug: v.nullish(text) })),
  primary: v.nullish(v.boolean()),
  visible: v.nullish(v.boolean()),
  manufacturers: v.nullish(v.array(LocationManufacturerSchema)),
  manufacturer_id: v.nullish(idNumber),
  logo: v.nullish(ImageRefSchema),
  website_id: v.nullish(idNumber),
  website_name: v.nullish(text),
  website_url: linkUrl,
  phone: v.nullish(text),
  address: v.nullish(AddressSchema),
  contact_detail: v.nullish(ContactDetailSchema),
  /** Holiday hours (SPEC.md §3 Special-hours entry); the field name is not in the spec. */
  special_hours: v.nullish(v.array(SpecialHoursEntrySchema)),
  image: v.nullish(ImageRefSchema),
  /** Dealer licence (shown as DL). */
  dealer_license_number: v.nullish(text),
  /** Motor vehicle repairer licence (shown as MRB). */
  motor_vehicle_repairer: v.nullish(text),
  average_rating: v.nullish(rating),
  review_count: v.nullish(v.pipe(integer, v.minValue(0))),
  reviews: v.nullish(v.object({ count: v.nullish(v.pipe(integer, v.minValue(0))), average_rating: v.nullish(rating) })),
  offers: v.nullish(v.object({ count: v.nullish(v.pipe(integer, v.minValue(0))) })),
  /** Days sold cars stay listed (default 3, SPEC.md §4). */
  include_sold_cars_days: v.nullish(v.pipe(integer, v.minValue(0))),
  override_city: v.nullish(text),
});

// ---------------------------------------------------------------------------
// Finance, market data

/**
 * SPEC.md §3 Finance lender/offer. Loose: the spec's `term{N}` keys (their
 * meaning is not given) are kept as they come, untyped.
 */
export const FinanceLenderSchema = v.looseObject({
  disclaimer: v.nullish(text),
  deposit: v.nullish(finite),
  paymentWeek: v.nullish(finite),
  paymentMonth: v.nullish(finite),
  totalPayable: v.nullish(finite),
  interestRate: v.nullish(finite),
  comparisonRate: v.nullish(finite),
  termMonths: v.nullish(finite),
  termYears: v.nullish(finite),
  balloon: v.nullish(finite),
  establishmentFees: v.nullish(finite),
  financeProvider: v.nullish(text),
});

/** Car.finance_lenders: offers keyed by provider name ('stratton', 'angle', ...). */
export const FinanceLendersSchema = v.record(v.string(), v.nullish(FinanceLenderSchema));

/** SPEC.md §3 Car.youxQuote. */
export const YouxQuoteSchema = v.object({
  weeklyRepaymentAmount: v.nullish(finite),
  advertisedRate: v.nullish(finite),
  comparisonRate: v.nullish(finite),
});

/** SPEC.md §3 Car.autograb_data. */
export const AutograbDataSchema = v.object({
  state_average_market_price: v.nullish(finite),
  average_market_price: v.nullish(finite),
});

/** SPEC.md §3 Price comparison response (GET {vehicle path}/autogauge). */
export const PriceComparisonSchema = v.object({
  fill: v.nullish(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1))),
  listing_price: v.nullish(finite),
  market_range_min: v.nullish(finite),
  market_range_max: v.nullish(finite),
  confidence: v.nullish(finite),
  description: v.nullish(text),
});

/** SPEC.md §3 Delivery estimate (delivery price by postcode). */
export const DeliveryEstimateSchema = v.object({
  /** Region name. */
  name: text,
  price: finite,
});

// ---------------------------------------------------------------------------
// Car

/** One variant's drive-away price range (SPEC.md §3 model_variants). */
export const ModelVariantSchema = v.object({
  id: v.nullish(idNumber),
  name: v.nullish(text),
  dap_min_price: v.nullish(finite),
  dap_max_price: v.nullish(finite),
});

/** A location the car can be test-driven at (test drive form "distribution location"). */
export const DistributionLocationSchema = v.object({
  id: idNumber,
  name: v.nullish(text),
  slug: v.nullish(text),
});

/** SPEC.md §3 Car.location. */
export const CarLocationSchema = v.object({
  id: idNumber,
  name: v.nullish(text),
  slug: v.nullish(text),
  phone: v.nullish(text),
  address: v.nullish(AddressSchema),
  distribution_locations: v.nullish(v.array(DistributionLocationSchema)),
});

/** One hotspot of the 360 spin (exterior) or interior view. */
export const HotspotSchema = v.object({
  id: stringish,
  title: v.nullish(text),
  description: v.nullish(text),
  /** Angles (degrees) at which the hotspot is anchored. */
  anchors: v.nullish(v.array(finite)),
});

/** Where a hotspot sits at one angle, in percent of the frame. */
export const HotspotPositionSchema = v.object({ posX: finite, posY: finite });

/**
 * SPEC.md §3 Car.hotspots: exterior and interior hotspots, and their
 * positions by hotspot id and angle: `positions[hotspotId][angle]`.
 */
export const HotspotsSchema = v.object({
  exterior: v.nullish(v.array(HotspotSchema)),
  interior: v.nullish(v.array(HotspotSchema)),
  positions: v.nullish(v.record(v.string(), v.record(v.string(), HotspotPositionSchema))),
});

/** SPEC.md §3 Car.specifications (caravans): mm, kg. */
export const CarSpecificationsSchema = v.object({
  body_width: v.nullish(finite),
  body_length: v.nullish(finite),
  tare_weight: v.nullish(finite),
  axle_type: v.nullish(text),
  sleeps: v.nullish(finite),
  aggregate_trailer_mass: v.nullish(finite),
});

/** SPEC.md §3 Car.variant: manufacturer specification data (mm, kg, L, Nm, L/100km). */
export const CarVariantSchema = v.object({
  cylinders: v.nullish(finite),
  enginesize: v.nullish(finite),
  enginesize_litres: v.nullish(finite),
  induction: v.nullish(text),
  fuelconsumptioncombined: v.nullish(finite),
  fuelcapacity: v.nullish(finite),
  grossvehiclemass: v.nullish(finite),
  vehiclelength: v.nullish(finite),
  vehicleheight: v.nullish(finite),
  vehiclewidth: v.nullish(finite),
  towingcapacitybraked: v.nullish(finite),
  bodyconfiguration: v.nullish(text),
  torque: v.nullish(finite),
  ancaprating: v.nullish(finite),
  geartype: v.nullish(text),
});

/** SPEC.md §3 Car. */
export const CarSchema = v.object({
  id: idNumber,
  slug,
  path: v.nullish(text),
  name: nonEmpty,
  year: v.pipe(integer, v.minValue(1900), v.maxValue(2100)),
  make: nonEmpty,
  model: nonEmpty,
  badge: v.nullish(text),
  series: v.nullish(text),
  colour: v.nullish(text),
  interior_colour: v.nullish(text),
  vin: v.nullish(text),
  nvic: v.nullish(text),
  has_nvic: v.nullish(v.boolean()),
  stocknum: v.nullish(stringish),
  regplate: v.nullish(text),
  /** ISO date; past means unregistered. */
  rego_expiry: v.nullish(isoDateLike),
  build_date: v.nullish(text),
  compliance_date: v.nullish(text),
  car_type: v.picklist(CAR_TYPES),
  /** in_stock, coming_soon, sold or other text. */
  status: nonEmpty,
  sold: v.nullish(v.boolean()),
  /** Unix seconds. */
  sold_date_timestamp: v.nullish(finite),
  show_on_dealer_website: v.nullish(v.boolean()),
  /** Free text, e.g. 'Test Drive Only', 'Runout Sale'. */
  tag: v.nullish(text),
  reserved: v.nullish(v.boolean()),
  certified: v.nullish(v.boolean()),
  item_type: v.nullish(v.picklist(ITEM_TYPES)),
  created_at: isoDateTime,
  updated_at: v.nullish(isoDateTime),
  /** 0 means no price. */
  price: nonNegative,
  before_price: v.nullish(finite),
  offer_price: v.nullish(finite),
  subscription_price: v.nullish(finite),
  preorder: v.nullish(v.boolean()),
  price_type: v.nullish(text),
  km: v.nullish(nonNegative),
  seats: v.nullish(v.pipe(integer, v.minValue(0))),
  doors: v.nullish(v.pipe(integer, v.minValue(0))),
  /** Engine size in cc. */
  engine_size: v.nullish(nonNegative),
  engine_size_litres: v.nullish(nonNegative),
  simple_body: v.nullish(text),
  body: v.nullish(text),
  simple_drive: v.nullish(text),
  drive: v.nullish(text),
  /** 'Electric', 'Hybrid', 'PHEV', 'Petrol', 'Diesel', ... */
  simple_fuel: v.nullish(text),
  fuel: v.nullish(text),
  simple_transmission: v.nullish(text),
  trans: v.nullish(text),
  gearnum: v.nullish(finite),
  bodyconfiguration: v.nullish(text),
  views: v.nullish(nonNegative),
  photos_count: v.nullish(nonNegative),
  video_url: linkUrl,
  external_video_url: linkUrl,
  isVideo: v.nullish(v.boolean()),
  walkaround_videos: v.nullish(v.array(CarVideoSchema)),
  videos: v.nullish(v.array(CarVideoSchema)),
  /** History report URL. */
  file: linkUrl,
  images: v.nullish(v.array(CarImageSchema)),
  /** Thumbnail URLs. */
  thumbnails: v.nullish(v.array(text)),
  primary_image_url: v.nullish(text),
  /** Spin frame URLs in rotation order. */
  spin_images: v.nullish(v.array(text)),
  spin_code: v.nullish(text),
  /** URL of the interior 3D (equirectangular) image. */
  spin_interior_image: v.nullish(text),
  hotspots: v.nullish(HotspotsSchema),
  standardEquipment: v.nullish(v.array(text)),
  /** HTML from the dealer; sanitise before rendering. */
  dealercomments: v.nullish(text),
  carsales_title: v.nullish(text),
  private_suburb: v.nullish(text),
  private_postcode: v.nullish(stringish),
  city: v.nullish(text),
  state: v.nullish(text),
  dealership_id: v.nullish(idNumber),
  dealership_slug: v.nullish(text),
  dealership_ids: v.nullish(v.array(idNumber)),
  location: v.nullish(CarLocationSchema),
  model_variants: v.nullish(v.array(ModelVariantSchema)),
  manufacturer_body: v.nullish(text),
  manufacturer_body2: v.nullish(text),
  manufacturer_body3: v.nullish(text),
  body_list: v.nullish(v.array(text)),
  finance_lenders: v.nullish(FinanceLendersSchema),
  youxQuote: v.nullish(YouxQuoteSchema),
  autograb_data: v.nullish(AutograbDataSchema),
  specifications: v.nullish(CarSpecificationsSchema),
  variant: v.nullish(CarVariantSchema),
});

// ---------------------------------------------------------------------------
// Reviews

/** SPEC.md §3 Review. */
export const ReviewSchema = v.object({
  id: idNumber,
  customer_name: v.nullish(text),
  rating,
  text: v.nullish(text),
  /** dd/mm/yyyy */
  review_date: v.nullish(v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'expected a date as dd/mm/yyyy'))),
  review_date_in_words: v.nullish(text),
  created_at_time_ago_in_words: v.nullish(text),
  image: v.nullish(v.object({ url: v.nullish(text), thumb: v.nullish(ImageRefSchema) })),
  reply_text: v.nullish(text),
  reply_date: v.nullish(text),
  reply_date_in_words: v.nullish(text),
});

/** SPEC.md §3 Review summary. */
export const ReviewSummarySchema = v.object({
  count: v.pipe(integer, v.minValue(0)),
  average_rating: v.nullish(rating),
  reviews: v.array(ReviewSchema),
});

// ---------------------------------------------------------------------------
// Catalogue

/** SPEC.md §3 Model. */
export const ModelSchema = v.object({
  id: idNumber,
  name: nonEmpty,
  slug,
  new_slug: v.nullish(text),
  override_url: linkUrl,
  /** all_new, new, coming_soon (other text tolerated). */
  status: v.nullish(text),
  short_description: v.nullish(text),
  image: v.nullish(ImageRefSchema),
  cloudfront_new_image_url: v.nullish(text),
  manufacturer_name: v.nullish(text),
  manufacturer_body: v.nullish(text),
  manufacturer_body1: v.nullish(text),
  manufacturer_body2: v.nullish(text),
  manufacturer_body3: v.nullish(text),
  body_list: v.nullish(v.array(text)),
  from_price: v.nullish(finite),
  model_variants: v.nullish(v.array(ModelVariantSchema)),
});

/** SPEC.md §3 Manufacturer. */
export const ManufacturerSchema = v.object({
  id: idNumber,
  name: nonEmpty,
  slug,
  logo: v.nullish(ImageRefSchema),
  /** Which vehicles the make builds (brands page grids); not in the spec. */
  item_types: v.nullish(v.array(v.picklist(ITEM_TYPES))),
});

/** SPEC.md §3 Dealership (name, slug and makes are extra, optional). */
export const DealershipSchema = v.object({
  id: idNumber,
  name: v.nullish(text),
  slug: v.nullish(text),
  makes: v.nullish(v.array(text)),
  average_rating: v.nullish(rating),
  review_count: v.nullish(v.pipe(integer, v.minValue(0))),
});

/** A dealer offer or special (/special-offers). Not detailed in the spec. */
export const OfferSchema = v.object({
  id: idNumber,
  title: nonEmpty,
  slug,
  /** HTML; sanitise before rendering. */
  description: v.nullish(text),
  image: v.nullish(ImageRefSchema),
  start_date: v.nullish(isoDateLike),
  expiry_date: v.nullish(isoDateLike),
  car_type: v.nullish(v.picklist(CAR_TYPES)),
  make: v.nullish(text),
  model: v.nullish(text),
  manufacturer_id: v.nullish(idNumber),
  model_id: v.nullish(idNumber),
  dealership_id: v.nullish(idNumber),
  price: v.nullish(finite),
  price_type: v.nullish(text),
  /** Link of the call to action, e.g. a search path. */
  url: linkUrl,
  disclaimer: v.nullish(text),
});

// ---------------------------------------------------------------------------
// Promos, slides

/** The card a promo node shows. */
export const PromoContentSchema = v.object({
  title: nonEmpty,
  subtitle: v.nullish(text),
  description: v.nullish(text),
  image: v.nullish(ImageRefSchema),
  url: linkUrl,
  button_text: v.nullish(text),
});

/** SPEC.md §3 Promo node: start, expiry, position, display, strictDisplay, node (id added: records need one). */
export const PromoSchema = v.object({
  id: idNumber,
  start: v.nullish(isoDateLike),
  expiry: v.nullish(isoDateLike),
  /** 1-based result position the card takes. */
  position: v.pipe(integer, v.minValue(0)),
  /** Whether the promo is shown at all. */
  display: v.nullish(v.boolean()),
  /** Shown only at exactly its position (not appended to shorter result lists). */
  strictDisplay: v.nullish(v.boolean()),
  node: PromoContentSchema,
});

/** SPEC.md §3 Slide: name, description, url, hide_overlay (id and image added). */
export const SlideSchema = v.object({
  id: idNumber,
  name: nonEmpty,
  description: v.nullish(text),
  url: linkUrl,
  hide_overlay: v.nullish(v.boolean()),
  image: v.nullish(ImageRefSchema),
});

// ---------------------------------------------------------------------------
// Types

export type ImageRefInput = v.InferInput<typeof ImageRefSchema>;
export type ImageRefOutput = v.InferOutput<typeof ImageRefSchema>;
export type CarImageInput = v.InferInput<typeof CarImageSchema>;
export type CarImageOutput = v.InferOutput<typeof CarImageSchema>;
export type AddressInput = v.InferInput<typeof AddressSchema>;
export type AddressOutput = v.InferOutput<typeof AddressSchema>;
export type OpeningHourEntryInput = v.InferInput<typeof OpeningHourEntrySchema>;
export type OpeningHourEntryOutput = v.InferOutput<typeof OpeningHourEntrySchema>;
export type SpecialHoursEntryInput = v.InferInput<typeof SpecialHoursEntrySchema>;
export type SpecialHoursEntryOutput = v.InferOutput<typeof SpecialHoursEntrySchema>;
export type ContactDetailInput = v.InferInput<typeof ContactDetailSchema>;
export type ContactDetailOutput = v.InferOutput<typeof ContactDetailSchema>;
export type LocationInput = v.InferInput<typeof LocationSchema>;
export type LocationOutput = v.InferOutput<typeof LocationSchema>;
export type FinanceLenderInput = v.InferInput<typeof FinanceLenderSchema>;
export type FinanceLenderOutput = v.InferOutput<typeof FinanceLenderSchema>;
export type YouxQuoteInput = v.InferInput<typeof YouxQuoteSchema>;
export type YouxQuoteOutput = v.InferOutput<typeof YouxQuoteSchema>;
export type AutograbDataInput = v.InferInput<typeof AutograbDataSchema>;
export type AutograbDataOutput = v.InferOutput<typeof AutograbDataSchema>;
export type PriceComparisonInput = v.InferInput<typeof PriceComparisonSchema>;
export type PriceComparisonOutput = v.InferOutput<typeof PriceComparisonSchema>;
export type DeliveryEstimateInput = v.InferInput<typeof DeliveryEstimateSchema>;
export type DeliveryEstimateOutput = v.InferOutput<typeof DeliveryEstimateSchema>;
export type ModelVariantInput = v.InferInput<typeof ModelVariantSchema>;
export type ModelVariantOutput = v.InferOutput<typeof ModelVariantSchema>;
export type CarLocationInput = v.InferInput<typeof CarLocationSchema>;
export type CarLocationOutput = v.InferOutput<typeof CarLocationSchema>;
export type HotspotsInput = v.InferInput<typeof HotspotsSchema>;
export type HotspotsOutput = v.InferOutput<typeof HotspotsSchema>;
export type CarSpecificationsInput = v.InferInput<typeof CarSpecificationsSchema>;
export type CarSpecificationsOutput = v.InferOutput<typeof CarSpecificationsSchema>;
export type CarVariantInput = v.InferInput<typeof CarVariantSchema>;
export type CarVariantOutput = v.InferOutput<typeof CarVariantSchema>;
export type CarInput = v.InferInput<typeof CarSchema>;
export type CarOutput = v.InferOutput<typeof CarSchema>;
export type ReviewInput = v.InferInput<typeof ReviewSchema>;
export type ReviewOutput = v.InferOutput<typeof ReviewSchema>;
export type ReviewSummaryInput = v.InferInput<typeof ReviewSummarySchema>;
export type ReviewSummaryOutput = v.InferOutput<typeof ReviewSummarySchema>;
export type ModelInput = v.InferInput<typeof ModelSchema>;
export type ModelOutput = v.InferOutput<typeof ModelSchema>;
export type ManufacturerInput = v.InferInput<typeof ManufacturerSchema>;
export type ManufacturerOutput = v.InferOutput<typeof ManufacturerSchema>;
export type DealershipInput = v.InferInput<typeof DealershipSchema>;
export type DealershipOutput = v.InferOutput<typeof DealershipSchema>;
export type OfferInput = v.InferInput<typeof OfferSchema>;
export type OfferOutput = v.InferOutput<typeof OfferSchema>;
export type PromoInput = v.InferInput<typeof PromoSchema>;
export type PromoOutput = v.InferOutput<typeof PromoSchema>;
export type SlideInput = v.InferInput<typeof SlideSchema>;
export type SlideOutput = v.InferOutput<typeof SlideSchema>;

// ---------------------------------------------------------------------------
// Collections

/** Record schema of each collection a tenant's snapshot holds. */
export const collections = {
  cars: CarSchema,
  locations: LocationSchema,
  reviews: ReviewSchema,
  models: ModelSchema,
  offers: OfferSchema,
  manufacturers: ManufacturerSchema,
  dealerships: DealershipSchema,
  promos: PromoSchema,
  slides: SlideSchema,
} as const;

export type CollectionSchemas = typeof collections;
/** Raw record type of each collection, as the API returns it. */
export type CollectionInputs = { [K in keyof CollectionSchemas]: v.InferInput<CollectionSchemas[K]> };
/** Validated record type of each collection. */
export type CollectionOutputs = { [K in keyof CollectionSchemas]: v.InferOutput<CollectionSchemas[K]> };
