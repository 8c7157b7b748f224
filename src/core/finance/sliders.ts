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
