/**
 * The fuel cost calculator of the vehicle page (SPEC.md §5 "Fuel calculator:
 * strips $, comma and 'kms'; weekly cost = distance/100 x combined consumption
 * (default 10 L/100km) x fuel price per litre, to 2 decimals; hidden for
 * electric"; §9 "Fuel calculator defaults price 1.70, distance 250 kms,
 * consumption 10 L/100km").
 */
import type { SimpleFuel } from './types.ts';

/** SPEC.md §9 defaults: price 1.70 per litre, distance 250 kms a week, consumption 10 L/100km. */
export const FUEL_DEFAULTS = {
  pricePerLitre: 1.7,
  distanceKm: 250,
  consumptionPer100Km: 10,
} as const;

/**
 * Reads a typed fuel-calculator value (SPEC.md §5 "strips $, comma and 'kms'"):
 * '$1.85' -> 1.85, '1,250 kms' -> 1250. Surrounding spaces are ignored. Null when
 * nothing numeric, or a negative number, is left.
 */
export function parseFuelInput(text: string): number | null {
  const cleaned = text.replace(/\$|,|kms/gi, '').trim();
  if (!/^\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Inputs of {@link weeklyFuelCost} (SPEC.md §5); each falls back to {@link FUEL_DEFAULTS} (SPEC.md §9). */
export interface FuelCostInput {
  distanceKm?: number | null | undefined;
  consumptionPer100Km?: number | null | undefined;
  pricePerLitre?: number | null | undefined;
}

/**
 * SPEC.md §5 weekly cost = distance / 100 x consumption x price per litre,
 * rounded to 2 decimals (cents). Missing values use the §9 defaults; a
 * non-positive consumption counts as missing (a car record without a figure).
 * Defaults: 250 / 100 x 10 x 1.70 = 42.50.
 */
export function weeklyFuelCost(input: FuelCostInput = {}): number {
  const distance = input.distanceKm ?? FUEL_DEFAULTS.distanceKm;
  const consumption =
    input.consumptionPer100Km != null && input.consumptionPer100Km > 0
      ? input.consumptionPer100Km
      : FUEL_DEFAULTS.consumptionPer100Km;
  const price = input.pricePerLitre ?? FUEL_DEFAULTS.pricePerLitre;
  return roundToCents((distance / 100) * consumption * price);
}

/** The cost with exactly 2 decimals for display (SPEC.md §5 "to 2 decimals"): 42.5 -> '42.50'. */
export function formatFuelCost(cost: number): string {
  return roundToCents(cost).toFixed(2);
}

/**
 * The weekly cost from the calculator's text fields (SPEC.md §5): each field is
 * cleaned with {@link parseFuelInput}; null when a field is unreadable, so the
 * UI shows no figure rather than a wrong one.
 */
export function weeklyFuelCostFromText(
  distanceText: string,
  pricePerLitreText: string,
  consumptionPer100Km?: number | null,
): number | null {
  const distanceKm = parseFuelInput(distanceText);
  const pricePerLitre = parseFuelInput(pricePerLitreText);
  if (distanceKm === null || pricePerLitre === null) return null;
  return weeklyFuelCost({ distanceKm, pricePerLitre, consumptionPer100Km });
}

/**
 * The car's combined consumption in L/100km (SPEC.md §3 variant.fuelconsumptioncombined),
 * accepting numeric text; the default 10 when absent or not positive (SPEC.md §5, §9).
 */
export function combinedConsumption(car: {
  variant?: { fuelconsumptioncombined?: number | string | null | undefined } | null | undefined;
}): number {
  const raw = car.variant?.fuelconsumptioncombined;
  const value = typeof raw === 'string' ? Number.parseFloat(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : FUEL_DEFAULTS.consumptionPer100Km;
}

/** SPEC.md §5 "hidden for electric": shown unless simple_fuel is 'Electric' (any letter case). */
export function isFuelCalculatorShown(car: { simple_fuel?: SimpleFuel | null | undefined }): boolean {
  return (car.simple_fuel ?? '').trim().toLowerCase() !== 'electric';
}

function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
