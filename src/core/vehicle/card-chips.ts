/**
 * The attribute chips of a result card (SPEC.md §2 Result cards "attribute chips"). A car shows
 * kilometres, transmission, fuel, body and drive; a caravan shows what caravan buyers compare
 * (SPEC.md §3 specifications: body length, sleeps, aggregate trailer mass, tare), in the spec's
 * units (§9: mm, kg), with its kilometres only when it has them (a motorhome).
 */
import { formatKms, formatMeasure } from '../format.ts';
import { bodyTypeLabel } from '../search/routing.ts';

export interface CardChipCar {
  km?: number | null | undefined;
  simple_transmission?: string | null | undefined;
  simple_fuel?: string | null | undefined;
  simple_body?: string | null | undefined;
  simple_drive?: string | null | undefined;
  /** The search document's caravan specifications; null or absent for every other vehicle. */
  caravan_specs?:
    | {
        body_length: number | null;
        sleeps: number | null;
        aggregate_trailer_mass: number | null;
        tare_weight: number | null;
      }
    | null
    | undefined;
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

/** The chips in display order, empty values left out. */
export function cardChips(car: CardChipCar): string[] {
  const specs = car.caravan_specs;
  const chips = specs
    ? [
        formatKms(car.km),
        positive(specs.body_length) ? `Length ${formatMeasure(specs.body_length, 'mm')}` : null,
        positive(specs.sleeps) ? `Sleeps ${specs.sleeps}` : null,
        positive(specs.aggregate_trailer_mass) ? `ATM ${formatMeasure(specs.aggregate_trailer_mass, 'kg')}` : null,
        positive(specs.tare_weight) ? `Tare ${formatMeasure(specs.tare_weight, 'kg')}` : null,
      ]
    : [
        formatKms(car.km),
        car.simple_transmission,
        car.simple_fuel,
        car.simple_body && bodyTypeLabel(car.simple_body),
        car.simple_drive,
      ];
  return chips.filter((c): c is string => typeof c === 'string' && c !== '');
}
