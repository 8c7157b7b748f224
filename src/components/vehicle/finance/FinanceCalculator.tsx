import { useId, useRef, useState } from 'react';
import {
  amountSlider,
  calculateFinance,
  CALCULATOR_FIRST_USE_EVENT_ID,
  clampToSlider,
  COMPARISON_RATE_EXAMPLE,
  comparisonRateRange,
  defaultFinanceInputs,
  feeScheduleItems,
  FREQUENCIES,
  INITIAL_FIRST_USE_STATE,
  interestSlider,
  onControlChange,
  sliderBounds,
  termSlider,
  type FinanceCalculatorRules,
  type FinanceInputs,
  type Frequency,
  type LenderOffer,
  type SliderSpec,
} from '../../../core/finance/index.ts';
import { formatCurrency } from '../../../core/money.ts';
import { disclaimerPreview } from '../../../core/text.ts';
import type { CurrencyCode } from '../../../core/types.ts';
import { trackEvent } from '../../../features/analytics/analytics.ts';
import { RangeField } from './RangeField.tsx';

/** Props of the island (all serialisable; the page computes them from the car and the site's settings). */
export interface FinanceCalculatorProps {
  /** The car's price (SPEC.md §9 "Default amount car price if above 0 else 30000"). */
  price: number | null;
  /** The lender offer for the site's provider, if the car has one. */
  offer: LenderOffer | null;
  /** financeCalculatorRules(site). */
  rules: FinanceCalculatorRules;
  /** False for the Angle preset (SPEC.md §5 "Frequency selector hidden for lender Angle"). */
  showFrequency: boolean;
  currency: CurrencyCode;
  /** The full disclaimer: FINANCE_DISCLAIMER, then the lender offer's own (FinanceCalculatorSection.astro). */
  disclaimer: string;
  /** analytics.enabled: push event 26 on first use (SPEC.md §4). */
  analytics: boolean;
}

const FREQUENCY_NAMES: Record<Frequency, string> = { week: 'Weekly', fortnight: 'Fortnightly', month: 'Monthly' };

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const percent = (n: number) => `${Number(n.toFixed(2))}%`;
/** Fee amounts keep their cents ($912.25), unlike the whole-dollar currency format. */
const cents = (n: number) => `$${n.toFixed(2)}`;

/**
 * The vehicle page's finance calculator (SPEC.md §2, §4, §5 "Finance
 * sliders", §8, §9 "Finance"). Every figure comes from the core: defaults
 * (defaultFinanceInputs), slider bounds (amountSlider, termSlider,
 * interestSlider), the repayment, total and text (calculateFinance, which uses
 * the lender's own payment while the inputs match its offer), the
 * comparison-rate range and the 197-character disclaimer preview. The first
 * change of any control pushes analytics event 26, once per view.
 */
export default function FinanceCalculator({
  price,
  offer,
  rules,
  showFrequency,
  currency,
  disclaimer,
  analytics,
}: FinanceCalculatorProps) {
  const [inputs, setInputs] = useState<FinanceInputs>(() => defaultFinanceInputs(price, offer, rules));
  const [expanded, setExpanded] = useState(false);
  const firstUse = useRef(INITIAL_FIRST_USE_STATE);
  const id = useId();

  const change = (patch: Partial<FinanceInputs>) => {
    setInputs((previous) => ({ ...previous, ...patch }));
    const next = onControlChange(firstUse.current);
    firstUse.current = next.state;
    if (next.fire) trackEvent(CALCULATOR_FIRST_USE_EVENT_ID, {}, analytics);
  };

  const amount = amountSlider(price, rules);
  const amountMax = sliderBounds(amount).max;
  const term = termSlider(rules);
  const interest = interestSlider(rules);
  const result = calculateFinance(inputs, rules, { offer, carPrice: price, currency });
  const range = comparisonRateRange(disclaimer, rules.alwaysShowComparisonRange);
  const shownDisclaimer = disclaimerPreview(disclaimer, expanded);
  const money = (n: number) => formatCurrency(n, currency);

  return (
    <div className="finance-calc">
      <div className="finance-calc__controls">
        <SliderControl
          label="Loan amount"
          spec={amount}
          value={inputs.amount}
          text={money(inputs.amount)}
          onChange={(v) => change({ amount: v })}
        />
        <SliderControl
          label="Loan term"
          spec={term}
          value={inputs.term}
          text={years(inputs.term)}
          onChange={(v) => change({ term: v })}
        />
        {interest.kind === 'locked' ? (
          <p className="finance-calc__fixed">
            <span>Interest rate</span> <strong>{percent(interest.value)} p.a. (fixed)</strong>
          </p>
        ) : (
          <SliderControl
            label="Interest rate"
            spec={interest}
            value={inputs.interest}
            text={`${percent(inputs.interest)} p.a.`}
            onChange={(v) => change({ interest: v })}
          />
        )}
        <RangeField
          label="Deposit / trade-in"
          min={0}
          max={amountMax}
          step={500}
          value={inputs.tradeIn}
          valueText={money(inputs.tradeIn)}
          onChange={(v) => change({ tradeIn: v })}
        />
        <RangeField
          label="Residual (balloon)"
          min={0}
          max={amountMax}
          step={500}
          value={inputs.residual}
          valueText={money(inputs.residual)}
          onChange={(v) => change({ residual: v })}
        />
        {showFrequency && (
          <fieldset className="finance-calc__frequency">
            <legend>Repayment frequency</legend>
            {FREQUENCIES.map((f) => (
              <label key={f}>
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={f}
                  checked={inputs.frequency === f}
                  onChange={() => change({ frequency: f })}
                />{' '}
                {FREQUENCY_NAMES[f]}
              </label>
            ))}
          </fieldset>
        )}
      </div>

      <div className="finance-calc__result" aria-live="polite">
        <p className="finance-calc__label">Estimated repayment</p>
        <p className="finance-calc__payment" data-testid="finance-payment">
          {result.text}
        </p>
        {result.total !== null && (
          <p className="finance-calc__total">
            Total repayments <strong>{money(result.total)}</strong> over {years(inputs.term)}
          </p>
        )}
      </div>

      {range && (
        <p className="finance-calc__note">
          Comparison rates from {range.from} to {range.to} p.a., calculated on a {COMPARISON_RATE_EXAMPLE}.
        </p>
      )}
      {rules.feeSchedule && (
        <dl className="finance-calc__fees">
          {feeScheduleItems(rules.feeSchedule).map((fee) => (
            <div key={fee.key}>
              <dt>{fee.label}</dt>
              <dd>{cents(fee.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="finance-calc__disclaimer">
        <p id={`${id}-disclaimer`}>* {shownDisclaimer.text}</p>
        {shownDisclaimer.toggle && (
          <button
            type="button"
            className="link-button"
            aria-expanded={expanded}
            aria-controls={`${id}-disclaimer`}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Read less' : 'Read more'} <span className="visually-hidden">of the finance disclaimer</span>
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * One calculator control: a native range for a stepped range; for a custom
 * year list a range over the list's positions (so arrows move to the next
 * listed term). Locked specs are drawn by the caller.
 */
function SliderControl({
  label,
  spec,
  value,
  text,
  onChange,
}: {
  label: string;
  spec: SliderSpec;
  value: number;
  text: string;
  onChange: (value: number) => void;
}) {
  if (spec.kind === 'list') {
    const index = Math.max(0, spec.values.indexOf(clampToSlider(value, spec)));
    return (
      <RangeField
        label={label}
        min={0}
        max={spec.values.length - 1}
        step={1}
        value={index}
        valueText={text}
        onChange={(i) => onChange(spec.values[i] ?? value)}
      />
    );
  }
  const { min, max } = sliderBounds(spec);
  const step = spec.kind === 'range' ? spec.step : 1;
  return (
    <RangeField
      label={label}
      min={min}
      max={max}
      step={step}
      value={value}
      valueText={text}
      onChange={(v) => onChange(clampToSlider(v, spec))}
    />
  );
}
