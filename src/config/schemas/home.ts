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
  /** Why Buy From Us panels; null shows the defaults (docs/decisions.md "Home page"). */
  why_buy_from_us: v.optional(v.nullable(v.pipe(v.array(WhyBuyPanelSchema), v.minLength(1))), null),
  /** Warranty the dealer gives (SPEC.md §9: 3-year standard, 5 or 7 years for some dealers). */
  warranty_years: v.optional(v.picklist([3, 5, 7]), 3),
});
