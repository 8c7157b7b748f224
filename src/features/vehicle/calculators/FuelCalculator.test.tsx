// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFuelCost, weeklyFuelCost } from '~/core/fuel.ts';
import FuelCalculator, { FUEL_INPUT_ERROR } from './FuelCalculator.tsx';

const field = (name: string) => screen.getByRole('textbox', { name });
const result = () => screen.getByRole('status').textContent;

describe('FuelCalculator (SPEC.md §5, §9)', () => {
  it('starts at 1.70 per litre, 250 kms and the car consumption, and shows the weekly cost to 2 decimals', () => {
    render(<FuelCalculator consumption={6.7} />);
    expect((field('Fuel price ($ per litre)') as HTMLInputElement).value).toBe('1.70');
    expect((field('Distance per week (kms)') as HTMLInputElement).value).toBe('250 kms');
    expect((field('Fuel consumption (L/100km)') as HTMLInputElement).value).toBe('6.7');
    const expected = formatFuelCost(weeklyFuelCost({ pricePerLitre: 1.7, distanceKm: 250, consumptionPer100Km: 6.7 }));
    expect(expected).toBe('28.48');
    expect(result()).toBe(`Estimated fuel cost $${expected} per week`);
  });

  it('the default consumption 10 gives $42.50', () => {
    render(<FuelCalculator consumption={10} />);
    expect(result()).toBe('Estimated fuel cost $42.50 per week');
  });

  it("strips $, commas and 'kms' as the shopper types", () => {
    render(<FuelCalculator consumption={10} />);
    fireEvent.change(field('Fuel price ($ per litre)'), { target: { value: '$2.00' } });
    fireEvent.change(field('Distance per week (kms)'), { target: { value: '1,000 kms' } });
    expect(result()).toBe('Estimated fuel cost $200.00 per week');
  });

  it('non-numeric input marks the field invalid with a clear error and shows no cost', () => {
    render(<FuelCalculator consumption={10} />);
    const distance = field('Distance per week (kms)');
    fireEvent.change(distance, { target: { value: 'lots' } });
    expect(distance.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(distance.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe(FUEL_INPUT_ERROR);
    expect(result()).not.toMatch(/\$/);
    fireEvent.change(distance, { target: { value: '100' } });
    expect(distance.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText(FUEL_INPUT_ERROR)).toBeNull();
    expect(result()).toBe('Estimated fuel cost $17.00 per week');
  });
});
