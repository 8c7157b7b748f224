/** Texts of the reserve and buy-online flows (ours unless marked; docs/decisions.md "Trade-in, checkout and sign-in"). */
import { formatCurrency } from '../../core/money.ts';
import type { CurrencyCode } from '../../core/types.ts';

/** 409 from the reservation call (the platform API's own text). */
export const ALREADY_RESERVED_MESSAGE = 'This car has already been reserved.';
export const RESERVATION_CATEGORY = 'Reservation';

/** The reserve page (ours): no car in the address, or the platform does not know it. */
export const RESERVE_CAR_MISSING_MESSAGE = "We couldn't find this car. It may have been sold.";
/** The reserve page (ours): the car lookup failed (network, server). */
export const RESERVE_LOAD_FAILED_MESSAGE = "We couldn't load this car. Please check your connection and try again.";
/** The reserve page (ours): the car is reserved, sold or no longer available since the page was built. */
export const NOT_RESERVABLE_MESSAGE = 'This car can no longer be reserved online. Please contact us about it.';
export const BUY_ONLINE_CATEGORY = 'Buy Online';

/** Reserve fee text (SPEC.md §9 "Reserve fee text default $200"). */
export function reserveFeeText(fee: number, currency: CurrencyCode): string {
  return `Reserve this car today for ${formatCurrency(fee, currency)}.`;
}

/** Why there is no payment step: no payment provider can run here (stand-in). */
export const PAYMENT_STAND_IN_NOTE =
  'No payment is taken online yet: we hold the car for you and our team will call you to take the deposit securely.';

export const JOURNEY_STEPS = ['Your details', 'Delivery or pickup', 'Payment'] as const;
