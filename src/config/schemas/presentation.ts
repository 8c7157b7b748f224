import * as v from 'valibot';

const colour = v.pipe(v.string(), v.hexColor('expected a hex colour like #c00000'));

export const ThemeSchema = v.strictObject({
  primary: v.optional(colour, '#1f3a5f'),
  primary_contrast: v.optional(colour, '#ffffff'),
  accent: v.optional(colour, '#c8102e'),
  accent_contrast: v.optional(colour, '#ffffff'),
});

export const PricingSchema = v.strictObject({
  /** Shown when a car has no displayable price (SPEC.md §4). */
  no_price_text: v.optional(v.pipe(v.string(), v.nonEmpty()), 'Enquire for price.'),
});

export const ReviewsSchema = v.strictObject({
  /** The aggregate rating header shows only when the average exceeds this. */
  min_rating: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(5)), 4),
  blocklist: v.optional(v.array(v.string()), []),
  /** The review carousel moves on every 3000 ms (SPEC.md §4 "may auto-rotate"); off by default. */
  auto_rotate: v.optional(v.boolean(), false),
});

export const DealersSchema = v.strictObject({
  /** Phone number shown for a dealership instead of its location phone (dealership slug -> phone). */
  phone_overrides: v.optional(v.record(v.string(), v.string()), {}),
  /** Public slug used for a dealership in URLs (dealership slug -> URL slug). */
  slug_overrides: v.optional(v.record(v.string(), v.string()), {}),
});

export const AnalyticsSchema = v.strictObject({
  /** Push events to window.dataLayer. */
  enabled: v.optional(v.boolean(), true),
  /** Tag manager container id; null loads no third-party script. */
  gtm_id: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/))), null),
});

export const ApiSchema = v.strictObject({
  /**
   * Platform API base URL. The pull reads the tenant's data from it and the
   * browser sends leads to it. Null: the pull reads PLATFORM_API_URL or the
   * bundled sample data, and the pages call SITE_API_URL, else (sample data
   * or development only) http://127.0.0.1:4010 (src/config/api-url.ts).
   */
  base_url: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
});

/** An https link to the dealer's page on a social network. */
const socialUrl = v.optional(
  v.nullable(v.pipe(v.string(), v.url(), v.startsWith('https://', 'expected an https URL'))),
  null,
);

/** The dealer's social pages, linked from the footer where set (none by default). */
export const SocialSchema = v.strictObject({
  facebook: socialUrl,
  instagram: socialUrl,
  youtube: socialUrl,
  linkedin: socialUrl,
  tiktok: socialUrl,
  x: socialUrl,
});
