/** Name, email and phone: the contact fields every lead form starts with. */
import { TextField } from '../../ui/forms/Fields.tsx';
import { LABELS } from './labels.ts';

export function ContactFields() {
  return (
    <>
      <TextField name="name" label={LABELS.name} required autoComplete="name" />
      <TextField name="email" label={LABELS.email} type="email" required autoComplete="email" inputMode="email" />
      <TextField name="phone" label={LABELS.phone} type="tel" required autoComplete="tel" inputMode="tel" />
    </>
  );
}
