// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import VehicleTools from './VehicleTools.tsx';

const api = { carSlug: '2020-toyota-corolla-abc', apiBaseUrl: 'http://api', site: 'metro', currency: 'AUD' as const };

describe('VehicleTools', () => {
  it('shows the delivery calculator first, with its heading and hint, where the tenant has it', () => {
    render(<VehicleTools delivery={api} fuel={{ consumption: 6.5 }} gauge={null} finance={null} />);
    const regions = screen.getAllByRole('region');
    expect(regions.map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      'delivery-calculator-title',
      'fuel-calculator-title',
    ]);
    const delivery = screen.getByRole('region', { name: 'Delivery Calculator' });
    expect(delivery.textContent).toContain('Enter your postcode for a delivery estimate.');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeTruthy();
  });

  it('has no delivery calculator on tenants without it', () => {
    render(<VehicleTools delivery={null} fuel={{ consumption: 6.5 }} gauge={null} finance={null} />);
    expect(screen.queryByRole('region', { name: 'Delivery Calculator' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Fuel Calculator' })).toBeTruthy();
  });
});
