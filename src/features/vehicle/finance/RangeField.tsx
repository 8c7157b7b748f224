import { useId, useState } from 'react';

/** The typed input beside a slider: its accessible name, the value as typed text, and its unit. */
export interface TypedInput {
  /** e.g. 'Loan amount in dollars'. */
  label: string;
  /** The slider's value as the field shows it when the shopper is not typing ('69990'). */
  text: string;
  /** A unit shown before ('$') or after ('yrs', '%') the field. */
  prefix?: string;
  suffix?: string;
  /** Called with the typed text when the shopper leaves the field or presses Enter. */
  onCommit: (text: string) => void;
}

/**
 * A labelled native range input with a typed input beside it (SPEC.md §5
 * finance sliders; docs/decisions.md "Finance"): the slider for a quick
 * choice, the field for an exact figure (the car's own $69,990 off the $500
 * grid). Keyboard on the slider: arrows move one step, Page Up/Down and
 * Home/End as the browser provides. `valueText` is the screen reader's
 * aria-valuetext. The field keeps what is typed until it is left or Enter is
 * pressed; then the value is committed and the field shows the slider's value.
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step,
  valueText,
  onChange,
  typed,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  valueText: string;
  onChange: (value: number) => void;
  typed: TypedInput;
}) {
  const id = useId();
  // Null while the shopper is not typing: the field then shows the slider's value.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) typed.onCommit(draft);
    setDraft(null);
  };
  return (
    <div className="range-field">
      <div className="range-field__head">
        <label htmlFor={id}>{label}</label>
        <span className="range-field__typed">
          {typed.prefix && <span aria-hidden="true">{typed.prefix}</span>}
          <input
            type="text"
            inputMode="decimal"
            aria-label={typed.label}
            value={draft ?? typed.text}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commit();
              }
            }}
          />
          {typed.suffix && <span aria-hidden="true">{typed.suffix}</span>}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => {
          setDraft(null);
          onChange(Number(e.currentTarget.value));
        }}
      />
    </div>
  );
}
