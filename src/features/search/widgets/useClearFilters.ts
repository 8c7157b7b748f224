import { useCallback } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { NEAREST_SORT_ID } from '~/core/search/nearest.ts';
import { parseIndexName } from '~/search/params.ts';

/**
 * Clear Filters (SPEC.md §2, §8): drops the query, every refinement, range
 * and the page; keeps the sort, unless it is 'nearest', which goes with the
 * location (core nearest.ts).
 */
export function useClearFilters(): () => void {
  const { setIndexUiState } = useInstantSearch();
  return useCallback(() => {
    setIndexUiState((previous) =>
      previous.sortBy && parseIndexName(previous.sortBy).sortBy !== NEAREST_SORT_ID ? { sortBy: previous.sortBy } : {},
    );
  }, [setIndexUiState]);
}
