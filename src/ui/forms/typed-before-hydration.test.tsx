// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, FormContext, SelectField, TextField } from './Fields.tsx';
import { useForm, type FormValues } from './useForm.ts';

let seen: FormValues = {};

function Form() {
  const form = useForm({
    formId: 'f',
    initialValues: { name: '', email: 'jo@example.com', state: '' },
    validate: () => [],
  });
  const [renders, tick] = useState(0);
  useEffect(() => {
    seen = form.values;
  });
  return (
    <FormContext.Provider value={form}>
      <form id="f">
        <TextField name="name" label="Name" />
        <TextField name="email" label="Email" type="email" />
        <SelectField
          name="state"
          label="State"
          options={[{ value: 'QLD', label: 'Queensland' }]}
          placeholder="Choose"
        />
        <CheckboxField name="terms" label="I agree" />
        <button type="button" id="again" onClick={() => tick(renders + 1)}>
          Render again
        </button>
      </form>
    </FormContext.Provider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a form hydrating after the shopper started typing', () => {
  it('keeps what was typed, chosen and ticked before hydration, through later renders', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Form />);
    document.body.append(root);
    // The shopper types before the island's JavaScript has run.
    (document.getElementById('f-name') as HTMLInputElement).value = 'Jo Early';
    (document.getElementById('f-state') as HTMLSelectElement).value = 'QLD';
    (document.getElementById('f-terms') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    await act(async () => document.getElementById('again')!.click());
    expect((document.getElementById('f-name') as HTMLInputElement).value).toBe('Jo Early');
    expect((document.getElementById('f-state') as HTMLSelectElement).value).toBe('QLD');
    expect((document.getElementById('f-terms') as HTMLInputElement).checked).toBe(true);
    // In the form's state too, so validation and the lead see it; an untouched field keeps its own value.
    expect(seen).toMatchObject({ name: 'Jo Early', email: 'jo@example.com', state: 'QLD', terms: true });
  });
});
