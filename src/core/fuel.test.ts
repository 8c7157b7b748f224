import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FUEL_DEFAULTS,
  combinedConsumption,
  formatFuelCost,
  isFuelCalculatorShown,
  parseFuelInput,
  weeklyFuelCost,
  weeklyFuelCostFromText,
} from './fuel.ts';

describe('parseFuelInput (SPEC.md §5 strips $, comma and kms)', () => {
  it.each([
    ['$1.85', 1.85],
    ['1,250 kms', 1250],
    ['250kms', 250],
    [' 300 ', 300],
    ['$2', 2],
    ['', null],
    ['abc', null],
    ['-5', null],
  ])('%j -> %s', (text, expected) => expect(parseFuelInput(text)).toBe(expected));
});

describe('weeklyFuelCost (SPEC.md §5, §9)', () => {
  it('defaults: price 1.70, distance 250, consumption 10', () =>
    expect(FUEL_DEFAULTS).toEqual({ pricePerLitre: 1.7, distanceKm: 250, consumptionPer100Km: 10 }));

  it.each([
    // 250 / 100 x 10 x 1.70 = 2.5 x 17 = 42.50
    ['defaults', {}, 42.5, '42.50'],
    // 300 / 100 x 7.3 x 1.85 = 3 x 13.505 = 40.515 -> 40.52
    ['300 km, 7.3 L/100km, $1.85', { distanceKm: 300, consumptionPer100Km: 7.3, pricePerLitre: 1.85 }, 40.52, '40.52'],
    // 123 / 100 x 6.1 x 1.999 = 1.23 x 12.1939 = 14.998497 -> 15.00
    ['123 km, 6.1, $1.999', { distanceKm: 123, consumptionPer100Km: 6.1, pricePerLitre: 1.999 }, 15, '15.00'],
    // consumption 0 means unknown -> 10: 100 / 100 x 10 x 2 = 20
    ['unknown consumption uses 10', { distanceKm: 100, consumptionPer100Km: 0, pricePerLitre: 2 }, 20, '20.00'],
    ['zero distance', { distanceKm: 0 }, 0, '0.00'],
  ])('%s -> %s', (_label, input, cost, text) => {
    expect(weeklyFuelCost(input)).toBe(cost);
    expect(formatFuelCost(weeklyFuelCost(input))).toBe(text);
  });

  it('from the text fields', () => {
    expect(weeklyFuelCostFromText('250 kms', '$1.70')).toBe(42.5);
    expect(weeklyFuelCostFromText('1,000 kms', '$2.00', 8)).toBe(160);
    expect(weeklyFuelCostFromText('', '$1.70')).toBeNull();
  });

  it('always has at most 2 decimals and grows with distance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 400 }),
        (d, c10, p100) => {
          const input = { distanceKm: d, consumptionPer100Km: c10 / 10, pricePerLitre: p100 / 100 };
          const cost = weeklyFuelCost(input);
          expect(Math.abs(cost * 100 - Math.round(cost * 100))).toBeLessThan(1e-6);
          expect(weeklyFuelCost({ ...input, distanceKm: d + 1 })).toBeGreaterThanOrEqual(cost);
        },
      ),
    );
  });
});

describe('combinedConsumption and visibility (SPEC.md §5)', () => {
  it.each([
    [{ variant: { fuelconsumptioncombined: 7.3 } }, 7.3],
    [{ variant: { fuelconsumptioncombined: '6.8' } }, 6.8],
    [{ variant: { fuelconsumptioncombined: null } }, 10],
    [{ variant: { fuelconsumptioncombined: 0 } }, 10],
    [{}, 10],
  ])('%j -> %s', (car, expected) => expect(combinedConsumption(car)).toBe(expected));

  it.each([
    ['Electric', false],
    ['electric', false],
    ['Hybrid', true],
    ['PHEV', true],
    [null, true],
  ])('simple_fuel %s -> shown %s', (simple_fuel, shown) => expect(isFuelCalculatorShown({ simple_fuel })).toBe(shown));
});
