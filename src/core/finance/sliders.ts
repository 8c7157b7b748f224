/**
 * Slider bounds of the vehicle-page finance calculator (SPEC.md §5 "Finance
 * sliders (vehicle page): loan amount step 500, min 1000 (5000 for one provider
 * or site), max 100000 (1.05 x price for high-priced cars on some sites); term
 * 1 to 7 years in 0.5 steps (max 5 on some sites or a custom year list);
 * interest 0.5 to 15 in 0.5 steps, bounds differ per provider; interest locked
 * on some sites").
 */
import {
  AMOUNT_MAX,
  AMOUNT_MAX_PRICE_FACTOR,
  AMOUNT_STEP,
  type FinanceCalculatorRules,
  type SteppedRange,
} from './rules.ts';

/** What a calculator control offers (SPEC.md §5 Finance sliders): a stepped range, a custom year list, or a locked value. */
export type SliderSpec =
  ({ kind: 'range' } & SteppedRange) | { kind: 'list'; values: readonly number[] } | { kind: 'locked'; value: number };

/**
 * Loan amount slider (SPEC.md §5): step 500, min `rules.amountMin` (1000, or
 * 5000), max 100000. With `amountMaxScalesWithPrice` a car whose 1.05 x price
 * exceeds 100000 (the spec's "high-priced cars") gets max = 1.05 x price,
 * rounded up to the next 500 so the top is a reachable step.
 */
export function amountSlider(
  price: number | null | undefined,
  rules: Pick<FinanceCalculatorRules, 'amountMin' | 'amountMaxScalesWithPrice'>,
): SliderSpec {
  let max = AMOUNT_MAX;
  if (rules.amountMaxScalesWithPrice && typeof price === 'number' && Number.isFinite(price)) {
    const scaled = Math.ceil((price * AMOUNT_MAX_PRICE_FACTOR) / AMOUNT_STEP - 1e-9) * AMOUNT_STEP;
    max = Math.max(AMOUNT_MAX, scaled);
  }
  return { kind: 'range', min: rules.amountMin, max, step: AMOUNT_STEP };
}

/** Term slider (SPEC.md §5): 1 to 7 by 0.5, max 5 on some sites, or a custom list of years. */
export function termSlider(rules: Pick<FinanceCalculatorRules, 'term'>): SliderSpec {
  const term = rules.term;
  if (term.kind === 'years') return { kind: 'list', values: [...term.years].sort((a, b) => a - b) };
  return { kind: 'range', min: term.min, max: term.max, step: term.step };
}

/** Interest slider (SPEC.md §5): 0.5 to 15 by 0.5, per-provider bounds, or locked (one site 12.94). */
export function interestSlider(rules: Pick<FinanceCalculatorRules, 'interest'>): SliderSpec {
  const interest = rules.interest;
  if (interest.kind === 'locked') return { kind: 'locked', value: interest.value };
  return { kind: 'range', min: interest.min, max: interest.max, step: interest.step };
}

/**
 * Brings a value onto a slider (SPEC.md §5): a range snaps to the nearest step
 * counted from min and clamps to [min, max]; a list picks the nearest entry (the
 * lower on a tie); a locked slider always gives its value. Non-finite input
 * gives the slider's minimum.
 */
export function clampToSlider(value: number, slider: SliderSpec): number {
  switch (slider.kind) {
    case 'locked':
      return slider.value;
    case 'list': {
      const [first, ...rest] = slider.values;
      if (first === undefined) return value;
      if (!Number.isFinite(value)) return first;
      let best = first;
      for (const candidate of rest) {
        if (Math.abs(candidate - value) < Math.abs(best - value)) best = candidate;
      }
      return best;
    }
    case 'range': {
      const { min, max, step } = slider;
      if (!Number.isFinite(value)) return min;
      const steps = Math.round((value - min) / step);
      // Round away binary noise (0.1 + 0.2) so 0.5 steps stay exact.
      const snapped = Number((min + steps * step).toFixed(10));
      return Math.min(max, Math.max(min, snapped));
    }
  }
}

/** Lowest and highest value a slider can give (SPEC.md §5 bounds). */
export function sliderBounds(slider: SliderSpec): { min: number; max: number } {
  switch (slider.kind) {
    case 'locked':
      return { min: slider.value, max: slider.value };
    case 'list':
      return {
        min: Math.min(...slider.values),
        max: Math.max(...slider.values),
      };
    case 'range':
      return { min: slider.min, max: slider.max };
  }
}

/**
 * Every value a slider can take, ascending (SPEC.md §5 bounds and steps):
 * a range's steps from min (and its max, when the step does not land on it),
 * a list's entries, or a locked value. `pinned` values inside the bounds are
 * added as stops of their own, so a figure off the step grid (a lender's 10.9%
 * rate, a $54,990 price, a $16,500 balloon) can be held, left and chosen again
 * (docs/decisions.md "Finance"); pinned values outside the bounds are ignored.
 */
export function sliderStops(slider: SliderSpec, pinned: readonly number[] = []): number[] {
  let grid: number[];
  switch (slider.kind) {
    case 'locked':
      return [slider.value];
    case 'list':
      grid = [...slider.values];
      break;
    case 'range': {
      const { min, max, step } = slider;
      const count = Math.floor((max - min) / step + 1e-9);
      grid = Array.from({ length: count + 1 }, (_, i) => Number((min + i * step).toFixed(10)));
      if (grid[grid.length - 1]! < max) grid.push(max);
      break;
    }
  }
  const { min, max } = sliderBounds(slider);
  const extra = pinned.filter((v) => Number.isFinite(v) && v >= min && v <= max);
  const sorted = [...grid, ...extra].sort((a, b) => a - b);
  return sorted.filter((v, i) => i === 0 || v - sorted[i - 1]! > 1e-9);
}

/** Position of the stop nearest to `value` (the lower one on a tie); 0 for an empty list or a non-finite value. */
export function nearestStopIndex(stops: readonly number[], value: number): number {
  let best = 0;
  if (!Number.isFinite(value)) return best;
  for (let i = 1; i < stops.length; i++) {
    if (Math.abs(stops[i]! - value) < Math.abs(stops[best]! - value)) best = i;
  }
  return best;
}

/**
 * Brings a starting value inside a slider's bounds without snapping it to the
 * step (SPEC.md §5 bounds): inside, it is kept as it is (and becomes a stop,
 * see {@link sliderStops}); outside, it becomes the nearer bound; a locked
 * slider gives its value; non-finite gives the minimum.
 */
export function clampToBounds(value: number, slider: SliderSpec): number {
  if (slider.kind === 'locked') return slider.value;
  const { min, max } = sliderBounds(slider);
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** How a typed value lands on a slider: whole dollars, a stop (loan terms), or a rate to 2 decimals. */
export type TypedValueKind = 'money' | 'stop' | 'rate';

/**
 * The value a shopper typed beside a slider (docs/decisions.md "Finance"): only digits, point and
 * minus are read ('$69,990' -> 69990); brought inside the slider's bounds (its first and last stop);
 * then whole dollars for money, the nearest stop for a loan term (terms are sold in the slider's
 * steps or listed years), two decimals for a rate. Null when nothing readable was typed (the field
 * then shows the slider's value again).
 */
export function typedSliderValue(text: string, stops: readonly number[], kind: TypedValueKind): number | null {
  const cleaned = text.replace(/[^\d.-]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const value = Number(cleaned);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!Number.isFinite(value) || first === undefined || last === undefined) return null;
  const inside = Math.min(last, Math.max(first, value));
  if (kind === 'stop') return stops[nearestStopIndex(stops, inside)]!;
  if (kind === 'money') return Math.min(last, Math.max(first, Math.round(inside)));
  return Math.min(last, Math.max(first, Number(inside.toFixed(2))));
}

/** A slider's stops with `values` added as stops of their own (a typed $69,990 becomes a stop). */
export function withStops(stops: readonly number[], values: readonly number[]): readonly number[] {
  const extra = values.filter((v) => Number.isFinite(v) && !stops.some((s) => Math.abs(s - v) <= 1e-9));
  if (extra.length === 0) return stops;
  const sorted = [...stops, ...extra].sort((a, b) => a - b);
  return sorted.filter((v, i) => i === 0 || v - sorted[i - 1]! > 1e-9);
}
