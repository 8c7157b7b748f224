/**
 * Labelled form fields bound to the form controller by name: text, email,
 * tel, textarea, select, checkbox and postcode. Each shows its error below it
 * with aria-invalid and aria-describedby; validation runs on blur and submit
 * (useForm.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { sanitizePostcodeInput, POSTCODE_MAX_LENGTH } from '../../core/inputs.ts';
import type { FormController } from './useForm.ts';

export const FormContext = createContext<FormController | null>(null);

export function useFormController(): FormController {
  const form = useContext(FormContext);
  if (!form) throw new Error('A form field must be inside a <LeadForm> or <FormContext.Provider>.');
  return form;
}

interface BaseFieldProps {
  name: string;
  label: string;
  required?: boolean;
  /** Extra help under the label. */
  hint?: string;
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
}

function useField(name: string, hint: string | undefined) {
  const form = useFormController();
  const id = form.idFor(name);
  const error = form.errorOf(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    form,
    id,
    error,
    aria: {
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

function Label({ id, label, required, hidden }: { id: string; label: string; required: boolean; hidden: boolean }) {
  return (
    <label htmlFor={id} className={hidden ? 'visually-hidden' : 'field__label'}>
      {label}
      {required && (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Shell({
  id,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  error: string | undefined;
  hint: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  maxLength?: number;
}

export function TextField({
  name,
  label,
  required = false,
  hint,
  hideLabel = false,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
}: TextFieldProps) {
  const { form, id, error, aria } = useField(name, hint);
  const value = form.values[name];
  return (
    <Shell id={id} error={error} hint={hint}>
      <Label id={id} label={label} required={required} hidden={hideLabel} />
      <input
        id={id}
        name={name}
        type={type}
        className="field__control"
        value={typeof value === 'string' || typeof value === 'number' ? value : ''}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        {...aria}
        onChange={(e) => form.setValue(name, e.currentTarget.value)}
        onBlur={() => form.blur(name)}
      />
    </Shell>
  );
}

/** The postcode field (SPEC.md §5): digits only, at most 4, sanitised as typed by the core rule. */
export function PostcodeField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength'>) {
  const { form, id, error, aria } = useField(props.name, props.hint);
  const value = form.values[props.name];
  return (
    <Shell id={id} error={error} hint={props.hint}>
      <Label id={id} label={props.label} required={props.required ?? true} hidden={props.hideLabel ?? false} />
      <input
        id={id}
        name={props.name}
        type="text"
        inputMode="numeric"
        className="field__control"
        maxLength={POSTCODE_MAX_LENGTH}
        autoComplete={props.autoComplete ?? 'postal-code'}
        placeholder={props.placeholder}
        value={typeof value === 'string' ? value : ''}
        aria-required={props.required ?? true}
        {...aria}
        onChange={(e) => form.setValue(props.name, sanitizePostcodeInput(e.currentTarget.value))}
        onBlur={() => form.blur(props.name)}
      />
    </Shell>
  );
}

export interface TextAreaFieldProps extends BaseFieldProps {
  placeholder?: string;
  rows?: number;
}

export function TextAreaField({
  name,
  label,
  required = false,
  hint,
  hideLabel = false,
  placeholder,
  rows = 4,
}: TextAreaFieldProps) {
  const { form, id, error, aria } = useField(name, hint);
  const value = form.values[name];
  return (
    <Shell id={id} error={error} hint={hint}>
      <Label id={id} label={label} required={required} hidden={hideLabel} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        className="field__control"
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...aria}
        onChange={(e) => form.setValue(name, e.currentTarget.value)}
        onBlur={() => form.blur(name)}
      />
    </Shell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends BaseFieldProps {
  options: readonly SelectOption[];
  /** First, empty option (e.g. 'Please Select a Dealership Location'). */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  required = false,
  hint,
  hideLabel = false,
  options,
  placeholder,
}: SelectFieldProps) {
  const { form, id, error, aria } = useField(name, hint);
  const value = form.values[name];
  return (
    <Shell id={id} error={error} hint={hint}>
      <Label id={id} label={label} required={required} hidden={hideLabel} />
      <select
        id={id}
        name={name}
        className="field__control"
        value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
        aria-required={required || undefined}
        {...aria}
        onChange={(e) => {
          form.setValue(name, e.currentTarget.value);
          form.blur(name);
        }}
        onBlur={() => form.blur(name)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export interface CheckboxFieldProps extends BaseFieldProps {
  /** Rich label content (e.g. a link); `label` stays the accessible text fallback. */
  children?: ReactNode;
}

export function CheckboxField({ name, label, required = false, hint, children }: CheckboxFieldProps) {
  const { form, id, error, aria } = useField(name, hint);
  const value = form.values[name];
  return (
    <Shell id={id} error={error} hint={hint} className="field--check">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="field__check"
        checked={value === true}
        aria-required={required || undefined}
        {...aria}
        onChange={(e) => {
          form.setValue(name, e.currentTarget.checked);
          form.blur(name);
        }}
        onBlur={() => form.blur(name)}
      />
      <label htmlFor={id} className="field__check-label">
        {children ?? label}
      </label>
    </Shell>
  );
}
