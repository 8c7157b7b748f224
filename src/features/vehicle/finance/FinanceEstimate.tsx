import { useId, useState } from 'react';
import {
  calculateFinance,
  estimateStartTexts,
  estimateToFinanceInputs,
  FREQUENCIES,
  isFrequency,
  normaliseEstimateFields,
  purchasePriceMessage,
  sanitizeNumericText,
  settleEstimateText,
  type EstimateFieldKey,
  type EstimateRules,
  type EstimateTexts,
  type FinanceCalculatorRules,
  type Frequency,
  type LenderOffer,
} from '~/core/finance/index.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { packedIsland } from '~/components/islands/packed-props.tsx';

export interface FinanceEstimateProps {
  /** The car's price (purchase price field's start value). */
  price: number;
  offer: LenderOffer | null;
  /** financeCalculatorRules(site): the same repayment rule as the calculator. */
  calculatorRules: FinanceCalculatorRules;
  /** financeEstimateRules(site). */
  rules: EstimateRules;
  currency: CurrencyCode;
}

const FREQUENCY_NAMES: Record<Frequency, string> = { week: 'Weekly', fortnight: 'Fortnightly', month: 'Monthly' };

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));
const show = (n: number) => String(Number(n.toFixed(2)));

/**
 * The price panel's finance estimate calculator (SPEC.md §5 "Finance estimate
 * calculator (price panel)"). The fields start at the car's price and the
 * offer's figures, its balloon included (estimateStartTexts). Text fields keep
 * only digits, point and minus as typed (sanitizeNumericText); on leaving a
 * field it reads as the core settles it (settleEstimateText: a purchase price
 * at or below 0 becomes 0; term, interest, deposit and residual clamp). A
 * purchase price at or below the minimum or at or above $250,000 shows 'Cannot
 * be less than {min} or more than $250,000' instead of a repayment. The
 * repayment is the calculator's rule (calculateFinance).
 */
export default function FinanceEstimate({ price, offer, calculatorRules, rules, currency }: FinanceEstimateProps) {
  const id = useId();
  const [texts, setTexts] = useState<EstimateTexts>(() => estimateStartTexts(price, offer, calculatorRules, rules));
  const [frequency, setFrequency] = useState<Frequency>('week');

  const fields = normaliseEstimateFields(
    {
      purchasePrice: toNumber(texts.purchasePrice),
      term: toNumber(texts.term),
      interest: toNumber(texts.interest),
      deposit: optional(texts.deposit),
      residual: optional(texts.residual),
    },
    rules,
  );
  const priceMessage = purchasePriceMessage(fields.purchasePrice, rules, currency);
  const result = calculateFinance(estimateToFinanceInputs(fields, frequency, rules), calculatorRules, {
    offer,
    carPrice: price,
    currency,
  });

  const type = (key: EstimateFieldKey) => (text: string) =>
    setTexts((t) => ({ ...t, [key]: sanitizeNumericText(text) }));
  const settle = (key: EstimateFieldKey) => () =>
    setTexts((t) => ({ ...t, [key]: settleEstimateText(key, t[key], rules) }));

  return (
    <div className="finance-estimate__calc">
      <EstimateField
        id={`${id}-price`}
        label="Purchase price ($)"
        value={texts.purchasePrice}
        onChange={type('purchasePrice')}
        onBlur={settle('purchasePrice')}
        error={priceMessage}
      />
      <EstimateField
        id={`${id}-term`}
        label="Loan term (years, 1 to 7)"
        value={texts.term}
        onChange={type('term')}
        onBlur={settle('term')}
      />
      {rules.showInterest && (
        <EstimateField
          id={`${id}-interest`}
          label={`Interest rate (% p.a., ${show(rules.interest.min)} to ${show(rules.interest.max)})`}
          value={texts.interest}
          onChange={type('interest')}
          onBlur={settle('interest')}
        />
      )}
      <EstimateField
        id={`${id}-deposit`}
        label="Deposit / trade-in ($, optional)"
        value={texts.deposit}
        onChange={type('deposit')}
        onBlur={settle('deposit')}
      />
      {rules.showResidual && (
        <EstimateField
          id={`${id}-residual`}
          label="Residual ($, optional)"
          value={texts.residual}
          onChange={type('residual')}
          onBlur={settle('residual')}
        />
      )}
      {rules.showFrequencySelector && (
        <div className="estimate-field">
          <label htmlFor={`${id}-frequency`}>Repayment frequency</label>
          <select
            id={`${id}-frequency`}
            value={frequency}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isFrequency(value)) setFrequency(value);
            }}
          >
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_NAMES[f]}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="finance-estimate__result" role="status" aria-live="polite">
        {priceMessage === null && (
          <>
            Estimated repayment <strong data-testid="estimate-payment">{result.text}</strong>
          </>
        )}
      </p>
    </div>
  );
}

function EstimateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error = null,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string | null;
}) {
  return (
    <div className="estimate-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : `${id}-error`}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
      />
      {error !== null && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const FinanceEstimateIsland = packedIsland(FinanceEstimate);
