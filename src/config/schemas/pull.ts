import * as v from 'valibot';

/**
 * How the nightly pull guards the tenant's last good data (docs/operations.md "The pull").
 * A pull that breaks a guard is refused: the snapshot stays as it was and the site is not rebuilt.
 * `npm run pull -- --allow-shrink` (or `nightly`) overrides it once, for a dealer who really
 * closed a yard or sold out a range.
 */
export const PullSchema = v.strictObject({
  /**
   * Largest share of a collection one pull may lose (0.5: refuse a pull that loses more than half
   * of the cars, locations...). Null turns the guard off. A pull that rejects every record of a
   * collection it received is always refused.
   */
  max_shrink: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(1))), 0.5),
  /**
   * Collections smaller than this (in the last snapshot) are not shrink-guarded: a dealer going
   * from 4 promotions to 1 is an edit, not a broken feed.
   */
  min_guarded_records: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 10),
});
