// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  calculateFinance,
  defaultFinanceInputs,
  FINANCE_DISCLAIMER,
  financeRules,
  FIXED_INTEREST_RULE,
  type FinanceCalculatorRules,
  type FinanceInputs,
  type LenderOffer,
} from '../../../core/finance/index.ts';
import { disclaimerPreview } from '../../../core/text.ts';
import FinanceCalculator, { type FinanceCalculatorProps } from './FinanceCalculator.tsx';

const offer: LenderOffer = {
  paymentWeek: 89,
  paymentMonth: 385,
  interestRate: 7.58,
  comparisonRate: 7.87,
  termYears: 5,
  termMonths: 60,
  deposit: 0,
  disclaimer: 'Indicative only.',
};
const LONG_DISCLAIMER =
  'Indicative only, not a binding quote. Approved applicants only. Terms, fees, charges and lending criteria apply. ' +
  'Comparison rate 9.56% p.a. on a 5-year secured consumer fixed rate loan of $30,000. Warning: this comparison rate applies only to the example given.';

type Window = { dataLayer?: Array<Record<string, unknown>> };
const dataLayer = () => (window as unknown as Window).dataLayer ?? [];
beforeEach(() => delete (window as unknown as Window).dataLayer);
afterEach(() => delete (window as unknown as Window).dataLayer);

function renderCalculator(props: Partial<FinanceCalculatorProps> = {}) {
  const all: FinanceCalculatorProps = {
    price: 17990,
    offer,
    rules: financeRules('standard'),
    showFrequency: true,
    currency: 'AUD',
    disclaimer: FINANCE_DISCLAIMER,
    analytics: true,
    ...props,
  };
  render(<FinanceCalculator {...all} />);
  return all;
}

const payment = () => screen.getByTestId('finance-payment').textContent;
const slider = (name: string) => screen.getByRole('slider', { name });
const expected = (p: FinanceCalculatorProps, patch: Partial<FinanceInputs> = {}) =>
  calculateFinance({ ...defaultFinanceInputs(p.price, p.offer, p.rules), ...patch }, p.rules, {
    offer: p.offer,
    carPrice: p.price,
    currency: p.currency,
  });

describe('FinanceCalculator (SPEC.md §4, §5 Finance sliders, §9 Finance)', () => {
  it("starts at the core's defaults and shows the lender's payment while the inputs match its offer", () => {
    const p = renderCalculator();
    const start = expected(p);
    expect(start.source).toBe('lender');
    expect(payment()).toBe('$89 /wk*');
    expect(payment()).toBe(start.text);
    expect(screen.getByText(/^Total repayments/).textContent).toBe(
      `Total repayments $${(52 * 5 * 89).toLocaleString('en-AU')} over 5 years`,
    );
    expect(slider('Loan amount').getAttribute('aria-valuetext')).toBe('$17,990');
    expect(slider('Loan term').getAttribute('aria-valuetext')).toBe('5 years');
    expect(slider('Interest rate').getAttribute('aria-valuetext')).toBe('7.58% p.a.');
  });

  it('slider bounds follow the rules: amount step 500 from min to 100000, term 1-7 by 0.5, interest 0.5-15', () => {
    renderCalculator({ rules: financeRules('minimumAmount5000') });
    expect([...['min', 'max', 'step'].map((a) => slider('Loan amount').getAttribute(a))]).toEqual([
      '5000',
      '100000',
      '500',
    ]);
    expect([...['min', 'max', 'step'].map((a) => slider('Loan term').getAttribute(a))]).toEqual(['1', '7', '0.5']);
    expect([...['min', 'max', 'step'].map((a) => slider('Interest rate').getAttribute(a))]).toEqual([
      '0.5',
      '15',
      '0.5',
    ]);
  });

  it('moving a slider recomputes with the formula', () => {
    const p = renderCalculator();
    fireEvent.change(slider('Loan amount'), { target: { value: '25000' } });
    const next = expected(p, { amount: 25000 });
    expect(next.source).toBe('formula');
    expect(payment()).toBe(next.text);
    expect(payment()).not.toBe('$89 /wk*');
    fireEvent.change(slider('Loan term'), { target: { value: '3' } });
    expect(payment()).toBe(expected(p, { amount: 25000, term: 3 }).text);
    fireEvent.change(slider('Deposit / trade-in'), { target: { value: '5000' } });
    fireEvent.change(slider('Residual (balloon)'), { target: { value: '2000' } });
    expect(payment()).toBe(expected(p, { amount: 25000, term: 3, tradeIn: 5000, residual: 2000 }).text);
  });

  it('frequency: monthly and fortnightly payments and labels', () => {
    const p = renderCalculator();
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(payment()).toBe('$385 /mo*');
    fireEvent.click(screen.getByRole('radio', { name: 'Fortnightly' }));
    expect(payment()).toBe(expected(p, { frequency: 'fortnight' }).text);
    expect(payment()).toBe('$178 /fn*');
  });

  it('no frequency selector for the Angle preset', () => {
    renderCalculator({ showFrequency: false });
    expect(screen.queryByRole('group', { name: 'Repayment frequency' })).toBeNull();
    expect(payment()).toMatch(/\/wk\*$/);
  });

  it("shows 'Enquire for Finance' and no total when the payment is 25 or less", () => {
    const p = renderCalculator({ price: 2990, offer: null });
    fireEvent.change(slider('Loan amount'), { target: { value: '1000' } });
    expect(expected(p, { amount: 1000 }).enquire).toBe(true);
    expect(payment()).toBe('Enquire for Finance');
    expect(screen.queryByText(/^Total repayments/)).toBeNull();
  });

  it('without a price or offer starts at 30000, 5 years and the default interest', () => {
    renderCalculator({ price: null, offer: null });
    expect(slider('Loan amount').getAttribute('aria-valuetext')).toBe('$30,000');
    expect(slider('Interest rate').getAttribute('aria-valuetext')).toBe('10% p.a.');
  });

  it('a locked interest rate is shown, not a slider', () => {
    const rules: FinanceCalculatorRules = { ...financeRules(), interest: FIXED_INTEREST_RULE };
    const p = renderCalculator({ rules, offer: null });
    expect(screen.queryByRole('slider', { name: 'Interest rate' })).toBeNull();
    expect(screen.getByText('12.94% p.a. (fixed)')).toBeTruthy();
    expect(payment()).toBe(expected(p).text);
  });

  it('a custom year list moves the term from listed year to listed year', () => {
    const p = renderCalculator({
      rules: { ...financeRules(), term: { kind: 'years', years: [2, 4, 6] } },
      offer: null,
    });
    const term = slider('Loan term');
    expect(term.getAttribute('max')).toBe('2');
    fireEvent.change(term, { target: { value: '0' } });
    expect(term.getAttribute('aria-valuetext')).toBe('2 years');
    expect(payment()).toBe(expected(p, { term: 2 }).text);
  });

  it('pushes analytics event 26 once per view, on the first change of any control', () => {
    renderCalculator();
    expect(dataLayer()).toEqual([]);
    fireEvent.change(slider('Interest rate'), { target: { value: '9' } });
    fireEvent.change(slider('Loan amount'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(dataLayer().filter((e) => e['event_id'] === 26)).toHaveLength(1);
  });

  it('pushes nothing when the site turns analytics off', () => {
    renderCalculator({ analytics: false });
    fireEvent.change(slider('Interest rate'), { target: { value: '9' } });
    expect(dataLayer()).toEqual([]);
  });

  it('the disclaimer toggles between the 197-character preview and the full text', () => {
    renderCalculator({ disclaimer: LONG_DISCLAIMER });
    const preview = disclaimerPreview(LONG_DISCLAIMER).text;
    expect(preview.length).toBeLessThanOrEqual(200);
    expect(screen.getByText(`* ${preview}`)).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Read more of the finance disclaimer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByText(`* ${LONG_DISCLAIMER}`)).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Read less of the finance disclaimer');
    expect(screen.getByRole('button', { name: 'Read less of the finance disclaimer' })).toBe(toggle);
    fireEvent.click(toggle);
    expect(screen.getByText(`* ${preview}`)).toBeTruthy();
  });

  it('a short disclaimer has no toggle; a percentage in it shows the comparison-rate range', () => {
    renderCalculator({ disclaimer: 'Comparison rate 9.56% p.a.' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Comparison rates from 8\.38% to 19\.42% p\.a\./)).toBeTruthy();
  });
});
