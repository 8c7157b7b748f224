// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '~/config/load.ts';
import { vehicleToolsProps, type ToolsCar } from './tools-props.ts';
import VehicleTools from './VehicleTools.tsx';

const site = parseSiteConfig(
  {
    slug: 'acme-motors',
    template: 'classic',
    name: 'Acme Motors',
    site_url: 'https://www.acmemotors.com.au',
    dealerships: [{ id: 42, slug: 'acme-motors', name: 'Acme Motors', makes: ['Isuzu'] }],
    api: { base_url: 'https://platform.example.com' },
    finance_provider: 'stratton',
    features: { delivery_calculator: true },
  },
  'sites/acme-motors/site.json',
);
const car: ToolsCar = {
  slug: '2023-isuzu-mu-x-ls-t-abc123',
  price: 45990,
  status: 'in_stock',
  sold: false,
  simple_fuel: 'Diesel',
  variant: { fuelconsumptioncombined: 7.8 },
  finance_lenders: { stratton: { interestRate: 8.89, termYears: 5, paymentWeek: 219, comparisonRate: 9.4 } },
  autograb_data: { state_average_market_price: 47_500, average_market_price: 47_000 },
};
const context = { apiBaseUrl: 'https://platform.example.com', currency: 'AUD' as const };
const regions = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby') ?? r.className);

describe('vehicleToolsProps + VehicleTools: the panels a car gets (SPEC.md §2; sold cars)', () => {
  it('a car for sale: delivery, fuel, price comparison and finance', () => {
    const props = vehicleToolsProps(car, site, context);
    expect(Object.entries(props).map(([panel, value]) => [panel, value !== null])).toEqual([
      ['delivery', true],
      ['fuel', true],
      ['gauge', true],
      ['finance', true],
    ]);
    render(<VehicleTools {...props} />);
    expect(screen.getByRole('region', { name: 'Finance Calculator' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Delivery Calculator' })).toBeTruthy();
  });

  it.each<[string, Partial<ToolsCar>]>([
    ['status sold', { status: 'sold', sold: true }],
    ['sold flag on an in-stock status', { status: 'in_stock', sold: true }],
  ])('%s: only the fuel calculator, nothing that sells the car', (_label, change) => {
    const props = vehicleToolsProps({ ...car, ...change }, site, context);
    expect(props).toMatchObject({ delivery: null, gauge: null, finance: null });
    expect(props.fuel).not.toBeNull();
    render(<VehicleTools {...props} />);
    expect(regions()).toEqual(['fuel-calculator-title']);
    expect(document.getElementById('finance-calculator')).toBeNull();
  });

  // Without market data the platform answers 404 'No data returned': the page does not ask.
  it.each<[string, Partial<ToolsCar>]>([
    ['no autograb data', { autograb_data: null }],
    ['autograb data without a market figure', { autograb_data: { state_average_market_price: null } }],
    ['a market figure but no price shown (10 or less)', { price: 10 }],
    ['a market figure, on preorder without a price', { price: 0, preorder: true }],
  ])('%s: no price comparison panel, so no autogauge request', (_label, change) => {
    const props = vehicleToolsProps({ ...car, ...change }, site, context);
    expect(props.gauge).toBeNull();
  });
});
