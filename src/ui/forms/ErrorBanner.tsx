/**
 * The form error banner (SPEC.md §5, §8): 'Please fix the following errors:'
 * as a destructive alert listing every error; each error is a link that
 * moves focus to its field.
 */
import { forwardRef } from 'react';
import type { FieldError } from '../../core/forms/fields.ts';
import { FORM_ERRORS_HEADING } from '../../core/leads.ts';

export interface ErrorBannerProps {
  errors: readonly FieldError[];
  /** The DOM id of a field's control. */
  idFor: (name: string) => string;
}

export const ErrorBanner = forwardRef<HTMLDivElement, ErrorBannerProps>(function ErrorBanner({ errors, idFor }, ref) {
  if (errors.length === 0) return null;
  return (
    <div ref={ref} className="form-alert form-alert--destructive" role="alert" tabIndex={-1}>
      <p className="form-alert__title">{FORM_ERRORS_HEADING}</p>
      <ul>
        {errors.map((e) => (
          <li key={e.path}>
            <a
              href={`#${idFor(e.path)}`}
              onClick={(event) => {
                const field = document.getElementById(idFor(e.path));
                if (!field) return;
                event.preventDefault();
                field.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
