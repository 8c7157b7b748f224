// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { testLeadFormSettings } from '../leads/testing/settings.ts';
import ReserveCheckout from './ReserveCheckout.tsx';

const settings = testLeadFormSettings();
const car = { id: 42, slug: '2022-toyota-hilux-sr5', title: '2022 Toyota HiLux SR5', dealership_id: 1 };

function setup(answers: Array<(body: Record<string, unknown>) => Response | Promise<Response>>) {
  const bodies: Array<Record<string, unknown>> = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    return answers.shift()!(body);
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    site: 'harbour-toyota',
    fetch: fetch as typeof globalThis.fetch,
  });
  const onReserved = vi.fn();
  const user = userEvent.setup();
  render(
    <ReserveCheckout
      settings={settings}
      gating={{ gateCheckout: false }}
      car={car}
      fee={200}
      client={client}
      onReserved={onReserved}
    />,
  );
  return { bodies, onReserved, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Rita');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'rita@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '0412 555 666');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => sessionStorage.clear());

describe('reserve checkout', () => {
  it('needs the terms; sends nothing while invalid', async () => {
    const { bodies, user } = setup([]);
    await user.click(screen.getByRole('button', { name: 'Reserve Car Now' }));
    expect(screen.getByRole('alert').textContent).toContain('You must agree to the terms of use.');
    expect(bodies).toEqual([]);
  });

  it('retries a failed reservation with the same reservation id, keeping the values', async () => {
    const { bodies, onReserved, user } = setup([
      () => Promise.reject(new TypeError('Failed to fetch')),
      (body) => Response.json({ reservation_id: body['reservation_id'], status: 'created' }, { status: 201 }),
    ]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reserve Car Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred when submitting this form');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Rita');
    await user.click(screen.getByRole('button', { name: 'Reserve Car Now' }));
    await vi.waitFor(() => expect(onReserved).toHaveBeenCalledOnce());
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ car_id: 42, name: 'Rita', email: 'rita@example.com', fee: 200 });
    expect(bodies[1]!['reservation_id']).toBe(bodies[0]!['reservation_id']);
  });

  it("shows 'This car has already been reserved.' on a 409", async () => {
    const { onReserved, user } = setup([
      () => Response.json({ error: 'This car has already been reserved.' }, { status: 409 }),
    ]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reserve Car Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This car has already been reserved.');
    expect(onReserved).not.toHaveBeenCalled();
  });
});
