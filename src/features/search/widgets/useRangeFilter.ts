import { useCallback } from 'react';
import { useInstantSearch, useRange } from 'react-instantsearch';
import { orderedRange } from '~/core/search/routing.ts';
import type { NumberRange } from '../ui/RangeInputs.tsx';

function finite(n: number | undefined): number | undefined {
  return n !== undefined && Number.isFinite(n) ? n : undefined;
}

/**
 * A numeric range filter of one attribute. The range connector is mounted
 * for its UI state ('min:max' in uiState.range, which the routing reads);
 * refining writes that UI state directly, so a range outside the current
 * results' bounds (one with no cars) is applied too. Ends given the wrong
 * way round are swapped (core orderedRange), so min <= max always holds.
 * Resets the page.
 */
export function useRangeFilter(attribute: string): { value: NumberRange; apply: (next: NumberRange) => void } {
  const { start } = useRange({ attribute });
  const { setIndexUiState } = useInstantSearch();
  const apply = useCallback(
    (next: NumberRange) => {
      setIndexUiState((previous) => {
        const { page: _page, range = {}, ...rest } = previous;
        const { [attribute]: _old, ...others } = range;
        const { min, max } = orderedRange({ min: finite(next.min), max: finite(next.max) });
        const ranges =
          min === undefined && max === undefined ? others : { ...others, [attribute]: `${min ?? ''}:${max ?? ''}` };
        return Object.keys(ranges).length > 0 ? { ...rest, range: ranges } : rest;
      });
    },
    [attribute, setIndexUiState],
  );
  return { value: { min: finite(start[0]), max: finite(start[1]) }, apply };
}
