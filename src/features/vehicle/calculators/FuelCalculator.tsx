import { useId, useState } from 'react';
import { formatFuelCost, parseFuelInput, weeklyFuelCost } from '~/core/fuel.ts';

export interface FuelCalculatorProps {
  /** The car's combined consumption in L/100km (combinedConsumption(car): default 10). */
  consumption: number;
}

/** Shown under a field the core cannot read (choice: the spec gives no text; docs/decisions.md). */
export const FUEL_INPUT_ERROR = 'Please enter a number, for example 1.70 or 250.';

const FIELDS = [
  { key: 'price', label: 'Fuel price ($ per litre)' },
  { key: 'distance', label: 'Distance per week (kms)' },
  { key: 'consumption', label: 'Fuel consumption (L/100km)' },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];

/**
 * Weekly fuel cost (SPEC.md §5 "Fuel calculator", §9 defaults): price per
 * litre 1.70, 250 kms a week and the car's combined consumption. Each field is
 * read by the core's parseFuelInput (which strips $, commas and 'kms'); the
 * cost updates as the shopper types, and a field it cannot read is marked
 * invalid with {@link FUEL_INPUT_ERROR} while no cost is shown.
 */
export default function FuelCalculator({ consumption }: FuelCalculatorProps) {
  const id = useId();
  const [text, setText] = useState<Record<FieldKey, string>>({
    price: '1.70',
    distance: '250 kms',
    consumption: String(consumption),
  });
  const values = {
    price: parseFuelInput(text.price),
    distance: parseFuelInput(text.distance),
    consumption: parseFuelInput(text.consumption),
  };
  const ok = values.price !== null && values.distance !== null && values.consumption !== null;
  const cost = ok
    ? weeklyFuelCost({
        pricePerLitre: values.price,
        distanceKm: values.distance,
        consumptionPer100Km: values.consumption,
      })
    : null;

  return (
    <div className="fuel-calc">
      {FIELDS.map(({ key, label }) => {
        const invalid = values[key] === null;
        return (
          <div className="fuel-calc__field" key={key}>
            <label htmlFor={`${id}-${key}`}>{label}</label>
            <input
              id={`${id}-${key}`}
              type="text"
              inputMode="decimal"
              value={text[key]}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-${key}-error` : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setText((t) => ({ ...t, [key]: value }));
              }}
            />
            {invalid && (
              <p id={`${id}-${key}-error`} className="form-error">
                {FUEL_INPUT_ERROR}
              </p>
            )}
          </div>
        );
      })}
      <p className="fuel-calc__result" role="status" aria-live="polite">
        {cost === null ? (
          'Enter the figures above to estimate your fuel cost.'
        ) : (
          <>
            Estimated fuel cost <strong>${formatFuelCost(cost)}</strong> per week
          </>
        )}
      </p>
    </div>
  );
}
