// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../api/contract.ts';
import {
  calculateFinance,
  estimateRules,
  financeRules,
  quoteRequestBody,
  type LenderOffer,
} from '../../../core/finance/index.ts';
import { deferred, fakeApi, type FakeHandler } from '../calculators/test-api.ts';
import FinanceEstimate, { type FinanceEstimateProps } from './FinanceEstimate.tsx';

const offer: LenderOffer = {
  paymentWeek: 89,
  paymentMonth: 385,
  interestRate: 7.58,
  comparisonRate: 7.87,
  termYears: 5,
  deposit: 0,
};
const car = { price: 17990, year: 2020, vin: 'JTNB11HK103456789', nvic: null };

function setup(
  props: Partial<FinanceEstimateProps> = {},
  handler: FakeHandler = () => Promise.reject(new Error('no')),
) {
  const fake = fakeApi(handler);
  const all: FinanceEstimateProps = {
    price: 17990,
    offer,
    calculatorRules: financeRules(),
    rules: estimateRules(),
    currency: 'AUD',
    youx: { enabled: false, car, held: null },
    apiBaseUrl: 'http://api',
    site: 'harbour-toyota',
    loadApi: fake.loadApi,
    ...props,
  };
  render(<FinanceEstimate {...all} />);
  return { ...fake, props: all };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const payment = () => screen.queryByTestId('estimate-payment')?.textContent ?? null;

describe('FinanceEstimate (SPEC.md §5 Finance estimate calculator)', () => {
  it("starts at the car's price and the offer's term and rate, showing the calculator's repayment", () => {
    const { props } = setup();
    expect(field(/^Purchase price/).value).toBe('17990');
    expect(field(/^Loan term/).value).toBe('5');
    expect(field(/^Interest rate/).value).toBe('7.58');
    const expected = calculateFinance(
      { amount: 17990, term: 5, interest: 7.58, tradeIn: 0, residual: 0, frequency: 'week' },
      props.calculatorRules,
      { offer, carPrice: 17990, currency: 'AUD' },
    );
    expect(payment()).toBe(expected.text);
    expect(payment()).toBe('$89 /wk*');
  });

  it('numeric text keeps only digits, point and minus', () => {
    setup();
    fireEvent.change(field(/^Purchase price/), { target: { value: '$25,000.50' } });
    expect(field(/^Purchase price/).value).toBe('25000.50');
    fireEvent.change(field(/^Deposit/), { target: { value: 'abc-1x2' } });
    expect(field(/^Deposit/).value).toBe('-12');
  });

  it.each([
    ['1000', 'at the minimum'],
    ['250000', 'at 250,000'],
    ['-5', 'below 0 (becomes 0)'],
  ])("price %s (%s) says 'Cannot be less than $1,000 or more than $250,000' instead of a repayment", (value) => {
    setup();
    const price = field(/^Purchase price/);
    fireEvent.change(price, { target: { value } });
    expect(screen.getByText('Cannot be less than $1,000 or more than $250,000')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(payment()).toBeNull();
  });

  it('the $5,000 minimum preset changes the message', () => {
    setup({ rules: estimateRules('minimumPrice5000') });
    fireEvent.change(field(/^Purchase price/), { target: { value: '4000' } });
    expect(screen.getByText('Cannot be less than $5,000 or more than $250,000')).toBeTruthy();
  });

  it('term and interest clamp to their ranges on leaving the field; a new figure recomputes', () => {
    const { props } = setup();
    const term = field(/^Loan term/);
    fireEvent.change(term, { target: { value: '9' } });
    fireEvent.blur(term);
    expect(term.value).toBe('7');
    const interest = field(/^Interest rate/);
    fireEvent.change(interest, { target: { value: '0.2' } });
    fireEvent.blur(interest);
    expect(interest.value).toBe('0.5');
    fireEvent.change(field(/^Purchase price/), { target: { value: '20000' } });
    const expected = calculateFinance(
      { amount: 20000, term: 7, interest: 0.5, tradeIn: 0, residual: 0, frequency: 'week' },
      props.calculatorRules,
      {},
    );
    expect(payment()).toBe(expected.text);
  });

  it("the frequency select: monthly shows the lender's monthly payment", () => {
    setup();
    fireEvent.change(screen.getByRole('combobox', { name: 'Repayment frequency' }), { target: { value: 'month' } });
    expect(payment()).toBe('$385 /mo*');
  });

  it('the Angle preset has no frequency select; the hidden-rate variant has no interest or residual field', () => {
    setup({ rules: estimateRules('noFrequencySelectorLender') });
    expect(screen.queryByRole('combobox', { name: 'Repayment frequency' })).toBeNull();
    cleanup();
    setup({ rules: estimateRules('hiddenRateVariant') });
    expect(screen.queryByRole('textbox', { name: /^Interest rate/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Residual/ })).toBeNull();
  });
});

describe('FinanceEstimate youX quote (SPEC.md §7 POST /api/youx/quote)', () => {
  it('asks once when the feature is on, no quote is held and the price is above 0, and shows the answer', async () => {
    const answer = deferred<unknown>();
    const { call } = setup({ youx: { enabled: true, car, held: null } }, () => answer.promise);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(api.youxQuote, { params: {}, query: {}, body: quoteRequestBody(car) });
    await act(async () => answer.resolve({ weeklyRepaymentAmount: 84, advertisedRate: 7.29, comparisonRate: 7.9 }));
    expect(screen.getByText(/Your youX quote/).textContent).toBe(
      'Your youX quote: $84 /wk* at 7.29% p.a. (comparison rate 7.9% p.a.)',
    );
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('a failure is silently ignored', async () => {
    const { call } = setup({ youx: { enabled: true, car, held: null } }, () => Promise.reject(new Error('down')));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.queryByText(/Your youX quote/)).toBeNull();
    expect(payment()).toBe('$89 /wk*');
  });

  it('a held quote is shown without asking; the feature off never asks', async () => {
    const held = { weeklyRepaymentAmount: 80, advertisedRate: 6.99, comparisonRate: null };
    const first = setup({ youx: { enabled: true, car, held } });
    expect(screen.getByText(/Your youX quote/).textContent).toBe('Your youX quote: $80 /wk* at 6.99% p.a.');
    cleanup();
    const second = setup({ youx: { enabled: false, car, held: null } });
    await act(async () => undefined);
    expect(first.call).not.toHaveBeenCalled();
    expect(second.call).not.toHaveBeenCalled();
  });
});
