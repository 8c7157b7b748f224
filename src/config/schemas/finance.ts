import * as v from 'valibot';

/** Finance providers known to the platform (lender data on cars is keyed by these). */
export const FinanceProviderSchema = v.picklist(['stratton', 'angle', 'ausloans', 'powertorque', 'youx']);
export type FinanceProvider = v.InferOutput<typeof FinanceProviderSchema>;

const positive = v.pipe(v.number(), v.minValue(0));

export const FinanceSchema = v.strictObject({
  /** Interest rate used when the car has no lender offer (10 on the default). */
  default_interest: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(30)), 10),
  /** Term used when the car has no lender offer: 5, or 6 on some sites. */
  default_term_years: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(7)), 5),
  /** Establishment fee added to the loan (1300 on one provider site). */
  establishment_fee: v.optional(positive, 0),
  /** Slider minimum loan amount: 1000, or 5000 for one provider or site. */
  min_amount: v.optional(positive, 1000),
  /** Allow up to 1.05 x price for high-priced cars instead of the 100,000 cap. */
  max_amount_from_price: v.optional(v.boolean(), false),
  term_max_years: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(7)), 7),
  /** A custom list of term years replacing the 1..7 slider. */
  term_years: v.optional(v.nullable(v.array(v.pipe(v.number(), v.minValue(1), v.maxValue(10)))), null),
  interest_min: v.optional(positive, 0.5),
  interest_max: v.optional(positive, 15),
  /** A fixed interest rate the shopper cannot change (one site: 12.94). */
  interest_locked: v.optional(v.nullable(positive), null),
  /** Round payments up (one site) instead of to the nearest dollar. */
  round_up: v.optional(v.boolean(), false),
  /** Fees schedule of the variant (395, 6, 8 monthly, 912.25). */
  variant_fees: v.optional(v.boolean(), false),
});
