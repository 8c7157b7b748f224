import type { CurrencyCode } from './types.ts';

const LOCALE: Record<CurrencyCode, string> = { AUD: 'en-AU', NZD: 'en-NZ' };
const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

function formatterFor(currency: CurrencyCode): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[currency], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(currency, f);
  }
  return f;
}

/**
 * Currency display (SPEC.md §9): '$' with comma thousands and no decimals,
 * e.g. 12345.6 -> '$12,346'. NZ tenants format New Zealand dollars with the
 * en-NZ locale (also '$'; the currency code travels in structured data).
 */
export function formatCurrency(amount: number, currency: CurrencyCode = 'AUD'): string {
  return formatterFor(currency).format(Math.round(amount));
}

/** Plain thousands grouping without a symbol: 100000 -> '100,000'. */
export function formatThousands(value: number): string {
  return Math.round(value).toLocaleString('en-AU');
}

/**
 * Parses money typed or pasted by a person: strips '$', 'NZ$', commas and
 * spaces ('$30,000' -> 30000). Returns null when nothing numeric is left.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/NZ|\$|,|\s/gi, '');
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
