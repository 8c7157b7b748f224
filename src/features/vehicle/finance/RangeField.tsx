import { useId } from 'react';

/**
 * A labelled native range input with its value shown beside the label
 * (SPEC.md §5 finance sliders). Keyboard: arrows move one step, Page Up/Down
 * and Home/End as the browser provides. `valueText` is both the visible value
 * and the screen reader's aria-valuetext.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  valueText,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="range-field">
      <div className="range-field__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id}>{valueText}</output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
    </div>
  );
}
