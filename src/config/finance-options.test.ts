import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEFAULT_FINANCE_RULES, VARIANT_FEE_SCHEDULE } from '../core/finance/index.ts';
import { financeCalculatorRules, financeEstimateEligibility, financeEstimateRules } from './core-options.ts';
import { SiteConfigSchema, type SiteConfigInput } from './site-schema.ts';

const siteWith = (extra: Partial<SiteConfigInput>) =>
  v.parse(SiteConfigSchema, {
    slug: 'acme',
    template: 'classic',
    name: 'Acme',
    site_url: 'https://acme.example',
    dealerships: [{ id: 1, slug: 'acme', name: 'Acme', makes: [] }],
    ...extra,
  });

describe('finance settings -> core options (SPEC.md §5, §9)', () => {
  it('defaults are the spec defaults', () => {
    expect(financeCalculatorRules(siteWith({ finance_provider: 'stratton' }))).toEqual(DEFAULT_FINANCE_RULES);
    expect(financeEstimateRules(siteWith({})).showFrequencySelector).toBe(true);
    expect(financeEstimateEligibility(siteWith({}))).toBe('priceWithPayment');
  });

  it('ausloans keeps its 1360.5 establishment fee and stored-value rounding unless the site sets its own', () => {
    const rules = financeCalculatorRules(siteWith({ finance_provider: 'ausloans' }));
    expect([rules.establishmentFees, rules.rounding]).toEqual([1360.5, 'storedValueComparison']);
    const own = financeCalculatorRules(
      siteWith({ finance_provider: 'ausloans', finance: { establishment_fee: 1300, round_up: true } }),
    );
    expect([own.establishmentFees, own.rounding]).toEqual([1300, 'ceiling']);
  });

  it('powertorque always shows the comparison-rate range; Angle hides the frequency selector', () => {
    expect(financeCalculatorRules(siteWith({ finance_provider: 'powertorque' })).alwaysShowComparisonRange).toBe(true);
    expect(financeEstimateRules(siteWith({ finance_provider: 'angle' })).showFrequencySelector).toBe(false);
  });

  it('slider settings: minimum, 1.05 x price, term maximum or year list, locked interest, variant fees', () => {
    const rules = financeCalculatorRules(
      siteWith({
        finance: {
          min_amount: 5000,
          max_amount_from_price: true,
          term_max_years: 5,
          interest_locked: 12.94,
          variant_fees: true,
        },
      }),
    );
    expect(rules.amountMin).toBe(5000);
    expect(rules.amountMaxScalesWithPrice).toBe(true);
    expect(rules.term).toEqual({ kind: 'range', min: 1, max: 5, step: 0.5 });
    expect(rules.interest).toEqual({ kind: 'locked', value: 12.94 });
    expect(rules.feeSchedule).toEqual(VARIANT_FEE_SCHEDULE);
    expect(financeCalculatorRules(siteWith({ finance: { term_years: [3, 5] } })).term).toEqual({
      kind: 'years',
      years: [3, 5],
    });
    expect(financeEstimateRules(siteWith({ finance: { min_amount: 5000 } })).minPrice).toBe(5000);
  });
});
