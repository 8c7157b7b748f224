/** Small form parts: the honeypot, the captcha slot, the submit button and the submit alerts. */
import { useEffect, useRef, type ReactNode } from 'react';
import type { CaptchaProvider } from './captcha.ts';

/**
 * Spam trap: a field people never see or reach (visually hidden, out of the
 * tab order, hidden from assistive technology, no autofill). Bots that fill
 * every field fill it; the server marks such a lead as spam.
 */
export function Honeypot({
  value,
  onChange,
  formId,
}: {
  value: string;
  onChange: (v: string) => void;
  formId: string;
}) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`${formId}-website`}>Website</label>
      <input
        id={`${formId}-website`}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

/** The captcha slot: the provider draws into it. */
export function CaptchaSlot({ provider }: { provider: CaptchaProvider }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const cleanup = provider.render(ref.current);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }, [provider]);
  return <div ref={ref} className="form-captcha" data-testid="captcha-slot" />;
}

/** The submit button: disabled and busy while sending. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn--accent form-submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Sending…' : children}
    </button>
  );
}

/** A submit outcome: 'error' as a destructive alert, 'info' and 'success' as a polite status. */
export function FormAlert({ tone, children }: { tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  return tone === 'error' ? (
    <div className="form-alert form-alert--destructive" role="alert">
      {children}
    </div>
  ) : (
    <div className={`form-alert form-alert--${tone}`} role="status">
      {children}
    </div>
  );
}

/** The steps of a multi-step form, the current one marked (`aria-current="step"`). */
export function StepList({ titles, current }: { titles: readonly string[]; current: number }) {
  return (
    <ol className="valuation__steps">
      {titles.map((t, i) => (
        <li
          key={t}
          aria-current={i === current ? 'step' : undefined}
          className={i === current ? 'is-current' : undefined}
        >
          {t}
        </li>
      ))}
    </ol>
  );
}
