import { useId } from 'react';
import { formatCurrency } from '~/core/money.ts';
import { moveLower, moveUpper, PRICE_SLIDER, type PriceRange, type PriceSliderBounds } from '~/core/inputs.ts';
import type { CurrencyCode } from '~/core/types.ts';

/**
 * The budget price slider (SPEC.md §5 "step 500; lower handle cannot exceed
 * upper minus 1, upper cannot go below lower plus 1; default 5000 to
 * 250000"): two native range inputs, each labelled; the core's moveLower /
 * moveUpper keep the handles from crossing.
 */
export function PriceSlider({
  value,
  onChange,
  currency,
  bounds = PRICE_SLIDER,
}: {
  value: PriceRange;
  onChange: (next: PriceRange) => void;
  currency: CurrencyCode;
  bounds?: PriceSliderBounds;
}) {
  const id = useId();
  const text = (n: number, edge: number) => `${formatCurrency(n, currency)}${n === edge ? '+' : ''}`;
  return (
    <fieldset className="facet price-slider">
      <legend>Budget</legend>
      <p className="price-slider__output" id={`${id}-out`} aria-live="off">
        {formatCurrency(value.lower, currency)} to {text(value.upper, bounds.max)}
      </p>
      <label htmlFor={`${id}-min`}>Minimum price</label>
      <input
        id={`${id}-min`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value.lower}
        aria-valuetext={formatCurrency(value.lower, currency)}
        onChange={(e) => onChange(moveLower(value, Number(e.currentTarget.value), bounds))}
      />
      <label htmlFor={`${id}-max`}>Maximum price</label>
      <input
        id={`${id}-max`}
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value.upper}
        aria-valuetext={text(value.upper, bounds.max)}
        onChange={(e) => onChange(moveUpper(value, Number(e.currentTarget.value), bounds))}
      />
    </fieldset>
  );
}
