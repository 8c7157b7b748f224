import { isCurrentOffer } from './offers.ts';

/**
 * Whether a tenant page with a last day is still running on `today` (both YYYY-MM-DD in the
 * tenant's time zone). Promotions such as the end-of-financial-year sale expire (SPEC.md §9:
 * mid-June 2025); an ended page stays at its address, says so, and is no longer listed
 * (docs/decisions.md "Tenant pages").
 */
export function pageRunning(expires: string | null, today: string): boolean {
  // The offers' rule: running through its last day, inclusive.
  return isCurrentOffer({ expiry_date: expires }, today);
}
