/**
 * Lender offers and finance quotes on sample cars (SPEC.md §3 finance_lenders,
 * youxQuote). Payments use the core's repayment formula, so a calculator left
 * at the offer's inputs shows the lender's own figure.
 */
import type { FinanceLenderInput, YouxQuoteInput } from '../../src/data/schemas.ts';
import { annuityPayment } from '../../src/core/finance/annuity.ts';
import { FINANCE_PROVIDER_PRESETS, WEEKS_PER_MONTH } from '../../src/core/finance/rules.ts';
import type { LenderName } from './profiles.ts';
import { between, chance, type Rng } from './prng.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

interface LenderTerms {
  rate: readonly [number, number];
  depositShare: number;
  fees: number;
  disclaimer: string;
}

const GENERIC_DISCLAIMER =
  'Indicative only, not a binding quote. Approved applicants only. Terms, fees, charges and lending criteria apply.';

const LENDERS: Record<LenderName, LenderTerms> = {
  stratton: {
    rate: [7.49, 10.99],
    depositShare: 0,
    fees: 0,
    disclaimer: `${GENERIC_DISCLAIMER} Comparison rate 9.56% p.a. on a 5-year secured consumer fixed rate loan of $30,000.`,
  },
  angle: { rate: [6.99, 9.99], depositShare: 0.1, fees: 0, disclaimer: GENERIC_DISCLAIMER },
  ausloans: {
    rate: [6.49, 9.49],
    depositShare: 0,
    fees: FINANCE_PROVIDER_PRESETS.storedValueLender.establishmentFees,
    disclaimer: `${GENERIC_DISCLAIMER} Includes an establishment fee.`,
  },
  powertorque: { rate: [8.95, 13.95], depositShare: 0, fees: 0, disclaimer: GENERIC_DISCLAIMER },
  youx: { rate: [6.29, 9.29], depositShare: 0, fees: 0, disclaimer: GENERIC_DISCLAIMER },
};

/** Weekly payment of a loan, rounded to the dollar. */
function weekly(principal: number, rate: number, termYears: number, balloon: number): number {
  return Math.round(
    annuityPayment({ principal, annualRatePercent: rate, termYears, periodsPerYear: 52, residual: balloon }),
  );
}

/**
 * One lender's offer for a car. `age` in years raises the rate a little;
 * `termYears` is 5 (7 for caravans); 1 in 8 offers has a 30% balloon.
 */
export function lenderOffer(
  rng: Rng,
  lender: LenderName,
  price: number,
  age: number,
  termYears: number,
): FinanceLenderInput {
  const t = LENDERS[lender];
  const rate = round2(between(rng, t.rate[0], t.rate[1]) + Math.min(age, 10) * 0.15);
  const comparison = round2(rate + between(rng, 0.25, 0.95));
  const deposit = Math.round((price * t.depositShare) / 100) * 100;
  const balloon = chance(rng, 0.125) ? Math.round((price * 0.3) / 100) * 100 : 0;
  const principal = price - deposit + t.fees;
  const paymentWeek = weekly(principal, rate, termYears, balloon);
  const offer: FinanceLenderInput = {
    financeProvider: lender,
    paymentWeek,
    paymentMonth: Math.round(paymentWeek * WEEKS_PER_MONTH),
    totalPayable: Math.round(52 * termYears * paymentWeek + t.fees),
    interestRate: rate,
    comparisonRate: comparison,
    termYears,
    termMonths: termYears * 12,
    deposit,
    balloon,
    establishmentFees: t.fees,
    disclaimer: t.disclaimer,
  };
  if (lender === 'stratton') {
    // The spec's term{N} keys (meaning not given): here the weekly payment over N years.
    for (const n of [3, 5, 7]) offer[`term${n}`] = weekly(principal, rate, n, balloon);
  }
  return offer;
}

/** finance_lenders for a car: every tenant lender keyed by name. */
export function financeLenders(
  rng: Rng,
  lenders: readonly LenderName[],
  price: number,
  age: number,
  termYears: number,
): Record<string, FinanceLenderInput> {
  const out: Record<string, FinanceLenderInput> = {};
  for (const lender of lenders) out[lender] = lenderOffer(rng, lender, price, age, termYears);
  return out;
}

/** A held youX quote (SPEC.md §3 youxQuote), 5-year term as the quote request. */
export function youxQuote(rng: Rng, price: number): YouxQuoteInput {
  const advertisedRate = round2(between(rng, 6.29, 9.99));
  return {
    weeklyRepaymentAmount: weekly(price, advertisedRate, 5, 0),
    advertisedRate,
    comparisonRate: round2(advertisedRate + between(rng, 0.3, 0.9)),
  };
}
