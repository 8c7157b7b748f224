import { useEffect, useRef, useState } from 'react';
import {
  formatMoneyInput,
  MONEY_INPUT_PREFIX,
  moneyQuickPicks,
  parseMoneyInput,
  PRICE_SLIDER,
  reformatMoneyInput,
  type PriceRange,
} from '~/core/inputs.ts';
import type { CurrencyCode } from '~/core/types.ts';
import { PriceSlider } from '../ui/PriceSlider.tsx';
import { QuickPickInput } from '../ui/QuickPickInput.tsx';
import { useRangeFilter } from './useRangeFilter.ts';

/** Delay between the last slider move and the search. */
const COMMIT_DELAY_MS = 300;

/**
 * The slider's handles of a price filter: open ends sit on the slider's
 * bounds; a filter end outside them is clamped for display.
 */
export function handlesOf(filter: { min?: number | undefined; max?: number | undefined }): PriceRange {
  const lower = Math.min(Math.max(filter.min ?? PRICE_SLIDER.min, PRICE_SLIDER.min), PRICE_SLIDER.max - 1);
  const upper = Math.max(Math.min(filter.max ?? PRICE_SLIDER.max, PRICE_SLIDER.max), lower + 1);
  return { lower, upper };
}

/**
 * The price filter of handles: a handle on the slider's own bound leaves
 * that end open (so cars outside 5,000..250,000, and cars without a price,
 * are not dropped by an untouched handle).
 */
export function filterOf(handles: PriceRange): { min?: number | undefined; max?: number | undefined } {
  return {
    min: handles.lower <= PRICE_SLIDER.min ? undefined : handles.lower,
    max: handles.upper >= PRICE_SLIDER.max ? undefined : handles.upper,
  };
}

/**
 * Budget price slider bound to the search's price range, with 'Price from'
 * and 'Price to' money inputs and their quick picks (SPEC.md §5): the inputs
 * set range[price] exactly (no slider bounds), the slider follows.
 */
export function PriceRangeWidget({
  currency,
  quickPicks,
}: {
  currency: CurrencyCode;
  /** Money quick-pick values (site.search.money_quick_picks). */
  quickPicks: readonly number[];
}) {
  const { value, apply } = useRangeFilter('price');
  const [handles, setHandles] = useState(() => handlesOf(value));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Follow the filter when it changes from outside (back button, Clear Filters, a chip).
  const key = `${value.min ?? ''}:${value.max ?? ''}`;
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setHandles(handlesOf(value));
  }
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const picks = moneyQuickPicks(quickPicks, currency);
  const money = {
    picks,
    format: formatMoneyInput,
    parse: parseMoneyInput,
    reformat: reformatMoneyInput,
    prefix: MONEY_INPUT_PREFIX,
  };
  return (
    <div className="price-range">
      <PriceSlider
        value={handles}
        currency={currency}
        onChange={(next) => {
          setHandles(next);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(filterOf(next)), COMMIT_DELAY_MS);
        }}
      />
      <div className="range-inputs__row">
        <QuickPickInput
          label="Price from"
          value={value.min ?? null}
          onCommit={(min) => apply({ min: min ?? undefined, max: value.max })}
          {...money}
        />
        <QuickPickInput
          label="Price to"
          value={value.max ?? null}
          onCommit={(max) => apply({ min: value.min, max: max ?? undefined })}
          {...money}
        />
      </div>
    </div>
  );
}
