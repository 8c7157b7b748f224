import { describe, expect, it } from 'vitest';
import { VARIANT_FEE_SCHEDULE, feeScheduleItems } from './fees.ts';

describe('variant fee schedule (SPEC.md §9)', () => {
  it.each([
    ['establishment', 395],
    ['vehicleSecurityRegistration', 6],
    ['monthlyAccountAdministration', 8],
    ['dealerAgency', 912.25],
  ] as const)('%s = %s', (key, amount) => expect(VARIANT_FEE_SCHEDULE[key]).toBe(amount));

  it('items keep the spec order and cents', () => {
    expect(feeScheduleItems(VARIANT_FEE_SCHEDULE).map((i) => [i.label, i.amount])).toEqual([
      ['Establishment', 395],
      ['Vehicle security registration', 6],
      ['Monthly account administration', 8],
      ['Dealer agency', 912.25],
    ]);
  });
});
