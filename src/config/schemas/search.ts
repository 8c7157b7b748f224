import * as v from 'valibot';
import { HITS_PER_PAGE } from '../../core/search/options.ts';

export const SortOptionSchema = v.strictObject({
  /** Stable id used in the URL's sortBy parameter and by both search backends. */
  value: v.picklist(['featured', 'price-asc', 'price-desc', 'year-desc', 'year-asc', 'km-asc', 'km-desc', 'newest']),
  label: v.pipe(v.string(), v.nonEmpty()),
});

export const MeilisearchSchema = v.strictObject({
  host: v.pipe(v.string(), v.url()),
  /** A search-only key or a tenant token. Never the admin key: that comes from the environment. */
  search_key: v.pipe(v.string(), v.nonEmpty()),
  index: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Car_production'),
});

export const SearchSchema = v.pipe(
  v.strictObject({
    backend: v.optional(v.picklist(['embedded', 'meilisearch']), 'embedded'),
    meilisearch: v.optional(v.nullable(MeilisearchSchema), null),
    hits_per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), HITS_PER_PAGE),
    sort_options: v.optional(v.pipe(v.array(SortOptionSchema), v.minLength(1)), [
      { value: 'featured', label: 'Featured' },
      { value: 'price-asc', label: 'Price (Low to High)' },
      { value: 'price-desc', label: 'Price (High to Low)' },
      { value: 'year-desc', label: 'Year (Newest First)' },
      { value: 'km-asc', label: 'Kilometres (Lowest First)' },
    ]),
    /** Popular makes dropdown (20 makes on the sites that set it). */
    popular_makes: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
    /** Refinements applied when a shopper lands on search with none (attribute -> values). */
    default_filters: v.optional(v.record(v.string(), v.array(v.string())), {}),
    /** Accepted for older configs; no effect: price sorts list unpriced cars last, and no sort changes the count. */
    price_ascending_requires_price: v.optional(v.boolean(), false),
    /** Promo card positions within a page: 5 and 10 by default, 6 or 8 for dealer groups. */
    promo_positions: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), [5, 10]),
    /** The randomised site: each position moves by 0 to 2 on every page. */
    promo_randomise: v.optional(v.boolean(), false),
    /** Money input quick picks (SPEC.md §5): the default $5,000..$70,000 list, or the one site's $300,000..$800,000. */
    money_quick_picks: v.optional(v.picklist(['default', 'high_value']), 'default'),
    /** The lead button a result card shows beside View Details; the others go in its compact row. */
    card_primary_action: v.optional(v.picklist(['enquiry', 'test_drive', 'finance', 'reserve']), 'enquiry'),
    /** Empty-results Clear Filters target for the offers variant. */
    offers_clear_path: v.optional(v.string(), '/special-offers'),
  }),
  v.check(
    (s) => s.backend !== 'meilisearch' || s.meilisearch !== null,
    'search.backend is "meilisearch" but search.meilisearch (host, search_key) is missing',
  ),
);

export const StockSchema = v.strictObject({
  /** Sold cars stay listed this many days (include_sold_cars_days, default 3). */
  include_sold_cars_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 3),
  /** Age filter: list only cars at most this many years old (0 to 14). Null lists every age. */
  max_age_years: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(14))), null),
  exclusions: v.optional(
    v.strictObject({
      makes: v.optional(v.array(v.string()), []),
      models: v.optional(v.array(v.string()), []),
      stock_numbers: v.optional(v.array(v.string()), []),
      dealership_ids: v.optional(v.array(v.number()), []),
    }),
    {},
  ),
});
