// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  calculateFinance,
  FINANCE_DISCLAIMER,
  financeCalculatorStart,
  financeRules,
  FIXED_INTEREST_RULE,
  type FinanceCalculatorRules,
  type FinanceInputs,
  type LenderOffer,
} from '~/core/finance/index.ts';
import { disclaimerPreview } from '~/core/text.ts';
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
  calculateFinance({ ...financeCalculatorStart(p.price, p.offer, p.rules).inputs, ...patch }, p.rules, {
    offer: p.offer,
    carPrice: p.price,
    currency: p.currency,
  });

type StopsKey = 'amount' | 'term' | 'interest' | 'tradeIn' | 'residual';
const SLIDER_NAMES: Record<StopsKey, string> = {
  amount: 'Loan amount',
  term: 'Loan term',
  interest: 'Interest rate',
  tradeIn: 'Deposit / trade-in',
  residual: 'Residual (balloon)',
};
/** Each slider is a range over its stops (positions); this moves one to the stop holding `value`. */
function moveTo(p: FinanceCalculatorProps, key: StopsKey, value: number) {
  const stops = financeCalculatorStart(p.price, p.offer, p.rules).stops[key]!;
  const index = stops.indexOf(value);
  expect(index, `${value} is a stop of ${key}`).toBeGreaterThanOrEqual(0);
  fireEvent.change(slider(SLIDER_NAMES[key]), { target: { value: String(index) } });
}
/** The value under a slider's handle: the stop at the input's position. */
function handle(p: FinanceCalculatorProps, key: StopsKey): number {
  const stops = financeCalculatorStart(p.price, p.offer, p.rules).stops[key]!;
  return stops[Number((slider(SLIDER_NAMES[key]) as HTMLInputElement).value)]!;
}

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
    renderCalculator({ rules: financeRules('minimumAmount5000'), offer: null });
    const text = (name: string) => slider(name).getAttribute('aria-valuetext');
    const at = (name: string, position: 'first' | 'second' | 'last') => {
      const input = slider(name) as HTMLInputElement;
      const index = position === 'first' ? 0 : position === 'second' ? 1 : Number(input.max);
      fireEvent.change(input, { target: { value: String(index) } });
      return text(name);
    };
    expect([at('Loan amount', 'first'), at('Loan amount', 'second'), at('Loan amount', 'last')]).toEqual([
      '$5,000',
      '$5,500',
      '$100,000',
    ]);
    expect([at('Loan term', 'first'), at('Loan term', 'second'), at('Loan term', 'last')]).toEqual([
      '1 year',
      '1.5 years',
      '7 years',
    ]);
    expect([at('Interest rate', 'first'), at('Interest rate', 'second'), at('Interest rate', 'last')]).toEqual([
      '0.5% p.a.',
      '1% p.a.',
      '15% p.a.',
    ]);
  });

  it('moving a slider recomputes with the formula', () => {
    const p = renderCalculator();
    moveTo(p, 'amount', 25000);
    const next = expected(p, { amount: 25000 });
    expect(next.source).toBe('formula');
    expect(payment()).toBe(next.text);
    expect(payment()).not.toBe('$89 /wk*');
    moveTo(p, 'term', 3);
    expect(payment()).toBe(expected(p, { amount: 25000, term: 3 }).text);
    moveTo(p, 'tradeIn', 5000);
    moveTo(p, 'residual', 2000);
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
    moveTo(p, 'amount', 1000);
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
      rules: { ...financeRules(), defaultTermYears: 4, term: { kind: 'years', years: [2, 4, 6] } },
      offer: null,
    });
    const term = slider('Loan term');
    expect(term.getAttribute('max')).toBe('2');
    moveTo(p, 'term', 2);
    expect(term.getAttribute('aria-valuetext')).toBe('2 years');
    expect(payment()).toBe(expected(p, { term: 2 }).text);
  });

  it('pushes analytics event 26 once per view, on the first change of any control', () => {
    const p = renderCalculator();
    expect(dataLayer()).toEqual([]);
    moveTo(p, 'interest', 9);
    moveTo(p, 'amount', 20000);
    fireEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(dataLayer().filter((e) => e['event_id'] === 26)).toHaveLength(1);
  });

  it('pushes nothing when the site turns analytics off', () => {
    const p = renderCalculator({ analytics: false });
    moveTo(p, 'interest', 9);
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

describe('FinanceCalculator: the amount, the handle and the payment agree', () => {
  const truck = { price: 178990, offer: null };

  it('a $178,990 car on a site whose slider ends at $100,000 shows $100,000, the handle at the end, its payment', () => {
    const p = renderCalculator({ ...truck, rules: financeRules('standard') });
    const amount = slider('Loan amount') as HTMLInputElement;
    expect(amount.getAttribute('aria-valuetext')).toBe('$100,000');
    expect(amount.value).toBe(amount.max);
    expect(handle(p, 'amount')).toBe(100000);
    expect(payment()).toBe(expected(p, { amount: 100000 }).text);
    // one stop down: $99,500 and its payment, all three still together
    fireEvent.change(amount, { target: { value: String(Number(amount.value) - 1) } });
    expect(amount.getAttribute('aria-valuetext')).toBe('$99,500');
    expect(payment()).toBe(expected(p, { amount: 99500 }).text);
  });

  it('with the 1.05 x price maximum the same car starts at $178,990 with the handle on it', () => {
    const p = renderCalculator({ ...truck, rules: { ...financeRules('standard'), amountMaxScalesWithPrice: true } });
    const amount = slider('Loan amount') as HTMLInputElement;
    expect(amount.getAttribute('aria-valuetext')).toBe('$178,990');
    expect(handle(p, 'amount')).toBe(178990);
    expect(payment()).toBe(expected(p).text);
    fireEvent.change(amount, { target: { value: amount.max } });
    // 178,990 x 1.05 = 187,939.5 -> 188,000
    expect(amount.getAttribute('aria-valuetext')).toBe('$188,000');
  });
});

describe('FinanceCalculator: a lender offer with a balloon and an off-grid rate', () => {
  // $54,990 at 10.9% over 5 years with a $16,500 balloon: (54990 - 16500 / 1.72367) x 0.00499289 = 226.76,
  // the lender quotes $227/wk.
  const balloonOffer: LenderOffer = {
    ...offer,
    interestRate: 10.9,
    balloon: 16500,
    paymentWeek: 227,
    paymentMonth: 983,
  };
  const props = { price: 54990, offer: balloonOffer };

  it("starts at every one of the offer's values, the balloon shown, and the lender's payment", () => {
    const p = renderCalculator(props);
    expect(slider('Residual (balloon)').getAttribute('aria-valuetext')).toBe('$16,500');
    expect(slider('Interest rate').getAttribute('aria-valuetext')).toBe('10.9% p.a.');
    expect(handle(p, 'interest')).toBe(10.9);
    expect(handle(p, 'residual')).toBe(16500);
    expect(handle(p, 'amount')).toBe(54990);
    expect(payment()).toBe('$227 /wk*');
  });

  it('$500 less keeps the balloon (a small step, not a jump); the offer can be chosen again', () => {
    const p = renderCalculator(props);
    moveTo(p, 'amount', 54500);
    const lower = expected(p, { amount: 54500 });
    expect(lower.source).toBe('formula');
    expect(payment()).toBe(lower.text);
    // (54500 - 9572.51) x 0.00499289 = 224.32: three dollars less, not the ~$45 jump of a hidden balloon
    expect(payment()).toBe('$224 /wk*');
    moveTo(p, 'amount', 54990);
    expect(payment()).toBe('$227 /wk*');
  });

  it('the interest slider holds 10.9%: one stop down is 10.5%, one stop back is 10.9% and the offer', () => {
    const p = renderCalculator(props);
    const interest = slider('Interest rate') as HTMLInputElement;
    const at = Number(interest.value);
    fireEvent.change(interest, { target: { value: String(at - 1) } });
    expect(interest.getAttribute('aria-valuetext')).toBe('10.5% p.a.');
    expect(payment()).toBe(expected(p, { interest: 10.5 }).text);
    fireEvent.change(interest, { target: { value: String(at) } });
    expect(interest.getAttribute('aria-valuetext')).toBe('10.9% p.a.');
    expect(payment()).toBe('$227 /wk*');
  });
});

describe('FinanceCalculator: a typed input beside every slider', () => {
  const typed = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  const TYPED = {
    'Loan amount': 'Loan amount in dollars',
    'Loan term': 'Loan term in years',
    'Interest rate': 'Interest rate in percent a year',
    'Deposit / trade-in': 'Deposit / trade-in in dollars',
    'Residual (balloon)': 'Residual (balloon) in dollars',
  } as const;

  it('every slider has one, showing its value, and follows the slider', () => {
    const p = renderCalculator({ price: 69990, offer: null });
    const sliders = screen.getAllByRole('slider');
    expect(sliders.map((s) => s.getAttribute('aria-label') ?? s.id).length).toBe(5);
    for (const [name, typedName] of Object.entries(TYPED)) {
      expect(typed(typedName), name).toBeTruthy();
    }
    expect(typed(TYPED['Loan amount']).value).toBe('69990');
    expect(typed(TYPED['Loan term']).value).toBe('5');
    moveTo(p, 'amount', 25000);
    expect(typed(TYPED['Loan amount']).value).toBe('25000');
  });

  it("the car's own $69,990 can be chosen again after moving away: typed, on leaving the field", () => {
    const p = renderCalculator({ price: 69990, offer: null });
    const amount = slider('Loan amount') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: amount.max } });
    expect(amount.getAttribute('aria-valuetext')).toBe('$100,000');
    const field = typed(TYPED['Loan amount']);
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '$69,990' } });
    fireEvent.blur(field);
    expect(amount.getAttribute('aria-valuetext')).toBe('$69,990');
    expect(field.value).toBe('69990');
    expect(payment()).toBe(expected(p, { amount: 69990 }).text);
    // the typed amount is a stop: one down is the grid's $69,500, one back is $69,990 again
    fireEvent.change(amount, { target: { value: String(Number(amount.value) - 1) } });
    expect(amount.getAttribute('aria-valuetext')).toBe('$69,500');
    fireEvent.change(amount, { target: { value: String(Number(amount.value) + 1) } });
    expect(amount.getAttribute('aria-valuetext')).toBe('$69,990');
  });

  it('a typed value outside the bounds reads as the nearer bound; nothing readable restores the value', () => {
    const p = renderCalculator({ price: 69990, offer: null });
    const field = typed(TYPED['Loan amount']);
    fireEvent.change(field, { target: { value: '-5' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1000');
    expect(slider('Loan amount').getAttribute('aria-valuetext')).toBe('$1,000');
    expect(payment()).toBe(expected(p, { amount: 1000 }).text);
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1000');
    const term = typed(TYPED['Loan term']);
    fireEvent.change(term, { target: { value: '4.3' } });
    fireEvent.keyDown(term, { key: 'Enter' });
    expect(slider('Loan term').getAttribute('aria-valuetext')).toBe('4.5 years');
    const rate = typed(TYPED['Interest rate']);
    fireEvent.change(rate, { target: { value: '10.9' } });
    fireEvent.blur(rate);
    expect(slider('Interest rate').getAttribute('aria-valuetext')).toBe('10.9% p.a.');
  });
});
