import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/load.ts';
import { financeCalculatorProps } from './finance/calculator-props.ts';
import { vehicleFinance } from './part-props.ts';

const siteWith = (finance_provider: string | undefined) =>
  parseSiteConfig(
    {
      slug: 'acme-motors',
      template: 'classic',
      name: 'Acme Motors',
      site_url: 'https://www.acmemotors.com.au',
      dealerships: [{ id: 42, slug: 'acme-motors', name: 'Acme Motors', makes: ['Isuzu'] }],
      api: { base_url: 'https://platform.example.com' },
      ...(finance_provider ? { finance_provider } : {}),
    },
    'sites/acme-motors/site.json',
  );
const lenders = { stratton: { interestRate: 8.89, termYears: 5, paymentWeek: 219 } };

describe("vehicleFinance: the sidebar's 'Calculate finance' link shows exactly where the calculator does", () => {
  it.each([
    ['priced car for sale', 'stratton', { price: 45990, status: 'in_stock', sold: false }, true],
    [
      'no price (the calculator opens at the default amount)',
      'stratton',
      { price: 0, status: 'in_stock', sold: false },
      true,
    ],
    ['sold car', 'stratton', { price: 45990, status: 'sold', sold: true }, false],
    ['tenant without a finance provider', undefined, { price: 45990, status: 'in_stock', sold: false }, false],
  ] as const)('%s', (_label, provider, car, shown) => {
    const site = siteWith(provider);
    const record = { ...car, finance_lenders: lenders };
    expect(vehicleFinance(record, site).calculatorShown).toBe(shown);
    expect(financeCalculatorProps(record, site, 'AUD') !== null).toBe(shown);
  });

  it("picks the tenant's lender's offer", () => {
    expect(
      vehicleFinance({ price: 45990, status: 'in_stock', sold: false, finance_lenders: lenders }, siteWith('stratton'))
        .offer,
    ).toMatchObject({ paymentWeek: 219 });
    expect(
      vehicleFinance({ price: 45990, status: 'in_stock', sold: false, finance_lenders: lenders }, siteWith('angle'))
        .offer,
    ).toBeNull();
  });
});
