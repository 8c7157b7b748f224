// @vitest-environment jsdom
// The platform API is faked at fetch here (jsdom cannot reach the local API);
// tests/e2e/trade-checkout.e2e.ts runs this page against the real one.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { testLeadFormSettings } from '../leads/testing/settings.ts';
import ReservePage from './ReservePage.tsx';

const settings = testLeadFormSettings();
const car = {
  id: 42,
  slug: '2022-toyota-hilux-sr5-abc123',
  title: '2022 Toyota HiLux SR5',
  price: 52990,
  dealership_id: 1,
  image: null,
  reservable: true,
};

function setup(pathname: string, answers: Array<() => Response | Promise<Response>>) {
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    urls.push(String(url));
    return answers.shift()!();
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    site: 'harbour-toyota',
    fetch: fetch as typeof globalThis.fetch,
  });
  render(
    <ReservePage
      settings={settings}
      gating={{ gateCheckout: false }}
      fee={200}
      currency="AUD"
      searchPath="/search/new-used-and-demo-cars"
      client={client}
      location={{ pathname, search: '' }}
    />,
  );
  return { urls, user: userEvent.setup() };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('reserve page', () => {
  it('finds the car from /cars/{slug}/checkout and shows it with the fee and the form', async () => {
    const { urls } = setup(`/cars/${car.slug}/checkout`, [() => json(car)]);
    expect(screen.getByRole('status').textContent).toBe('Loading the car…');
    expect(await screen.findByRole('link', { name: car.title })).toHaveProperty('pathname', `/cars/${car.slug}`);
    expect(screen.getByText('$52,990')).toBeTruthy();
    expect(screen.getByText('Reserve this car today for $200.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Reserve this car' })).toBeTruthy();
    expect(urls).toEqual([`http://api.test/api/cars/${car.slug}/checkout?site=harbour-toyota`]);
  });

  it('a car no longer reservable gets the message and a way back, no form', async () => {
    setup(`/cars/${car.slug}/checkout`, [() => json({ ...car, reservable: false })]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This car can no longer be reserved online. Please contact us about it.',
    );
    expect(screen.getByRole('link', { name: 'Back to the car' })).toHaveProperty('pathname', `/cars/${car.slug}`);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('an unknown car (404) sends the shopper to the stock', async () => {
    setup('/cars/gone-car/checkout', [() => json({ error: 'Car not found' }, 404)]);
    expect(await screen.findByText("We couldn't find this car. It may have been sold.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse our stock' })).toHaveProperty(
      'pathname',
      '/search/new-used-and-demo-cars',
    );
  });

  it('a failed lookup offers Try again, which loads the car', async () => {
    const { user } = setup(`/cars/${car.slug}/checkout`, [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(car),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't load this car. Please check your connection and try again.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Reserve this car' })).toBeTruthy();
  });
});
