/**
 * A small form controller (no form library): values, the errors the shared
 * schema gives, shown per field once the field was left (blur) or the form
 * was submitted, plus the server's field errors until the field changes.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../../core/forms/fields.ts';
import type { FormValue } from '../../core/leads.ts';

export type FormValues = Record<string, FormValue>;

export interface FormController {
  formId: string;
  values: FormValues;
  /** Errors shown now, in form order. */
  errors: FieldError[];
  /** The shown error of one field. */
  errorOf(name: string): string | undefined;
  /** The DOM id of a field's control. */
  idFor(name: string): string;
  setValue(name: string, value: FormValue): void;
  blur(name: string): void;
  /** Submit: marks every field as checked; the errors of the whole form. */
  validateAll(): FieldError[];
  /** Errors the server sent back (400). */
  setServerErrors(errors: readonly FieldError[]): void;
  submitted: boolean;
  /**
   * Forget that the form was submitted or its fields left (a multi-step form
   * moving to another step: one set of values, errors per step).
   */
  resetSubmitted(): void;
}

export interface UseFormOptions {
  formId: string;
  initialValues: FormValues;
  /** Every error of the form for these values, in form order (the shared schema). */
  validate: (values: FormValues) => FieldError[];
}

/** A DOM-safe id for a field name ('Vehicle Make' -> 'form-Vehicle-Make'). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/**
 * What the shopper typed, chose or ticked in this form's fields before its island hydrated. React
 * leaves those DOM values alone when it hydrates, but the first render after would put the state's
 * empty values back: on a slow phone the name and email typed while the page loaded were wiped.
 */
export function valuesTypedBeforeHydration(formId: string, values: FormValues, doc: Document = document): FormValues {
  const typed: FormValues = {};
  for (const control of doc.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  )) {
    const { name } = control;
    if (control.id !== fieldId(formId, name) || control.type === 'hidden') continue;
    const current = values[name];
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.type === 'checkbox' && control.checked !== (current === true)) typed[name] = control.checked;
      else if (control.type === 'radio' && control.checked && current !== control.value) typed[name] = control.value;
    } else if (control.value !== '' && control.value !== String(current ?? '')) {
      typed[name] = control.value;
    }
  }
  return typed;
}

export function useForm({ formId, initialValues, validate }: UseFormOptions): FormController {
  // On hydration the state starts from what the fields already hold (valuesTypedBeforeHydration); a
  // form mounted later finds no fields of its own in the page yet.
  const [values, setValues] = useState<FormValues>(() =>
    typeof document === 'undefined'
      ? initialValues
      : { ...initialValues, ...valuesTypedBeforeHydration(formId, initialValues) },
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<FieldError[]>([]);

  const all = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => {
    const shown = all.filter((e) => submitted || touched.has(e.path));
    const paths = new Set(shown.map((e) => e.path));
    return [...shown, ...serverErrors.filter((e) => !paths.has(e.path))];
  }, [all, submitted, touched, serverErrors]);

  const setValue = useCallback((name: string, value: FormValue) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setServerErrorsState((prev) => (prev.some((e) => e.path === name) ? prev.filter((e) => e.path !== name) : prev));
  }, []);
  const blur = useCallback((name: string) => {
    setTouched((prev) => (prev.has(name) ? prev : new Set([...prev, name])));
  }, []);

  return {
    formId,
    values,
    errors,
    errorOf: (name) => errors.find((e) => e.path === name)?.message,
    idFor: (name) => fieldId(formId, name),
    setValue,
    blur,
    validateAll: () => {
      setSubmitted(true);
      return all;
    },
    setServerErrors: (list) => setServerErrorsState([...list]),
    submitted,
    resetSubmitted: () => {
      setSubmitted(false);
      setTouched(new Set());
      setServerErrorsState([]);
    },
  };
}
