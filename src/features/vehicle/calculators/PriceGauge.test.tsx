// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/api/client.ts';
import { api } from '~/api/contract.ts';
import PriceGauge, { GAUGE_FAILURE_LOG, GAUGE_NO_DATA_LOG } from './PriceGauge.tsx';
import { deferred, fakeApi } from './test-api.ts';

afterEach(() => vi.restoreAllMocks());

function setup(handler: Parameters<typeof fakeApi>[0]) {
  const fake = fakeApi(handler);
  const view = render(
    <PriceGauge
      carSlug="2019-mazda-cx-5-xyz"
      apiBaseUrl="http://api"
      site="metro"
      currency="AUD"
      loadApi={fake.loadApi}
    />,
  );
  return { ...fake, ...view };
}

const good = {
  fill: 0.72,
  listing_price: 31990,
  market_range_min: 30500,
  market_range_max: 36000,
  confidence: 0.8,
  description: null,
};

describe('PriceGauge (SPEC.md §4 Price gauge, §5, §8)', () => {
  it('shows a skeleton while loading, then the gauge with the core band and description', async () => {
    const answer = deferred<unknown>();
    const { call, container } = setup(() => answer.promise);
    const region = screen.getByRole('region', { name: 'Price Comparison' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.price-gauge__skeleton')).not.toBeNull();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(api.autogauge, { params: { slug: '2019-mazda-cx-5-xyz' }, query: {} }),
    );
    await act(async () => answer.resolve(good));
    const meter = screen.getByRole('meter', { name: 'This price compared with the market' });
    expect(meter.getAttribute('aria-valuenow')).toBe('72');
    expect(screen.getByText('Great Deal')).toBeTruthy();
    const fill = container.querySelector('.price-gauge__fill') as HTMLElement;
    expect(fill.dataset['band']).toBe('high');
    expect(fill.style.getPropertyValue('--fill')).toBe('72%');
    expect(container.querySelector('.price-gauge__skeleton')).toBeNull();
    expect(screen.getByText('$30,500 to $36,000')).toBeTruthy();
  });

  it("uses the API's description and the medium band", async () => {
    const { container } = setup(() => Promise.resolve({ ...good, fill: 0.45, description: 'Fair Price' }));
    await waitFor(() => expect(screen.getByText('Fair Price')).toBeTruthy());
    expect((container.querySelector('.price-gauge__fill') as HTMLElement).dataset['band']).toBe('medium');
  });

  it("renders nothing when the call fails and logs 'Failed to fetch auto gauge data'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = setup(() => Promise.reject(new ApiError('http', 'Internal error', 500)));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(error).toHaveBeenCalledWith(GAUGE_FAILURE_LOG, expect.any(ApiError));
    expect(GAUGE_FAILURE_LOG).toBe('Failed to fetch auto gauge data');
  });

  it("renders nothing for a 404 (the platform's 'No data returned') and logs 'No data returned'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = setup(() => Promise.reject(new ApiError('http', 'No data returned', 404)));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(warn).toHaveBeenCalledWith(GAUGE_NO_DATA_LOG);
    expect(error).not.toHaveBeenCalled();
  });

  it("renders nothing for an empty answer and logs 'No data returned'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = setup(() => Promise.resolve({}));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(warn).toHaveBeenCalledWith(GAUGE_NO_DATA_LOG);
    expect(GAUGE_NO_DATA_LOG).toBe('No data returned');
  });

  it.each([
    ['confidence 0.2 (not above)', { ...good, confidence: 0.2 }],
    ['market maximum below the listing price', { ...good, market_range_max: 31000 }],
  ])('renders nothing for %s', async (_, response) => {
    const { container } = setup(() => Promise.resolve(response));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
