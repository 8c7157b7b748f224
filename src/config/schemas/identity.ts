import * as v from 'valibot';

/** Slugs are URL path segments and folder names: lower-case words joined by hyphens. */
export const SlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug of lower-case letters, digits and single hyphens'),
);

export const TemplateSchema = v.picklist(['classic', 'showroom']);
/**
 * `classic`: header becomes sticky after 500 px of scrolling; share shows the 3 s toast.
 * `showroom`: fixed mobile bottom bar that changes state after 900 px; share shows the 1.5 s 'Copied' note.
 */
export type Template = v.InferOutput<typeof TemplateSchema>;

export const CountrySchema = v.picklist(['AU', 'NZ']);

export const DealershipSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  slug: SlugSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  /** Makes this dealership franchises; empty for a used-car yard. */
  makes: v.optional(v.array(v.string()), []),
});

export const DealershipWebsiteSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty()),
  url: v.pipe(v.string(), v.url()),
  make: v.pipe(v.string(), v.nonEmpty()),
});

export const SpecificationsSchema = v.strictObject({
  /** Cars created within this many days carry the just-arrived tag (SPEC.md §4 step 6). */
  just_arrived_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 8),
  just_arrived_tag_name: v.optional(v.pipe(v.string(), v.nonEmpty()), 'New'),
  sold_tag_name: v.optional(v.pipe(v.string(), v.nonEmpty()), 'JUST SOLD'),
});
