/**
 * Form and filter inputs (SPEC.md §2 "money input, kilometre input, postcode
 * input"; §5 "Postcode field", "Delivery calculator", "Money input", "Kilometre
 * input", "Number input", "Price slider"; §8 delivery messages).
 */
import { formatCurrency, formatThousands, parseMoney } from './money.ts';
import type { CurrencyCode } from './types.ts';

// ---------------------------------------------------------------- postcode

/** SPEC.md §5 postcode "max length 4". */
export const POSTCODE_MAX_LENGTH = 4;

/** SPEC.md §5/§8 postcode message, verbatim. */
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';

/**
 * SPEC.md §5 "Postcode field: required, exactly 4 digits, max length 4, no
 * thousands separator". Returns the error text or null. The spec gives no
 * separate "required" text, so an empty field gets the same message. Leading
 * and trailing spaces are ignored.
 */
export function validatePostcode(value: string | null | undefined): string | null {
  return /^\d{4}$/.test((value ?? '').trim()) ? null : INVALID_POSTCODE_MESSAGE;
}

/**
 * What the postcode field keeps while typing (SPEC.md §5 "max length 4, no
 * thousands separator"): digits only, at most 4 ('2,000' -> '2000').
 */
export function sanitizePostcodeInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, POSTCODE_MAX_LENGTH);
}

/** SPEC.md §5/§8 delivery calculator message, verbatim. */
export const DELIVERY_POSTCODE_REQUIRED_MESSAGE = 'Please enter a postcode.';

/** SPEC.md §8 delivery estimate failure, verbatim. */
export const DELIVERY_ESTIMATE_FAILURE_MESSAGE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

/**
 * SPEC.md §5 "Delivery calculator: postcode non-empty, else 'Please enter a
 * postcode.'; no other format check". Only spaces counts as empty.
 */
export function validateDeliveryPostcode(value: string | null | undefined): string | null {
  return (value ?? '').trim() === '' ? DELIVERY_POSTCODE_REQUIRED_MESSAGE : null;
}

// ---------------------------------------------------------------- money

/** SPEC.md §5 money input "dollar prefix", shown before the field. */
export const MONEY_INPUT_PREFIX = '$';

/** SPEC.md §5 default quick picks: $5,000 ... $70,000. */
export const DEFAULT_MONEY_QUICK_PICKS = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000] as const;

/** SPEC.md §5 "one site $300,000 to $800,000 in $100,000 steps". */
export const HIGH_VALUE_MONEY_QUICK_PICKS = [300000, 400000, 500000, 600000, 700000, 800000] as const;

/** A quick-pick button: value and its label (SPEC.md §5 "quick picks"). */
export interface QuickPick {
  value: number;
  label: string;
}

/**
 * Money quick picks labelled as currency (SPEC.md §5): default list, or the
 * site's list passed in (e.g. {@link HIGH_VALUE_MONEY_QUICK_PICKS}).
 */
export function moneyQuickPicks(
  values: readonly number[] = DEFAULT_MONEY_QUICK_PICKS,
  currency: CurrencyCode = 'AUD',
): QuickPick[] {
  return values.map((value) => ({ value, label: formatCurrency(value, currency) }));
}

/**
 * Text of the money field after the '$' prefix (SPEC.md §5 "thousands
 * separator"): 30000 -> '30,000'; null -> ''. Whole dollars (SPEC.md §9 "no decimals").
 */
export function formatMoneyInput(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatThousands(value) : '';
}

/** Reads the money field (SPEC.md §5 "dollar prefix, thousands separator"): '$30,000' -> 30000; '' -> null, via the shared money parser. */
export function parseMoneyInput(text: string): number | null {
  return parseMoney(text);
}

/** Re-formats the money field while typing (SPEC.md §5): '30000' -> '30,000'; unreadable -> ''. */
export function reformatMoneyInput(text: string): string {
  return formatMoneyInput(parseMoney(text));
}

// ---------------------------------------------------------------- kilometres

/** SPEC.md §5 kilometre input "suffix ' kms'". */
export const KM_SUFFIX = ' kms';

/**
 * Kilometre quick picks (SPEC.md §5 "Kilometre input: ... quick picks"; values
 * not given by the spec, chosen here): maximum-odometer steps a used-car buyer
 * typically picks, fine at the low end and coarse above 100,000.
 */
export const KM_QUICK_PICKS = [10000, 20000, 30000, 50000, 75000, 100000, 150000, 200000] as const;

/** Kilometres with thousands separator and suffix (SPEC.md §5): 50000 -> '50,000 kms'. */
export function formatKilometres(value: number): string {
  return `${formatThousands(value)}${KM_SUFFIX}`;
}

/** Kilometre quick picks labelled '10,000 kms' etc. (SPEC.md §5). */
export function kmQuickPicks(values: readonly number[] = KM_QUICK_PICKS): QuickPick[] {
  return values.map((value) => ({ value, label: formatKilometres(value) }));
}

/**
 * Reads the kilometre field (SPEC.md §5 "thousands separator, suffix ' kms'"): strips thousands separators, spaces and a 'kms'
 * or 'km' suffix ('50,000 kms' -> 50000). Null when empty, not a number, or negative.
 */
export function parseKilometres(text: string): number | null {
  const cleaned = text.replace(/,|\s|kms?$/gi, '');
  if (!/^\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

// ---------------------------------------------------------------- number input

/** Attributes a number input passes through (SPEC.md §5 "Number input passes step, min, max"). */
export interface NumberInputBounds {
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
}

/**
 * Brings a typed number within the input's attributes (SPEC.md §5): snapped to
 * the nearest step counted from min (or 0), then clamped to [min, max]. Null for
 * a non-finite value.
 */
export function clampNumberInput(value: number, bounds: NumberInputBounds): number | null {
  if (!Number.isFinite(value)) return null;
  let v = value;
  if (bounds.step !== undefined && bounds.step > 0) {
    const base = bounds.min ?? 0;
    v = Number((base + Math.round((v - base) / bounds.step) * bounds.step).toFixed(10));
  }
  if (bounds.max !== undefined && v > bounds.max) v = bounds.max;
  if (bounds.min !== undefined && v < bounds.min) v = bounds.min;
  return v;
}

// ---------------------------------------------------------------- price slider

/** SPEC.md §5 "Price slider: step 500 ... default 5000 to 250000". */
export const PRICE_SLIDER = { min: 5000, max: 250_000, step: 500 } as const;

/** Bounds of a two-handle price slider (SPEC.md §5 "step 500 ... default 5000 to 250000"). */
export interface PriceSliderBounds {
  min: number;
  max: number;
  step: number;
}

/** The two handles of the price slider (SPEC.md §5 lower and upper handle). */
export interface PriceRange {
  lower: number;
  upper: number;
}

/** The slider's starting handles: 5000 to 250000 (SPEC.md §5). */
export function defaultPriceRange(bounds: PriceSliderBounds = PRICE_SLIDER): PriceRange {
  return { lower: bounds.min, upper: bounds.max };
}

/**
 * Moves the lower handle (SPEC.md §5 "lower handle cannot exceed upper minus
 * 1"): the value snaps to the step grid from min, then is held within
 * [min, upper - 1].
 */
export function moveLower(range: PriceRange, value: number, bounds: PriceSliderBounds = PRICE_SLIDER): PriceRange {
  const snapped = snapToStep(value, bounds);
  return { lower: Math.min(Math.max(snapped, bounds.min), range.upper - 1), upper: range.upper };
}

/**
 * Moves the upper handle (SPEC.md §5 "upper cannot go below lower plus 1"): the
 * value snaps to the step grid from min, then is held within [lower + 1, max].
 */
export function moveUpper(range: PriceRange, value: number, bounds: PriceSliderBounds = PRICE_SLIDER): PriceRange {
  const snapped = snapToStep(value, bounds);
  return { lower: range.lower, upper: Math.max(Math.min(snapped, bounds.max), range.lower + 1) };
}

function snapToStep(value: number, bounds: PriceSliderBounds): number {
  if (!Number.isFinite(value)) return value > 0 ? bounds.max : bounds.min;
  return bounds.min + Math.round((value - bounds.min) / bounds.step) * bounds.step;
}
