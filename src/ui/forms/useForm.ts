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

export function useForm({ formId, initialValues, validate }: UseFormOptions): FormController {
  const [values, setValues] = useState<FormValues>(initialValues);
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
