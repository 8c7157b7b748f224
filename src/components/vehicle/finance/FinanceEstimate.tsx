import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  calculateFinance,
  clampEstimateField,
  defaultFinanceInputs,
  ESTIMATE_DEPOSIT_RANGE,
  ESTIMATE_RESIDUAL_RANGE,
  ESTIMATE_TERM_RANGE,
  estimateToFinanceInputs,
  FREQUENCIES,
  isFrequency,
  normaliseEstimateFields,
  purchasePriceMessage,
  quoteRequestBody,
  sanitizeNumericText,
  shouldRequestQuote,
  type EstimateRules,
  type FinanceCalculatorRules,
  type FinanceQuote,
  type Frequency,
  type LenderOffer,
  type QuoteCar,
  type SteppedRange,
} from '../../../core/finance/index.ts';
import { formatCurrency } from '../../../core/money.ts';
import type { CurrencyCode } from '../../../core/types.ts';
import { lazyApi, type ApiLoader } from '../calculators/api.ts';

export interface FinanceEstimateProps {
  /** The car's price (purchase price field's start value). */
  price: number;
  offer: LenderOffer | null;
  /** financeCalculatorRules(site): the same repayment rule as the calculator. */
  calculatorRules: FinanceCalculatorRules;
  /** financeEstimateRules(site). */
  rules: EstimateRules;
  currency: CurrencyCode;
  /** features.youx_quote: ask for a quote when the car holds none (SPEC.md §7). */
  youx: { enabled: boolean; car: QuoteCar; held: FinanceQuote | null };
  apiBaseUrl: string;
  site: string;
  /** Test seam: a fake client. */
  loadApi?: ApiLoader;
}

type FieldKey = 'purchasePrice' | 'term' | 'interest' | 'deposit' | 'residual';
type Texts = Record<FieldKey, string>;

const FREQUENCY_NAMES: Record<Frequency, string> = { week: 'Weekly', fortnight: 'Fortnightly', month: 'Monthly' };

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));
const show = (n: number) => String(Number(n.toFixed(2)));

/**
 * The price panel's finance estimate calculator (SPEC.md §5 "Finance estimate
 * calculator (price panel)") and the youX quote (SPEC.md §7). Text fields keep
 * only digits, point and minus as typed (sanitizeNumericText); on leaving a
 * field, term, interest, deposit and residual clamp to their ranges. A
 * purchase price at or below the minimum or at or above $250,000 shows 'Cannot
 * be less than {min} or more than $250,000' instead of a repayment. The
 * repayment is the calculator's rule (calculateFinance). With youX on, a car
 * holding no quote and priced above 0 asks POST /api/youx/quote once; a failure
 * is ignored (no quote shown).
 */
export default function FinanceEstimate({
  price,
  offer,
  calculatorRules,
  rules,
  currency,
  youx,
  apiBaseUrl,
  site,
  loadApi,
}: FinanceEstimateProps) {
  const id = useId();
  const [texts, setTexts] = useState<Texts>(() => {
    const start = defaultFinanceInputs(price, offer, calculatorRules);
    return {
      purchasePrice: show(start.amount),
      term: show(clampEstimateField(start.term, ESTIMATE_TERM_RANGE)),
      interest: show(clampEstimateField(start.interest, rules.interest)),
      deposit: start.tradeIn > 0 ? show(start.tradeIn) : '',
      residual: '',
    };
  });
  const [frequency, setFrequency] = useState<Frequency>('week');
  const quote = useYouxQuote(youx, apiBaseUrl, site, loadApi);

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

  const type = (key: FieldKey) => (text: string) => setTexts((t) => ({ ...t, [key]: sanitizeNumericText(text) }));
  const clampOnBlur = (key: Exclude<FieldKey, 'purchasePrice'>, range: SteppedRange) => () =>
    setTexts((t) => {
      const value = key === 'deposit' || key === 'residual' ? optional(t[key]) : toNumber(t[key]);
      return value === null ? t : { ...t, [key]: show(clampEstimateField(value, range)) };
    });

  return (
    <div className="finance-estimate__calc">
      <EstimateField
        id={`${id}-price`}
        label="Purchase price ($)"
        value={texts.purchasePrice}
        onChange={type('purchasePrice')}
        error={priceMessage}
      />
      <EstimateField
        id={`${id}-term`}
        label="Loan term (years, 1 to 7)"
        value={texts.term}
        onChange={type('term')}
        onBlur={clampOnBlur('term', ESTIMATE_TERM_RANGE)}
      />
      {rules.showInterest && (
        <EstimateField
          id={`${id}-interest`}
          label={`Interest rate (% p.a., ${show(rules.interest.min)} to ${show(rules.interest.max)})`}
          value={texts.interest}
          onChange={type('interest')}
          onBlur={clampOnBlur('interest', rules.interest)}
        />
      )}
      <EstimateField
        id={`${id}-deposit`}
        label="Deposit / trade-in ($, optional)"
        value={texts.deposit}
        onChange={type('deposit')}
        onBlur={clampOnBlur('deposit', ESTIMATE_DEPOSIT_RANGE)}
      />
      {rules.showResidual && (
        <EstimateField
          id={`${id}-residual`}
          label="Residual ($, optional)"
          value={texts.residual}
          onChange={type('residual')}
          onBlur={clampOnBlur('residual', ESTIMATE_RESIDUAL_RANGE)}
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
      {quote && <YouxQuote quote={quote} currency={currency} />}
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

function YouxQuote({ quote, currency }: { quote: FinanceQuote; currency: CurrencyCode }) {
  const parts: ReactNode[] = [];
  if (quote.weeklyRepaymentAmount != null)
    parts.push(<strong key="w">{formatCurrency(quote.weeklyRepaymentAmount, currency)} /wk*</strong>);
  if (quote.advertisedRate != null) parts.push(<span key="a"> at {show(quote.advertisedRate)}% p.a.</span>);
  if (quote.comparisonRate != null)
    parts.push(<span key="c"> (comparison rate {show(quote.comparisonRate)}% p.a.)</span>);
  if (parts.length === 0) return null;
  return <p className="finance-estimate__quote">Your youX quote: {parts}</p>;
}

/**
 * The held quote, or one asked for once (SPEC.md §7 "sent when feature on, no
 * quote held, price above 0; response taken whole as the quote; failure
 * silently ignored").
 */
function useYouxQuote(
  youx: FinanceEstimateProps['youx'],
  apiBaseUrl: string,
  site: string,
  loadApi: ApiLoader | undefined,
): FinanceQuote | null {
  const [quote, setQuote] = useState<FinanceQuote | null>(youx.held);
  const asked = useRef(false);
  const load = useMemo(() => loadApi ?? lazyApi(apiBaseUrl, site), [loadApi, apiBaseUrl, site]);
  useEffect(() => {
    if (asked.current || !shouldRequestQuote(youx.enabled, youx.held, youx.car.price)) return;
    asked.current = true;
    load()
      .then(({ client, api }) =>
        client.call(api.youxQuote, { params: {}, query: {}, body: quoteRequestBody(youx.car) }),
      )
      .then(setQuote, () => undefined);
  }, [load, youx]);
  return quote;
}
