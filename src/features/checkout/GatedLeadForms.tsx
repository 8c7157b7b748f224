/**
 * /spin-to-win and /online-payment (SPEC.md §2; always gated per the core):
 * lead forms of kind 'spin-to-win' and 'online-payment' on the shared
 * LeadForm, prefilled from the signed-in user. Online payment is a stand-in:
 * no payment provider can run here, so the request is sent as a lead and the
 * dealer follows up with a secure payment link.
 */
import { useStore } from '@nanostores/react';
import { userDetails } from '../auth/user.ts';
import type { LeadFormSettings } from '../leads/settings.ts';
import { GatePending, useGate, type GateSettings } from '../auth/useGate.tsx';
import { ContactFields } from '../leads/ContactFields.tsx';
import { PostcodeField, TextField } from '../../ui/forms/Fields.tsx';
import { LeadForm, type LeadFormProps } from '../leads/LeadForm.tsx';

export const SPIN_TO_WIN_CATEGORY = 'Spin to Win';
export const ONLINE_PAYMENT_CATEGORY = 'Online Payment';
export const ONLINE_PAYMENT_NOTE =
  'Online card payments are not available yet: send this form and our team will email you a secure payment link for the amount.';

export interface GatedLeadFormsProps extends Pick<LeadFormProps, 'client' | 'outbox' | 'captcha' | 'onSent'> {
  kind: 'spin-to-win' | 'online-payment';
  settings: LeadFormSettings;
  gating: GateSettings;
}

export default function GatedLeadForms({ kind, settings, gating, ...inject }: GatedLeadFormsProps) {
  const decision = useGate(kind, gating);
  const user = useStore(userDetails);
  if (decision.kind !== 'allow') return <GatePending decision={decision} />;
  const initialValues = user ? { name: user.name, phone: user.phone, email: user.email ?? '' } : {};
  if (kind === 'spin-to-win') {
    return (
      <LeadForm
        {...inject}
        kind="spin-to-win"
        id="spin-to-win-form"
        label="Spin to win"
        settings={settings}
        category={SPIN_TO_WIN_CATEGORY}
        initialValues={initialValues}
        submitLabel="Spin to Win"
      >
        <ContactFields />
        <PostcodeField name="postcode" label="Postcode" />
      </LeadForm>
    );
  }
  return (
    <>
      <p>{ONLINE_PAYMENT_NOTE}</p>
      <LeadForm
        {...inject}
        kind="online-payment"
        id="online-payment-form"
        label="Online payment"
        settings={settings}
        category={ONLINE_PAYMENT_CATEGORY}
        initialValues={{ ...initialValues, amount: '', reference: '' }}
        submitLabel="Request payment link"
      >
        <ContactFields />
        <TextField name="amount" label="Amount ($)" required inputMode="decimal" autoComplete="off" />
        <TextField
          name="reference"
          label="Reference"
          hint="Invoice, stock or booking number, if you have one."
          autoComplete="off"
        />
      </LeadForm>
    </>
  );
}
