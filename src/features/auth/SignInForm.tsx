/**
 * /sign-in?type=...&redirect=...&back=... (SPEC.md §2 Sign-in).
 *
 * STAND-IN for the platform's sign-in: no identity provider is reachable
 * here, so the shopper gives a name and a mobile number, which become the
 * signed-in user on this device (src/features/auth/user.ts). Then the page
 * goes to `redirect` (same-site paths only), or offers `back`.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors, NameSchema, PhoneSchema } from '../../core/forms/fields.ts';
import { SIGN_IN_TYPES, type SignInType } from '../../core/sign-in.ts';
import { safeRedirect, signIn, signOut, userDetails } from './user.ts';
import { ErrorBanner } from '../../ui/forms/ErrorBanner.tsx';
import { FormContext, TextField } from '../../ui/forms/Fields.tsx';
import { SubmitButton } from '../../ui/forms/parts.tsx';
import { useForm, type FormValues } from '../../ui/forms/useForm.ts';
import { useLocationSearch } from './client-state.ts';
import '../../ui/forms/forms.css';

const SignInSchema = v.object({ name: NameSchema(), phone: PhoneSchema });

/** What the shopper is signing in for, by route type. */
export const SIGN_IN_PURPOSE: Record<SignInType, string> = {
  'trade-in': 'to value your trade-in',
  checkout: 'to buy or reserve this car',
  finance: 'to apply for finance',
  'spin-to-win': 'to spin to win',
  'online-payment': 'to make an online payment',
  'car-finance': 'to see your personalised finance',
  'my-garage': 'to open My Garage',
  watchlist: 'to save cars to your watchlist',
};

interface Params {
  type: SignInType | null;
  redirect: string;
  back: string | null;
}

function readParams(search: string): Params {
  const q = new URLSearchParams(search);
  const type = q.get('type');
  const back = q.get('back');
  return {
    type: (SIGN_IN_TYPES as readonly string[]).includes(type ?? '') ? (type as SignInType) : null,
    redirect: safeRedirect(q.get('redirect')),
    back: back ? safeRedirect(back) : null,
  };
}

export default function SignInForm() {
  const user = useStore(userDetails);
  const search = useLocationSearch();
  const params = useMemo(() => (search === null ? null : readParams(search)), [search]);
  const [attempt, setAttempt] = useState(0);
  const banner = useRef<HTMLDivElement>(null);
  const validate = useCallback((values: FormValues) => {
    const r = v.safeParse(SignInSchema, values);
    return r.success ? [] : fieldErrors(r.issues);
  }, []);
  const form = useForm({ formId: 'sign-in', initialValues: { name: '', phone: '' }, validate });
  useEffect(() => {
    if (attempt > 0) banner.current?.focus();
  }, [attempt]);

  if (params === null) return <p role="status">Loading…</p>;
  const purpose = params.type ? ` ${SIGN_IN_PURPOSE[params.type]}` : '';

  if (user) {
    return (
      <div className="sign-in">
        <p role="status">
          You are signed in as <strong>{user.name}</strong>.
        </p>
        <p className="lead-form__actions">
          <a className="btn btn--accent" href={params.redirect}>
            Continue
          </a>
          <button type="button" className="btn" onClick={() => signOut()}>
            Sign out
          </button>
        </p>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.validateAll().length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    signIn({ name: String(form.values['name']).trim(), phone: String(form.values['phone']).trim() });
    window.location.assign(params?.redirect ?? '/');
  }

  return (
    <FormContext.Provider value={form}>
      <form className="lead-form sign-in" noValidate aria-label="Sign in" onSubmit={onSubmit}>
        <p>Sign in{purpose}. Enter your name and mobile number.</p>
        {form.submitted && <ErrorBanner ref={banner} errors={form.errors} idFor={form.idFor} />}
        <TextField name="name" label="Name" required autoComplete="name" />
        <TextField name="phone" label="Mobile Number" type="tel" required autoComplete="tel" inputMode="tel" />
        <div className="lead-form__actions">
          {params.back && (
            <a className="btn" href={params.back}>
              Back
            </a>
          )}
          <SubmitButton busy={false}>Sign In</SubmitButton>
        </div>
      </form>
    </FormContext.Provider>
  );
}
