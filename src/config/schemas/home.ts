import * as v from 'valibot';

const text = v.pipe(v.string(), v.nonEmpty());

/** One Why Buy From Us panel (SPEC.md §2 Other). `{warranty}` in the text becomes the warranty wording. */
export const WhyBuyPanelSchema = v.strictObject({
  title: text,
  text,
});

/** The home page's optional parts (SPEC.md §2 Home, Other). */
export const HomeSchema = v.strictObject({
  /** The sales counter (SPEC.md §9: 192 a day, Brisbane time). */
  sales_counter: v.optional(v.boolean(), false),
  /** Cars the counter counts in a day (SPEC.md §9: 192), spread over the day in Brisbane time. */
  sales_per_day: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)), 192),
  /** Why Buy From Us panels; null shows the defaults (docs/decisions.md "Home page"). */
  why_buy_from_us: v.optional(v.nullable(v.pipe(v.array(WhyBuyPanelSchema), v.minLength(1))), null),
  /** Warranty the dealer gives (SPEC.md §9: 3-year standard, 5 or 7 years for some dealers). */
  warranty_years: v.optional(v.picklist([3, 5, 7]), 3),
});
