import * as v from 'valibot';
import { safeHref } from '../core/safe-url.ts';
import { FeaturesSchema, FormsSchema, GatingSchema, VehiclePageSchema } from './schemas/features.ts';
import { FinanceProviderSchema, FinanceSchema } from './schemas/finance.ts';
import { LegalSchema } from './schemas/legal.ts';
import {
  CountrySchema,
  DealershipSchema,
  DealershipWebsiteSchema,
  SlugSchema,
  SpecificationsSchema,
  TemplateSchema,
} from './schemas/identity.ts';
import {
  AnalyticsSchema,
  ApiSchema,
  DealersSchema,
  PricingSchema,
  ReviewsSchema,
  SocialSchema,
  ThemeSchema,
} from './schemas/presentation.ts';
import { SearchSchema, StockSchema } from './schemas/search.ts';
import { MapsSchema } from './schemas/maps.ts';
import { PullSchema } from './schemas/pull.ts';
import { HomeSchema } from './schemas/home.ts';

/**
 * One tenant's settings: `sites/<slug>/site.json`. Strict at every level, so a
 * misspelt key is an error rather than a silently ignored setting. Every
 * per-site switch of the spec is a named setting here with the spec's default;
 * docs/tenant-config.md describes each.
 */
export const SiteConfigSchema = v.strictObject({
  slug: SlugSchema,
  template: TemplateSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  /** Set for a single-manufacturer franchise site; null for groups and independents. */
  manufacturer_name: v.optional(v.nullable(v.pipe(v.string(), v.nonEmpty())), null),
  country: v.optional(CountrySchema, 'AU'),
  /** Public origin of the site, used for canonical URLs, sitemaps and social cards. */
  site_url: v.pipe(v.string(), v.url()),
  /** The dealer's logo (an https URL or a path on the site): the home page's Organization data. Null: the site icon. */
  logo_url: v.optional(
    v.nullable(
      v.pipe(v.string(), v.regex(/^(https:\/\/|\/(?!\/))\S+$/, 'expected an https URL or a path starting with /')),
    ),
    null,
  ),
  dealerships: v.pipe(v.array(DealershipSchema), v.minLength(1, 'expected at least one dealership')),
  dealership_websites: v.optional(v.array(DealershipWebsiteSchema), []),
  /** Location ids this site shows; empty shows every visible location of its dealerships. */
  locations: v.optional(v.array(v.pipe(v.number(), v.integer())), []),
  /** Location notices by location slug: the 'COMING EARLY 2026' badge and the site-visit-by-appointment note. */
  location_notices: v.optional(
    v.strictObject({
      coming_soon: v.optional(v.array(v.string()), []),
      by_appointment: v.optional(v.array(v.string()), []),
    }),
    {},
  ),
  finance_provider: v.optional(v.nullable(FinanceProviderSchema), null),
  /** ABN, dealer licence, credit licence, NZ trader registration (schemas/legal.ts). */
  legal: v.optional(LegalSchema, {}),
  specifications: v.optional(SpecificationsSchema, {}),
  garage_enabled: v.optional(v.boolean(), false),
  /** The group brands page (/brands) with car, motorcycle and truck brand grids. */
  brands_page: v.optional(v.boolean(), false),
  /**
   * The brands page stats banner (SPEC.md §2: Locations, Brands, Years Est.): the tenant's own
   * figures; null (the default) states the data's (listed locations, brands on the page) and the
   * years since `brands_established_year` when set; an empty list hides the banner.
   */
  brands_stats: v.optional(
    v.nullable(
      v.array(v.strictObject({ value: v.pipe(v.string(), v.nonEmpty()), label: v.pipe(v.string(), v.nonEmpty()) })),
    ),
    null,
  ),
  /** The year the group was established, for the banner's Years Est.; null states no years. */
  brands_established_year: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1800))), null),
  /** External service booking link (manufacturer dealer sites); null shows the service page form. */
  service_booking_url: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.url(),
        // v.url() takes 'javascript:alert(1)'; a link on every page must not run script.
        v.check((url) => safeHref(url) !== null, 'expected an http or https URL'),
      ),
    ),
    null,
  ),
  welcome_text: v.optional(v.nullable(v.string()), null),
  features: v.optional(FeaturesSchema, {}),
  gating: v.optional(GatingSchema, {}),
  vehicle_page: v.optional(VehiclePageSchema, {}),
  forms: v.optional(FormsSchema, {}),
  finance: v.optional(FinanceSchema, {}),
  search: v.optional(SearchSchema, {}),
  stock: v.optional(StockSchema, {}),
  pricing: v.optional(PricingSchema, {}),
  reviews: v.optional(ReviewsSchema, {}),
  home: v.optional(HomeSchema, {}),
  dealers: v.optional(DealersSchema, {}),
  theme: v.optional(ThemeSchema, {}),
  /** Footer links to the dealer's social pages (schemas/presentation.ts). */
  social: v.optional(SocialSchema, {}),
  analytics: v.optional(AnalyticsSchema, {}),
  api: v.optional(ApiSchema, {}),
  maps: v.optional(MapsSchema, {}),
  pull: v.optional(PullSchema, {}),
});

export type SiteConfigInput = v.InferInput<typeof SiteConfigSchema>;
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;
