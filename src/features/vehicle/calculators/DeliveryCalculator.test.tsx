// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/api/client.ts';
import { api } from '~/api/contract.ts';
import { DELIVERY_ESTIMATE_FAILURE_MESSAGE, DELIVERY_POSTCODE_REQUIRED_MESSAGE } from '~/core/inputs.ts';
import DeliveryCalculator from './DeliveryCalculator.tsx';
import { deferred, fakeApi } from './test-api.ts';

function setup(handler: Parameters<typeof fakeApi>[0]) {
  const fake = fakeApi(handler);
  render(
    <DeliveryCalculator
      carSlug="2020-toyota-corolla-abc"
      apiBaseUrl="http://api"
      site="metro"
      currency="AUD"
      loadApi={fake.loadApi}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Postcode' });
  const button = screen.getByRole('button', { name: 'Get Estimate' });
  const status = screen.getByRole('status');
  return { ...fake, input, button, status };
}

describe('DeliveryCalculator (SPEC.md §4 idle, loading, result, error)', () => {
  it('idle: a labelled postcode field and an empty status', () => {
    const { status, call } = setup(() => Promise.reject(new Error('unused')));
    expect(status.textContent).toBe('');
    expect(call).not.toHaveBeenCalled();
  });

  it("empty (or spaces only) says 'Please enter a postcode.' without calling the API", async () => {
    const { input, button, status, call } = setup(() => Promise.reject(new Error('unused')));
    fireEvent.click(button);
    await waitFor(() => expect(status.textContent).toBe(DELIVERY_POSTCODE_REQUIRED_MESSAGE));
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(button);
    await waitFor(() => expect(status.textContent).toBe('Please enter a postcode.'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalled();
  });

  it("loading, then '{region}: {price}' from the API for the car and postcode", async () => {
    const answer = deferred<unknown>();
    const { input, button, status, call } = setup(() => answer.promise);
    fireEvent.change(input, { target: { value: ' 2000 ' } });
    fireEvent.click(button);
    await waitFor(() => expect(status.textContent).toBe('Calculating delivery…'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(call).toHaveBeenCalledWith(api.deliveryPrice, {
      params: { slug: '2020-toyota-corolla-abc' },
      query: { postcode: '2000' },
    });
    await act(async () => answer.resolve({ name: 'Sydney Metro', price: 990 }));
    expect(status.textContent).toBe('Sydney Metro: $990');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['404 no estimate', new ApiError('http', 'No delivery estimate', 404)],
    ['network failure', new ApiError('network', 'Failed to fetch')],
    ['an answer outside the contract', new ApiError('contract', 'delivery price: unexpected answer')],
  ])('%s shows the spec failure text', async (_, error) => {
    const { input, button, status } = setup(() => Promise.reject(error));
    fireEvent.change(input, { target: { value: '0872' } });
    fireEvent.click(button);
    await waitFor(() => expect(status.textContent).toBe(DELIVERY_ESTIMATE_FAILURE_MESSAGE));
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});
