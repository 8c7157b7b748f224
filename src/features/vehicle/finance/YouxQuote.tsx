import { useEffect, useMemo, useRef, useState } from 'react';
import { quoteRequestBody, shouldRequestQuote, type FinanceQuote, type QuoteCar } from '~/core/finance/index.ts';
import { formatCurrency } from '~/core/money.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { lazyApi, type ApiLoader } from '../calculators/api.ts';
import { packedIsland } from '~/components/islands/packed-props.tsx';

export interface YouxQuoteProps {
  /** The car fields the request sends (SPEC.md §3 Finance quote request). */
  car: QuoteCar;
  /** The quote the car already holds (SPEC.md §3 Car.youxQuote). */
  held: FinanceQuote | null;
  currency: CurrencyCode;
  apiBaseUrl: string;
  site: string;
  /** Test seam: a fake client. */
  loadApi?: ApiLoader;
}

const rate = (n: number) => `${Number(n.toFixed(2))}%`;

/**
 * The youX finance quote in the price panel (SPEC.md §7 POST /api/youx/quote;
 * only on tenants with `features.youx_quote`, so the others load none of it):
 * the quote the car holds, or one asked for once when it holds none and is
 * priced above 0. The answer is taken whole as the quote; a failure is
 * silently ignored (nothing shown).
 */
export default function YouxQuote({ car, held, currency, apiBaseUrl, site, loadApi }: YouxQuoteProps) {
  const [quote, setQuote] = useState<FinanceQuote | null>(held);
  const asked = useRef(false);
  const load = useMemo(() => loadApi ?? lazyApi(apiBaseUrl, site), [loadApi, apiBaseUrl, site]);
  useEffect(() => {
    if (asked.current || !shouldRequestQuote(true, held, car.price)) return;
    asked.current = true;
    load()
      .then(({ client, api }) => client.call(api.youxQuote, { params: {}, query: {}, body: quoteRequestBody(car) }))
      .then(setQuote, () => undefined);
  }, [load, held, car]);

  if (quote?.weeklyRepaymentAmount == null) return null;
  return (
    <p className="finance-estimate__quote" role="status">
      Your youX quote: <strong>{formatCurrency(quote.weeklyRepaymentAmount, currency)} /wk*</strong>
      {quote.advertisedRate != null && ` at ${rate(quote.advertisedRate)} p.a.`}
      {quote.comparisonRate != null && ` (comparison rate ${rate(quote.comparisonRate)} p.a.)`}
    </p>
  );
}

/** The island, its props from `packProps` (src/components/islands/packed-props.tsx). */
export const YouxQuoteIsland = packedIsland(YouxQuote);
