import { useId, useRef, useState } from 'react';
import {
  calculateFinance,
  CALCULATOR_FIRST_USE_EVENT_ID,
  COMPARISON_RATE_EXAMPLE,
  comparisonRateRange,
  feeScheduleItems,
  financeCalculatorStart,
  FREQUENCIES,
  INITIAL_FIRST_USE_STATE,
  nearestStopIndex,
  onControlChange,
  typedSliderValue,
  withStops,
  type FinanceCalculatorRules,
  type FinanceInputs,
  type Frequency,
  type LenderOffer,
  type TypedValueKind,
} from '~/core/finance/index.ts';
import { formatCurrency } from '~/core/money.ts';
import { disclaimerPreview } from '~/core/text.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { trackEvent } from '../../analytics/analytics.ts';
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
 * sliders", §8, §9 "Finance"). Every figure comes from the core: the starting
 * inputs and every slider's stops (financeCalculatorStart: the offer's values
 * inside the slider bounds, each one a stop, so the amount shown, the handle
 * and the repayment agree and the offer can be chosen again), the repayment,
 * total and text (calculateFinance, which uses the lender's own payment while
 * the inputs match its offer), the comparison-rate range and the
 * 197-character disclaimer preview. The first change of any control pushes
 * analytics event 26, once per view.
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
  const [{ inputs: start, stops }] = useState(() => financeCalculatorStart(price, offer, rules));
  const [inputs, setInputs] = useState<FinanceInputs>(start);
  const [expanded, setExpanded] = useState(false);
  const firstUse = useRef(INITIAL_FIRST_USE_STATE);
  const id = useId();

  const change = (patch: Partial<FinanceInputs>) => {
    setInputs((previous) => ({ ...previous, ...patch }));
    const next = onControlChange(firstUse.current);
    firstUse.current = next.state;
    if (next.fire) trackEvent(CALCULATOR_FIRST_USE_EVENT_ID, {}, analytics);
  };

  const result = calculateFinance(inputs, rules, { offer, carPrice: price, currency });
  const range = comparisonRateRange(disclaimer, rules.alwaysShowComparisonRange);
  const shownDisclaimer = disclaimerPreview(disclaimer, expanded);
  const money = (n: number) => formatCurrency(n, currency);

  return (
    <div className="finance-calc">
      <div className="finance-calc__controls">
        <StopsField
          label="Loan amount"
          unit={MONEY}
          stops={stops.amount}
          value={inputs.amount}
          text={money(inputs.amount)}
          onChange={(v) => change({ amount: v })}
        />
        <StopsField
          label="Loan term"
          unit={YEARS}
          stops={stops.term}
          value={inputs.term}
          text={years(inputs.term)}
          onChange={(v) => change({ term: v })}
        />
        {stops.interest === null ? (
          <p className="finance-calc__fixed">
            <span>Interest rate</span> <strong>{percent(inputs.interest)} p.a. (fixed)</strong>
          </p>
        ) : (
          <StopsField
            label="Interest rate"
            unit={RATE}
            stops={stops.interest}
            value={inputs.interest}
            text={`${percent(inputs.interest)} p.a.`}
            onChange={(v) => change({ interest: v })}
          />
        )}
        <StopsField
          label="Deposit / trade-in"
          unit={MONEY}
          stops={stops.tradeIn}
          value={inputs.tradeIn}
          text={money(inputs.tradeIn)}
          onChange={(v) => change({ tradeIn: v })}
        />
        <StopsField
          label="Residual (balloon)"
          unit={MONEY}
          stops={stops.residual}
          value={inputs.residual}
          text={money(inputs.residual)}
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

/** The typed input's unit: its name for screen readers, what the field shows beside it, how a typed value lands. */
interface Unit {
  words: string;
  prefix?: string;
  suffix?: string;
  kind: TypedValueKind;
}
const MONEY: Unit = { words: 'in dollars', prefix: '$', kind: 'money' };
const YEARS: Unit = { words: 'in years', suffix: 'yrs', kind: 'stop' };
const RATE: Unit = { words: 'in percent a year', suffix: '%', kind: 'rate' };

/**
 * One calculator control: a native range over the positions of the slider's
 * stops (the core's steps plus the offer's own figures), so arrows move to the
 * next stop, Home/End reach the bounds, and the handle always sits on the
 * value shown; beside it a typed input for an exact figure (core
 * typedSliderValue), which then becomes a stop of its own (withStops), so the
 * handle sits on it too and it can be chosen again. `text` is the visible
 * value and the aria-valuetext.
 */
function StopsField({
  label,
  unit,
  stops: base,
  value,
  text,
  onChange,
}: {
  label: string;
  unit: Unit;
  stops: readonly number[];
  value: number;
  text: string;
  onChange: (value: number) => void;
}) {
  const [typedStops, setTypedStops] = useState<readonly number[]>([]);
  const stops = withStops(base, typedStops);
  return (
    <RangeField
      label={label}
      min={0}
      max={stops.length - 1}
      step={1}
      value={nearestStopIndex(stops, value)}
      valueText={text}
      onChange={(i) => onChange(stops[i] ?? value)}
      typed={{
        label: `${label} ${unit.words}`,
        text: String(value),
        ...(unit.prefix ? { prefix: unit.prefix } : {}),
        ...(unit.suffix ? { suffix: unit.suffix } : {}),
        onCommit: (typed) => {
          const next = typedSliderValue(typed, base, unit.kind);
          if (next === null) return;
          if (!base.includes(next)) setTypedStops((pinned) => (pinned.includes(next) ? pinned : [...pinned, next]));
          if (next !== value) onChange(next);
        },
      }}
    />
  );
}
