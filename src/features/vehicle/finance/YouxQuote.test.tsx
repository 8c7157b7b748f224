// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '~/api/contract.ts';
import { quoteRequestBody, type FinanceQuote } from '~/core/finance/index.ts';
import { deferred, fakeApi, type FakeHandler } from '../calculators/test-api.ts';
import YouxQuote from './YouxQuote.tsx';

const car = { price: 17990, year: 2020, vin: 'JTNB11HK103456789', nvic: null };

function setup(held: FinanceQuote | null, handler: FakeHandler, price = car.price) {
  const fake = fakeApi(handler);
  render(
    <YouxQuote
      car={{ ...car, price }}
      held={held}
      currency="AUD"
      apiBaseUrl="http://api"
      site="harbour-toyota"
      loadApi={fake.loadApi}
    />,
  );
  return fake;
}

describe('YouxQuote (SPEC.md §7 POST /api/youx/quote)', () => {
  it('asks once when no quote is held and the price is above 0, and shows the answer', async () => {
    const answer = deferred<unknown>();
    const { call } = setup(null, () => answer.promise);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(api.youxQuote, { params: {}, query: {}, body: quoteRequestBody(car) });
    expect(quoteRequestBody(car)).toMatchObject({ selfAssessedCreditScore: 'GREAT', loanTerm: 5, whoIsHelping: '' });
    expect(screen.queryByText(/Your youX quote/)).toBeNull();
    await act(async () => answer.resolve({ weeklyRepaymentAmount: 84, advertisedRate: 7.29, comparisonRate: 7.9 }));
    expect(screen.getByRole('status').textContent).toBe(
      'Your youX quote: $84 /wk* at 7.29% p.a. (comparison rate 7.9% p.a.)',
    );
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a failure is silently ignored', async () => {
    const { call } = setup(null, () => Promise.reject(new Error('down')));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.queryByText(/Your youX quote/)).toBeNull();
  });

  it('a held quote is shown without asking; a car without a price never asks', async () => {
    const held = { weeklyRepaymentAmount: 80, advertisedRate: 6.99, comparisonRate: null };
    const first = setup(held, () => Promise.reject(new Error('unused')));
    expect(screen.getByRole('status').textContent).toBe('Your youX quote: $80 /wk* at 6.99% p.a.');
    cleanup();
    const second = setup(null, () => Promise.reject(new Error('unused')), 0);
    await act(async () => undefined);
    expect(first.call).not.toHaveBeenCalled();
    expect(second.call).not.toHaveBeenCalled();
  });
});
