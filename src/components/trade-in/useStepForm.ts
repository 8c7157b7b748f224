/**
 * The form controller of a multi-step form (same interface as useForm, so the
 * shared Fields bind to it): one set of values across every step (Back keeps
 * what was typed), and errors only for the fields of the current step, shown
 * once a field was left or the step was submitted.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../../core/forms/fields.ts';
import type { FormValue } from '../../core/leads.ts';
import { fieldId, type FormController, type FormValues } from '../forms/useForm.ts';

export interface StepFormController extends FormController {
  /** Forget that the current step was submitted (moving to another step). */
  resetSubmitted(): void;
}

export function useStepForm(
  formId: string,
  initialValues: FormValues,
  validate: (values: FormValues) => FieldError[],
): StepFormController {
  const [values, setValues] = useState<FormValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const all = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(() => {
    const shown = all.filter((e) => submitted || touched.has(e.path));
    const paths = new Set(shown.map((e) => e.path));
    return [...shown, ...serverErrors.filter((e) => !paths.has(e.path))];
  }, [all, submitted, touched, serverErrors]);
  const setValue = useCallback((name: string, value: FormValue) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setServerErrors((prev) => (prev.some((e) => e.path === name) ? prev.filter((e) => e.path !== name) : prev));
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
    setServerErrors: (list) => setServerErrors([...list]),
    submitted,
    resetSubmitted: () => {
      setSubmitted(false);
      setTouched(new Set());
      setServerErrors([]);
    },
  };
}
