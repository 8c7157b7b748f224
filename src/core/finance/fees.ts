/**
 * Itemised finance fees of one variant (SPEC.md §9 "One variant fees:
 * establishment $395, vehicle security registration $6, monthly account
 * administration $8, dealer agency $912.25").
 */

/** A named fee schedule; amounts in dollars (SPEC.md §9). */
export interface FeeSchedule {
  establishment: number;
  vehicleSecurityRegistration: number;
  monthlyAccountAdministration: number;
  dealerAgency: number;
}

/**
 * The variant's fee schedule (SPEC.md §9): establishment $395, vehicle security
 * registration $6, monthly account administration $8, dealer agency $912.25.
 * Tenants opt in through `FinanceCalculatorRules.feeSchedule`; it is shown, not
 * added into the repayment (the spec gives the loan formula only with
 * "establishment fees", configured separately).
 */
export const VARIANT_FEE_SCHEDULE = {
  establishment: 395,
  vehicleSecurityRegistration: 6,
  monthlyAccountAdministration: 8,
  dealerAgency: 912.25,
} as const satisfies FeeSchedule;

/**
 * Labelled rows of a fee schedule in the spec's order and wording (SPEC.md §9),
 * for a fees list under the calculator. Amounts keep their cents ($912.25), so
 * the UI formats them itself rather than with the whole-dollar currency format.
 */
export function feeScheduleItems(
  schedule: FeeSchedule,
): ReadonlyArray<{ key: keyof FeeSchedule; label: string; amount: number }> {
  return [
    { key: 'establishment', label: 'Establishment', amount: schedule.establishment },
    {
      key: 'vehicleSecurityRegistration',
      label: 'Vehicle security registration',
      amount: schedule.vehicleSecurityRegistration,
    },
    {
      key: 'monthlyAccountAdministration',
      label: 'Monthly account administration',
      amount: schedule.monthlyAccountAdministration,
    },
    { key: 'dealerAgency', label: 'Dealer agency', amount: schedule.dealerAgency },
  ];
}
