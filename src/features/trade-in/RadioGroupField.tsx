/**
 * A required radio group bound to the form controller by name: a fieldset
 * with its question as the legend, the error below it (aria-describedby on
 * the group), arrow keys move between options (native radios).
 */
import { useFormController } from '../../ui/forms/Fields.tsx';

export interface RadioOption {
  value: string;
  label: string;
}

export function RadioGroupField({
  name,
  legend,
  options,
}: {
  name: string;
  legend: string;
  options: readonly RadioOption[];
}) {
  const form = useFormController();
  const id = form.idFor(name);
  const error = form.errorOf(name);
  const value = form.values[name];
  return (
    <fieldset
      className={`field field--radios${error ? ' field--invalid' : ''}`}
      id={id}
      tabIndex={-1}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="radio-options">
        {options.map((o) => (
          <label key={o.value} className="radio-option">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              aria-invalid={error ? true : undefined}
              onChange={() => {
                form.setValue(name, o.value);
                form.blur(name);
              }}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
