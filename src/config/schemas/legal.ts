import * as v from 'valibot';

const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.nonEmpty())), null);

/**
 * The dealer's legal identifiers (AU/NZ consumer details): shown in the footer, on
 * vehicle pages and on finance surfaces; sources in docs/decisions.md, "AU and NZ consumer details".
 */
export const LegalSchema = v.strictObject({
  /** Australian Business Number, 11 digits (spaces allowed): 'ABN 12 345 678 901'. */
  abn: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.transform((s) => s.replace(/\s+/g, '')),
        v.regex(/^\d{11}$/, 'expected an ABN of 11 digits'),
      ),
    ),
    null,
  ),
  /** Motor dealer licence as the state issues it ('LMCT 12345' in Victoria, 'MD 12345' in NSW...). */
  dealer_licence: optionalText,
  /** Australian Credit Licence number (shown on finance surfaces as 'Australian Credit Licence 123456'). */
  credit_licence: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^\d{6}$/, 'expected a 6-digit licence number'))),
    null,
  ),
  /** NZ motor vehicle trader registration number (Motor Vehicle Sales Act 2003), for the Consumer Information Notice. */
  nz_trader_registration: optionalText,
});

export type LegalSettings = v.InferOutput<typeof LegalSchema>;
