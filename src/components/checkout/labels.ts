/** Texts of the reserve and buy-online flows (ours unless marked; docs/decisions.md "Trade-in, checkout and sign-in"). */
import { formatCurrency } from '../../core/money.ts';
import type { CurrencyCode } from '../../core/types.ts';

/** 409 from the reservation call (the platform API's own text). */
export const ALREADY_RESERVED_MESSAGE = 'This car has already been reserved.';
export const RESERVATION_CATEGORY = 'Reservation';
export const BUY_ONLINE_CATEGORY = 'Buy Online';

/** Reserve fee text (SPEC.md §9 "Reserve fee text default $200"). */
export function reserveFeeText(fee: number, currency: CurrencyCode): string {
  return `Reserve this car today for ${formatCurrency(fee, currency)}.`;
}

/** Why there is no payment step: no payment provider can run here (stand-in). */
export const PAYMENT_STAND_IN_NOTE =
  'No payment is taken online yet: we hold the car for you and our team will call you to take the deposit securely.';

export const JOURNEY_STEPS = ['Your details', 'Delivery or pickup', 'Payment'] as const;
