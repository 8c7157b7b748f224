import * as v from 'valibot';
import { safeHref } from '../../core/safe-url.ts';
import { SiteConfigError, describeIssue } from '../errors.ts';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('is empty'));
const link = v.pipe(
  v.string(),
  v.check((value) => safeHref(value) !== null, 'expected an https URL or a path starting with /'),
);
const isoDate = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD'),
);

/**
 * The front matter of a tenant page, `sites/<slug>/pages/<page>.md` (docs/tenant-config.md
 * "Pages"): partner, promotion and sale pages such as /finance-and-insurance, /eofy, /twg-cars
 * or the branded /mymotorama (SPEC.md §2). The file's name is the page's path.
 */
export const TenantPageSchema = v.strictObject({
  title: text,
  /** The search result and social description. */
  description: text,
  /** The line under the title. */
  intro: v.optional(v.nullable(text), null),
  /** The main call to action, shown under the intro and again after the text. */
  cta: v.optional(v.nullable(v.strictObject({ label: text, href: link })), null),
  /** Last day of a promotion (in the tenant's time zone); after it the page says it ended. */
  expires: v.optional(v.nullable(isoDate), null),
  /** Shown only to signed-in shoppers, like the branded garage pages (SPEC.md §4). */
  gated: v.optional(v.boolean(), false),
  /** Listed in the footer while current. */
  listed: v.optional(v.boolean(), true),
});

export type TenantPageSettings = v.InferOutput<typeof TenantPageSchema>;

/** Validates a page's front matter; the error names the file and every problem with its path. */
export function parseTenantPage(data: unknown, file: string): TenantPageSettings {
  const result = v.safeParse(TenantPageSchema, data, { abortEarly: false });
  if (!result.success) throw new SiteConfigError(file, result.issues.map(describeIssue));
  return result.output;
}
