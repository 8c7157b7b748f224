import { useId, useState, type FormEvent } from 'react';

/** A min/max pair of a numeric filter; either end open. */
export interface NumberRange {
  min?: number | undefined;
  max?: number | undefined;
}

/**
 * Min and max text inputs of a numeric filter (year, kilometres), applied
 * with the Apply button or Enter. `format` shows a value, `parse` reads one
 * back (null: empty or unreadable, meaning that end is open).
 */
export function RangeInputs({
  legend,
  unit,
  value,
  onApply,
  format = String,
  parse,
}: {
  legend: string;
  unit: string;
  value: NumberRange;
  onApply: (next: NumberRange) => void;
  format?: (n: number) => string;
  parse: (text: string) => number | null;
}) {
  const id = useId();
  const show = (n: number | undefined) => (n === undefined ? '' : format(n));
  const [min, setMin] = useState(show(value.min));
  const [max, setMax] = useState(show(value.max));
  // Follow the filter when it changes from outside (back button, Clear Filters, a chip).
  const key = `${value.min ?? ''}:${value.max ?? ''}`;
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setMin(show(value.min));
    setMax(show(value.max));
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lo = parse(min);
    const hi = parse(max);
    onApply({ min: lo ?? undefined, max: hi ?? undefined });
  };
  return (
    <form className="facet range-inputs" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p className="facet__legend" id={`${id}-legend`}>
        {legend}
      </p>
      <div className="range-inputs__row">
        <label>
          <span>Min {unit}</span>
          <input type="text" inputMode="numeric" value={min} onChange={(e) => setMin(e.currentTarget.value)} />
        </label>
        <label>
          <span>Max {unit}</span>
          <input type="text" inputMode="numeric" value={max} onChange={(e) => setMax(e.currentTarget.value)} />
        </label>
        <button type="submit" className="btn btn--outline">
          Apply<span className="visually-hidden"> {legend}</span>
        </button>
      </div>
    </form>
  );
}
