// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calculateFinance, estimateRules, financeRules, type LenderOffer } from '~/core/finance/index.ts';
import FinanceEstimate, { type FinanceEstimateProps } from './FinanceEstimate.tsx';

const offer: LenderOffer = {
  paymentWeek: 89,
  paymentMonth: 385,
  interestRate: 7.58,
  comparisonRate: 7.87,
  termYears: 5,
  deposit: 0,
};

function setup(props: Partial<FinanceEstimateProps> = {}) {
  const all: FinanceEstimateProps = {
    price: 17990,
    offer,
    calculatorRules: financeRules(),
    rules: estimateRules(),
    currency: 'AUD',
    ...props,
  };
  render(<FinanceEstimate {...all} />);
  return { props: all };
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

  it("a purchase price of -5 reads '0' once the field is left (at or below 0 becomes 0), with the message", () => {
    setup();
    const price = field(/^Purchase price/);
    fireEvent.change(price, { target: { value: '-5' } });
    expect(price.value).toBe('-5');
    fireEvent.blur(price);
    expect(price.value).toBe('0');
    expect(screen.getByText('Cannot be less than $1,000 or more than $250,000')).toBeTruthy();
    expect(payment()).toBeNull();
  });

  it("a lender offer with a balloon: the residual starts at the balloon and the repayment is the lender's", () => {
    // (54990 - 16500 / 1.72367) x 0.00499289 = 226.76: the lender quotes $227/wk
    const balloon: LenderOffer = { ...offer, interestRate: 10.9, balloon: 16500, paymentWeek: 227, paymentMonth: 983 };
    setup({ price: 54990, offer: balloon });
    expect(field(/^Residual/).value).toBe('16500');
    expect(payment()).toBe('$227 /wk*');
    fireEvent.change(field(/^Residual/), { target: { value: '' } });
    // without the balloon the formula's 54990 x 0.00499289 = 274.56 -> $275
    expect(payment()).toBe('$275 /wk*');
  });
});
