import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityPayment } from './annuity.ts';

describe('annuityPayment (SPEC.md §9 standard annuity with residual at present value)', () => {
  // Expected values computed independently of this code with Python:
  //   r = rate/100/ppy; n = years*ppy; pmt = (P - B/(1+r)**n) * r / (1 - (1+r)**-n)
  it.each([
    // r = 0.1/52 = 0.00192308, n = 260, (1+r)^n = 1.647930, factor r/(1-(1+r)^-n) = 0.00489111
    // 30000 x 0.00489111 = 146.7333
    ['$30,000 10% 5y weekly', 30000, 10, 5, 52, 0, 146.7333],
    // B/(1+r)^n = 9000 / 1.647930 = 5461.398; (30000 - 5461.398) x 0.00489111 = 120.0210
    ['$30,000 10% 5y weekly, $9,000 (30%) residual', 30000, 10, 5, 52, 9000, 120.021],
    // r = 0.1/26 = 0.00384615, n = 130, factor 0.00978946; 30000 x 0.00978946 = 293.6837
    ['$30,000 10% 5y fortnightly', 30000, 10, 5, 26, 0, 293.6837],
    // r = 0.1/12 = 0.00833333, n = 60, (1+r)^60 = 1.645309, factor 0.02124704; 30000 x 0.02124704 = 637.4113
    ['$30,000 10% 5y monthly', 30000, 10, 5, 12, 0, 637.4113],
    // 31300 x 0.00489111 = 153.0917
    ['$31,300 (30,000 + 1,300 fees) 10% 5y weekly', 31300, 10, 5, 52, 0, 153.0917],
    // 0%: (P - B) / n = 30000 / 260 = 115.3846; (30000 - 9000) / 260 = 80.7692
    ['$30,000 0% 5y weekly', 30000, 0, 5, 52, 0, 115.3846],
    ['$30,000 0% 5y weekly, $9,000 residual', 30000, 0, 5, 52, 9000, 80.7692],
    // r = 0.085/12, n = 42: 552.2030
    ['$20,000 8.5% 3.5y monthly', 20000, 8.5, 3.5, 12, 0, 552.203],
  ])('%s', (_label, principal, rate, years, ppy, residual, expected) => {
    expect(
      annuityPayment({ principal, annualRatePercent: rate, termYears: years, periodsPerYear: ppy, residual }),
    ).toBeCloseTo(expected, 3);
  });

  it.each([
    ['zero term', 0],
    ['negative term', -1],
  ])('%s gives NaN', (_label, termYears) => {
    expect(annuityPayment({ principal: 30000, annualRatePercent: 10, termYears, periodsPerYear: 52 })).toBeNaN();
  });

  it('present value of the payments plus the discounted residual equals the principal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 250000 }),
        fc.integer({ min: 0, max: 30 }).map((h) => h / 2), // 0 to 15 in 0.5 steps
        fc.integer({ min: 2, max: 14 }).map((h) => h / 2), // 1 to 7 in 0.5 steps
        fc.constantFrom(52, 26, 12),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        (principal, rate, years, ppy, residualShare) => {
          const residual = principal * residualShare;
          const pmt = annuityPayment({
            principal,
            annualRatePercent: rate,
            termYears: years,
            periodsPerYear: ppy,
            residual,
          });
          const r = rate / 100 / ppy;
          const n = years * ppy;
          let pv = 0;
          for (let k = 1; k <= n; k++) pv += pmt / Math.pow(1 + r, k);
          pv += residual / Math.pow(1 + r, n);
          expect(pv).toBeCloseTo(principal, 4);
        },
      ),
    );
  });
});
