// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealershipOption } from '~/core/search/dealership-search.ts';
import { DealershipSearchField } from './DealershipSearchField.tsx';

const LOCATIONS: DealershipOption[] = [
  { id: 1, slug: 'metro-penrith', name: 'Metro Penrith', address: { city: 'Penrith', postcode: '2750' } },
  { id: 2, slug: 'metro-parramatta', name: 'Metro Parramatta', address: { city: 'Parramatta', postcode: '2150' } },
];

function Form({ required = false }: { required?: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <form aria-label="Enquiry">
      <DealershipSearchField
        locations={LOCATIONS}
        value={value}
        onSelect={(l) => setValue(l?.slug ?? null)}
        required={required}
        name="location"
      />
      <button type="button">Next</button>
    </form>
  );
}

afterEach(cleanup);

describe('DealershipSearchField', { timeout: 20_000 }, () => {
  it('required and left empty: the spec message, tied to the field', async () => {
    render(<Form required />);
    const field = screen.getByRole('combobox', { name: /Find a dealership/ });
    await userEvent.click(field);
    await userEvent.tab();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please select a dealership location.');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('a postcode prefix finds the dealership; choosing fills the hidden field; Escape twice clears it', async () => {
    const { container } = render(<Form required />);
    const field = screen.getByRole('combobox', { name: /Find a dealership/ });
    await userEvent.type(field, '275');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Metro Penrith, Penrith']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const hidden = container.querySelector<HTMLInputElement>('input[name="location"]')!;
    expect(hidden.value).toBe('metro-penrith');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Escape}');
    expect(hidden.value).toBe('');
    expect(field).toHaveProperty('value', '');
    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toBe('Please select a dealership location.');
  });

  it('not required: no message when empty', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('combobox', { name: /Find a dealership/ }));
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
